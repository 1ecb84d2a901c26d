#pragma once

#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "insight/pushfold.h"

#include <array>
#include <span>
#include <vector>

// Discard advice: which discard a strong player makes, as a preference over the discards of a
// decision (they add up to 1; the recommendation is the highest).
//
// THE MODEL (the README and the handbook quote it):
// - Each discard is described by the features below: how far it leaves the hand from tenpai and
//   how wide (tiles accepted; the acceptance two draws on, which is where a shape's quality
//   shows; the same-shanten exchanges it leaves open, 手変わり), what the tile is (an honour of
//   value or not and how many of its copies are gone, a terminal or a middle tile, alone or
//   connected, part of a pair, a dora or next to one), what it risks (its chance of dealing in
//   now, and further from tenpai, from pushfold.h), what the other players' rivers say of it, what
//   yaku the hand leans toward, and how players play (the tile just drawn, their previous discard).
// - The preference is a softmax over the discards of score = kAdviceWeights · features (a
//   conditional logit). The weights were fitted by maximum likelihood to the discards players
//   made in the records of ../shared/records that are NOT Houou games (the Houou games judge the
//   advice, so they are not fitted on): `tests/tools/fitadvice.py` refits them and prints the
//   agreement it gets on both sets.
// - So the advice is a calibrated model of play, not a search: the expected value, the push or
//   fold weighing and the danger tiers are shown beside it, and a discard it prefers that raises
//   the shanten is explained by the features that outweigh it. The advice at once does not use
//   the expected values: it is there at once, in the viewer and in the whole-game scan. Once they
//   are in, it refines itself with five more features (AdviceEvFeature below) and weights fitted
//   with them (kAdviceWeightsWithEv, `fitadvice.py --ev`): one point more often the Houou
//   player's choice (63.8% against 62.8%).
namespace haifu::insight {

enum AdviceFeature : int {
    FeatureShantenBack, // the discard leaves a shanten one above the hand's best
    FeatureAcceptance, // log(1 + tiles accepted), for a discard that keeps the best shanten
    FeatureAcceptanceBack, // the same for one that goes back a shanten
    FeatureTwoStep, // log(1 + sum over accepted draws of copies x tiles accepted after the best
                    // discard that follows): the acceptance a draw later (best shanten only)
    FeatureExchanges, // log(1 + sum over the other draws of copies x the acceptance they add at
                      // the same shanten, best discard after): hand changes (best shanten only)
    FeatureGuestWind, // an honour of no value to the player: a wind neither the seat's nor the
                      // round's
    FeatureValueHonour, // a dragon, the seat's or the round's wind
    FeatureHonourGone, // an honour: copies visible elsewhere (0..3), / 3
    FeatureTerminal, // 1 or 9
    FeatureTwoEight, // 2 or 8
    FeatureThreeSeven, // 3 or 7
    FeatureLone, // the only copy in hand, and no tile of its suit within two
    FeatureDora, // the dora it counts (kind dora + a red five)
    FeatureNextToDora, // a number tile one from a dora of its suit
    FeaturePair, // one of a pair in hand
    FeatureTriplet, // one of three or four in hand
    FeatureNeighbours, // kinds of its suit held one away (0..2)
    FeatureGaps, // kinds of its suit held two away (0..2)
    FeatureSuitShare, // concealed tiles of its suit / 14 (0 for an honour)
    FeatureDealIn, // its chance of dealing in now (pushfold.h)
    FeatureDealInFar, // the same x the hand's shanten + 1: pushing from far costs more
    FeatureSafeWhenThreatened, // an opponent threatens and it deals in to none
    FeatureSafeFar, // the same x the hand's shanten
    FeatureEarlyHonour, // an honour x the share of the own draws still to come (of 18)
    FeatureEarlyTerminal, // a terminal x the same share
    FeatureJustDiscarded, // the kind the last discard was (by another player): safe this turn
    FeatureInOtherRivers, // the share of the other players that have the kind in their river
    FeatureOtherHonours, // an honour: the other honour kinds the hand holds (0: its last one)
    FeatureLateGoneHonour, // an honour: copies visible elsewhere / 3 x the share of the own draws
                           // already made (a safe tile late in the hand)
    FeatureFewOutside, // a terminal or honour of a hand with at most three of them: toward tanyao
    FeatureDragon, // a dragon (with FeatureValueHonour)
    FeaturePairsLeft, // the pairs among the 13 tiles left (0..3: three or more count 3)
    FeatureFuritenWait, // it leaves tenpai on a wait the player has discarded before
    FeatureJustDrawn, // the kind of the tile just drawn (discarding it is tsumogiri)
    FeatureFollowsOwnDiscard, // the same kind as the player's previous discard, or of its suit
                              // within two: breaking up a shape over two turns
    FeatureAllSimplesLeft, // the tiles left and the melds are all simples (tanyao in reach)
    FeatureValuePair, // one of a pair (or more) of a dragon, the seat's or the round's wind
    FeatureOpenNoYaku, // an open hand left with no yaku in sight: no value-honour pair or meld,
                       // not all simples, not one suit with honours
    FeatureDrawnLone, // the tile just drawn, and it is alone in the hand
    kAdviceFeatureCount
};

// Each feature counts with four weights, by the decision's situation: always, and in addition
// when the hand is 2-shanten or worse, when it is tenpai, when an opponent threatens. The
// features of a discard are laid out the same way: [situation x kAdviceFeatureCount + feature],
// 0 where the situation does not hold.
enum AdviceSituation : int { SituationAny, SituationFar, SituationTenpai, SituationThreatened };
inline constexpr int kAdviceSituationCount = 4;
inline constexpr int kAdviceWeightCount = kAdviceFeatureCount * kAdviceSituationCount;

// Fitted by tests/tools/fitadvice.py (see above), in the layout above.
extern const std::array<double, kAdviceWeightCount> kAdviceWeights;

using AdviceFeatures = std::array<double, kAdviceWeightCount>;

// The features of every row of `table` (same order), for the player of `input`, who is to
// discard in `state` (null: the rivers are not known). `weighing` gives the deal-in chances (from
// weighDiscards on the same table); pass null when nobody threatens.
[[nodiscard]] std::vector<AdviceFeatures> adviceFeatures(const EvInput &input, const EvTable &table,
        const DiscardWeighing *weighing, const game::TableState *state);

// exp(score) / sum of exp(scores), for each score: the preferences of a conditional logit.
[[nodiscard]] std::vector<double> softmax(std::vector<double> scores);

// What yaku an open hand leans toward, from all its tiles (concealed and melded).
struct YakuLeaning
{
    bool allSimples = true; // no terminal or honour
    bool valueHonours = false; // a pair or meld of a value honour
    bool oneSuit = true; // one suit, with or without honours
    [[nodiscard]] bool any() const { return allSimples || valueHonours || oneSuit; }
};
[[nodiscard]] YakuLeaning yakuLeaningOf(
        const rules::TileCounts &all, rules::TileKind seatWind, rules::TileKind roundWind);

// With the expected values (a table solved with draws left), five more features of each
// discard, each against the decision's best row, laid out by situation as above. The advice then
// scores with kAdviceWeightsWithEv, fitted the same way on the same records with them: the
// viewer shows the advice at once and refines it when the expected values arrive.
enum AdviceEvFeature : int {
    EvFeatureLoss, // (expected score - the best row's) / 1000
    EvFeatureLogRatio, // ln((max(expected score, 0) + 200) / (max(the best's, 0) + 200))
    EvFeatureWinGap, // win probability - the highest of the rows
    EvFeatureTenpaiGap, // tenpai probability - the highest of the rows
    EvFeatureBest, // the row with the highest expected score
    kAdviceEvFeatureCount
};
inline constexpr int kAdviceEvWeightCount = kAdviceEvFeatureCount * kAdviceSituationCount;
using AdviceEvFeatures = std::array<double, kAdviceEvWeightCount>;
extern const std::array<double, kAdviceWeightCount + kAdviceEvWeightCount> kAdviceWeightsWithEv;

// The table carries expected values (solved with draws left, not the shape-only table).
[[nodiscard]] bool hasExpectedValues(const EvTable &table);
// The EV features of every row of `table` (same order); `threatened` as the weighing says.
[[nodiscard]] std::vector<AdviceEvFeatures> adviceEvFeatures(const EvTable &table, bool threatened);

// The preference of each row: softmax of the weighted features (with the EV features and
// kAdviceWeightsWithEv when `ev` is given, one per row).
[[nodiscard]] std::vector<double> advicePreferences(
        std::span<const AdviceFeatures> features, std::span<const AdviceEvFeatures> ev = {});

// The discards weighed (weighDiscards) and advised: each choice's preference set, the choices
// ordered by it (ties as weighed), `folds` said of the advised one.
[[nodiscard]] DiscardWeighing adviseDiscards(const EvInput &input, const EvTable &table,
        const HandDanger &danger, const game::TableState &state);

} // namespace haifu::insight
