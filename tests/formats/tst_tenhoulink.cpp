// tenhou.net/6 links and what goes out as tenhou.net/6 JSON: a link reads as the file it holds
// (as it is or percent-encoded), hostile links are refused with the place named, the writer
// carries a record's rules and an all-tenpai draw, and every record of the shared corpus (and
// ../shared/houou) written as JSON and as one link per hand verifies as the original does.

#include "formats/recordio.h"
#include "formats/tenhoulink.h"
#include "game/verify.h"
#include "recordcompare.h"
#include "sharedrecords.h"

#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace haifu;
using haifu::formats::test::CompareOptions;
using haifu::formats::test::compareRecords;

namespace {

QString recordsData(const QString &name)
{
    return QDir(QStringLiteral(HAIFU_RECORDS_DATA)).filePath(name);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// A verification as compared between copies: whether it passes and each mismatch (kind, hand,
// field, both values), sorted.
QStringList outcome(const game::VerifyReport &report, int onlyKyoku = -1)
{
    QStringList lines;
    for (const game::Mismatch &m : report.mismatches) {
        if (onlyKyoku >= 0 && m.kyoku != onlyKyoku)
            continue;
        lines << u"%1 %2 %3: %4 / %5"_s.arg(
                QString::fromStdString(std::string(game::mismatchKindName(m.kind))),
                QString::fromStdString(m.label), QString::fromStdString(m.field),
                QString::fromStdString(m.recorded), QString::fromStdString(m.engine));
    }
    lines.sort();
    return lines;
}

// The mismatches a hand shows by itself (a one-hand record cannot show the flow between hands
// or the scores the next hand starts with).
QStringList handOutcome(const game::VerifyReport &report, int kyoku)
{
    game::VerifyReport own;
    for (const game::Mismatch &m : report.mismatches) {
        if (m.kyoku == kyoku && m.kind != game::MismatchKind::Flow
                && m.kind != game::MismatchKind::Scores && m.kind != game::MismatchKind::Header) {
            game::Mismatch copy = m;
            copy.kyoku = 0;
            own.mismatches.push_back(copy);
        }
    }
    return outcome(own);
}

// The corpus's record files: ../shared/records and, beside it, ../shared/houou when it is there
// (which must then hold records).
QStringList corpusFiles(QString &problem)
{
    QStringList files = test::sharedRecordFiles();
    const QDir houou(QDir(test::sharedRecordsDir()).absoluteFilePath(u"../houou"_s));
    if (houou.exists()) {
        QStringList found;
        QDirIterator it(houou.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(u".md"_s))
                found << path;
        }
        if (found.isEmpty())
            problem = u"../shared/houou is there but holds no record"_s;
        found.sort();
        files << found;
    }
    return files;
}

} // namespace

class TestTenhouLink : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linkReadsAsTheFile_data();
    void linkReadsAsTheFile();
    void hostileLinks_data();
    void hostileLinks();
    void hugeLinkRefused();
    void linksPerHand();
    void allTenpaiDrawKept();
    void rulesCarried();
    void ruleOptionsRefused_data();
    void ruleOptionsRefused();
    void corpusRoundTrip();
};

void TestTenhouLink::linkReadsAsTheFile_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<bool>("encoded");
    QTest::newRow("https") << u"https://tenhou.net/6/#json="_s << false;
    QTest::newRow("percent-encoded") << u"https://tenhou.net/6/#json="_s << true;
    QTest::newRow("http, www, query, spaces")
            << u"  http://www.tenhou.net/6/?lang=ja#json="_s << false;
    QTest::newRow("no scheme") << u"tenhou.net/6/#json="_s << true;
}

void TestTenhouLink::linkReadsAsTheFile()
{
    QFETCH(QString, prefix);
    QFETCH(bool, encoded);
    const QString path = recordsData(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"_s);
    const Result<game::Record> file = formats::readRecordFile(path);
    QVERIFY2(file.ok(), file.ok() ? "" : file.error().message.c_str());
    const QByteArray json = fileBytes(path).trimmed();
    const QString link = prefix
            + (encoded ? QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(json)))
                       : QString::fromUtf8(json))
            + u"\n"_s;
    QVERIFY(formats::isTenhouJsonLink(link));
    QVERIFY(formats::isTenhouJsonLink(link.toUtf8()));
    const Result<game::Record> viaLink = formats::readTenhouLink(link);
    QVERIFY2(viaLink.ok(), viaLink.ok() ? "" : viaLink.error().message.c_str());
    QCOMPARE(compareRecords(*file, *viaLink), QString());
    QCOMPARE(viaLink->ruleset.uma, file->ruleset.uma);
    QCOMPARE(formats::tenhouLinkFileName(*formats::jsonFromTenhouLink(link)),
            u"2019103023gm-00a9-0000-f90e0fe9.json"_s);
    // The command line's reader takes the link where it takes a path.
    const Result<game::Record> named = formats::readRecordFileOrLink(link);
    QVERIFY(named.ok());
    QCOMPARE(named->kyoku.size(), file->kyoku.size());
}

