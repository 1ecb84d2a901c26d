#include "game/verify.h"
#include "game/situation.h"

#include "rules/byseat.h"
#include "rules/points.h"
#include "rules/score.h"
#include "rules/settlement.h"
#include "rules/waits.h"
#include "rules/yaku.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <optional>

namespace haifu::game {

namespace {

using rules::Yaku;
using Phase = TableState::Phase;

std::string joinInts(const std::array<int, 4> &values, int n)
{
    std::string text;
    for (int i = 0; i < n; ++i) {
        if (i)
            text += ",";
        text += std::to_string(values[static_cast<std::size_t>(i)]);
    }
    return text;
}

std::string seatList(const std::array<bool, 4> &flags, int n)
{
    std::string text;
    for (int i = 0; i < n; ++i) {
        if (!flags[static_cast<std::size_t>(i)])
            continue;
        if (!text.empty())
            text += ",";
        text += std::to_string(i);
    }
    return text.empty() ? std::string("none") : "seats " + text;
}

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

std::string sortedTiles(std::vector<Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), tileLess);
    return rules::formatTiles(tiles);
}

std::string meldsText(const std::vector<rules::Meld> &melds)
{
    std::vector<std::string> parts;
    for (const rules::Meld &m : melds) {
        // A kakan is the same meld whichever copy was added.
        parts.push_back(std::string(rules::meldKindName(m.kind)) + ":" + sortedTiles(m.tiles));
    }
    std::sort(parts.begin(), parts.end());
    std::string text;
    for (const std::string &p : parts)
        text += (text.empty() ? "" : " ") + p;
    return text.empty() ? std::string("none") : text;
}

bool isBonusKey(std::string_view key)
{
    return key == "dora" || key == "aka_dora" || key == "ura_dora" || key == "kita";
}

std::string normaliseYakumanKey(std::string_view key)
{
    if (key == "suuankou_tanki")
        return "suuankou";
    if (key == "kokushi_13")
        return "kokushi";
    if (key == "junsei_chuuren")
        return "chuuren";
    return std::string(key);
}

bool isYakumanKeyName(std::string_view key)
{
    const Yaku y = rules::yakuFromKey(key);
    return y != Yaku::Count && rules::isYakuman(y);
}

// A yaku list as comparable text: sorted "key han" entries (yakuman without han), no
// zero-han bonus entries; kita merged into dora when the other side does not list kita;
// dragons merged into "sangenpai" when the other side only says that (MJAI).
std::string yakuText(const std::vector<std::pair<std::string, int>> &list, bool yakumanHand,
        bool mergeKita, bool mergeDragons)
{
    std::vector<std::string> parts;
    int dora = 0;
    bool hasDora = false;
    for (const auto &[rawKey, han] : list) {
        std::string key = rawKey;
        if (mergeKita && key == "kita")
            key = "dora";
        if (mergeDragons && (key == "haku" || key == "hatsu" || key == "chun"))
            key = "sangenpai";
        if (isBonusKey(key)) {
            if (yakumanHand || han == 0)
                continue;
            if (key == "dora") {
                dora += han;
                hasDora = true;
                continue;
            }
            parts.push_back(key + " " + std::to_string(han));
            continue;
        }
        if (isYakumanKeyName(key)) {
            parts.push_back(normaliseYakumanKey(key));
            continue;
        }
        parts.push_back(key + " " + std::to_string(han));
    }
    if (hasDora && dora > 0)
        parts.push_back("dora " + std::to_string(dora));
    std::sort(parts.begin(), parts.end());
    std::string text;
    for (const std::string &p : parts)
        text += (text.empty() ? "" : ", ") + p;
    return text;
}

bool hasKey(const std::vector<std::pair<std::string, int>> &list, std::string_view key)
{
    return std::any_of(list.begin(), list.end(), [&](const auto &e) { return e.first == key; });
}

int nextRound(int round, int players)
{
    return (round % 4) + 1 >= players ? (round / 4 + 1) * 4 : round + 1;
}

class Verifier
{
public:
    Verifier(const Record &record, const VerifyOptions &options, VerifyReport &report)
        : rec(record), rules(record.ruleset), opt(options), rep(report),
          n(record.playerCount == 3 ? 3 : 4)
    { }

    void run()
    {
        rep.kyoku = static_cast<int>(rec.kyoku.size());
        for (int k = 0; k < rep.kyoku; ++k)
            verifyKyoku(k);
        finish();
    }

private:
    const Record &rec;
    const rules::Ruleset &rules;
    const VerifyOptions &opt;
    VerifyReport &rep;
    const int n;

    // What the previous kyoku leads to.
    struct Expected
    {
        std::array<int, 4> scores{}; // from the record's own deltas (engine's when it has none)
        std::array<int, 4> engineScores{};
        int round = 0;
        int honba = 0;
        int sticks = 0;
        int dealer = 0;
        bool valid = false;
        bool flowKnown = false; // round / honba / dealer could be derived
        bool deltaMismatch = false; // the engine's deltas already differed
    };
    Expected expected;

    // Per kyoku.
    int kyokuIndex = 0;
    std::string label;
    bool deltaMismatchHere = false;
    std::array<int, 4> engineDelta{};
    std::array<int, 4> recordedDelta{};
    bool recordedDeltasComplete = true;
    bool engineDeltasKnown = true; // the engine could value every result of the kyoku
    int recordSticks = -1; // deposits the record's win deltas collect, -1 when not known
    std::array<int, 4> preEnd{};
    bool preEndTaken = false;
    std::array<bool, 4> engineTenpai{};

