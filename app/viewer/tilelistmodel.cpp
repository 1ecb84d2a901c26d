#include "viewer/tilelistmodel.h"
#include "common/rowindex.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

TileListModel::TileListModel(QObject *parent) : QAbstractListModel(parent) { }

int TileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tiles.size());
}

QVariant TileListModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const TileItem &t = m_tiles.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case CodeRole: return t.code;
    case ExtraCodeRole: return t.extraCode;
    case BackRole: return t.back;
    case SidewaysRole: return t.sideways;
    case SeparatedRole: return t.separated;
    case HighlightedRole: return t.highlighted;
    case TsumogiriRole: return t.tsumogiri;
    case RiichiRole: return t.riichi;
    case CalledAwayRole: return t.calledAway;
    case LastRole: return t.last;
    case DimmedRole: return t.dimmed;
    case CountRole: return t.count;
    case RowRole: return t.row;
    case SlotRole: return t.slot;
    case ShiftRole: return t.shift;
    case MarkRole: return t.mark;
    case DangerRole: return t.danger;
    default: return {};
    }
}

QHash<int, QByteArray> TileListModel::roleNames() const
{
    return {
        { CodeRole, "code" },
        { ExtraCodeRole, "extraCode" },
        { BackRole, "back" },
        { SidewaysRole, "sideways" },
        { SeparatedRole, "separated" },
        { HighlightedRole, "highlighted" },
        { TsumogiriRole, "tsumogiri" },
        { RiichiRole, "riichi" },
        { CalledAwayRole, "calledAway" },
        { LastRole, "last" },
        { DimmedRole, "dimmed" },
        { CountRole, "count" },
        { RowRole, "row" },
        { SlotRole, "slot" },
        { ShiftRole, "shift" },
        { MarkRole, "mark" },
        { DangerRole, "danger" },
    };
}

void TileListModel::setTiles(const QList<TileItem> &tiles)
{
    const int oldCount = int(m_tiles.size());
    const int newCount = int(tiles.size());
    const int common = std::min(oldCount, newCount);
    // Rows present before and after: report the changed range.
    int first = -1;
    int lastChanged = -1;
    for (int i = 0; i < common; ++i) {
        if (!(m_tiles.at(i) == tiles.at(i))) {
            if (first < 0)
                first = i;
            lastChanged = i;
        }
    }
    if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        m_tiles.resize(newCount);
        endRemoveRows();
    }
    for (int i = first; i >= 0 && i <= lastChanged; ++i)
        m_tiles[i] = tiles.at(i);
    if (first >= 0)
        Q_EMIT dataChanged(index(first), index(lastChanged));
    if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        for (int i = oldCount; i < newCount; ++i)
            m_tiles.append(tiles.at(i));
        endInsertRows();
    }
    if (newCount != oldCount)
        Q_EMIT countChanged();
}

QString TileListModel::codes() const
{
    QStringList out;
    out.reserve(m_tiles.size());
    for (const TileItem &t : m_tiles)
        out << (t.back ? u"back"_s : t.code);
    return out.join(u' ');
}

} // namespace haifu::app
