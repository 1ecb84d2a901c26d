#include "cli.h"
#include "qtstrings.h"

#include "club.h"
#include "club/finalscore.h"
#include "club/fromrecord.h"
#include "club/ledger.h"
#include "clubledger.h"
#include "database.h"
#include "game/verify.h"
#include "games.h"
#include "recordio.h"
#include "savefile.h"
#include "scoresheet.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <cmath>
#include <functional>
#include <map>

using namespace Qt::StringLiterals;

// haifu-cli club: club games from a JSON ledger (formats/clubledger.h) or from a game record,
// scored by the club engine (core/club); score sheets; the club games of a library.
namespace haifu::cli {

namespace {

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

void printClubUsage(QTextStream &stream)
{
    stream << Tr::tr("Usage: haifu-cli club COMMAND [options]") << "\n\n"
           << Tr::tr("Ledger files and records:") << '\n'
           << "  score LEDGER.json [--json]\n      "
           << Tr::tr("Replay a club ledger: every hand's changes, honba, deposits, dealer "
                     "rotation, "
                     "the game end and the final scores")
           << '\n'
           << "  from-record FILE|GAME [--json] [--import --club NAME --season NAME]\n      "
           << Tr::tr("Turn a game record (a file, or a game of the library by its id) into a club "
                     "game "
                     "(its results only) and score it under the record's ruleset, compared with "
                     "the "
                     "record; --import keeps it as a club game of the library")
           << '\n'
           << "  to-ledger FILE [-o OUT.json]\n      "
           << Tr::tr("Write the club ledger of a game record") << '\n'
           << "  sheet LEDGER.json --to pdf|csv -o OUT\n      "
           << Tr::tr("The score sheet of a game") << '\n'
           << "  blank -o OUT.pdf [--rules PRESET] [--players 3|4] [--rows N] [--event TEXT]\n     "
              " "
           << Tr::tr("A blank score sheet for paper play") << '\n'
           << "  standings LEDGER.json... [--to text|pdf|csv] [-o OUT] [--title TEXT]\n      "
           << Tr::tr("The league table of the games in the ledger files (players by name)")
           << "\n\n"
           << Tr::tr("Club games in a library (--db PATH or $HAIFU_LIBRARY):") << '\n'
           << "  import LEDGER.json [--club NAME] [--season NAME]\n      "
           << Tr::tr("Store a ledger as a club game (players and season are created when missing)")
           << '\n'
           << "  list [--season ID] [--json]          " << Tr::tr("The club games") << '\n'
           << "  show GAME [--json]                   " << Tr::tr("A game, scored") << '\n'
           << "  add GAME ENTRY.json|'{...}'          " << Tr::tr("Enter the next hand") << '\n'
           << "  edit GAME HAND ENTRY --reason TEXT   "
           << Tr::tr("Correct hand HAND (1 = the first); everything after is recomputed") << '\n'
           << "  remove GAME HAND --reason TEXT       " << Tr::tr("Remove a hand") << '\n'
           << "  penalty GAME SEAT POINTS --reason TEXT "
           << Tr::tr("A referee penalty after uma (points: 20000 = 20.0)") << '\n'
           << "  audit GAME                           " << Tr::tr("What was changed, when and why")
           << '\n'
           << "  export GAME --to ledger|pdf|csv -o OUT " << Tr::tr("The ledger or the score sheet")
           << '\n'
           << "  standings SEASON [--to text|pdf|csv] [-o OUT]  "
           << Tr::tr("The league table of a season") << "\n\n"
           << Tr::tr("The ledger format is described in README.md (\"The club ledger\").") << '\n'
           << Tr::tr("Exit status: 0 on success, 1 when a ledger, entry or record is refused or "
                     "differs from the record, 2 on usage errors.")
           << '\n';
    stream.flush();
}

int usageError(const QString &message)
{
    err() << u"haifu-cli club: "_s << message << '\n';
    err() << Tr::tr("Try 'haifu-cli club --help'.") << '\n';
    return 2;
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

// Reads a ledger file, scoring the hands entered as tiles.
Result<formats::Ledger> readLedger(const QString &path)
{
    return formats::readLedgerFile(path, scoreEnteredHands);
}

struct Args
{
    bool json = false;
    bool store = false; // from-record --import: keep it as a club game of the library
    QString output;
    QString to;
    QString db = QProcessEnvironment::systemEnvironment().value(u"HAIFU_LIBRARY"_s);
    QString club;
    QString season;
    QString reason;
    QString rules;
    QString title;
    QString event;
    int players = 0;
    int rows = 18;
    QStringList files; // the positional arguments
};

std::optional<Args> parseArgs(const QStringList &args, int &status)
{
    Args a;
    const std::pair<const char *, QString Args::*> textOptions[] = { { "--to", &Args::to },
        { "--db", &Args::db }, { "--club", &Args::club }, { "--season", &Args::season },
        { "--reason", &Args::reason }, { "--rules", &Args::rules }, { "--title", &Args::title },
        { "--event", &Args::event }, { "-o", &Args::output }, { "--output", &Args::output } };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        bool taken = false;
        for (const auto &[name, member] : textOptions) {
            if (arg != QLatin1StringView(name))
                continue;
            if (i + 1 >= args.size()) {
                status = usageError(Tr::tr("%1 needs a value").arg(arg));
                return std::nullopt;
            }
            a.*member = args[++i];
            taken = true;
        }
        if (taken)
            continue;
        if (arg == "--players"_L1 || arg == "--rows"_L1) {
            bool ok = false;
            const int v = i + 1 < args.size() ? args[i + 1].toInt(&ok) : 0;
            const bool players = arg == "--players"_L1;
            if (!ok || (players ? (v != 3 && v != 4) : (v < 1 || v > 200))) {
                status = usageError(players ? Tr::tr("--players needs 3 or 4")
                                            : Tr::tr("--rows needs a number from 1 to 200"));
                return std::nullopt;
            }
            (players ? a.players : a.rows) = v;
            ++i;
        } else if (arg == "--json"_L1) {
            a.json = true;
        } else if (arg == "--import"_L1) {
            a.store = true;
        } else if (arg.startsWith(u'-') && arg.size() > 1 && !arg.front().isDigit()
                && !(arg.size() > 1 && arg[1].isDigit())) {
            status = usageError(Tr::tr("unknown option '%1'").arg(arg));
            return std::nullopt;
        } else {
            a.files << arg;
        }
    }
    return a;
}

int failed(const QString &message)
{
    err() << Tr::tr("error: %1").arg(message) << '\n';
    return 1;
}

int failed(const std::string &message)
{
    return failed(str(message));
}

reports::SheetHeader sheetHeader(const formats::LedgerInfo &info)
{
    reports::SheetHeader h;
    h.event = info.event;
    h.date = info.date;
    h.table = info.table;
    h.session = info.session;
    h.referee = info.referee;
    return h;
}

// Writes a file in the format --to names to -o: `pdf` and `csv` are the writers given.
int writeOutput(const Args &a, const std::function<std::optional<Error>(const QString &)> &pdf,
        const std::function<std::optional<Error>(const QString &)> &csv)
{
    if (a.output.isEmpty())
        return usageError(Tr::tr("give the output file with -o FILE"));
    std::optional<Error> error;
    if (a.to == "pdf"_L1)
        error = pdf(a.output);
    else if (a.to == "csv"_L1)
        error = csv(a.output);
    else
        return usageError(Tr::tr("--to must be pdf or csv (standings: also text)"));
    if (error)
        return failed(error->message);
    out() << Tr::tr("wrote %1").arg(a.output) << '\n';
    return 0;
}

// Writes a score sheet of `game` in the format of --to (pdf or csv) to -o.
int writeSheet(const club::Game &game, const reports::SheetHeader &header, const Args &a)
{
    return writeOutput(
            a, [&](const QString &path) { return reports::writeScoreSheetPdf(game, header, path); },
            [&](const QString &path) { return reports::writeScoreSheetCsv(game, header, path); });
}

// Writes a league table as text (to standard output), PDF or CSV.
int writeStandings(const std::vector<club::Standing> &rows, const reports::StandingsHeader &header,
        const Args &a)
{
    if (a.to.isEmpty() || a.to == "text"_L1) {
        if (!header.title.isEmpty())
            out() << header.title << '\n';
        for (const club::Standing &r : rows) {
            out() << u"%1 %2 %3 %4 %5"_s
                             .arg(QString::number(r.rank) + (r.sharedRank ? u"="_s : u""_s), 4)
                             .arg(str(r.name), -20)
                             .arg(r.games, 3)
                             .arg(reports::formatFinalScore(r.total, false), 8)
                             .arg(QString::number(r.averagePlace, 'f', 2), 5)
                  << '\n';
        }
        out().flush();
        return 0;
    }
    return writeOutput(
            a, [&](const QString &path) { return reports::writeStandingsPdf(rows, header, path); },
            [&](const QString &path) { return reports::writeStandingsCsv(rows, header, path); });
}

// Writes a ledger to -o, or to standard output without it.
int writeLedger(const formats::Ledger &ledger, const Args &a)
{
    const QByteArray json =
            QJsonDocument(formats::ledgerToJson(ledger)).toJson(QJsonDocument::Indented);
    if (a.output.isEmpty()) {
        out() << QString::fromUtf8(json);
        out().flush();
        return 0;
    }
    // A new file next to the old one, renamed over it once complete: a failure (a full disk)
    // leaves the old ledger as it was.
    if (auto error = storage::saveFile(a.output, json))
        return failed(error->message);
    return 0;
}

int runSheet(const Args &a)
{
    if (a.files.size() != 1)
        return usageError(Tr::tr("sheet needs one ledger file"));
    auto ledger = readLedger(a.files.front());
    if (!ledger)
        return failed(ledger.error().message);
    return writeSheet(ledger->game, sheetHeader(ledger->info), a);
}

int runBlank(const Args &a)
{
    if (a.output.isEmpty())
        return usageError(Tr::tr("give the output file with -o FILE"));
    std::optional<rules::Ruleset> rules;
    if (!a.rules.isEmpty()) {
        auto r = rules::presetRuleset(a.rules.toStdString());
        if (!r)
            return usageError(str(r.error().message));
        rules = *r;
        if (a.players)
            rules->players = a.players;
    }
    reports::SheetHeader header;
    header.event = a.event;
    const int players = rules ? rules->players : (a.players ? a.players : 4);
    if (auto error = reports::writeBlankScoreSheetPdf(header, rules, a.output, a.rows, players))
        return failed(error->message);
    out() << Tr::tr("wrote %1").arg(a.output) << '\n';
    return 0;
}

// A league table of ledger files: players are told apart by name.
int runFileStandings(const Args &a)
{
    if (a.files.isEmpty())
        return usageError(Tr::tr("standings needs ledger files (or --db and a season id)"));
    std::map<std::string, std::int64_t> ids;
    std::vector<club::GameResult> results;
    for (const QString &path : a.files) {
        auto ledger = readLedger(path);
        if (!ledger)
            return failed(ledger.error().message);
        auto scored = score(ledger->game);
        if (!scored)
            return failed(QFileInfo(path).fileName() + u": "_s + str(scored.error().message));
        std::array<std::int64_t, 4> keys{};
        for (int s = 0; s < scored->state.players; ++s) {
            const std::string &name = scored->game.players[std::size_t(s)];
            keys[std::size_t(s)] = ids.emplace(name, std::int64_t(ids.size()) + 1).first->second;
        }
        club::GameResult r = club::gameResult(scored->game, scored->state, scored->final, keys);
        r.game = std::int64_t(results.size()) + 1;
        r.date = ledger->info.date.toStdString();
        if (!r.finished)
            err() << Tr::tr("note: %1 has not ended; it is left out").arg(path) << '\n';
        results.push_back(std::move(r));
    }
    reports::StandingsHeader header;
    header.title = a.title;
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    return writeStandings(club::standings(results), header, a);
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

int runScoreLedger(const Args &a)
{
    if (a.files.size() != 1)
        return usageError(Tr::tr("score needs one ledger file"));
    auto ledger = readLedger(a.files.front());
    if (!ledger) {
        err() << Tr::tr("error: %1").arg(str(ledger.error().message)) << '\n';
        return 1;
    }
    auto scored = score(ledger->game);
    if (!scored) {
        err() << Tr::tr("error: %1: %2")
                         .arg(QFileInfo(a.files.front()).fileName(), str(scored.error().message))
              << '\n';
        return 1;
    }
    return writeScored(*scored, a);
}

std::optional<Error> openLibrary(storage::Database &db, const Args &a);
int storeLedger(storage::Database &db, const formats::Ledger *ledger, const Args &a);

// A record file, or a game of the library (--db) by its id.
Result<game::Record> recordArgument(const QString &arg, const Args &a)
{
    bool isId = false;
    const qint64 id = arg.toLongLong(&isId);
    if (!isId || QFileInfo::exists(arg))
        return formats::readRecordFile(arg);
    storage::Database db;
    if (auto error = openLibrary(db, a))
        return *error;
    return storage::loadRecord(db, id);
}

// Where the record contradicts itself, as verify finds it: its lines by hand label ("E2-2").
std::map<QString, QStringList> recordContradictions(const game::Record &record)
{
    std::map<QString, QStringList> out;
    for (const game::Mismatch &m : game::verifyRecord(record).mismatches) {
        if (m.recordInconsistent)
            out[str(m.label)] << str(game::formatMismatch(m));
    }
    return out;
}

int runFromRecord(const Args &a, bool ledgerOnly)
{
    if (a.files.size() != 1)
        return usageError(Tr::tr("needs one record file or library game id"));
    const QString name = QFileInfo(a.files.front()).fileName();
    auto record = recordArgument(a.files.front(), a);
    if (!record) {
        err() << Tr::tr("error: %1").arg(str(record.error().message)) << '\n';
        return 1;
    }
    auto fromRecord = club::clubGameFromRecord(*record);
    if (!fromRecord) {
        const QString message = str(fromRecord.error().message);
        err() << Tr::tr("error: %1: %2").arg(name, message) << '\n';
        // "kyoku 1 (E1-0): …": say when the record contradicts itself in that hand.
        const auto contradictions = recordContradictions(*record);
        const qsizetype open = message.indexOf(u'(');
        const qsizetype close = message.indexOf(u')', open);
        const auto found = open >= 0 && close > open
                ? contradictions.find(message.mid(open + 1, close - open - 1))
                : contradictions.end();
        if (found != contradictions.end())
            err() << Tr::tr("note: the record contradicts itself in %1: %2")
                             .arg(found->first, found->second.join(u"; "_s))
                  << '\n';
        return 1;
    }
    const club::Game &game = fromRecord->game;
    formats::Ledger ledger{ game, {} };
    ledger.info.date = str(record->date);
    ledger.info.event = str(record->lobby.empty() ? record->title : record->lobby);
    if (ledgerOnly)
        return writeLedger(ledger, a);
    if (a.store) {
        storage::Database db;
        if (auto error = openLibrary(db, a))
            return failed(error->message);
        return storeLedger(db, &ledger, a);
    }
    auto scored = score(game);
    if (!scored) {
        err() << Tr::tr("error: %1: %2").arg(name, str(scored.error().message)) << '\n';
        return 1;
    }
    const QString unknown = str(fromRecord->finalPointsUnknown);
    // A hand where the record contradicts itself cannot be reproduced: said as such.
    // Verified only when something differs.
    QStringList diffs;
    QStringList contradicted;
    const QStringList differences = compareWithRecord(*scored, *record, !unknown.isEmpty());
    const auto contradictions = differences.isEmpty() ? std::map<QString, QStringList>{}
                                                      : recordContradictions(*record);
    for (const QString &d : differences) {
        const auto found = contradictions.find(d.section(u':', 0, 0));
        if (found == contradictions.end())
            diffs << d;
        else
            contradicted << d + u" ("_s + found->second.join(u"; "_s) + u")"_s;
    }
    QStringList notes;
    if (scored->state.hands.size() < record->kyoku.size())
        notes << Tr::tr("the record stops in the middle of its last hand (%1): the hands before it")
                         .arg(str(scored->state.nextLabel()));
    QStringList inferred;
    for (const std::string &i : fromRecord->inferred)
        inferred << str(i);
    if (a.json) {
        QJsonObject o = scoredJson(*scored);
        o[u"file"_s] = a.files.front();
        o[u"notes"_s] = QJsonArray::fromStringList(notes);
        o[u"inferred_rules"_s] = QJsonArray::fromStringList(inferred);
        o[u"rules_unknown"_s] = unknown.isEmpty() ? QJsonArray() : QJsonArray{ unknown };
        o[u"record_contradictions"_s] = QJsonArray::fromStringList(contradicted);
        o[u"differences"_s] = QJsonArray::fromStringList(diffs);
        writeJson(o);
    } else {
        out() << a.files.front() << '\n';
        printScored(out(), *scored);
        for (const QString &n : notes)
            out() << Tr::tr("note: %1").arg(n) << '\n';
        for (const QString &i : inferred)
            out() << Tr::tr("inferred: %1").arg(i) << '\n';
        if (!unknown.isEmpty())
            out() << Tr::tr("rules unknown: %1").arg(unknown) << '\n';
        for (const QString &c : contradicted)
            out() << Tr::tr("the record contradicts itself: %1").arg(c) << '\n';
        if (diffs.isEmpty() && contradicted.isEmpty())
            out() << Tr::tr("Every hand and the final scores agree with the record.") << '\n';
        else if (diffs.isEmpty())
            out() << Tr::tr("Every other hand and the final scores agree with the record.") << '\n';
        for (const QString &d : diffs)
            out() << Tr::tr("differs: %1").arg(d) << '\n';
        out().flush();
    }
    return diffs.isEmpty() ? 0 : 1;
}

// --- Club games in a library ---

std::optional<Error> openLibrary(storage::Database &db, const Args &a)
{
    if (a.db.isEmpty())
        return Error{
            Tr::tr("give the library file with --db PATH (or set HAIFU_LIBRARY)").toStdString()
        };
    return db.open(a.db);
}

Result<qint64> idArgument(const QString &text, const QString &what)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        return Error{ Tr::tr("%1 must be a number, not '%2'").arg(what, text).toStdString() };
    return id;
}

// An entry given as a file name or as the JSON text itself.
Result<club::HandEntry> entryArgument(const QString &text, int players)
{
    QByteArray json = text.toUtf8();
    if (!text.trimmed().startsWith(u'{')) {
        QFile file(text);
        if (!file.open(QIODevice::ReadOnly))
            return Error{
                Tr::tr("cannot read %1: %2").arg(text, file.errorString()).toStdString()
            };
        // An entry is a few hundred bytes: never more than the record cap is read.
        Result<QByteArray> data = formats::readAllCapped(file);
        if (!data)
            return Error{ Tr::tr("cannot read %1: %2")
                                  .arg(text, QString::fromStdString(data.error().message))
                                  .toStdString() };
        json = std::move(*data);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{
            Tr::tr("the entry is not JSON: %1").arg(parseError.errorString()).toStdString()
        };
    return formats::handEntryFromJson(doc.object(), u"entry"_s, players);
}

// The id of the item named `fresh.name` in `all`, or of `fresh` stored by `create`: the club,
// season and players of a ledger being imported.
template <typename Item, typename Create>
Result<qint64> findOrCreate(const Result<QList<Item>> &all, const Item &fresh, Create create)
{
    if (!all)
        return all.error();
    for (const Item &item : *all) {
        if (item.name == fresh.name)
            return item.id;
    }
    return create(fresh);
}

// Stores a ledger as a club game of the club and season named by --club and --season: the club,
// season and players it needs, the game, every hand and penalty in one transaction, so that a
// failure part way leaves nothing behind (and a retry does not make a second, partial game).
int storeLedger(storage::Database &db, const formats::Ledger *ledger, const Args &a)
{
    const club::Game &game = ledger->game;
    if (auto checked = club::scoreGame(game); !checked) // refuse before anything is stored
        return failed(checked.error().message);
    storage::Transaction transaction(db);
    if (transaction.beginError())
        return failed(transaction.beginError()->message);
    // A failure after this point rolls everything back.
    auto nothingStored = [](const std::string &message) {
        return failed(Tr::tr("%1 (nothing was stored)").arg(str(message)));
    };
    storage::Club newClub;
    newClub.name = a.club.isEmpty() ? Tr::tr("My club") : a.club;
    auto clubId = findOrCreate(storage::clubs(db), newClub,
            [&](const storage::Club &c) { return storage::createClub(db, c); });
    if (!clubId)
        return nothingStored(clubId.error().message);
    storage::ClubGameHeader h;
    h.clubId = *clubId;
    if (!a.season.isEmpty()) {
        storage::Season newSeason;
        newSeason.clubId = *clubId;
        newSeason.name = a.season;
        newSeason.rulesPreset = str(game.rules.name.substr(0, game.rules.name.find(" (")));
        auto season = findOrCreate(storage::seasons(db, *clubId), newSeason,
                [&](const storage::Season &s) { return storage::createSeason(db, s); });
        if (!season)
            return nothingStored(season.error().message);
        h.seasonId = *season;
    }
    h.title = ledger->info.event;
    h.table = ledger->info.table;
    h.session = ledger->info.session;
    h.playedAt = ledger->info.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate)
                                             : ledger->info.date;
    h.referee = ledger->info.referee;
    h.playerCount = game.rules.players;
    for (int s = 0; s < game.rules.players; ++s) {
        storage::ClubPlayer newPlayer;
        newPlayer.clubId = *clubId;
        newPlayer.name = str(game.players[std::size_t(s)]);
        auto player = findOrCreate(storage::clubPlayers(db, *clubId), newPlayer,
                [&](const storage::ClubPlayer &p) { return storage::addClubPlayer(db, p); });
        if (!player)
            return nothingStored(player.error().message);
        h.players[std::size_t(s)] = *player;
    }
    auto id = storage::createClubGame(db, h, game.rules);
    if (!id)
        return nothingStored(id.error().message);
    for (const club::HandEntry &e : game.entries) {
        if (auto added = storage::appendClubHand(db, *id, e); !added)
            return nothingStored(added.error().message);
    }
    for (const club::Penalty &p : game.penalties) {
        if (auto added = storage::addClubPenalty(db, *id, p); !added)
            return nothingStored(added.error().message);
    }
    if (auto error = transaction.commit())
        return nothingStored(error->message);
    out() << Tr::tr("club game %1 stored with %n hand(s)", nullptr, int(game.entries.size()))
                     .arg(*id)
          << '\n';
    return 0;
}

int runImport(storage::Database &db, const Args &a)
{
    if (a.files.size() != 1)
        return usageError(Tr::tr("import needs one ledger file"));
    auto ledger = readLedger(a.files.front());
    if (!ledger)
        return failed(ledger.error().message);
    if (auto checked = club::scoreGame(ledger->game); !checked)
        return failed(
                QFileInfo(a.files.front()).fileName() + u": "_s + str(checked.error().message));
    return storeLedger(db, &*ledger, a);
}

int runList(storage::Database &db, const Args &a)
{
    storage::ClubGameFilter filter;
    if (!a.season.isEmpty()) {
        auto season = idArgument(a.season, u"--season"_s);
        if (!season)
            return usageError(str(season.error().message));
        filter.seasonId = *season;
    }
    auto games = storage::clubGames(db, filter);
    if (!games)
        return failed(games.error().message);
    QJsonArray list;
    for (const storage::ClubGameHeader &g : *games) {
        QStringList names;
        for (int s = 0; s < g.playerCount; ++s)
            names << g.playerNames[std::size_t(s)];
        if (a.json) {
            list.append(QJsonObject{ { u"id"_s, g.id }, { u"date"_s, g.playedAt },
                    { u"title"_s, g.title }, { u"table"_s, g.table },
                    { u"players"_s, QJsonArray::fromStringList(names) },
                    { u"rules"_s, g.rulesName }, { u"hands"_s, g.handCount },
                    { u"finished"_s, g.finished }, { u"end_reason"_s, g.endReason } });
        } else {
            out() << u"%1  %2  %3  %4  %5"_s.arg(g.id, 4)
                             .arg(g.playedAt, -10)
                             .arg(names.join(u", "_s), -40)
                             .arg(g.rulesName, -10)
                             .arg(g.finished ? Tr::tr("ended: %1")
                                                       .arg(reports::endReasonText(
                                                               g.endReason.toStdString()))
                                             : Tr::tr("in progress, %n hand(s)", nullptr,
                                                     g.handCount))
                  << '\n';
        }
    }
    if (a.json)
        return writeJson(QJsonObject{ { u"games"_s, list } });
    out().flush();
    return 0;
}

Result<storage::ClubGame> gameArgument(const storage::Database &db, const Args &a)
{
    if (a.files.isEmpty())
        return Error{ Tr::tr("give the game id").toStdString() };
    auto id = idArgument(a.files.front(), Tr::tr("GAME"));
    if (!id)
        return id.error();
    return storage::clubGame(db, *id);
}

// A game of the library scored and written as writeScored does.
int showGame(const club::Game &game, const Args &a)
{
    auto scored = score(game);
    if (!scored)
        return failed(scored.error().message);
    return writeScored(*scored, a);
}

int runShow(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    return showGame(game->game, a);
}

int runEdit(storage::Database &db, const Args &a, const QString &command)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    const qint64 id = game->header.id;
    const int players = game->game.rules.players;
    std::optional<Error> error;
    if (command == "add"_L1) {
        if (a.files.size() != 2)
            return usageError(Tr::tr("add needs GAME and an entry"));
        auto entry = entryArgument(a.files[1], players);
        if (!entry)
            return failed(entry.error().message);
        auto index = storage::appendClubHand(db, id, *entry);
        if (!index)
            return failed(index.error().message);
    } else if (command == "penalty"_L1) {
        if (a.files.size() != 3)
            return usageError(Tr::tr("penalty needs GAME SEAT POINTS"));
        bool seatOk = false;
        bool pointsOk = false;
        club::Penalty p;
        p.seat = a.files[1].toInt(&seatOk);
        p.points = a.files[2].toInt(&pointsOk);
        if (!seatOk || !pointsOk)
            return usageError(Tr::tr("SEAT and POINTS must be numbers"));
        p.afterHand = int(game->game.entries.size()) - 1;
        p.reason = a.reason.toStdString();
        auto index = storage::addClubPenalty(db, id, p);
        if (!index)
            return failed(index.error().message);
    } else {
        const bool edit = command == "edit"_L1;
        if (a.files.size() != (edit ? 3 : 2))
            return usageError(
                    edit ? Tr::tr("edit needs GAME HAND ENTRY") : Tr::tr("remove needs GAME HAND"));
        if (a.reason.trimmed().isEmpty())
            return usageError(Tr::tr("say why with --reason TEXT (it is kept in the audit trail)"));
        bool ok = false;
        const int hand = a.files[1].toInt(&ok);
        if (!ok || hand < 1)
            return usageError(Tr::tr("HAND is the hand's number on the sheet, from 1"));
        if (edit) {
            auto entry = entryArgument(a.files[2], players);
            if (!entry)
                return failed(entry.error().message);
            error = storage::replaceClubHand(db, id, hand - 1, *entry, a.reason);
        } else {
            error = storage::removeClubHand(db, id, hand - 1, a.reason);
        }
    }
    if (error)
        return failed(error->message);
    auto updated = storage::clubGame(db, id);
    if (!updated)
        return failed(updated.error().message);
    return showGame(updated->game, a);
}

int runAudit(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    auto audit = storage::clubAudit(db, game->header.id);
    if (!audit)
        return failed(audit.error().message);
    QJsonArray list;
    for (const storage::ClubAuditEntry &e : *audit) {
        if (a.json) {
            list.append(QJsonObject{ { u"at"_s, e.at }, { u"action"_s, e.action },
                    { u"hand"_s, e.hand + 1 }, { u"before"_s, e.before }, { u"after"_s, e.after },
                    { u"reason"_s, e.reason } });
            continue;
        }
        out() << e.at << "  " << e.action;
        if (e.hand >= 0)
            out() << ' ' << Tr::tr("hand %1").arg(e.hand + 1);
        if (!e.reason.isEmpty())
            out() << "  (" << e.reason << ')';
        out() << '\n';
        if (!e.before.isEmpty())
            out() << "    - " << e.before << '\n';
        if (!e.after.isEmpty())
            out() << "    + " << e.after << '\n';
    }
    if (a.json)
        return writeJson(QJsonObject{ { u"audit"_s, list } });
    out().flush();
    return 0;
}

int runExportGame(storage::Database &db, const Args &a)
{
    auto game = gameArgument(db, a);
    if (!game)
        return failed(game.error().message);
    const storage::ClubGameHeader &h = game->header;
    if (a.to == "ledger"_L1 || a.to == "json"_L1) {
        formats::Ledger ledger{ game->game, {} };
        ledger.info.event = h.title;
        ledger.info.date = h.playedAt;
        ledger.info.table = h.table;
        ledger.info.session = h.session;
        ledger.info.referee = h.referee;
        return writeLedger(ledger, a);
    }
    reports::SheetHeader header;
    header.event = h.title;
    header.date = h.playedAt;
    header.table = h.table;
    header.session = h.session;
    header.referee = h.referee;
    header.rulesName = h.rulesName;
    auto players = storage::clubPlayers(db, h.clubId);
    for (int s = 0; s < h.playerCount; ++s) {
        header.players[std::size_t(s)] = h.playerNames[std::size_t(s)];
        for (const storage::ClubPlayer &p : players ? *players : QList<storage::ClubPlayer>{}) {
            if (p.id == h.players[std::size_t(s)])
                header.emaNumbers[std::size_t(s)] = p.emaNumber;
        }
    }
    return writeSheet(game->game, header, a);
}

int runSeasonStandings(storage::Database &db, const Args &a)
{
    auto season = idArgument(a.files.front(), Tr::tr("SEASON"));
    if (!season)
        return usageError(str(season.error().message));
    auto rows = storage::seasonStandings(db, *season);
    if (!rows)
        return failed(rows.error().message);
    reports::StandingsHeader header;
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    header.title = a.title;
    auto clubs = storage::clubs(db);
    for (const storage::Club &c : clubs ? *clubs : QList<storage::Club>{}) {
        auto list = storage::seasons(db, c.id);
        for (const storage::Season &s : list ? *list : QList<storage::Season>{}) {
            if (s.id != *season)
                continue;
            header.club = c.name;
            if (header.title.isEmpty())
                header.title = s.name;
            if (!s.startDate.isEmpty() || !s.endDate.isEmpty())
                header.period = s.startDate + u" – "_s + s.endDate;
            header.rulesName = s.rulesPreset;
        }
    }
    if (a.json) {
        QJsonArray list;
        for (const club::Standing &r : *rows) {
            list.append(QJsonObject{ { u"rank"_s, r.rank }, { u"shared"_s, r.sharedRank },
                    { u"player"_s, str(r.name) }, { u"games"_s, r.games },
                    { u"total"_s, tenth(r.total) }, { u"average_place"_s, r.averagePlace } });
        }
        return writeJson(QJsonObject{ { u"standings"_s, list } });
    }
    return writeStandings(*rows, header, a);
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
    if (command == "sheet"_L1)
        return runSheet(*parsed);
    if (command == "blank"_L1)
        return runBlank(*parsed);
    const bool seasonStandings = command == "standings"_L1 && parsed->files.size() == 1
            && !parsed->files.front().endsWith(".json"_L1, Qt::CaseInsensitive);
    if (command == "standings"_L1 && !seasonStandings)
        return runFileStandings(*parsed);
    static const QStringList libraryCommands = { u"import"_s, u"list"_s, u"show"_s, u"add"_s,
        u"edit"_s, u"remove"_s, u"penalty"_s, u"audit"_s, u"export"_s, u"standings"_s };
    if (!libraryCommands.contains(command))
        return usageError(Tr::tr("unknown command '%1'").arg(command));
    storage::Database db;
    if (auto error = openLibrary(db, *parsed))
        return failed(error->message);
    if (command == "import"_L1)
        return runImport(db, *parsed);
    if (command == "list"_L1)
        return runList(db, *parsed);
    if (command == "show"_L1)
        return runShow(db, *parsed);
    if (command == "audit"_L1)
        return runAudit(db, *parsed);
    if (command == "export"_L1)
        return runExportGame(db, *parsed);
    if (command == "standings"_L1)
        return runSeasonStandings(db, *parsed);
    return runEdit(db, *parsed, command);
}

} // namespace haifu::cli
