#include "club/seating.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <optional>
#include <string>

namespace haifu::club {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

std::string str(std::size_t n)
{
    return std::to_string(n);
}

std::string str(int n)
{
    return std::to_string(n);
}

// SplitMix64: the same numbers from a seed on every platform and standard library (the
// distributions of <random> are not specified exactly).
class Random
{
public:
    explicit Random(std::uint64_t seed) : m_state(seed) { }

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    void shuffle(std::vector<int> &v)
    {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[idx(below(static_cast<int>(i)))]);
    }

private:
    std::uint64_t m_state;
};

// Who met whom, and how often each player sat at each wind.
class Tally
{
public:
    explicit Tally(int players)
        : m_players(players), m_meetings(idx(players * players)), m_winds(idx(players))
    { }

    int players() const { return m_players; }
    int meetings(int a, int b) const { return m_meetings[idx(a * m_players + b)]; }
    int wind(int player, int seat) const { return m_winds[idx(player)][idx(seat)]; }
    const std::array<int, 4> &winds(int player) const { return m_winds[idx(player)]; }

    // Adds (by 1) or takes away (by -1) one table: four players by seat.
    void table(const int *seats, int by)
    {
        for (int i = 0; i < kSeatsPerTable; ++i) {
            m_winds[idx(seats[i])][idx(i)] += by;
            for (int j = i + 1; j < kSeatsPerTable; ++j) {
                m_meetings[idx(seats[i] * m_players + seats[j])] += by;
                m_meetings[idx(seats[j] * m_players + seats[i])] += by;
            }
        }
    }
    void round(const SeatingRound &round)
    {
        for (const SeatingTable &t : round)
            table(t.data(), 1);
    }

private:
    int m_players;
    std::vector<int> m_meetings;
    std::vector<std::array<int, 4>> m_winds;
};

std::optional<Error> checkPlayers(int players)
{
    if (players < kMinSeatingPlayers || players > kMaxSeatingPlayers
            || players % kSeatsPerTable != 0)
        return Error::of(ErrorCode::SeatingPlayers, { str(players) });
    return std::nullopt;
}

// One round of a seating: tables of four, every index in range, every player exactly once.
// `number` counts rounds from 1.
std::optional<Error> checkRound(int players, const SeatingRound &round, int number)
{
    std::vector<int> tableOf(idx(players), 0); // from 1; 0: not seated yet
    for (std::size_t t = 0; t < round.size(); ++t) {
        const auto at = [&](Error e) {
            return std::move(e).at(ErrorCode::AtSeatingTable, { str(number), str(t + 1) });
        };
        if (round[t].size() != idx(kSeatsPerTable))
            return at(Error::of(ErrorCode::SeatingTableSize, { str(round[t].size()) }));
        for (int p : round[t]) {
            if (p < 0 || p >= players)
                return at(Error::of(ErrorCode::SeatingPlayerRange, { str(p), str(players - 1) }));
            if (tableOf[idx(p)] != 0)
                return at(
                        Error::of(ErrorCode::SeatingPlayerTwice, { str(p), str(tableOf[idx(p)]) }));
            tableOf[idx(p)] = static_cast<int>(t) + 1;
        }
    }
    for (int p = 0; p < players; ++p) {
        if (tableOf[idx(p)] == 0)
            return Error::of(ErrorCode::SeatingPlayerMissing, { str(p) })
                    .at(ErrorCode::AtSeatingRound, { str(number) });
    }
    return std::nullopt;
}

std::optional<Error> checkRequest(const SeatingRequest &request, int count)
{
    if (auto e = checkPlayers(request.players))
        return e;
    const std::size_t rounds = request.played.size() + idx(std::max(count, 0));
    if (count < 1 || rounds > idx(kMaxSeatingRounds))
        return Error::of(ErrorCode::SeatingRounds, { str(rounds), str(kMaxSeatingRounds) });
    if (!request.points.empty() && request.points.size() != idx(request.players))
        return Error::of(
                ErrorCode::SeatingStandings, { str(request.points.size()), str(request.players) });
    for (std::size_t r = 0; r < request.played.size(); ++r) {
        if (auto e = checkRound(request.players, request.played[r], static_cast<int>(r) + 1))
            return e;
    }
    return std::nullopt;
}

