#include "demo/samplelibrary.h"

#include "demo/clubdemo.h"
#include "storage/database.h"
#include "storage/librarylocation.h"

#include <cstdio>

QString openSampleLibrary(const QString &path)
{
    // A server library is the club's: the window opens (and upgrades) it and shows what fails
    // (an unreachable server, a refused login); it never gets the samples or the demo club.
    if (haifu::storage::Database::isServerLocation(path))
        return path;
    const auto library = haifu::storage::ensureDefaultLibrary(path);
    if (!library) {
        std::fprintf(stderr, "haifu: %s\n", library.error().message.c_str());
        return haifu::storage::LibraryLocation::defaultPath();
    }
    if (library->created) {
        haifu::storage::Database db;
        const auto error = db.open(library->path);
        const auto seeded = error ? error : seedDemoClub(db);
        if (seeded)
            std::fprintf(stderr, "haifu: %s\n", seeded->message.c_str());
    }
    return library->path;
}
