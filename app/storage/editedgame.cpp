#include "storage/editedgame.h"

#include "common/qtstrings.h"
#include "formats/recordio.h"
#include "storage/gamefacts.h"
#include "storage/importer.h"

#include <QCryptographicHash>

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
    file += QStringLiteral(".mjlog");
    // What is stored is what the file reads as.
    auto stored = formats::readRecord(*bytes, file);
    if (!stored)
        return stored.error();
    GameFacts facts = gameFacts(*stored, true);
    // The library's fingerprint looks at the deals only (a game in another format is the same
    // game); an edited game keeps its deals, so its own fingerprint takes every byte in.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayLiteral("edited:"));
    hash.addData(facts.fingerprint.toLatin1());
    hash.addData(*bytes);
    facts.fingerprint = QString::fromLatin1(hash.result().left(16).toHex());
    auto result = storeGame(db, facts, *bytes, file);
    if (!result)
        return result.error();
    if (result->status != ImportStatus::Imported)
        return Error(Tr::tr("the library holds this game already (game %1)")
                             .arg(result->gameId)
                             .toStdString());
    return result->gameId;
}

} // namespace haifu::storage
