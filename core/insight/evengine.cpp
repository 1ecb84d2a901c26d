#include "insight/evengine.h"

#include "rules/points.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <tuple>

namespace haifu::insight::detail {

using rules::TileCounts;

void addTile(EvState &state, int kind, bool red)
{
    ++state.counts[std::size_t(kind)];
    if (red)
        ++state.red[std::size_t(suitOfFive(kind))];
}

void removeTile(EvState &state, int kind)
{
    const int suit = suitOfFive(kind);
    --state.counts[std::size_t(kind)];
    if (suit >= 0 && state.red[std::size_t(suit)] > state.counts[std::size_t(kind)])
        --state.red[std::size_t(suit)]; // only red ones were left
}

EvSetup makeSetup(const EvInput &input, const EvOptions &options, int turns)
{
    EvSetup s;
    s.start = input.hand.closedCounts();
    for (const rules::Tile &t : input.hand.closed) {
        if (t.red && suitOfFive(t.kind) >= 0)
            ++s.startRed[std::size_t(suitOfFive(t.kind))];
    }
    s.unseen = input.unseen;
    s.unseenRed = input.unseenRed;
    s.meldTiles = rules::meldTileCounts(input.hand);
    s.melds = input.hand.melds;
    s.closedHand = input.hand.isClosed();
    s.inRiichi = input.riichi;
    s.situation.tsumo = true;
    s.situation.seatWind = input.seatWind;
    s.situation.roundWind = input.roundWind;
    s.situation.doraIndicators = input.doraIndicators;
    s.rules = input.ruleset;
    s.uraCount = input.ruleset.uraDora ? static_cast<int>(input.doraIndicators.size()) : 0;
    if (!input.ruleset.kanDora)
        s.uraCount = std::min(s.uraCount, 1);
    s.turns = turns;
    for (std::uint8_t c : input.unseen)
        s.wallStart += c;
    s.riichi = options.riichi;
    s.continuation = options.continuation;
    s.exchangeShanten = options.exchangeShanten;
    s.exchangeWidth = options.exchangeWidth;
    s.nodeBudget = options.nodeBudget;
    return s;
}

std::size_t EvEngine::KeyHash::operator()(const Key &k) const
{
    std::uint64_t h = k.lo * 0x9E3779B97F4A7C15ull ^ (k.hi + 0x632BE59BD9B4E019ull);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
}

const int *EvEngine::KeyMap::find(const Key &key) const
{
    if (m_slots.empty())
        return nullptr;
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = KeyHash{}(key)&mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.value < 0)
            return nullptr;
        if (slot.key == key)
            return &slot.value;
    }
}

void EvEngine::KeyMap::insert(const Key &key, int value)
{
    if (2 * (m_size + 1) > m_slots.size())
        grow();
    const std::size_t mask = m_slots.size() - 1;
    std::size_t i = KeyHash{}(key)&mask;
    while (m_slots[i].value >= 0 && !(m_slots[i].key == key))
        i = (i + 1) & mask;
    if (m_slots[i].value < 0)
        ++m_size;
    m_slots[i] = { key, value };
}

void EvEngine::KeyMap::grow()
{
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(std::max<std::size_t>(1024, old.size() * 2), Slot{});
    m_size = 0;
    for (const Slot &slot : old) {
        if (slot.value >= 0)
            insert(slot.key, slot.value);
    }
}

EvEngine::EvEngine(EvSetup setup) : m_setup(std::move(setup))
{
    m_hand.melds = m_setup.melds;
    m_hand.closed.reserve(14);
    const std::size_t indicators = m_setup.rules.kanDora
            ? m_setup.situation.doraIndicators.size()
            : std::min<std::size_t>(m_setup.situation.doraIndicators.size(), 1);
    for (std::size_t i = 0; i < indicators; ++i) {
        ++m_dora[rules::doraFromIndicator(
                m_setup.situation.doraIndicators[i].kind, m_setup.rules.players == 3)];
    }
}

int EvEngine::doraHeld(const EvState &state) const
{
    int n = state.red[0] + state.red[1] + state.red[2];
    for (std::size_t k = 0; k < state.counts.size(); ++k)
        n += state.counts[k] * m_dora[k];
    return n;
}