void TestTenhouLink::hostileLinks_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("error");
    const QString p = u"https://tenhou.net/6/#json="_s;
    QTest::newRow("other site") << u"https://example.com/6/#json={}"_s
                                << u"link: not a tenhou.net/6 link"_s;
    QTest::newRow("log address") << u"https://tenhou.net/0/?log=2019103023gm-00a9-0000-f90e0fe9"_s
                                 << u"link: not a tenhou.net/6 link"_s;
    QTest::newRow("nothing after") << p << u"link: nothing follows #json="_s;
    QTest::newRow("broken escape")
            << p + u"%7B%22log%22:%zz"_s << u"link: broken percent-encoding at offset 13"_s;
    QTest::newRow("escape cut off")
            << p + u"%7B%2"_s << u"link: broken percent-encoding at offset 3"_s;
    QTest::newRow("broken JSON") << p + u"{\"log\":[1,}"_s
                                 << u"link: the #json= part is not valid JSON at offset 11"_s;
    QTest::newRow("not an object") << p + u"[1,2,3]"_s << u"not a JSON object"_s;
    QTest::newRow("not a record") << p + u"{\"title\":[\"a\"]}"_s << u"no \"log\" list"_s;
    QTest::newRow("bad rule option") << p + u"{\"rule\":{\"honba_value\":\"lots\"},\"log\":[[]]}"_s
                                     << u"rule.honba_value: the value is not of type int"_s;
    QTest::newRow("invalid UTF-8")
            << p + u"%7B%22log%22%3A%FF%FE%7D"_s << u"link: the #json= part is not valid JSON"_s;
}

void TestTenhouLink::hostileLinks()
{
    QFETCH(QString, link);
    QFETCH(QString, error);
    const Result<game::Record> r = formats::readTenhouLink(link);
    QVERIFY(!r.ok());
    const QString message = QString::fromStdString(r.error().message);
    QVERIFY2(message.startsWith(u"link: "_s), qPrintable(message));
    QVERIFY2(message.contains(error), qPrintable(message));
}

void TestTenhouLink::hugeLinkRefused()
{
    // Past the record limit: refused before anything is parsed or decoded.
    const QString plain =
            u"https://tenhou.net/6/#json="_s + QString(formats::kMaxRecordBytes + 1, u'x');
    const Result<QByteArray> r = formats::jsonFromTenhouLink(plain);
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error().message).contains(u"larger than 64 MiB"_s),
            r.error().message.c_str());
    // Encoded, it may be three times as long, but not decode to more than the limit.
    QString encoded = u"https://tenhou.net/6/#json="_s;
    encoded.reserve(encoded.size() + formats::kMaxRecordBytes / 2 * 3 + 6);
    for (qsizetype i = 0; i < formats::kMaxRecordBytes / 2 + 1; ++i)
        encoded += u"%20"_s;
    encoded += QString(formats::kMaxRecordBytes / 2 + 1, u'x');
    const Result<QByteArray> r2 = formats::jsonFromTenhouLink(encoded);
    QVERIFY(!r2.ok());
    QVERIFY2(QString::fromStdString(r2.error().message).contains(u"larger than 64 MiB"_s),
            r2.error().message.c_str());
}

