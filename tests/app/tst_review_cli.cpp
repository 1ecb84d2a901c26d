// haifu-cli review, run as the real binary: reports imported into a library (again: nothing
// added; a report that does not fit its game: status 1, the decision named, nothing stored), the
// reviews listed and a player's summary (the totals add up, the worst deviations costliest first),
// and the worst deviations written as a lesson that validates, its answers the engine's choices.
#include "clirun.h"
#include "formats/recordio.h"

#include "reviewfixture.h"
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

const QString kRecord =
        QStringLiteral(HAIFU_RECORDS_DATA "/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");

} // namespace

class TestReviewCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importListSummary();
    void refusedReport();
    void problemsLesson();
    void haifuOwnReview();
    void usage();

private:
    QTemporaryDir m_dir;
    QString m_db;
    QStringList m_reports; // seat 0 .. 3 of one game
    QString m_player1;
};

void TestReviewCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto record = formats::readRecordFile(kRecord);
    QVERIFY(record);
    m_player1 = QString::fromStdString(record->players[1].name);
    for (int seat = 0; seat < 4; ++seat) {
        test::FixtureOptions o;
        o.seat = seat;
        o.seed = 100 + unsigned(seat);
        o.agreeRate = 0.6;
        const QString path = m_dir.filePath(u"review-%1.json"_s.arg(seat));
        QVERIFY(write(path, test::makeReviewReport(*record, o)));
        m_reports << path;
    }
    m_db = m_dir.filePath(u"lib.haifu"_s);
}

void TestReviewCli::importListSummary()
{
    Run r = run(QStringList{ u"review"_s, u"import"_s, u"--db"_s, m_db, u"--json"_s } + m_reports);
    QCOMPARE(r.status, 0);
    const QJsonArray items = json(r).value("items"_L1).toArray();
    QCOMPARE(items.size(), 4);
    QCOMPARE(items.at(0).toObject().value("status"_L1).toString(), u"imported"_s);
    for (int i = 1; i < 4; ++i)
        QCOMPARE(items.at(i).toObject().value("status"_L1).toString(), u"duplicate"_s);
    for (const QJsonValue &v : items)
        QVERIFY(v.toObject().value("reviewAdded"_L1).toBool());
    // Again: nothing is added.
    r = run({ u"review"_s, u"import"_s, u"--db"_s, m_db, m_reports.first() });
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"already"_s), qPrintable(r.out));

    r = run({ u"review"_s, u"list"_s, u"--db"_s, m_db, u"--json"_s });
    QCOMPARE(r.status, 0);
    const QJsonArray reviews = json(r).value("reviews"_L1).toArray();
    QCOMPARE(reviews.size(), 4);
    int total = 0;
    for (const QJsonValue &v : reviews)
        total += v.toObject().value("deviations"_L1).toInt();

    r = run({ u"review"_s, u"summary"_s, u"--db"_s, m_db, u"--player"_s, m_player1, u"--worst"_s,
            u"4"_s, u"--json"_s });
    QCOMPARE(r.status, 0);
    const QJsonObject s = json(r);
    QCOMPARE(s.value("reviews"_L1).toInt(), 1);
    const QJsonObject game = s.value("games"_L1).toArray().at(0).toObject();
    QCOMPARE(game.value("seat"_L1).toInt(), 1);
    QCOMPARE(s.value("deviations"_L1).toInt(), game.value("deviations"_L1).toInt());
    QCOMPARE(s.value("decisions"_L1).toInt() - s.value("agreed"_L1).toInt(),
            s.value("deviations"_L1).toInt());
    int byCategory = 0;
    const QJsonObject categories = s.value("categories"_L1).toObject();
    for (const QString &key : categories.keys())
        byCategory += categories.value(key).toInt();
    QCOMPARE(byCategory, s.value("deviations"_L1).toInt());
    const QJsonArray worst = s.value("worst"_L1).toArray();
    QCOMPARE(worst.size(), 4);
    for (int i = 1; i < worst.size(); ++i)
        QVERIFY(worst.at(i - 1).toObject().value("qLoss"_L1).toDouble()
                >= worst.at(i).toObject().value("qLoss"_L1).toDouble());
    // Everyone's: all four reviews.
    r = run({ u"review"_s, u"summary"_s, u"--db"_s, m_db, u"--json"_s });
    QCOMPARE(json(r).value("deviations"_L1).toInt(), total);
    // Text output names the player's figures.
    r = run({ u"review"_s, u"summary"_s, u"--db"_s, m_db, u"--player"_s, m_player1 });
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"1 reviewed games"_s), qPrintable(r.out));
}

