#include "quiz/question.h"

#include "quiz/drills.h"
#include "quiz/rng.h"
#include "rules/decompose.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <algorithm>
#include <cstdio>

namespace haifu::quiz {

using rules::Tile;
using rules::TileKind;

namespace {

Step makeStep(StepKind kind)
{
    Step s;
    s.kind = kind;
    return s;
}

constexpr std::array<std::string_view, 10> kKindNames = { "yaku", "fu", "points", "waits",
    "efficiency", "furiten", "defence", "conditions", "shanten", "discard_ev" };

std::string joinGroups(const rules::Decomposition &reading)
{
    std::string text;
    for (const std::string &g : rules::decompositionStrings(reading)) {
        if (!text.empty())
            text += ' ';
        text += g;
    }
    return text;
}

std::string kindsText(const std::vector<TileKind> &kinds)
{
    std::vector<Tile> tiles;
    tiles.reserve(kinds.size());
    for (TileKind k : kinds)
        tiles.push_back(Tile{ k, false });
    return rules::formatSorted(tiles);
}

std::string groupSource(const rules::Group &g)
{
    return g.declared ? std::string(rules::meldKindName(g.meldKind)) : std::string("closed");
}

void addReadingSteps(const rules::ScoreResult &r, std::vector<Step> &steps)
{
    const rules::Decomposition &d = r.value.reading;
    Step reading = makeStep(StepKind::Reading);
    reading.tiles = joinGroups(d);
    reading.key = rules::waitKindName(d.wait);
    reading.detail = rules::shapeName(d.shape);
    reading.value = static_cast<int>(r.alternatives.size());
    steps.push_back(std::move(reading));
    for (std::size_t i = 0; i < r.alternatives.size(); ++i) {
        if (static_cast<int>(i) == r.chosen)
            continue;
        const rules::ReadingSummary &a = r.alternatives[i];
        Step alt = makeStep(StepKind::Alternative);
        alt.tiles = joinGroups(a.reading);
        alt.key = rules::waitKindName(a.reading.wait);
        alt.value = a.han;
        alt.total = a.fu;
        alt.flag = a.hasYaku;
        if (a.yakumanMultiple > 0)
            alt.detail = "yakuman";
        steps.push_back(std::move(alt));
    }
}

void addYakuSteps(const rules::HandValue &v, std::vector<Step> &steps)
{
    for (const rules::YakuHan &y : v.yaku) {
        Step s = makeStep(StepKind::Yaku);
        s.key = rules::yakuKey(y.yaku);
        s.value = y.han;
        s.flag = rules::isDoraBonus(y.yaku);
        steps.push_back(std::move(s));
    }
    Step total = makeStep(StepKind::HanTotal);
    total.value = v.han;
    total.total = v.yakumanMultiple;
    steps.push_back(std::move(total));
}

void addFuSteps(const Question &q, const rules::HandValue &v, std::vector<Step> &steps)
{
    const rules::Decomposition &d = v.reading;
    for (const rules::FuItem &f : v.fuItems) {
        Step s = makeStep(StepKind::FuItem);
        s.key = rules::fuReasonKey(f.reason);
        s.value = f.fu;
        s.index = f.group;
        const rules::Group *g = f.group >= 0 && f.group < d.count
                ? &d.groups[static_cast<std::size_t>(f.group)]
                : nullptr;
        switch (f.reason) {
        case rules::FuReason::Pair:
            s.detail = rules::pairFuKindKey(rules::PairFuKind(f.detail));
            s.tiles = rules::groupToString(rules::Group{ rules::GroupKind::Pair, f.tile });
            s.source = "closed";
            break;
        case rules::FuReason::Wait:
            s.detail = rules::waitKindName(rules::WaitKind(f.detail));
            s.tiles = g ? rules::groupToString(*g) : rules::kindToString(f.tile);
            s.source = "closed";
            break;
        case rules::FuReason::Meld:
            s.detail = rules::meldFuKindKey(rules::MeldFuKind(f.detail));
            if (g) {
                s.tiles = rules::groupToString(*g);
                s.source = groupSource(*g);
            }
            s.flag = f.byRon;
            break;
        default: break;
        }
        steps.push_back(std::move(s));
    }
    const bool pinfu = std::any_of(v.yaku.begin(), v.yaku.end(),
            [](const rules::YakuHan &y) { return y.yaku == rules::Yaku::Pinfu; });
    if (pinfu && q.situation.tsumo)
        steps.push_back(makeStep(StepKind::FuPinfuTsumo));
    Step sum = makeStep(StepKind::FuSum);
    sum.value = v.fuRaw;
    steps.push_back(std::move(sum));
    Step rounding = makeStep(StepKind::FuRounding);
    rounding.value = v.fuRaw;
    rounding.total = v.fu;
    rounding.key = d.shape == rules::Shape::SevenPairs ? "chiitoitsu"
            : v.fu == v.fuRaw                          ? "none"
                                                       : "round_up";
    steps.push_back(std::move(rounding));
}

void addPointSteps(const Question &q, const rules::ScoreResult &r, std::vector<Step> &steps)
{
    const rules::HandValue &v = r.value;
    const rules::Payments &p = r.payments;
    Step basic = makeStep(StepKind::BasicPoints);
    basic.value = v.basicPoints;
    basic.han = v.han;
    basic.fu = v.fu;
    basic.total = v.yakumanMultiple;
    basic.key = rules::limitKey(v.limit);
    steps.push_back(std::move(basic));
    const int honba = q.situation.honba;
    auto payment = [&](const char *key, int multiple, int payers, int paid, int honbaEach) {
        Step s = makeStep(StepKind::Payment);
        s.key = key;
        s.han = multiple;
        s.index = payers;
        s.value = paid - honba * honbaEach;
        s.total = paid;
        steps.push_back(std::move(s));
    };
    const int honbaRon = q.ruleset.honbaValue;
    const int honbaTsumo = q.ruleset.honbaTsumoEach;
    if (!p.tsumo) {
        payment("ron", p.dealer ? 6 : 4, 1, p.ron, honbaRon);
    } else if (p.dealer) {
        payment("tsumo_each", 2, p.payers, p.tsumoEach, honbaTsumo);
    } else {
        payment("tsumo_dealer", 2, 1, p.tsumoDealer, honbaTsumo);
        payment("tsumo_non_dealer", 1, std::max(0, p.payers - 1), p.tsumoNonDealer, honbaTsumo);
    }
    Step h = makeStep(StepKind::Honba);
    h.value = honba;
    h.total = honba * (p.tsumo ? honbaTsumo : honbaRon);
    steps.push_back(std::move(h));
    Step dep = makeStep(StepKind::Deposits);
    dep.value = q.situation.riichiSticks;
    dep.total = q.situation.riichiSticks * q.ruleset.riichiDeposit;
    steps.push_back(std::move(dep));
    Step gain = makeStep(StepKind::WinnerGain);
    gain.total = r.winnerGain;
    steps.push_back(std::move(gain));
}

std::optional<Error> solveWin(Question &q)
{
    if (auto e = rules::validateWin(q.hand, q.situation, q.ruleset))
        return e;
    auto result = rules::score(q.hand, q.situation, q.ruleset);
    if (!result)
        return result.error();
    if (result->status == rules::ScoreStatus::NotWinning)
        return Error::of(ErrorCode::NotAWinningHand).at(ErrorCode::AtField, { "hand" });
    if (result->status == rules::ScoreStatus::NoYaku)
        return Error::of(ErrorCode::NoYaku).at(ErrorCode::AtField, { "hand" });
    q.answer.score = std::move(*result);
    const rules::ScoreResult &r = q.answer.score;
    addReadingSteps(r, q.explanation);
    addYakuSteps(r.value, q.explanation);
    if (r.value.yakumanMultiple == 0)
        addFuSteps(q, r.value, q.explanation);
    addPointSteps(q, r, q.explanation);

    if (q.kind == Kind::Yaku) {
        // The yaku of the hand and up to six that it does not have, in the engine's order.
        static constexpr std::array kDistractors{ rules::Yaku::MenzenTsumo, rules::Yaku::Riichi,
            rules::Yaku::Pinfu, rules::Yaku::Tanyao, rules::Yaku::Iipeikou, rules::Yaku::SeatWind,
            rules::Yaku::RoundWind, rules::Yaku::Haku, rules::Yaku::Hatsu, rules::Yaku::Chun,
            rules::Yaku::Chiitoitsu, rules::Yaku::Sanshoku, rules::Yaku::Ittsuu,
            rules::Yaku::Chanta, rules::Yaku::Toitoi, rules::Yaku::Sanankou, rules::Yaku::Honitsu,
            rules::Yaku::Junchan, rules::Yaku::Chinitsu, rules::Yaku::Ryanpeikou,
            rules::Yaku::Shousangen, rules::Yaku::SanshokuDoukou };
        std::array<bool, rules::kYakuCount> offered{};
        for (const rules::YakuHan &y : r.value.yaku) {
            if (!rules::isDoraBonus(y.yaku))
                offered[static_cast<std::size_t>(y.yaku)] = true;
        }
        std::vector<rules::Yaku> pool;
        for (rules::Yaku y : kDistractors) {
            if (!offered[static_cast<std::size_t>(y)])
                pool.push_back(y);
        }
        Rng rng(q.seed ^ 0x5EEDC40C1CE5ULL);
        for (int i = 0; i < 6 && !pool.empty(); ++i) {
            const std::size_t at = rng.below(static_cast<std::uint32_t>(pool.size()));
            offered[static_cast<std::size_t>(pool[at])] = true;
            pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(at));
        }
        for (int y = 0; y < rules::kYakuCount; ++y) {
            if (offered[static_cast<std::size_t>(y)])
                q.choices.emplace_back(rules::yakuKey(static_cast<rules::Yaku>(y)));
        }
    } else if (q.kind == Kind::Fu) {
        for (int fu : { 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110 })
            q.choices.push_back(std::to_string(fu));
    }
    return std::nullopt;
}

std::optional<Error> solveWaits(Question &q)
{
    auto waits = rules::waitsOf(q.hand);
    if (!waits)
        return waits.error();
    if (waits->waits.empty())
        return Error::of(ErrorCode::NotTenpai).at(ErrorCode::AtField, { "hand" });
    q.answer.waits = waits->waits;
    const rules::TileCounts closed = q.hand.closedCounts();
    const rules::TileCounts all = q.hand.allCounts();
    for (TileKind w : waits->waits) {
        rules::TileCounts with = closed;
        ++with[w];
        rules::ReadingList readings;
        rules::findReadings(with, q.hand.melds, w, readings);
        Step s = makeStep(StepKind::Wait);
        s.tiles = rules::kindToString(w);
        s.value = 4 - all[w];
        if (!readings.empty()) {
            // Prefer the reading that best shows the wait: two-sided, then the others.
            const rules::Decomposition *best = &readings[0];
            for (const rules::Decomposition &d : readings) {
                if (d.wait < best->wait)
                    best = &d;
            }
            s.key = rules::waitKindName(best->wait);
            s.detail = joinGroups(*best);
        }
        q.explanation.push_back(std::move(s));
    }
    // Every kind of the suits in the hand, and the honours it holds.
    for (int k = 0; k < rules::kKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        bool offer = false;
        if (rules::isHonor(kind)) {
            offer = all[kind] > 0;
        } else {
            const int base = k / 9 * 9;
            for (int i = base; i < base + 9; ++i)
                offer = offer || all[static_cast<std::size_t>(i)] > 0;
        }
        if (offer)
            q.choices.push_back(rules::kindToString(kind));
    }
    return std::nullopt;
}

std::optional<Error> solveEfficiency(Question &q)
{
    auto options = rules::discardOptions(q.hand, q.visible);
    if (!options)
        return options.error();
    if (options->empty())
        return Error::of(ErrorCode::NoDiscard).at(ErrorCode::AtField, { "hand" });
    q.answer.discards = std::move(*options);
    const auto &discards = q.answer.discards;
    q.answer.bestShanten = discards.front().shanten;
    q.answer.bestUkeire = discards.front().ukeire.total;
    for (const rules::DiscardOption &o : discards) {
        const bool best =
                o.shanten == q.answer.bestShanten && o.ukeire.total == q.answer.bestUkeire;
        if (best
                && std::find(
                           q.answer.bestDiscards.begin(), q.answer.bestDiscards.end(), o.tile.kind)
                        == q.answer.bestDiscards.end())
            q.answer.bestDiscards.push_back(o.tile.kind);
        Step s = makeStep(StepKind::Discard);
        s.tiles = rules::toString(o.tile);
        s.value = o.shanten;
        s.total = o.ukeire.total;
        std::vector<TileKind> accepted;
        for (const rules::UkeireTile &u : o.ukeire.tiles)
            accepted.push_back(u.kind);
        s.detail = kindsText(accepted);
        s.flag = best;
        q.explanation.push_back(std::move(s));
        q.choices.push_back(rules::toString(o.tile));
    }
    std::sort(q.answer.bestDiscards.begin(), q.answer.bestDiscards.end());
    if (q.played) {
        Step s = makeStep(StepKind::Played);
        s.tiles = rules::toString(*q.played);
        for (const rules::DiscardOption &o : discards) {
            if (o.tile.kind == q.played->kind) {
                s.value = o.shanten;
                s.total = o.ukeire.total;
                s.flag = o.shanten == q.answer.bestShanten && o.ukeire.total == q.answer.bestUkeire;
                break;
            }
        }
        q.explanation.push_back(std::move(s));
    }
    return std::nullopt;
}

std::optional<Error> solveFuriten(Question &q)
{
    if (auto e = rules::checkHandTiles(q.hand))
        return e;
    if (q.hand.closed.size() % 3 != 1)
        return Error::of(ErrorCode::FuritenNeeds13).at(ErrorCode::AtField, { "hand" });
    const rules::Waits waits = rules::waitsOf(
            q.hand.closedCounts(), rules::meldTileCounts(q.hand), int(q.hand.melds.size()));
    const FuritenSetup &f = q.furiten;
    const rules::RonCheck check = rules::checkRon(waits, f.ronTile.kind, f.situation());
    q.answer.ronCheck = check;
    q.answer.canRon = check.allowed;
    q.answer.reason = check.reason;
    q.answer.cause = check.cause;
    q.answer.waits = waits.waits;

    Step w = makeStep(StepKind::Waits);
    w.tiles = kindsText(rules::kindsOf(waits.mask));
    q.explanation.push_back(std::move(w));
    // Waits that give no yaku (they count for furiten all the same).
    const bool closedHand = q.hand.isClosed();
    for (TileKind k : rules::kindsOf(waits.mask)) {
        rules::Hand win = q.hand;
        win.closed.push_back(Tile{ k, false });
        rules::Situation s;
        s.winTile = Tile{ k, false };
        s.riichi = f.riichi() && closedHand;
        s.seatWind = q.situation.seatWind;
        s.roundWind = q.situation.roundWind;
        rules::ScoreResult r;
        rules::scoreUnchecked(win, s, q.ruleset, r);
        if (r.status == rules::ScoreStatus::NoYaku) {
            Step ny = makeStep(StepKind::WaitWithoutYaku);
            ny.tiles = rules::kindToString(k);
            q.explanation.push_back(std::move(ny));
        }
    }

    // Discard furiten: the first own discard that is a wait.
    Step river = makeStep(StepKind::RiverCheck);
    river.flag = check.discardFuriten;
    int lastOwn = -1;
    int riichiAt = -1;
    for (std::size_t i = 0; i < f.timeline.size(); ++i) {
        const TimelineEvent &e = f.timeline[i];
        if (e.type != TimelineType::OwnDiscard)
            continue;
        lastOwn = static_cast<int>(i);
        if (e.riichi && riichiAt < 0)
            riichiAt = static_cast<int>(i);
        if (river.index < 0 && waits.contains(e.tile.kind)) {
            river.index = static_cast<int>(i);
            river.tiles = rules::kindToString(e.tile.kind);
            if (e.calledAway)
                river.source = "called_away";
        }
    }
    q.explanation.push_back(std::move(river));
    if (f.previousHand) {
        Step changed = makeStep(StepKind::ChangedWaits);
        const rules::Hand &before = *f.previousHand;
        const rules::Waits old = rules::waitsOf(
                before.closedCounts(), rules::meldTileCounts(before), int(before.melds.size()));
        changed.tiles = kindsText(rules::kindsOf(old.mask));
        changed.index = f.changedAt;
        q.explanation.push_back(std::move(changed));
    }
    auto passedAfter = [&](int from, StepKind kind, bool applies) {
        Step s = makeStep(kind);
        s.flag = applies;
        for (std::size_t i = static_cast<std::size_t>(from + 1); i < f.timeline.size(); ++i) {
            const TimelineEvent &e = f.timeline[i];
            if (e.type == TimelineType::Passed && waits.contains(e.tile.kind)) {
                s.index = static_cast<int>(i);
                s.tiles = rules::kindToString(e.tile.kind);
                break;
            }
        }
        q.explanation.push_back(std::move(s));
    };
    if (riichiAt >= 0)
        passedAfter(riichiAt, StepKind::RiichiCheck, check.riichiFuriten);
    passedAfter(lastOwn, StepKind::TemporaryCheck, check.temporaryFuriten);
    Step verdict = makeStep(StepKind::Verdict);
    verdict.flag = check.allowed;
    verdict.key = rules::furitenReasonName(check.reason);
    verdict.tiles = rules::toString(f.ronTile);
    q.explanation.push_back(std::move(verdict));
    q.choices = { "yes", "discard", "riichi", "temporary" };
    return std::nullopt;
}

} // namespace

