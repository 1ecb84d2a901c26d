#include "rules/score.h"

#include <algorithm>
#include <bit>

namespace haifu::rules {

namespace {

// What is known about the hand before choosing a reading.
struct Facts
{
    const Hand *hand = nullptr;
    const Situation *sit = nullptr;
    const Ruleset *rules = nullptr;
    TileCounts closed{};
    TileCounts all{};
    bool menzen = true;
    TileKind win = 0;
    int suitMask = 0; // bit 0..2: man, pin, sou present; bit 3: honours present
    bool allSimple = true;
    bool allTermHonor = true;
    bool allHonor = true;
    bool allTerminal = true;
    bool allGreen = true;
    int dora = 0;
    int aka = 0;
    int ura = 0;
    int kita = 0;
};

int countDora(const std::vector<Tile> &indicators, const Facts &f)
{
    const bool threePlayer = f.rules->players == 3;
    int n = 0;
    const std::size_t used =
            f.rules->kanDora ? indicators.size() : std::min<std::size_t>(indicators.size(), 1);
    for (std::size_t i = 0; i < used; ++i) {
        const TileKind d = doraFromIndicator(indicators[i].kind, threePlayer);
        n += f.all[d];
        if (d == kinds::North)
            n += f.kita;
    }
    return n;
}

void computeFacts(const Hand &hand, const Situation &sit, const Ruleset &rules, Facts &f)
{
    f.hand = &hand;
    f.sit = &sit;
    f.rules = &rules;
    f.win = sit.winTile.kind;
    f.closed = TileCounts{};
    int aka = 0;
    for (const Tile &t : hand.closed) {
        ++f.closed[t.kind];
        aka += t.red ? 1 : 0;
    }
    f.all = f.closed;
    f.menzen = true;
    for (const Meld &m : hand.melds) {
        if (m.isOpen())
            f.menzen = false;
        for (const Tile &t : m.tiles) {
            ++f.all[t.kind];
            aka += t.red ? 1 : 0;
        }
    }
    f.aka = rules.redFives > 0 ? aka : 0;
    f.kita = rules.players == 3 && rules.northBonus ? sit.northBonus : 0;
    for (int k = 0; k < kKindCount; ++k) {
        if (f.all[static_cast<std::size_t>(k)] == 0)
            continue;
        const auto kind = static_cast<TileKind>(k);
        f.suitMask |= 1 << static_cast<int>(suitOf(kind));
        const bool termHonor = isTerminalOrHonor(kind);
        f.allSimple = f.allSimple && !termHonor;
        f.allTermHonor = f.allTermHonor && termHonor;
        f.allHonor = f.allHonor && isHonor(kind);
        f.allTerminal = f.allTerminal && isTerminal(kind);
        f.allGreen = f.allGreen && isGreen(kind);
    }
    f.dora = countDora(sit.doraIndicators, f);
    f.ura = sit.inRiichi() && rules.uraDora ? countDora(sit.uraIndicators, f) : 0;
}

void addYaku(HandValue &v, Yaku yaku, int han)
{
    v.yaku.push_back(YakuHan{ yaku, static_cast<std::uint8_t>(han) });
}

// Chuuren poutou: closed, no melds, one suit, 1112345678999 plus one tile of the suit.
// Returns 0 (no), 1 (chuuren) or 2 (junsei: the nine-sided wait).
int chuurenKind(const Facts &f)
{
    if (!f.hand->melds.empty() || std::popcount(static_cast<unsigned>(f.suitMask)) != 1
            || (f.suitMask & 8) != 0)
        return 0;
    const int base = std::countr_zero(static_cast<unsigned>(f.suitMask)) * 9;
    static constexpr std::array<int, 9> kPattern = { 3, 1, 1, 1, 1, 1, 1, 1, 3 };
    for (int n = 0; n < 9; ++n) {
        if (f.closed[static_cast<std::size_t>(base + n)] < kPattern[static_cast<std::size_t>(n)])
            return 0;
    }
    // Junsei: without the winning tile the hand is exactly the pattern.
    const int extra = f.win - base;
    return f.closed[f.win] - 1 == kPattern[static_cast<std::size_t>(extra)] ? 2 : 1;
}

struct GroupStats
{
    int sequences = 0;
    int triplets = 0; // triplets and quads
    int quads = 0;
    int concealedTriplets = 0; // triplets/quads not called and not completed by ron
    std::array<int, 3> seqMask{}; // bit n-1: a sequence starting at n in the suit
    std::array<int, 3> tripMask{}; // bit n-1: a triplet/quad of n in the suit
    int honorTrips = 0; // bit k-27
    std::array<TileKind, 4> seqStarts{};
    TileKind pair = 0;
    bool outside = true; // every group and the pair hold a terminal or honour
};

GroupStats groupStats(const Decomposition &d, bool tsumo)
{
    GroupStats s;
    for (std::uint8_t i = 0; i < d.count; ++i) {
        const Group &g = d.groups[i];
        const TileKind k = g.tile;
        switch (g.kind) {
        case GroupKind::Sequence: {
            s.seqStarts[static_cast<std::size_t>(s.sequences++)] = k;
            const int n = numberOf(k);
            s.seqMask[static_cast<std::size_t>(suitOf(k))] |= 1 << (n - 1);
            if (n != 1 && n != 7)
                s.outside = false;
            break;
        }
        case GroupKind::Triplet:
        case GroupKind::Quad: {
            ++s.triplets;
            if (g.kind == GroupKind::Quad)
                ++s.quads;
            const bool byRon = g.winning && !tsumo && !g.declared;
            if (!g.called && !byRon)
                ++s.concealedTriplets;
            if (isHonor(k))
                s.honorTrips |= 1 << (k - 27);
            else
                s.tripMask[static_cast<std::size_t>(suitOf(k))] |= 1 << (numberOf(k) - 1);
            if (!isTerminalOrHonor(k))
                s.outside = false;
            break;
        }
        case GroupKind::Pair:
            s.pair = k;
            if (!isTerminalOrHonor(k))
                s.outside = false;
            break;
        case GroupKind::Orphans: break;
        }
    }
    return s;
}

// Yakuman of the reading; returns the multiple (0 when none) and lists them in v.yaku.
int evaluateYakuman(const Facts &f, const Decomposition &d, const GroupStats &gs, HandValue &v)
{
    const Situation &s = *f.sit;
    const Ruleset &r = *f.rules;
    const int dbl = r.doubleYakuman ? 2 : 1;
    FixedVector<YakuHan, 12> found;
    auto add = [&found](Yaku y, int multiple) {
        found.push_back(YakuHan{ y, static_cast<std::uint8_t>(13 * multiple) });
    };
    if (s.tenhou)
        add(Yaku::Tenhou, 1);
    if (s.chiihou)
        add(Yaku::Chiihou, 1);
    if (s.renhou && r.renhou == RenhouMode::Yakuman)
        add(Yaku::RenhouYakuman, 1);
    if (d.shape == Shape::ThirteenOrphans) {
        if (d.wait == WaitKind::Kokushi13)
            add(Yaku::Kokushi13, dbl);
        else
            add(Yaku::Kokushi, 1);
    }
    if (d.shape == Shape::Standard) {
        if (gs.concealedTriplets == 4) {
            if (d.wait == WaitKind::Tanki)
                add(Yaku::SuuankouTanki, dbl);
            else
                add(Yaku::Suuankou, 1);
        }
        if ((gs.honorTrips & 0x70) == 0x70)
            add(Yaku::Daisangen, 1);
        const int windTrips = std::popcount(static_cast<unsigned>(gs.honorTrips & 0x0f));
        if (windTrips == 4)
            add(Yaku::Daisuushii, dbl);
        else if (windTrips == 3 && isWind(gs.pair))
            add(Yaku::Shousuushii, 1);
        if (gs.quads == 4)
            add(Yaku::Suukantsu, 1);
        if (const int chuuren = chuurenKind(f); chuuren == 2)
            add(Yaku::JunseiChuuren, dbl);
        else if (chuuren == 1)
            add(Yaku::Chuuren, 1);
    }
    if (f.allHonor)
        add(Yaku::Tsuuiisou, 1);
    if (f.allGreen && (!r.ryuuiisouNeedsHatsu || f.all[kinds::Green] > 0))
        add(Yaku::Ryuuiisou, 1);
    if (f.allTerminal)
        add(Yaku::Chinroutou, 1);
    if (found.empty())
        return 0;
    if (!r.yakumanStacking) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < found.size(); ++i) {
            if (found[i].han > found[best].han)
                best = i;
        }
        const YakuHan keep = found[best];
        found.clear();
        found.push_back(keep);
    }
    int multiple = 0;
    for (const YakuHan &y : found) {
        v.yaku.push_back(y);
        multiple += y.han / 13;
    }
    return multiple;
}

