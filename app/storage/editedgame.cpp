#include "editedgame.h"

#include "importer.h"
#include "qtstrings.h"
#include "recordio.h"

namespace haifu::storage {

Result<qint64> saveAsNewGame(const Database &db, const game::Record &record, const QString &name)
{
    auto bytes = formats::writeTenhouXml(record);
    if (!bytes)
        return bytes.error();
    QString file = name.trimmed();
    file.replace(QLatin1Char('/'), QLatin1Char('_'));
    if (file.isEmpty())
        file = QStringLiteral("edited");
    Importer importer(db);
    const ImportItem item = importer.importData(*bytes, file + QStringLiteral(".mjlog"));
    switch (item.status) {
    case ImportStatus::Imported: return item.gameId;
    case ImportStatus::Duplicate:
        return Error(Tr::tr("the library holds this game already (game %1): nothing was changed")
                             .arg(item.gameId)
                             .toStdString());
    case ImportStatus::Failed: break;
    }
    return Error(item.message.toStdString());
}

} // namespace haifu::storage
