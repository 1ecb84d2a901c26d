#include "storage/playcolumns.h"

namespace haifu::storage::detail {

namespace {

using game::PlayCounts;

// Version 1 stored the results' counts; version 13 the rest and counts every one of them on the
// replayed record (a double ron is one deal-in since).
const PlayColumn kColumns[] = {
    { "kyoku_played", &PlayCounts::hands },
    { "dealer_hands", &PlayCounts::dealerHands, nullptr, 13 },
    { "dealer_kept", &PlayCounts::dealerKept, nullptr, 13 },
    { "wins", &PlayCounts::wins },
    { "tsumo_wins", &PlayCounts::tsumoWins },
    { "dama_wins", &PlayCounts::damaWins, nullptr, 13 },
    { "win_points", nullptr, &PlayCounts::winPoints },
    { "win_turns", &PlayCounts::winTurns, nullptr, 13 },
    { "deal_ins", &PlayCounts::dealIns },
    { "deal_in_points", nullptr, &PlayCounts::dealInPoints },
    { "deal_in_riichi", &PlayCounts::dealInInRiichi, nullptr, 13 },
    { "deal_in_tenpai", &PlayCounts::dealInTenpai, nullptr, 13 },
    { "deal_in_not_tenpai", &PlayCounts::dealInNotTenpai, nullptr, 13 },
    { "deal_in_to_riichi", &PlayCounts::dealInToRiichi, nullptr, 13 },
    { "deal_in_to_open", &PlayCounts::dealInToOpen, nullptr, 13 },
    { "deal_in_to_dama", &PlayCounts::dealInToDama, nullptr, 13 },
    { "riichi", &PlayCounts::riichi },
    { "first_riichi", &PlayCounts::firstRiichi, nullptr, 13 },
    { "chase_riichi", &PlayCounts::chaseRiichi, nullptr, 13 },
    { "riichi_wins", &PlayCounts::riichiWins, nullptr, 13 },
    { "riichi_deal_ins", &PlayCounts::riichiDealIns, nullptr, 13 },
    { "riichi_turns", &PlayCounts::riichiTurns, nullptr, 13 },
    { "riichi_multi_wait", &PlayCounts::riichiMultiWait, nullptr, 13 },
    { "ippatsu_wins", &PlayCounts::ippatsuWins, nullptr, 13 },
    { "ura_wins", &PlayCounts::uraWins, nullptr, 13 },
    { "called_hands", &PlayCounts::calledHands },
    { "call_wins", &PlayCounts::callWins, nullptr, 13 },
    { "call_deal_ins", &PlayCounts::callDealIns, nullptr, 13 },
    { "exhaustive_draws", &PlayCounts::exhaustiveDraws, nullptr, 13 },
    { "draw_tenpai", &PlayCounts::drawTenpai, nullptr, 13 },
    { "net_points", nullptr, &PlayCounts::netPoints, 13 },
};

} // namespace

std::span<const PlayColumn> playColumns()
{
    return kColumns;
}

QString playColumnList(const QString &prefix, const QString &suffix)
{
    QStringList names;
    for (const PlayColumn &c : kColumns)
        names << prefix + QLatin1String(c.name) + suffix;
    return names.join(QLatin1String(", "));
}

} // namespace haifu::storage::detail