void finishPoints(const Facts &f, HandValue &v)
{
    const BasicPoints b = basicPoints(v.han, v.fu, v.yakumanMultiple, *f.rules);
    v.basicPoints = b.points;
    v.limit = b.limit;
}

void evaluate(const Facts &f, const Decomposition &d, HandValue &v)
{
    const Situation &s = *f.sit;
    const Ruleset &r = *f.rules;
    v.reading = d;
    v.yaku.clear();
    v.fuItems.clear();
    v.yakuHan = 0;
    v.doraHan = 0;
    v.han = 0;
    v.yakumanMultiple = 0;
    v.limit = Limit::None;
    v.basicPoints = 0;

    const GroupStats gs = groupStats(d, s.tsumo);
    const bool standard = d.shape == Shape::Standard;
    const bool closedHand = f.menzen;
    const TileKind seat = s.seatWind;
    const TileKind round = s.roundWind;
    const bool valuePair = isDragon(gs.pair) || gs.pair == seat || gs.pair == round;
    const bool pinfu = standard && closedHand && gs.sequences == 4 && !valuePair
            && d.wait == WaitKind::Ryanmen;

    FuInput fuInput;
    fuInput.menzen = closedHand;
    fuInput.tsumo = s.tsumo;
    fuInput.pinfu = pinfu;
    fuInput.seatWind = seat;
    fuInput.roundWind = round;
    fuInput.doubleWindPairFu = r.doubleWindPairFu;
    const FuCount fu = computeFu(d, fuInput, v.fuItems);
    v.fuRaw = fu.raw;
    v.fu = fu.rounded;

    if (const int multiple = evaluateYakuman(f, d, gs, v); multiple > 0) {
        v.yakumanMultiple = multiple;
        finishPoints(f, v);
        return;
    }

    int han = 0;
    auto add = [&](Yaku y, int closedHan, int openHan) {
        const int h = closedHand ? closedHan : openHan;
        if (h <= 0)
            return;
        addYaku(v, y, h);
        han += h;
    };
    if (closedHand && s.tsumo)
        add(Yaku::MenzenTsumo, 1, 0);
    if (s.doubleRiichi)
        add(Yaku::DoubleRiichi, 2, 0);
    else if (s.riichi)
        add(Yaku::Riichi, 1, 0);
    if (s.ippatsu && r.ippatsu)
        add(Yaku::Ippatsu, 1, 0);
    if (s.chankan)
        add(Yaku::Chankan, 1, 1);
    if (s.rinshan)
        add(Yaku::Rinshan, 1, 1);
    if (s.haitei)
        add(Yaku::Haitei, 1, 1);
    if (s.houtei)
        add(Yaku::Houtei, 1, 1);
    if (pinfu)
        add(Yaku::Pinfu, 1, 0);
    if (f.allSimple && (closedHand || r.openTanyao))
        add(Yaku::Tanyao, 1, 1);
    if (standard && closedHand && gs.sequences >= 2) {
        std::array<TileKind, 4> seq = gs.seqStarts;
        for (int i = 1; i < gs.sequences; ++i) { // insertion sort of at most 4
            for (int j = i; j > 0
                    && seq[static_cast<std::size_t>(j - 1)] > seq[static_cast<std::size_t>(j)];
                    --j)
                std::swap(seq[static_cast<std::size_t>(j - 1)], seq[static_cast<std::size_t>(j)]);
        }
        if (gs.sequences == 4 && seq[0] == seq[1] && seq[2] == seq[3]) {
            add(Yaku::Ryanpeikou, 3, 0);
        } else {
            for (int i = 0; i + 1 < gs.sequences; ++i) {
                if (seq[static_cast<std::size_t>(i)] == seq[static_cast<std::size_t>(i + 1)]) {
                    add(Yaku::Iipeikou, 1, 0);
                    break;
                }
            }
        }
    }
    if (gs.honorTrips & (1 << (seat - 27)))
        add(Yaku::SeatWind, 1, 1);
    if (gs.honorTrips & (1 << (round - 27)))
        add(Yaku::RoundWind, 1, 1);
    if (gs.honorTrips & 0x10)
        add(Yaku::Haku, 1, 1);
    if (gs.honorTrips & 0x20)
        add(Yaku::Hatsu, 1, 1);
    if (gs.honorTrips & 0x40)
        add(Yaku::Chun, 1, 1);
    if (d.shape == Shape::SevenPairs)
        add(Yaku::Chiitoitsu, 2, 0);
    if (standard) {
        if (gs.seqMask[0] & gs.seqMask[1] & gs.seqMask[2])
            add(Yaku::Sanshoku, 2, 1);
        for (int m : gs.seqMask) {
            if ((m & 0x49) == 0x49) {
                add(Yaku::Ittsuu, 2, 1);
                break;
            }
        }
        if (gs.outside && gs.sequences > 0) {
            if (f.suitMask & 8)
                add(Yaku::Chanta, 2, 1);
            else
                add(Yaku::Junchan, 3, 2);
        }
        if (gs.triplets == 4)
            add(Yaku::Toitoi, 2, 2);
        if (gs.concealedTriplets == 3)
            add(Yaku::Sanankou, 2, 2);
        if (gs.tripMask[0] & gs.tripMask[1] & gs.tripMask[2])
            add(Yaku::SanshokuDoukou, 2, 2);
        if (gs.quads == 3)
            add(Yaku::Sankantsu, 2, 2);
        if (std::popcount(static_cast<unsigned>(gs.honorTrips & 0x70)) == 2 && isDragon(gs.pair))
            add(Yaku::Shousangen, 2, 2);
    }
    if (f.allTermHonor)
        add(Yaku::Honroutou, 2, 2);
    if (std::popcount(static_cast<unsigned>(f.suitMask & 7)) == 1) {
        if (f.suitMask & 8)
            add(Yaku::Honitsu, 3, 2);
        else
            add(Yaku::Chinitsu, 6, 5);
    }
    v.yakuHan = han;
    if (han > 0) {
        const int dora = f.dora + f.aka + f.ura + f.kita;
        if (f.dora > 0)
            addYaku(v, Yaku::Dora, f.dora);
        if (f.aka > 0)
            addYaku(v, Yaku::AkaDora, f.aka);
        if (f.ura > 0)
            addYaku(v, Yaku::UraDora, f.ura);
        if (f.kita > 0)
            addYaku(v, Yaku::Kita, f.kita);
        v.doraHan = dora;
        v.han = han + dora;
        finishPoints(f, v);
    }
    // Renhou as mangan does not combine with other yaku: keep whichever pays more.
    if (s.renhou && r.renhou == RenhouMode::Mangan && v.basicPoints < 2000) {
        v.yaku.clear();
        addYaku(v, Yaku::Renhou, 5);
        v.yakuHan = 5;
        v.doraHan = 0;
        v.han = 5;
        finishPoints(f, v);
    }
}

