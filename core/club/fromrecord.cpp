#include "club/fromrecord.h"

#include "club/finalscore.h"
#include "rules/points.h"
#include "rules/settlement.h"

#include <algorithm>
#include <cmath>

namespace haifu::club {

namespace {

using game::DrawKind;
using game::Kyoku;
using game::WinResult;

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

// Where in the record: "kyoku 3 (E3-0): ".
std::vector<std::string> kyokuName(const Kyoku &k, int index)
{
    return { std::to_string(index + 1), handLabel(k.roundWind(), k.handNumber() - 1, k.honba) };
}

// The fu of a win recorded without it: the smallest that pays what the record says.
int fuForPoints(const WinResult &w, int han, bool dealer, bool tsumo, const rules::Ruleset &r)
{
    static constexpr int kFu[] = { 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110 };
    for (int fu : kFu) {
        if (checkHanFu(han, fu, !tsumo))
            continue;
        const int basic = rules::basicPoints(han, fu, 0, r).points;
        if (rules::handPayments(basic, dealer, tsumo, 0, r).total == w.points)
            return fu;
    }
    return 0;
}

// How many of the hand's yakuman the liable player answers for.
int liableYakuman(const WinResult &w, const rules::Ruleset &r)
{
    if (rules::paoCoversWholeHand(r))
        return w.yakuman;
    int liable = 0;
    for (const auto &[key, han] : w.yaku) {
        if ((key == "daisangen" && r.paoDaisangen) || (key == "daisuushii" && r.paoDaisuushii)
                || (key == "suukantsu" && r.paoSuukantsu))
            liable += std::max(1, han / 13);
    }
    return std::clamp(liable, 1, w.yakuman);
}

Result<Win> winOf(const WinResult &w, const Kyoku &k, const rules::Ruleset &r,
        const std::vector<std::string> &where)
{
    Win win;
    win.seat = w.winner;
    if (w.yakuman > 0) {
        win.yakuman = w.yakuman;
        if (w.pao >= 0 && w.pao != w.winner) {
            win.paoSeat = w.pao;
            win.paoYakuman = liableYakuman(w, r);
        }
        return win;
    }
    win.han = w.han;
    win.fu = w.fu;
    const bool tsumo = w.from == w.winner;
    if (win.fu == 0 && win.han < 5)
        win.fu = fuForPoints(w, win.han, w.winner == k.dealer, tsumo, r);
    if (win.han >= 5 && win.fu == 0)
        win.fu = 30; // limit hands: fu does not matter
    if (auto e = checkHanFu(win.han, win.fu, !tsumo))
        return std::move(*e)
                .at(ErrorCode::AtWinOfSeat, { std::to_string(w.winner) })
                .at(ErrorCode::AtRecordHand, where);
    return win;
}

} // namespace

Result<Game> gameFromRecord(const game::Record &record)
{
    Game g;
    g.rules = record.ruleset;
    g.rules.players = record.playerCount;
    const int n = record.playerCount;
    for (int s = 0; s < n; ++s)
        g.players[idx(s)] = record.players[idx(s)].name;
    if (record.kyoku.empty())
        return Error::of(ErrorCode::RecordWithoutHands);
    const Kyoku &first = record.kyoku.front();
    const bool fromTheStart = first.round == 0 && first.honba == 0 && first.riichiSticks == 0;
    bool even = true;
    for (int s = 1; s < n; ++s)
        even = even && first.startScores[idx(s)] == first.startScores[0];
    rules::Ruleset &r = g.rules;
    if (fromTheStart && even && first.startScores[0] != r.startPoints) {
        // A game started with other points than the preset's (a tournament room): the ruleset
        // takes them, and the return and oka follow where they are measured from the start.
        const int start = first.startScores[0];
        const bool okaFromStart = r.oka == (r.returnPoints - r.startPoints) * n;
        if (r.returnPoints == r.startPoints)
            r.returnPoints = start;
        if (okaFromStart)
            r.oka = (r.returnPoints - start) * n;
        r.startPoints = start;
    }
    // The score that ends the game at all-last and in the extension: a target at or below
    // everyone's start would end every game after its last hand and never extend it. Tenhou
    // and Mahjong Soul three-player (35000 start) play on until someone has the return score
    // (40000), as a Tenhou room does with its stated return score.
    if (r.westExtension && r.targetPoints <= r.startPoints && r.returnPoints > r.startPoints)
        r.targetPoints = r.returnPoints;
    bool defaultStart = true;
    for (int s = 0; s < n; ++s)
        defaultStart = defaultStart && first.startScores[idx(s)] == r.startPoints;
    if (!defaultStart)
        g.startScores = first.startScores;
    g.startRound = first.roundWind();
    g.startHand = first.handNumber() - 1;
    g.startHonba = first.honba;
    g.startSticks = first.riichiSticks;

    for (std::size_t ki = 0; ki < record.kyoku.size(); ++ki) {
        const Kyoku &k = record.kyoku[ki];
        const std::vector<std::string> where = kyokuName(k, int(ki));
        HandEntry e;
        for (const game::Event &ev : k.events) {
            if (ev.type == game::EventType::RiichiAccepted && ev.seat >= 0 && ev.seat < n)
                e.riichi[idx(ev.seat)] = true;
        }
        if (!k.wins.empty()) {
            const WinResult &w0 = k.wins.front();
            const bool tsumo = w0.from == w0.winner;
            e.kind = tsumo ? HandKind::Tsumo : HandKind::Ron;
            e.discarder = tsumo ? -1 : w0.from;
            for (const WinResult &w : k.wins) {
                auto win = winOf(w, k, g.rules, where);
                if (!win)
                    return win.error();
                e.wins.push_back(*win);
            }
        } else if (k.draw) {
            const game::DrawResult &d = *k.draw;
            switch (d.kind) {
            case DrawKind::Exhaustive:
            case DrawKind::NagashiMangan: {
                e.kind = HandKind::ExhaustiveDraw;
                e.tenpai = d.tenpai;
                e.nagashi = d.nagashi;
                const bool anyNagashi =
                        std::any_of(d.nagashi.begin(), d.nagashi.end(), [](bool b) { return b; });
                if (d.kind == DrawKind::NagashiMangan && !anyNagashi && d.hasDeltas) {
                    // The record names the kind, not the seat: the seats paid a mangan.
                    for (int s = 0; s < n; ++s)
                        e.nagashi[idx(s)] = d.deltas[idx(s)] >= 8000;
                }
                const bool anyTenpai =
                        std::any_of(d.tenpai.begin(), d.tenpai.end(), [](bool b) { return b; });
                // All-zero changes and no hand shown: everyone tenpai or nobody (a Mahjong Soul
                // record reads four tenpai as none); the next hand's dealer tells which.
                const auto tenpaiCount = std::count(d.tenpai.begin(), d.tenpai.begin() + n, true);
                const bool zeroChanges = d.hasDeltas
                        && std::all_of(d.deltas.begin(), d.deltas.begin() + n,
                                [](int v) { return v == 0; });
                const bool noHandShown = std::all_of(d.shownHands.begin(), d.shownHands.end(),
                        [](const auto &h) { return h.empty(); });
                if (d.kind == DrawKind::Exhaustive && zeroChanges && noHandShown
                        && (tenpaiCount == 0 || tenpaiCount == n) && ki + 1 < record.kyoku.size()) {
                    const bool all = record.kyoku[ki + 1].dealer == k.dealer;
                    for (int s = 0; s < n; ++s)
                        e.tenpai[idx(s)] = all;
                }
                if (d.kind == DrawKind::NagashiMangan && !anyTenpai && ki + 1 < record.kyoku.size())
                    e.tenpai[idx(k.dealer)] = record.kyoku[ki + 1].dealer == k.dealer;
                break;
            }
            case DrawKind::NineTerminals: e.abortReason = "nine_terminals"; break;
            case DrawKind::FourWinds: e.abortReason = "four_winds"; break;
            case DrawKind::FourRiichi: e.abortReason = "four_riichi"; break;
            case DrawKind::FourKans: e.abortReason = "four_kans"; break;
            case DrawKind::TripleRon: e.abortReason = "triple_ron"; break;
            }
        } else if (ki + 1 == record.kyoku.size()) {
            break; // the record stops in the middle of its last hand: the hands before it
        } else {
            return Error::of(ErrorCode::HandWithoutResult).at(ErrorCode::AtRecordHand, where);
        }
        g.entries.push_back(std::move(e));
    }
    return g;
}

} // namespace haifu::club

