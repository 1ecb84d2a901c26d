#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"
#include "storage/gamefacts.h"

#include "formats/recordio.h"
#include "formats/tenhoulink.h"
#include "game/verify.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

// haifu-cli verify FILE…: reads each record (any supported format), replays it and recomputes
// every result with the rules engine (game::verifyRecord), and lists what differs.
namespace haifu::cli {

namespace {

void printVerifyUsage(QTextStream &stream)
{
    stream << Tr::tr("Usage: haifu-cli verify [--json] [--copies] FILE|LINK...") << '\n'
           << Tr::tr("Reads game records (Tenhou mjlog XML, plain or gzip; tenhou.net/6 JSON, "
                     "Mahjong "
                     "Soul conversions included; MJAI JSON lines), replays every move and "
                     "recomputes "
                     "every win, draw and score with the rules engine under the record's ruleset.")
           << "\n\n"
           << Tr::tr("Options:") << '\n'
           << optionLines(15,
                      { { "--json",
                                Tr::tr("One JSON object per file: format, players, kyoku, wins, "
                                       "draws, mismatches, "
                                       "error") },
                              { "--copies",
                                      Tr::tr("Also compare files that hold the same game (e.g. XML "
                                             "and JSON of one log)") },
                              { "-q, --quiet",
                                      Tr::tr("Print only the files that do not verify") } })
           << '\n'
           << Tr::tr("Exit status: 0 when every file reads and verifies, 1 otherwise, 2 on usage "
                     "errors.")
           << '\n';
    stream.flush();
}

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

QJsonArray stringArray(const std::vector<std::string> &lines)
{
    QJsonArray array;
    for (const std::string &line : lines)
        array.append(str(line));
    return array;
}

QJsonObject mismatchJson(const game::Mismatch &m)
{
    QJsonObject o;
    o[u"kyoku"_s] = str(m.label);
    o[u"kyoku_index"_s] = m.kyoku;
    o[u"kind"_s] = str(std::string(game::mismatchKindName(m.kind)));
    o[u"field"_s] = str(m.field);
    o[u"record"_s] = str(m.recorded);
    o[u"engine"_s] = str(m.engine);
    if (!m.context.empty())
        o[u"context"_s] = str(m.context);
    o[u"record_inconsistent"_s] = m.recordInconsistent;
    if (m.betweenCopies)
        o[u"between_copies"_s] = true;
    return o;
}

struct FileResult
{
    QString path;
    std::optional<game::Record> record;
    game::VerifyReport report;
    QString error;
    std::vector<game::Mismatch> copyDifferences;

