// Engine review reports (formats/reviewreport.h, mjai/reportreview.h): the real Mortal report of
// ../shared/reviews placed on its game, every entry checked against the replay independently of
// the placing; the project's own fixtures (tests/testmain/reviewfixture.h) on real records; a
// report that does not fit its game refused naming the decision; hostile reports refused naming
// the field; the library's stored form read back the same.

#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "formats/reviewreport.h"
#include "game/replay.h"
#include "mjai/reportreview.h"

#include "reviewfixture.h"
#include "sharedrecords.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace haifu;
using namespace haifu::engine;
using namespace Qt::StringLiterals;

namespace {

QString realReportPath()
{
    return QDir(test::sharedRecordsDir()).filePath(u"../reviews/killerducky__e2e_report.json"_s);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

game::Record recordOf(const char *name)
{
    auto record = formats::readRecordFile(
            QStringLiteral(HAIFU_TEST_DATA) + u"/records/"_s + QLatin1String(name));
    if (!record)
        qFatal("cannot read %s", name);
    return std::move(*record);
}

std::vector<rules::Tile> sortedTiles(std::vector<rules::Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const rules::Tile &a, const rules::Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : a.red < b.red;
    });
    return tiles;
}

// Every decision against the replay at its step, apart from the placing's own checks: the
// seat's concealed tiles are the entry's hand, the tile drawn (or offered) is the entry's tile.
void checkOnReplay(
        const game::Record &record, const formats::ReviewReport &report, const ReviewResult &review)
{
    std::vector<const formats::ReportEntry *> entries;
    for (const formats::ReportKyoku &k : report.kyokus) {
        for (const formats::ReportEntry &e : k.entries)
            entries.push_back(&e);
    }
    QCOMPARE(review.decisions.size(), entries.size());
    game::Replay replay(record);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Decision &d = review.decisions[i];
        const formats::ReportEntry &e = *entries[i];
        QVERIFY(!replay.seek(d.kyoku, d.step));
        const game::TableState &s = replay.state();
        std::vector<rules::Tile> hand;
        for (const QString &name : e.tehai)
            hand.push_back(*formats::detail::tileFromMjai(name));
        const QString where = u"decision %1 (hand %2, step %3)"_s.arg(i).arg(d.kyoku).arg(d.step);
        QVERIFY2(sortedTiles(hand) == sortedTiles(s.player(review.seat).closed), qPrintable(where));
        const rules::Tile tile = *formats::detail::tileFromMjai(e.tile);
        if (d.kind == DecisionKind::Draw) {
            QVERIFY2(s.player(review.seat).drawn == tile, qPrintable(where));
            QCOMPARE(s.turn, review.seat);
        } else if (d.kind == DecisionKind::Claim) {
            QVERIFY2(s.lastDiscard == tile, qPrintable(where));
            QVERIFY(s.lastDiscarder != review.seat);
        }
        QCOMPARE(d.agreed, e.isEqual);
        QCOMPARE(int(d.options.size()), int(e.details.size()));
        QCOMPARE(d.riichiDiscard, e.atSelfRiichi);
    }
}

QByteArray withEntryChanged(const QByteArray &report, int kyoku, int entry,
        const std::function<void(QJsonObject &)> &change)
{
    QJsonObject root = QJsonDocument::fromJson(report).object();
    QJsonObject review = root.value("review"_L1).toObject();
    QJsonArray kyokus = review.value("kyokus"_L1).toArray();
    QJsonObject k = kyokus.at(kyoku).toObject();
    QJsonArray entries = k.value("entries"_L1).toArray();
    QJsonObject e = entries.at(entry).toObject();
    change(e);
    entries[entry] = e;
    k.insert(u"entries"_s, entries);
    kyokus[kyoku] = k;
    review.insert(u"kyokus"_s, kyokus);
    root.insert(u"review"_s, review);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

class TestReviewReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realReport();
    void fixtureOnRecords_data();
    void fixtureOnRecords();
    void mismatchRefused();
    void hostileReports_data();
    void hostileReports();
    void storedRoundTrip();
};

