#include "library/importreportmodel.h"
#include "common/rowindex.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;

int ImportReportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant ImportReportModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const storage::ImportItem &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case FileNameRole: return QFileInfo(item.path).fileName();
    case PathRole: return item.path;
    case StatusRole: return storage::importStatusName(item.status);
    case StatusTextRole:
        switch (item.status) {
        case storage::ImportStatus::Imported: return tr("imported");
        case storage::ImportStatus::Duplicate: return tr("already in the library");
        case storage::ImportStatus::Failed: return tr("failed");
        }
        return {};
    case MessageRole: return item.message;
    case GameIdRole: return item.gameId;
    default: return {};
    }
}

QHash<int, QByteArray> ImportReportModel::roleNames() const
{
    return {
        { FileNameRole, "fileName" },
        { PathRole, "path" },
        { StatusRole, "status" },
        { StatusTextRole, "statusText" },
        { MessageRole, "message" },
        { GameIdRole, "gameId" },
    };
}

void ImportReportModel::clear()
{
    if (m_items.isEmpty())
        return;
    beginResetModel();
    m_items.clear();
    endResetModel();
    Q_EMIT countChanged();
}

void ImportReportModel::append(const storage::ImportItem &item)
{
    beginInsertRows({}, int(m_items.size()), int(m_items.size()));
    m_items.append(item);
    endInsertRows();
    Q_EMIT countChanged();
}

} // namespace haifu::app
