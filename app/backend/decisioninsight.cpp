#include "decisioninsight.h"

#include "gametext.h"
#include "insighttext.h"

using namespace haifu;
using namespace Qt::StringLiterals;
using insight::SafetyTier;

DecisionInsight::DecisionInsight(QObject *parent) : QObject(parent), m_dealIns(this) { }

void DecisionInsight::setRecord(const game::Record *record, const NameOf &nameOf)
{
    QList<LineItem> lines;
    m_dealInSteps.clear();
    if (record) {
        for (const insight::DealIn &d : insight::flaggedDealIns(*record)) {
            const auto &kyoku = record->kyoku[static_cast<std::size_t>(d.kyoku)];
            LineItem line;
            //: a deal-in into a riichi: %1 the hand ("E2-0"), %2 who dealt in, %3 the winner
            line.label = tr("%1 · %2 → %3")
                                 .arg(GameText::kyokuLabel(kyoku), nameOf(d.discarder),
                                         nameOf(d.winner));
            //: %1 the tile, %2 its safety tier, %3 why
            line.detail = tr("%1 · %2: %3")
                                  .arg(GameText::tileText(d.tile),
                                          InsightText::tierName(d.safety.tier),
                                          InsightText::reasonText(d.safety, nameOf(d.winner)));
            line.amount = static_cast<int>(d.safety.tier) + 1;
            line.value = QString::number(line.amount);
            line.mismatch = d.safety.tier >= SafetyTier::OneSideOpen;
            lines.append(line);
            m_dealInSteps.append({ d.kyoku, d.step });
        }
    }
    m_dealIns.setLines(lines);
}

void DecisionInsight::setDecision(const game::TableState &state, int seat, const NameOf &nameOf)
{
    insight::HandDanger danger;
    if (seat >= 0)
        danger = insight::assessDanger(state, seat);
    QList<QString> names;
    QStringList threats;
    for (const insight::Threat &t : danger.threats) {
        names.append(nameOf(t.seat));
        threats << InsightText::threatText(t, names.back());
    }
    //: the players who threaten to win, e.g. "Against: Bob (riichi)"
    const QString text = threats.isEmpty() ? QString() : tr("Against: %1").arg(threats.join(u", "_s));
    m_danger = danger;
    m_threatNames = names;
    m_threatsText = text;
    Q_EMIT changed();
}

int DecisionInsight::tierOf(rules::TileKind kind) const
{
    const insight::TileDanger *tile = m_danger.find(kind);
    const insight::TileSafety *worst = tile ? tile->worstSafety() : nullptr;
    return worst ? static_cast<int>(worst->tier) : -1;
}

QString DecisionInsight::dangerText(rules::TileKind kind) const
{
    const insight::TileDanger *tile = m_danger.find(kind);
    if (!tile || tile->worst < 0)
        return {};
    QStringList parts;
    for (std::size_t t = 0; t < m_danger.threats.size(); ++t) {
        const insight::TileSafety &s = tile->against[t];
        const QString &name = m_threatNames[static_cast<qsizetype>(t)];
        const QString words = InsightText::tierName(s.tier) + u": "_s
                + InsightText::reasonText(s, name);
        //: the danger of a tile against one of several threats: %1 the player, %2 the tier
        parts << (m_danger.threats.size() > 1 ? tr("%1: %2").arg(name, words) : words);
    }
    return parts.join(u" · "_s);
}

void DecisionInsight::showDealIn(int index)
{
    if (index < 0 || index >= m_dealInSteps.size())
        return;
    Q_EMIT jumpRequested(m_dealInSteps[index].first, m_dealInSteps[index].second);
}
