#pragma once

#include "insight/expectedvalue.h"
#include "rules/score.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

// The exact programme behind expectedvalue.h (internal to core/insight: use expectedValues()).
// A node is a 13-tile hand (closed counts and red fives held; the melds never change) and holds,
// for every number of draws left t = 0..turns, the expected score, the win and tenpai
// probabilities and the expected points won (the score without the riichi deposit lost).
namespace haifu::insight::detail {

using Wall = std::array<int, rules::kKindCount>;
using Reds = std::array<std::uint8_t, 3>;

struct EvState
{
    rules::TileCounts counts{}; // closed tiles
    Reds red{}; // red fives held per suit
    // No more hand changes: the hand has made its one exchange, or its row is solved without.
    bool changed = false;
};

// The five's kind of a suit index 0..2, and the suit index of a five (-1 for other kinds).
[[nodiscard]] constexpr int fiveOfSuit(int suit)
{
    return suit * 9 + 4;
}
[[nodiscard]] constexpr int suitOfFive(int kind)
{
    return kind < 27 && kind % 9 == 4 ? kind / 9 : -1;
}

// Adds a drawn tile, removes a discarded one (the plain five first when both are held).
void addTile(EvState &state, int kind, bool red);
void removeTile(EvState &state, int kind);

// Everything fixed for one calculation.
struct EvSetup
{
    rules::TileCounts start{}; // closed tiles of the 14-tile hand
    Reds startRed{};
    rules::TileCounts unseen{};
    std::array<int, 3> unseenRed{};
    rules::TileCounts meldTiles{};
    std::vector<rules::Meld> melds;
    bool closedHand = true;
    bool inRiichi = false;
    rules::Situation situation; // tsumo, winds, dora indicators; no honba, no deposits
    rules::Ruleset rules;
    int uraCount = 0; // ura indicators when the hand is in riichi
    int turns = 0;
    // Tiles unseen at the first draw: the own draws take them one by one, without replacement.
    int wallStart = 0;
    RiichiPolicy riichi = RiichiPolicy::Best;
    ContinuationPolicy continuation = ContinuationPolicy::Best;
    int exchangeShanten = -1; // hand changes at this shanten or nearer tenpai; -1: none
    int exchangeWidth = 1; // exchanges considered per hand: the widest
    int nodeBudget = 0;
};

[[nodiscard]] EvSetup makeSetup(const EvInput &input, const EvOptions &options, int turns);

class EvEngine
{
public:
    explicit EvEngine(EvSetup setup);

    // The node of a 13-tile hand, solved (memoised); -1 when enforceBudget and the budget is
    // spent.
    int solve(const EvState &state, bool enforceBudget);

    [[nodiscard]] double ev(int node, int t) const { return m_ev[at(node, t)]; }
    [[nodiscard]] double win(int node, int t) const { return m_win[at(node, t)]; }
    [[nodiscard]] double tenpai(int node, int t) const { return m_tenpai[at(node, t)]; }
    [[nodiscard]] double gain(int node, int t) const { return m_gain[at(node, t)]; }
    [[nodiscard]] int ukeire(int node) const { return m_info[std::size_t(node)].ukeire; }
    [[nodiscard]] bool riichi(int node) const { return m_info[std::size_t(node)].riichi; }
    // A tenpai node where riichi may be declared, and its expected score dama and in riichi.
    [[nodiscard]] bool mayRiichi(int node) const { return m_info[std::size_t(node)].mayRiichi; }
    [[nodiscard]] double evDama(int node) const { return m_info[std::size_t(node)].evDama; }
    [[nodiscard]] double evRiichi(int node) const { return m_info[std::size_t(node)].evRiichi; }
    [[nodiscard]] int nodeCount() const { return static_cast<int>(m_memo.size()); }
    [[nodiscard]] const EvSetup &setup() const { return m_setup; }

    // The model's wall for a hand (13 or 14 closed tiles) and its red fives per suit.
    void wall(const EvState &state, Wall &pool, std::array<int, 3> &redPool) const;
    // Shanten of the closed tiles with the melds (all forms for a closed hand).
    [[nodiscard]] int shanten(const rules::TileCounts &counts) const;
    // Shanten after one more tile of each kind (INT_MAX when no copy can come); returns the
    // shanten of `counts`.
    int shantenAfterDraws(const rules::TileCounts &counts, Wall &after) const;
    // The shanten after each discard of a drawn hand (INT_MAX for kinds not held).
    void shantenAfterDiscards(const rules::TileCounts &counts, Wall &after) const;
    // The tiles a draw with t draws left comes from: the first draw's unseen tiles less the
    // draws made before it (kept or thrown), never fewer than the `atLeast` copies counted in.
    [[nodiscard]] double drawFrom(int t, double atLeast) const;
    // Tiles accepted by a 13-tile hand in the model's wall (cached: the sampling asks often).
    [[nodiscard]] int ukeireOf(const EvState &state);

private:
    struct Key
    {
        std::uint64_t lo = 0;
        std::uint64_t hi = 0;
        friend bool operator==(const Key &, const Key &) = default;
    };
    static constexpr std::uint64_t kChangedBit = std::uint64_t(1) << 45; // in Key::hi
    // The bits of Key::hi that hold counts (kinds 21..33); above them the red fives and
    // kChangedBit.
    static constexpr std::uint64_t kCountBits = (std::uint64_t(1) << 39) - 1;
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const;
    };
    // Key -> int, open addressing with linear probing (the memo is looked up for every child of
    // every node; std::unordered_map's node per entry cost a fifth of the time).
    class KeyMap
    {
    public:
        [[nodiscard]] const int *find(const Key &key) const;
        void insert(const Key &key, int value);
        [[nodiscard]] std::size_t size() const { return m_size; }

