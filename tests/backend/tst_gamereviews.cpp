// The viewer's engine reviews (insight/gamereviews.h) on a real library: a review report opened in
// the viewer goes into the library with its game and shows from the reviewed seat; at a deviation
// the engine's choice, the player's and every action's bar (the played one among them); the next
// deviation and the next serious one; the figures of the game and of the hand; a second review of
// the game beside the first.

#include "formats/recordio.h"
#include "insight/gamereviews.h"
#include "library/librarycontroller.h"
#include "storage/librarylocation.h"
#include "viewer/gamesession.h"

#include "reviewfixture.h"
#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::app;

class TestGameReviews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reportOpensFromTheReviewedSeat();
    void deviationsAndBars();
    void secondReviewBeside();

private:
    QString report(int seat, unsigned seed);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<LibraryController> m_library;
    GameReviews *reviews() { return m_session->reviews(); }
};

QString TestGameReviews::report(int seat, unsigned seed)
{
    auto record = formats::readRecordFile(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s);
    if (!record)
        qFatal("cannot read the record");
    test::FixtureOptions o;
    o.seat = seat;
    o.seed = seed;
    o.agreeRate = 0.5;
    const QString path = m_dir.filePath(u"review-%1-%2.json"_s.arg(seat).arg(seed));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(test::makeReviewReport(*record, o)) <= 0)
        qFatal("cannot write the report");
    return path;
}

void TestGameReviews::init()
{
    m_path = m_dir.filePath(u"lib-%1.haifu"_s.arg(QLatin1String(QTest::currentTestFunction())));
    QFile::remove(m_path);
    auto library = storage::ensureDefaultLibrary(m_path);
    QVERIFY2(library.ok(), library.ok() ? "" : library.error().message.c_str());
    m_session = std::make_unique<GameSession>(nullptr);
    m_library = std::make_unique<LibraryController>(m_path);
    m_library->attach(m_session.get());
}

void TestGameReviews::cleanup()
{
    m_library.reset();
    m_session.reset();
    QFile::remove(m_path);
}

void TestGameReviews::reportOpensFromTheReviewedSeat()
{
    QVERIFY(m_session->open(report(2, 4)));
    QVERIFY(m_session->canAnnotate());
    QVERIFY(reviews()->active());
    QCOMPARE(reviews()->reviews().size(), 1);
    QCOMPARE(reviews()->seat(), 2);
    QCOMPARE(m_session->viewpoint(), 2);
    QCOMPARE(reviews()->engine(), u"Mortal"_s);
    QVERIFY2(reviews()->figures().contains(u"agreement"_s), qPrintable(reviews()->figures()));
    QVERIFY(reviews()->deviations() > 5);
}

void TestGameReviews::deviationsAndBars()
{
    QVERIFY(m_session->open(report(1, 9)));
    QVERIFY(reviews()->active());
    // From the start: the first deviation, then on; each step shows it with its bars.
    int global = -1;
    int seen = 0;
    while ((global = reviews()->nextDeviation(global, false)) >= 0) {
        QVERIFY(m_session->seekGlobal(global));
        const QVariantList at = reviews()->decisionsAt(
                m_session->position()->kyoku(), m_session->position()->step());
        QVERIFY(!at.isEmpty());
        bool deviation = false;
        for (const QVariant &v : at) {
            const QVariantMap d = v.toMap();
            if (d.value(u"agreed"_s).toBool())
                continue;
            deviation = true;
            QVERIFY(d.value(u"severity"_s).toString() != u"none"_s);
            QVERIFY(d.value(u"qLoss"_s).toDouble() > 0);
            int played = 0;
            int best = 0;
            for (const QVariant &o : d.value(u"options"_s).toList()) {
                played += o.toMap().value(u"played"_s).toBool() ? 1 : 0;
                best += o.toMap().value(u"best"_s).toBool() ? 1 : 0;
            }
            QCOMPARE(played, 1);
            QVERIFY(best >= 1);
            QVERIFY(d.value(u"options"_s).toList().size() <= 8);
        }
        QVERIFY(deviation);
        QVERIFY(!reviews()->handFigures(m_session->position()->kyoku()).isEmpty());
        ++seen;
    }
    QCOMPARE(seen, reviews()->deviations());
    QVERIFY(seen > 5);
    QCOMPARE(reviews()->deviationMarks().size(), reviews()->deviations());
    // Serious ones only: a subset, each serious.
    int serious = 0;
    global = -1;
    while ((global = reviews()->nextDeviation(global, true)) >= 0) {
        QVERIFY(m_session->seekGlobal(global));
        bool found = false;
        for (const QVariant &v : reviews()->decisionsAt(
                     m_session->position()->kyoku(), m_session->position()->step()))
            found = found || v.toMap().value(u"severity"_s).toString() == u"serious"_s;
        QVERIFY(found);
        ++serious;
    }
    QVERIFY(serious < seen);
    // And back.
    QVERIFY(reviews()->previousDeviation(m_session->position()->globalStep() + 1, false) >= 0);
}

void TestGameReviews::secondReviewBeside()
{
    QVERIFY(m_session->open(report(0, 1)));
    QCOMPARE(reviews()->reviews().size(), 1);
    QVERIFY(m_library->importPaths({ report(3, 2) }));
    QTRY_VERIFY(!m_library->importing());
    m_session->reloadReviews();
    QCOMPARE(reviews()->reviews().size(), 2);
    QCOMPARE(reviews()->seat(), 3); // the newest is shown
    reviews()->setCurrent(0);
    QCOMPARE(reviews()->seat(), 0);
}

HAIFU_TEST_MAIN(TestGameReviews)
#include "tst_gamereviews.moc"
