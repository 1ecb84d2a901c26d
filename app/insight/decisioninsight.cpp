#include "insight/decisioninsight.h"

#include "formats/qtstrings.h"
#include "insight/insighttext.h"
#include "viewer/discardoptionmodel.h"
#include "viewer/gametext.h"

#include "insight/discardwhy.h"
#include "teach/position.h"
#include "teach/positiontext.h"

#include <QLocale>
#include <QMutexLocker>

using namespace haifu;
using namespace Qt::StringLiterals;
using insight::SafetyTier;

QString EvCache::keyOf(const game::TableState &state)
{
    return toQString(teach::formatPosition(teach::positionFromState(state)));
}

EvCache::Table EvCache::find(const QString &key) const
{
    const QMutexLocker lock(&m_mutex);
    return m_tables.value(key);
}

void EvCache::insert(const QString &key, Table table)
{
    const QMutexLocker lock(&m_mutex);
    // A long session: keep the memory bounded (a table is a few kilobytes).
    if (m_tables.size() >= 4096)
        m_tables.clear();
    m_tables.insert(key, std::move(table));
}

DecisionInsight::DecisionInsight(QObject *parent) : QObject(parent), m_dealIns(this)
{
    m_pool.setMaxThreadCount(1);
    m_scanPool.setMaxThreadCount(1);
    loadCostlyLoss();
}

DecisionInsight::~DecisionInsight()
{
    // A worker posts its result to this object: it must not outlive it.
    stopScan();
    m_pool.clear();
    m_pool.waitForDone();
    m_scanPool.waitForDone();
}

void DecisionInsight::setRecord(const game::Record *record, const NameOf &nameOf)
{
    QList<LineItem> lines;
    m_dealInSteps.clear();
    if (record != m_record) {
        m_record = record;
        m_cache = std::make_shared<EvCache>(); // tables hold to the game's ruleset
        stopScan();
        m_losses.clear();
    }
    if (record) {
        for (const insight::DealIn &d : insight::flaggedDealIns(*record)) {
            const auto &kyoku = record->kyoku[static_cast<std::size_t>(d.kyoku)];
            LineItem line;
            //: a deal-in into a riichi: %1 the hand ("E2-0"), %2 who dealt in, %3 the winner
            line.label = tr("%1 · %2 → %3")
                                 .arg(GameText::kyokuLabel(kyoku), nameOf(d.discarder),
                                         nameOf(d.winner));
            //: %1 the tile, %2 its safety tier, %3 why
            line.detail =
                    tr("%1 · %2: %3")
                            .arg(GameText::tileText(d.tile), InsightText::tierName(d.safety.tier),
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

void DecisionInsight::setDecision(
        const game::TableState &state, int seat, const NameOf &nameOf, const rules::Ruleset &rules)
{
    ++m_evGeneration;
    m_pool.clear(); // decisions stepped past are not worked out
    m_ev.reset();
    m_evInput.reset();
    m_playedEvLoss = 0;
    const bool forced = seat >= 0 && state.player(seat).inRiichi();
    if (seat >= 0 && !forced) {
        if (auto input = insight::evInputFromState(state, seat, rules)) {
            const QString key = EvCache::keyOf(state);
            m_evInput = *input;
            m_ev = m_cache->find(key);
            if (!m_ev)
                startEv(std::move(*input), key);
        }
    }
    m_evRunning = m_evInput && !m_ev;
    Q_EMIT evChanged();

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
    const QString text =
            threats.isEmpty() ? QString() : tr("Against: %1").arg(threats.join(u", "_s));
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
        const QString words =
                InsightText::tierName(s.tier) + u": "_s + InsightText::reasonText(s, name);
        //: the danger of a tile against one of several threats: %1 the player, %2 the tier
        parts << (m_danger.threats.size() > 1 ? tr("%1: %2").arg(name, words) : words);
    }
    return parts.join(u" · "_s);
}

void DecisionInsight::startEv(insight::EvInput input, const QString &key)
{
    const int generation = m_evGeneration;
    std::shared_ptr<EvCache> cache = m_cache;
    m_pool.start([this, generation, cache, key, input = std::move(input)] {
        auto table = insight::expectedValues(input);
        EvCache::Table shared;
        if (table) {
            shared = std::make_shared<const insight::EvTable>(std::move(*table));
            cache->insert(key, shared);
        }
        QMetaObject::invokeMethod(
                this,
                [this, generation, shared] {
                    if (generation != m_evGeneration)
                        return;
                    m_ev = shared;
                    m_evRunning = false;
                    Q_EMIT evChanged();
                },
                Qt::QueuedConnection);
    });
}

void DecisionInsight::fillEv(QList<DiscardRow> &rows)
{
    m_playedEvLoss = 0;
    if (!m_ev || m_ev->discards.empty() || !m_evInput)
        return;
    const insight::DiscardEv &best = m_ev->discards.front();
    for (DiscardRow &row : rows) {
        for (const insight::DiscardEv &d : m_ev->discards) {
            if (GameText::tileCode(d.tile) != row.code)
                continue;
            row.evReady = true;
            row.winProbability = d.winProbability;
            row.tenpaiProbability = d.tenpaiProbability;
            row.expectedScore = d.expectedScore;
            row.evLoss = best.expectedScore - d.expectedScore;
            row.riichi = d.riichi;
            row.exact = d.exact;
            row.whyText = InsightText::whyText(
                    insight::discardFacts(m_evInput->hand, d.tile, *m_evInput), d, best);
            if (row.played)
                m_playedEvLoss = row.evLoss;
            break;
        }
    }
}

QString DecisionInsight::valueText(const QString &code) const
{
    if (!m_ev || m_ev->discards.empty() || !m_evInput)
        return {};
    const insight::DiscardEv &best = m_ev->discards.front();
    for (const insight::DiscardEv &d : m_ev->discards) {
        if (GameText::tileCode(d.tile) != code)
            continue;
        //: expected value of a discard: %1 win chance, %2 tenpai chance (percent), %3 points
        return tr("Win %1% · Tenpai %2% · EV %3")
                       .arg(d.winProbability * 100, 0, 'f', 1)
                       .arg(qRound(d.tenpaiProbability * 100))
                       .arg(QLocale().toString(qRound(d.expectedScore)))
                + u'\n'
                + InsightText::whyText(
                        insight::discardFacts(m_evInput->hand, d.tile, *m_evInput), d, best);
    }
    return {};
}

QString DecisionInsight::dangerTextOf(const QString &code) const
{
    auto tile = rules::parseTile(code.toStdString());
    return tile ? dangerText(tile->kind) : QString();
}

void DecisionInsight::showDealIn(int index)
{
    if (index < 0 || index >= m_dealInSteps.size())
        return;
    Q_EMIT jumpRequested(m_dealInSteps[index].first, m_dealInSteps[index].second);
}