EvEngine::Key EvEngine::keyOf(const EvState &state)
{
    // Three bits per kind: kinds 0..20 in lo, 21..33 and the red fives in hi (exact, no
    // collision).
    Key key;
    for (int k = 0; k < 21; ++k)
        key.lo |= std::uint64_t(state.counts[std::size_t(k)]) << (3 * k);
    for (int k = 21; k < rules::kKindCount; ++k)
        key.hi |= std::uint64_t(state.counts[std::size_t(k)]) << (3 * (k - 21));
    for (int s = 0; s < 3; ++s)
        key.hi |= std::uint64_t(state.red[std::size_t(s)]) << (39 + 2 * s);
    if (state.changed)
        key.hi |= kChangedBit;
    return key;
}

void EvEngine::wall(const EvState &state, Wall &pool, std::array<int, 3> &redPool) const
{
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto i = std::size_t(k);
        const int kept = std::max(0, int(state.counts[i]) - int(m_setup.start[i]));
        pool[i] = std::max(0, int(m_setup.unseen[i]) - kept);
    }
    for (std::size_t s = 0; s < 3; ++s) {
        const int kept = std::max(0, int(state.red[s]) - int(m_setup.startRed[s]));
        redPool[s] =
                std::clamp(m_setup.unseenRed[s] - kept, 0, pool[std::size_t(fiveOfSuit(int(s)))]);
    }
}

int EvEngine::shanten(const TileCounts &counts) const
{
    return m_setup.melds.empty() ? rules::shanten(counts)
                                 : rules::regularShanten(counts, m_setup.meldTiles);
}

int EvEngine::shantenAfterDraws(const TileCounts &counts, Wall &after) const
{
    if (m_setup.melds.empty())
        return rules::shantenAfterDraws(counts, after);
    return rules::regularShantenAfterDraws(counts, m_setup.meldTiles, after, true);
}

void EvEngine::shantenAfterDiscards(const TileCounts &counts, Wall &after) const
{
    if (m_setup.melds.empty()) {
        (void)rules::shantenAfterDiscards(counts, after);
        return;
    }
    TileCounts less = counts;
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto i = std::size_t(k);
        after[i] = INT_MAX;
        if (counts[i] == 0)
            continue;
        --less[i];
        after[i] = rules::regularShanten(less, m_setup.meldTiles);
        ++less[i];
    }
}

int EvEngine::ukeireOf(const EvState &state)
{
    Key key = keyOf(state);
    key.hi &= kCountBits; // the tiles accepted depend on the counts alone
    if (const int *known = m_ukeire.find(key))
        return *known;
    Wall after{};
    Wall pool{};
    std::array<int, 3> redPool{};
    const int sh = shantenAfterDraws(state.counts, after);
    wall(state, pool, redPool);
    int total = 0;
    for (std::size_t k = 0; k < after.size(); ++k) {
        if (after[k] < sh)
            total += pool[k];
    }
    m_ukeire.insert(key, total);
    return total;
}

int EvEngine::newNode()
{
    const int node = static_cast<int>(m_info.size());
    m_info.push_back({});
    const std::size_t size = m_info.size() * std::size_t(m_setup.turns + 1);
    m_ev.resize(size, 0.0);
    m_win.resize(size, 0.0);
    m_tenpai.resize(size, 0.0);
    m_gain.resize(size, 0.0);
    return node;
}

int EvEngine::solve(const EvState &state, bool enforceBudget)
{
    const Key key = keyOf(state);
    if (const int *known = m_memo.find(key))
        return *known;
    if (enforceBudget && nodeCount() >= m_setup.nodeBudget)
        return -1;
    NodeWork w;
    w.shanten = shantenAfterDraws(state.counts, w.after);
    wall(state, w.pool, w.redPool);
    int ukeire = 0;
    for (std::size_t k = 0; k < w.after.size(); ++k) {
        w.total += w.pool[k];
        if (w.after[k] < w.shanten)
            ukeire += w.pool[k];
    }
    w.node = newNode();
    m_info[std::size_t(w.node)].ukeire = ukeire;
    if (w.total > 0 && m_setup.turns > 0) {
        const bool solved = w.shanten == 0
                ? solveTenpai(state, w, enforceBudget)
                : m_setup.inRiichi || solveImproving(state, w, enforceBudget);
        if (!solved)
            return -1; // the node stays unmemoised
    } else if (w.shanten == 0) {
        for (int t = 0; t <= m_setup.turns; ++t)
            m_tenpai[at(w.node, t)] = 1.0;
    }
    m_memo.insert(key, w.node);
    return w.node;
}

