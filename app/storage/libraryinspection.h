#pragma once

#include "storage/database.h"

#include <QString>
#include <QStringList>

// A look at a library location before it is used (Settings' "Test connection"): what is there,
// without creating, upgrading or writing anything. Safe in a worker thread (its own Database).
namespace haifu::storage {

struct LibraryInspection
{
    enum class Kind {
        Failed, // see failure and error
        NewFile, // no file there yet: a new library would be created
        Empty, // an empty database (or file): Haifu would set it up
        Library, // a Haifu library
    };
    Kind kind = Kind::Failed;
    OpenFailure failure = OpenFailure::None;
    QString error; // what failed, naming the location (never its password)
    bool server = false;
    QString host; // the server's host name
    int schemaVersion = 0;
    qint64 games = 0; // the library's game records
    qint64 clubs = 0;
    qint64 clubGames = 0;
    QStringList roles; // a server library: the login's roles (serverroles.h)
};

// Looks at `location` (a file path or a server address) read-only; a server that does not answer
// within `connectTimeoutS` seconds (when the address gives no connect_timeout) is reported as
// unreachable.
[[nodiscard]] LibraryInspection inspectLibrary(const QString &location, int connectTimeoutS = 3);

} // namespace haifu::storage
