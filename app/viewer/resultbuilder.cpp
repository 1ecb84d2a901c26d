#include "viewer/resultbuilder.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"

#include "viewer/gametext.h"
#include "viewer/tableitems.h"

#include "game/situation.h"
#include "rules/points.h"
#include "rules/settlement.h"

#include <algorithm>

using haifu::toQString;

using namespace haifu;
using game::EventType;
using game::PlayerState;
using game::TableState;
using rules::Tile;

namespace haifu::app {

ResultBuilder::ResultBuilder(const game::Record &record,
        const std::vector<game::WinCheck> &winChecks, std::function<QString(int)> playerName)
    : m_record(record), m_winChecks(winChecks), m_playerName(std::move(playerName))
{ }

QList<ResultView> ResultBuilder::views(const TableState &now, const std::vector<Win> &wins,
        const std::vector<game::Mismatch> &mismatches) const
{
    QList<ResultView> views;
    const int kyoku = now.kyoku;
    const auto &events = m_record.kyoku[static_cast<std::size_t>(kyoku)].events;
    int applied = 0;
    for (int i = 0; i < std::min(now.step, static_cast<int>(events.size())); ++i)
        applied += events[static_cast<std::size_t>(i)].type == EventType::Win;
    for (int w = 0; w < applied && w < static_cast<int>(wins.size()); ++w)
        views.append(winView(kyoku, bySeat(wins, w), mismatches));
    if (views.isEmpty() && m_record.kyoku[static_cast<std::size_t>(kyoku)].draw)
        views.append(drawView(now, mismatches));
    return views;
}

QString ResultBuilder::mismatchLine(const game::Mismatch &m)
{
    //: a difference between the record and the engine: %1 what, %2 the record, %3 the engine
    return tr("%1: record %2, engine %3")
            .arg(toQString(m.field), toQString(m.recorded), toQString(m.engine));
}

ResultView ResultBuilder::winView(
        int kyoku, const Win &ws, const std::vector<game::Mismatch> &mismatches) const
{
    const game::Kyoku &ky = m_record.kyoku[static_cast<std::size_t>(kyoku)];
    const game::WinResult &w = ky.wins[static_cast<std::size_t>(ws.result)];
    const TableState &s = ws.before;
    const bool tsumo = w.winner == w.from;
    const PlayerState &p = s.player(w.winner);

    ResultView v;
    v.winner = w.winner;
    v.from = w.from;
    v.title = tsumo ? tr("Tsumo: %1").arg(m_playerName(w.winner))
                    : tr("Ron: %1 from %2").arg(m_playerName(w.winner), m_playerName(w.from));

    rules::Hand hand{ p.closed, p.melds };
    const Tile winTile = tsumo ? (p.drawn ? *p.drawn : w.winTile) : s.lastDiscard;
    if (!tsumo) {
        hand.closed.push_back(winTile);
        std::stable_sort(hand.closed.begin(), hand.closed.end(), viewer::tileLess);
    }
    std::vector<Tile> shown = hand.closed;
    viewer::removeOne(shown, winTile);
    for (const Tile &t : shown)
        v.hand.append(viewer::tileItem(t));
    TileItem won = viewer::tileItem(winTile);
    won.separated = true;
    won.highlighted = true;
    v.hand.append(won);
    v.melds = viewer::meldItems(p.melds, false);
    for (const Tile &t : s.doraIndicators)
        v.dora.append(viewer::tileItem(t));
    if (p.riichi == game::RiichiState::Accepted) {
        for (const Tile &t : w.uraIndicators)
            v.ura.append(viewer::tileItem(t));
    }

    // The situation of the win, as the verifier builds it.
    const rules::Situation sit = game::winSituation(s, w, m_record.ruleset, winTile);
    auto scored = rules::score(hand, sit, m_record.ruleset);
    if (!scored || scored->status != rules::ScoreStatus::Win) {
        v.engineFailed = true;
        v.mismatches << (!scored ? tr("The engine cannot score this hand: %1")
                                           .arg(haifu::errorText(scored.error()))
                        : scored->status == rules::ScoreStatus::NoYaku
                        ? tr("The engine finds no yaku in this hand")
                        : tr("The engine finds no complete hand"));
    } else {
        addScore(v, w, scored->value, w.winner == s.dealer, tsumo);
    }
    addPayments(v, kyoku, ws, s.playerCount);
    const std::string tag = "win #" + std::to_string(ws.result) + ":";
    for (const game::Mismatch &m : mismatches) {
        if (m.context.rfind("win #", 0) != 0 || m.context.rfind(tag, 0) == 0)
            v.mismatches << mismatchLine(m);
    }
    return v;
}

void ResultBuilder::addScore(ResultView &v, const game::WinResult &w, const rules::HandValue &value,
        bool dealer, bool tsumo) const
{
    const bool yakumanHand = value.yakumanMultiple > 0;
    auto recordedHan = [&](std::string_view key) -> int {
        for (const auto &[k, han] : w.yaku) {
            if (k == key)
                return han;
        }
        return -1;
    };
    for (const rules::YakuHan &y : value.yaku) {
        LineItem line = GameText::yakuLine(y);
        if (!w.yaku.empty()) {
            const int recorded = recordedHan(rules::yakuKey(y.yaku));
            if (recorded < 0 && !rules::isDoraBonus(y.yaku)) {
                line.mismatch = true;
                line.detail = tr("not in the record");
            } else if (recorded >= 0 && recorded != y.han && !yakumanHand) {
                line.mismatch = true;
                line.detail = tr("record: %n han", nullptr, recorded);
            }
        }
        v.yaku.append(line);
    }
    for (const auto &[key, han] : w.yaku) {
        bool found = false;
        for (const rules::YakuHan &y : value.yaku)
            found = found || rules::yakuKey(y.yaku) == key;
        const rules::Yaku yaku = rules::yakuFromKey(key);
        if (found || han == 0 || (yaku != rules::Yaku::Count && rules::isDoraBonus(yaku)))
            continue;
        LineItem line;
        line.label = yaku == rules::Yaku::Count ? toQString(key) : GameText::yakuName(yaku);
        line.value = GameText::hanText(han);
        line.amount = han;
        line.mismatch = true;
        line.detail = tr("in the record only");
        v.yaku.append(line);
    }
    v.fu = GameText::fuLines(value);
    v.han = value.han;
    v.fuTotal = value.fu;
    v.points = rules::handPayments(value.basicPoints, dealer, tsumo, 0, m_record.ruleset).total;
    const QString limit = GameText::limitName(value.limit);
    const QString points = GameText::points(v.points);
    if (yakumanHand)
        v.valueText = tr("%1: %2 points").arg(limit, points);
    else if (!limit.isEmpty())
        //: %1 han, %2 fu, %3 limit name (mangan…), %4 points
        v.valueText =
                tr("%1 han %2 fu, %3: %4 points").arg(value.han).arg(value.fu).arg(limit, points);
    else
        v.valueText = tr("%1 han %2 fu: %3 points").arg(value.han).arg(value.fu).arg(points);
}

void ResultBuilder::addPayments(ResultView &v, int kyoku, const Win &ws, int players) const
{
    // The engine's payments, with the record's where they differ.
    const game::WinResult &w = m_record.kyoku[static_cast<std::size_t>(kyoku)]
                                       .wins[static_cast<std::size_t>(ws.result)];
    const game::WinCheck *check = nullptr;
    for (const game::WinCheck &c : m_winChecks) {
        if (c.kyoku == kyoku && c.win == ws.result)
            check = &c;
    }
    for (int seat = 0; seat < players; ++seat) {
        const int engine = check ? bySeat(check->deltas, seat) : 0;
        const int recorded = w.hasDeltas ? bySeat(w.deltas, seat) : engine;
        LineItem line;
        line.label = m_playerName(seat);
        line.amount = check ? engine : recorded;
        line.value = GameText::signedPoints(line.amount);
        line.emphasis = seat == w.winner;
        if (check && w.hasDeltas && engine != recorded) {
            line.mismatch = true;
            line.detail = tr("record: %1").arg(GameText::signedPoints(recorded));
        }
        v.payments.append(line);
    }
}

ResultView ResultBuilder::drawView(
        const TableState &s, const std::vector<game::Mismatch> &mismatches) const
{
    const game::Kyoku &ky = m_record.kyoku[static_cast<std::size_t>(s.kyoku)];
    const game::DrawResult &d = *ky.draw;
    ResultView v;
    v.draw = true;
    v.title = GameText::drawName(d.kind);
    const bool exhaustive =
            d.kind == game::DrawKind::Exhaustive || d.kind == game::DrawKind::NagashiMangan;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        LineItem line;
        line.label = m_playerName(seat);
        line.amount = d.hasDeltas ? bySeat(d.deltas, seat) : 0;
        line.value = GameText::signedPoints(line.amount);
        if (exhaustive) {
            const bool tenpai = game::analysePlayer(s, seat).tenpai;
            line.detail = bySeat(d.nagashi, seat)
                    ? GameText::drawName(game::DrawKind::NagashiMangan)
                    : tenpai ? GameText::shantenText(0)
                             //: not tenpai at the draw (Japanese: ノーテン)
                             : tr("Noten");
            line.emphasis = tenpai;
        }
        v.payments.append(line);
    }
    for (const game::Mismatch &m : mismatches)
        v.mismatches << mismatchLine(m);
    return v;
}

} // namespace haifu::app
