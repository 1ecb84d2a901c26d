// library import's links: a tenhou.net/6 link (the record inside) or a Tenhou log address
// (downloaded as fetch does), imported like a file.

#include "cli/cli.h"
#include "cli/fetchlog.h"
#include "common/qtstrings.h"
#include "formats/tenhoulink.h"
#include "storage/games.h"

using namespace Qt::StringLiterals;

namespace haifu::cli {

void printItem(const storage::ImportItem &item)
{
    switch (item.status) {
    case storage::ImportStatus::Imported:
        out() << Tr::tr("imported   #%1  %2").arg(item.gameId).arg(item.path);
        break;
    case storage::ImportStatus::Duplicate:
        out() << Tr::tr("duplicate  #%1  %2").arg(item.gameId).arg(item.path);
        if (item.newOriginal)
            out() << "  " << Tr::tr("(kept as another original of the game)");
        break;
    case storage::ImportStatus::Failed:
        out() << Tr::tr("failed          %1: %2").arg(item.path, item.message);
        break;
    }
    if (item.status != storage::ImportStatus::Failed && !item.message.isEmpty())
        out() << "  [" << item.message << ']';
    out() << '\n';
    out().flush();
}

storage::ImportItem importLink(const storage::Database &db, storage::Importer &importer,
        const QString &text, const std::optional<QString> &base)
{
    storage::ImportItem failed;
    if (formats::isTenhouJsonLink(text)) {
        failed.path = u"link"_s;
        const Result<QByteArray> json = formats::jsonFromTenhouLink(text);
        if (!json) {
            failed.message = QString::fromStdString(json.error().message);
            return failed;
        }
        storage::ImportItem item = importer.importData(*json, formats::tenhouLinkFileName(*json));
        item.path = u"link ("_s + item.path + u")"_s;
        return item;
    }
    const FetchedLog log = fetchTenhouLog(text, base);
    failed.path = text.trimmed().left(80);
    if (!log.error.isEmpty()) {
        failed.message = log.error;
        return failed;
    }
    storage::ImportItem item = importer.importData(log.data, log.id);
    if (item.status != storage::ImportStatus::Failed && log.viewpoint >= 0) {
        if (auto error = storage::setGameViewpoint(db, item.gameId, log.viewpoint))
            item.message = QString::fromStdString(error->message);
    }
    return item;
}

} // namespace haifu::cli