void TestTenhouLink::linksPerHand()
{
    const Result<game::Record> game =
            formats::readRecordFile(recordsData(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"_s));
    QVERIFY(game.ok());
    const Result<QStringList> links = formats::writeTenhouLinks(*game);
    QVERIFY2(links.ok(), links.ok() ? "" : links.error().message.c_str());
    QCOMPARE(links->size(), qsizetype(game->kyoku.size()));
    for (int k = 0; k < links->size(); ++k) {
        const QString &link = links->at(k);
        QVERIFY(link.startsWith(QString::fromLatin1(formats::kTenhouJsonLinkPrefix)));
        // The JSON as it is, as NAGA takes it: the link's tail parses by itself.
        const QJsonObject root = QJsonDocument::fromJson(
                link.mid(qsizetype(qstrlen(formats::kTenhouJsonLinkPrefix))).toUtf8())
                                         .object();
        QCOMPARE(root.value(u"log"_s).toArray().size(), 1);
        QCOMPARE(root.value(u"name"_s).toArray().at(0).toString(),
                QString::fromStdString(game->players[0].name));
        QVERIFY(root.value(u"rule"_s).toObject().contains(u"disp"_s));
        QVERIFY(!root.contains(u"sc"_s)); // one hand has no final scores
        const Result<game::Record> hand = formats::readTenhouLink(link);
        QVERIFY2(hand.ok(), hand.ok() ? "" : hand.error().message.c_str());
        QCOMPARE(hand->kyoku.size(), std::size_t(1));
        QCOMPARE(hand->kyoku[0].round, game->kyoku[std::size_t(k)].round);
        QCOMPARE(hand->kyoku[0].startScores, game->kyoku[std::size_t(k)].startScores);
        QCOMPARE(hand->kyoku[0].events.size(), game->kyoku[std::size_t(k)].events.size());
    }
    const Result<QByteArray> none = formats::writeTenhouJsonHand(*game, int(game->kyoku.size()));
    QVERIFY(!none.ok());
    QVERIFY2(QString::fromStdString(none.error().message).contains(u"has no hand"_s),
            none.error().message.c_str());
}

void TestTenhouLink::allTenpaiDrawKept()
{
    // E4-2 of this game ends in an exhaustive draw with all four hands tenpai. Read from a
    // Mahjong Soul conversion it says "流局" with no payments and nobody tenpai (the hands are
    // not shown): the writer replays the hand and writes 全員聴牌, which reads back as it was.
    Result<game::Record> r = formats::readRecordFile(
            recordsData(u"fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog"_s));
    QVERIFY(r.ok());
    int drawn = -1;
    for (std::size_t k = 0; k < r->kyoku.size(); ++k) {
        const auto &d = r->kyoku[k].draw;
        if (d && d->kind == game::DrawKind::Exhaustive
                && d->tenpai == std::array{ true, true, true, true })
            drawn = int(k);
    }
    QVERIFY(drawn >= 0);
    game::DrawResult &d = *r->kyoku[std::size_t(drawn)].draw;
    d.tenpai = {};
    d.shownHands = {};
    d.deltas = {};
    d.hasDeltas = true;
    const QStringList before = outcome(game::verifyRecord(*r));
    const Result<QByteArray> json = formats::writeTenhouJson(*r);
    QVERIFY(json.ok());
    const QJsonArray result = QJsonDocument::fromJson(*json)
                                      .object()
                                      .value(u"log"_s)
                                      .toArray()
                                      .at(drawn)
                                      .toArray()
                                      .at(16)
                                      .toArray();
    QCOMPARE(result.at(0).toString(), u"全員聴牌"_s);
    const Result<game::Record> back = formats::readRecord(*json, u"back.json"_s);
    QVERIFY(back.ok());
    QCOMPARE(back->kyoku[std::size_t(drawn)].draw->tenpai, (std::array{ true, true, true, true }));
    QCOMPARE(outcome(game::verifyRecord(*back)), before);
}

void TestTenhouLink::rulesCarried()
{
    Result<game::Record> r =
            formats::readRecordFile(recordsData(u"reviewer__confusing_nakis_1.json"_s));
    QVERIFY(r.ok());
    r->ruleset.kiriageMangan = true;
    r->ruleset.honbaValue = 1500;
    r->ruleset.uma = { 30000, 10000, -10000, -30000 };
    const Result<QByteArray> json = formats::writeTenhouJson(*r);
    QVERIFY(json.ok());
    const QJsonObject rule = QJsonDocument::fromJson(*json).object().value(u"rule"_s).toObject();
    QCOMPARE(rule.value(u"kiriage_mangan"_s), QJsonValue(true));
    QCOMPARE(rule.value(u"honba_value"_s), QJsonValue(1500));
    QCOMPARE(rule.value(u"uma"_s).toArray().at(0), QJsonValue(30000));
    QVERIFY(!rule.contains(u"open_tanyao"_s)); // the label says it
    const Result<game::Record> back = formats::readRecord(*json, u"back.json"_s);
    QVERIFY(back.ok());
    QVERIFY(back->ruleset.kiriageMangan);
    QCOMPARE(back->ruleset.honbaValue, 1500);
    QCOMPARE(back->ruleset.uma, r->ruleset.uma);
    // The one-hand JSON of a link carries them too.
    const Result<QByteArray> hand = formats::writeTenhouJsonHand(*r, 0);
    QVERIFY(hand.ok());
    const Result<game::Record> handBack = formats::readRecord(*hand, u"hand.json"_s);
    QVERIFY(handBack.ok());
    QCOMPARE(handBack->ruleset.honbaValue, 1500);
}

void TestTenhouLink::ruleOptionsRefused_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("wrong type") << u"kiriage_mangan"_s << QJsonValue(1) << u"not of type bool"_s;
    QTest::newRow("out of range") << u"honba_value"_s << QJsonValue(99999) << u"honba_value"_s;
    QTest::newRow("huge number") << u"honba_value"_s << QJsonValue(1e300) << u"not of type int"_s;
    QTest::newRow("fraction") << u"noten_total"_s << QJsonValue(2500.5) << u"not of type int"_s;
    QTest::newRow("unknown choice")
            << u"multiple_ron"_s << QJsonValue(u"all of them"_s) << u"multiple_ron"_s;
    QTest::newRow("long list") << u"uma"_s << QJsonValue(QJsonArray{ 1, 2, 3, 4, 5 })
                               << u"not of type int_list"_s;
}

void TestTenhouLink::ruleOptionsRefused()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    QJsonObject root =
            QJsonDocument::fromJson(fileBytes(recordsData(u"reviewer__confusing_nakis_1.json"_s)))
                    .object();
    QJsonObject rule = root.value(u"rule"_s).toObject();
    rule.insert(key, value);
    root.insert(u"rule"_s, rule);
    const Result<game::Record> r =
            formats::readRecord(QJsonDocument(root).toJson(), u"rules.json"_s);
    QVERIFY(!r.ok());
    const QString message = QString::fromStdString(r.error().message);
    QVERIFY2(message.startsWith(u"rules.json: rule."_s + key), qPrintable(message));
    QVERIFY2(message.contains(error), qPrintable(message));
}

