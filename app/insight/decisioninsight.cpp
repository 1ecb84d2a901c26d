#include "insight/decisioninsight.h"

#include "common/qtstrings.h"
#include "insight/insighttext.h"
#include "viewer/discardoptionmodel.h"
#include "viewer/gametext.h"

#include "insight/advice.h"
#include "insight/calladvice.h"
#include "insight/discardwhy.h"
#include "insight/pushfold.h"
#include "teach/position.h"
#include "teach/positiontext.h"

#include <QLocale>
#include <QMutexLocker>
#include <QSettings>

#include <algorithm>
#include <tuple>

using namespace haifu;
using namespace Qt::StringLiterals;
using game::TableState;
using insight::SafetyTier;
using rules::Tile;

namespace haifu::app {

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
    m_evInput.reset();
    setEv({});
    m_advice = {};
    m_placement = {};
    m_playedEvLoss = 0;

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
    m_state = state;
    m_threatNames = names;
    m_threatsText = text;

    const bool forced = seat >= 0 && state.player(seat).inRiichi();
    if (seat >= 0 && !forced) {
        if (auto input = insight::evInputFromState(state, seat, rules)) {
            // The advice needs no expected values: it is there at once.
            insight::EvOptions shapeOnly;
            shapeOnly.turns = 0;
            if (auto rows = insight::expectedValues(*input, shapeOnly))
                m_advice = insight::adviseDiscards(*input, *rows, m_danger, m_state);
            m_placement = insight::placementAt(state, seat, rules);
            const QString key = EvCache::keyOf(state);
            m_evInput = *input;
            setEv(m_cache->find(key));
            if (!m_ev)
                startEv(std::move(*input), key);
        }
    }
    m_evRunning = m_evInput && !m_ev;
    Q_EMIT evChanged();
    Q_EMIT changed();
}

namespace {

QString callName(const game::Action &a)
{
    switch (a.kind) {
    case game::ActionKind::Pass:
        //: the call advice: let the discard pass
        return DecisionInsight::tr("pass");
    case game::ActionKind::Pon:
        //: the call advice: call pon
        return DecisionInsight::tr("pon");
    case game::ActionKind::OpenKan:
        //: the call advice: call an open kan
        return DecisionInsight::tr("kan");
    default: {
        QString tiles;
        for (const Tile &t : a.consumed)
            tiles += GameText::tileCode(t);
        //: the call advice: call chi with %1, the two own tiles ("4m6m")
        return DecisionInsight::tr("chi with %1").arg(tiles);
    }
    }
}

} // namespace