double EvEngine::drawFrom(int t, double atLeast) const
{
    const double wall = double(m_setup.wallStart - (m_setup.turns - t));
    return std::max({ 1.0, wall, atLeast });
}

int EvEngine::drawOutcomes(
        const NodeWork &w, int kind, std::array<std::pair<bool, double>, 2> &out) const
{
    const double p = double(w.pool[std::size_t(kind)]);
    const int suit = suitOfFive(kind);
    const int red = suit >= 0 ? w.redPool[std::size_t(suit)] : 0;
    if (red == 0) {
        out[0] = { false, p };
        return 1;
    }
    const double pr = double(red) / double(w.pool[std::size_t(kind)]);
    out[0] = { true, p * pr };
    if (pr >= 1.0)
        return 1;
    out[1] = { false, p * (1.0 - pr) };
    return 2;
}

bool EvEngine::solveTenpai(const EvState &state, const NodeWork &w, bool enforceBudget)
{
    double winning = 0, sumDama = 0, sumRiichi = 0;
    std::array<std::pair<bool, double>, 2> outcomes{};
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (w.pool[std::size_t(k)] == 0 || w.after[std::size_t(k)] != -1)
            continue;
        const int n = drawOutcomes(w, k, outcomes);
        for (int i = 0; i < n; ++i) {
            const WinValue v = winValue(state, k, outcomes[std::size_t(i)].first, w.pool, w.total);
            if (!v.wins)
                continue; // an open hand without a yaku: the tile is thrown
            const double copies = outcomes[std::size_t(i)].second;
            winning += copies;
            sumDama += copies * v.dama;
            sumRiichi += copies * v.riichi;
        }
    }
    std::vector<Exchange> exchanges;
    // A narrow wait (a single kind's tiles at most) looks for a wider one.
    if (!m_setup.inRiichi && m_setup.exchangeShanten >= 0 && !state.changed
            && m_info[std::size_t(w.node)].ukeire <= kNarrowWait) {
        Wall candidates{};
        for (int k = 0; k < rules::kKindCount; ++k)
            candidates[std::size_t(k)] = w.after[std::size_t(k)] != -1 ? 1 : 0;
        if (!collectExchanges(state, w, enforceBudget, candidates, exchanges))
            return false;
    }
    if (exchanges.empty())
        finishTenpai(w, winning, sumDama, sumRiichi);
    else
        finishTenpaiChanging(w, winning, sumDama, sumRiichi, exchanges);
    return true;
}

void EvEngine::finishTenpai(const NodeWork &w, double winning, double sumDama, double sumRiichi)
{
    const bool mayRiichi = m_setup.closedHand && !m_setup.inRiichi;
    const double deposit = m_setup.rules.riichiDeposit;
    const double avgDama = winning > 0 ? sumDama / winning : 0.0;
    const double avgRiichi = winning > 0 ? sumRiichi / winning : 0.0;
    // The chance that none of the t draws left wins: each draw misses with the copies that do
    // not win over the tiles it comes from, a wall one tile smaller each time.
    double miss = 1.0;
    for (int t = 0; t <= m_setup.turns; ++t) {
        if (t > 0)
            miss *= 1.0 - winning / drawFrom(t, winning);
        const double win = 1.0 - miss;
        const std::size_t i = at(w.node, t);
        m_tenpai[i] = 1.0;
        m_win[i] = win;
        const double evDama = win * avgDama;
        const double evRiichi = win * avgRiichi - deposit * (1.0 - win);
        bool riichi = m_setup.inRiichi;
        if (mayRiichi) {
            riichi = m_setup.riichi == RiichiPolicy::Always
                    || (m_setup.riichi == RiichiPolicy::Best && evRiichi > evDama);
        }
        if (m_setup.inRiichi) {
            m_gain[i] = m_ev[i] = win * avgRiichi;
        } else {
            m_gain[i] = win * (riichi ? avgRiichi : avgDama);
            m_ev[i] = riichi ? evRiichi : evDama;
        }
        if (t == m_setup.turns) {
            Info &info = m_info[std::size_t(w.node)];
            info.riichi = riichi && mayRiichi;
            info.mayRiichi = mayRiichi;
            info.evDama = evDama;
            info.evRiichi = evRiichi;
        }
    }
}