void TestReviewCli::refusedReport()
{
    QJsonObject root = QJsonDocument::fromJson([&] {
        QFile f(m_reports.at(2));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }())
                               .object();
    QJsonObject review = root.value("review"_L1).toObject();
    QJsonArray kyokus = review.value("kyokus"_L1).toArray();
    QJsonObject k = kyokus.at(3).toObject();
    QJsonArray entries = k.value("entries"_L1).toArray();
    QJsonObject e = entries.at(1).toObject();
    e.insert(u"actual"_s, QJsonObject{ { u"type"_s, u"none"_s } });
    entries[1] = e;
    k.insert(u"entries"_s, entries);
    kyokus[3] = k;
    review.insert(u"kyokus"_s, kyokus);
    root.insert(u"review"_s, review);
    const QString bad = m_dir.filePath(u"bad.json"_s);
    QVERIFY(write(bad, QJsonDocument(root).toJson()));
    QTemporaryDir dir;
    const QString db = dir.filePath(u"lib.haifu"_s);
    const Run r = run({ u"review"_s, u"import"_s, u"--db"_s, db, bad });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(u"reviewed decision 2"_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"E4"_s), qPrintable(r.err));
    const Run list = run({ u"review"_s, u"list"_s, u"--db"_s, db, u"--json"_s });
    QCOMPARE(json(list).value("reviews"_L1).toArray().size(), 0);
}

void TestReviewCli::problemsLesson()
{
    run(QStringList{ u"review"_s, u"import"_s, u"--db"_s, m_db } + m_reports);
    const QString lesson = m_dir.filePath(u"mistakes.haifu-lesson"_s);
    Run r = run({ u"review"_s, u"problems"_s, u"--db"_s, m_db, u"--player"_s, m_player1,
            u"--count"_s, u"3"_s, u"-o"_s, lesson });
    QCOMPARE(r.status, 0);
    QCOMPARE(json(r).value("problems"_L1).toInt(), 3);
    r = run({ u"lesson"_s, u"validate"_s, lesson, u"--json"_s });
    QCOMPARE(r.status, 0);
    QFile f(lesson);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject l = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray problems = l.value("problems"_L1).toArray();
    QCOMPARE(problems.size(), 3);
    // The engine's choice is the answer; the explanation gives its probabilities and names the
    // player's choice as the wrong answer.
    const Run summary = run({ u"review"_s, u"summary"_s, u"--db"_s, m_db, u"--player"_s, m_player1,
            u"--worst"_s, u"1"_s, u"--json"_s });
    const QJsonObject worst = json(summary).value("worst"_L1).toArray().at(0).toObject();
    const QJsonObject first = problems.at(0).toObject();
    const QString engineChoice = worst.value("engine"_L1).toString();
    QVERIFY2(engineChoice.endsWith(first.value("answers"_L1).toArray().at(0).toString()),
            qPrintable(engineChoice));
    QVERIFY(first.value("explanation"_L1).toString().contains(u"Mortal plays"_s));
    QVERIFY(first.value("explanation"_L1).toString().contains(u"A common wrong answer"_s));
}

void TestReviewCli::haifuOwnReview()
{
    // A library with the game and no report: Haifu reviews a player's seat; its costly discards
    // are the deviations, labelled with the engine "Haifu"; a second run finds nothing to do.
    QTemporaryDir dir;
    const QString db = dir.filePath(u"own.haifu"_s);
    Run r = run({ u"library"_s, u"--db"_s, db, u"import"_s, kRecord });
    QCOMPARE(r.status, 0);
    r = run({ u"review"_s, u"haifu"_s, u"--db"_s, db, u"--player"_s, m_player1, u"--json"_s });
    QCOMPARE(r.status, 0);
    const QJsonArray reviewed = json(r).value("reviewed"_L1).toArray();
    QCOMPARE(reviewed.size(), 1);
    QCOMPARE(reviewed.at(0).toObject().value("seat"_L1).toInt(), 1);
    QVERIFY(reviewed.at(0).toObject().value("decisions"_L1).toInt() > 40);
    r = run({ u"review"_s, u"summary"_s, u"--db"_s, db, u"--player"_s, m_player1, u"--worst"_s,
            u"100"_s, u"--json"_s });
    const QJsonObject s = json(r);
    QCOMPARE(s.value("games"_L1).toArray().at(0).toObject().value("engine"_L1).toString(),
            u"Haifu"_s);
    const QJsonArray worst = s.value("worst"_L1).toArray();
    QCOMPARE(worst.size(), s.value("deviations"_L1).toInt());
    for (const QJsonValue &w : worst) // costly: at least 500 points of value (0.5 in thousands)
        QVERIFY(w.toObject().value("qLoss"_L1).toDouble() >= 0.5);
    r = run({ u"review"_s, u"haifu"_s, u"--db"_s, db, u"--player"_s, m_player1, u"--json"_s });
    QCOMPARE(json(r).value("reviewed"_L1).toArray().size(), 0);
}

void TestReviewCli::usage()
{
    QCOMPARE(run({ u"review"_s }).status, 2);
    QCOMPARE(run({ u"review"_s, u"frobnicate"_s }).status, 2);
    QCOMPARE(run({ u"review"_s, u"summary"_s, u"--db"_s, m_db, u"--since"_s, u"yesterday"_s })
                     .status,
            2);
    QCOMPARE(run({ u"review"_s, u"problems"_s, u"--db"_s, m_db }).status, 2);
    QVERIFY(run({ u"review"_s, u"--help"_s }).out.contains(u"review import"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestReviewCli)
#include "tst_review_cli.moc"