void TestTenhouLink::corpusRoundTrip()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    QString problem;
    const QStringList files = corpusFiles(problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(!files.isEmpty(), "the shared corpus holds no record");
    int same = 0;
    int refused = 0;
    int hands = 0;
    int handsSame = 0;
    QStringList failures;
    for (const QString &path : files) {
        const QString name = QFileInfo(path).fileName();
        const Result<game::Record> original = formats::readRecordFile(path);
        if (!original.ok()) {
            failures << name + u": "_s + QString::fromStdString(original.error().message);
            continue;
        }
        const game::VerifyReport report = game::verifyRecord(*original);
        const Result<QByteArray> json = formats::writeTenhouJson(*original);
        if (!json.ok()) {
            // Refused only for what the format cannot carry, said with the hand: a hand with
            // no result (the game stopped inside it) is the one such record.
            const QString message = QString::fromStdString(json.error().message);
            if (!message.contains(u"the hand has no result"_s) || !message.contains(u"kyoku "_s))
                failures << name + u": refused: "_s + message;
            ++refused;
            continue;
        }
        const Result<game::Record> back = formats::readRecord(*json, name + u" (JSON)"_s);
        if (!back.ok()) {
            failures << name + u": written JSON does not read: "_s
                            + QString::fromStdString(back.error().message);
            continue;
        }
        const QStringList expected = outcome(report);
        const QStringList got = outcome(game::verifyRecord(*back));
        if (got == expected)
            ++same;
        else
            failures << name + u": verifies "_s + expected.join(u"; "_s) + u" as written: "_s
                            + got.join(u"; "_s);
        // One link per hand: each hand verifies as it did in the game.
        const Result<QStringList> links = formats::writeTenhouLinks(*original);
        if (!links.ok()) {
            failures << name + u": links: "_s + QString::fromStdString(links.error().message);
            continue;
        }
        for (int k = 0; k < links->size(); ++k) {
            ++hands;
            const Result<game::Record> hand = formats::readTenhouLink(links->at(k));
            if (!hand.ok()) {
                failures << name + u" link %1: "_s.arg(k + 1)
                                + QString::fromStdString(hand.error().message);
                continue;
            }
            const QStringList handExpected = handOutcome(report, k);
            const QStringList handGot = handOutcome(game::verifyRecord(*hand), 0);
            if (handGot == handExpected)
                ++handsSame;
            else
                failures << name + u" link %1: verifies "_s.arg(k + 1) + handExpected.join(u"; "_s)
                                + u" as a link: "_s + handGot.join(u"; "_s);
        }
    }
    qInfo("%lld records: %d verify the same through tenhou.net/6 JSON, %d refused (named); "
          "%d hands as links, %d verify the same",
            static_cast<long long>(files.size()), same, refused, hands, handsSame);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"\n"_s)));
    QCOMPARE(same + refused, int(files.size()));
}

HAIFU_TEST_GUILESS_MAIN(TestTenhouLink)
#include "tst_tenhoulink.moc"