bool better(const HandValue &a, const HandValue &b)
{
    if (a.hasYaku() != b.hasYaku())
        return a.hasYaku();
    if (a.basicPoints != b.basicPoints)
        return a.basicPoints > b.basicPoints;
    if (a.yakumanMultiple != b.yakumanMultiple)
        return a.yakumanMultiple > b.yakumanMultiple;
    if (a.han != b.han)
        return a.han > b.han;
    return a.fu > b.fu;
}

std::string tileName(TileKind k)
{
    return kindToString(k);
}

Error fieldError(const char *field, ErrorCode code, std::vector<std::string> args = {})
{
    return Error::of(code, std::move(args)).at(ErrorCode::AtField, { field });
}

// The shape: melds, concealed tiles, indicators, counts and winds.
std::optional<Error> checkShape(const Hand &hand, const Situation &s, const Ruleset &rules)
{
    const std::size_t meldCount = hand.melds.size();
    if (meldCount > 4)
        return fieldError("melds", ErrorCode::TooManyMelds, { std::to_string(meldCount) });
    for (std::size_t i = 0; i < meldCount; ++i) {
        const Meld &m = hand.melds[i];
        const std::size_t wanted = m.isKan() ? 4 : 3;
        const std::string field = "melds[" + std::to_string(i) + "]";
        if (m.tiles.size() != wanted)
            return fieldError(field.c_str(), ErrorCode::WinMeldTileCount,
                    { std::string(meldKindName(m.kind)), std::to_string(wanted) });
        if (rules.players == 3 && m.kind == MeldKind::Chi)
            return fieldError(field.c_str(), ErrorCode::NoChiThreePlayers);
    }
    const std::size_t expected = 14 - 3 * meldCount;
    if (hand.closed.size() != expected)
        return fieldError("closed", ErrorCode::WinClosedCount,
                { std::to_string(hand.closed.size()), std::to_string(meldCount),
                        std::to_string(expected) });
    if (s.doraIndicators.size() > 5)
        return fieldError("dora_indicators", ErrorCode::TooManyDoraIndicators,
                { std::to_string(s.doraIndicators.size()) });
    if (s.uraIndicators.size() > s.doraIndicators.size())
        return fieldError("ura_indicators", ErrorCode::MoreUraThanDora,
                { std::to_string(s.uraIndicators.size()),
                        std::to_string(s.doraIndicators.size()) });
    if (s.honba < 0 || s.riichiSticks < 0 || s.northBonus < 0)
        return Error::of(ErrorCode::NegativeCounts);
    if (s.northBonus > 0 && rules.players != 3)
        return fieldError("north_bonus", ErrorCode::NorthBonusFourPlayers);
    if (!isWind(s.seatWind))
        return fieldError("seat_wind", ErrorCode::NotAWind);
    if (!isWind(s.roundWind))
        return fieldError("round_wind", ErrorCode::NotAWind);
    if (rules.players == 3 && s.seatWind == kinds::North)
        return fieldError("seat_wind", ErrorCode::NoNorthSeat);
    return std::nullopt;
}

