#include "quiz/grading.h"

#include "quiz/drills.h"

#include <cmath>

#include <algorithm>

namespace haifu::quiz {

using rules::TileKind;

namespace {

Mistake makeMistake(MistakeKind kind, std::string_view field)
{
    Mistake m;
    m.kind = kind;
    m.field = field;
    return m;
}

void gradeYaku(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    std::array<int, rules::kYakuCount> expected{};
    std::array<int, rules::kYakuCount> given{};
    for (const rules::YakuHan &y : q.answer.score.value.yaku) {
        if (!rules::isDoraBonus(y.yaku))
            expected[static_cast<std::size_t>(y.yaku)] = y.han;
    }
    // A pick without han (0) is checked for presence only.
    for (const UserAnswer::YakuPick &y : a.yaku) {
        if (y.yaku < rules::Yaku::Count && !rules::isDoraBonus(y.yaku)) {
            const auto i = static_cast<std::size_t>(y.yaku);
            given[i] = y.han > 0 ? y.han : std::max(expected[i], 1);
        }
    }
    for (int i = 0; i < rules::kYakuCount; ++i) {
        const auto y = static_cast<rules::Yaku>(i);
        const int e = expected[static_cast<std::size_t>(i)];
        const int g = given[static_cast<std::size_t>(i)];
        if (e == g)
            continue;
        Mistake m;
        m.yaku = y;
        m.expected = e;
        m.given = g;
        m.kind = g == 0  ? MistakeKind::MissingYaku
                : e == 0 ? MistakeKind::ExtraYaku
                         : MistakeKind::WrongYakuHan;
        out.push_back(m);
    }
}

void gradeFu(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    if (!a.fu) {
        out.push_back(makeMistake(MistakeKind::NoAnswer, "fu"));
        return;
    }
    const rules::HandValue &v = q.answer.score.value;
    if (*a.fu == v.fu)
        return;
    Mistake m = makeMistake(MistakeKind::WrongFu, "fu");
    m.expected = v.fu;
    m.given = *a.fu;
    out.push_back(m);
    if (*a.fu == v.fuRaw && v.fuRaw != v.fu) {
        Mistake r = makeMistake(MistakeKind::FuNotRounded, "fu");
        r.expected = v.fu;
        r.given = *a.fu;
        out.push_back(r);
    }
}

void gradePoints(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    const rules::Payments &p = q.answer.score.payments;
    auto check = [&](std::string_view field, const std::optional<int> &given, int expected) {
        if (!given) {
            out.push_back(makeMistake(MistakeKind::NoAnswer, field));
            return;
        }
        if (*given != expected) {
            Mistake m = makeMistake(MistakeKind::WrongPayment, field);
            m.expected = expected;
            m.given = *given;
            out.push_back(m);
        }
    };
    if (!p.tsumo) {
        check("ron", a.ron, p.ron);
    } else if (p.dealer) {
        check("tsumo_each", a.tsumoEach, p.tsumoEach);
    } else {
        check("tsumo_dealer", a.tsumoDealer, p.tsumoDealer);
        check("tsumo_non_dealer", a.tsumoNonDealer, p.tsumoNonDealer);
    }
    if (!a.winnerGain) {
        out.push_back(makeMistake(MistakeKind::NoAnswer, "winner_gain"));
    } else if (*a.winnerGain != q.answer.score.winnerGain) {
        Mistake m = makeMistake(MistakeKind::WrongWinnerGain, "winner_gain");
        m.expected = q.answer.score.winnerGain;
        m.given = *a.winnerGain;
        out.push_back(m);
    }
}

void gradeWaits(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    rules::KindMask expected = 0;
    rules::KindMask given = 0;
    for (TileKind k : q.answer.waits)
        expected |= rules::kindBit(k);
    for (TileKind k : a.waits) {
        if (k < rules::kKindCount)
            given |= rules::kindBit(k);
    }
    for (TileKind k : rules::kindsOf(expected & ~given)) {
        Mistake m;
        m.kind = MistakeKind::MissingWait;
        m.tile = k;
        out.push_back(m);
    }
    for (TileKind k : rules::kindsOf(given & ~expected)) {
        Mistake m;
        m.kind = MistakeKind::ExtraWait;
        m.tile = k;
        out.push_back(m);
    }
}

void gradeEfficiency(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    if (!a.discard) {
        out.push_back(makeMistake(MistakeKind::NoAnswer, "discard"));
        return;
    }
    const TileKind k = a.discard->kind;
    const auto &best = q.answer.bestDiscards;
    if (std::find(best.begin(), best.end(), k) != best.end())
        return;
    const auto it = std::find_if(q.answer.discards.begin(), q.answer.discards.end(),
            [&](const rules::DiscardOption &o) { return o.tile.kind == k; });
    Mistake m;
    m.tile = k;
    if (it == q.answer.discards.end()) {
        m.kind = MistakeKind::NotInHand;
        out.push_back(m);
        return;
    }
    m.kind = MistakeKind::NotBestDiscard;
    m.expected = q.answer.bestUkeire;
    m.given = it->ukeire.total;
    m.expectedShanten = q.answer.bestShanten;
    m.givenShanten = it->shanten;
    out.push_back(m);
}

void gradeDefence(const Question &q, const UserAnswer &a, Grade &g)
{
    if (!a.discard) {
        g.mistakes.push_back(makeMistake(MistakeKind::NoAnswer, "discard"));
        return;
    }
    const auto it = std::find_if(q.answer.safety.begin(), q.answer.safety.end(),
            [&](const Answer::DefenceTile &t) { return t.tile.kind == a.discard->kind; });
    Mistake m;
    m.tile = a.discard->kind;
    if (it == q.answer.safety.end()) {
        m.kind = MistakeKind::NotInHand;
        g.mistakes.push_back(m);
        return;
    }
    if (it->safety.tier == q.answer.bestTier)
        return;
    m.kind = MistakeKind::NotSafest;
    m.expected = static_cast<int>(q.answer.bestTier) + 1;
    m.given = static_cast<int>(it->safety.tier) + 1;
    g.close = m.given == m.expected + 1;
    g.mistakes.push_back(m);
}

void gradeConditions(const Question &q, const UserAnswer &a, Grade &g)
{
    bool close = true;
    for (const ConditionNeed &need : q.answer.conditions) {
        const auto pick = std::find_if(a.conditions.begin(), a.conditions.end(),
                [&](const UserAnswer::ConditionPick &p) { return p.from == need.from; });
        if (pick == a.conditions.end()) {
            Mistake m = makeMistake(MistakeKind::NoAnswer, "conditions");
            m.seat = need.from;
            g.mistakes.push_back(m);
            close = false;
            continue;
        }
        Mistake m = makeMistake(MistakeKind::WrongCondition, "conditions");
        m.seat = need.from;
        m.expectedVerdict = need.verdict;
        m.givenVerdict = pick->verdict;
        m.han = pick->han;
        m.fu = pick->fu;
        m.expected = need.gain;
        if (pick->verdict != need.verdict) {
            g.mistakes.push_back(m);
            close = false;
            continue;
        }
        if (need.verdict != ConditionVerdict::Need)
            continue;
        int gain = 0;
        const auto after =
                scoresAfterWin(q.conditions, need.from, pick->han, pick->fu, q.ruleset, &gain);
        const bool enough = pick->han > 0
                && meetsTarget(after, q.conditions.seat, q.conditions.target, q.ruleset.ties);
        m.given = enough ? gain : 0;
        if (enough && gain == need.gain)
            continue;
        close = close && enough;
        g.mistakes.push_back(m);
    }
    g.close = close && !g.mistakes.empty();
}

void gradeShanten(const Question &q, const UserAnswer &a, Grade &g)
{
    if (!a.shanten) {
        g.mistakes.push_back(makeMistake(MistakeKind::NoAnswer, "shanten"));
        return;
    }
    if (*a.shanten == q.answer.shanten)
        return;
    Mistake m = makeMistake(MistakeKind::WrongShanten, "shanten");
    m.expected = q.answer.shanten;
    m.given = *a.shanten;
    g.close = std::abs(m.expected - m.given) == 1;
    g.mistakes.push_back(m);
}

void gradeDiscardEv(const Question &q, const UserAnswer &a, Grade &g)
{
    if (!a.discard) {
        g.mistakes.push_back(makeMistake(MistakeKind::NoAnswer, "discard"));
        return;
    }
    const auto it = std::find_if(q.answer.ev.begin(), q.answer.ev.end(),
            [&](const insight::DiscardEv &d) { return d.tile.kind == a.discard->kind; });
    Mistake m;
    m.tile = a.discard->kind;
    if (it == q.answer.ev.end()) {
        m.kind = MistakeKind::NotInHand;
        g.mistakes.push_back(m);
        return;
    }
    const double best = q.answer.ev.front().expectedScore;
    const double tolerance = evTolerance(best);
    if (it->expectedScore >= best - tolerance)
        return;
    m.kind = MistakeKind::NotBestEv;
    m.expected = static_cast<int>(std::lround(best));
    m.given = static_cast<int>(std::lround(it->expectedScore));
    g.close = it->expectedScore >= best - 3 * tolerance;
    g.mistakes.push_back(m);
}

bool reasonApplies(const rules::RonCheck &c, rules::FuritenReason r)
{
    switch (r) {
    case rules::FuritenReason::DiscardFuriten: return c.discardFuriten;
    case rules::FuritenReason::RiichiFuriten: return c.riichiFuriten;
    case rules::FuritenReason::TemporaryFuriten: return c.temporaryFuriten;
    case rules::FuritenReason::NotAWait: return c.reason == rules::FuritenReason::NotAWait;
    case rules::FuritenReason::None: return c.allowed;
    }
    return false;
}

void gradeFuriten(const Question &q, const UserAnswer &a, std::vector<Mistake> &out)
{
    if (!a.canRon) {
        out.push_back(makeMistake(MistakeKind::NoAnswer, "can_ron"));
        return;
    }
    if (*a.canRon != q.answer.canRon) {
        Mistake m = makeMistake(MistakeKind::WrongRon, "can_ron");
        m.expected = q.answer.canRon ? 1 : 0;
        m.given = *a.canRon ? 1 : 0;
        m.expectedReason = q.answer.reason;
        m.givenReason = a.reason.value_or(rules::FuritenReason::None);
        out.push_back(m);
        return;
    }
    if (q.answer.canRon)
        return;
    if (!a.reason) {
        out.push_back(makeMistake(MistakeKind::NoAnswer, "reason"));
        return;
    }
    // Any kind of furiten that applies is a right reason (generated questions have one only).
    if (!reasonApplies(q.answer.ronCheck, *a.reason)) {
        Mistake m = makeMistake(MistakeKind::WrongReason, "reason");
        m.expectedReason = q.answer.reason;
        m.givenReason = *a.reason;
        out.push_back(m);
    }
}

} // namespace

std::string_view mistakeKindName(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::NoAnswer: return "no_answer";
    case MistakeKind::MissingYaku: return "missing_yaku";
    case MistakeKind::ExtraYaku: return "extra_yaku";
    case MistakeKind::WrongYakuHan: return "wrong_yaku_han";
    case MistakeKind::WrongFu: return "wrong_fu";
    case MistakeKind::FuNotRounded: return "fu_not_rounded";
    case MistakeKind::WrongPayment: return "wrong_payment";
    case MistakeKind::WrongWinnerGain: return "wrong_winner_gain";
    case MistakeKind::MissingWait: return "missing_wait";
    case MistakeKind::ExtraWait: return "extra_wait";
    case MistakeKind::NotBestDiscard: return "not_best_discard";
    case MistakeKind::NotInHand: return "not_in_hand";
    case MistakeKind::WrongRon: return "wrong_ron";
    case MistakeKind::WrongReason: return "wrong_reason";
    case MistakeKind::NotSafest: return "not_safest";
    case MistakeKind::WrongCondition: return "wrong_condition";
    case MistakeKind::WrongShanten: return "wrong_shanten";
    case MistakeKind::NotBestEv: return "not_best_ev";
    }
    return "?";
}