void TestReviewReport::realReport()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    const QString path = realReportPath();
    if (!QFile::exists(path)) {
        if (test::sharedRecordsRequired())
            QFAIL(qPrintable(u"CI is set but the review report is missing: "_s + path));
        QSKIP("the shared review report is not there");
    }
    const QByteArray data = readAll(path);
    QVERIFY(formats::isReviewReport(data));
    auto report = formats::readReviewReport(data, u"report.json"_s);
    QVERIFY2(report, report ? "" : report.error().message.c_str());
    QCOMPARE(report->totalReviewed, 156);
    QCOMPARE(report->totalMatches, 118);
    QCOMPARE(report->playerId, 1);
    QCOMPARE(report->modelTag, u"mortal4-b24c512-t23102603"_s);

    auto game = readReviewedGame(data, u"report.json"_s);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    const ReviewResult &review = game->review;
    QCOMPARE(int(review.decisions.size()), 156);
    QCOMPARE(review.agreedCount(), 118);
    QCOMPARE(review.reportedReviewed, 156);
    QCOMPARE(review.reportedMatches, 118);
    QCOMPARE(review.engine, u"Mortal"_s);
    // The rating as the report states it, and as the figures give it.
    QVERIFY(qAbs(review.reportedRating - 0.878333946051193) < 1e-12);
    QVERIFY(qAbs(review.rating() - review.reportedRating) < 1e-6);
    checkOnReplay(game->record, *report, review);

    // Per hand: the decisions add up; the first hand's 14 all agree with the report's.
    int sum = 0;
    for (int k = 0; k < int(game->record.kyoku.size()); ++k)
        sum += review.decisionsIn(k);
    QCOMPARE(sum, 156);
    QCOMPARE(review.decisionsIn(0), 14);
    // Categories: the report has calls (pon, chi, kan, passes) and riichi decisions.
    std::array<int, kReviewCategoryCount> categories{};
    for (const Decision &d : review.decisions)
        ++categories[std::size_t(d.category)];
    QVERIFY(categories[std::size_t(ReviewCategory::Calls)] >= 30);
    QVERIFY(categories[std::size_t(ReviewCategory::Riichi)] >= 5);
    QVERIFY(categories[std::size_t(ReviewCategory::Efficiency)] > 0);
    // The riichi Mortal wanted and the player did not make (E3, turn 17): a riichi deviation.
    const auto skipped =
            std::find_if(review.decisions.begin(), review.decisions.end(), [](const Decision &d) {
                return d.bot.type == "reach"_L1 && d.played.type != "reach"_L1;
            });
    QVERIFY(skipped != review.decisions.end());
    QCOMPARE(skipped->category, ReviewCategory::Riichi);
    QVERIFY(skipped->qLoss() > 0);
    QVERIFY(skipped->severity() != Severity::None);
    // Severity follows the played action's probability.
    int serious = 0;
    for (const Decision &d : review.decisions) {
        if (d.agreed) {
            QCOMPARE(d.severity(), Severity::None);
        } else if (d.playedProb() < kSeriousProb) {
            QCOMPARE(d.severity(), Severity::Serious);
            ++serious;
        }
    }
    QVERIFY(serious > 0);
    // next serious deviation walks forward only through serious ones.
    const Decision *next = review.nextDeviation(-1, Severity::Serious);
    QVERIFY(next);
    QCOMPARE(next->severity(), Severity::Serious);
    QVERIFY(!review.previousDeviation(next->globalStep, Severity::Serious));
}

void TestReviewReport::fixtureOnRecords_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seat");
    QTest::newRow("houou xml seat 0") << u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s << 0;
    QTest::newRow("houou xml seat 2") << u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s << 2;
    QTest::newRow("tenhou json seat 3") << u"tsubaki__2023053016gm-0029-0000-e54b3b98.json"_s << 3;
}

void TestReviewReport::fixtureOnRecords()
{
    QFETCH(QString, file);
    QFETCH(int, seat);
    const game::Record record = recordOf(file.toUtf8().constData());
    test::FixtureOptions options;
    options.seat = seat;
    options.seed = 7;
    const QByteArray data = test::makeReviewReport(record, options);
    QVERIFY(!data.isEmpty());
    auto report = formats::readReviewReport(data, u"fixture.json"_s);
    QVERIFY2(report, report ? "" : report.error().message.c_str());
    QVERIFY(report->totalReviewed > 40);
    auto game = readReviewedGame(data, u"fixture.json"_s);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    QCOMPARE(int(game->review.decisions.size()), report->totalReviewed);
    QCOMPARE(game->review.agreedCount(), report->totalMatches);
    QVERIFY(qAbs(game->review.rating() - report->rating) < 1e-9);
    checkOnReplay(game->record, *report, game->review);
}

