#include "viewer/discardoptionmodel.h"

#include "viewer/gametext.h"

#include <QVariantList>

DiscardOptionModel::DiscardOptionModel(QObject *parent) : QAbstractListModel(parent) { }

int DiscardOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant DiscardOptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
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
    if (rows.size() == m_rows.size()) {
        m_rows = rows;
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1));
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
    Q_EMIT countChanged();
}
