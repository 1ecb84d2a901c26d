#include "rules/yaku.h"

#include <array>

namespace haifu::rules {

namespace {

struct YakuInfo
{
    std::string_view key;
    std::string_view name;
};

constexpr std::array<YakuInfo, kYakuCount> kInfo = { {
        { "menzen_tsumo", "Fully concealed hand (menzen tsumo)" },
        { "riichi", "Riichi" },
        { "double_riichi", "Double riichi" },
        { "ippatsu", "Ippatsu" },
        { "chankan", "Robbing a kan (chankan)" },
        { "rinshan", "After a kan (rinshan kaihou)" },
        { "haitei", "Under the sea (haitei)" },
        { "houtei", "Under the river (houtei)" },
        { "pinfu", "Pinfu" },
        { "tanyao", "All simples (tanyao)" },
        { "iipeikou", "Pure double sequence (iipeikou)" },
        { "seat_wind", "Seat wind (yakuhai)" },
        { "round_wind", "Round wind (yakuhai)" },
        { "haku", "White dragon (yakuhai)" },
        { "hatsu", "Green dragon (yakuhai)" },
        { "chun", "Red dragon (yakuhai)" },
        { "chiitoitsu", "Seven pairs (chiitoitsu)" },
        { "sanshoku", "Mixed triple sequence (sanshoku doujun)" },
        { "ittsuu", "Pure straight (ittsuu)" },
        { "chanta", "Half outside hand (chanta)" },
        { "toitoi", "All triplets (toitoi)" },
        { "sanankou", "Three concealed triplets (sanankou)" },
        { "sanshoku_doukou", "Triple triplets (sanshoku doukou)" },
        { "sankantsu", "Three quads (sankantsu)" },
        { "shousangen", "Little three dragons (shousangen)" },
        { "honroutou", "All terminals and honours (honroutou)" },
        { "ryanpeikou", "Twice pure double sequence (ryanpeikou)" },
        { "junchan", "Fully outside hand (junchan)" },
        { "honitsu", "Half flush (honitsu)" },
        { "chinitsu", "Full flush (chinitsu)" },
        { "renhou", "Blessing of man (renhou, mangan)" },
        { "tenhou", "Blessing of heaven (tenhou)" },
        { "chiihou", "Blessing of earth (chiihou)" },
        { "renhou_yakuman", "Blessing of man (renhou)" },
        { "kokushi", "Thirteen orphans (kokushi musou)" },
        { "kokushi_13", "Thirteen orphans, 13-sided wait" },
        { "suuankou", "Four concealed triplets (suuankou)" },
        { "suuankou_tanki", "Four concealed triplets, single wait" },
        { "daisangen", "Big three dragons (daisangen)" },
        { "shousuushii", "Little four winds (shousuushii)" },
        { "daisuushii", "Big four winds (daisuushii)" },
        { "tsuuiisou", "All honours (tsuuiisou)" },
        { "ryuuiisou", "All green (ryuuiisou)" },
        { "chinroutou", "All terminals (chinroutou)" },
        { "chuuren", "Nine gates (chuuren poutou)" },
        { "junsei_chuuren", "True nine gates (junsei chuuren poutou)" },
        { "suukantsu", "Four quads (suukantsu)" },
        { "dora", "Dora" },
        { "aka_dora", "Red fives (aka dora)" },
        { "ura_dora", "Ura dora" },
        { "kita", "North bonus (nukidora)" },
} };

} // namespace

std::string_view yakuKey(Yaku yaku)
{
    const auto i = static_cast<std::size_t>(yaku);
    return i < kInfo.size() ? kInfo[i].key : std::string_view("?");
}

std::string_view yakuName(Yaku yaku)
{
    const auto i = static_cast<std::size_t>(yaku);
    return i < kInfo.size() ? kInfo[i].name : std::string_view("?");
}

bool isYakuman(Yaku yaku)
{
    return yaku >= Yaku::Tenhou && yaku <= Yaku::Suukantsu;
}

bool isDoraBonus(Yaku yaku)
{
    return yaku >= Yaku::Dora && yaku < Yaku::Count;
}

Yaku yakuFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < kInfo.size(); ++i) {
        if (kInfo[i].key == key)
            return static_cast<Yaku>(i);
    }
    return Yaku::Count;
}

} // namespace haifu::rules