Tally tallyOf(int players, std::span<const SeatingRound> rounds)
{
    Tally tally(players);
    for (const SeatingRound &r : rounds)
        tally.round(r);
    return tally;
}

SeatingReport reportOf(const Tally &tally, int rounds)
{
    SeatingReport report;
    report.rounds = rounds;
    for (int a = 0; a < tally.players(); ++a) {
        for (int b = a + 1; b < tally.players(); ++b) {
            const int m = tally.meetings(a, b);
            report.repeatPairs += std::max(0, m - 1);
            report.maxMeetings = std::max(report.maxMeetings, m);
        }
        const auto [low, high] = std::minmax_element(tally.winds(a).begin(), tally.winds(a).end());
        report.windImbalance = std::max(report.windImbalance, *high - *low);
    }
    return report;
}

// The 24 orders of four seats.
const std::array<std::array<int, 4>, 24> &seatOrders()
{
    static const std::array<std::array<int, 4>, 24> orders = [] {
        std::array<std::array<int, 4>, 24> all{};
        std::array<int, 4> order{ 0, 1, 2, 3 };
        for (auto &o : all) {
            o = order;
            std::next_permutation(order.begin(), order.end());
        }
        return all;
    }();
    return orders;
}

// The winds of one table at their most even: the order of its four players that adds least
// to the players' sums of squared wind counts (so each goes where they sat least). The table
// itself is not in `tally`. Returns the cost of the order chosen; keeps the given order on a tie.
int seatForWinds(const Tally &tally, int *seats)
{
    const auto cost = [&](const std::array<int, 4> &order) {
        int sum = 0;
        for (int i = 0; i < kSeatsPerTable; ++i)
            sum += tally.wind(seats[order[idx(i)]], i);
        return sum;
    };
    const std::array<int, 4> *best = &seatOrders().front(); // the identity
    int bestCost = cost(*best);
    for (const auto &order : seatOrders()) {
        const int c = cost(order);
        if (c < bestCost) {
            best = &order;
            bestCost = c;
        }
    }
    const std::array<int, 4> before{ seats[0], seats[1], seats[2], seats[3] };
    for (int i = 0; i < kSeatsPerTable; ++i)
        seats[i] = before[idx((*best)[idx(i)])];
    return bestCost;
}

// Every table of `rounds` (already in `tally`) reseated for its winds until none improves.
void polishWinds(Tally &tally, std::vector<std::vector<int>> &rounds)
{
    for (int pass = 0; pass < 8; ++pass) {
        bool changed = false;
        for (std::vector<int> &slots : rounds) {
            for (std::size_t t = 0; t < slots.size(); t += idx(kSeatsPerTable)) {
                int *seats = slots.data() + t;
                const std::array<int, 4> before{ seats[0], seats[1], seats[2], seats[3] };
                tally.table(seats, -1);
                seatForWinds(tally, seats);
                tally.table(seats, 1);
                changed = changed || !std::equal(before.begin(), before.end(), seats);
            }
        }
        if (!changed)
            return;
    }
}

// A repeat meeting weighs as much as two steps of wind imbalance (a player's wind cost is the
// sum of the squares of their four wind counts; one step moves a count of one wind to another).
constexpr long kRepeatWeight = 8;
constexpr long kWindWeight = 2;

// The new rounds of a random draw improved together by simulated annealing: a move swaps two
// players of one round (between tables, or their seats at one table). The cost is the repeat
// meetings (a pair meeting m times costs m(m-1)/2) and the wind counts; moves are bounded and
// drawn from the seeded generator, so the result depends on the seed only.
class Annealing
{
public:
    Annealing(Tally &tally, std::vector<std::vector<int>> &rounds, Random &random)
        : m_tally(tally), m_rounds(rounds), m_random(random)
    { }

