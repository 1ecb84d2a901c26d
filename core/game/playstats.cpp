#include "game/playstats.h"

#include "game/replay.h"

#include <algorithm>
#include <span>

namespace haifu::game {

namespace {

bool hasYaku(const WinResult &win, std::string_view key)
{
    return std::any_of(win.yaku.begin(), win.yaku.end(),
            [&](const auto &y) { return y.first == key && y.second > 0; });
}

// What one hand adds for one seat, the table replayed event by event.
class HandCounter
{
public:
    HandCounter(const Record &record, int k, int seat, PlayCounts &out)
        : m_record(record), m_kyoku(record.kyoku[std::size_t(k)]), m_k(k), m_seat(seat), m_out(out)
    { }

    // Around each event of the hand as the table applies it, then at its end.
    void beforeEvent(const TableState &state, const Event &e);
    void afterEvent(const TableState &state, const Event &e);
    void end();

private:
    void win(const TableState &state, const WinResult &win);

    const Record &m_record;
    const Kyoku &m_kyoku;
    int m_k;
    int m_seat;
    PlayCounts &m_out;
    bool m_riichi = false;
    bool m_called = false;
    bool m_dealtIn = false;
    bool m_won = false;
};

// Replays hand `k` once, every seat's counter watching it.
std::optional<Error> countHand(const Record &record, int k, std::span<HandCounter> counters)
{
    auto state = dealState(record, k);
    if (!state)
        return state.error();
    for (const Event &e : record.kyoku[std::size_t(k)].events) {
        for (HandCounter &c : counters)
            c.beforeEvent(*state, e);
        if (auto error = applyNext(*state, record))
            return error;
        for (HandCounter &c : counters)
            c.afterEvent(*state, e);
    }
    for (HandCounter &c : counters)
        c.end();
    return std::nullopt;
}

void HandCounter::beforeEvent(const TableState &state, const Event &e)
{
    if (e.type == EventType::Win && e.result >= 0 && e.result < int(m_kyoku.wins.size())) {
        win(state, m_kyoku.wins[std::size_t(e.result)]);
        return;
    }
    if (e.seat != m_seat)
        return;
    if (e.type == EventType::Discard && e.riichi) {
        m_riichi = true;
        ++m_out.riichi;
        bool chase = false;
        for (int other = 0; other < state.playerCount; ++other)
            chase = chase || (other != m_seat && state.player(other).inRiichi());
        ++(chase ? m_out.chaseRiichi : m_out.firstRiichi);
        m_out.riichiTurns += state.player(m_seat).discards;
        if (state.player(m_seat).discards == 0 && state.player(m_seat).draws <= 1)
            m_out.rare.push_back({ m_k, "double_riichi", false });
    } else if (e.type == EventType::Call) {
        m_called = true;
    }
}

void HandCounter::afterEvent(const TableState &state, const Event &e)
{
    // The wait of the riichi: the hand after its declaration tile.
    if (e.seat == m_seat && e.type == EventType::Discard && e.riichi
            && analysePlayer(state, m_seat).waits.waits.size() >= 2)
        ++m_out.riichiMultiWait;
}

// `state`: the table before the win (after the discard ronned, or the winner's draw).
void HandCounter::win(const TableState &state, const WinResult &win)
{
    const int from = win.from >= 0 ? win.from : win.winner;
    if (win.winner == m_seat) {
        const PlayerState &p = state.player(m_seat);
        m_won = true;
        ++m_out.wins;
        m_out.tsumoWins += from == m_seat ? 1 : 0;
        m_out.damaWins += p.isClosed() && !p.inRiichi() ? 1 : 0;
        m_out.winPoints += win.points;
        m_out.winTurns += p.discards;
        m_out.riichiWins += m_riichi ? 1 : 0;
        m_out.callWins += m_called ? 1 : 0;
        m_out.ippatsuWins += hasYaku(win, "ippatsu") ? 1 : 0;
        m_out.uraWins += m_riichi && hasYaku(win, "ura_dora") ? 1 : 0;
        if (win.yakuman > 0)
            m_out.rare.push_back({ m_k, "yakuman", false });
        return;
    }
    if (from != m_seat)
        return;
    m_out.dealInPoints += win.points;
    if (win.yakuman > 0)
        m_out.rare.push_back({ m_k, "yakuman", true });
    if (m_dealtIn)
        return; // a double ron is one deal-in
    m_dealtIn = true;
    ++m_out.dealIns;
    const PlayerState &me = state.player(m_seat);
    if (me.inRiichi())
        ++m_out.dealInInRiichi;
    else if (analysePlayer(state, m_seat).tenpai)
        ++m_out.dealInTenpai;
    else
        ++m_out.dealInNotTenpai;
    const PlayerState &winner = state.player(win.winner);
    if (winner.inRiichi())
        ++m_out.dealInToRiichi;
    else if (!winner.isClosed())
        ++m_out.dealInToOpen;
    else
        ++m_out.dealInToDama;
    m_out.riichiDealIns += m_riichi ? 1 : 0;
    m_out.callDealIns += m_called ? 1 : 0;
}

void HandCounter::end()
{
    ++m_out.hands;
    m_out.calledHands += m_called ? 1 : 0;
    const std::optional<DrawResult> &draw = m_kyoku.draw;
    if (draw && draw->kind == DrawKind::Exhaustive) {
        ++m_out.exhaustiveDraws;
        m_out.drawTenpai += draw->tenpai[std::size_t(m_seat)] ? 1 : 0;
    }
    if (draw && draw->nagashi[std::size_t(m_seat)])
        m_out.rare.push_back({ m_k, "nagashi", false });
    if (m_kyoku.dealer == m_seat) {
        ++m_out.dealerHands;
        // The dealer stays when the next hand has the same round (a renchan); the game's last
        // hand by its own result.
        const bool last = m_k + 1 >= int(m_record.kyoku.size());
        const bool kept = last ? m_won
                        || (draw && draw->kind == DrawKind::Exhaustive
                                && draw->tenpai[std::size_t(m_seat)])
                               : m_record.kyoku[std::size_t(m_k + 1)].round == m_kyoku.round;
        m_out.dealerKept += kept ? 1 : 0;
    }
    if (m_kyoku.hasEndScores)
        m_out.netPoints +=
                m_kyoku.endScores[std::size_t(m_seat)] - m_kyoku.startScores[std::size_t(m_seat)];
}

} // namespace

PlayCounts &PlayCounts::operator+=(const PlayCounts &o)
{
    hands += o.hands;
    dealerHands += o.dealerHands;
    dealerKept += o.dealerKept;
    wins += o.wins;
    tsumoWins += o.tsumoWins;
    damaWins += o.damaWins;
    winPoints += o.winPoints;
    winTurns += o.winTurns;
    dealIns += o.dealIns;
    dealInPoints += o.dealInPoints;
    dealInInRiichi += o.dealInInRiichi;
    dealInTenpai += o.dealInTenpai;
    dealInNotTenpai += o.dealInNotTenpai;
    dealInToRiichi += o.dealInToRiichi;
    dealInToOpen += o.dealInToOpen;
    dealInToDama += o.dealInToDama;
    riichi += o.riichi;
    firstRiichi += o.firstRiichi;
    chaseRiichi += o.chaseRiichi;
    riichiWins += o.riichiWins;
    riichiDealIns += o.riichiDealIns;
    riichiTurns += o.riichiTurns;
    riichiMultiWait += o.riichiMultiWait;
    ippatsuWins += o.ippatsuWins;
    uraWins += o.uraWins;
    calledHands += o.calledHands;
    callWins += o.callWins;
    callDealIns += o.callDealIns;
    exhaustiveDraws += o.exhaustiveDraws;
    drawTenpai += o.drawTenpai;
    netPoints += o.netPoints;
    rare.insert(rare.end(), o.rare.begin(), o.rare.end());
    return *this;
}

Result<std::array<PlayCounts, 4>> countPlayAll(const Record &record)
{
    std::array<PlayCounts, 4> out{};
    const int players = std::clamp(record.playerCount, 0, 4);
    for (int k = 0; k < int(record.kyoku.size()); ++k) {
        std::vector<HandCounter> counters;
        counters.reserve(std::size_t(players));
        for (int seat = 0; seat < players; ++seat)
            counters.emplace_back(record, k, seat, out[std::size_t(seat)]);
        if (auto error = countHand(record, k, counters))
            return *error;
    }
    return out;
}

Result<PlayCounts> countPlay(const Record &record, int seat)
{
    if (seat < 0 || seat >= record.playerCount)
        return Error("no such seat");
    auto all = countPlayAll(record);
    if (!all)
        return all.error();
    return (*all)[std::size_t(seat)];
}

} // namespace haifu::game
