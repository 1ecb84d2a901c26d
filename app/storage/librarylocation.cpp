#include "storage/librarylocation.h"
#include "common/qtstrings.h"

#include "storage/database.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace haifu::storage {

QString LibraryLocation::defaultPath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::homePath() + u"/.local/share/haifu"_s;
    return QDir(dir).filePath(u"library.haifu"_s);
}

QStringList LibraryLocation::bundledSamples()
{
    QStringList files;
    QDirIterator it(u":/samples"_s, QDir::Files);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(u".md"_s))
            files << path;
    }
    files.sort();
    return files;
}

ImportReport seedLibrary(const Database &db, const QStringList &files)
{
    Importer importer(db);
    return importer.importPaths(files);
}

Result<DefaultLibrary> ensureDefaultLibrary(const QString &path)
{
    DefaultLibrary result;
    result.path = path.isEmpty() ? LibraryLocation::defaultPath() : path;
    // A club's library on a server is opened (and upgraded) as it is: no folder to make, and
    // never the samples or the demo club in the club's database.
    if (Database::isServerLocation(result.path)) {
        Database db;
        if (auto error = db.open(result.path))
            return *error;
        return result;
    }
    const QFileInfo info(result.path);
    if (!QDir().mkpath(info.absolutePath()))
        return makeError(
                Tr::tr("%1: cannot create the folder for the library").arg(info.absolutePath()));
    result.created = !info.exists();
    Database db;
    if (auto error = db.open(result.path))
        return *error;
    // Seeded once: a new library, or one whose seeding was interrupted before any game landed.
    const bool seeded =
            db.scalar(u"SELECT count(*) FROM settings WHERE key = 'seeded'"_s).toInt() > 0;
    if (!seeded && db.scalar(u"SELECT count(*) FROM games"_s).toInt() == 0) {
        result.seeded = seedLibrary(db, LibraryLocation::bundledSamples());
        if (auto error = db.exec(u"INSERT INTO settings (key, value) VALUES ('seeded', '1') ON "
                                 "CONFLICT (key) DO NOTHING"_s))
            return *error;
    }
    return result;
}

} // namespace haifu::storage
