// haifu-cli lesson, run as the real binary: a lesson built from a JSON description (a game step,
// generated questions, a position in its text form), validated, imported into a library twice
// (one lesson) and exported again, students' results graded and imported (all or none), bad
// descriptions and files named with the problem and the field.
#include "clirun.h"
#include "storage/database.h"
#include "storage/lessons.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

Run run(const QStringList &args)
{
    const storagetest::Run r = storagetest::cli(args);
    return { r.status, QString::fromUtf8(r.out), QString::fromUtf8(r.err) };
}

QJsonObject json(const Run &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

const QString kRecord =
        QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");

// Three problems: the dealer's first cut in a real game (it drew 1m and cut it), a generated
// efficiency question and a generated furiten question.
QJsonObject description()
{
    return QJsonObject{ { u"title"_s, u"First cuts"_s },
        { u"introduction"_s, u"Cut the tile that does least."_s }, { u"author"_s, u"Teacher"_s },
        { u"problems"_s,
                QJsonArray{ QJsonObject{ { u"kind"_s, u"discard"_s }, { u"seat"_s, 0 },
                                    { u"game"_s,
                                            QJsonObject{ { u"file"_s, kRecord }, { u"kyoku"_s, 0 },
                                                    { u"step"_s, 1 } } },
                                    { u"question"_s, u"What did the dealer cut?"_s },
                                    { u"answers"_s, QJsonArray{ u"1m"_s } },
                                    { u"explanation"_s, u"The isolated terminal."_s },
                                    { u"hints"_s, QJsonArray{ u"Look at the edges."_s } } },
                        QJsonObject{ { u"question"_s,
                                             QJsonObject{ { u"kind"_s, u"efficiency"_s },
                                                     { u"difficulty"_s, 1 }, { u"seed"_s, 7 } } },
                                { u"hints"_s, QJsonArray{ u"Count the tiles."_s } } },
                        QJsonObject{ { u"question"_s,
                                QJsonObject{ { u"kind"_s, u"furiten"_s }, { u"difficulty"_s, 2 },
                                        { u"preset"_s, u"tenhou"_s }, { u"seed"_s, 3 } } } } } } };
}

QJsonObject resultsFile(const QString &fingerprint, const QString &student, const QJsonArray &list)
{
    return QJsonObject{ { u"format"_s, u"haifu-results"_s }, { u"version"_s, 1 },
        { u"student"_s, student }, { u"lesson"_s, fingerprint }, { u"title"_s, u"First cuts"_s },
        { u"results"_s, list } };
}

QJsonObject answer(int problem, const QString &given, bool correct, int attempts = 1)
{
    return QJsonObject{ { u"problem"_s, problem }, { u"answer"_s, given },
        { u"correct"_s, correct }, { u"attempts"_s, attempts } };
}

} // namespace

class TestLessonCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(write(path(u"desc.json"_s), QJsonDocument(description()).toJson()));
        const Run r = run({ u"lesson"_s, u"build"_s, path(u"desc.json"_s), u"-o"_s,
                path(u"first.haifu-lesson"_s) });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        m_fingerprint = json(r).value(u"fingerprint"_s).toString();
        QCOMPARE(json(r).value(u"problems"_s).toInt(), 3);
        QCOMPARE(m_fingerprint.size(), 16);
    }

    void buildWritesALessonFile()
    {
        const QJsonObject file = readJson(path(u"first.haifu-lesson"_s));
        QCOMPARE(file.value(u"format"_s).toString(), u"haifu-lesson"_s);
        QCOMPARE(file.value(u"title"_s).toString(), u"First cuts"_s);
        const QJsonArray problems = file.value(u"problems"_s).toArray();
        QCOMPARE(problems.size(), 3);
        QCOMPARE(problems.at(0)[u"answers"_s].toArray(), QJsonArray{ u"1m"_s });
        QVERIFY(!problems.at(0)[u"position"_s].toString().isEmpty());
        QCOMPARE(problems.at(1)[u"kind"_s].toString(), u"discard"_s);
        QCOMPARE(problems.at(1)[u"hints"_s].toArray(), QJsonArray{ u"Count the tiles."_s });
        QCOMPARE(problems.at(2)[u"kind"_s].toString(), u"furiten"_s);

        // The same position in its text form builds the same problem, and so does the record
        // named relative to the description.
        QJsonObject again = description();
        QJsonObject first = again.value(u"problems"_s).toArray().at(0).toObject();
        QJsonObject relative = first;
        first.remove(u"game"_s);
        first.insert(u"position"_s, problems.at(0)[u"position"_s]);
        QVERIFY(QDir().mkpath(path(u"lessons/games"_s)));
        QVERIFY(QFile::copy(kRecord, path(u"lessons/games/game.xml"_s)));
        relative.insert(u"game"_s,
                QJsonObject{
                        { u"file"_s, u"games/game.xml"_s }, { u"kyoku"_s, 0 }, { u"step"_s, 1 } });
        again.insert(u"problems"_s, QJsonArray{ first, relative });
        QVERIFY(write(path(u"lessons/text.json"_s), QJsonDocument(again).toJson()));
        const Run r = run({ u"lesson"_s, u"build"_s, path(u"lessons/text.json"_s), u"-o"_s,
                path(u"text.haifu-lesson"_s) });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QJsonArray built =
                readJson(path(u"text.haifu-lesson"_s)).value(u"problems"_s).toArray();
        QCOMPARE(built.at(0), problems.at(0));
        QCOMPARE(built.at(1), problems.at(0));
    }

    void badDescriptionsNameTheProblemAndField()
    {
        QJsonObject bad = description();
        QJsonArray problems = bad.value(u"problems"_s).toArray();
        QJsonObject p = problems.at(0).toObject();
        p.insert(u"game"_s,
                QJsonObject{ { u"file"_s, kRecord }, { u"kyoku"_s, 99 }, { u"step"_s, 1 } });
        problems.replace(0, p);
        bad.insert(u"problems"_s, problems);
        QVERIFY(write(path(u"bad.json"_s), QJsonDocument(bad).toJson()));
        Run r = run({ u"lesson"_s, u"build"_s, path(u"bad.json"_s), u"-o"_s, path(u"x"_s) });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith(u"haifu-cli lesson: %1, problem 1, \"game\": no kyoku 99"_s.arg(
                         path(u"bad.json"_s))),
                qPrintable(r.err));
        QVERIFY(!QFile::exists(path(u"x"_s)));

        p = description().value(u"problems"_s).toArray().at(0).toObject();
        p.insert(u"answers"_s, QJsonArray{ u"7z"_s });
        problems = description().value(u"problems"_s).toArray();
        problems.replace(0, p);
        bad = description();
        bad.insert(u"problems"_s, problems);
        QVERIFY(write(path(u"bad.json"_s), QJsonDocument(bad).toJson()));
        r = run({ u"lesson"_s, u"build"_s, path(u"bad.json"_s), u"-o"_s, path(u"x"_s) });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(u"problem 1"_s), qPrintable(r.err));

        r = run({ u"lesson"_s, u"build"_s, path(u"bad.json"_s) });
        QCOMPARE(r.status, 2); // no -o: a usage error
        r = run({ u"lesson"_s, u"frobnicate"_s });
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(u"unknown sub-command 'frobnicate'"_s));
    }

    void validateLessonAndResults()
    {
        Run r = run({ u"lesson"_s, u"validate"_s, path(u"first.haifu-lesson"_s) });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(
                         u"lesson \"First cuts\", 3 problems, fingerprint %1"_s.arg(m_fingerprint)),
                qPrintable(r.out));
        r = run({ u"lesson"_s, u"validate"_s, path(u"first.haifu-lesson"_s), u"--json"_s });
        QCOMPARE(json(r).value(u"fingerprint"_s).toString(), m_fingerprint);
        QCOMPARE(json(r).value(u"format"_s).toString(), u"haifu-lesson"_s);

        // A spoilt file: one error naming the file, the problem and the field.
        QJsonObject file = readJson(path(u"first.haifu-lesson"_s));
        QJsonArray problems = file.value(u"problems"_s).toArray();
        QJsonObject p = problems.at(1).toObject();
        p.insert(u"seat"_s, 7);
        problems.replace(1, p);
        file.insert(u"problems"_s, problems);
        QVERIFY(write(path(u"bad.haifu-lesson"_s), QJsonDocument(file).toJson()));
        r = run({ u"lesson"_s, u"validate"_s, path(u"bad.haifu-lesson"_s) });
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err.trimmed(),
                u"haifu-cli lesson: %1, problem 2, \"seat\": must be a whole number from 0 to 3"_s
                        .arg(path(u"bad.haifu-lesson"_s)));

        QVERIFY(write(path(u"a.haifu-results"_s),
                QJsonDocument(resultsFile(m_fingerprint, u"Aiko"_s,
                                      QJsonArray{ answer(1, u"1m"_s, true) }))
                        .toJson()));
        r = run({ u"lesson"_s, u"validate"_s, path(u"a.haifu-results"_s), u"--json"_s });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(json(r).value(u"student"_s).toString(), u"Aiko"_s);
    }

    void importTwiceThenExport()
    {
        const QString db = path(u"lib.haifu"_s);
        Run r = run({ u"lesson"_s, u"import"_s, path(u"first.haifu-lesson"_s), u"--db"_s, db });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const int id = json(r).value(u"id"_s).toInt();
        QVERIFY(id > 0);
        r = run({ u"lesson"_s, u"import"_s, path(u"first.haifu-lesson"_s), u"--db"_s, db });
        QCOMPARE(json(r).value(u"id"_s).toInt(), id);
        r = run({ u"lesson"_s, u"export"_s, u"--db"_s, db, u"--id"_s, QString::number(id), u"-o"_s,
                path(u"out.haifu-lesson"_s) });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(json(r).value(u"fingerprint"_s).toString(), m_fingerprint);
        QCOMPARE(readJson(path(u"out.haifu-lesson"_s)), readJson(path(u"first.haifu-lesson"_s)));
        r = run({ u"lesson"_s, u"export"_s, u"--db"_s, db, u"--id"_s, u"99"_s, u"-o"_s,
                path(u"none"_s) });
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains(u"no lesson 99"_s));

        storage::Database library;
        QVERIFY(!library.open(db));
        QCOMPARE(storage::listLessons(library).value().size(), 1);
    }

    void gradeAndImportResults()
    {
        const QStringList students = { u"Aiko"_s, u"Ben"_s, u"Chie"_s };
        const QList<QJsonArray> answers = {
            { answer(1, u"1m"_s, true), answer(2, u"9p"_s, false, 2) },
            { answer(1, u"9m"_s, false, 3), answer(3, u"yes"_s, true) },
            { answer(1, u"9m"_s, false, 2) },
        };
        QStringList files;
        for (int i = 0; i < students.size(); ++i) {
            files << path(students[i] + u".haifu-results"_s);
            QVERIFY(write(files.back(),
                    QJsonDocument(resultsFile(m_fingerprint, students[i], answers[i])).toJson()));
        }
        Run r = run(QStringList{ u"lesson"_s, u"grade"_s, path(u"first.haifu-lesson"_s) } + files
                + QStringList{ u"--json"_s });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QJsonObject graded = json(r);
        QCOMPARE(graded.value(u"students"_s).toInt(), 3);
        const QJsonObject first = graded.value(u"problems"_s).toArray().at(0).toObject();
        QCOMPARE(first.value(u"answered"_s).toInt(), 3);
        QCOMPARE(first.value(u"correct"_s).toInt(), 1);
        QCOMPARE(first.value(u"wrongAnswers"_s).toArray().at(0).toObject(),
                (QJsonObject{ { u"answer"_s, u"9m"_s }, { u"count"_s, 2 } }));
        r = run(QStringList{ u"lesson"_s, u"grade"_s, path(u"first.haifu-lesson"_s) } + files);
        QVERIFY2(r.out.contains(u"problem 1 (discard): 3 answered, 1 right; wrong: 9m ×2"_s),
                qPrintable(r.out));

        // Results of another lesson are refused.
        QVERIFY(write(path(u"other.haifu-results"_s),
                QJsonDocument(resultsFile(u"0123456789abcdef"_s, u"Dan"_s, {})).toJson()));
        r = run({ u"lesson"_s, u"grade"_s, path(u"first.haifu-lesson"_s),
                path(u"other.haifu-results"_s) });
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains(u"another lesson"_s));

        // Into the teacher's library: all files or none.
        const QString db = path(u"lib.haifu"_s);
        QCOMPARE(run({ u"lesson"_s, u"import"_s, path(u"first.haifu-lesson"_s), u"--db"_s, db })
                         .status,
                0);
        QVERIFY(write(path(u"far.haifu-results"_s),
                QJsonDocument(resultsFile(m_fingerprint, u"Eri"_s,
                                      QJsonArray{ answer(9, u"1m"_s, true) }))
                        .toJson()));
        r = run({ u"lesson"_s, u"results-import"_s, files[0], path(u"far.haifu-results"_s),
                u"--db"_s, db });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(u"problem 9"_s), qPrintable(r.err));
        storage::Database library;
        QVERIFY(!library.open(db));
        const qint64 id = storage::listLessons(library).value().at(0).id;
        QCOMPARE(storage::lessonResults(library, id).value().size(), 0);
        r = run(QStringList{ u"lesson"_s, u"results-import"_s, u"--db"_s, db } + files);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QCOMPARE(json(r).value(u"imported"_s).toArray().size(), 3);
        // Aiko again, with one answer: hers replaced.
        QVERIFY(write(files[0],
                QJsonDocument(resultsFile(m_fingerprint, u"Aiko"_s,
                                      QJsonArray{ answer(3, u"no"_s, false) }))
                        .toJson()));
        QCOMPARE(run({ u"lesson"_s, u"results-import"_s, files[0], u"--db"_s, db }).status, 0);
        const auto stored = storage::lessonResults(library, id).value();
        QCOMPARE(stored.size(), 3);
        QCOMPARE(stored.at(0).student, std::string("Aiko"));
        QCOMPARE(stored.at(0).results.size(), std::size_t(1));
        QCOMPARE(stored.at(0).results[0].answer, std::string("no"));
    }

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_fingerprint;
};

HAIFU_TEST_GUILESS_MAIN(TestLessonCli)
#include "tst_lesson_cli.moc"
