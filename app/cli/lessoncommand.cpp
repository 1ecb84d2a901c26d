// haifu-cli lesson: lessons in bulk. A lesson file built from a JSON description (positions in
// their text form, taken from a step of a record file, or generated quiz questions), a lesson or
// results file checked, a library's lesson exported and a lesson file imported, students'
// results graded per problem and imported into the teacher's library.
#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "formats/lessonfile.h"
#include "formats/recordio.h"
#include "storage/database.h"
#include "storage/lessons.h"
#include "storage/savefile.h"

#include "game/replay.h"
#include "quiz/generator.h"
#include "teach/positiontext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>
#include <memory>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

void printLessonUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli lesson build DESCRIPTION.json -o FILE.haifu-lesson"),
                               Tr::tr("haifu-cli lesson validate FILE [--json]"),
                               Tr::tr("haifu-cli lesson export --db PATH --id N -o FILE"),
                               Tr::tr("haifu-cli lesson import FILE --db PATH"),
                               Tr::tr("haifu-cli lesson grade LESSON RESULTS... [--json]"),
                               Tr::tr("haifu-cli lesson results-import RESULTS... --db PATH") },
            { Tr::tr("Lessons in bulk (README \"Lessons\"). build writes a lesson file from a "
                     "JSON description: title, introduction, author and problems, each with its "
                     "position in the text form, a \"game\" (a record file, kyoku and step) or "
                     "a generated quiz \"question\". validate checks a lesson or results file. "
                     "grade prints per problem how many answered, how many were right and the "
                     "common wrong answers. A bad file is named with the problem and the "
                     "field; nothing of it is kept.") })
           << optionLines(12,
                      { { "-o FILE", Tr::tr("The file to write") },
                              { "--id N", Tr::tr("The library's lesson to export") },
                              { "--json", Tr::tr("Print JSON") },
                              { "--db PATH", Tr::tr("The library file (or HAIFU_LIBRARY)") } });
    stream.flush();
}

const Usage kUsage{ u"lesson"_s, printLessonUsage };

Result<QByteArray> readInput(const QString &path, qint64 maxBytes)
{
    QFile file;
    const bool open = path == u"-"_s ? file.open(stdin, QIODevice::ReadOnly)
                                     : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!open)
        return Error(Tr::tr("%1: cannot be read").arg(path).toStdString());
    // One byte more than allowed, so that the reader sees a file too large and says so.
    return file.read(maxBytes + 1);
}

Result<teach::Lesson> readLessonFile(const QString &path)
{
    auto bytes = readInput(path, formats::kMaxLessonFileBytes);
    if (!bytes)
        return bytes.error();
    return formats::readLesson(*bytes, path);
}

Result<teach::LessonResults> readResultsFile(const QString &path)
{
    auto bytes = readInput(path, formats::kMaxLessonFileBytes);
    if (!bytes)
        return bytes.error();
    return formats::readResults(*bytes, path);
}

Error problemError(
        const QString &source, qsizetype index, const QString &field, const QString &what)
{
    //: %1 file, %2 the problem's number, %3 a field name, %4 what is wrong
    return Error(Tr::tr("%1, problem %2, \"%3\": %4")
                         .arg(source)
                         .arg(index + 1)
                         .arg(field, what)
                         .toStdString());
}

// The records a description's problems take positions from, each read once.
class RecordCache
{
public:
    explicit RecordCache(const QDir &base) : m_base(base) { }

    // `file` as given (relative to the description's folder).
    Result<const game::Record *> get(const QString &file)
    {
        const QString path = m_base.filePath(file);
        auto found = m_records.find(path);
        if (found == m_records.end()) {
            auto record = formats::readRecordFile(path);
            if (!record)
                return record.error();
            found = m_records.emplace(path, std::make_unique<game::Record>(std::move(*record)))
                            .first;
        }
        return static_cast<const game::Record *>(found->second.get());
    }

private:
    QDir m_base;
    std::map<QString, std::unique_ptr<game::Record>> m_records;
};