    void add(MismatchKind kind, const std::string &field, const std::string &recorded,
            const std::string &engine, const std::string &context = {}, bool inconsistent = false,
            int kyoku = -2)
    {
        Mismatch m;
        m.kind = kind;
        m.kyoku = kyoku == -2 ? kyokuIndex : kyoku;
        m.label = m.kyoku >= 0 ? label : std::string("game");
        m.field = field;
        m.recorded = recorded;
        m.engine = engine;
        m.context = context;
        m.recordInconsistent = inconsistent;
        rep.mismatches.push_back(std::move(m));
    }

    // A rule the header does not state that the record's results show: the first of `values`
    // (other than the ruleset's) whose settlement pays exactly `recorded` is inferred, said once
    // per game ("honba worth 200 points (the ruleset says 300): the payments of E2-1 show it"),
    // and its payments replace `engine`'s. False when none does.
    template <typename Settle>
    bool inferRule(int rules::Ruleset::*option, std::initializer_list<int> values,
            const std::array<int, 4> &recorded, const rules::Settlement &engine, Settle settle,
            const std::string &before, const std::string &after, const std::string &evidence)
    {
        for (const int value : values) {
            if (value == rules.*option)
                continue;
            rules::Ruleset other = rules;
            other.*option = value;
            const rules::Settlement alt = settle(other);
            if (alt.delta != recorded)
                continue;
            addInferred(before + std::to_string(value) + after + " (the ruleset says "
                    + std::to_string(rules.*option) + "): " + evidence);
            for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i)
                engineDelta[i] += alt.delta[i] - engine.delta[i];
            return true;
        }
        return false;
    }

    // A rule the header does not state that the record's results show, said once per game.
    void addInferred(const std::string &what)
    {
        const std::string rule = what.substr(0, what.find(':'));
        for (const std::string &known : rep.inferred) {
            if (known.starts_with(rule))
                return;
        }
        rep.inferred.push_back(what);
    }

    std::array<int, 4> scoresOf(const TableState &s) const
    {
        std::array<int, 4> out{};
        for (int i = 0; i < n; ++i)
            out[static_cast<std::size_t>(i)] = s.player(i).score;
        return out;
    }

    void verifyKyoku(int k)
    {
        kyokuIndex = k;
        const Kyoku &ky = rec.kyoku[static_cast<std::size_t>(k)];
        label = kyokuLabel(ky);
        deltaMismatchHere = false;
        engineDelta = {};
        recordedDelta = {};
        recordedDeltasComplete = true;
        engineDeltasKnown = true;
        recordSticks = -1;
        preEndTaken = false;
        engineTenpai = {};
        checkStart(ky);

        auto deal = dealState(rec, k);
        if (!deal) {
            add(MismatchKind::Replay, "deal", "", deal.error().message);
            expected.valid = false;
            return;
        }
        TableState s = std::move(*deal);
        const int events = static_cast<int>(ky.events.size());
        bool winGroupDone = false;
        while (s.step < events) {
            const Event &ev = ky.events[static_cast<std::size_t>(s.step)];
            if (ev.type == EventType::Win && !winGroupDone) {
                takePreEnd(s);
                checkWins(s, ky);
                winGroupDone = true;
            } else if (ev.type == EventType::Discard && ev.tsumogiri && ev.seat >= 0 && ev.seat < n
                    && !s.player(ev.seat).drawn && s.phase == Phase::Discard) {
                rep.notes.push_back(label + " event " + std::to_string(s.step)
                        + ": a discard right after a call is marked tsumogiri (ignored)");
            } else if (ev.type == EventType::DrawEnd && !s.ended) {
                takePreEnd(s);
                checkDraw(s, ky, ev);
            }
            if (auto error = applyNext(s, rec)) {
                add(MismatchKind::Replay, "event", "", error->message);
                expected.valid = false;
                return;
            }
            ++rep.replayedEvents;
        }
        if (!s.ended) {
            const bool last = k + 1 == static_cast<int>(rec.kyoku.size());
            if (last && ky.wins.empty() && !ky.draw) {
                rep.notes.push_back(label + ": the record stops before the end of the kyoku");
                expected.valid = false;
                return;
            }
            add(MismatchKind::Replay, "end", "a result", "the events stop before the result");
            expected.valid = false;
            return;
        }
        rep.wins += static_cast<int>(ky.wins.size());
        if (ky.draw)
            ++rep.draws;
        finishKyoku(s, ky);
    }

    void takePreEnd(const TableState &s)
    {
        if (preEndTaken)
            return;
        preEnd = scoresOf(s);
        preEndTaken = true;
    }

    // The start of a kyoku against what the previous one leads to.
    void checkStart(const Kyoku &ky)
    {
        if (!expected.valid)
            return;
        if (ky.startScores != expected.scores) {
            add(MismatchKind::Scores, "start scores", joinInts(ky.startScores, n),
                    joinInts(expected.scores, n),
                    "the previous kyoku's start scores, deposits and recorded deltas", true);
        } else if (ky.startScores != expected.engineScores && !expected.deltaMismatch) {
            add(MismatchKind::Scores, "start scores", joinInts(ky.startScores, n),
                    joinInts(expected.engineScores, n));
        }
        if (!expected.flowKnown)
            return;
        if (ky.round != expected.round || ky.dealer != expected.dealer) {
            Kyoku e;
            e.round = expected.round;
            e.honba = expected.honba;
            add(MismatchKind::Flow, "round",
                    kyokuLabel(ky) + " dealer " + std::to_string(ky.dealer),
                    kyokuLabel(e) + " dealer " + std::to_string(expected.dealer));
        } else if (ky.honba != expected.honba) {
            add(MismatchKind::Flow, "honba", std::to_string(ky.honba),
                    std::to_string(expected.honba));
        }
        if (ky.riichiSticks != expected.sticks)
            add(MismatchKind::Flow, "deposits", std::to_string(ky.riichiSticks),
                    std::to_string(expected.sticks));
    }

    rules::TableState settlementTable(const TableState &s, bool first) const
    {
        rules::TableState t;
        t.players = n;
        t.dealer = s.dealer;
        t.honba = first ? s.honba : 0;
        // Deposits already on the table (this kyoku's accepted riichi included): the replay has
        // taken them from the players' scores, as the records do.
        t.carriedSticks = first ? s.riichiSticks : 0;
        return t;
    }

    void checkWins(const TableState &s, const Kyoku &ky)
    {
        // The consecutive Win events from here form one group (a multiple ron).
        std::vector<int> group;
        for (int i = s.step; i < static_cast<int>(ky.events.size()); ++i) {
            const Event &ev = ky.events[static_cast<std::size_t>(i)];
            if (ev.type == EventType::Disconnect || ev.type == EventType::Reconnect)
                continue;
            if (ev.type != EventType::Win)
                break;
            if (ev.result >= 0 && ev.result < static_cast<int>(ky.wins.size()))
                group.push_back(ev.result);
        }
        // The winner nearest the discarder's right takes honba and deposits.
        int firstWinner = -1;
        int bestDistance = 99;
        for (int r : group) {
            const WinResult &w = ky.wins[static_cast<std::size_t>(r)];
            if (w.winner < 0 || w.winner >= n || w.from < 0 || w.from >= n)
                continue;
            const int d = w.winner == w.from ? 0 : rules::turnDistance(w.from, w.winner, n);
            if (d < bestDistance) {
                bestDistance = d;
                firstWinner = w.winner;
            }
        }
        // The deposits the record's deltas hand out: a win's deltas are transfers between the
        // players plus the deposits collected, so they add up to the deposits on the table.
        bool allDeltas = !group.empty();
        int sum = 0;
        for (int r : group) {
            const WinResult &w = ky.wins[static_cast<std::size_t>(r)];
            allDeltas = allDeltas && w.hasDeltas;
            for (int i = 0; i < n; ++i)
                sum += w.deltas[static_cast<std::size_t>(i)];
        }
        const int deposit = rules.riichiDeposit > 0 ? rules.riichiDeposit : 1000;
        if (allDeltas && sum != s.riichiSticks * deposit) {
            std::string why = std::to_string(s.riichiSticks) + " deposits on the table";
            if (s.riichiSticks > ky.riichiSticks) {
                why += " (" + std::to_string(ky.riichiSticks) + " carried over, riichi of";
                for (int seat = 0; seat < n; ++seat) {
                    if (s.player(seat).riichi == RiichiState::Accepted)
                        why += " seat " + std::to_string(seat);
                }
                why += ")";
            }
            add(MismatchKind::Payment, "deposits",
                    "the win deltas add up to " + std::to_string(sum), why, {}, true);
            if (sum >= 0 && sum % deposit == 0)
                recordSticks = sum / deposit;
        }
        for (int r : group)
            checkWin(s, ky, r, ky.wins[static_cast<std::size_t>(r)].winner == firstWinner);
    }

    void checkWin(const TableState &s, const Kyoku &ky, int r, bool first)
    {
        const WinResult &w = ky.wins[static_cast<std::size_t>(r)];
        if (w.winner < 0 || w.winner >= n || w.from < 0 || w.from >= n)
            return; // the replay reports it
        const bool tsumo = w.winner == w.from;
        const PlayerState &p = s.player(w.winner);
        const std::string ctx = "win #" + std::to_string(r) + ": seat " + std::to_string(w.winner)
                + (tsumo ? " tsumo" : " ron on seat " + std::to_string(w.from));
        if (w.hasDeltas) {
            for (int i = 0; i < n; ++i)
                recordedDelta[static_cast<std::size_t>(i)] += w.deltas[static_cast<std::size_t>(i)];
        } else {
            recordedDeltasComplete = false;
        }
        // Does the record pay the player it names as the winner?
        if (w.hasDeltas) {
            int paid = w.winner;
            for (int i = 0; i < n; ++i) {
                if (w.deltas[static_cast<std::size_t>(i)]
                        > w.deltas[static_cast<std::size_t>(paid)])
                    paid = i;
            }
            if (paid != w.winner || w.deltas[static_cast<std::size_t>(w.winner)] <= 0) {
                add(MismatchKind::Value, "winner", "seat " + std::to_string(w.winner),
                        "the recorded deltas (" + joinInts(w.deltas, n) + ") pay seat "
                                + std::to_string(paid),
                        ctx, true);
                engineDeltasKnown = false;
                return;
            }
        }
        if (tsumo && (s.phase != Phase::Discard || s.turn != w.winner || !p.drawn))
            return; // the replay reports it
        if (!tsumo
                && ((s.phase != Phase::Claim && s.phase != Phase::KanClaim)
                        || w.from != s.lastDiscarder))
            return;

        rules::Hand hand;
        hand.melds = p.melds;
        hand.closed = p.closed;
        const Tile winTile = tsumo ? *p.drawn : s.lastDiscard;
        if (!tsumo) {
            // Furiten: may this player ron the tile at all?
            const rules::Waits waits = handWaits(p.closed, p.melds);
            const rules::RonCheck check = p.furiten.checkRon(waits, winTile.kind);
            if (!check.allowed) {
                add(MismatchKind::Replay, "ron", "ron on " + rules::toString(winTile),
                        check.reason == rules::FuritenReason::NotAWait
                                ? "not a winning tile for this hand"
                                : std::string("not allowed: ")
                                        + std::string(rules::furitenReasonName(check.reason))
                                        + " furiten (" + rules::kindToString(check.cause) + ")",
                        ctx);
            }
            hand.closed.push_back(winTile);
            std::sort(hand.closed.begin(), hand.closed.end(), tileLess);
        }

        // The hand as the record shows it.
        if (!w.closed.empty() && sortedTiles(w.closed) != sortedTiles(hand.closed))
            add(MismatchKind::Hand, "hand", sortedTiles(w.closed), sortedTiles(hand.closed), ctx);
        if (!w.melds.empty() && meldsText(w.melds) != meldsText(hand.melds))
            add(MismatchKind::Hand, "melds", meldsText(w.melds), meldsText(hand.melds), ctx);
        if (!w.closed.empty() && !(w.winTile == winTile)
                && !(w.winTile.kind == winTile.kind && rules.redFives == 0))
            add(MismatchKind::Hand, "winning tile", rules::toString(w.winTile),
                    rules::toString(winTile), ctx);
        if (!w.doraIndicators.empty()
                && rules::formatTiles(w.doraIndicators) != rules::formatTiles(s.doraIndicators))
            add(MismatchKind::Hand, "dora indicators", rules::formatTiles(w.doraIndicators),
                    rules::formatTiles(s.doraIndicators), ctx);

        const rules::Situation sit = winSituation(s, w, rules, winTile);

        auto result = rules::score(hand, sit, rules);
        if (!result) {
            add(MismatchKind::Value, "hand", "a win",
                    "the engine rejects it: " + result.error().message, ctx);
            engineDeltasKnown = false;
            return;
        }
        const rules::ScoreResult &sr = *result;
        if (sr.status != rules::ScoreStatus::Win) {
            add(MismatchKind::Value, "hand", "a win",
                    sr.status == rules::ScoreStatus::NoYaku ? "no yaku" : "not a complete hand",
                    ctx);
            engineDeltasKnown = false;
            return;
        }
        const rules::HandValue &v = sr.value;
        std::vector<std::pair<std::string, int>> engineYaku;
        for (const rules::YakuHan &y : v.yaku)
            engineYaku.emplace_back(std::string(rules::yakuKey(y.yaku)), y.han);

        // Value.
        if (w.yakuman != v.yakumanMultiple)
            add(MismatchKind::Value, "yakuman", std::to_string(w.yakuman),
                    std::to_string(v.yakumanMultiple), ctx);
        const bool yakumanHand = w.yakuman > 0 || v.yakumanMultiple > 0;
        if (!yakumanHand && !w.yaku.empty() && w.han != v.han)
            add(MismatchKind::Value, "han", std::to_string(w.han), std::to_string(v.han), ctx);
        if (!yakumanHand && w.fu > 0 && w.fu != v.fu)
            add(MismatchKind::Value, "fu", std::to_string(w.fu), std::to_string(v.fu), ctx);
        if (!w.yaku.empty()) {
            const bool mergeKita = !hasKey(w.yaku, "kita");
            const bool mergeDragons = hasKey(w.yaku, "sangenpai");
            const std::string recorded = yakuText(w.yaku, yakumanHand, false, false);
            const std::string engine = yakuText(engineYaku, yakumanHand, mergeKita, mergeDragons);
            if (recorded != engine)
                add(MismatchKind::Value, "yaku", recorded, engine, ctx);
        }
        const bool dealer = w.winner == s.dealer;
        const int points = rules::handPayments(v.basicPoints, dealer, tsumo, 0, rules).total;
        if (w.points > 0 && w.points != points) {
            // Say so when the recorded value is what a rule the record's ruleset lacks would pay
            // (the header does not always state a lobby's rules).
            std::string hint;
            if (!rules.kiriageMangan && v.yakumanMultiple == 0) {
                rules::Ruleset kiriage = rules;
                kiriage.kiriageMangan = true;
                const int basic = rules::basicPoints(v.han, v.fu, 0, kiriage).points;
                if (rules::handPayments(basic, dealer, tsumo, 0, kiriage).total == w.points)
                    hint = "; the record pays kiriage mangan, which the record's ruleset does not "
                           "have";
            }
            add(MismatchKind::Value, "points", std::to_string(w.points), std::to_string(points),
                    ctx + hint);
        }

        // Payments.
        rules::WinClaim claim;
        claim.winner = w.winner;
        claim.basicPoints = v.basicPoints;
        if (w.pao >= 0 && w.pao != w.winner) {
            int liable = 0;
            for (const rules::YakuHan &y : v.yaku) {
                if ((y.yaku == Yaku::Daisangen && rules.paoDaisangen)
                        || (y.yaku == Yaku::Daisuushii && rules.paoDaisuushii)
                        || (y.yaku == Yaku::Suukantsu && rules.paoSuukantsu))
                    liable += y.han / 13;
            }
            if (liable == 0) {
                if (!tsumo && w.pao == w.from)
                    rep.notes.push_back(label + " " + ctx
                            + ": the record names the discarder (seat " + std::to_string(w.pao)
                            + ") as liable, which changes no payment; the hand has no yakuman "
                              "with liability");
                else
                    add(MismatchKind::Value, "pao", "seat " + std::to_string(w.pao) + " liable",
                            "no yakuman with liability in the hand", ctx, true);
            } else {
                claim.paoSeat = w.pao;
                claim.paoBasicPoints = rules::paoCoversWholeHand(rules)
                        ? v.basicPoints
                        : std::min(v.basicPoints, liable * 8000);
            }
        }
        rules::TableState table = settlementTable(s, first);
        if (first && recordSticks >= 0)
            table.carriedSticks = recordSticks; // reported above as the record's inconsistency
        const rules::Settlement st = tsumo
                ? rules::settleTsumo(table, claim, rules)
                : rules::settleRon(
                        table, w.from, std::span<const rules::WinClaim>(&claim, 1), rules);
        for (int i = 0; i < n; ++i)
            engineDelta[static_cast<std::size_t>(i)] += st.delta[static_cast<std::size_t>(i)];
        if (w.hasDeltas) {
            bool same = true;
            for (int i = 0; i < n; ++i)
                same = same
                        && w.deltas[static_cast<std::size_t>(i)]
                                == st.delta[static_cast<std::size_t>(i)];
            if (!same && first && s.honba > 0) {
                // A private room's honba (Tenhou three-player: 200 on a ron, 1000 in some
                // rooms): where another value pays exactly what the record shows, it is
                // inferred and said, not reported as a mismatch.
                same = inferRule(
                        &rules::Ruleset::honbaValue, { 100, 200, 300, 500, 1000, 1500 }, w.deltas,
                        st,
                        [&](const rules::Ruleset &other) {
                            return tsumo
                                    ? rules::settleTsumo(table, claim, other)
                                    : rules::settleRon(table, w.from,
                                            std::span<const rules::WinClaim>(&claim, 1), other);
                        },
                        "honba worth ", " points", "the payments of " + label + " show it");
            }
            if (!same) {
                add(MismatchKind::Payment, "deltas", joinInts(w.deltas, n), joinInts(st.delta, n),
                        ctx);
                deltaMismatchHere = true;
            }
        }

        if (opt.collectWinChecks) {
            WinCheck c;
            c.kyoku = kyokuIndex;
            c.win = r;
            c.winner = w.winner;
            c.from = w.from;
            c.han = v.han;
            c.fu = v.fu;
            c.yakumanMultiple = v.yakumanMultiple;
            c.yaku = std::move(engineYaku);
            c.points = points;
            c.deltas = st.delta;
            rep.winChecks.push_back(std::move(c));
        }
    }

    void checkDraw(const TableState &s, const Kyoku &ky, const Event &ev)
    {
        (void)ev;
        if (!ky.draw)
            return; // the replay reports it
        const DrawResult &d = *ky.draw;
        rules::TableState table = settlementTable(s, true);
        table.carriedSticks = 0; // deposits stay on the table
        rules::Settlement st;
        std::array<bool, 4> engineNagashiSeats{};
        const bool exhaustive = d.kind == DrawKind::Exhaustive || d.kind == DrawKind::NagashiMangan;
        if (exhaustive) {
            std::array<bool, 4> nagashi{};
            for (int seat = 0; seat < n; ++seat) {
                const PlayerState &p = s.player(seat);
                const rules::Waits waits = handWaits(p.closed, p.melds);
                bySeat(engineTenpai, seat) =
                        rules::isTenpaiAtDraw(waits, rules.tenpaiWithAllCopiesHeld);
                bool all = rules.nagashiMangan && !p.river.empty();
                for (const RiverTile &t : p.river)
                    all = all && rules::isTerminalOrHonor(t.tile.kind) && !t.calledAway();
                bySeat(nagashi, seat) = all;
                const auto &shown = bySeat(d.shownHands, seat);
                if (!shown.empty() && sortedTiles(shown) != sortedTiles(p.closed))
                    add(MismatchKind::Hand, "shown hand of seat " + std::to_string(seat),
                            sortedTiles(shown), sortedTiles(p.closed));
            }
            // A nagashi mangan result need not say who was tenpai (tenhou.net/6 JSON does not).
            const bool tenpaiKnown = d.kind == DrawKind::Exhaustive
                    || std::any_of(d.tenpai.begin(), d.tenpai.end(), [](bool b) { return b; })
                    || std::any_of(d.shownHands.begin(), d.shownHands.end(),
                            [](const auto &h) { return !h.empty(); });
            // All-zero changes with no hand shown say "everyone tenpai" as much as "nobody
            // tenpai" (a Mahjong Soul record with four tenpai reads as none): either side being
            // all or none agrees with the other then. Two tenpai would have moved points.
            auto allOrNone = [&](const std::array<bool, 4> &t) {
                const auto c = std::count(t.begin(), t.begin() + n, true);
                return c == 0 || c == n;
            };
            const bool zeroChanges = d.hasDeltas
                    && std::all_of(
                            d.deltas.begin(), d.deltas.begin() + n, [](int v) { return v == 0; });
            const bool noHandShown = std::all_of(d.shownHands.begin(), d.shownHands.end(),
                    [](const auto &h) { return h.empty(); });
            const bool ambiguous = d.kind == DrawKind::Exhaustive && zeroChanges && noHandShown
                    && allOrNone(d.tenpai) && allOrNone(engineTenpai);
            if (tenpaiKnown && d.tenpai != engineTenpai && !ambiguous)
                add(MismatchKind::Draw, "tenpai", seatList(d.tenpai, n), seatList(engineTenpai, n));
            std::array<bool, 4> recordedNagashi = d.nagashi;
            if (d.kind == DrawKind::NagashiMangan
                    && std::none_of(d.nagashi.begin(), d.nagashi.end(), [](bool b) { return b; }))
                recordedNagashi = nagashi; // the record names the kind, not the seat
            if (recordedNagashi != nagashi)
                add(MismatchKind::Draw, "nagashi mangan", seatList(recordedNagashi, n),
                        seatList(nagashi, n));
            st = rules::settleExhaustiveDraw(table, engineTenpai, nagashi, rules);
            engineNagashiSeats = nagashi;
        } else {
            checkAbortive(s, d.kind);
            st = rules::settleAbortiveDraw(table, rules);
        }
        for (int i = 0; i < n; ++i)
            engineDelta[static_cast<std::size_t>(i)] += st.delta[static_cast<std::size_t>(i)];
        if (d.hasDeltas) {
            recordedDelta = d.deltas;
            int sum = 0;
            for (int i = 0; i < n; ++i)
                sum += d.deltas[static_cast<std::size_t>(i)];
            if (sum != 0)
                add(MismatchKind::Payment, "draw payments",
                        "the deltas add up to " + std::to_string(sum),
                        "0 (deposits stay on the table)", {}, true);
            bool same = true;
            for (int i = 0; i < n; ++i)
                same = same
                        && d.deltas[static_cast<std::size_t>(i)]
                                == st.delta[static_cast<std::size_t>(i)];
            if (!same && exhaustive) {
                // The noten payments of a room that does not state them (Tenhou three-player:
                // 2000 in all), inferred where they pay exactly what the record shows.
                same = inferRule(
                        &rules::Ruleset::notenTotal, { 2000, 3000, 4000 }, d.deltas, st,
                        [&](const rules::Ruleset &other) {
                            return rules::settleExhaustiveDraw(
                                    table, engineTenpai, engineNagashiSeats, other);
                        },
                        "noten payments of ", " in all", "the draw of " + label + " shows it");
            }
            if (!same) {
                add(MismatchKind::Payment, "deltas", joinInts(d.deltas, n), joinInts(st.delta, n),
                        "draw");
                deltaMismatchHere = true;
            }
        } else {
            recordedDeltasComplete = false;
        }
    }

    void checkAbortive(const TableState &s, DrawKind kind)
    {
        switch (kind) {
        case DrawKind::NineTerminals: {
            const PlayerState &p = s.player(s.turn);
            rules::KindMask kinds = 0;
            for (const Tile &t : p.closed) {
                if (rules::isTerminalOrHonor(t.kind))
                    kinds |= rules::kindBit(t.kind);
            }
            const int distinct = std::popcount(kinds);
            if (distinct < 9 || p.discards != 0 || s.callsMade)
                add(MismatchKind::Draw, "nine terminals",
                        "declared by seat " + std::to_string(s.turn),
                        std::to_string(distinct) + " different terminals and honours"
                                + (p.discards != 0 || s.callsMade ? ", not the first turn" : ""));
            break;
        }
        case DrawKind::FourWinds: {
            bool ok = !s.callsMade;
            for (int seat = 0; seat < n; ++seat) {
                const PlayerState &p = s.player(seat);
                ok = ok && p.river.size() == 1 && rules::isWind(p.river[0].tile.kind)
                        && p.river[0].tile.kind == s.player(0).river[0].tile.kind;
            }
            if (!ok)
                add(MismatchKind::Draw, "four winds", "four same winds discarded",
                        "the first discards are not four same winds");
            break;
        }
        case DrawKind::FourRiichi: {
            int riichi = 0;
            for (int seat = 0; seat < n; ++seat)
                riichi += s.player(seat).inRiichi() ? 1 : 0;
            if (riichi != 4)
                add(MismatchKind::Draw, "four riichi", "four riichi",
                        std::to_string(riichi) + " riichi");
            break;
        }
        case DrawKind::FourKans: {
            const bool oneSeat = std::any_of(
                    s.kansBySeat.begin(), s.kansBySeat.end(), [&](int k) { return k == s.kans; });
            if (s.kans < 4 || oneSeat)
                add(MismatchKind::Draw, "four kans", "four kans by several players",
                        std::to_string(s.kans) + " kans" + (oneSeat ? " by one player" : ""));
            break;
        }
        case DrawKind::TripleRon: {
            int winners = 0;
            for (int seat = 0; seat < n; ++seat) {
                if (seat == s.lastDiscarder)
                    continue;
                const PlayerState &p = s.player(seat);
                if (handWaits(p.closed, p.melds).contains(s.lastDiscard.kind))
                    ++winners;
            }
            if (winners < 3)
                add(MismatchKind::Draw, "triple ron", "three players ron",
                        std::to_string(winners) + " players wait on "
                                + rules::toString(s.lastDiscard));
            break;
        }
        default: break;
        }
    }

    void finishKyoku(const TableState &s, const Kyoku &ky)
    {
        std::array<int, 4> recordedEnd = preEnd;
        std::array<int, 4> engineEnd = preEnd;
        for (int i = 0; i < n; ++i) {
            const auto u = static_cast<std::size_t>(i);
            engineEnd[u] += engineDeltasKnown || !recordedDeltasComplete ? engineDelta[u]
                                                                         : recordedDelta[u];
            recordedEnd[u] += recordedDeltasComplete ? recordedDelta[u] : engineDelta[u];
        }
        if (ky.hasEndScores && ky.endScores != recordedEnd) {
            const bool ownDeltas = recordedDeltasComplete;
            add(MismatchKind::Scores, "end scores", joinInts(ky.endScores, n),
                    joinInts(recordedEnd, n),
                    ownDeltas ? "start scores, deposits and the recorded deltas" : "", ownDeltas);
        }

        // What comes next.
        expected.valid = true;
        expected.scores = recordedEnd;
        expected.engineScores = engineEnd;
        expected.deltaMismatch = deltaMismatchHere || !engineDeltasKnown;
        expected.sticks = s.riichiSticks;
        expected.flowKnown = true;
        bool dealerKeeps = false;
        bool honbaUp = true;
        if (!ky.wins.empty()) {
            dealerKeeps = std::any_of(ky.wins.begin(), ky.wins.end(),
                    [&](const WinResult &w) { return w.winner == ky.dealer; });
            honbaUp = dealerKeeps;
        } else if (ky.draw) {
            const DrawKind kind = ky.draw->kind;
            if (kind == DrawKind::Exhaustive || kind == DrawKind::NagashiMangan)
                dealerKeeps = engineTenpai[static_cast<std::size_t>(ky.dealer)];
            else
                dealerKeeps = true; // abortive draws repeat the hand
        }
        expected.honba = honbaUp ? ky.honba + 1 : 0;
        expected.dealer = dealerKeeps ? ky.dealer : (ky.dealer + 1) % n;
        expected.round = dealerKeeps ? ky.round : nextRound(ky.round, n);
    }

    void finish()
    {
        if (rec.kyoku.empty())
            return;
        std::array<int, 4> engineFinal = expected.engineScores;
        std::array<int, 4> recordedFinal = expected.scores;
        if (expected.valid && rules.leftoverDeposits == rules::LeftoverDeposits::ToTop
                && expected.sticks > 0) {
            const int firstDealer = rec.kyoku.front().dealer;
            auto top = [&](const std::array<int, 4> &scores) {
                int best = -1;
                for (int d = 0; d < n; ++d) {
                    const int seat = (firstDealer + d) % n;
                    if (best < 0 || bySeat(scores, seat) > scores[static_cast<std::size_t>(best)])
                        best = seat;
                }
                return best;
            };
            engineFinal[static_cast<std::size_t>(top(engineFinal))] +=
                    expected.sticks * rules.riichiDeposit;
            recordedFinal[static_cast<std::size_t>(top(recordedFinal))] +=
                    expected.sticks * rules.riichiDeposit;
        }
        rep.finalScores = engineFinal;
        if (!rec.hasFinal || !expected.valid)
            return;
        label = "game";
        if (rec.finalScores != recordedFinal)
            add(MismatchKind::Scores, "final scores", joinInts(rec.finalScores, n),
                    joinInts(recordedFinal, n),
                    "the last kyoku's scores and deltas, leftover deposits to the top player", true,
                    -1);
        else if (rec.finalScores != engineFinal && !expected.deltaMismatch)
            add(MismatchKind::Scores, "final scores", joinInts(rec.finalScores, n),
                    joinInts(engineFinal, n), {}, false, -1);
    }
};

} // namespace

