#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "formats/recordio.h"
#include "formats/studytreejson.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/variations.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

// haifu-cli variation: the study tree from the command line. Play a line on from any step of a
// record file (printed as JSON), or keep variations in a library game: list them with their
// lines, add one from a move list, remove, promote, demote and rename them.
namespace haifu::cli {

namespace {

void printVariationUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli variation FILE --kyoku K --step S --moves MOVES"),
                               Tr::tr("haifu-cli variation --db PATH GAME [--list]"),
                               Tr::tr("haifu-cli variation --db PATH GAME --add --kyoku K --step S "
                                      "[--parent N] --moves MOVES [--name TEXT]"),
                               Tr::tr("haifu-cli variation --db PATH GAME --remove N | --promote N "
                                      "| --demote N | --rename N --name TEXT") },
            { Tr::tr("Plays a line on from a step of a kyoku and prints it as JSON "
                     "(events, draws, legal actions, the result), or keeps variations "
                     "in a library game. MOVES is a move list in the move notation "
                     "(README \"Variations\"), e.g. \"0d5m - 1g3s 1r3s\".") })
           << optionLines(16,
                      { { "--kyoku K", Tr::tr("The kyoku (0 = the first)") },
                              { "--step S",
                                      Tr::tr("Leave the line after S events (0 = after the deal); "
                                             "with --parent: after S of its moves") },
                              { "--moves MOVES", Tr::tr("The moves to play") },
                              { "--parent N", Tr::tr("Leave variation N instead of the record") },
                              { "--name TEXT", Tr::tr("The variation's name") },
                              { "--db PATH", Tr::tr("The library file (or HAIFU_LIBRARY)") } });
    stream.flush();
}

const Usage kUsage{ u"variation"_s, printVariationUsage };

int printJson(const QJsonObject &o)
{
    out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

std::optional<int> intValue(const CommandLine &cl, const QString &name, int &value)
{
    if (!cl.isSet(name))
        return std::nullopt;
    bool ok = false;
    value = cl.value(name).toInt(&ok);
    if (!ok || value < 0)
        return kUsage.report(Tr::tr("--%1 takes a whole number").arg(name));
    return std::nullopt;
}

// The notes on a variation's nodes (schema 8), by step and seat.
QJsonArray notesJson(const QList<storage::Annotation> &notes, int variation)
{
    QJsonArray list;
    for (const storage::Annotation &a : notes) {
        if (a.key.variation != variation)
            continue;
        list.append(QJsonObject{ { u"step"_s, a.key.step }, { u"seat"_s, a.key.seat },
                { u"text"_s, a.text }, { u"mark"_s, a.mark }, { u"alternative"_s, a.alternative },
                { u"bookmark"_s, a.bookmark } });
    }
    return list;
}

QJsonObject treeJson(const game::Record &record, const game::StudyTree &tree, qint64 gameId,
        const QList<storage::Annotation> &notes)
{
    QJsonArray list;
    for (const int id : tree.ordered()) {
        QJsonObject o = formats::variationToJson(*tree.find(id));
        o.insert(u"notes"_s, notesJson(notes, id));
        auto line = tree.line(record, id);
        if (line)
            o.insert(u"line"_s, formats::lineToJson(*line));
        else
            o.insert(u"error"_s, haifu::errorText(line.error()));
        list.append(o);
    }
    return QJsonObject{ { u"game"_s, gameId }, { u"variations"_s, list } };
}

int playFromFile(const CommandLine &cl, const QString &path, int kyoku, int step)
{
    auto record = formats::readRecordFile(path);
    if (!record)
        return kUsage.fail(record.error().message);
    auto moves = game::parseActions(cl.value(u"moves"_s).toStdString());
    if (!moves)
        return kUsage.fail(moves.error().message);
    auto line = game::PlayLine::replay(*record, kyoku, step, *moves);
    if (!line)
        return kUsage.fail(line.error().message);
    return printJson(formats::lineToJson(*line));
}

// --remove/--promote/--demote/--rename N on a loaded tree; false when N is no variation.
std::optional<int> editTree(const CommandLine &cl, game::StudyTree &tree)
{
    for (const QString &op : { u"remove"_s, u"promote"_s, u"demote"_s, u"rename"_s }) {
        if (!cl.isSet(op))
            continue;
        const int id = cl.value(op).toInt();
        if (!tree.find(id))
            return kUsage.fail(
                    Error::of(ErrorCode::NoSuchVariation, { std::to_string(id) }).message);
        if (op == u"remove"_s)
            tree.remove(id);
        else if (op == u"promote"_s && !tree.promote(id))
            return kUsage.fail("variation " + std::to_string(id) + " is first already");
        else if (op == u"demote"_s && !tree.demote(id))
            return kUsage.fail("variation " + std::to_string(id) + " is last already");
        else if (op == u"rename"_s)
            tree.rename(id, cl.value(u"name"_s).toStdString());
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

int runVariation(const QStringList &args)
{
    CommandLine cl{ kDbOption, { { u"kyoku"_s }, true }, { { u"step"_s }, true },
        { { u"moves"_s }, true }, { { u"parent"_s }, true }, { { u"name"_s }, true },
        { { u"add"_s } }, { { u"list"_s } }, { { u"remove"_s }, true }, { { u"promote"_s }, true },
        { { u"demote"_s }, true }, { { u"rename"_s }, true } };
    if (const auto status = cl.parse(args, kUsage))
        return *status;
    int kyoku = 0;
    int step = 0;
    int parent = 0;
    for (const auto &[name, value] :
            { std::pair{ u"kyoku"_s, &kyoku }, { u"step"_s, &step }, { u"parent"_s, &parent } }) {
        if (const auto status = intValue(cl, name, *value))
            return *status;
    }
    const QStringList rest = cl.positional();
    if (rest.size() != 1)
        return kUsage.report(Tr::tr("give one record FILE, or --db PATH and one GAME number"));
    const QString dbPath = cl.dbPath();
    if (dbPath.isEmpty())
        return playFromFile(cl, rest.first(), kyoku, step);

    bool ok = false;
    const qint64 gameId = rest.first().toLongLong(&ok);
    if (!ok || gameId <= 0)
        return kUsage.report(Tr::tr("give one GAME number"));
    storage::Database db;
    if (auto error = db.open(dbPath))
        return kUsage.fail(error->message);
    auto record = storage::loadRecord(db, gameId);
    if (!record)
        return kUsage.fail(record.error().message);
    auto tree = storage::loadVariations(db, gameId);
    if (!tree)
        return kUsage.fail(tree.error().message);
    const bool edits = cl.isSet(u"add"_s) || cl.isSet(u"remove"_s) || cl.isSet(u"promote"_s)
            || cl.isSet(u"demote"_s) || cl.isSet(u"rename"_s);
    if (cl.isSet(u"add"_s)) {
        auto moves = game::parseActions(cl.value(u"moves"_s).toStdString());
        if (!moves)
            return kUsage.fail(moves.error().message);
        auto id = tree->add(
                *record, kyoku, parent, step, std::move(*moves), cl.value(u"name"_s).toStdString());
        if (!id)
            return kUsage.fail(id.error().message);
    } else if (const auto status = editTree(cl, *tree)) {
        return *status;
    }
    if (edits) {
        if (auto error = storage::saveVariations(db, gameId, *tree))
            return kUsage.fail(error->message);
    }
    auto notes = storage::gameAnnotations(db, gameId);
    if (!notes)
        return kUsage.fail(notes.error().message);
    return printJson(treeJson(*record, *tree, gameId, *notes));
}

} // namespace haifu::cli