    [[nodiscard]] bool ok() const
    {
        return error.isEmpty() && report.ok() && copyDifferences.empty();
    }
};

QJsonObject fileJson(const FileResult &f)
{
    QJsonObject o;
    o[u"file"_s] = f.path;
    if (f.record) {
        const game::Record &r = *f.record;
        o[u"format"_s] = storage::recordFormatName(r.format);
        if (!r.id.empty())
            o[u"id"_s] = str(r.id);
        QJsonArray players;
        for (int i = 0; i < r.playerCount; ++i)
            players.append(str(bySeat(r.players, i).name));
        o[u"players"_s] = players;
        o[u"player_count"_s] = r.playerCount;
        o[u"ruleset"_s] = str(r.ruleset.name);
        o[u"kyoku"_s] = f.report.kyoku;
        o[u"wins"_s] = f.report.wins;
        o[u"draws"_s] = f.report.draws;
        o[u"events"_s] = f.report.replayedEvents;
        QJsonArray finals;
        for (int i = 0; i < r.playerCount; ++i)
            finals.append(bySeat(f.report.finalScores, i));
        o[u"final_scores"_s] = finals;
        o[u"warnings"_s] = stringArray(r.warnings);
    }
    QJsonArray mismatches;
    for (const game::Mismatch &m : f.report.mismatches)
        mismatches.append(mismatchJson(m));
    for (const game::Mismatch &m : f.copyDifferences)
        mismatches.append(mismatchJson(m));
    o[u"mismatches"_s] = mismatches;
    o[u"notes"_s] = stringArray(f.report.notes);
    o[u"inferred_rules"_s] = stringArray(f.report.inferred);
    o[u"ok"_s] = f.ok();
    o[u"error"_s] = f.error.isEmpty() ? QJsonValue() : QJsonValue(f.error);
    return o;
}

void printFile(QTextStream &stream, const FileResult &f)
{
    stream << f.path << '\n';
    if (!f.record) {
        stream << "  " << Tr::tr("error: %1").arg(f.error) << '\n';
        return;
    }
    const game::Record &r = *f.record;
    QStringList names;
    for (int i = 0; i < r.playerCount; ++i) {
        const QString name = str(bySeat(r.players, i).name);
        names << (name.isEmpty() ? u"-"_s : name);
    }
    stream << "  " << Tr::tr("format: %1").arg(storage::recordFormatName(r.format)) << ", "
           << Tr::tr("players: %1").arg(names.join(u", "_s)) << '\n'
           << "  "
           << Tr::tr("kyoku: %1, wins: %2, draws: %3")
                      .arg(f.report.kyoku)
                      .arg(f.report.wins)
                      .arg(f.report.draws)
           << '\n';
    const int count = static_cast<int>(f.report.mismatches.size() + f.copyDifferences.size());
    if (count == 0) {
        stream << "  " << Tr::tr("verified: no mismatch") << '\n';
    } else {
        stream << "  "
               << QCoreApplication::translate("haifu::cli", "%n mismatch(es):", nullptr, count)
               << '\n';
        for (const game::Mismatch &m : f.report.mismatches)
            stream << "    " << str(game::formatMismatch(m)) << '\n';
        for (const game::Mismatch &m : f.copyDifferences)
            stream << "    " << str(game::formatMismatch(m)) << '\n';
    }
    for (const std::string &n : f.report.notes)
        stream << "  " << Tr::tr("note: %1").arg(str(n)) << '\n';
    for (const std::string &i : f.report.inferred)
        stream << "  " << Tr::tr("inferred: %1").arg(str(i)) << '\n';
}

} // namespace

int runVerify(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"copies"_s } }, { { u"q"_s, u"quiet"_s } } };
    if (const auto status = cl.parse(args, Usage{ u"verify"_s, printVerifyUsage }))
        return *status;
    const bool json = cl.isSet(u"json"_s);
    const bool copies = cl.isSet(u"copies"_s);
    const bool quiet = cl.isSet(u"quiet"_s);
    const QStringList files = cl.positional();
    if (files.isEmpty()) {
        printVerifyUsage(err());
        return 2;
    }

    // Each file is written as soon as it is verified and then dropped; with --copies only the
    // first record of each game (same first deal) is kept, to compare the later copies with.
    std::map<std::string, std::pair<QString, game::Record>> firstCopies;
    bool allOk = true;
    int bad = 0;
    for (const QString &path : files) {
        FileResult f;
        // A tenhou.net/6 link is read where a file is, and named "link" (not by its text).
        f.path = formats::isTenhouJsonLink(path) ? u"link"_s : path;
        auto record = formats::readRecordFileOrLink(path);
        if (!record) {
            f.error = str(record.error().message);
        } else {
            f.report = game::verifyRecord(*record);
            f.record = std::move(*record);
        }
        std::string firstKey;
        if (copies && f.record) {
            const std::string key = game::dealFingerprint(*f.record);
            const auto first = firstCopies.find(key);
            if (first == firstCopies.end()) {
                firstKey = key;
            } else {
                const auto &[firstPath, firstRecord] = first->second;
                f.copyDifferences = game::compareCopies(firstRecord,
                        QFileInfo(firstPath).fileName().toStdString(), *f.record,
                        QFileInfo(f.path).fileName().toStdString());
            }
        }
        allOk = allOk && f.ok();
        bad += f.ok() ? 0 : 1;
        if (json) {
            out() << QJsonDocument(fileJson(f)).toJson(QJsonDocument::Compact) << '\n';
        } else if (!quiet || !f.ok()) {
            printFile(out(), f);
        }
        out().flush();
        if (!firstKey.empty())
            firstCopies.emplace(firstKey, std::pair{ f.path, std::move(*f.record) });
    }
    if (!json && files.size() > 1) {
        out() << Tr::tr("%1 files, %2 verified, %3 with errors or mismatches")
                         .arg(files.size())
                         .arg(files.size() - bad)
                         .arg(bad)
              << '\n';
    }
    out().flush();
    return allOk ? 0 : 1;
}

} // namespace haifu::cli