// Copies and red fives across the hand, the melds and the indicators, and the winning tile.
std::optional<Error> checkTiles(const Hand &hand, const Situation &s, const Ruleset &rules)
{
    TileCounts counts{};
    std::array<int, 3> reds{};
    std::optional<Error> badTile;
    auto visit = [&](const Tile &t, const char *field) {
        if (t.kind >= kKindCount) {
            badTile = fieldError(field, ErrorCode::TileKindOutOfRange);
            return;
        }
        ++counts[t.kind];
        if (t.red) {
            if (isHonor(t.kind) || numberOf(t.kind) != 5)
                badTile = fieldError(field, ErrorCode::OnlyFivesRed);
            else
                ++reds[static_cast<std::size_t>(suitOf(t.kind))];
        }
        if (rules.players == 3 && t.kind >= 1 && t.kind <= 7 && !badTile)
            badTile = fieldError(field, ErrorCode::NotInThreePlayerSet, { tileName(t.kind) });
    };
    for (const Tile &t : hand.closed)
        visit(t, "closed");
    for (const Meld &m : hand.melds) {
        for (const Tile &t : m.tiles)
            visit(t, "melds");
    }
    for (const Tile &t : s.doraIndicators)
        visit(t, "dora_indicators");
    for (const Tile &t : s.uraIndicators)
        visit(t, "ura_indicators");
    if (badTile)
        return badTile;
    counts[kinds::North] += static_cast<std::uint8_t>(std::min(s.northBonus, 8));
    for (int k = 0; k < kKindCount; ++k) {
        if (counts[static_cast<std::size_t>(k)] > 4)
            return fieldError("tiles", ErrorCode::TooManyCopies,
                    { std::to_string(counts[static_cast<std::size_t>(k)]),
                            tileName(static_cast<TileKind>(k)) });
    }
    static constexpr std::array<char, 3> kSuit = { 'm', 'p', 's' };
    for (std::size_t suit = 0; suit < 3; ++suit) {
        const int allowed = rules.redFives == 0 ? 0 : (rules.redFives == 4 && suit == 1 ? 2 : 1);
        if (reds[suit] > allowed)
            return fieldError("tiles", ErrorCode::TooManyRedFives,
                    { std::to_string(reds[suit]), std::string("5") + kSuit[suit],
                            std::to_string(allowed), std::to_string(rules.redFives) });
    }

    if (s.winTile.kind >= kKindCount)
        return fieldError("win_tile", ErrorCode::TileKindOutOfRange);
    const bool found = std::any_of(
            hand.closed.begin(), hand.closed.end(), [&](const Tile &t) { return t == s.winTile; });
    if (!found)
        return fieldError("win_tile", ErrorCode::WinTileNotInHand, { toString(s.winTile) });
    return std::nullopt;
}