std::string_view kindName(Kind kind)
{
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::optional<Kind> kindFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i) {
        if (kKindNames[i] == name)
            return static_cast<Kind>(i);
    }
    return std::nullopt;
}

std::string_view sourceName(Source source)
{
    return source == Source::Generated ? "generated" : "record";
}

std::string_view stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::Reading: return "reading";
    case StepKind::Safety: return "safety";
    case StepKind::Standing: return "standing";
    case StepKind::Condition: return "condition";
    case StepKind::ConditionShort: return "condition_short";
    case StepKind::ShantenForm: return "shanten_form";
    case StepKind::EvDiscard: return "ev_discard";
    case StepKind::Alternative: return "alternative";
    case StepKind::Yaku: return "yaku";
    case StepKind::HanTotal: return "han_total";
    case StepKind::FuItem: return "fu_item";
    case StepKind::FuPinfuTsumo: return "fu_pinfu_tsumo";
    case StepKind::FuSum: return "fu_sum";
    case StepKind::FuRounding: return "fu_rounding";
    case StepKind::BasicPoints: return "basic_points";
    case StepKind::Payment: return "payment";
    case StepKind::Honba: return "honba";
    case StepKind::Deposits: return "deposits";
    case StepKind::WinnerGain: return "winner_gain";
    case StepKind::Wait: return "wait";
    case StepKind::Discard: return "discard";
    case StepKind::Played: return "played";
    case StepKind::Waits: return "waits";
    case StepKind::WaitWithoutYaku: return "wait_without_yaku";
    case StepKind::RiverCheck: return "river_check";
    case StepKind::ChangedWaits: return "changed_waits";
    case StepKind::RiichiCheck: return "riichi_check";
    case StepKind::TemporaryCheck: return "temporary_check";
    case StepKind::Verdict: return "verdict";
    }
    return "?";
}