// "game": {"file", "kyoku", "step"}: the position at that step of the record, in its text form.
Result<QString> positionFromGame(const QJsonObject &game, const QString &preset, RecordCache &cache)
{
    auto record = cache.get(game.value(u"file"_s).toString());
    if (!record)
        return record.error();
    game::Replay replay(**record);
    const int kyoku = game.value(u"kyoku"_s).toInt(-1);
    const int step = game.value(u"step"_s).toInt(-1);
    if (kyoku < 0 || kyoku >= replay.kyokuCount() || step < 0 || step >= replay.stepCount(kyoku))
        //: %1 kyoku, %2 step as given, %3 how many kyoku the record has
        return Error(Tr::tr("no kyoku %1 step %2 in the record (%3 kyoku; both count from 0)")
                             .arg(kyoku)
                             .arg(step)
                             .arg(replay.kyokuCount())
                             .toStdString());
    if (auto error = replay.seek(kyoku, step))
        return *error;
    teach::Position position = teach::positionFromState(replay.state());
    const auto names = rules::presetNames();
    const std::string recordPreset = (*record)->ruleset.name;
    if (!preset.isEmpty())
        position.rulesPreset = preset.toStdString();
    else if (std::find(names.begin(), names.end(), recordPreset) != names.end())
        position.rulesPreset = recordPreset;
    return toQString(teach::formatPosition(position));
}

// "question": {"kind", "difficulty", "preset", "seed"}: a generated quiz question as a problem,
// in the lesson file's form.
Result<QJsonObject> problemFromGenerated(const QJsonObject &question)
{
    const auto kind = quiz::kindFromName(question.value(u"kind"_s).toString().toStdString());
    if (!kind)
        //: %1 the kind given
        return Error(Tr::tr("unknown quiz kind '%1' (see haifu-cli quiz --help)")
                             .arg(question.value(u"kind"_s).toString())
                             .toStdString());
    auto generated = quiz::generateQuestion(*kind, question.value(u"difficulty"_s).toInt(1),
            question.value(u"preset"_s).toString(u"tenhou"_s).toStdString(),
            static_cast<std::uint64_t>(question.value(u"seed"_s).toInteger(1)));
    if (!generated)
        return generated.error();
    auto problem = teach::problemFromQuestion(*generated);
    if (!problem)
        return problem.error();
    teach::Lesson one;
    one.title = "-";
    one.problems.push_back(std::move(*problem));
    const QJsonDocument doc = QJsonDocument::fromJson(formats::writeLesson(one));
    return doc.object().value(u"problems"_s).toArray().at(0).toObject();
}

// One problem of a description in the lesson file's form.
Result<QJsonObject> describedProblem(
        const QJsonValue &value, qsizetype index, const QString &source, RecordCache &cache)
{
    QJsonObject problem = value.toObject();
    if (problem.value(u"question"_s).isObject()) {
        auto generated = problemFromGenerated(problem.value(u"question"_s).toObject());
        if (!generated)
            return problemError(source, index, u"question"_s, toQString(generated.error().message));
        for (const QString &key : { u"hints"_s, u"explanation"_s }) {
            if (problem.contains(key))
                generated->insert(key, problem.value(key));
        }
        return *generated;
    }
    if (problem.value(u"game"_s).isObject()) {
        auto text = positionFromGame(
                problem.value(u"game"_s).toObject(), problem.value(u"preset"_s).toString(), cache);
        if (!text)
            return problemError(source, index, u"game"_s, toQString(text.error().message));
        problem.insert(u"position"_s, *text);
    }
    problem.remove(u"game"_s);
    problem.remove(u"preset"_s);
    return problem;
}

