#include "rules/points.h"

namespace haifu::rules {

std::string_view limitKey(Limit limit)
{
    switch (limit) {
    case Limit::None: return "";
    case Limit::Mangan: return "mangan";
    case Limit::Haneman: return "haneman";
    case Limit::Baiman: return "baiman";
    case Limit::Sanbaiman: return "sanbaiman";
    case Limit::Yakuman: return "yakuman";
    case Limit::KazoeYakuman: return "kazoe_yakuman";
    case Limit::KiriageMangan: return "kiriage_mangan";
    }
    return "";
}

std::string_view limitName(Limit limit)
{
    switch (limit) {
    case Limit::None: return "";
    case Limit::Mangan: return "Mangan";
    case Limit::Haneman: return "Haneman";
    case Limit::Baiman: return "Baiman";
    case Limit::Sanbaiman: return "Sanbaiman";
    case Limit::Yakuman: return "Yakuman";
    case Limit::KazoeYakuman: return "Kazoe yakuman (13+ han)";
    case Limit::KiriageMangan: return "Mangan (kiriage)";
    }
    return "";
}

BasicPoints basicPoints(int han, int fu, int yakumanMultiple, const Ruleset &rules)
{
    BasicPoints b;
    if (yakumanMultiple > 0) {
        b.points = 8000 * yakumanMultiple;
        b.limit = Limit::Yakuman;
        return b;
    }
    if (han <= 0)
        return b;
    if (han < 5) {
        b.unlimited = fu << (han + 2);
    } else {
        // Never needed for the limit, but keep it meaningful (and bounded).
        b.unlimited = fu * (1 << (han < 20 ? han + 2 : 22));
    }
    if (han >= 13) {
        b.points = rules.kazoeYakuman ? 8000 : 6000;
        b.limit = rules.kazoeYakuman ? Limit::KazoeYakuman : Limit::Sanbaiman;
    } else if (han >= 11) {
        b.points = 6000;
        b.limit = Limit::Sanbaiman;
    } else if (han >= 8) {
        b.points = 4000;
        b.limit = Limit::Baiman;
    } else if (han >= 6) {
        b.points = 3000;
        b.limit = Limit::Haneman;
    } else if (han == 5 || b.unlimited > 2000) {
        b.points = 2000;
        b.limit = Limit::Mangan;
    } else if (rules.kiriageMangan && ((han == 4 && fu == 30) || (han == 3 && fu == 60))) {
        b.points = 2000;
        b.limit = Limit::KiriageMangan;
    } else {
        b.points = b.unlimited;
    }
    return b;
}

Payments handPayments(int basic, bool dealer, bool tsumo, int honba, const Ruleset &rules)
{
    Payments p;
    p.tsumo = tsumo;
    p.dealer = dealer;
    const int players = rules.players == 3 ? 3 : 4;
    if (!tsumo) {
        p.ron = roundUp100(basic * (dealer ? 6 : 4)) + honba * rules.honbaValue;
        p.payers = 1;
        p.total = p.ron;
        return p;
    }
    const int honbaEach = honba * rules.honbaTsumoEach;
    p.payers = players - 1;
    const bool splitMissing = players == 3 && !rules.sanmaTsumoLoss;
    if (dealer) {
        // Four players: each of three pays 2b. Three players without tsumo loss: the absent
        // player's 2b is split, so each pays 3b.
        p.tsumoEach = roundUp100(splitMissing ? basic * 3 : basic * 2) + honbaEach;
        p.total = p.tsumoEach * p.payers;
    } else {
        // The absent share (b) is split: dealer 2.5b, the other non-dealer 1.5b.
        p.tsumoDealer = roundUp100(splitMissing ? basic * 5 / 2 : basic * 2) + honbaEach;
        p.tsumoNonDealer = roundUp100(splitMissing ? basic * 3 / 2 : basic) + honbaEach;
        p.total = p.tsumoDealer + p.tsumoNonDealer * (p.payers - 1);
    }
    return p;
}

} // namespace haifu::rules