    void run()
    {
        const int players = m_tally.players();
        const long slots = static_cast<long>(players) * static_cast<long>(m_rounds.size());
        const long iterations = std::clamp(slots * 1500, 50'000L, 2'000'000L);
        const double start = 2.0 * kRepeatWeight, end = 0.2;
        const double cooling = std::pow(end / start, 1.0 / static_cast<double>(iterations));
        double temperature = start;
        long cost = 0, best = 0;
        std::vector<std::vector<int>> bestRounds = m_rounds;
        for (long it = 0; it < iterations; ++it, temperature *= cooling) {
            std::vector<int> &slots = m_rounds[idx(m_random.below(int(m_rounds.size())))];
            const int i = m_random.below(players);
            int j = m_random.below(players - 1);
            j += j >= i ? 1 : 0;
            const long delta = swapDelta(slots, i, j);
            if (delta > 0 && m_random.unit() >= std::exp(-double(delta) / temperature))
                continue;
            apply(slots, i, j);
            cost += delta;
            if (cost < best) {
                best = cost;
                bestRounds = m_rounds;
            }
        }
        if (cost > best) {
            for (std::size_t r = 0; r < m_rounds.size(); ++r) {
                change(m_rounds[r], -1);
                m_rounds[r] = bestRounds[r];
                change(m_rounds[r], 1);
            }
        }
    }

private:
    // The change of cost if the players at positions i and j swapped.
    long swapDelta(const std::vector<int> &slots, int i, int j) const
    {
        const int a = slots[idx(i)], b = slots[idx(j)];
        const int ti = i - i % kSeatsPerTable, tj = j - j % kSeatsPerTable;
        long pairs = 0;
        if (ti != tj) {
            for (int k = 0; k < kSeatsPerTable; ++k) {
                const int x = slots[idx(ti + k)], y = slots[idx(tj + k)];
                if (x != a)
                    pairs += m_tally.meetings(b, x) - (m_tally.meetings(a, x) - 1);
                if (y != b)
                    pairs += m_tally.meetings(a, y) - (m_tally.meetings(b, y) - 1);
            }
        }
        const int si = i % kSeatsPerTable, sj = j % kSeatsPerTable;
        long winds = 0;
        if (si != sj)
            winds = 2L * (m_tally.wind(a, sj) - m_tally.wind(a, si) + 1)
                    + 2L * (m_tally.wind(b, si) - m_tally.wind(b, sj) + 1);
        return kRepeatWeight * pairs + kWindWeight * winds;
    }

    void apply(std::vector<int> &slots, int i, int j)
    {
        const int ti = i - i % kSeatsPerTable, tj = j - j % kSeatsPerTable;
        m_tally.table(slots.data() + ti, -1);
        if (tj != ti)
            m_tally.table(slots.data() + tj, -1);
        std::swap(slots[idx(i)], slots[idx(j)]);
        m_tally.table(slots.data() + ti, 1);
        if (tj != ti)
            m_tally.table(slots.data() + tj, 1);
    }

    void change(const std::vector<int> &slots, int by)
    {
        for (std::size_t t = 0; t < slots.size(); t += idx(kSeatsPerTable))
            m_tally.table(slots.data() + t, by);
    }

    Tally &m_tally;
    std::vector<std::vector<int>> &m_rounds;
    Random &m_random;
};

SeatingRound toRound(const std::vector<int> &slots)
{
    SeatingRound round;
    for (std::size_t t = 0; t < slots.size(); t += idx(kSeatsPerTable))
        round.emplace_back(slots.begin() + std::ptrdiff_t(t),
                slots.begin() + std::ptrdiff_t(t) + kSeatsPerTable);
    return round;
}

std::vector<int> shuffled(int players, Random &random)
{
    std::vector<int> slots(idx(players));
    std::iota(slots.begin(), slots.end(), 0);
    random.shuffle(slots);
    return slots;
}

std::vector<SeatingRound> randomRounds(Tally &tally, int count, Random &random, bool avoid)
{
    std::vector<std::vector<int>> rounds;
    for (int r = 0; r < count; ++r) {
        rounds.push_back(shuffled(tally.players(), random));
        for (std::size_t t = 0; t < rounds.back().size(); t += idx(kSeatsPerTable))
            tally.table(rounds.back().data() + t, 1);
    }
    if (avoid) {
        Annealing(tally, rounds, random).run();
        polishWinds(tally, rounds);
    }
    std::vector<SeatingRound> out;
    for (const std::vector<int> &slots : rounds)
        out.push_back(toRound(slots));
    return out;
}

// Swiss weights: a repeat meeting outweighs any move of a player away from their place in the
// standings, which outweighs the winds. A player's distance is counted in eighths of a table
// from the middle of the table their rank gives (rank 0 at table 0 is 3 from it, rank 1 is 1),
// so that the better of two players keeps the higher table.
constexpr std::int64_t kSwissRepeat = 1'000'000'000;
constexpr std::int64_t kSwissDistance = 10;

class Swiss
{
public:
    Swiss(const Tally &tally, const std::vector<double> &points, Random &random)
        : m_tally(tally), m_rank(idx(tally.players()))
    {
        m_order.resize(idx(tally.players()));
        std::iota(m_order.begin(), m_order.end(), 0);
        random.shuffle(m_order); // equal points: in the seed's order
        if (!points.empty())
            std::stable_sort(m_order.begin(), m_order.end(),
                    [&](int a, int b) { return points[idx(a)] > points[idx(b)]; });
        for (std::size_t i = 0; i < m_order.size(); ++i)
            m_rank[idx(m_order[i])] = static_cast<int>(i);
    }