// Flags that contradict each other or the hand: riichi, ippatsu, the last tile, kans.
std::optional<Error> checkFlags(const Hand &hand, const Situation &s)
{
    const bool open = !hand.isClosed();
    if (s.riichi && open)
        return fieldError("riichi", ErrorCode::RiichiOpenHand);
    if (s.doubleRiichi && open)
        return fieldError("double_riichi", ErrorCode::RiichiOpenHand);
    if (s.ippatsu && !s.inRiichi())
        return fieldError("ippatsu", ErrorCode::IppatsuNeedsRiichi);
    if (s.chankan && s.tsumo)
        return fieldError("chankan", ErrorCode::ChankanIsRon);
    if (s.haitei && !s.tsumo)
        return fieldError("haitei", ErrorCode::HaiteiIsTsumo);
    if (s.houtei && s.tsumo)
        return fieldError("houtei", ErrorCode::HouteiIsRon);
    if (s.rinshan && !s.tsumo)
        return fieldError("rinshan", ErrorCode::RinshanIsTsumo);
    // Three players: the replacement tile after a north set aside also wins rinshan (Tenhou).
    if (s.rinshan && s.northBonus == 0
            && std::none_of(
                    hand.melds.begin(), hand.melds.end(), [](const Meld &m) { return m.isKan(); }))
        return fieldError("rinshan", ErrorCode::RinshanNeedsKan);
    if (s.rinshan && s.haitei)
        return fieldError("rinshan and haitei", ErrorCode::RinshanNotHaitei);
    if (s.rinshan && s.ippatsu && s.northBonus == 0)
        return fieldError("ippatsu and rinshan", ErrorCode::KanEndsIppatsu);
    if (s.chankan && s.houtei)
        return fieldError("chankan and houtei", ErrorCode::ChankanNotHoutei);
    if (s.chankan) {
        int copies = 0;
        for (const Tile &t : hand.closed)
            copies += t.kind == s.winTile.kind ? 1 : 0;
        for (const Meld &m : hand.melds)
            copies += m.tiles.front().kind == s.winTile.kind && !m.isSequence() ? 3 : 0;
        if (copies > 1)
            return fieldError(
                    "chankan", ErrorCode::ChankanTileInHand, { tileName(s.winTile.kind) });
    }
    return std::nullopt;
}