void EvEngine::finishTenpaiChanging(const NodeWork &w, double winning, double sumDama,
        double sumRiichi, const std::vector<Exchange> &exchanges)
{
    const bool mayRiichi = m_setup.closedHand;
    const double deposit = m_setup.rules.riichiDeposit;
    const double avgDama = winning > 0 ? sumDama / winning : 0.0;
    const double avgRiichi = winning > 0 ? sumRiichi / winning : 0.0;
    double considered = winning;
    for (const Exchange &e : exchanges)
        considered += e.copies;
    double miss = 1.0; // of the wait kept in riichi, as in finishTenpai
    m_tenpai[at(w.node, 0)] = 1.0;
    for (int t = 1; t <= m_setup.turns; ++t) {
        // Riichi now: the wait is kept to the end.
        miss *= 1.0 - winning / drawFrom(t, winning);
        const double riichiWin = 1.0 - miss;
        const double evRiichi = riichiWin * avgRiichi - deposit * (1.0 - riichiWin);
        // Dama: a winning draw wins; a draw that widens the hand is taken when that is worth
        // more with the draws left; any other draw is thrown and the choice comes again.
        const double from = drawFrom(t, considered);
        double ev = winning / from * avgDama;
        double win = winning / from;
        double gain = ev;
        double rest = 1.0 - considered / from;
        const auto take = [&](int node, double weight) {
            ev += weight * this->ev(node, t - 1);
            win += weight * this->win(node, t - 1);
            gain += weight * this->gain(node, t - 1);
        };
        for (const Exchange &e : exchanges)
            take(chosen(w.node, e.node, t - 1), e.copies / from);
        take(w.node, rest);
        const bool riichi = mayRiichi
                && (m_setup.riichi == RiichiPolicy::Always
                        || (m_setup.riichi == RiichiPolicy::Best && evRiichi > ev));
        const std::size_t i = at(w.node, t);
        m_tenpai[i] = 1.0;
        m_ev[i] = riichi ? evRiichi : ev;
        m_win[i] = riichi ? riichiWin : win;
        m_gain[i] = riichi ? riichiWin * avgRiichi : gain;
        if (t == m_setup.turns) {
            Info &info = m_info[std::size_t(w.node)];
            info.riichi = riichi;
            info.mayRiichi = mayRiichi;
            info.evDama = ev;
            info.evRiichi = evRiichi;
        }
    }
}

bool EvEngine::better(int a, int b, int t) const
{
    if (ev(a, t) != ev(b, t))
        return ev(a, t) > ev(b, t);
    if (win(a, t) != win(b, t))
        return win(a, t) > win(b, t);
    return tenpai(a, t) > tenpai(b, t);
}

void EvEngine::addChildren(
        int node, double copies, double effective, const int *children, int count)
{
    int fixed = -1; // the Ukeire policy's child: the same for every t
    if (m_setup.continuation == ContinuationPolicy::Ukeire) {
        fixed = children[0];
        for (int i = 1; i < count; ++i) {
            if (ukeire(children[i]) > ukeire(fixed))
                fixed = children[i]; // children come by discarded kind: ties keep the lowest
        }
    }
    for (int t = 1; t <= m_setup.turns; ++t) {
        int best = fixed;
        if (best < 0) {
            best = children[0];
            for (int i = 1; i < count; ++i) {
                if (better(children[i], best, t - 1))
                    best = children[i];
            }
        }
        const double weight = copies / drawFrom(t, effective);
        const std::size_t to = at(node, t);
        const std::size_t from = at(best, t - 1);
        m_ev[to] += weight * m_ev[from];
        m_win[to] += weight * m_win[from];
        m_tenpai[to] += weight * m_tenpai[from];
        m_gain[to] += weight * m_gain[from];
    }
}

