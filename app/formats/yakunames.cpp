#include "formats/formatscommon.h"

#include "rules/yaku.h"

#include <array>

namespace haifu::formats::detail {

namespace {

// Tenhou yaku ids 0..54: engine key and tenhou.net/6 name. Ids 10..17 are the seat and round
// winds East..North; 36 is renhou (a yakuman on Tenhou's list).
struct TenhouYaku
{
    std::string_view key;
    const char16_t *name;
};

constexpr std::array<TenhouYaku, 55> kTenhouYaku = { {
        { "menzen_tsumo", u"門前清自摸和" },
        { "riichi", u"立直" },
        { "ippatsu", u"一発" },
        { "chankan", u"槍槓" },
        { "rinshan", u"嶺上開花" },
        { "haitei", u"海底摸月" },
        { "houtei", u"河底撈魚" },
        { "pinfu", u"平和" },
        { "tanyao", u"断幺九" },
        { "iipeikou", u"一盃口" },
        { "seat_wind", u"自風 東" },
        { "seat_wind", u"自風 南" },
        { "seat_wind", u"自風 西" },
        { "seat_wind", u"自風 北" },
        { "round_wind", u"場風 東" },
        { "round_wind", u"場風 南" },
        { "round_wind", u"場風 西" },
        { "round_wind", u"場風 北" },
        { "haku", u"役牌 白" },
        { "hatsu", u"役牌 發" },
        { "chun", u"役牌 中" },
        { "double_riichi", u"両立直" },
        { "chiitoitsu", u"七対子" },
        { "chanta", u"混全帯幺九" },
        { "ittsuu", u"一気通貫" },
        { "sanshoku", u"三色同順" },
        { "sanshoku_doukou", u"三色同刻" },
        { "sankantsu", u"三槓子" },
        { "toitoi", u"対々和" },
        { "sanankou", u"三暗刻" },
        { "shousangen", u"小三元" },
        { "honroutou", u"混老頭" },
        { "ryanpeikou", u"二盃口" },
        { "junchan", u"純全帯幺九" },
        { "honitsu", u"混一色" },
        { "chinitsu", u"清一色" },
        { "renhou_yakuman", u"人和" },
        { "tenhou", u"天和" },
        { "chiihou", u"地和" },
        { "daisangen", u"大三元" },
        { "suuankou", u"四暗刻" },
        { "suuankou_tanki", u"四暗刻単騎" },
        { "tsuuiisou", u"字一色" },
        { "ryuuiisou", u"緑一色" },
        { "chinroutou", u"清老頭" },
        { "chuuren", u"九蓮宝燈" },
        { "junsei_chuuren", u"純正九蓮宝燈" },
        { "kokushi", u"国士無双" },
        { "kokushi_13", u"国士無双１３面" },
        { "daisuushii", u"大四喜" },
        { "shousuushii", u"小四喜" },
        { "suukantsu", u"四槓子" },
        { "dora", u"ドラ" },
        { "ura_dora", u"裏ドラ" },
        { "aka_dora", u"赤ドラ" },
} };

// Other spellings: Japanese variants, English (tensoul / Mahjong Soul exports, wiki names),
// MJAI server names (gimite/mjai) and romaji. Matched after normalising (see normaliseName).
struct Alias
{
    const char16_t *name;
    std::string_view key;
};

constexpr Alias kAliases[] = {
    // Japanese variants
    { u"断么九", "tanyao" },
    { u"海底撈月", "haitei" },
    { u"一氣通貫", "ittsuu" },
    { u"国士無双13面", "kokushi_13" },
    { u"国士無双十三面", "kokushi_13" },
    { u"國士無雙", "kokushi" },
    { u"國士無雙十三面", "kokushi_13" },
    { u"四暗刻單騎", "suuankou_tanki" },
    { u"役牌白", "haku" },
    { u"役牌發", "hatsu" },
    { u"役牌発", "hatsu" },
    { u"役牌中", "chun" },
    { u"白", "haku" },
    { u"發", "hatsu" },
    { u"中", "chun" },
    { u"人和", "renhou_yakuman" },
    { u"流し満貫", "nagashi_mangan" },
    { u"抜きドラ", "kita" },
    { u"北ドラ", "kita" },
    // MJAI (gimite/mjai) names
    { u"menzenchintsumoho", "menzen_tsumo" },
    { u"reach", "riichi" },
    { u"doublereach", "double_riichi" },
    { u"rinshankaiho", "rinshan" },
    { u"haiteiraoyue", "haitei" },
    { u"hoteiraoyui", "houtei" },
    { u"tanyaochu", "tanyao" },
    { u"ipeko", "iipeikou" },
    { u"jikaze", "seat_wind" },
    { u"bakaze", "round_wind" },
    { u"sangenpai", "sangenpai" },
    { u"chitoitsu", "chiitoitsu" },
    { u"honchantaiyao", "chanta" },
    { u"ikkitsukan", "ittsuu" },
    { u"sanshokudojun", "sanshoku" },
    { u"sanshokudoko", "sanshoku_doukou" },
    { u"toitoiho", "toitoi" },
    { u"sananko", "sanankou" },
    { u"shosangen", "shousangen" },
    { u"honroto", "honroutou" },
    { u"ryanpeko", "ryanpeikou" },
    { u"junchantaiyao", "junchan" },
    { u"honiso", "honitsu" },
    { u"chiniso", "chinitsu" },
    { u"renho", "renhou_yakuman" },
    { u"tenho", "tenhou" },
    { u"chiho", "chiihou" },
    { u"suanko", "suuankou" },
    { u"suankotanki", "suuankou_tanki" },
    { u"tsuiso", "tsuuiisou" },
    { u"ryuiso", "ryuuiisou" },
    { u"chinroto", "chinroutou" },
    { u"churenpoton", "chuuren" },
    { u"junseichurenpoton", "junsei_chuuren" },
    { u"kokushimuso", "kokushi" },
    { u"kokushimuso13", "kokushi_13" },
    { u"daisushi", "daisuushii" },
    { u"shosushi", "shousuushii" },
    { u"sukantsu", "suukantsu" },
    { u"akadora", "aka_dora" },
    { u"uradora", "ura_dora" },
    { u"nukidora", "kita" },
    // English and romaji
    { u"menzentsumo", "menzen_tsumo" },
    { u"menzenchintsumohou", "menzen_tsumo" },
    { u"tsumo", "menzen_tsumo" },
    { u"fullyconcealedhand", "menzen_tsumo" },
    { u"selfdraw", "menzen_tsumo" },
    { u"selfdrawn", "menzen_tsumo" },
    { u"doubleriichi", "double_riichi" },
    { u"dabururiichi", "double_riichi" },
    { u"robbingakan", "chankan" },
    { u"robbingthekan", "chankan" },
    { u"rinshankaihou", "rinshan" },
    { u"afterakan", "rinshan" },
    { u"deadwalldraw", "rinshan" },
    { u"haiteiraoyue", "haitei" },
    { u"underthesea", "haitei" },
    { u"houteiraoyui", "houtei" },
    { u"undertheriver", "houtei" },
    { u"allsimples", "tanyao" },
    { u"tanyaochuu", "tanyao" },
    { u"puredoublesequence", "iipeikou" },
    { u"iipeiko", "iipeikou" },
    { u"twicepuredoublesequence", "ryanpeikou" },
    { u"ryanpeiko", "ryanpeikou" },
    { u"sevenpairs", "chiitoitsu" },
    { u"chiitoi", "chiitoitsu" },
    { u"halfoutsidehand", "chanta" },
    { u"chantaiyao", "chanta" },
    { u"fullyoutsidehand", "junchan" },
    { u"junchantaiyaochuu", "junchan" },
    { u"purestraight", "ittsuu" },
    { u"ittsu", "ittsuu" },
    { u"ikkitsuukan", "ittsuu" },
    { u"mixedtriplesequence", "sanshoku" },
    { u"sanshokudoujun", "sanshoku" },
    { u"triplettriplets", "sanshoku_doukou" },
    { u"tripletriplets", "sanshoku_doukou" },
    { u"threequads", "sankantsu" },
    { u"alltriplets", "toitoi" },
    { u"toitoihou", "toitoi" },
    { u"threeconcealedtriplets", "sanankou" },
    { u"littlethreedragons", "shousangen" },
    { u"allterminalsandhonors", "honroutou" },
    { u"allterminalsandhonours", "honroutou" },
    { u"halfflush", "honitsu" },
    { u"honiisou", "honitsu" },
    { u"fullflush", "chinitsu" },
    { u"chiniisou", "chinitsu" },
    { u"whitedragon", "haku" },
    { u"greendragon", "hatsu" },
    { u"reddragon", "chun" },
    { u"red", "aka_dora" },
    { u"redfive", "aka_dora" },
    { u"redfives", "aka_dora" },
    { u"reddora", "aka_dora" },
    { u"uradora", "ura_dora" },
    { u"kita", "kita" },
    { u"northdora", "kita" },
    { u"thirteenorphans", "kokushi" },
    { u"kokushimusou", "kokushi" },
    { u"thirteenorphans13sidedwait", "kokushi_13" },
    { u"thirteenwaitthirteenorphans", "kokushi_13" },
    { u"kokushimusoujuusanmenmachi", "kokushi_13" },
    { u"fourconcealedtriplets", "suuankou" },
    { u"fourconcealedtripletssinglewait", "suuankou_tanki" },
    { u"suuankoutanki", "suuankou_tanki" },
    { u"bigthreedragons", "daisangen" },
    { u"littlefourwinds", "shousuushii" },
    { u"shousuushi", "shousuushii" },
    { u"bigfourwinds", "daisuushii" },
    { u"daisuushi", "daisuushii" },
    { u"allhonors", "tsuuiisou" },
    { u"allhonours", "tsuuiisou" },
    { u"tsuuiisou", "tsuuiisou" },
    { u"allgreen", "ryuuiisou" },
    { u"allterminals", "chinroutou" },
    { u"ninegates", "chuuren" },
    { u"chuurenpoutou", "chuuren" },
    { u"truenninegates", "junsei_chuuren" },
    { u"trueninegates", "junsei_chuuren" },
    { u"purenninegates", "junsei_chuuren" },
    { u"pureninegates", "junsei_chuuren" },
    { u"junseichuurenpoutou", "junsei_chuuren" },
    { u"fourquads", "suukantsu" },
    { u"fourkans", "suukantsu" },
    { u"blessingofheaven", "tenhou" },
    { u"blessingofearth", "chiihou" },
    { u"blessingofman", "renhou_yakuman" },
};

} // namespace

// Lower-case ASCII letters and digits kept, everything else (spaces, punctuation, full-width
// spaces, colons) dropped; other characters (kanji, kana) kept as they are.
QString normaliseName(QStringView name)
{
    QString out;
    out.reserve(name.size());
    for (QChar c : name) {
        const char16_t u = c.unicode();
        if (u < 128) {
            if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9'))
                out.append(c);
            else if (u >= u'A' && u <= u'Z')
                out.append(QChar(u + 32));
        } else if (u == 0x3000 || u == 0xFF1A || u == 0x30FB) {
            continue; // full-width space, full-width colon, katakana middle dot
        } else if (u >= 0xFF10 && u <= 0xFF19) {
            out.append(QChar(u - 0xFF10 + u'0')); // full-width digits
        } else {
            out.append(c);
        }
    }
    return out;
}

std::string_view yakuKeyFromTenhouId(int id, bool inYakumanList)
{
    if (id < 0 || id >= static_cast<int>(kTenhouYaku.size()))
        return {};
    if (id == 36 && !inYakumanList)
        return "renhou";
    return kTenhouYaku[static_cast<std::size_t>(id)].key;
}

std::string yakuKeyFromName(QStringView name)
{
    const QString n = normaliseName(name);
    if (n.isEmpty())
        return {};
    // Japanese names as Tenhou writes them (compared normalised, so "自風 東" == "自風東").
    for (const TenhouYaku &y : kTenhouYaku) {
        if (normaliseName(QStringView(y.name)) == n)
            return std::string(y.key);
    }
    if (n.startsWith(u"自風") || n.startsWith(u"門風"))
        return "seat_wind";
    if (n.startsWith(u"場風") || n.startsWith(u"圏風"))
        return "round_wind";
    for (const Alias &a : kAliases) {
        if (QStringView(a.name) == n)
            return std::string(a.key);
    }
    // English names with a qualifier: "Seat Wind: East", "Prevalent Wind", "Yakuhai (white)".
    if (n.startsWith(u"seatwind") || n.startsWith(u"ownwind") || n.startsWith(u"jikaze"))
        return "seat_wind";
    if (n.startsWith(u"prevalentwind") || n.startsWith(u"roundwind") || n.startsWith(u"bakaze"))
        return "round_wind";
    if (n.contains(u"white") || n.contains(u"haku"))
        return "haku";
    if (n.contains(u"green") || n.contains(u"hatsu"))
        return "hatsu";
    if (n.contains(u"chun") || (n.contains(u"red") && n.contains(u"dragon")))
        return "chun";
    // The engine's own keys (e.g. from our MJAI writer): compare with the underscores dropped.
    for (int i = 0; i < rules::kYakuCount; ++i) {
        const std::string_view key = rules::yakuKey(static_cast<rules::Yaku>(i));
        QString plain = QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
        plain.remove(u'_');
        if (plain == n)
            return std::string(key);
    }
    return {};
}

QString tenhouYakuName(std::string_view key, int wind)
{
    if (key == "seat_wind")
        return QString::fromUtf16(kTenhouYaku[static_cast<std::size_t>(10 + (wind & 3))].name);
    if (key == "round_wind")
        return QString::fromUtf16(kTenhouYaku[static_cast<std::size_t>(14 + (wind & 3))].name);
    if (key == "renhou")
        return u"人和"_s;
    if (key == "kita")
        return u"抜きドラ"_s;
    for (const TenhouYaku &y : kTenhouYaku) {
        if (y.key == key)
            return QString::fromUtf16(y.name);
    }
    return QString::fromStdString(std::string(key));
}

QString mjaiYakuName(std::string_view key)
{
    struct Pair
    {
        std::string_view key;
        const char *name;
    };
    // gimite/mjai names; the double yakuman forms have no name of their own there, so the
    // engine key is written (our reader and any lenient reader map it back).
    static constexpr Pair kNames[] = {
        { "menzen_tsumo", "menzenchin_tsumoho" },
        { "riichi", "reach" },
        { "ippatsu", "ippatsu" },
        { "chankan", "chankan" },
        { "rinshan", "rinshankaiho" },
        { "haitei", "haiteiraoyue" },
        { "houtei", "hoteiraoyui" },
        { "pinfu", "pinfu" },
        { "tanyao", "tanyaochu" },
        { "iipeikou", "ipeko" },
        { "seat_wind", "jikaze" },
        { "round_wind", "bakaze" },
        { "double_riichi", "double_reach" },
        { "chiitoitsu", "chitoitsu" },
        { "chanta", "honchantaiyao" },
        { "ittsuu", "ikkitsukan" },
        { "sanshoku", "sanshokudojun" },
        { "sanshoku_doukou", "sanshokudoko" },
        { "sankantsu", "sankantsu" },
        { "toitoi", "toitoiho" },
        { "sanankou", "sananko" },
        { "shousangen", "shosangen" },
        { "honroutou", "honroto" },
        { "ryanpeikou", "ryanpeko" },
        { "junchan", "junchantaiyao" },
        { "honitsu", "honiso" },
        { "chinitsu", "chiniso" },
        { "renhou_yakuman", "renho" },
        { "tenhou", "tenho" },
        { "chiihou", "chiho" },
        { "daisangen", "daisangen" },
        { "suuankou", "suanko" },
        { "tsuuiisou", "tsuiso" },
        { "ryuuiisou", "ryuiso" },
        { "chinroutou", "chinroto" },
        { "chuuren", "churenpoton" },
        { "kokushi", "kokushimuso" },
        { "daisuushii", "daisushi" },
        { "shousuushii", "shosushi" },
        { "suukantsu", "sukantsu" },
        { "dora", "dora" },
        { "ura_dora", "uradora" },
        { "aka_dora", "akadora" },
    };
    for (const Pair &p : kNames) {
        if (p.key == key)
            return QString::fromLatin1(p.name);
    }
    return QString::fromStdString(std::string(key));
}

bool isYakumanKey(std::string_view key)
{
    const rules::Yaku y = rules::yakuFromKey(key);
    return y != rules::Yaku::Count && rules::isYakuman(y);
}

} // namespace haifu::formats::detail
