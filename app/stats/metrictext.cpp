#include "stats/metrictext.h"

#include <QCoreApplication>

namespace haifu::app {

namespace {

// The metrics' English names and formulas as game/playmetrics.cpp has them, marked for
// translation (tst_statscontroller checks that every metric has its entry here).
struct MetricText
{
    const char *key;
    const char *name;
    const char *formula;
};

// clang-format off
const MetricText kTexts[] = {
    { "games", QT_TRANSLATE_NOOP("MetricName", "Games"), QT_TRANSLATE_NOOP("MetricFormula", "games") },
    { "hands", QT_TRANSLATE_NOOP("MetricName", "Hands"), QT_TRANSLATE_NOOP("MetricFormula", "hands") },
    { "first_rate", QT_TRANSLATE_NOOP("MetricName", "1st place"), QT_TRANSLATE_NOOP("MetricFormula", "games finished 1st / games with a place") },
    { "second_rate", QT_TRANSLATE_NOOP("MetricName", "2nd place"), QT_TRANSLATE_NOOP("MetricFormula", "games finished 2nd / games with a place") },
    { "third_rate", QT_TRANSLATE_NOOP("MetricName", "3rd place"), QT_TRANSLATE_NOOP("MetricFormula", "games finished 3rd / games with a place") },
    { "fourth_rate", QT_TRANSLATE_NOOP("MetricName", "4th place"), QT_TRANSLATE_NOOP("MetricFormula", "games finished 4th / games with a place") },
    { "average_place", QT_TRANSLATE_NOOP("MetricName", "Average placement"), QT_TRANSLATE_NOOP("MetricFormula", "sum of places / games with a place") },
    { "bust_rate", QT_TRANSLATE_NOOP("MetricName", "Bust rate"), QT_TRANSLATE_NOOP("MetricFormula", "games finished below zero / games with a place") },
    { "average_score", QT_TRANSLATE_NOOP("MetricName", "Average final score"), QT_TRANSLATE_NOOP("MetricFormula", "final scores / games with a place") },
    { "average_points", QT_TRANSLATE_NOOP("MetricName", "Average rank points"), QT_TRANSLATE_NOOP("MetricFormula", "rank points (uma, oka) / games where known") },
    { "win_rate", QT_TRANSLATE_NOOP("MetricName", "Win rate"), QT_TRANSLATE_NOOP("MetricFormula", "wins / hands") },
    { "tsumo_share", QT_TRANSLATE_NOOP("MetricName", "Tsumo share"), QT_TRANSLATE_NOOP("MetricFormula", "wins by tsumo / wins") },
    { "dama_share", QT_TRANSLATE_NOOP("MetricName", "Dama wins"), QT_TRANSLATE_NOOP("MetricFormula", "wins with a closed hand without riichi / wins") },
    { "average_win", QT_TRANSLATE_NOOP("MetricName", "Average win"), QT_TRANSLATE_NOOP("MetricFormula", "points of the wins / wins") },
    { "average_win_turn", QT_TRANSLATE_NOOP("MetricName", "Average turn of a win"), QT_TRANSLATE_NOOP("MetricFormula", "(own discards before the win + 1) / wins") },
    { "deal_in_rate", QT_TRANSLATE_NOOP("MetricName", "Deal-in rate"), QT_TRANSLATE_NOOP("MetricFormula", "hands dealt in / hands") },
    { "average_deal_in", QT_TRANSLATE_NOOP("MetricName", "Average deal-in"), QT_TRANSLATE_NOOP("MetricFormula", "points paid by deal-ins / deal-ins") },
    { "deal_in_in_riichi", QT_TRANSLATE_NOOP("MetricName", "Deal-ins while in riichi"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins in riichi / deal-ins") },
    { "deal_in_tenpai", QT_TRANSLATE_NOOP("MetricName", "Deal-ins while tenpai (no riichi)"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins tenpai without riichi / deal-ins") },
    { "deal_in_not_tenpai", QT_TRANSLATE_NOOP("MetricName", "Deal-ins from a hand not tenpai"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins not tenpai / deal-ins") },
    { "deal_in_to_riichi", QT_TRANSLATE_NOOP("MetricName", "Deal-ins into riichi"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins to a riichi / deal-ins") },
    { "deal_in_to_open", QT_TRANSLATE_NOOP("MetricName", "Deal-ins into open hands"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins to an open hand / deal-ins") },
    { "deal_in_to_dama", QT_TRANSLATE_NOOP("MetricName", "Deal-ins into dama hands"), QT_TRANSLATE_NOOP("MetricFormula", "deal-ins to a closed hand without riichi / deal-ins") },
    { "riichi_rate", QT_TRANSLATE_NOOP("MetricName", "Riichi rate"), QT_TRANSLATE_NOOP("MetricFormula", "hands with riichi / hands") },
    { "first_riichi", QT_TRANSLATE_NOOP("MetricName", "First riichi"), QT_TRANSLATE_NOOP("MetricFormula", "riichi with no other riichi standing / riichi") },
    { "chase_riichi", QT_TRANSLATE_NOOP("MetricName", "Chase riichi"), QT_TRANSLATE_NOOP("MetricFormula", "riichi after another riichi / riichi") },
    { "riichi_win_rate", QT_TRANSLATE_NOOP("MetricName", "Riichi win rate"), QT_TRANSLATE_NOOP("MetricFormula", "riichi hands won / riichi") },
    { "riichi_deal_in_rate", QT_TRANSLATE_NOOP("MetricName", "Riichi deal-in rate"), QT_TRANSLATE_NOOP("MetricFormula", "riichi hands dealt in / riichi") },
    { "average_riichi_turn", QT_TRANSLATE_NOOP("MetricName", "Average turn of riichi"), QT_TRANSLATE_NOOP("MetricFormula", "(own discards before the riichi tile + 1) / riichi") },
    { "riichi_multi_wait", QT_TRANSLATE_NOOP("MetricName", "Riichi on a wait of two kinds or more"), QT_TRANSLATE_NOOP("MetricFormula", "such riichi / riichi") },
    { "ippatsu_rate", QT_TRANSLATE_NOOP("MetricName", "Ippatsu"), QT_TRANSLATE_NOOP("MetricFormula", "wins with ippatsu / riichi") },
    { "ura_rate", QT_TRANSLATE_NOOP("MetricName", "Ura dora"), QT_TRANSLATE_NOOP("MetricFormula", "riichi wins with ura dora / riichi") },
    { "call_rate", QT_TRANSLATE_NOOP("MetricName", "Call rate"), QT_TRANSLATE_NOOP("MetricFormula", "hands with a chi, pon or open kan / hands") },
    { "call_win_rate", QT_TRANSLATE_NOOP("MetricName", "Wins after calling"), QT_TRANSLATE_NOOP("MetricFormula", "called hands won / called hands") },
    { "call_deal_in_rate", QT_TRANSLATE_NOOP("MetricName", "Deal-ins after calling"), QT_TRANSLATE_NOOP("MetricFormula", "called hands dealt in / called hands") },
    { "draw_tenpai_rate", QT_TRANSLATE_NOOP("MetricName", "Tenpai at exhaustive draws"), QT_TRANSLATE_NOOP("MetricFormula", "exhaustive draws tenpai / exhaustive draws") },
    { "dealer_kept_rate", QT_TRANSLATE_NOOP("MetricName", "Dealer hands kept"), QT_TRANSLATE_NOOP("MetricFormula", "dealer hands the dealer stayed / dealer hands") },
    { "net_per_hand", QT_TRANSLATE_NOOP("MetricName", "Net points per hand"), QT_TRANSLATE_NOOP("MetricFormula", "score after less before, summed / hands") },
};

const char *const kPerTexts[][2] = {
    { "Games", QT_TRANSLATE_NOOP("MetricPer", "games") },
    { "PlacedGames", QT_TRANSLATE_NOOP("MetricPer", "games with a place") },
    { "PointGames", QT_TRANSLATE_NOOP("MetricPer", "games with rank points") },
    { "Hands", QT_TRANSLATE_NOOP("MetricPer", "hands") },
    { "Wins", QT_TRANSLATE_NOOP("MetricPer", "wins") },
    { "DealIns", QT_TRANSLATE_NOOP("MetricPer", "deal-ins") },
    { "Riichi", QT_TRANSLATE_NOOP("MetricPer", "riichi") },
    { "CalledHands", QT_TRANSLATE_NOOP("MetricPer", "called hands") },
    { "ExhaustiveDraws", QT_TRANSLATE_NOOP("MetricPer", "exhaustive draws") },
    { "DealerHands", QT_TRANSLATE_NOOP("MetricPer", "dealer hands") },
};
// clang-format on

const MetricText *textOf(std::string_view key)
{
    for (const MetricText &t : kTexts) {
        if (key == t.key)
            return &t;
    }
    return nullptr;
}

} // namespace

QString metricName(const game::Metric &metric)
{
    const MetricText *t = textOf(metric.key);
    return t ? QCoreApplication::translate("MetricName", t->name)
             : QString::fromLatin1(metric.name.data(), qsizetype(metric.name.size()));
}

QString metricFormula(const game::Metric &metric)
{
    const MetricText *t = textOf(metric.key);
    return t ? QCoreApplication::translate("MetricFormula", t->formula)
             : QString::fromLatin1(metric.formula.data(), qsizetype(metric.formula.size()));
}

QString perText(game::Per per)
{
    const std::string_view english = game::perName(per);
    for (const auto &entry : kPerTexts) {
        if (english == entry[1])
            return QCoreApplication::translate("MetricPer", entry[1]);
    }
    return QString::fromLatin1(english.data(), qsizetype(english.size()));
}

bool hasMetricText(std::string_view key)
{
    return textOf(key) != nullptr;
}

} // namespace haifu::app