// Tenhou, chiihou and renhou: wins before anything else happened.
std::optional<Error> checkFirstTurn(const Hand &hand, const Situation &s)
{
    if (s.tenhou && !s.dealer())
        return fieldError("tenhou", ErrorCode::TenhouDealerOnly);
    if (s.tenhou && !s.tsumo)
        return fieldError("tenhou", ErrorCode::TenhouIsTsumo);
    if (s.chiihou && s.dealer())
        return fieldError("chiihou", ErrorCode::ChiihouNotDealer);
    if (s.chiihou && !s.tsumo)
        return fieldError("chiihou", ErrorCode::ChiihouIsTsumo);
    if (s.renhou && s.dealer())
        return fieldError("renhou", ErrorCode::RenhouNotDealer);
    if (s.renhou && s.tsumo)
        return fieldError("renhou", ErrorCode::RenhouIsRon);
    if (!s.tenhou && !s.chiihou && !s.renhou)
        return std::nullopt;
    const char *firstName = s.tenhou ? "tenhou" : s.chiihou ? "chiihou" : "renhou";
    if (!hand.melds.empty())
        return fieldError(firstName, ErrorCode::FirstTurnNoMeld);
    if (s.inRiichi())
        return fieldError(firstName, ErrorCode::FirstTurnNoRiichi);
    if (s.haitei || s.houtei || s.rinshan || s.chankan)
        return fieldError(firstName, ErrorCode::FirstTurnNoSpecial);
    return std::nullopt;
}

} // namespace