std::string_view mismatchKindName(MismatchKind kind)
{
    switch (kind) {
    case MismatchKind::Replay: return "replay";
    case MismatchKind::Hand: return "hand";
    case MismatchKind::Value: return "value";
    case MismatchKind::Payment: return "payment";
    case MismatchKind::Draw: return "draw";
    case MismatchKind::Flow: return "flow";
    case MismatchKind::Scores: return "scores";
    case MismatchKind::Header: return "header";
    }
    return "?";
}

std::string formatMismatch(const Mismatch &m)
{
    std::string text = m.label + " " + m.field;
    if (!m.context.empty())
        text += " (" + m.context + ")";
    if (m.betweenCopies)
        text += ": " + m.recorded + "; " + m.engine;
    else
        text += ": record " + (m.recorded.empty() ? std::string("-") : m.recorded) + ", engine "
                + (m.engine.empty() ? std::string("-") : m.engine);
    if (m.recordInconsistent)
        text += " [the record is inconsistent]";
    return text;
}

int VerifyReport::recordInconsistencies() const
{
    return static_cast<int>(std::count_if(mismatches.begin(), mismatches.end(),
            [](const Mismatch &m) { return m.recordInconsistent; }));
}

VerifyReport verifyRecord(const Record &record, const VerifyOptions &options)
{
    VerifyReport report;
    Verifier(record, options, report).run();
    return report;
}

