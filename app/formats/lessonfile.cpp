#include "formats/lessonfile.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "teach/positiontext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::formats {

namespace {

constexpr int kFileVersion = 1;
// Bounds of what a lesson or results file may hold (in characters of a text).
constexpr int kMaxTitle = 200;
constexpr int kMaxAuthor = 200;
constexpr int kMaxIntroduction = 20'000;
constexpr int kMaxQuestion = 4'000;
constexpr int kMaxExplanation = 20'000;
constexpr int kMaxHints = 20;
constexpr int kMaxHint = 2'000;
constexpr int kMaxAnswers = 40;
constexpr int kMaxAnswer = 64;
constexpr int kMaxPositionText = 4'000;
constexpr int kMaxUra = 5;
constexpr int kMaxStudent = 200;
constexpr int kMaxAttempts = 10'000;
constexpr qint64 kMaxResultsFileBytes = 1024 * 1024;

Error fail(const QString &message)
{
    return Error{ message.toStdString() };
}

QJsonArray textArray(const std::vector<std::string> &texts)
{
    QJsonArray array;
    for (const std::string &t : texts)
        array.append(toQString(t));
    return array;
}

QJsonObject problemJson(const teach::Problem &p)
{
    return QJsonObject{
        { u"kind"_s, toQString(teach::problemKindName(p.kind)) },
        { u"seat"_s, p.seat },
        { u"position"_s, toQString(teach::formatPosition(p.position)) },
        { u"question"_s, toQString(p.question) },
        { u"answers"_s, textArray(p.answers) },
        { u"explanation"_s, toQString(p.explanation) },
        { u"hints"_s, textArray(p.hints) },
        { u"tsumo"_s, p.tsumo },
        { u"ura"_s, toQString(rules::formatTiles(p.uraIndicators)) },
    };
}

QJsonObject lessonJson(const teach::Lesson &lesson)
{
    QJsonArray problems;
    for (const teach::Problem &p : lesson.problems)
        problems.append(problemJson(p));
    return QJsonObject{
        { u"format"_s, u"haifu-lesson"_s },
        { u"version"_s, kFileVersion },
        { u"title"_s, toQString(lesson.title) },
        { u"introduction"_s, toQString(lesson.introduction) },
        { u"author"_s, toQString(lesson.author) },
        { u"problems"_s, problems },
    };
}

// A whole number within [min, max], or nullopt (missing, text, fraction, out of range).
std::optional<int> wholeNumber(const QJsonValue &v, int min, int max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (d != std::floor(d) || d < min || d > max)
        return std::nullopt;
    return static_cast<int>(d);
}

QString numberRange(int min, int max)
{
    //: %1 the smallest and %2 the largest value allowed
    return Tr::tr("must be a whole number from %1 to %2").arg(min).arg(max);
}

// Where in a file a field is read: the file and the problem (1 = the first; 0: the file's own
// fields), so that every error names the file, the problem and the field.
struct Place
{
    QString source;
    int problem = 0;
    bool result = false; // an entry of a results file's list ("result N")

    [[nodiscard]] Error error(const QString &field, const QString &what) const
    {
        if (problem > 0 && result)
            //: %1 file, %2 the entry's number in the results list, %3 a field name, %4 what is
            //: wrong
            return fail(
                    Tr::tr("%1, result %2, \"%3\": %4").arg(source).arg(problem).arg(field, what));
        if (problem > 0)
            //: %1 file, %2 the problem's number, %3 a field name, %4 what is wrong
            return fail(
                    Tr::tr("%1, problem %2, \"%3\": %4").arg(source).arg(problem).arg(field, what));
        //: %1 file, %2 a field name, %3 what is wrong
        return fail(Tr::tr("%1, \"%2\": %3").arg(source, field, what));
    }
};

// A text (missing or null: empty) of at most `max` characters; `field` names it in the error.
std::optional<Error> readTextValue(
        const QJsonValue &v, const QString &field, int max, const Place &place, std::string &out)
{
    out.clear();
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isString())
        return place.error(field, Tr::tr("must be text"));
    const QString text = v.toString();
    if (text.size() > max)
        //: %1 a number of characters
        return place.error(field, Tr::tr("longer than %1 characters").arg(max));
    out = text.toStdString();
    return std::nullopt;
}

std::optional<Error> readText(
        const QJsonObject &o, const QString &key, int max, const Place &place, std::string &out)
{
    return readTextValue(o.value(key), key, max, place, out);
}

