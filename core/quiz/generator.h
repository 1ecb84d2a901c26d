#pragma once

#include "quiz/question.h"
#include "rules/result.h"
#include "rules/ruleset.h"

#include <cstdint>
#include <string_view>

// Generated questions: every question is made from a 64-bit seed, constructively (winning hands
// are built from groups, tenpai hands by taking a tile out of a winning hand), so that making
// one takes microseconds and the same seed gives the same question on every machine.
//
// Difficulty 1-3 by kind (difficultyDescription() gives the same text):
//  yaku       1 closed hands with the common yaku (riichi, menzen tsumo, pinfu, tanyao,
//               yakuhai, iipeikou), at most three of them
//             2 open hands too; sanshoku, ittsuu, chanta, toitoi, sanankou, honitsu, chiitoitsu,
//               shousangen, ippatsu, haitei/houtei, double wind; no yakuman
//             3 everything: junchan, chinitsu, ryanpeikou, honroutou, sanshoku doukou, kans,
//               rinshan, chankan, double riichi, yakuman
//  fu         1 closed hands won by ron, sequences and at most one triplet, no value pair
//             2 open hands and tsumo, triplets, value pairs, every wait, seven pairs
//             3 open and closed kans or several readings of the hand (an ambiguous wait)
//  points     1 ron below mangan, no honba or deposits; the han and fu are given
//             2 ron or tsumo up to mangan with honba; the han and fu are given
//             3 any value up to yakuman, honba and riichi deposits; the han and fu are not given
//  waits      1 one or two waits, mixed suits
//             2 two to four waits (shanpon, nobetan, honours, an open meld, seven pairs)
//             3 one-suit hands with three or more waits
//  efficiency 1 the best discard leaves the hand tenpai or one from tenpai
//             2 the best discard leaves it one or two from tenpai
//             3 two or three from tenpai
//             Always exactly one best kind to discard (most tiles accepted at the lowest shanten).
//  furiten    1 discard furiten or none, two-sided waits
//             2 also temporary furiten, riichi furiten, discards called away by other players
//             3 also waits that give no yaku, changed waits, multi-sided one-suit waits
//             Exactly one kind of furiten applies, or none.
namespace haifu::quiz {

[[nodiscard]] std::string_view difficultyDescription(Kind kind, int difficulty);

// The seed of the index-th question of a set made from one seed (`haifu-cli quiz --seed S`).
[[nodiscard]] std::uint64_t questionSeed(std::uint64_t setSeed, std::uint64_t index);

// Makes one question. Errors: a difficulty outside 1-3, an unknown preset, a three-player
// ruleset (not supported yet).
[[nodiscard]] Result<Question> generateQuestion(
        Kind kind, int difficulty, std::string_view rulesPreset, std::uint64_t seed);
[[nodiscard]] Result<Question> generateQuestion(
        Kind kind, int difficulty, const rules::Ruleset &rules, std::uint64_t seed);

} // namespace haifu::quiz