std::string dealFingerprint(const Record &record)
{
    if (record.kyoku.empty())
        return {};
    const Kyoku &k = record.kyoku.front();
    std::string text = std::to_string(record.playerCount) + "|" + std::to_string(k.round) + "|"
            + std::to_string(k.honba) + "|" + joinInts(k.startScores, record.playerCount) + "|"
            + rules::formatTiles(k.doraIndicators);
    for (int seat = 0; seat < record.playerCount; ++seat)
        text += "|" + sortedTiles(bySeat(k.hands, seat));
    return text;
}

std::vector<Mismatch> compareCopies(
        const Record &a, const std::string &nameA, const Record &b, const std::string &nameB)
{
    std::vector<Mismatch> out;
    auto add = [&](MismatchKind kind, int kyoku, const std::string &label, const std::string &field,
                       const std::string &va, const std::string &vb) {
        Mismatch m;
        m.kind = kind;
        m.kyoku = kyoku;
        m.label = label;
        m.field = field;
        m.recorded = nameA + ": " + va;
        m.engine = nameB + ": " + vb;
        m.context = "two copies of one game differ";
        m.recordInconsistent = true;
        m.betweenCopies = true;
        out.push_back(std::move(m));
    };
    const int n = std::min(a.playerCount, b.playerCount);
    if (a.playerCount != b.playerCount)
        add(MismatchKind::Header, -1, "game", "players", std::to_string(a.playerCount),
                std::to_string(b.playerCount));
    for (int seat = 0; seat < n; ++seat) {
        const Player &pa = bySeat(a.players, seat);
        const Player &pb = bySeat(b.players, seat);
        const std::string who = " of seat " + std::to_string(seat);
        if (pa.name != pb.name)
            add(MismatchKind::Header, -1, "game", "name" + who, pa.name, pb.name);
        if (pa.rank != pb.rank && !pa.rank.empty() && !pb.rank.empty())
            add(MismatchKind::Header, -1, "game", "rank" + who, pa.rank, pb.rank);
        if (std::abs(pa.rating - pb.rating) > 0.005 && pa.rating != 0 && pb.rating != 0) {
            char ra[32];
            char rb[32];
            std::snprintf(ra, sizeof ra, "%.2f", pa.rating);
            std::snprintf(rb, sizeof rb, "%.2f", pb.rating);
            add(MismatchKind::Header, -1, "game", "rating" + who, ra, rb);
        }
    }
    if (a.kyoku.size() != b.kyoku.size())
        add(MismatchKind::Flow, -1, "game", "kyoku", std::to_string(a.kyoku.size()),
                std::to_string(b.kyoku.size()));
    const std::size_t count = std::min(a.kyoku.size(), b.kyoku.size());
    // The moves of a kyoku (draws, discards, calls, kans) as text, one entry per move.
    auto moves = [](const Kyoku &k) {
        std::vector<std::string> out;
        for (const Event &e : k.events) {
            switch (e.type) {
            case EventType::Draw:
            case EventType::Discard:
            case EventType::Call:
            case EventType::AddedKan:
            case EventType::NorthBonus:
                out.push_back(describeEvent(e)
                        + (e.type == EventType::Discard && e.riichi ? " riichi" : ""));
                break;
            case EventType::ClosedKan:
                out.push_back("closed kan by seat " + std::to_string(e.seat) + " ("
                        + sortedTiles(e.consumed) + ")");
                break;
            default: break;
            }
        }
        return out;
    };
    for (std::size_t i = 0; i < count; ++i) {
        const Kyoku &ka = a.kyoku[i];
        const Kyoku &kb = b.kyoku[i];
        const std::string label = kyokuLabel(ka);
        const int ki = static_cast<int>(i);
        if (ka.round != kb.round || ka.honba != kb.honba || ka.riichiSticks != kb.riichiSticks)
            add(MismatchKind::Flow, ki, label, "round",
                    label + " +" + std::to_string(ka.riichiSticks),
                    kyokuLabel(kb) + " +" + std::to_string(kb.riichiSticks));
        if (ka.startScores != kb.startScores)
            add(MismatchKind::Scores, ki, label, "start scores", joinInts(ka.startScores, n),
                    joinInts(kb.startScores, n));
        for (int seat = 0; seat < n; ++seat) {
            const auto u = static_cast<std::size_t>(seat);
            if (sortedTiles(ka.hands[u]) != sortedTiles(kb.hands[u]))
                add(MismatchKind::Hand, ki, label, "deal of seat " + std::to_string(seat),
                        sortedTiles(ka.hands[u]), sortedTiles(kb.hands[u]));
        }
        const std::vector<std::string> ma = moves(ka);
        const std::vector<std::string> mb = moves(kb);
        if (ma != mb) {
            std::size_t m = 0;
            while (m < ma.size() && m < mb.size() && ma[m] == mb[m])
                ++m;
            add(MismatchKind::Replay, ki, label, "move #" + std::to_string(m),
                    m < ma.size() ? ma[m] : std::string("no more moves"),
                    m < mb.size() ? mb[m] : std::string("no more moves"));
        }
        if (ka.wins.size() != kb.wins.size()) {
            add(MismatchKind::Value, ki, label, "wins", std::to_string(ka.wins.size()),
                    std::to_string(kb.wins.size()));
        } else {
            for (std::size_t w = 0; w < ka.wins.size(); ++w) {
                const WinResult &wa = ka.wins[w];
                const WinResult &wb = kb.wins[w];
                if (wa.deltas != wb.deltas)
                    add(MismatchKind::Payment, ki, label, "deltas of win #" + std::to_string(w),
                            joinInts(wa.deltas, n), joinInts(wb.deltas, n));
            }
        }
    }
    if (a.hasFinal && b.hasFinal && a.finalScores != b.finalScores)
        add(MismatchKind::Scores, -1, "game", "final scores", joinInts(a.finalScores, n),
                joinInts(b.finalScores, n));
    return out;
}

} // namespace haifu::game
