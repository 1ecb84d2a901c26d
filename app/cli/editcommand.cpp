#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "formats/draftjson.h"
#include "formats/recordio.h"
#include "storage/database.h"
#include "storage/editedgame.h"
#include "storage/games.h"
#include "storage/savefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

// haifu-cli edit: the record editor from the command line. A record (a file or a library game)
// printed as a draft (moves with every draw written out), one kyoku's moves replaced and the
// record built again by the rules engine, or a record written from a JSON draft; the result
// printed, written as mjlog or saved into the library as a new game.
namespace haifu::cli {

namespace {

void printEditUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli edit FILE|--db PATH GAME [--kyoku K --moves MOVES] "
                                "[--save-new] [--out FILE]"),
                               Tr::tr("haifu-cli edit --draft JSON [--db PATH --save-new] "
                                      "[--out FILE]") },
            { Tr::tr("Prints a record as a draft (JSON: the header, deal, indicators and moves "
                     "of each kyoku, every draw written out), or replaces the moves of kyoku K "
                     "and builds the record again: every action is checked, wins and draws are "
                     "scored by the engine, and the first illegal action is named. A JSON draft "
                     "(README \"Editing records\") writes a record from nothing.") })
           << optionLines(16,
                      { { "--kyoku K",
                                Tr::tr("The kyoku whose moves are replaced (0 = the first)") },
                              { "--moves MOVES", Tr::tr("Its new moves in the move notation") },
                              { "--draft JSON", Tr::tr("A draft file (- for standard input)") },
                              { "--save-new", Tr::tr("Store the result as a new library game") },
                              { "--out FILE", Tr::tr("Write the result as Tenhou mjlog XML") },
                              { "--db PATH", Tr::tr("The library file (or HAIFU_LIBRARY)") } });
    stream.flush();
}

const Usage kUsage{ u"edit"_s, printEditUsage };

Result<QByteArray> readInput(const QString &path)
{
    QFile file;
    const bool open = path == u"-"_s ? file.open(stdin, QIODevice::ReadOnly)
                                     : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!open)
        return Error(Tr::tr("%1: cannot be read").arg(path).toStdString());
    QByteArray data = file.read(16 * 1024 * 1024);
    return data;
}

// The draft to work on: from --draft, a file or a library game.
Result<game::RecordDraft> loadDraft(const CommandLine &cl, const storage::Database &db)
{
    if (cl.isSet(u"draft"_s)) {
        auto data = readInput(cl.value(u"draft"_s));
        if (!data)
            return data.error();
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(*data, &parseError);
        if (!doc.isObject())
            return Error(parseError.errorString().toStdString());
        return formats::draftFromJson(doc.object());
    }
    const QStringList rest = cl.positional();
    if (rest.size() != 1)
        return Error(
                Tr::tr("give one record FILE, or --db PATH and one GAME number").toStdString());
    Result<game::Record> record = Error();
    if (db.isOpen()) {
        bool ok = false;
        const qint64 gameId = rest.first().toLongLong(&ok);
        if (!ok || gameId <= 0)
            return Error(Tr::tr("give one GAME number").toStdString());
        record = storage::loadRecord(db, gameId);
    } else {
        record = formats::readRecordFile(rest.first());
    }
    if (!record)
        return record.error();
    return game::draftFromRecord(*record);
}

int edit(const CommandLine &cl, const storage::Database &db)
{
    auto draft = loadDraft(cl, db);
    if (!draft)
        return kUsage.fail(draft.error().message);
    if (cl.isSet(u"kyoku"_s)) {
        bool ok = false;
        const int k = cl.value(u"kyoku"_s).toInt(&ok);
        if (!ok || k < 0 || k >= static_cast<int>(draft->kyoku.size()))
            return kUsage.fail(
                    Error::of(ErrorCode::NoSuchKyoku, { cl.value(u"kyoku"_s).toStdString() })
                            .message);
        auto moves = game::parseActions(cl.value(u"moves"_s).toStdString());
        if (!moves)
            return kUsage.fail(moves.error().message);
        draft->kyoku[static_cast<std::size_t>(k)].moves = std::move(*moves);
    }
    const bool changing = cl.isSet(u"kyoku"_s) || cl.isSet(u"draft"_s) || cl.isSet(u"save-new"_s)
            || cl.isSet(u"out"_s);
    QJsonObject result{ { u"draft"_s, formats::draftToJson(*draft) } };
    if (changing) {
        auto built = game::buildRecord(*draft);
        if (!built)
            return kUsage.fail(built.error().message);
        QJsonArray followed;
        for (const int k : built->followedScores)
            followed.append(k);
        result.insert(u"draft"_s, formats::draftToJson(*draft));
        result.insert(u"followedScores"_s, followed);
        if (cl.isSet(u"out"_s)) {
            auto bytes = formats::writeTenhouXml(built->record);
            if (!bytes)
                return kUsage.fail(bytes.error().message);
            if (auto error = storage::saveFile(cl.value(u"out"_s), *bytes))
                return kUsage.fail(error->message);
        }
        if (cl.isSet(u"save-new"_s)) {
            if (!db.isOpen())
                return kUsage.report(Tr::tr("--save-new needs --db PATH"));
            auto id = storage::saveAsNewGame(db, built->record, u"edited"_s);
            if (!id)
                return kUsage.fail(id.error().message);
            result.insert(u"game"_s, *id);
        }
    }
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace

int runEdit(const QStringList &args)
{
    CommandLine cl{ kDbOption, { { u"kyoku"_s }, true }, { { u"moves"_s }, true },
        { { u"draft"_s }, true }, { { u"out"_s }, true }, { { u"save-new"_s } } };
    if (const auto status = cl.parse(args, kUsage))
        return *status;
    storage::Database db;
    if (const QString path = cl.dbPath(); !path.isEmpty()) {
        if (auto error = db.open(path))
            return kUsage.fail(error->message);
    }
    return edit(cl, db);
}

} // namespace haifu::cli