Grade grade(const Question &q, const UserAnswer &a)
{
    Grade g;
    switch (q.kind) {
    case Kind::Yaku: gradeYaku(q, a, g.mistakes); break;
    case Kind::Fu: gradeFu(q, a, g.mistakes); break;
    case Kind::Points: gradePoints(q, a, g.mistakes); break;
    case Kind::Waits: gradeWaits(q, a, g.mistakes); break;
    case Kind::Efficiency: gradeEfficiency(q, a, g.mistakes); break;
    case Kind::Furiten: gradeFuriten(q, a, g.mistakes); break;
    case Kind::Defence: gradeDefence(q, a, g); break;
    case Kind::Conditions: gradeConditions(q, a, g); break;
    case Kind::Shanten: gradeShanten(q, a, g); break;
    case Kind::DiscardEv: gradeDiscardEv(q, a, g); break;
    }
    g.correct = g.mistakes.empty();
    if (g.correct)
        g.close = false;
    return g;
}

UserAnswer correctAnswer(const Question &q)
{
    UserAnswer a;
    const rules::ScoreResult &r = q.answer.score;
    switch (q.kind) {
    case Kind::Yaku:
        for (const rules::YakuHan &y : r.value.yaku) {
            if (!rules::isDoraBonus(y.yaku))
                a.yaku.push_back({ y.yaku, y.han });
        }
        break;
    case Kind::Fu: a.fu = r.value.fu; break;
    case Kind::Points:
        if (!r.payments.tsumo) {
            a.ron = r.payments.ron;
        } else if (r.payments.dealer) {
            a.tsumoEach = r.payments.tsumoEach;
        } else {
            a.tsumoDealer = r.payments.tsumoDealer;
            a.tsumoNonDealer = r.payments.tsumoNonDealer;
        }
        a.winnerGain = r.winnerGain;
        break;
    case Kind::Waits: a.waits = q.answer.waits; break;
    case Kind::Efficiency:
        if (!q.answer.bestDiscards.empty())
            a.discard = rules::Tile{ q.answer.bestDiscards.front(), false };
        break;
    case Kind::Furiten:
        a.canRon = q.answer.canRon;
        if (!q.answer.canRon)
            a.reason = q.answer.reason;
        break;
    case Kind::Defence:
        if (!q.answer.safety.empty())
            a.discard = q.answer.safety.front().tile;
        break;
    case Kind::Conditions:
        for (const ConditionNeed &n : q.answer.conditions)
            a.conditions.push_back({ n.from, n.verdict, n.han, n.fu });
        break;
    case Kind::Shanten: a.shanten = q.answer.shanten; break;
    case Kind::DiscardEv:
        if (!q.answer.ev.empty())
            a.discard = q.answer.ev.front().tile;
        break;
    }
    return a;
}

} // namespace haifu::quiz