int build(const CommandLine &cl, const QStringList &rest)
{
    if (rest.size() != 1 || !cl.isSet(u"o"_s))
        return kUsage.report(Tr::tr("build takes one DESCRIPTION.json and -o FILE"));
    const QString source = rest.first();
    auto bytes = readInput(source, formats::kMaxLessonFileBytes);
    if (!bytes)
        return kUsage.fail(bytes.error().message);
    QJsonParseError parseError;
    const QJsonObject description = QJsonDocument::fromJson(*bytes, &parseError).object();
    if (description.isEmpty())
        return kUsage.fail(
                //: %1 file, %2 the JSON parser's message
                Tr::tr("%1 is not a lesson description: %2")
                        .arg(source, parseError.errorString())
                        .toStdString());
    const QJsonArray described = description.value(u"problems"_s).toArray();
    if (described.size() > formats::kMaxLessonProblems)
        //: %1 file, %2 how many problems it has, %3 the limit
        return kUsage.fail(Tr::tr("%1 holds %2 problems; at most %3 are read")
                                   .arg(source)
                                   .arg(described.size())
                                   .arg(formats::kMaxLessonProblems)
                                   .toStdString());
    // Record files named in the description are found next to it.
    RecordCache cache(source == u"-"_s ? QDir::current() : QFileInfo(source).absoluteDir());
    QJsonArray problems;
    for (qsizetype i = 0; i < described.size(); ++i) {
        auto problem = describedProblem(described.at(i), i, source, cache);
        if (!problem)
            return kUsage.fail(problem.error().message);
        problems.append(*problem);
    }
    QJsonObject file = description;
    file.insert(u"format"_s, u"haifu-lesson"_s);
    file.insert(u"version"_s, 1);
    file.insert(u"problems"_s, problems);
    auto lesson = formats::readLesson(QJsonDocument(file).toJson(), source);
    if (!lesson)
        return kUsage.fail(lesson.error().message);
    if (auto error = storage::saveFile(cl.value(u"o"_s), formats::writeLesson(*lesson)))
        return kUsage.fail(error->message);
    out() << QJsonDocument(
            QJsonObject{ { u"file"_s, cl.value(u"o"_s) }, { u"title"_s, toQString(lesson->title) },
                    { u"problems"_s, static_cast<int>(lesson->problems.size()) },
                    { u"fingerprint"_s, formats::lessonFingerprint(*lesson) } })
                     .toJson(QJsonDocument::Indented);
    return 0;
}

int validate(const CommandLine &cl, const QStringList &rest)
{
    if (rest.size() != 1)
        return kUsage.report(Tr::tr("validate takes one FILE"));
    const QString path = rest.first();
    auto bytes = readInput(path, formats::kMaxLessonFileBytes);
    if (!bytes)
        return kUsage.fail(bytes.error().message);
    QJsonObject summary{ { u"file"_s, path } };
    QString line;
    const QJsonValue format = QJsonDocument::fromJson(*bytes).object().value(u"format"_s);
    if (format.toString() == u"haifu-results"_s) {
        auto results = formats::readResults(*bytes, path);
        if (!results)
            return kUsage.fail(results.error().message);
        summary.insert(u"format"_s, u"haifu-results"_s);
        summary.insert(u"student"_s, toQString(results->student));
        summary.insert(u"lesson"_s, toQString(results->lessonId));
        summary.insert(u"results"_s, static_cast<int>(results->results.size()));
        //: %1 file, %2 student, %3 how many answers
        line = Tr::tr("%1: results of %2, %3 answers")
                       .arg(path, toQString(results->student))
                       .arg(results->results.size());
    } else {
        auto lesson = formats::readLesson(*bytes, path);
        if (!lesson)
            return kUsage.fail(lesson.error().message);
        summary.insert(u"format"_s, u"haifu-lesson"_s);
        summary.insert(u"title"_s, toQString(lesson->title));
        summary.insert(u"problems"_s, static_cast<int>(lesson->problems.size()));
        summary.insert(u"fingerprint"_s, formats::lessonFingerprint(*lesson));
        //: %1 file, %2 title, %3 how many problems, %4 the fingerprint
        line = Tr::tr("%1: lesson \"%2\", %3 problems, fingerprint %4")
                       .arg(path, toQString(lesson->title))
                       .arg(lesson->problems.size())
                       .arg(formats::lessonFingerprint(*lesson));
    }
    if (cl.isSet(u"json"_s))
        out() << QJsonDocument(summary).toJson(QJsonDocument::Indented);
    else
        out() << line << '\n';
    return 0;
}

