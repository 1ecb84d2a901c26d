#include "cli.h"

#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "clubledger.h"
#include "recordio.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

// haifu-cli club: club games from a JSON ledger (formats/clubledger.h) or from a game record,
// scored by the club engine (core/club); score sheets; the club games of a library.
namespace haifu::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("haifu::cli", text);
}

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

void printClubUsage(QTextStream &stream)
{
    stream << tr("Usage: haifu-cli club COMMAND [options]") << "\n\n"
           << tr("Commands:") << '\n'
           << "  score LEDGER.json [--json]          "
           << tr("Replay a club ledger: every hand's changes, honba, deposits, dealer rotation, "
                 "the game end and the final scores")
           << '\n'
           << "  from-record FILE [--json]           "
           << tr("Turn a game record into a club game (its results only) and score it under the "
                 "record's ruleset, compared with the record")
           << '\n'
           << "  to-ledger FILE [-o OUT.json]        "
           << tr("Write the club ledger of a game record") << '\n'
           << '\n'
           << tr("The ledger format is described in README.md (\"The club ledger\").") << '\n'
           << tr("Exit status: 0 on success, 1 when a ledger or record is refused or differs from "
                 "the record, 2 on usage errors.")
           << '\n';
    stream.flush();
}

struct Scored
{
    club::Game game;
    club::GameState state;
    club::FinalScore final;
};

Result<Scored> score(club::Game game)
{
    auto state = club::scoreGame(game);
    if (!state)
        return state.error();
    Scored s{ std::move(game), std::move(*state), {} };
    s.final = club::finalScore(s.state, s.game.rules);
    return s;
}

QJsonArray intList(const std::array<int, 4> &values, int n)
{
    QJsonArray list;
    for (int i = 0; i < n; ++i)
        list.append(values[std::size_t(i)]);
    return list;
}

// Final scores to one decimal, as score sheets print them.
double tenth(double v)
{
    return std::round(v * 10.0) / 10.0;
}

QString resultText(const club::HandEntry &e)
{
    switch (e.kind) {
    case club::HandKind::Ron: return e.wins.size() > 1 ? tr("multiple ron") : tr("ron");
    case club::HandKind::Tsumo: return tr("tsumo");
    case club::HandKind::ExhaustiveDraw:
        return std::any_of(e.nagashi.begin(), e.nagashi.end(), [](bool b) { return b; })
                ? tr("nagashi mangan")
                : tr("draw");
    case club::HandKind::AbortiveDraw: return tr("abortive draw");
    case club::HandKind::Chombo: return tr("chombo");
    }
    return {};
}

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
    stream << tr("Players: %1").arg(names.join(u", "_s)) << '\n'
           << tr("Rules: %1").arg(str(s.game.rules.name)) << '\n';
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
    stream << (s.state.ended ? tr("Game over: %1").arg(str(s.state.endReason))
                             : tr("In progress: next hand %1").arg(str(s.state.nextLabel())))
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
    stream << tr("Zero-sum check: %1").arg(QString::asprintf("%+.1f", tenth(s.final.zeroSum)))
           << '\n';
}

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

// What differs between the club engine's result and the record.
QStringList compareWithRecord(const Scored &s, const game::Record &record)
{
    QStringList diffs;
    const int n = s.state.players;
    for (std::size_t h = 0; h < s.state.hands.size() && h < record.kyoku.size(); ++h) {
        const auto recorded = recordedDeltas(record.kyoku[h], record.ruleset.riichiDeposit);
        const auto &engine = s.state.hands[h].delta;
        if (recorded && *recorded != engine) {
            // Deposits of this hand: the record's deltas count a riichi stick when it is paid.
            diffs << tr("%1: the record changes the scores by [%2], the club engine by [%3]")
                             .arg(str(s.state.hands[h].label), joinInts(*recorded, n),
                                     joinInts(engine, n));
        }
    }
    if (record.hasFinal) {
        std::array<int, 4> raw{};
        for (int i = 0; i < n; ++i)
            raw[std::size_t(i)] = s.final.seats[std::size_t(i)].raw;
        if (raw != record.finalScores)
            diffs << tr("final scores: the record says [%1], the club engine [%2]")
                             .arg(joinInts(record.finalScores, n), joinInts(raw, n));
    }
    if (record.hasFinalPoints) {
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
            diffs << tr("final points: the record says [%1], the club engine [%2]")
                             .arg(rec.join(u", "_s), eng.join(u", "_s));
    }
    const bool lastUnfinished =
            !record.kyoku.empty() && record.kyoku.back().wins.empty() && !record.kyoku.back().draw;
    if (s.state.hands.size() + (lastUnfinished ? 1 : 0) != record.kyoku.size())
        diffs << tr("the record has %1 hands, the club game %2")
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

int usageError(const QString &message)
{
    err() << u"haifu-cli club: "_s << message << '\n';
    printClubUsage(err());
    return 2;
}

struct Args
{
    bool json = false;
    QString output;
    QStringList files;
};

std::optional<Args> parseArgs(const QStringList &args, int &status)
{
    Args a;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == "--json"_L1) {
            a.json = true;
        } else if (arg == "-o"_L1 || arg == "--output"_L1) {
            if (i + 1 >= args.size()) {
                status = usageError(tr("%1 needs a file name").arg(arg));
                return std::nullopt;
            }
            a.output = args[++i];
        } else if (arg.startsWith(u'-') && arg != "-"_L1) {
            status = usageError(tr("unknown option '%1'").arg(arg));
            return std::nullopt;
        } else {
            a.files << arg;
        }
    }
    return a;
}