    private:
        struct Slot
        {
            Key key;
            int value = -1; // -1: empty
        };
        void grow();
        std::vector<Slot> m_slots;
        std::size_t m_size = 0;
    };
    struct Info
    {
        int ukeire = 0;
        bool riichi = false; // riichi chosen with all the turns left (tenpai nodes)
        // Tenpai nodes of a closed hand not in riichi: the expected score either way.
        bool mayRiichi = false;
        double evDama = 0;
        double evRiichi = 0;
    };
    struct WinValue
    {
        bool wins = false;
        double dama = 0;
        double riichi = 0; // expected over the ura dora
    };
    // One node's context while it is solved.
    struct NodeWork
    {
        int node = 0;
        int shanten = 0;
        Wall after{};
        Wall pool{};
        std::array<int, 3> redPool{};
        int total = 0;
    };

    [[nodiscard]] static Key keyOf(const EvState &state);
    [[nodiscard]] std::size_t at(int node, int t) const
    {
        return std::size_t(node) * std::size_t(m_setup.turns + 1) + std::size_t(t);
    }
    int newNode();
    // Red/plain outcomes of drawing kind k: {red, the copies that give it} (fractional when
    // the red and plain fives share the copies left).
    int drawOutcomes(
            const NodeWork &w, int kind, std::array<std::pair<bool, double>, 2> &out) const;

    // A draw that keeps the shanten, taken into a wider hand: its copies and the hand's node.
    struct Exchange
    {
        double copies = 0;
        int node = 0;
    };
    static constexpr int kNarrowWait = 4; // tiles: at most one kind's

    bool solveTenpai(const EvState &state, const NodeWork &w, bool enforceBudget);
    // `winning`: the copies that win; the sums: copies x the value of each win.
    void finishTenpai(const NodeWork &w, double winning, double sumDama, double sumRiichi);
    // The same with hand changes: each t chooses between keeping the wait and the exchanges.
    void finishTenpaiChanging(const NodeWork &w, double winning, double sumDama, double sumRiichi,
            const std::vector<Exchange> &exchanges);
    bool solveImproving(const EvState &state, const NodeWork &w, bool enforceBudget);
    // The exchanges of a node: for each draw of a kind in `candidates` that keeps the shanten,
    // the widest hand it allows (exchangeChild), solved. False when the budget is spent.
    bool collectExchanges(const EvState &state, const NodeWork &w, bool enforceBudget,
            const Wall &candidates, std::vector<Exchange> &out);
    // A hand an exchange makes, and its key: {tiles accepted, dora held}.
    struct Widened
    {
        EvState hand;
        std::pair<int, int> key;
    };
    // After drawing `kind` into `drawn`: the discard other than the drawn kind that keeps the
    // shanten with the most tiles accepted, then the most dora held (ties: the lowest kind), when
    // it beats the hand before the draw (`before`, the same key); nullopt otherwise.
    [[nodiscard]] std::optional<Widened> exchangeChild(
            const EvState &drawn, int kind, int target, std::pair<int, int> before);
    [[nodiscard]] int doraHeld(const EvState &state) const;
    // The value a node keeps for t draws left, or the exchange's when it is better.
    [[nodiscard]] int chosen(int node, int exchange, int t) const
    {
        return better(exchange, node, t) ? exchange : node;
    }
    // Adds copies / drawFrom(t) x the chosen child's values at t - 1 to the node at t, for
    // every t (`effective`: every copy that lowers the shanten, for drawFrom's bound).
    void addChildren(int node, double copies, double effective, const int *children, int count);
    [[nodiscard]] bool better(int a, int b, int t) const;
    WinValue winValue(const EvState &state, int kind, bool red, const Wall &pool, int total);
    [[nodiscard]] double riichiValue(const rules::ScoreResult &result, const EvState &state,
            int kind, const Wall &pool, int total) const;

    EvSetup m_setup;
    std::array<int, rules::kKindCount> m_dora{}; // dora counted per tile of each kind
    KeyMap m_memo;
    KeyMap m_ukeire; // ukeireOf's answers
    std::vector<Info> m_info;
    std::vector<double> m_ev, m_win, m_tenpai, m_gain;
    rules::Hand m_hand; // reused for scoring
    rules::ScoreResult m_result;
};

} // namespace haifu::insight::detail
