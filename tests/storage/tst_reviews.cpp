// Engine reviews in the library (schema 12, storage/reviews.h): a report imported like a record
// (its game stored, deduplicated against the same game from Tenhou, the review attached to the
// reviewed seat), the same report once, several reviews side by side, a report that does not fit
// its game refused with nothing stored, the real report's figures as it states them, a player's
// history summed with its worst deviations, and the reviews going with their game.

#include "formats/recordio.h"
#include "mjai/reportreview.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/reviews.h"

#include "reviewfixture.h"
#include "sharedrecords.h"
#include "testlibrary.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

const QString kGame = u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s;

QString recordPath(const QString &name)
{
    return QStringLiteral(HAIFU_TEST_DATA) + u"/records/"_s + name;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray fixtureReport(int seat, unsigned seed)
{
    auto record = formats::readRecordFile(recordPath(kGame));
    if (!record)
        qFatal("cannot read the record");
    test::FixtureOptions o;
    o.seat = seat;
    o.seed = seed;
    return test::makeReviewReport(*record, o);
}

} // namespace

class TestReviews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reportImportsWithItsGame();
    void sameReportOnce();
    void attachesToTheGameFromTenhou();
    void mismatchStoresNothing();
    void realReport();
    void summaryOfAPlayer();
    void reviewsGoWithTheirGame();

private:
    qint64 count(const QString &sql) const { return m_db->scalar(sql).toLongLong(); }
    ImportItem import(const QByteArray &data, const QString &name)
    {
        Importer importer(*m_db);
        return importer.importData(data, name);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

void TestReviews::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    const auto error = m_db->open(storagetest::newLibrary(*m_dir));
    QVERIFY2(!error, error ? error->message.c_str() : "");
}

void TestReviews::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestReviews::reportImportsWithItsGame()
{
    const QByteArray report = fixtureReport(2, 5);
    const ImportItem item = import(report, u"review-seat2.json"_s);
    QCOMPARE(item.status, ImportStatus::Imported);
    QVERIFY(item.reviewAdded);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), 1);
    auto reviews = reviewsOfGame(*m_db, item.gameId);
    QVERIFY(reviews);
    QCOMPARE(reviews->size(), 1);
    const ReviewInfo &info = reviews->front();
    QCOMPARE(info.seat, 2);
    QCOMPARE(info.engine, u"Mortal"_s);
    QCOMPARE(info.modelTag, u"fixture-model"_s);

    // The stored review is the placed one, figure for figure.
    auto placed = engine::readReviewedGame(report, u"review-seat2.json"_s);
    QVERIFY(placed);
    QCOMPARE(info.decisions, int(placed->review.decisions.size()));
    QCOMPARE(info.agreed, placed->review.agreedCount());
    QCOMPARE(info.deviations, info.decisions - info.agreed);
    QVERIFY(qAbs(info.rating - placed->review.reportedRating) < 1e-12);
    auto loaded = loadReview(*m_db, info.id);
    QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str());
    QCOMPARE(loaded->decisions.size(), placed->review.decisions.size());
    QCOMPARE(loaded->decisions.back().globalStep, placed->review.decisions.back().globalStep);
    QCOMPARE(count(u"SELECT count(*) FROM review_deviations"_s), qint64(info.deviations));
    // The player is the seat's player in the game.
    auto game = loadRecord(*m_db, item.gameId);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    QCOMPARE(info.player, QString::fromStdString(game->players[2].name));
}

void TestReviews::sameReportOnce()
{
    const QByteArray report = fixtureReport(0, 1);
    QCOMPARE(import(report, u"a.json"_s).status, ImportStatus::Imported);
    const ImportItem again = import(report, u"a-copy.json"_s);
    QCOMPARE(again.status, ImportStatus::Duplicate);
    QVERIFY(!again.reviewAdded);
    QCOMPARE(count(u"SELECT count(*) FROM reviews"_s), 1);
    // Another review of the same game (another seat, another model) sits beside it.
    const ImportItem other = import(fixtureReport(0, 2), u"b.json"_s);
    QCOMPARE(other.status, ImportStatus::Duplicate);
    QVERIFY(other.reviewAdded);
    QCOMPARE(count(u"SELECT count(*) FROM reviews"_s), 2);
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), 1);
    auto reviews = reviewsOfGame(*m_db, other.gameId);
    QVERIFY(reviews);
    QCOMPARE(reviews->size(), 2);
}

void TestReviews::attachesToTheGameFromTenhou()
{
    const ImportItem tenhou = import(fileBytes(recordPath(kGame)), kGame);
    QCOMPARE(tenhou.status, ImportStatus::Imported);
    const ImportItem review = import(fixtureReport(1, 3), u"review.json"_s);
    QCOMPARE(review.status, ImportStatus::Duplicate);
    QCOMPARE(review.gameId, tenhou.gameId);
    QVERIFY(review.newOriginal);
    QVERIFY(review.reviewAdded);
    // The report is kept as another original of the game, and reads as the game.
    QCOMPARE(count(u"SELECT count(*) FROM originals"_s), 2);
    auto game = loadRecord(*m_db, tenhou.gameId);
    QVERIFY(game);
    auto reviews = reviewsOfGame(*m_db, tenhou.gameId);
    QVERIFY(reviews);
    QCOMPARE(reviews->front().player, QString::fromStdString(game->players[1].name));
}

