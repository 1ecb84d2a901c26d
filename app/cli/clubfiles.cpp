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

// haifu-cli club: ledger files and game records (score, from-record, to-ledger, sheet, blank,
// standings of ledger files) and the writers of sheets, league tables and ledgers.

namespace haifu::cli::clubcli {

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

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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

} // namespace haifu::cli::clubcli