int exportLesson(const CommandLine &cl, const QStringList &rest)
{
    bool ok = false;
    const qint64 id = cl.value(u"id"_s).toLongLong(&ok);
    if (!rest.isEmpty() || !ok || id <= 0 || !cl.isSet(u"o"_s))
        return kUsage.report(Tr::tr("export takes --db PATH, --id N and -o FILE"));
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    auto stored = storage::loadLesson(db, id);
    if (!stored)
        return kUsage.fail(stored.error().message);
    if (auto error = storage::saveFile(cl.value(u"o"_s), formats::writeLesson(stored->lesson)))
        return kUsage.fail(error->message);
    out() << QJsonDocument(QJsonObject{ { u"file"_s, cl.value(u"o"_s) }, { u"id"_s, id },
                                   { u"fingerprint"_s, stored->fingerprint } })
                     .toJson(QJsonDocument::Indented);
    return 0;
}

int importLesson(const CommandLine &cl, const QStringList &rest)
{
    if (rest.size() != 1)
        return kUsage.report(Tr::tr("import takes one FILE and --db PATH"));
    auto lesson = readLessonFile(rest.first());
    if (!lesson)
        return kUsage.fail(lesson.error().message);
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    auto id = storage::importLesson(db, *lesson);
    if (!id)
        return kUsage.fail(id.error().message);
    out() << QJsonDocument(QJsonObject{ { u"id"_s, *id },
                                   { u"fingerprint"_s, formats::lessonFingerprint(*lesson) },
                                   { u"title"_s, toQString(lesson->title) } })
                     .toJson(QJsonDocument::Indented);
    return 0;
}

QJsonObject statsJson(const teach::Lesson &lesson, const std::vector<teach::ProblemStats> &stats)
{
    QJsonArray problems;
    for (std::size_t i = 0; i < stats.size(); ++i) {
        QJsonArray wrong;
        for (const auto &[answer, count] : stats[i].wrongAnswers)
            wrong.append(QJsonObject{ { u"answer"_s, toQString(answer) }, { u"count"_s, count } });
        problems.append(QJsonObject{ { u"problem"_s, static_cast<int>(i) + 1 },
                { u"kind"_s, toQString(teach::problemKindName(lesson.problems[i].kind)) },
                { u"answered"_s, stats[i].answered }, { u"correct"_s, stats[i].correct },
                { u"wrongAnswers"_s, wrong } });
    }
    return QJsonObject{ { u"title"_s, toQString(lesson.title) },
        { u"fingerprint"_s, formats::lessonFingerprint(lesson) }, { u"problems"_s, problems } };
}

void printStats(const teach::Lesson &lesson, const std::vector<teach::ProblemStats> &stats,
        std::size_t students)
{
    //: %1 the lesson's title, %2 how many students' results were read
    out() << Tr::tr("Lesson \"%1\": results of %2 students")
                     .arg(toQString(lesson.title))
                     .arg(students)
          << '\n';
    for (std::size_t i = 0; i < stats.size(); ++i) {
        QStringList wrong;
        for (const auto &[answer, count] : stats[i].wrongAnswers)
            wrong << u"%1 ×%2"_s.arg(toQString(answer)).arg(count);
        //: %1 problem number, %2 its kind, %3 how many answered, %4 how many were right
        out() << Tr::tr("problem %1 (%2): %3 answered, %4 right")
                         .arg(i + 1)
                         .arg(toQString(teach::problemKindName(lesson.problems[i].kind)))
                         .arg(stats[i].answered)
                         .arg(stats[i].correct);
        if (!wrong.isEmpty())
            //: the wrong answers given, each with how many gave it
            out() << "; " << Tr::tr("wrong: %1").arg(wrong.join(u", "_s));
        out() << '\n';
    }
}

