#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace haifu::app {

// Starting Haifu again on another library (Settings' "Use this library"): the same program with
// the same arguments minus --db and --library (the saved setting then names the library),
// started only once this process has closed its window and its library: main() holds an
// AppRestart::AtExit made right after the application, whose destructor starts it.
namespace AppRestart {

// What main() was started with (QCoreApplication::arguments()).
void setArguments(const QStringList &arguments);
// `arguments` (the program first) without --db/--library and their values.
[[nodiscard]] QStringList withoutLibrary(const QStringList &arguments);

// Asks for a restart when the app quits. A password the user did not want remembered reaches
// the new process only, as libpq's PGPASSWORD (never on its command line); PGPASSWORD inherited
// from this run is never passed on (it may be another server's).
void request(const QString &password = {});
void cancel();
[[nodiscard]] bool requested();
// The program, its arguments and environment of the restart (tests).
[[nodiscard]] QString program();
[[nodiscard]] QStringList arguments();
[[nodiscard]] QProcessEnvironment environment();

// Starts the new process when one was requested; false when that failed (said on stderr).
bool startIfRequested();

struct AtExit
{
    AtExit() = default;
    ~AtExit() { startIfRequested(); }
    AtExit(const AtExit &) = delete;
    AtExit &operator=(const AtExit &) = delete;
};

} // namespace AppRestart

} // namespace haifu::app