bool FuritenSetup::riichi() const
{
    return std::any_of(timeline.begin(), timeline.end(),
            [](const TimelineEvent &e) { return e.type == TimelineType::OwnDiscard && e.riichi; });
}

rules::FuritenSituation FuritenSetup::situation() const
{
    rules::FuritenSituation s;
    for (const TimelineEvent &e : timeline) {
        if (e.type == TimelineType::OwnDiscard) {
            s.ownDiscards.push_back(e.tile.kind);
            s.passedSinceOwnDiscard.clear();
            if (e.riichi)
                s.riichi = true;
        } else {
            s.passedSinceOwnDiscard.push_back(e.tile.kind);
            if (s.riichi)
                s.passedSinceRiichi.push_back(e.tile.kind);
        }
    }
    return s;
}

std::string Question::id() const
{
    if (source == Source::Generated) {
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(seed));
        return std::string(kindName(kind)) + "-" + std::to_string(difficulty) + "-" + rulesPreset
                + "-" + hex;
    }
    return "record-" + origin.recordId + "-" + std::to_string(origin.kyoku) + "-"
            + std::to_string(origin.step) + "-" + std::to_string(origin.seat) + "-"
            + std::string(kindName(kind));
}

std::optional<Error> solveQuestion(Question &q)
{
    q.answer = Answer{};
    q.explanation.clear();
    q.choices.clear();
    switch (q.kind) {
    case Kind::Yaku:
    case Kind::Fu:
    case Kind::Points: return solveWin(q);
    case Kind::Waits: return solveWaits(q);
    case Kind::Efficiency: return solveEfficiency(q);
    case Kind::Furiten: return solveFuriten(q);
    case Kind::Defence:
    case Kind::Conditions:
    case Kind::Shanten:
    case Kind::DiscardEv: return solveDrill(q);
    }
    return Error::of(ErrorCode::UnknownQuizKind).at(ErrorCode::AtField, { "kind" });
}

} // namespace haifu::quiz
