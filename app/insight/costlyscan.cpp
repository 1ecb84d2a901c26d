// DecisionInsight's scan of a whole game for costly discards: the expected value of every
// discard the viewpoint seat made, on a worker thread, and "next costly discard".
#include "insight/decisioninsight.h"

#include <QSettings>

#include <tuple>

using namespace haifu;
using game::TableState;
using rules::Tile;

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
double lossOf(const insight::EvTable &table, const Tile &played)
{
    const insight::DiscardEv *match = nullptr;
    for (const insight::DiscardEv &d : table.discards) {
        if (d.tile == played)
            match = &d;
        else if (!match && d.tile.kind == played.kind)
            match = &d;
    }
    return match ? table.discards.front().expectedScore - match->expectedScore : 0.0;
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
            found.append({ k, step, lossOf(*table, played) });
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