bool EvEngine::solveImproving(const EvState &state, const NodeWork &w, bool enforceBudget)
{
    // Draws that lower the shanten are kept; near tenpai a draw that widens the hand may be
    // taken in exchange (collectExchanges); any other draw is thrown (the rest of the wall).
    double effective = 0;
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (w.after[std::size_t(k)] < w.shanten)
            effective += w.pool[std::size_t(k)];
    }
    std::vector<Exchange> exchanges;
    if (w.shanten <= m_setup.exchangeShanten && !state.changed) {
        Wall candidates{};
        for (int k = 0; k < rules::kKindCount; ++k)
            candidates[std::size_t(k)] = w.after[std::size_t(k)] >= w.shanten ? 1 : 0;
        if (!collectExchanges(state, w, enforceBudget, candidates, exchanges))
            return false;
    }
    double considered = effective;
    for (const Exchange &e : exchanges)
        considered += e.copies;
    std::array<std::pair<bool, double>, 2> outcomes{};
    std::array<int, 14> children{};
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto kk = std::size_t(k);
        if (w.pool[kk] == 0 || w.after[kk] >= w.shanten)
            continue;
        const int n = drawOutcomes(w, k, outcomes);
        for (int i = 0; i < n; ++i) {
            EvState drawn = state;
            addTile(drawn, k, outcomes[std::size_t(i)].first);
            int count = 0;
            Wall discards{};
            shantenAfterDiscards(drawn.counts, discards);
            for (int d = 0; d < rules::kKindCount; ++d) {
                if (d == k || discards[std::size_t(d)] != w.shanten - 1)
                    continue;
                EvState child = drawn;
                removeTile(child, d);
                const int node = solve(child, enforceBudget);
                if (node < 0)
                    return false;
                children[std::size_t(count++)] = node;
            }
            if (count > 0)
                addChildren(w.node, outcomes[std::size_t(i)].second, considered, children.data(),
                        count);
        }
    }
    // In order of t: an exchange compares with the node's own value one draw later.
    for (int t = 1; t <= m_setup.turns; ++t) {
        const double from = drawFrom(t, considered);
        const double stay = 1.0 - considered / from;
        const std::size_t to = at(w.node, t);
        const auto take = [&](int node, double weight) {
            const std::size_t f = at(node, t - 1);
            m_ev[to] += weight * m_ev[f];
            m_win[to] += weight * m_win[f];
            m_tenpai[to] += weight * m_tenpai[f];
            m_gain[to] += weight * m_gain[f];
        };
        for (const Exchange &e : exchanges)
            take(chosen(w.node, e.node, t - 1), e.copies / from);
        take(w.node, stay);
    }
    return true;
}

namespace {

// A drawn kind that can join the hand's shapes: an honour held, or a number tile with a tile of
// its suit held within two.
bool connected(const TileCounts &counts, int kind)
{
    if (kind >= 27)
        return counts[std::size_t(kind)] > 0;
    const int base = kind - kind % 9;
    for (int k = std::max(base, kind - 2); k <= std::min(base + 8, kind + 2); ++k) {
        if (counts[std::size_t(k)] > 0)
            return true;
    }
    return false;
}

} // namespace

bool EvEngine::collectExchanges(const EvState &state, const NodeWork &w, bool enforceBudget,
        const Wall &candidates, std::vector<Exchange> &out)
{
    const int ukeire = m_info[std::size_t(w.node)].ukeire;
    const int dora = doraHeld(state);
    struct Candidate
    {
        std::pair<int, int> key;
        double copies = 0;
        int kind = 0; // drawn
        EvState hand;
    };
    std::vector<Candidate> found;
    std::array<std::pair<bool, double>, 2> outcomes{};
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (w.pool[std::size_t(k)] == 0 || candidates[std::size_t(k)] == 0)
            continue;
        if (!connected(state.counts, k))
            continue;
        const int n = drawOutcomes(w, k, outcomes);
        for (int i = 0; i < n; ++i) {
            EvState drawn = state;
            addTile(drawn, k, outcomes[std::size_t(i)].first);
            std::optional<Widened> child = exchangeChild(drawn, k, w.shanten, { ukeire, dora });
            if (!child)
                continue;
            child->hand.changed = true;
            found.push_back({ child->key, outcomes[std::size_t(i)].second, k, child->hand });
        }
    }
    // The budget: the widest few exchanges (by the hand they make, then the copies that give it,
    // then the lowest kind drawn).
    const std::size_t keep =
            std::min<std::size_t>(found.size(), std::size_t(m_setup.exchangeWidth));
    std::partial_sort(found.begin(), found.begin() + std::ptrdiff_t(keep), found.end(),
            [](const Candidate &a, const Candidate &b) {
                return std::tuple(a.key, a.copies, -a.kind) > std::tuple(b.key, b.copies, -b.kind);
            });
    for (std::size_t i = 0; i < keep; ++i) {
        const int node = solve(found[i].hand, enforceBudget);
        if (node < 0)
            return false;
        out.push_back({ found[i].copies, node });
    }
    return true;
}

