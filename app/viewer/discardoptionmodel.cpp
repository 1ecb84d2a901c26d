#include "viewer/discardoptionmodel.h"
#include "common/rowindex.h"

#include "viewer/gametext.h"

#include <QVariantList>

#include <algorithm>

namespace haifu::app {

DiscardOptionModel::DiscardOptionModel(QObject *parent) : QAbstractListModel(parent) { }

int DiscardOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant DiscardOptionModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const DiscardRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case CodeRole: return r.code;
    case ShantenRole: return r.shanten;
    case UkeireRole: return r.ukeire;
    case KindsRole: return int(r.acceptCodes.size());
    case AcceptCodesRole: return r.acceptCodes;
    case AcceptCountsRole: {
        QVariantList counts;
        counts.reserve(r.acceptCounts.size());
        for (int c : r.acceptCounts)
            counts.append(c);
        return counts;
    }
    case BestRole: return r.best;
    case PlayedRole: return r.played;
    case WorseRole: return r.worse;
    case ShantenTextRole: return GameText::shantenText(r.shanten);
    case DangerRole: return r.danger;
    case DangerTextRole: return r.dangerText;
    case EvReadyRole: return r.evReady;
    case WinProbabilityRole: return r.winProbability;
    case TenpaiProbabilityRole: return r.tenpaiProbability;
    case ExpectedScoreRole: return r.expectedScore;
    case EvLossRole: return r.evLoss;
    case RiichiRole: return r.riichi;
    case ExactRole: return r.exact;
    case WhyTextRole: return r.whyText;
    case PreferenceRole: return r.preference;
    case AdvisedRole: return r.advised;
    default: return {};
    }
}

QHash<int, QByteArray> DiscardOptionModel::roleNames() const
{
    return {
        { CodeRole, "code" },
        { ShantenRole, "shanten" },
        { UkeireRole, "ukeire" },
        { KindsRole, "kinds" },
        { AcceptCodesRole, "acceptCodes" },
        { AcceptCountsRole, "acceptCounts" },
        { BestRole, "best" },
        { PlayedRole, "played" },
        { WorseRole, "worse" },
        { ShantenTextRole, "shantenText" },
        { DangerRole, "danger" },
        { DangerTextRole, "dangerText" },
        { EvReadyRole, "evReady" },
        { WinProbabilityRole, "winProbability" },
        { TenpaiProbabilityRole, "tenpaiProbability" },
        { ExpectedScoreRole, "expectedScore" },
        { EvLossRole, "evLoss" },
        { RiichiRole, "riichi" },
        { ExactRole, "exact" },
        { WhyTextRole, "whyText" },
        { PreferenceRole, "preference" },
        { AdvisedRole, "advised" },
    };
}

void DiscardOptionModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), { ShantenTextRole });
}

void DiscardOptionModel::setRows(const QList<DiscardRow> &rows)
{
    if (rows == m_rows)
        return;
    // Rows present before and after change in place, the rest are removed or added: a view keeps
    // its delegates from one decision to the next (a reset would make every one again).
    const int oldCount = int(m_rows.size());
    const int newCount = int(rows.size());
    const int common = std::min(oldCount, newCount);
    int first = -1;
    int last = -1;
    for (int i = 0; i < common; ++i) {
        if (!(m_rows.at(i) == rows.at(i))) {
            if (first < 0)
                first = i;
            last = i;
        }
    }
    if (newCount < oldCount) {
        beginRemoveRows({}, newCount, oldCount - 1);
        m_rows.resize(newCount);
        endRemoveRows();
    }
    for (int i = first; i >= 0 && i <= last; ++i)
        m_rows[i] = rows.at(i);
    if (first >= 0)
        Q_EMIT dataChanged(index(first), index(last));
    if (newCount > oldCount) {
        beginInsertRows({}, oldCount, newCount - 1);
        for (int i = oldCount; i < newCount; ++i)
            m_rows.append(rows.at(i));
        endInsertRows();
    }
    if (newCount != oldCount)
        Q_EMIT countChanged();
}

} // namespace haifu::app