void DecisionInsight::setCallChances(
        const game::Record *record, int kyoku, int step, const NameOf &nameOf)
{
    QStringList lines;
    if (record) {
        if (auto decisions = insight::callDecisionsAt(*record, kyoku, step)) {
            for (const insight::CallDecision &d : *decisions) {
                const insight::CallOption &advised = d.options[std::size_t(d.advised)];
                const auto percent = [](double p) { return QString::number(qRound(100.0 * p)); };
                //: the call advice: %1 the player, %2 the discarded tile, %3 what to do
                //: ("pon", "pass", "chi with 4m6m"), %4 how often a strong player would (percent),
                //: %5 how often a strong player would pass (percent)
                lines << tr("%1 can call %2. Advice: %3 (%4%); passing %5%.")
                                 .arg(nameOf(d.seat), GameText::tileCode(d.tile),
                                         callName(advised.action), percent(advised.preference),
                                         percent(d.options.front().preference));
            }
        }
    }
    const QString text = lines.join(u'\n');
    if (text != m_callAdviceText) {
        m_callAdviceText = text;
        Q_EMIT changed();
    }
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

QString DecisionInsight::adviceText() const
{
    if (m_advice.choices.empty())
        return {};
    const QString text = discardAdviceText();
    if (!m_placement.allLast)
        return text;
    const QLocale locale;
    QString line;
    if (m_placement.place == 1) {
        //: at all-last, after the advice: %1 the lead over second place in points
        line = tr("All-last: the ranking decides; first, %1 ahead of second.")
                       .arg(locale.toString(m_placement.ahead));
    } else {
        //: at all-last, after the advice: %1 the place (2, 3, 4), %2 the points to the next
        //: place up, %3 the lead over the next place down (0 when last)
        line = tr("All-last: the ranking decides; place %1, %2 behind the next place up, %3 "
                  "ahead of the next one down.")
                       .arg(m_placement.place)
                       .arg(locale.toString(m_placement.behind),
                               locale.toString(m_placement.ahead));
    }
    return text + u' ' + line + placementValueText();
}

// The expected values of the decision on screen (null: not known yet), and what they value at
// all-last: worked out once here, not on every read of adviceText.
void DecisionInsight::setEv(EvCache::Table table)
{
    m_ev = std::move(table);
    // The advice refines itself with the expected values (insight/advice.h), and the push or
    // fold weighing gets each discard's own value.
    if (m_ev && m_evInput && insight::hasExpectedValues(*m_ev))
        m_advice = insight::adviseDiscards(*m_evInput, *m_ev, m_danger, m_state);
    m_placementAdvice = m_ev && m_evInput
            ? insight::placementAdvice(m_state, m_danger.seat, m_evInput->ruleset, *m_ev, m_danger)
            : insight::PlacementAdvice{};
}

// With the expected values: the placement valued on the score sheet (insight/placement.h).
QString DecisionInsight::placementValueText() const
{
    const insight::PlacementAdvice &a = m_placementAdvice;
    if (!a.valid)
        return {};
    const QLocale locale;
    const auto final = [&](double v) {
        return (v > 0 ? u"+"_s : QString()) + locale.toString(v, 'f', 1);
    };
    const insight::PlacementReach &r = a.reach;
    //: at all-last: %1 the final score (uma and oka included) if the hand changes nothing,
    //: %2 the place then
    QString text = u'\n'
            + tr("On the score sheet: %1 as it stands (place %2).")
                      .arg(final(r.stay))
                      .arg(r.stayPlace);
    if (r.winPoints > 0) {
        //: at all-last: %1 the expected win in points, %2 the best place it reaches
        text += u' '
                + tr("A win of about %1 reaches place %2.")
                          .arg(locale.toString(qRound(r.winPoints / 100.0) * 100))
                          .arg(r.bestWinPlace);
    }
    if (r.dealInCost > 0) {
        //: at all-last: %1 the expected cost of a deal-in in points, %2 the place it leaves
        text += u' '
                + tr("Dealing in about %1 leaves place %2.")
                          .arg(locale.toString(r.dealInCost))
                          .arg(r.dealInPlace);
    }
    if (a.changes) {
        const QString best = GameText::tileCode(a.best.tile);
        const QString byPoints = GameText::tileCode(a.byPoints.tile);
        //: at all-last, when the final ranking advises otherwise than the points: %1 the tile,
        //: %2 its expected final score, %3 the tile the points advise, %4 its expected final score
        QString words = tr("By the ranking, %1 (%2 against %4 for %3).");
        if (a.best.fold && !a.byPoints.fold) {
            //: as above, where the ranking folds and the points push
            words = tr("By the ranking, fold with %1 (%2 against %4 for %3).");
        } else if (!a.best.fold && a.byPoints.fold) {
            //: as above, where the ranking pushes and the points fold
            words = tr("By the ranking, push %1 (%2 against %4 for %3).");
        }
        text += u' ' + words.arg(best, final(a.value), byPoints, final(a.byPointsValue));
    }
    return text;
}

QString DecisionInsight::discardAdviceText() const
{
    const insight::DiscardChoice &advised = m_advice.choices.front();
    const QString tile = GameText::tileCode(advised.tile);
    const auto percent = [](double p) { return QString::number(qRound(100.0 * p)); };
    const QString deals = QString::number(100.0 * advised.dealIn, 'f', 1);
    if (m_advice.threatened && advised.fold) {
        //: the advice facing a threat: %1 the safe tile, %2 how often a strong player would
        //: choose it (percent)
        return tr("Advice: fold with %1 (a strong player's choice %2% of the time): it deals in "
                  "to nobody.")
                .arg(tile, percent(advised.preference));
    }
    if (m_advice.threatened) {
        //: the advice facing a threat: %1 the tile, %2 how often a strong player would choose it
        //: (percent), %3 its chance of dealing in (percent)
        return tr("Advice: push %1 (a strong player's choice %2% of the time): it deals in %3% "
                  "of the time.")
                .arg(tile, percent(advised.preference), deals);
    }
    //: the advice: %1 the tile, %2 how often a strong player would choose it (percent)
    return tr("Advice: %1 (a strong player's choice %2% of the time).")
            .arg(tile, percent(advised.preference));
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
                    setEv(shared);
                    m_evRunning = false;
                    Q_EMIT evChanged();
                },
                Qt::QueuedConnection);
    });
}

void DecisionInsight::fillEv(QList<DiscardRow> &rows)
{
    for (DiscardRow &row : rows) {
        row.preference = -1;
        row.advised = false;
        for (const insight::DiscardChoice &c : m_advice.choices) {
            if (GameText::tileCode(c.tile) == row.code) {
                row.preference = c.preference;
                row.advised = &c == &m_advice.choices.front();
            }
        }
    }
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
                    insight::discardFacts(m_evInput->hand, d.tile, *m_evInput), d, *m_ev);
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
                        insight::discardFacts(m_evInput->hand, d.tile, *m_evInput), d, *m_ev);
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

// ---- The scan of the whole game for costly discards (a worker thread) ---------------------