    SeatingRound draw()
    {
        std::vector<std::vector<int>> tables = greedy();
        improve(tables);
        SeatingRound round;
        for (std::vector<int> &t : tables) {
            seatForWinds(m_tally, t.data());
            round.push_back(t);
        }
        return round;
    }

private:
    std::int64_t meetings(int player, const std::vector<int> &table) const
    {
        std::int64_t sum = 0;
        for (int other : table)
            sum += other == player ? 0 : m_tally.meetings(player, other);
        return sum;
    }

    // Table after table from the top of the standings: the best remaining player, then for
    // each seat the next one in the standings who met the fewest of those at the table.
    std::vector<std::vector<int>> greedy() const
    {
        std::vector<int> remaining = m_order;
        std::vector<std::vector<int>> tables;
        while (!remaining.empty()) {
            std::vector<int> table{ remaining.front() };
            remaining.erase(remaining.begin());
            while (table.size() < idx(kSeatsPerTable)) {
                std::size_t pick = 0;
                std::int64_t best = -1;
                for (std::size_t k = 0; k < remaining.size() && best != 0; ++k) {
                    const std::int64_t met = meetings(remaining[k], table);
                    if (best < 0 || met < best) {
                        best = met;
                        pick = k;
                    }
                }
                table.push_back(remaining[pick]);
                remaining.erase(remaining.begin() + std::ptrdiff_t(pick));
            }
            tables.push_back(table);
        }
        return tables;
    }

    std::int64_t tableCost(const std::vector<int> &table, int number) const
    {
        std::int64_t cost = 0;
        for (int p : table) {
            const std::int64_t distance = 2 * m_rank[idx(p)] - 2 * kSeatsPerTable * number - 3;
            cost += meetings(p, table) * kSwissRepeat / 2 + distance * distance * kSwissDistance;
        }
        std::vector<int> seats = table;
        return cost + seatForWinds(m_tally, seats.data());
    }