// A list of texts (missing: empty): at most `maxCount` of at most `maxLength` characters each.
std::optional<Error> readTexts(const QJsonObject &o, const QString &key, int maxCount,
        int maxLength, const Place &place, std::vector<std::string> &out)
{
    const QJsonValue v = o.value(key);
    out.clear();
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isArray())
        return place.error(key, Tr::tr("must be a list of texts"));
    const QJsonArray array = v.toArray();
    if (array.size() > maxCount)
        //: %1 how many entries the list has, %2 the limit
        return place.error(key, Tr::tr("%1 entries; at most %2").arg(array.size()).arg(maxCount));
    for (qsizetype i = 0; i < array.size(); ++i) {
        std::string text;
        if (auto error = readTextValue(
                    array.at(i), u"%1 %2"_s.arg(key).arg(i + 1), maxLength, place, text))
            return error;
        out.push_back(std::move(text));
    }
    return std::nullopt;
}

std::optional<Error> readPosition(const QJsonObject &o, const Place &place, teach::Problem &p)
{
    std::string text;
    if (auto error = readText(o, u"position"_s, kMaxPositionText, place, text))
        return error;
    if (text.empty())
        return place.error(u"position"_s, Tr::tr("missing"));
    auto position = teach::parsePosition(text);
    if (!position)
        return place.error(u"position"_s, errorText(position.error()));
    p.position = std::move(*position);
    return std::nullopt;
}

std::optional<Error> readWinFields(const QJsonObject &o, const Place &place, teach::Problem &p)
{
    const QJsonValue tsumo = o.value(u"tsumo"_s);
    if (!tsumo.isUndefined() && !tsumo.isNull() && !tsumo.isBool())
        return place.error(u"tsumo"_s, Tr::tr("must be true or false"));
    p.tsumo = tsumo.toBool();
    std::string ura;
    if (auto error = readText(o, u"ura"_s, 2 * kMaxUra + 4, place, ura))
        return error;
    auto tiles = rules::parseTiles(ura);
    if (!tiles)
        return place.error(u"ura"_s, errorText(tiles.error()));
    if (tiles->size() > static_cast<std::size_t>(kMaxUra))
        return place.error(u"ura"_s,
                //: %1 how many tiles are given, %2 the limit
                Tr::tr("%1 tiles; at most %2").arg(tiles->size()).arg(kMaxUra));
    p.uraIndicators = std::move(*tiles);
    return std::nullopt;
}

Result<teach::Problem> readProblem(const QJsonValue &value, const Place &place)
{
    if (!value.isObject())
        return place.error(u"problems"_s, Tr::tr("not an object"));
    const QJsonObject o = value.toObject();
    teach::Problem p;
    const QString kindName = o.value(u"kind"_s).toString();
    const auto kind = teach::problemKindFromName(kindName.toStdString());
    if (!kind)
        return place.error(u"kind"_s,
                //: %1 the kind given; the names in parentheses are file keywords, keep them
                Tr::tr("unknown kind '%1' (discard, call, riichi, push_fold, win, furiten)")
                        .arg(kindName));
    p.kind = *kind;
    const auto seat = wholeNumber(o.value(u"seat"_s), 0, 3);
    if (!seat)
        return place.error(u"seat"_s, numberRange(0, 3));
    p.seat = *seat;
    if (auto error = readPosition(o, place, p))
        return *error;
    if (auto error = readText(o, u"question"_s, kMaxQuestion, place, p.question))
        return *error;
    if (auto error = readTexts(o, u"answers"_s, kMaxAnswers, kMaxAnswer, place, p.answers))
        return *error;
    if (auto error = readText(o, u"explanation"_s, kMaxExplanation, place, p.explanation))
        return *error;
    if (auto error = readTexts(o, u"hints"_s, kMaxHints, kMaxHint, place, p.hints))
        return *error;
    if (auto error = readWinFields(o, place, p))
        return *error;
    return p;
}