namespace {

constexpr auto kCostlyLossKey = "analysis/costlyLoss";

// The tile the record discards at a decision of `seat`: the next event, when it is that seat's
// discard (not a riichi kept by force, a kan or a win).
std::optional<Tile> playedAt(const game::Record &record, const TableState &s, int seat)
{
    if (s.phase != TableState::Phase::Discard || s.turn != seat || s.player(seat).inRiichi())
        return std::nullopt;
    const auto &events = record.kyoku[static_cast<std::size_t>(s.kyoku)].events;
    if (s.step < 0 || s.step >= static_cast<int>(events.size()))
        return std::nullopt;
    const game::Event &next = events[static_cast<std::size_t>(s.step)];
    if (next.type != game::EventType::Discard || next.seat != seat)
        return std::nullopt;
    return next.tile;
}

// Expected points below the best discard for the discard of `played` (the same tile, else the
// same kind: a red and a plain five are listed apart only when both are held).
// What the discard played lost against the advice: its value below the best one (the expected
// value, or facing a threat the value with the risk counted, so that a correct fold loses
// nothing).
double lossOf(const insight::DiscardWeighing &weighing, const Tile &played)
{
    const insight::DiscardChoice *match = nullptr;
    for (const insight::DiscardChoice &c : weighing.choices) {
        if (c.tile == played)
            match = &c;
        else if (!match && c.tile.kind == played.kind)
            match = &c;
    }
    return match ? weighing.choices.front().value - match->value : 0.0;
}

} // namespace

void DecisionInsight::loadCostlyLoss()
{
    m_costlyLoss = QSettings().value(QLatin1String(kCostlyLossKey), 500).toInt();
}

void DecisionInsight::setCostlyLoss(int points)
{
    points = std::clamp(points, 0, 100000);
    if (points == m_costlyLoss)
        return;
    m_costlyLoss = points;
    QSettings().setValue(QLatin1String(kCostlyLossKey), points);
    Q_EMIT scanChanged();
}

int DecisionInsight::costlyCount() const
{
    return static_cast<int>(std::count_if(m_losses.cbegin(), m_losses.cend(),
            [this](const Loss &l) { return l.points >= m_costlyLoss; }));
}

bool DecisionInsight::nextCostly(int kyoku, int step)
{
    for (const Loss &l : std::as_const(m_losses)) {
        if (std::tie(l.kyoku, l.step) > std::tie(kyoku, step) && l.points >= m_costlyLoss) {
            Q_EMIT jumpRequested(l.kyoku, l.step);
            return true;
        }
    }
    return false;
}

void DecisionInsight::stopScan()
{
    ++*m_scanGeneration;
    m_scanPool.clear();
    if (m_scanning) {
        m_scanning = false;
        Q_EMIT scanChanged();
    }
}

void DecisionInsight::startScan(const game::Record &record, int seat)
{
    stopScan();
    const int generation = *m_scanGeneration;
    m_losses.clear();
    m_scanning = true;
    m_scanDone = 0;
    m_scanTotal = 0;
    Q_EMIT scanChanged();
    m_scanPool.start([this, generation, live = m_scanGeneration, cache = m_cache, record, seat] {
        game::Replay replay(record);
        struct Decision
        {
            int kyoku = 0;
            int step = 0;
            Tile played;
        };
        std::vector<Decision> decisions;
        for (int k = 0; k < replay.kyokuCount(); ++k) {
            for (int step = 0; step < replay.reachableSteps(k); ++step) {
                if (replay.seek(k, step))
                    continue;
                if (const auto played = playedAt(record, replay.state(), seat))
                    decisions.push_back({ k, step, *played });
            }
        }
        QList<Loss> found;
        const int total = static_cast<int>(decisions.size());
        for (int i = 0; i < total && *live == generation; ++i) {
            const auto [k, step, played] = decisions[static_cast<std::size_t>(i)];
            (void)replay.seek(k, step);
            const TableState &s = replay.state();
            auto input = insight::evInputFromState(s, seat, record.ruleset);
            if (!input)
                continue;
            const QString key = EvCache::keyOf(s);
            EvCache::Table table = cache->find(key);
            if (!table) {
                auto computed = insight::expectedValues(*input);
                if (!computed)
                    continue;
                table = std::make_shared<const insight::EvTable>(std::move(*computed));
                cache->insert(key, table);
            }
            const insight::DiscardWeighing weighing =
                    insight::weighDiscards(*table, insight::assessDanger(s, seat), s);
            found.append({ k, step, lossOf(weighing, played) });
            if ((i + 1) % 8 == 0 || i + 1 == total) {
                QMetaObject::invokeMethod(
                        this,
                        [this, generation, done = i + 1, total, found] {
                            scanProgress(generation, done, total, found);
                        },
                        Qt::QueuedConnection);
            }
        }
        if (total == 0) {
            QMetaObject::invokeMethod(
                    this, [this, generation] { scanProgress(generation, 0, 0, {}); },
                    Qt::QueuedConnection);
        }
    });
}

void DecisionInsight::scanProgress(int generation, int done, int total, const QList<Loss> &found)
{
    if (generation != *m_scanGeneration)
        return;
    m_losses = found;
    m_scanDone = done;
    m_scanTotal = total;
    m_scanning = done < total;
    Q_EMIT scanChanged();
}

} // namespace haifu::app