    // Swaps of players between neighbouring tables, from the bottom table up, while one lowers
    // the cost of the two tables.
    void improve(std::vector<std::vector<int>> &tables) const
    {
        for (int pass = 0; pass < 16; ++pass) {
            bool improved = false;
            for (int t = static_cast<int>(tables.size()) - 2; t >= 0; --t) {
                std::vector<int> &upper = tables[idx(t)], &lower = tables[idx(t + 1)];
                for (std::size_t a = 0; a < upper.size(); ++a) {
                    for (std::size_t b = 0; b < lower.size(); ++b) {
                        const std::int64_t before = tableCost(upper, t) + tableCost(lower, t + 1);
                        std::swap(upper[a], lower[b]);
                        if (tableCost(upper, t) + tableCost(lower, t + 1) < before)
                            improved = true;
                        else
                            std::swap(upper[a], lower[b]);
                    }
                }
            }
            if (!improved)
                return;
        }
    }

    const Tally &m_tally;
    std::vector<int> m_order; // players by standing
    std::vector<int> m_rank; // each player's place in m_order
};

// Simulated results of one round: each table's players get placement points (+45, +5, -15,
// -35, as with uma) and a random score of -20 to +20.
void simulateResults(const SeatingRound &round, std::vector<double> &points, Random &random)
{
    constexpr std::array<double, 4> kPlacement{ 45, 5, -15, -35 };
    for (const SeatingTable &table : round) {
        std::vector<int> order(table.begin(), table.end());
        random.shuffle(order);
        for (std::size_t place = 0; place < order.size(); ++place)
            points[idx(order[place])] += kPlacement[place] + (random.below(41) - 20);
    }
}

} // namespace

Result<std::vector<SeatingRound>> drawRounds(
        const SeatingRequest &request, SeatingMethod method, int count)
{
    if (auto e = checkRequest(request, count))
        return *e;
    Tally tally = tallyOf(request.players, request.played);
    Random random(request.seed);
    if (method != SeatingMethod::Swiss)
        return randomRounds(tally, count, random, method == SeatingMethod::Random);
    std::vector<SeatingRound> rounds;
    for (int r = 0; r < count; ++r) {
        rounds.push_back(Swiss(tally, request.points, random).draw());
        tally.round(rounds.back());
    }
    return rounds;
}

Result<std::vector<SeatingRound>> drawTournament(
        int players, int rounds, SeatingMethod method, std::uint64_t seed)
{
    SeatingRequest request{ players, {}, {}, seed };
    if (method != SeatingMethod::Swiss)
        return drawRounds(request, method, rounds);
    if (auto e = checkRequest(request, rounds))
        return *e;
    request.points.assign(idx(players), 0.0);
    Random results(seed ^ 0x5157155ULL);
    for (int r = 0; r < rounds; ++r) {
        request.seed = seed + static_cast<std::uint64_t>(r);
        auto next = drawRounds(request, method);
        if (!next)
            return next.error();
        simulateResults(next->front(), request.points, results);
        request.played.push_back(std::move(next->front()));
    }
    return std::move(request.played);
}

Result<SeatingReport> checkSeating(int players, std::span<const SeatingRound> rounds)
{
    if (auto e = checkPlayers(players))
        return *e;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        if (auto e = checkRound(players, rounds[r], static_cast<int>(r) + 1))
            return *e;
    }
    return reportOf(tallyOf(players, rounds), static_cast<int>(rounds.size()));
}

Result<SeatingRound> assignWinds(const SeatingRequest &request, const SeatingRound &round)
{
    if (auto e = checkRequest(request, 1))
        return *e;
    if (auto e = checkRound(request.players, round, static_cast<int>(request.played.size()) + 1))
        return *e;
    const Tally tally = tallyOf(request.players, request.played);
    SeatingRound seated = round;
    for (SeatingTable &table : seated)
        seatForWinds(tally, table.data());
    return seated;
}

} // namespace haifu::club