int grade(const CommandLine &cl, const QStringList &rest)
{
    if (rest.size() < 2)
        return kUsage.report(Tr::tr("grade takes one LESSON and RESULTS files"));
    auto lesson = readLessonFile(rest.first());
    if (!lesson)
        return kUsage.fail(lesson.error().message);
    const QString fingerprint = formats::lessonFingerprint(*lesson);
    std::vector<teach::LessonResults> all;
    for (const QString &path : rest.mid(1)) {
        auto results = readResultsFile(path);
        if (!results)
            return kUsage.fail(results.error().message);
        if (toQString(results->lessonId) != fingerprint)
            return kUsage.fail(
                    //: %1 results file, %2 the lesson file
                    Tr::tr("%1 holds results for another lesson than %2 (fingerprint %3, not %4)")
                            .arg(path, rest.first(), toQString(results->lessonId), fingerprint)
                            .toStdString());
        all.push_back(std::move(*results));
    }
    const auto stats = teach::lessonStatistics(*lesson, all);
    if (cl.isSet(u"json"_s)) {
        QJsonObject json = statsJson(*lesson, stats);
        json.insert(u"students"_s, static_cast<int>(all.size()));
        out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        printStats(*lesson, stats, all.size());
    }
    return 0;
}

int importResults(const CommandLine &cl, const QStringList &rest)
{
    if (rest.isEmpty())
        return kUsage.report(Tr::tr("results-import takes RESULTS files and --db PATH"));
    std::vector<teach::LessonResults> all;
    for (const QString &path : rest) {
        auto results = readResultsFile(path);
        if (!results)
            return kUsage.fail(results.error().message);
        all.push_back(std::move(*results));
    }
    storage::Database db;
    if (auto status = openLibrary(cl, db, kUsage))
        return *status;
    // All the files or none.
    storage::Transaction transaction(db);
    if (transaction.beginError())
        return kUsage.fail(transaction.beginError()->message);
    QJsonArray imported;
    for (std::size_t i = 0; i < all.size(); ++i) {
        auto id = storage::importResults(db, all[i]);
        if (!id)
            //: %1 results file, %2 why it was refused
            return kUsage.fail(
                    Tr::tr("%1: %2")
                            .arg(rest.at(static_cast<qsizetype>(i)), toQString(id.error().message))
                            .toStdString());
        imported.append(QJsonObject{ { u"file"_s, rest.at(static_cast<qsizetype>(i)) },
                { u"lesson"_s, *id }, { u"student"_s, toQString(all[i].student) } });
    }
    if (auto error = transaction.commit())
        return kUsage.fail(error->message);
    out() << QJsonDocument(QJsonObject{ { u"imported"_s, imported } })
                     .toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace

int runLesson(const QStringList &args)
{
    CommandLine cl{ kDbOption, kJsonOption, { { u"o"_s, u"output"_s }, true },
        { { u"id"_s }, true } };
    if (const auto status = cl.parse(args, kUsage))
        return *status;
    QStringList rest = cl.positional();
    if (rest.isEmpty())
        return kUsage.report(Tr::tr("give a sub-command: build, validate, export, import, grade "
                                    "or results-import"));
    const QString sub = rest.takeFirst();
    using Run = int (*)(const CommandLine &, const QStringList &);
    const std::pair<QString, Run> subCommands[] = { { u"build"_s, build },
        { u"validate"_s, validate }, { u"export"_s, exportLesson }, { u"import"_s, importLesson },
        { u"grade"_s, grade }, { u"results-import"_s, importResults } };
    for (const auto &[name, run] : subCommands) {
        if (sub == name)
            return run(cl, rest);
    }
    //: %1 the sub-command given
    return kUsage.report(Tr::tr("unknown sub-command '%1'").arg(sub));
}

} // namespace haifu::cli
