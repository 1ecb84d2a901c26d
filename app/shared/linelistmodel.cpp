#include "shared/linelistmodel.h"
#include "common/rowindex.h"

namespace haifu::app {

LineListModel::LineListModel(QObject *parent) : QAbstractListModel(parent) { }

int LineListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

QVariant LineListModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const LineItem &l = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return l.label;
    case DetailRole: return l.detail;
    case ValueRole: return l.value;
    case AmountRole: return l.amount;
    case MismatchRole: return l.mismatch;
    case EmphasisRole: return l.emphasis;
    default: return {};
    }
}

QHash<int, QByteArray> LineListModel::roleNames() const
{
    return {
        { LabelRole, "label" },
        { DetailRole, "detail" },
        { ValueRole, "value" },
        { AmountRole, "amount" },
        { MismatchRole, "mismatch" },
        { EmphasisRole, "emphasis" },
    };
}

void LineListModel::setLines(const QList<LineItem> &lines)
{
    if (lines == m_lines)
        return;
    const bool countChanges = lines.size() != m_lines.size();
    if (!countChanges) {
        m_lines = lines;
        Q_EMIT dataChanged(index(0), index(int(m_lines.size()) - 1));
        return;
    }
    beginResetModel();
    m_lines = lines;
    endResetModel();
    Q_EMIT countChanged();
}

} // namespace haifu::app
