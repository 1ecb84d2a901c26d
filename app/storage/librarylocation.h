#pragma once

#include "rules/result.h"
#include "storage/importer.h"

#include <QString>
#include <QStringList>

// Where the library lives and how a new one starts: the default file in the user's data folder
// and the sample games bundled with Haifu (resources/samples, embedded at :/samples) that seed
// it on first start.
namespace haifu::storage {

class Database;

namespace LibraryLocation {

// <AppDataLocation>/library.haifu, e.g. ~/.local/share/Haifu/haifu/library.haifu (the folder
// depends on the application and organisation names set in main()).
[[nodiscard]] QString defaultPath();

// The bundled sample records (":/samples/…"), sorted by name.
[[nodiscard]] QStringList bundledSamples();

} // namespace LibraryLocation

// Imports `files` into a library (the seeding of a new library; any list of record files works).
[[nodiscard]] ImportReport seedLibrary(const Database &db, const QStringList &files);

struct DefaultLibrary
{
    QString path;
    bool created = false; // the library file was created by this call
    ImportReport seeded; // the seeding import, when this call seeded the library
};

// Makes sure a library exists at `path` (defaultPath() when empty): creates its folder and the
// library, and seeds a new library with the bundled samples. An existing library is only
// opened (and upgraded if it is from an older Haifu), and so is a library on a server
// (Database::isServerLocation), which is never seeded.
[[nodiscard]] Result<DefaultLibrary> ensureDefaultLibrary(const QString &path = {});

} // namespace haifu::storage
