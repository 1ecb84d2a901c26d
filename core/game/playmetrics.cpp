#include "game/playmetrics.h"

#include <algorithm>

namespace haifu::game {

namespace {

using T = PlayerTotals;

// A metric and what it divides by `per` (a Count is the numerator alone).
struct Row
{
    Metric metric;
    double (*numerator)(const T &);
};

// clang-format off
const Row kRows[] = {
    { { "games", "Games", "games", MetricKind::Count, Per::Games }, [](const T &t) { return double(t.games); } },
    { { "hands", "Hands", "hands", MetricKind::Count, Per::Hands }, [](const T &t) { return double(t.play.hands); } },
    { { "first_rate", "1st place", "games finished 1st / games with a place", MetricKind::Rate, Per::PlacedGames }, [](const T &t) { return double(t.places[0]); } },
    { { "second_rate", "2nd place", "games finished 2nd / games with a place", MetricKind::Rate, Per::PlacedGames }, [](const T &t) { return double(t.places[1]); } },
    { { "third_rate", "3rd place", "games finished 3rd / games with a place", MetricKind::Rate, Per::PlacedGames }, [](const T &t) { return double(t.places[2]); } },
    { { "fourth_rate", "4th place", "games finished 4th / games with a place", MetricKind::Rate, Per::PlacedGames }, [](const T &t) { return double(t.places[3]); } },
    { { "average_place", "Average placement", "sum of places / games with a place", MetricKind::Average, Per::PlacedGames },
        [](const T &t) { return double(t.places[0] + 2 * t.places[1] + 3 * t.places[2] + 4 * t.places[3]); } },
    { { "bust_rate", "Bust rate", "games finished below zero / games with a place", MetricKind::Rate, Per::PlacedGames }, [](const T &t) { return double(t.busts); } },
    { { "average_score", "Average final score", "final scores / games with a place", MetricKind::Average, Per::PlacedGames }, [](const T &t) { return double(t.finalScores); } },
    { { "average_points", "Average rank points", "rank points (uma, oka) / games where known", MetricKind::Average, Per::PointGames }, [](const T &t) { return t.finalPoints; } },
    { { "win_rate", "Win rate", "wins / hands", MetricKind::Rate, Per::Hands }, [](const T &t) { return double(t.play.wins); } },
    { { "tsumo_share", "Tsumo share", "wins by tsumo / wins", MetricKind::Rate, Per::Wins }, [](const T &t) { return double(t.play.tsumoWins); } },
    { { "dama_share", "Dama wins", "wins with a closed hand without riichi / wins", MetricKind::Rate, Per::Wins }, [](const T &t) { return double(t.play.damaWins); } },
    { { "average_win", "Average win", "points of the wins / wins", MetricKind::Average, Per::Wins }, [](const T &t) { return double(t.play.winPoints); } },
    { { "average_win_turn", "Average turn of a win", "(own discards before the win + 1) / wins", MetricKind::Average, Per::Wins },
        [](const T &t) { return double(t.play.winTurns + t.play.wins); } },
    { { "deal_in_rate", "Deal-in rate", "hands dealt in / hands", MetricKind::Rate, Per::Hands }, [](const T &t) { return double(t.play.dealIns); } },
    { { "average_deal_in", "Average deal-in", "points paid by deal-ins / deal-ins", MetricKind::Average, Per::DealIns }, [](const T &t) { return double(t.play.dealInPoints); } },
    { { "deal_in_in_riichi", "Deal-ins while in riichi", "deal-ins in riichi / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInInRiichi); } },
    { { "deal_in_tenpai", "Deal-ins while tenpai (no riichi)", "deal-ins tenpai without riichi / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInTenpai); } },
    { { "deal_in_not_tenpai", "Deal-ins from a hand not tenpai", "deal-ins not tenpai / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInNotTenpai); } },
    { { "deal_in_to_riichi", "Deal-ins into riichi", "deal-ins to a riichi / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInToRiichi); } },
    { { "deal_in_to_open", "Deal-ins into open hands", "deal-ins to an open hand / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInToOpen); } },
    { { "deal_in_to_dama", "Deal-ins into dama hands", "deal-ins to a closed hand without riichi / deal-ins", MetricKind::Rate, Per::DealIns }, [](const T &t) { return double(t.play.dealInToDama); } },
    { { "riichi_rate", "Riichi rate", "hands with riichi / hands", MetricKind::Rate, Per::Hands }, [](const T &t) { return double(t.play.riichi); } },
    { { "first_riichi", "First riichi", "riichi with no other riichi standing / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.firstRiichi); } },
    { { "chase_riichi", "Chase riichi", "riichi after another riichi / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.chaseRiichi); } },
    { { "riichi_win_rate", "Riichi win rate", "riichi hands won / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.riichiWins); } },
    { { "riichi_deal_in_rate", "Riichi deal-in rate", "riichi hands dealt in / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.riichiDealIns); } },
    { { "average_riichi_turn", "Average turn of riichi", "(own discards before the riichi tile + 1) / riichi", MetricKind::Average, Per::Riichi },
        [](const T &t) { return double(t.play.riichiTurns + t.play.riichi); } },
    { { "riichi_multi_wait", "Riichi on a wait of two kinds or more", "such riichi / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.riichiMultiWait); } },
    { { "ippatsu_rate", "Ippatsu", "wins with ippatsu / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.ippatsuWins); } },
    { { "ura_rate", "Ura dora", "riichi wins with ura dora / riichi", MetricKind::Rate, Per::Riichi }, [](const T &t) { return double(t.play.uraWins); } },
    { { "call_rate", "Call rate", "hands with a chi, pon or open kan / hands", MetricKind::Rate, Per::Hands }, [](const T &t) { return double(t.play.calledHands); } },
    { { "call_win_rate", "Wins after calling", "called hands won / called hands", MetricKind::Rate, Per::CalledHands }, [](const T &t) { return double(t.play.callWins); } },
    { { "call_deal_in_rate", "Deal-ins after calling", "called hands dealt in / called hands", MetricKind::Rate, Per::CalledHands }, [](const T &t) { return double(t.play.callDealIns); } },
    { { "draw_tenpai_rate", "Tenpai at exhaustive draws", "exhaustive draws tenpai / exhaustive draws", MetricKind::Rate, Per::ExhaustiveDraws }, [](const T &t) { return double(t.play.drawTenpai); } },
    { { "dealer_kept_rate", "Dealer hands kept", "dealer hands the dealer stayed / dealer hands", MetricKind::Rate, Per::DealerHands }, [](const T &t) { return double(t.play.dealerKept); } },
    { { "net_per_hand", "Net points per hand", "score after less before, summed / hands", MetricKind::Average, Per::Hands }, [](const T &t) { return double(t.play.netPoints); } },
};
// clang-format on

const std::array<Metric, std::size(kRows)> kMetrics = [] {
    std::array<Metric, std::size(kRows)> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = kRows[i].metric;
    return out;
}();

} // namespace

PlayerTotals &PlayerTotals::operator+=(const PlayerTotals &o)
{
    games += o.games;
    for (std::size_t i = 0; i < places.size(); ++i)
        places[i] += o.places[i];
    busts += o.busts;
    finalScores += o.finalScores;
    pointGames += o.pointGames;
    finalPoints += o.finalPoints;
    play += o.play;
    return *this;
}

void PlayerTotals::addGame(int place, std::optional<int> finalScore, std::optional<double> points,
        const PlayCounts &counts)
{
    ++games;
    if (place >= 1 && place <= 4)
        ++places[std::size_t(place - 1)];
    if (finalScore) {
        finalScores += *finalScore;
        busts += *finalScore < 0 ? 1 : 0;
    }
    if (points) {
        ++pointGames;
        finalPoints += *points;
    }
    play += counts;
}

std::string_view perName(Per per)
{
    switch (per) {
    case Per::Games: return "games";
    case Per::PlacedGames: return "games with a place";
    case Per::PointGames: return "games with rank points";
    case Per::Hands: return "hands";
    case Per::Wins: return "wins";
    case Per::DealIns: return "deal-ins";
    case Per::Riichi: return "riichi";
    case Per::CalledHands: return "called hands";
    case Per::ExhaustiveDraws: return "exhaustive draws";
    case Per::DealerHands: return "dealer hands";
    }
    return {};
}

std::span<const Metric> metrics()
{
    return kMetrics;
}

const Metric *metricByKey(std::string_view key)
{
    const auto it = std::find_if(
            kMetrics.begin(), kMetrics.end(), [&](const Metric &m) { return m.key == key; });
    return it == kMetrics.end() ? nullptr : &*it;
}

int denominator(Per per, const PlayerTotals &t)
{
    switch (per) {
    case Per::Games: return t.games;
    case Per::PlacedGames: return t.places[0] + t.places[1] + t.places[2] + t.places[3];
    case Per::PointGames: return t.pointGames;
    case Per::Hands: return t.play.hands;
    case Per::Wins: return t.play.wins;
    case Per::DealIns: return t.play.dealIns;
    case Per::Riichi: return t.play.riichi;
    case Per::CalledHands: return t.play.calledHands;
    case Per::ExhaustiveDraws: return t.play.exhaustiveDraws;
    case Per::DealerHands: return t.play.dealerHands;
    }
    return 0;
}

std::optional<double> metricValue(const Metric &metric, const PlayerTotals &totals)
{
    // `metric` is an element of kMetrics, parallel to kRows.
    const std::ptrdiff_t row = &metric - kMetrics.data();
    if (row < 0 || row >= std::ptrdiff_t(kMetrics.size()))
        return std::nullopt;
    const double numerator = kRows[row].numerator(totals);
    if (metric.kind == MetricKind::Count)
        return numerator;
    const int over = denominator(metric.per, totals);
    if (over <= 0)
        return std::nullopt;
    return numerator / over;
}

} // namespace haifu::game
