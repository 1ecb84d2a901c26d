#include "storage/libraryinspection.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "storage/serverroles.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

// The nearest folder of `path` that exists, and whether a library file could be made in it.
std::optional<Error> checkNewFile(const QString &path)
{
    QFileInfo folder(QFileInfo(path).absolutePath());
    while (!folder.exists() && !folder.isRoot())
        folder = QFileInfo(folder.absolutePath());
    if (!folder.isDir() || !folder.isWritable()) {
        return makeError(Tr::tr("%1: no library there, and none can be created (the folder %2 "
                                "cannot be written)")
                                 .arg(path, folder.absoluteFilePath()));
    }
    return std::nullopt;
}

qint64 count(const Database &db, const QString &table)
{
    return db.scalar(u"SELECT count(*) FROM "_s + table).toLongLong();
}

} // namespace

LibraryInspection inspectLibrary(const QString &location, int connectTimeoutS)
{
    LibraryInspection result;
    result.server = Database::isServerLocation(location);
    if (result.server)
        result.host = QUrl(location).host();
    if (!result.server && !QFileInfo::exists(location)) {
        if (auto error = checkNewFile(location)) {
            result.failure = OpenFailure::Other;
            result.error = haifu::errorText(*error);
            return result;
        }
        result.kind = LibraryInspection::Kind::NewFile;
        return result;
    }
    Database db;
    OpenOptions options;
    options.create = false;
    options.readOnly = true;
    options.inspect = true;
    options.connectTimeoutS = connectTimeoutS;
    if (auto error = db.open(location, options)) {
        result.failure = db.openFailure();
        result.error = haifu::errorText(*error);
        return result;
    }
    result.schemaVersion = db.schemaVersion();
    if (result.schemaVersion == 0) {
        result.kind = LibraryInspection::Kind::Empty;
        return result;
    }
    result.kind = LibraryInspection::Kind::Library;
    result.games = count(db, u"games"_s);
    // Club tables since schema 3: an older library has none yet.
    if (result.schemaVersion >= 3) {
        result.clubs = count(db, u"clubs"_s);
        result.clubGames = count(db, u"club_games"_s);
    }
    if (result.server) {
        if (auto roles = currentLibraryRoles(db))
            result.roles = *roles;
    }
    return result;
}

} // namespace haifu::storage