std::optional<Error> validateWin(const Hand &hand, const Situation &s, const Ruleset &rules)
{
    if (auto error = checkShape(hand, s, rules))
        return error;
    if (auto error = checkTiles(hand, s, rules))
        return error;
    if (auto error = checkFlags(hand, s))
        return error;
    return checkFirstTurn(hand, s);
}

bool scoreUnchecked(
        const Hand &hand, const Situation &situation, const Ruleset &rules, ScoreResult &out)
{
    Facts f;
    computeFacts(hand, situation, rules, f);
    ReadingList readings;
    findReadings(f.closed, hand.melds, f.win, readings);
    out.alternatives.clear();
    out.chosen = -1;
    out.payments = Payments{};
    out.winnerGain = 0;
    if (readings.empty()) {
        out.status = ScoreStatus::NotWinning;
        out.value = HandValue{};
        return true;
    }
    HandValue current;
    for (std::size_t i = 0; i < readings.size(); ++i) {
        evaluate(f, readings[i], current);
        out.alternatives.push_back(ReadingSummary{ readings[i], current.han, current.fu,
                current.yakumanMultiple, current.basicPoints, current.hasYaku() });
        if (out.chosen < 0 || better(current, out.value)) {
            out.value = current;
            out.chosen = static_cast<int>(i);
        }
    }
    if (!out.value.hasYaku()) {
        out.status = ScoreStatus::NoYaku;
        return true;
    }
    out.status = ScoreStatus::Win;
    out.payments = handPayments(
            out.value.basicPoints, situation.dealer(), situation.tsumo, situation.honba, rules);
    out.winnerGain = out.payments.total + situation.riichiSticks * rules.riichiDeposit;
    return true;
}

Result<ScoreResult> score(const Hand &hand, const Situation &situation, const Ruleset &rules)
{
    if (auto error = validateWin(hand, situation, rules))
        return std::move(*error);
    Result<ScoreResult> result{ ScoreResult{} };
    scoreUnchecked(hand, situation, rules, *result);
    return result;
}

HandValue evaluateReading(const Hand &hand, const Situation &situation, const Ruleset &rules,
        const Decomposition &reading)
{
    Facts f;
    computeFacts(hand, situation, rules, f);
    HandValue v;
    evaluate(f, reading, v);
    return v;
}

} // namespace haifu::rules
