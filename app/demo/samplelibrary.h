#pragma once

#include <QString>

// The library the app opens: `path`, or library.haifu in the user's data folder when empty. A
// library made on this start gets the sample games bundled in resources/samples and a small demo
// club (clubdemo.h), so that a newcomer sees real games and a real club at once. Problems are
// reported on standard error; the path is returned even then (the app shows what it can). A
// server address (postgresql://…) is returned as it is: the club's database is never seeded.
QString openSampleLibrary(const QString &path);
