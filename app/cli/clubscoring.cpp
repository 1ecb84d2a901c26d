#include "cli/cli.h"
#include "cli/clubcli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "formats/clubledger.h"
#include "formats/recordio.h"
#include "game/verify.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <functional>
#include <map>
#include <variant>

using namespace Qt::StringLiterals;

// haifu-cli club: a club game scored by the club engine, as JSON or as text, compared with a
// game record; ledger files with hands entered as tiles.

namespace haifu::cli::clubcli {

Result<Scored> score(club::Game game)
{
    auto state = club::scoreGame(game);
    if (!state)
        return state.error();
    Scored s{ std::move(game), std::move(*state), {} };
    s.final = club::finalScore(s.state, s.game.rules);
    return s;
}

namespace {

QJsonArray intList(const std::array<int, 4> &values, int n)
{
    QJsonArray list;
    for (int i = 0; i < n; ++i)
        list.append(values[std::size_t(i)]);
    return list;
}

QString resultText(const club::HandEntry &e)
{
    switch (e.kind) {
    case club::HandKind::Ron: return e.wins.size() > 1 ? Tr::tr("multiple ron") : Tr::tr("ron");
    case club::HandKind::Tsumo: return Tr::tr("tsumo");
    case club::HandKind::ExhaustiveDraw:
        return std::any_of(e.nagashi.begin(), e.nagashi.end(), [](bool b) { return b; })
                ? Tr::tr("nagashi mangan")
                : Tr::tr("draw");
    case club::HandKind::AbortiveDraw: return Tr::tr("abortive draw");
    case club::HandKind::Chombo: return Tr::tr("chombo");
    }
    return {};
}

} // namespace

QJsonObject scoredJson(const Scored &s)
{
    const int n = s.state.players;
    QJsonObject o;
    QJsonArray players;
    for (int i = 0; i < n; ++i)
        players.append(str(s.game.players[std::size_t(i)]));
    o[u"players"_s] = players;
    o[u"rules"_s] = str(s.game.rules.name);
    QJsonArray hands;
    for (std::size_t h = 0; h < s.state.hands.size(); ++h) {
        const club::HandRecord &r = s.state.hands[h];
        QJsonObject hand;
        hand[u"label"_s] = str(r.label);
        hand[u"result"_s] = formats::handEntryToJson(s.game.entries[h]).value("result"_L1);
        hand[u"deltas"_s] = intList(r.delta, n);
        hand[u"totals"_s] = intList(r.totals, n);
        hand[u"honba"_s] = r.honba;
        hand[u"sticks_before"_s] = r.sticksBefore;
        hand[u"sticks_after"_s] = r.sticksAfter;
        hands.append(hand);
    }
    o[u"hands"_s] = hands;
    o[u"ended"_s] = s.state.ended;
    o[u"end_reason"_s] = str(s.state.endReason);
    if (!s.state.ended)
        o[u"next_hand"_s] = str(s.state.nextLabel());
    QJsonArray raw;
    QJsonArray points;
    QJsonArray places;
    QJsonArray uma;
    QJsonArray penalties;
    for (int i = 0; i < n; ++i) {
        const club::FinalSeat &f = s.final.seats[std::size_t(i)];
        raw.append(f.raw);
        points.append(tenth(f.score));
        places.append(f.sharedPlace ? u"%1="_s.arg(f.place) : QString::number(f.place));
        uma.append(tenth(f.uma + f.oka));
        penalties.append(tenth(f.penalty));
    }
    o[u"final_scores"_s] = raw;
    o[u"final_points"_s] = points;
    o[u"places"_s] = places;
    o[u"uma_oka"_s] = uma;
    o[u"penalties"_s] = penalties;
    o[u"leftover_sticks"_s] = s.final.leftoverSticks;
    o[u"zero_sum"_s] = tenth(s.final.zeroSum);
    return o;
}

void printScored(QTextStream &stream, const Scored &s)
{
    const int n = s.state.players;
    QStringList names;
    for (int i = 0; i < n; ++i)
        names << str(s.game.players[std::size_t(i)]);
    stream << Tr::tr("Players: %1").arg(names.join(u", "_s)) << '\n'
           << Tr::tr("Rules: %1").arg(str(s.game.rules.name)) << '\n';
    for (std::size_t h = 0; h < s.state.hands.size(); ++h) {
        const club::HandRecord &r = s.state.hands[h];
        stream << u"%1  %2"_s.arg(str(r.label), -6).arg(resultText(s.game.entries[h]), -16);
        for (int i = 0; i < n; ++i)
            stream << u"%1"_s.arg(r.delta[std::size_t(i)], 8);
        stream << "  |";
        for (int i = 0; i < n; ++i)
            stream << u"%1"_s.arg(r.totals[std::size_t(i)], 8);
        stream << '\n';
    }
    stream << (s.state.ended
                    ? Tr::tr("Game over: %1").arg(reports::endReasonText(s.state.endReason))
                    : Tr::tr("In progress: next hand %1").arg(str(s.state.nextLabel())))
           << '\n';
    for (int i = 0; i < n; ++i) {
        const club::FinalSeat &f = s.final.seats[std::size_t(i)];
        stream << u"  %1 %2 %3 %4"_s
                          .arg(f.sharedPlace ? u"%1="_s.arg(f.place) : QString::number(f.place), 3)
                          .arg(names[i], -20)
                          .arg(f.raw, 7)
                          .arg(QString::asprintf("%+.1f", tenth(f.score)), 7)
               << '\n';
    }
    stream << Tr::tr("Zero-sum check: %1").arg(QString::asprintf("%+.1f", tenth(s.final.zeroSum)))
           << '\n';
}

namespace {

// The record's own changes of one kyoku: its wins' deltas added up, the draw's, or the scores;
// with the riichi deposits placed in the hand (records state them apart, the ledger does not).
std::optional<std::array<int, 4>> recordedDeltas(const game::Kyoku &k, int deposit)
{
    if (k.hasEndScores) {
        std::array<int, 4> d{};
        for (std::size_t i = 0; i < 4; ++i)
            d[i] = k.endScores[i] - k.startScores[i];
        return d;
    }
    std::array<int, 4> d{};
    for (const game::Event &ev : k.events) {
        if (ev.type == game::EventType::RiichiAccepted && ev.seat >= 0 && ev.seat < 4)
            d[std::size_t(ev.seat)] -= deposit;
    }
    if (!k.wins.empty()) {
        for (const game::WinResult &w : k.wins) {
            if (!w.hasDeltas)
                return std::nullopt;
            for (std::size_t i = 0; i < 4; ++i)
                d[i] += w.deltas[i];
        }
        return d;
    }
    if (k.draw && k.draw->hasDeltas) {
        for (std::size_t i = 0; i < 4; ++i)
            d[i] += k.draw->deltas[i];
        return d;
    }
    return std::nullopt;
}

QString joinInts(const std::array<int, 4> &v, int n)
{
    QStringList parts;
    for (int i = 0; i < n; ++i)
        parts << QString::number(v[std::size_t(i)]);
    return parts.join(u", "_s);
}

} // namespace

// What differs between the club engine's result and the record.
QStringList compareWithRecord(const Scored &s, const game::Record &record, bool finalPointsUnknown)
{
    QStringList diffs;
    const int n = s.state.players;
    for (std::size_t h = 0; h < s.state.hands.size() && h < record.kyoku.size(); ++h) {
        const game::Kyoku &k = record.kyoku[h];
        const std::string label = club::handLabel(k.roundWind(), k.handNumber() - 1, k.honba);
        if (label != s.state.hands[h].label)
            diffs << Tr::tr("hand %1: the record plays %2, the club engine %3")
                             .arg(h + 1)
                             .arg(str(label), str(s.state.hands[h].label));
        const auto recorded = recordedDeltas(k, record.ruleset.riichiDeposit);
        const auto &engine = s.state.hands[h].delta;
        if (recorded && *recorded != engine) {
            // Deposits of this hand: the record's deltas count a riichi stick when it is paid.
            diffs << Tr::tr("%1: the record changes the scores by [%2], the club engine by [%3]")
                             .arg(str(s.state.hands[h].label), joinInts(*recorded, n),
                                     joinInts(engine, n));
        }
    }
    if (record.hasFinal) {
        std::array<int, 4> raw{};
        for (int i = 0; i < n; ++i)
            raw[std::size_t(i)] = s.final.seats[std::size_t(i)].raw;
        if (raw != record.finalScores)
            diffs << Tr::tr("final scores: the record says [%1], the club engine [%2]")
                             .arg(joinInts(record.finalScores, n), joinInts(raw, n));
    }
    if (record.hasFinalPoints && !finalPointsUnknown) {
        QStringList rec;
        QStringList eng;
        bool same = true;
        for (int i = 0; i < n; ++i) {
            const double r = record.finalPoints[std::size_t(i)];
            const double e = tenth(s.final.seats[std::size_t(i)].score);
            same = same && std::abs(r - e) < 0.05;
            rec << QString::number(r, 'f', 1);
            eng << QString::number(e, 'f', 1);
        }
        if (!same)
            diffs << Tr::tr("final points: the record says [%1], the club engine [%2]")
                             .arg(rec.join(u", "_s), eng.join(u", "_s));
    }
    const bool lastUnfinished =
            !record.kyoku.empty() && record.kyoku.back().wins.empty() && !record.kyoku.back().draw;
    if (record.hasFinal && !lastUnfinished && !s.state.ended)
        diffs << Tr::tr("the record's game is over, the club game goes on with %1")
                         .arg(str(s.state.nextLabel()));
    if (s.state.hands.size() + (lastUnfinished ? 1 : 0) != record.kyoku.size())
        diffs << Tr::tr("the record has %1 hands, the club game %2")
                         .arg(record.kyoku.size())
                         .arg(s.state.hands.size());
    return diffs;
}

int writeJson(const QJsonObject &o)
{
    out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
    out().flush();
    return 0;
}

namespace {

// A winner may give the hand instead of han and fu: { "seat": 1, "hand": SCORE_INPUT } with the
// fields of `haifu-cli score --json` (closed, melds, win_tile, winds, riichi, dora, …); the rules
// engine scores it under the ledger's rules (a tsumo entry sets "tsumo") and its han and fu (or
// yakuman) are entered.
Result<QJsonObject> scoreEnteredHands(QJsonObject ledger)
{
    QJsonArray hands = ledger.value("hands"_L1).toArray();
    for (qsizetype i = 0; i < hands.size(); ++i) {
        QJsonObject entry = hands[i].toObject();
        QJsonArray winners = entry.value("winners"_L1).toArray();
        bool changed = false;
        for (qsizetype w = 0; w < winners.size(); ++w) {
            QJsonObject winner = winners[w].toObject();
            if (!winner.contains("hand"_L1))
                continue;
            const QString where = u"hands[%1].winners[%2].hand"_s.arg(i).arg(w);
            QJsonObject input = winner.value("hand"_L1).toObject();
            if (!input.contains("rules"_L1))
                input.insert(u"rules"_s, ledger.value("rules"_L1));
            if (entry.value("result"_L1).toString() == "tsumo"_L1)
                input.insert(u"tsumo"_s, true);
            const QJsonObject scored = scoreJson(input);
            const QJsonValue error = scored.value("error"_L1);
            if (!error.isNull())
                return Error{ (where + u": "_s + error.toString()).toStdString() };
            winner.remove(u"hand"_s);
            const int yakuman = scored.value("yakuman_multiple"_L1).toInt();
            if (yakuman > 0) {
                winner.insert(u"yakuman"_s, yakuman);
            } else {
                winner.insert(u"han"_s, scored.value("han"_L1).toInt());
                winner.insert(u"fu"_s, scored.value("fu"_L1).toInt());
            }
            winners[w] = winner;
            changed = true;
        }
        if (changed) {
            entry.insert(u"winners"_s, winners);
            hands[i] = entry;
        }
    }
    ledger.insert(u"hands"_s, hands);
    return ledger;
}

} // namespace

// Reads a ledger file, scoring the hands entered as tiles.
Result<formats::Ledger> readLedger(const QString &path)
{
    return formats::readLedgerFile(path, scoreEnteredHands);
}

// A scored game on stdout: its sheet, or its JSON with --json.
int writeScored(const Scored &scored, const Args &a)
{
    if (a.json)
        return writeJson(scoredJson(scored));
    printScored(out(), scored);
    out().flush();
    return 0;
}

} // namespace haifu::cli::clubcli