void TestReviews::mismatchStoresNothing()
{
    QJsonObject root = QJsonDocument::fromJson(fixtureReport(0, 1)).object();
    QJsonObject review = root.value("review"_L1).toObject();
    QJsonArray kyokus = review.value("kyokus"_L1).toArray();
    QJsonObject k = kyokus.at(2).toObject();
    QJsonArray entries = k.value("entries"_L1).toArray();
    QJsonObject e = entries.at(4).toObject();
    e.insert(u"tile"_s, e.value("tile"_L1).toString() == "E"_L1 ? u"S"_s : u"E"_s);
    entries[4] = e;
    k.insert(u"entries"_s, entries);
    kyokus[2] = k;
    review.insert(u"kyokus"_s, kyokus);
    root.insert(u"review"_s, review);
    const ImportItem item = import(QJsonDocument(root).toJson(), u"bad.json"_s);
    QCOMPARE(item.status, ImportStatus::Failed);
    QVERIFY2(item.message.contains(u"reviewed decision 5"_s), qPrintable(item.message));
    QVERIFY2(item.message.contains(u"E3"_s), qPrintable(item.message));
    QCOMPARE(count(u"SELECT count(*) FROM games"_s), 0);
    QCOMPARE(count(u"SELECT count(*) FROM reviews"_s), 0);
}

void TestReviews::realReport()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    const QString path =
            QDir(test::sharedRecordsDir()).filePath(u"../reviews/killerducky__e2e_report.json"_s);
    if (!QFile::exists(path)) {
        if (test::sharedRecordsRequired())
            QFAIL(qPrintable(u"CI is set but the review report is missing: "_s + path));
        QSKIP("the shared review report is not there");
    }
    const ImportItem item = import(fileBytes(path), u"killerducky__e2e_report.json"_s);
    QCOMPARE(item.status, ImportStatus::Imported);
    auto reviews = reviewsOfGame(*m_db, item.gameId);
    QVERIFY(reviews);
    QCOMPARE(reviews->size(), 1);
    QCOMPARE(reviews->front().decisions, 156);
    QCOMPARE(reviews->front().agreed, 118);
    QVERIFY(qAbs(reviews->front().rating - 0.878333946051193) < 1e-12);
    QCOMPARE(reviews->front().player, u"Bさん"_s);
}

void TestReviews::summaryOfAPlayer()
{
    // Four reviews: every seat of one game; the summary of one seat's player is its review.
    int deviations = 0;
    for (int seat = 0; seat < 4; ++seat) {
        const ImportItem item = import(fixtureReport(seat, 10 + seat), u"r%1.json"_s.arg(seat));
        QVERIFY(item.reviewAdded);
    }
    auto all = listReviews(*m_db, {});
    QVERIFY(all);
    QCOMPARE(all->size(), 4);
    for (const ReviewInfo &r : std::as_const(*all))
        deviations += r.deviations;
    ReviewFilter filter;
    filter.player = all->at(1).player;
    auto summary = reviewSummary(*m_db, filter, 5);
    QVERIFY2(summary, summary ? "" : summary.error().message.c_str());
    QCOMPARE(summary->reviews.size(), 1);
    QCOMPARE(summary->deviations, all->at(1).deviations);
    int byCategory = 0;
    for (int c : summary->categories)
        byCategory += c;
    QCOMPARE(byCategory, summary->deviations);
    QCOMPARE(summary->worst.size(), std::min(5, summary->deviations));
    for (qsizetype i = 1; i < summary->worst.size(); ++i)
        QVERIFY(summary->worst[i - 1].qLoss >= summary->worst[i].qLoss);
    QCOMPARE(summary->worst.front().player, filter.player);
    // The worst deviation is the review's own decision at its place.
    auto review = loadReview(*m_db, summary->worst.front().reviewId);
    QVERIFY(review);
    const engine::Decision &d = review->decisions[std::size_t(summary->worst.front().index)];
    QCOMPARE(d.globalStep, summary->worst.front().globalStep);
    QCOMPARE(d.qLoss(), summary->worst.front().qLoss);
    QCOMPARE(summary->worst.front().bot.text(), d.bot.text());
    QCOMPARE(summary->worst.front().played.text(), d.played.text());
    QVERIFY(summary->worst.front().bot.tile.has_value());
    QVERIFY(!d.agreed);
    // Everyone's worst over all four.
    auto everyone = worstDeviations(*m_db, {}, 1000);
    QVERIFY(everyone);
    QCOMPARE(int(everyone->size()), deviations);
    // A period with no review.
    filter.since = QDate(2100, 1, 1);
    summary = reviewSummary(*m_db, filter, 5);
    QVERIFY(summary);
    QVERIFY(summary->reviews.isEmpty());
    QCOMPARE(summary->meanRating, -1.0);
}

void TestReviews::reviewsGoWithTheirGame()
{
    const ImportItem item = import(fixtureReport(0, 1), u"a.json"_s);
    QVERIFY(item.reviewAdded);
    QVERIFY(!deleteGame(*m_db, item.gameId));
    QCOMPARE(count(u"SELECT count(*) FROM reviews"_s), 0);
    QCOMPARE(count(u"SELECT count(*) FROM review_deviations"_s), 0);
}

HAIFU_TEST_GUILESS_MAIN(TestReviews)
#include "tst_reviews.moc"