int runScoreLedger(const Args &a)
{
    if (a.files.size() != 1)
        return usageError(tr("score needs one ledger file"));
    auto ledger = formats::readLedgerFile(a.files.front());
    if (!ledger) {
        err() << tr("error: %1").arg(str(ledger.error().message)) << '\n';
        return 1;
    }
    auto scored = score(ledger->game);
    if (!scored) {
        err() << tr("error: %1: %2")
                         .arg(QFileInfo(a.files.front()).fileName(), str(scored.error().message))
              << '\n';
        return 1;
    }
    if (a.json)
        return writeJson(scoredJson(*scored));
    printScored(out(), *scored);
    out().flush();
    return 0;
}

int runFromRecord(const Args &a, bool ledgerOnly)
{
    if (a.files.size() != 1)
        return usageError(tr("needs one record file"));
    const QString name = QFileInfo(a.files.front()).fileName();
    auto record = formats::readRecordFile(a.files.front());
    if (!record) {
        err() << tr("error: %1").arg(str(record.error().message)) << '\n';
        return 1;
    }
    auto game = club::gameFromRecord(*record);
    if (!game) {
        err() << tr("error: %1: %2").arg(name, str(game.error().message)) << '\n';
        return 1;
    }
    if (ledgerOnly) {
        formats::Ledger ledger{ *game, {} };
        ledger.info.date = str(record->date);
        ledger.info.event = str(record->lobby.empty() ? record->title : record->lobby);
        const QByteArray json =
                QJsonDocument(formats::ledgerToJson(ledger)).toJson(QJsonDocument::Indented);
        if (a.output.isEmpty()) {
            out() << QString::fromUtf8(json);
            out().flush();
            return 0;
        }
        QFile file(a.output);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) < 0) {
            err() << tr("error: cannot write %1: %2").arg(a.output, file.errorString()) << '\n';
            return 1;
        }
        return 0;
    }
    auto scored = score(*game);
    if (!scored) {
        err() << tr("error: %1: %2").arg(name, str(scored.error().message)) << '\n';
        return 1;
    }
    const QStringList diffs = compareWithRecord(*scored, *record);
    QStringList notes;
    if (scored->state.hands.size() < record->kyoku.size())
        notes << tr("the record stops in the middle of its last hand (%1): the hands before it")
                         .arg(str(scored->state.nextLabel()));
    if (a.json) {
        QJsonObject o = scoredJson(*scored);
        o[u"file"_s] = a.files.front();
        o[u"notes"_s] = QJsonArray::fromStringList(notes);
        o[u"differences"_s] = QJsonArray::fromStringList(diffs);
        writeJson(o);
    } else {
        out() << a.files.front() << '\n';
        printScored(out(), *scored);
        for (const QString &n : notes)
            out() << tr("note: %1").arg(n) << '\n';
        if (diffs.isEmpty())
            out() << tr("Every hand and the final scores agree with the record.") << '\n';
        for (const QString &d : diffs)
            out() << tr("differs: %1").arg(d) << '\n';
        out().flush();
    }
    return diffs.isEmpty() ? 0 : 1;
}

} // namespace

int runClub(const QStringList &args)
{
    if (args.isEmpty() || args.front() == "-h"_L1 || args.front() == "--help"_L1) {
        printClubUsage(args.isEmpty() ? err() : out());
        return args.isEmpty() ? 2 : 0;
    }
    const QString command = args.front();
    int status = 0;
    const auto parsed = parseArgs(args.mid(1), status);
    if (!parsed)
        return status;
    if (command == "score"_L1)
        return runScoreLedger(*parsed);
    if (command == "from-record"_L1)
        return runFromRecord(*parsed, false);
    if (command == "to-ledger"_L1)
        return runFromRecord(*parsed, true);
    return usageError(tr("unknown command '%1'").arg(command));
}

} // namespace haifu::cli
