#pragma once

#include <cstdint>
#include <string_view>

namespace haifu::rules {

// Every yaku, yakuman and bonus (dora) the engine reports, in the order results list them.
enum class Yaku : std::uint8_t {
    MenzenTsumo,
    Riichi,
    DoubleRiichi,
    Ippatsu,
    Chankan,
    Rinshan,
    Haitei,
    Houtei,
    Pinfu,
    Tanyao,
    Iipeikou,
    SeatWind,
    RoundWind,
    Haku,
    Hatsu,
    Chun,
    Chiitoitsu,
    Sanshoku,
    Ittsuu,
    Chanta,
    Toitoi,
    Sanankou,
    SanshokuDoukou,
    Sankantsu,
    Shousangen,
    Honroutou,
    Ryanpeikou,
    Junchan,
    Honitsu,
    Chinitsu,
    Renhou, // the mangan form
    // Yakuman
    Tenhou,
    Chiihou,
    RenhouYakuman,
    Kokushi,
    Kokushi13,
    Suuankou,
    SuuankouTanki,
    Daisangen,
    Shousuushii,
    Daisuushii,
    Tsuuiisou,
    Ryuuiisou,
    Chinroutou,
    Chuuren,
    JunseiChuuren,
    Suukantsu,
    // Bonus han (never a yaku)
    Dora,
    AkaDora,
    UraDora,
    Kita, // three players: north tiles set aside (nukidora)
    Count
};

inline constexpr int kYakuCount = static_cast<int>(Yaku::Count);

// The JSON key of SCORING_JSON.md: "menzen_tsumo", "sanshoku", "kokushi_13", "aka_dora", …
[[nodiscard]] std::string_view yakuKey(Yaku yaku);
// English name for people: "Fully concealed hand (menzen tsumo)".
[[nodiscard]] std::string_view yakuName(Yaku yaku);
[[nodiscard]] bool isYakuman(Yaku yaku);
[[nodiscard]] bool isDoraBonus(Yaku yaku);
// Looks a key up; Yaku::Count when unknown.
[[nodiscard]] Yaku yakuFromKey(std::string_view key);

} // namespace haifu::rules
