#pragma once

#include "rules/ruleset.h"

#include <cstdint>
#include <string_view>

namespace haifu::rules {

enum class Limit : std::uint8_t {
    None,
    Mangan,
    Haneman,
    Baiman,
    Sanbaiman,
    Yakuman,
    KazoeYakuman,
    KiriageMangan,
};

// "", "mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe_yakuman", "kiriage_mangan".
[[nodiscard]] std::string_view limitKey(Limit limit);
// For people: "Mangan", "Kazoe yakuman (13+ han)", …
[[nodiscard]] std::string_view limitName(Limit limit);

struct BasicPoints
{
    int points = 0; // fu x 2^(han+2), or the limit's value
    Limit limit = Limit::None;
    int unlimited = 0; // fu x 2^(han+2) before any limit (0 for yakuman)
};

// The basic points of a hand: yakumanMultiple > 0 scores 8000 per yakuman (han and fu are then
// ignored); otherwise the han/fu formula with the mangan cap, kiriage and the han limits.
[[nodiscard]] BasicPoints basicPoints(int han, int fu, int yakumanMultiple, const Ruleset &rules);

[[nodiscard]] constexpr int roundUp100(int points)
{
    return (points + 99) / 100 * 100;
}

// What each payer hands over for one win (honba included, riichi deposits not).
struct Payments
{
    bool tsumo = false;
    bool dealer = false;
    int ron = 0; // ron: from the discarder
    int tsumoDealer = 0; // non-dealer tsumo: the dealer's share
    int tsumoNonDealer = 0; // non-dealer tsumo: each other non-dealer's share
    int tsumoEach = 0; // dealer tsumo: each payer's share
    int payers = 0; // how many players pay
    int total = 0; // everything the winner collects from payments
};

// Payments for a win worth `basic` points. Each payment rounds up to 100; honba add
// honbaValue on a ron and honbaTsumoEach from each payer on a tsumo. With three players a tsumo
// is paid by two players (tsumo loss) or, with sanma_tsumo_loss off, the absent player's share is
// split equally between the two payers before rounding.
[[nodiscard]] Payments handPayments(
        int basic, bool dealer, bool tsumo, int honba, const Ruleset &rules);

} // namespace haifu::rules