std::optional<EvEngine::Widened> EvEngine::exchangeChild(
        const EvState &drawn, int kind, int target, std::pair<int, int> before)
{
    std::optional<Widened> best;
    Wall discards{};
    shantenAfterDiscards(drawn.counts, discards);
    for (int d = 0; d < rules::kKindCount; ++d) {
        if (d == kind || discards[std::size_t(d)] != target)
            continue;
        EvState child = drawn;
        removeTile(child, d);
        const std::pair<int, int> key{ ukeireOf(child), doraHeld(child) };
        if (key > (best ? best->key : before))
            best = Widened{ child, key };
    }
    return best;
}

EvEngine::WinValue EvEngine::winValue(
        const EvState &state, int kind, bool red, const Wall &pool, int total)
{
    EvState hand = state;
    addTile(hand, kind, red);
    m_hand.closed.clear();
    for (int k = 0; k < rules::kKindCount; ++k) {
        const int suit = suitOfFive(k);
        const int reds = suit >= 0 ? hand.red[std::size_t(suit)] : 0;
        for (int c = 0; c < hand.counts[std::size_t(k)]; ++c)
            m_hand.closed.push_back(rules::Tile{ rules::TileKind(k), c < reds });
    }
    m_setup.situation.winTile = rules::Tile{ rules::TileKind(kind), red };
    rules::scoreUnchecked(m_hand, m_setup.situation, m_setup.rules, m_result);
    WinValue v;
    if (m_result.status != rules::ScoreStatus::Win)
        return v;
    v.wins = true;
    v.dama = m_result.payments.total;
    if (m_setup.closedHand)
        v.riichi = riichiValue(m_result, hand, kind, pool, total);
    return v;
}

double EvEngine::riichiValue(const rules::ScoreResult &result, const EvState &hand, int kind,
        const Wall &pool, int total) const
{
    // The ura han: each indicator drawn from the wall without the winning tile; the han it adds
    // is the number of copies of the kind it points at in the hand (melds included).
    std::array<double, 21> dist{};
    dist[0] = 1.0;
    const bool threePlayer = m_setup.rules.players == 3;
    std::array<double, 5> one{};
    const double rest = double(total - 1);
    for (int i = 0; i < rules::kKindCount && rest > 0; ++i) {
        const int copies = pool[std::size_t(i)] - (i == kind ? 1 : 0);
        if (copies <= 0)
            continue;
        const auto dora = std::size_t(rules::doraFromIndicator(rules::TileKind(i), threePlayer));
        const int han = std::min(4, int(hand.counts[dora]) + int(m_setup.meldTiles[dora]));
        one[std::size_t(han)] += double(copies) / rest;
    }
    for (int n = 0; n < m_setup.uraCount && rest > 0; ++n) {
        std::array<double, 21> next{};
        for (std::size_t h = 0; h + 4 < next.size(); ++h) {
            for (std::size_t j = 0; j < one.size(); ++j)
                next[h + j] += dist[h] * one[j];
        }
        dist = next;
    }
    double value = 0;
    for (std::size_t h = 0; h < dist.size(); ++h) {
        if (dist[h] == 0)
            continue;
        int best = 0;
        for (const rules::ReadingSummary &r : result.alternatives) {
            if (!r.hasYaku)
                continue;
            const int basic = r.yakumanMultiple > 0
                    ? r.basicPoints
                    : rules::basicPoints(r.han + 1 + int(h), r.fu, 0, m_setup.rules).points;
            best = std::max(best, basic);
        }
        const bool dealer = m_setup.situation.dealer();
        value += dist[h] * rules::handPayments(best, dealer, true, 0, m_setup.rules).total;
    }
    return value;
}

} // namespace haifu::insight::detail