// A JSON value as written ("one" with its quotes, 1.5, null).
QString jsonText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{ value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

// The root object of a file of `format` (`what` names it in errors), its version checked.
Result<QJsonObject> readRoot(const QByteArray &bytes, const QString &source, qint64 maxBytes,
        const QString &format, const QString &what)
{
    if (bytes.size() > maxBytes)
        //: %1 file, %2 the size limit in KiB
        return fail(Tr::tr("%1: larger than %2 KiB").arg(source).arg(maxBytes / 1024));
    if (bytes.trimmed().isEmpty())
        //: %1 file, %2 the kind of file ("a Haifu lesson file")
        return fail(Tr::tr("%1 is empty: it is not %2").arg(source, what));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Where the reader stopped, as an editor counts: a cut-off file stops at its end.
        const QByteArray before = bytes.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(before.size() - before.lastIndexOf('\n'));
        const bool cut = parseError.offset >= bytes.trimmed().size()
                || parseError.error == QJsonParseError::UnterminatedObject
                || parseError.error == QJsonParseError::UnterminatedArray
                || parseError.error == QJsonParseError::UnterminatedString;
        if (cut)
            //: %1 file, %2 the kind of file, %3 the JSON parser's message
            return fail(Tr::tr("%1 is cut off: it ends before %2 does (%3)")
                                .arg(source, what, parseError.errorString()));
        //: %1 file, %2 the kind of file, %3 line, %4 column, %5 the JSON parser's message
        return fail(Tr::tr("%1 is not %2: at line %3, column %4: %5")
                            .arg(source, what)
                            .arg(line)
                            .arg(column)
                            .arg(parseError.errorString()));
    }
    if (!doc.isObject())
        //: %1 file, %2 the kind of file ("a Haifu lesson file")
        return fail(Tr::tr("%1 is not %2: it holds no JSON object").arg(source, what));
    const QJsonObject root = doc.object();
    if (root.value(u"format"_s).toString() != format)
        //: %1 file, %2 the kind of file, %3 the format keyword
        return fail(Tr::tr("%1 is not %2 (no \"format\": \"%3\")").arg(source, what, format));
    const QJsonValue version = root.value(u"version"_s);
    if (version.isDouble() && version.toDouble() > kFileVersion)
        //: %1 file, %2 the file's version
        return fail(Tr::tr("%1 was written by a newer Haifu (file version %2); update Haifu to "
                           "read it")
                            .arg(source, QString::number(version.toDouble(), 'g', 12)));
    if (wholeNumber(version, kFileVersion, kFileVersion) != kFileVersion)
        //: %1 file, %2 the version it gives
        return fail(Tr::tr("%1: unknown file version %2").arg(source, jsonText(version)));
    return root;
}

// The list `key` of a file's root, of at most kMaxLessonProblems entries. `notAList` is the
// error when it is not a list, `tooMany` (%1 file, %2 entries, %3 the limit) when it is too long.
Result<QJsonArray> readList(const QJsonObject &root, const QString &key, const Place &file,
        const QString &notAList, const QString &tooMany)
{
    if (!root.value(key).isArray())
        return file.error(key, notAList);
    const QJsonArray list = root.value(key).toArray();
    if (list.size() > kMaxLessonProblems)
        return fail(tooMany.arg(file.source).arg(list.size()).arg(kMaxLessonProblems));
    return list;
}

QString lessonFileName()
{
    return Tr::tr("a Haifu lesson file");
}

QString resultsFileName()
{
    return Tr::tr("a Haifu results file");
}

Result<teach::ProblemResult> readProblemResult(const QJsonValue &value, const Place &place)
{
    const QJsonObject o = value.toObject();
    if (!value.isObject())
        return place.error(u"results"_s, Tr::tr("not an object"));
    teach::ProblemResult r;
    const auto problem = wholeNumber(o.value(u"problem"_s), 1, kMaxLessonProblems);
    if (!problem)
        return place.error(u"problem"_s, numberRange(1, kMaxLessonProblems));
    r.problem = *problem - 1;
    if (auto error = readText(o, u"answer"_s, kMaxAnswer, place, r.answer))
        return *error;
    const QJsonValue correct = o.value(u"correct"_s);
    if (!correct.isBool())
        return place.error(u"correct"_s, Tr::tr("must be true or false"));
    r.correct = correct.toBool();
    const auto attempts = wholeNumber(o.value(u"attempts"_s), 0, kMaxAttempts);
    if (!attempts)
        return place.error(u"attempts"_s, numberRange(0, kMaxAttempts));
    r.attempts = *attempts;
    return r;
}

} // namespace

QByteArray writeLesson(const teach::Lesson &lesson)
{
    return QJsonDocument(lessonJson(lesson)).toJson(QJsonDocument::Indented);
}

QString lessonFingerprint(const teach::Lesson &lesson)
{
    const QByteArray canonical = QJsonDocument(lessonJson(lesson)).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
            QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
}

