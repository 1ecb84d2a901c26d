#include "club/standings.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace haifu::club {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

GameResult gameResult(const Game &game, const GameState &state, const FinalScore &final,
        const std::array<std::int64_t, 4> &players)
{
    GameResult g;
    g.players = state.players;
    g.finished = state.ended;
    g.seats.resize(idx(state.players));
    for (int i = 0; i < state.players; ++i) {
        SeatResult &s = g.seats[idx(i)];
        const FinalSeat &f = final.seats[idx(i)];
        s.player = players[idx(i)];
        s.name = game.players[idx(i)];
        s.seat = i;
        s.raw = f.raw;
        s.place = f.place;
        s.sharedPlace = f.sharedPlace;
        s.score = f.score;
        s.penalty = f.penalty;
        s.hands = int(state.hands.size());
    }
    const std::size_t count = std::min(game.entries.size(), state.hands.size());
    for (std::size_t h = 0; h < count; ++h) {
        const HandEntry &e = game.entries[h];
        const HandRecord &rec = state.hands[h];
        for (int i = 0; i < state.players; ++i) {
            SeatResult &s = g.seats[idx(i)];
            s.riichi += e.riichi[idx(i)] ? 1 : 0;
            if (rec.delta[idx(i)] > s.biggestWin)
                s.biggestWin = rec.delta[idx(i)];
        }
        if (e.kind == HandKind::Ron || e.kind == HandKind::Tsumo) {
            for (const Win &w : e.wins) {
                if (w.seat < 0 || w.seat >= state.players)
                    continue;
                ++g.seats[idx(w.seat)].wins;
                g.seats[idx(w.seat)].tsumoWins += e.kind == HandKind::Tsumo ? 1 : 0;
            }
            if (e.kind == HandKind::Ron && e.discarder >= 0 && e.discarder < state.players)
                ++g.seats[idx(e.discarder)].dealIns;
        }
        if (e.kind == HandKind::Chombo && e.offender >= 0 && e.offender < state.players)
            ++g.seats[idx(e.offender)].chombos;
    }
    return g;
}

std::vector<Standing> standings(std::span<const GameResult> games)
{
    std::map<std::int64_t, Standing> byPlayer;
    for (const GameResult &g : games) {
        if (!g.finished)
            continue;
        for (const SeatResult &s : g.seats) {
            Standing &st = byPlayer[s.player];
            st.player = s.player;
            if (st.name.empty())
                st.name = s.name;
            if (st.games == 0 || s.score > st.best)
                st.best = s.score;
            if (st.games == 0 || s.score < st.worst)
                st.worst = s.score;
            ++st.games;
            st.total += s.score;
            if (s.place >= 1 && s.place <= 4)
                ++st.places[idx(s.place - 1)];
            st.averagePlace += s.place;
            st.penalties += s.penalty;
            st.hands += s.hands;
            st.wins += s.wins;
            st.dealIns += s.dealIns;
            st.riichi += s.riichi;
        }
    }
    std::vector<Standing> rows;
    rows.reserve(byPlayer.size());
    for (auto &[id, st] : byPlayer) {
        // Sums of one-decimal scores: round away the binary noise before comparing totals.
        st.total = std::round(st.total * 1000.0) / 1000.0;
        st.average = st.total / st.games;
        st.averagePlace /= st.games;
        rows.push_back(st);
    }
    std::sort(rows.begin(), rows.end(), [](const Standing &a, const Standing &b) {
        if (a.total != b.total)
            return a.total > b.total;
        if (a.averagePlace != b.averagePlace)
            return a.averagePlace < b.averagePlace;
        if (a.games != b.games)
            return a.games > b.games;
        return a.name < b.name;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i > 0 && rows[i].total == rows[i - 1].total) {
            rows[i].rank = rows[i - 1].rank;
            rows[i].sharedRank = rows[i - 1].sharedRank = true;
        } else {
            rows[i].rank = int(i) + 1;
        }
    }
    return rows;
}

std::vector<HistoryPoint> playerHistory(std::span<const GameResult> games, std::int64_t player)
{
    std::vector<HistoryPoint> points;
    double running = 0;
    for (const GameResult &g : games) {
        if (!g.finished)
            continue;
        for (const SeatResult &s : g.seats) {
            if (s.player != player)
                continue;
            running += s.score;
            points.push_back(HistoryPoint{
                    g.game, g.date, s.place, s.score, std::round(running * 1000.0) / 1000.0 });
        }
    }
    return points;
}

} // namespace haifu::club