void TestReviewReport::mismatchRefused()
{
    const game::Record record = recordOf("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
    const QByteArray good = test::makeReviewReport(record, {});
    QVERIFY(readReviewedGame(good, u"fixture.json"_s));

    // Hand 2's fourth reviewed decision: a tile of the hand changed.
    const QByteArray badHand = withEntryChanged(good, 1, 3, [](QJsonObject &e) {
        QJsonObject state = e.value("state"_L1).toObject();
        QJsonArray tehai = state.value("tehai"_L1).toArray();
        tehai[0] = tehai.at(0).toString() == "C"_L1 ? u"P"_s : u"C"_s;
        state.insert(u"tehai"_s, tehai);
        e.insert(u"state"_s, state);
    });
    auto refused = readReviewedGame(badHand, u"bad.json"_s);
    QVERIFY(!refused);
    const QString message = QString::fromStdString(refused.error().message);
    QVERIFY2(message.contains(u"reviewed decision 4"_s), qPrintable(message));
    QVERIFY2(message.contains(u"E2"_s), qPrintable(message));
    QVERIFY2(message.contains(u"bad.json"_s), qPrintable(message));

    // The played action is not the game's.
    const QByteArray badPlay = withEntryChanged(good, 0, 2, [](QJsonObject &e) {
        QJsonObject actual = e.value("actual"_L1).toObject();
        actual.insert(u"pai"_s, actual.value("pai"_L1).toString() == "1m"_L1 ? u"9p"_s : u"1m"_s);
        e.insert(u"actual"_s, actual);
    });
    refused = readReviewedGame(badPlay, u"bad.json"_s);
    QVERIFY(!refused);
    QVERIFY2(QString::fromStdString(refused.error().message).contains(u"reviewed decision 3"_s),
            refused.error().message.c_str());

    // A hand the game does not have.
    QJsonObject root = QJsonDocument::fromJson(good).object();
    QJsonObject review = root.value("review"_L1).toObject();
    QJsonArray kyokus = review.value("kyokus"_L1).toArray();
    QJsonObject k = kyokus.at(0).toObject();
    k.insert(u"honba"_s, 7);
    kyokus[0] = k;
    review.insert(u"kyokus"_s, kyokus);
    root.insert(u"review"_s, review);
    refused = readReviewedGame(QJsonDocument(root).toJson(), u"bad.json"_s);
    QVERIFY(!refused);
    QVERIFY2(QString::fromStdString(refused.error().message).contains(u"E1-7"_s),
            refused.error().message.c_str());
}

void TestReviewReport::hostileReports_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const game::Record record = recordOf("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
    const QByteArray good = test::makeReviewReport(record, {});
    QTest::newRow("broken json") << good.left(good.size() / 2) << u"broken JSON"_s;
    QTest::newRow("no review") << QByteArray(R"({"mjai_log":[]})") << u"no \"review\""_s;
    QTest::newRow("prob past 1") << withEntryChanged(good, 0, 0, [](QJsonObject &e) {
        QJsonArray d = e.value("details"_L1).toArray();
        QJsonObject o = d.at(1).toObject();
        o.insert(u"prob"_s, 3.5);
        d[1] = o;
        e.insert(u"details"_s, d);
    }) << u"review.kyokus[0].entries[0].details[1].prob"_s;
    QTest::newRow("q not a number") << withEntryChanged(good, 0, 1, [](QJsonObject &e) {
        QJsonArray d = e.value("details"_L1).toArray();
        QJsonObject o = d.at(0).toObject();
        o.insert(u"q_value"_s, u"<b>x</b>"_s);
        d[0] = o;
        e.insert(u"details"_s, d);
    }) << u"details[0].q_value"_s;
    QTest::newRow("too many actions") << withEntryChanged(good, 0, 0, [](QJsonObject &e) {
        QJsonArray d = e.value("details"_L1).toArray();
        while (d.size() <= formats::kMaxReportActions)
            d.append(d.at(0));
        e.insert(u"details"_s, d);
    }) << u"details"_s;
    QTest::newRow("actor out of range")
            << withEntryChanged(good, 0, 0, [](QJsonObject &e) { e.insert(u"last_actor"_s, 9); })
            << u"last_actor"_s;
    QTest::newRow("empty hand") << withEntryChanged(good, 0, 0, [](QJsonObject &e) {
        e.insert(u"state"_s, QJsonObject());
    }) << u"state.tehai"_s;
}

void TestReviewReport::hostileReports()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    auto game = readReviewedGame(data, u"hostile.json"_s);
    QVERIFY(!game);
    const QString message = QString::fromStdString(game.error().message);
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.startsWith(u"hostile.json"_s), qPrintable(message));
}

void TestReviewReport::storedRoundTrip()
{
    const game::Record record = recordOf("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
    auto game = readReviewedGame(test::makeReviewReport(record, {}), u"fixture.json"_s);
    QVERIFY(game);
    const ReviewResult &a = game->review;
    auto b = reviewFromStored(storedReview(a));
    QVERIFY2(b, b ? "" : b.error().message.c_str());
    QCOMPARE(b->seat, a.seat);
    QCOMPARE(b->engine, a.engine);
    QCOMPARE(b->modelTag, a.modelTag);
    QCOMPARE(b->reportedRating, a.reportedRating);
    QCOMPARE(b->kyokuLabels, a.kyokuLabels);
    QCOMPARE(b->decisions.size(), a.decisions.size());
    for (std::size_t i = 0; i < a.decisions.size(); ++i) {
        const Decision &x = a.decisions[i];
        const Decision &y = b->decisions[i];
        QCOMPARE(y.kyoku, x.kyoku);
        QCOMPARE(y.step, x.step);
        QCOMPARE(y.globalStep, x.globalStep);
        QCOMPARE(y.bot.text(), x.bot.text());
        QCOMPARE(y.played.text(), x.played.text());
        QCOMPARE(y.agreed, x.agreed);
        QCOMPARE(y.category, x.category);
        QCOMPARE(y.riichiDiscard, x.riichiDiscard);
        QCOMPARE(y.playedOption, x.playedOption);
        QCOMPARE(y.options.size(), x.options.size());
        QCOMPARE(y.qLoss(), x.qLoss());
    }
    QVERIFY(!reviewFromStored("{\"v\":2}"));
    QVERIFY(!reviewFromStored("not json"));
}

HAIFU_TEST_GUILESS_MAIN(TestReviewReport)
#include "tst_reviewreport.moc"