Result<teach::Lesson> readLesson(const QByteArray &bytes, const QString &source)
{
    auto root = readRoot(bytes, source, kMaxLessonFileBytes, u"haifu-lesson"_s, lessonFileName());
    if (!root)
        return root.error();
    const Place file{ source, 0 };
    teach::Lesson lesson;
    if (auto error = readText(*root, u"title"_s, kMaxTitle, file, lesson.title))
        return *error;
    if (auto error =
                    readText(*root, u"introduction"_s, kMaxIntroduction, file, lesson.introduction))
        return *error;
    if (auto error = readText(*root, u"author"_s, kMaxAuthor, file, lesson.author))
        return *error;
    const auto problems = readList(*root, u"problems"_s, file, Tr::tr("must be a list of problems"),
            //: %1 file, %2 how many problems it has, %3 the limit
            Tr::tr("%1 holds %2 problems; at most %3 are read"));
    if (!problems)
        return problems.error();
    for (qsizetype i = 0; i < problems->size(); ++i) {
        auto problem = readProblem(problems->at(i), Place{ source, static_cast<int>(i) + 1 });
        if (!problem)
            return problem.error();
        lesson.problems.push_back(std::move(*problem));
    }
    if (auto error = teach::checkLesson(lesson))
        //: %1 file, %2 what is wrong (it names the problem and the field)
        return fail(Tr::tr("%1: %2").arg(source, errorText(*error)));
    return lesson;
}

Result<teach::Lesson> readLessonToImport(const QByteArray &bytes, const QString &source)
{
    auto lesson = readLesson(bytes, source);
    if (lesson && lesson->problems.empty())
        return Place{ source, 0 }.error(
                u"problems"_s, Tr::tr("the list is empty: a lesson needs at least one problem"));
    return lesson;
}

QByteArray writeResults(const teach::LessonResults &results)
{
    QJsonArray list;
    for (const teach::ProblemResult &r : results.results) {
        list.append(
                QJsonObject{ { u"problem"_s, r.problem + 1 }, { u"answer"_s, toQString(r.answer) },
                        { u"correct"_s, r.correct }, { u"attempts"_s, r.attempts } });
    }
    const QJsonObject root{ { u"format"_s, u"haifu-results"_s }, { u"version"_s, kFileVersion },
        { u"student"_s, toQString(results.student) }, { u"lesson"_s, toQString(results.lessonId) },
        { u"title"_s, toQString(results.lessonTitle) }, { u"results"_s, list } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<teach::LessonResults> readResults(const QByteArray &bytes, const QString &source)
{
    auto root =
            readRoot(bytes, source, kMaxResultsFileBytes, u"haifu-results"_s, resultsFileName());
    if (!root)
        return root.error();
    const Place file{ source, 0 };
    teach::LessonResults results;
    if (auto error = readText(*root, u"student"_s, kMaxStudent, file, results.student))
        return *error;
    if (QString::fromStdString(results.student).trimmed().isEmpty())
        return file.error(u"student"_s, Tr::tr("missing"));
    if (auto error = readText(*root, u"title"_s, kMaxTitle, file, results.lessonTitle))
        return *error;
    const QString lesson = root->value(u"lesson"_s).toString();
    static const QRegularExpression hex(u"^[0-9a-f]{16}$"_s);
    if (!hex.match(lesson).hasMatch())
        return file.error(u"lesson"_s, Tr::tr("must be a lesson's fingerprint (16 hex digits)"));
    results.lessonId = lesson.toStdString();
    const auto list = readList(*root, u"results"_s, file, Tr::tr("must be a list of results"),
            //: %1 file, %2 how many results it has, %3 the limit
            Tr::tr("%1 holds %2 results; at most %3 are read"));
    if (!list)
        return list.error();
    for (qsizetype i = 0; i < list->size(); ++i) {
        auto r = readProblemResult(list->at(i), Place{ source, static_cast<int>(i) + 1, true });
        if (!r)
            return r.error();
        const bool repeated = std::any_of(results.results.begin(), results.results.end(),
                [&](const teach::ProblemResult &o) { return o.problem == r->problem; });
        if (repeated)
            return Place{ source, static_cast<int>(i) + 1, true }.error(
                    u"problem"_s, Tr::tr("given more than once"));
        results.results.push_back(std::move(*r));
    }
    return results;
}

} // namespace haifu::formats