namespace haifu::club {

namespace {

// "+30", "-7.5": an amount of points in thousands, as score sheets write uma.
std::string thousands(int points)
{
    std::string text = std::to_string(std::abs(points) / 1000);
    if (const int hundreds = std::abs(points) % 1000 / 100; hundreds != 0)
        text += "." + std::to_string(hundreds);
    return (points < 0 ? "-" : "+") + text;
}

bool finalPointsAgree(const FinalScore &f, const game::Record &record, int n)
{
    for (int s = 0; s < n; ++s) {
        if (std::abs(f.seats[idx(s)].score - record.finalPoints[idx(s)]) >= 0.05)
            return false;
    }
    return true;
}

std::string pointsList(const std::array<double, 4> &points, int n)
{
    std::string text;
    for (int s = 0; s < n; ++s) {
        const long tenths = std::lround(points[idx(s)] * 10);
        text += (s > 0 ? ", " : "") + std::string(tenths < 0 ? "-" : "")
                + std::to_string(std::abs(tenths) / 10) + "."
                + std::to_string(std::abs(tenths) % 10);
    }
    return "[" + text + "]";
}

// The game went on where the rules would have ended it: the dealer in the lead at all-last (or
// in the extension) after a tenpai or a win. Tenhou in 2009 did not stop on tenpai; a private
// room may not stop at all.
void inferAllLastRules(RecordGame &out)
{
    rules::Ruleset &r = out.game.rules;
    for (int pass = 0; pass < 2; ++pass) {
        auto state = scoreGame(out.game, AfterEnd::Stop);
        if (!state || !state->ended || state->endReason != "dealer top"
                || state->hands.size() >= out.game.entries.size())
            return;
        const HandRecord &h = state->hands.back();
        const std::string at =
                " at " + h.label + " (" + std::to_string(h.totals[idx(h.dealer)]) + " points)";
        if (out.game.entries[state->hands.size() - 1].kind == HandKind::ExhaustiveDraw) {
            r.dealerTenpaiEnds = false;
            out.inferred.push_back("the game went on after the dealer's tenpai in the lead" + at
                    + ": a tenpai at all-last does not end it under this record's rules "
                      "(no tenpai-yame)");
        } else {
            r.dealerTopEnds = false;
            out.inferred.push_back("the game went on after the dealer's win in the lead" + at
                    + ": a win at all-last does not end it under this record's rules "
                      "(no agari-yame)");
        }
    }
}

// The uma and oka the record's final points show when the header's do not give them (a Tenhou
// chip table, a Mahjong Soul tournament): each place's uma + oka is the recorded final less
// the engine's (points - return) / 1000; the uma add up to zero and the oka goes to the top.
void inferUmaAndOka(RecordGame &out, const game::Record &record)
{
    rules::Ruleset &r = out.game.rules;
    const int n = r.players;
    if (!record.hasFinal || !record.hasFinalPoints)
        return;
    const auto state = scoreGame(out.game);
    if (!state)
        return; // the caller reports the error
    const FinalScore before = finalScore(*state, r);
    if (finalPointsAgree(before, record, n))
        return;
    std::array<double, 4> engine{};
    for (int s = 0; s < n; ++s)
        engine[idx(s)] = before.seats[idx(s)].score;
    const std::string unknown = "the final points " + pointsList(record.finalPoints, n)
            + " follow rules the record does not state (the header's rules give "
            + pointsList(engine, n) + ")";

    std::array<int, 4> umaOka{}; // by place, in points
    std::array<bool, 4> seen{};
    for (int s = 0; s < n; ++s) {
        const FinalSeat &f = before.seats[idx(s)];
        const std::size_t place = idx(f.place - 1);
        if (f.sharedPlace || seen[place] || f.penalty != 0) {
            out.finalPointsUnknown = unknown;
            return;
        }
        seen[place] = true;
        const double rest = f.score - f.uma - f.oka;
        umaOka[place] = int(std::lround((record.finalPoints[idx(s)] - rest) * 10)) * 100;
    }
    rules::Ruleset inferred = r;
    inferred.umaMode = rules::UmaMode::Fixed;
    inferred.uma = {};
    int others = 0;
    for (int p = 1; p < n; ++p) {
        inferred.uma[idx(p)] = umaOka[idx(p)];
        others += umaOka[idx(p)];
    }
    inferred.uma[0] = -others;
    inferred.oka = umaOka[0] - inferred.uma[0];
    if (inferred.oka < 0) {
        out.finalPointsUnknown = unknown;
        return;
    }
    if (!finalPointsAgree(finalScore(*state, inferred), record, n)) {
        out.finalPointsUnknown = unknown;
        return;
    }
    std::string uma;
    for (int p = 0; p < n; ++p)
        uma += (p > 0 ? "/" : "") + thousands(inferred.uma[idx(p)]);
    out.inferred.push_back("uma " + uma + " and oka " + thousands(inferred.oka)
            + " from the record's final points (the header does not state them: a private "
              "room, a chip table or a tournament)");
    r.uma = inferred.uma;
    r.umaMode = inferred.umaMode;
    r.oka = inferred.oka;
}

} // namespace

Result<RecordGame> clubGameFromRecord(const game::Record &record)
{
    auto game = gameFromRecord(record);
    if (!game)
        return game.error();
    RecordGame out{ std::move(*game), {}, {} };
    inferAllLastRules(out);
    inferUmaAndOka(out, record);
    return out;
}

} // namespace haifu::club
