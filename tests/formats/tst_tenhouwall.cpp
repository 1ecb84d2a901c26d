// Tenhou's wall from the mjlog seed (app/formats/tenhouwall.h): MT19937 against the reference
// implementation's published outputs, one hand checked by hand against its record, hostile seeds,
// a seed or a record changed by one character (the check must fail), and every Tenhou mjlog with
// a seed in tests/data/records (always) and in the shared corpus (skipped when absent, a failure
// in CI): each hand's rebuilt wall agrees with every recorded deal tile, draw, dead-wall draw,
// dora indicator and shown ura indicator.

#include "formats/recordio.h"
#include "formats/tenhouwall.h"
#include "sharedrecords.h"

#include "testmain.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>

using namespace haifu;
using namespace Qt::StringLiterals;
using namespace std::string_literals;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QString fixture(const char *name)
{
    return QStringLiteral(HAIFU_TEST_DATA "/records/") + QLatin1String(name);
}

game::Record readFixture(const char *name)
{
    const QString path = fixture(name);
    auto r = formats::readRecord(fileBytes(path), path);
    if (!r)
        qFatal("cannot read %s: %s", name, r.error().message.c_str());
    return std::move(*r);
}

bool hasWarning(const game::Record &r, const std::string &part)
{
    return std::any_of(r.warnings.begin(), r.warnings.end(),
            [&](const std::string &w) { return w.find(part) != std::string::npos; });
}

// What the corpus check counted.
struct Counts
{
    int records = 0;
    int kyoku = 0;
    int draws = 0;
    int deadWallDraws = 0;
    int indicators = 0;
};

// Rebuilds and checks every hand of every Tenhou mjlog with a seed below `dir`.
void checkAll(const QString &dir, Counts &counts)
{
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(u".md"_s))
            continue;
        // A record that cannot be read is a failure, not a record without a seed.
        const auto r = formats::readRecord(fileBytes(path), path);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        if (r->format != game::RecordFormat::TenhouXml || r->wallSeed.empty())
            continue;
        const bool red = r->ruleset.redFives > 0;
        auto walls = formats::rebuildTenhouWalls(
                r->wallSeed, r->playerCount, static_cast<int>(r->kyoku.size()));
        QVERIFY2(walls.ok(), qPrintable(path));
        for (std::size_t k = 0; k < r->kyoku.size(); ++k) {
            const game::Kyoku &kyoku = r->kyoku[k];
            const auto mismatch =
                    formats::checkTenhouWall((*walls)[k], kyoku, static_cast<int>(k), red);
            QVERIFY2(!mismatch,
                    qPrintable(path + u": "_s + QString::fromStdString(mismatch.value_or(""))));
            QVERIFY2(kyoku.trueWall, qPrintable(path)); // the reader filled it in too
            QCOMPARE(kyoku.wall.size(), r->playerCount == 4 ? 70U : 55U);
            for (const game::Event &e : kyoku.events) {
                counts.draws += e.type == game::EventType::Draw && !e.replacement;
                counts.deadWallDraws += e.type == game::EventType::Draw && e.replacement;
                counts.indicators += e.type == game::EventType::NewDora;
            }
            counts.indicators += static_cast<int>(kyoku.doraIndicators.size());
            for (const game::WinResult &w : kyoku.wins)
                counts.indicators += static_cast<int>(w.uraIndicators.size());
            ++counts.kyoku;
        }
        QVERIFY2(!hasWarning(*r, "wall"), qPrintable(path));
        ++counts.records;
    }
}

} // namespace

class TestTenhouWall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // mt19937ar.c's own test: init_by_array({0x123, 0x234, 0x345, 0x456}) and its first 1000
    // outputs (mt19937ar.out begins and ends with these).
    void mt19937KnownAnswers()
    {
        const std::uint32_t key[] = { 0x123, 0x234, 0x345, 0x456 };
        formats::Mt19937 mt(key);
        QCOMPARE(mt.next(), 1067595299U);
        QCOMPARE(mt.next(), 955945823U);
        QCOMPARE(mt.next(), 477289528U);
        QCOMPARE(mt.next(), 4107218783U);
        QCOMPARE(mt.next(), 4228976476U);
        for (int i = 5; i < 999; ++i)
            static_cast<void>(mt.next());
        QCOMPARE(mt.next(), 3460025646U);
    }

    // The first hand of tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml, read off the file by hand:
    // <INIT seed="0,0,0,4,0,88" oya="0" hai0="123,59,107,56,8,85,47,63,103,11,80,90,57" …>
    // then <T0/> <D0/> <U65/> <E35/> <V99/> <F122/> <W1/> <G106/> <T37/>; the hand ends with
    // seat 2's tsumo after kans (dead-wall draws), doraHai="88" and no ura.
    void handCheckedKyoku()
    {
        const game::Record r = readFixture("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        auto walls = formats::rebuildTenhouWalls(r.wallSeed, 4, 1);
        QVERIFY(walls.ok());
        const formats::TenhouWall &w = walls->front();
        QCOMPARE(w.ids.size(), 136U);
        QCOMPARE(w.dice[0], 4);
        QCOMPARE(w.dice[1], 0);
        QCOMPARE(w.ids[5], 88); // the first dora indicator
        // The live wall starts after 52 dealt tiles: T0 U65 V99 W1 T37.
        QCOMPARE(w.ids[83], 0);
        QCOMPARE(w.ids[82], 65);
        QCOMPARE(w.ids[81], 99);
        QCOMPARE(w.ids[80], 1);
        QCOMPARE(w.ids[79], 37);
        // The dealer (seat 0) takes the last four first, then every 16th block: 12 of hai0, and
        // the 13th at [87].
        const std::vector<int> hai0 = { 123, 59, 107, 56, 8, 85, 47, 63, 103, 11, 80, 90, 57 };
        for (int i : { 135, 134, 133, 132, 119, 118, 117, 116, 103, 102, 101, 100, 87 })
            QVERIFY2(std::count(hai0.begin(), hai0.end(), w.ids[std::size_t(i)]) == 1,
                    qPrintable(QString::number(i)));

        const game::Kyoku &k = r.kyoku.front();
        QVERIFY(k.trueWall);
        QCOMPARE(k.wall.size(), 70U);
        QCOMPARE(rules::toString(k.wall[0]), "1m"s); // id 0
        QCOMPARE(rules::toString(k.wall[1]), "8p"s); // id 65
        QCOMPARE(k.replacementTiles.size(), 4U);
        QCOMPARE(k.doraIndicatorSlots.size(), 5U);
        QCOMPARE(k.uraIndicatorSlots.size(), 5U);
        QCOMPARE(rules::toString(k.doraIndicatorSlots[0]), "0s"s); // id 88: the red five
        QVERIFY(!hasWarning(r, "wall"));
    }

    // A closed kan in the second hand of tsubaki__2023053016gm-0029-0000-e54b3b98.xml, read off
    // the file: <N who="1" m="4096" /> <DORA hai="123" /> <U132/>: the dead-wall draw is the
    // wall's [1], the kan dora indicator its [7].
    void handCheckedKan()
    {
        const game::Record r = readFixture("tsubaki__2023053016gm-0029-0000-e54b3b98.xml");
        auto walls = formats::rebuildTenhouWalls(r.wallSeed, 4, 2);
        QVERIFY(walls.ok());
        const formats::TenhouWall &w = (*walls)[1];
        QCOMPARE(w.ids[1], 132);
        QCOMPARE(w.ids[7], 123);
        const game::Kyoku &k = r.kyoku[1];
        QVERIFY(k.trueWall);
        std::size_t dead = 0;
        for (const game::Event &e : k.events) {
            if (e.type == game::EventType::Draw && e.replacement)
                QVERIFY(e.tile == k.replacementTiles[dead++]);
            if (e.type == game::EventType::NewDora)
                QVERIFY(e.tile == k.doraIndicatorSlots[1]);
        }
        QCOMPARE(dead, 1U);
    }

    // Three players: 108 tiles, no 2m..8m; eight dead-wall draws (north bonuses draw there too).
    void threePlayers()
    {
        const game::Record r = readFixture("dnov__sanma2.xml");
        QCOMPARE(r.playerCount, 3);
        QVERIFY(!r.wallSeed.empty());
        for (const game::Kyoku &k : r.kyoku) {
            QVERIFY(k.trueWall);
            QCOMPARE(k.wall.size(), 55U);
            QCOMPARE(k.replacementTiles.size(), 8U);
            for (const game::Tile &t : k.wall)
                QVERIFY(t.kind == 0 || t.kind >= 8);
        }
        auto walls = formats::rebuildTenhouWalls(r.wallSeed, 3, 1);
        QVERIFY(walls.ok());
        QCOMPARE(walls->front().ids.size(), 108U);
    }

    void hostileSeeds_data()
    {
        QTest::addColumn<QByteArray>("seed");
        const QByteArray prefix = "mt19937ar-sha512-n288-base64,";
        const QByteArray good = QByteArray(2496, 'x').toBase64();
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("unknown kind") << QByteArray("mt19937ar,6A36C726,2A0DAAB0");
        QTest::newRow("short base64") << prefix + good.left(good.size() - 4);
        QTest::newRow("long base64") << prefix + good + "AAAA";
        QTest::newRow("bad base64") << prefix + good.left(good.size() - 1) + "*";
        QTest::newRow("padded base64") << prefix + QByteArray(2493, 'x').toBase64() + "====";
        QTest::newRow("huge") << prefix + QByteArray(1 << 20, 'A');
        QTest::newRow("hex too many")
                << "mt19937ar-sha512-n288," + QByteArray("1,").repeated(700) + "1";
        QTest::newRow("hex long word") << QByteArray("mt19937ar-sha512-n288,123456789");
        QTest::newRow("hex not hex") << QByteArray("mt19937ar-sha512-n288,12,xyz");
        QTest::newRow("hex empty word") << QByteArray("mt19937ar-sha512-n288,12,,3");
    }

    void hostileSeeds()
    {
        QFETCH(QByteArray, seed);
        const auto walls = formats::rebuildTenhouWalls(seed.toStdString(), 4, 3);
        QVERIFY(!walls.ok());
        QVERIFY(!walls.error().message.empty());

        // In a record: read all the same, a warning, no true wall.
        const QString path = fixture("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        QByteArray xml = fileBytes(path);
        const qsizetype from = xml.indexOf("seed=\"") + 6;
        xml.replace(from, xml.indexOf('"', from) - from, seed);
        const auto r = formats::readRecord(xml, path);
        QVERIFY(r.ok());
        QVERIFY(std::none_of(r->kyoku.begin(), r->kyoku.end(),
                [](const game::Kyoku &k) { return k.trueWall || !k.wall.empty(); }));
        if (!seed.isEmpty())
            QVERIFY(hasWarning(*r, "wall seed"));
    }

    void badArguments()
    {
        const game::Record r = readFixture("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        QVERIFY(!formats::rebuildTenhouWalls(r.wallSeed, 2, 1).ok());
        QVERIFY(!formats::rebuildTenhouWalls(r.wallSeed, 4, -1).ok());
        QVERIFY(!formats::rebuildTenhouWalls(r.wallSeed, 4, 501).ok());
        QVERIFY(formats::rebuildTenhouWalls(r.wallSeed, 4, 0)->empty());
    }

    // One character of the seed changed: a valid seed, another wall; every hand disagrees.
    void alteredSeedMismatches()
    {
        const QString path = fixture("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        QByteArray xml = fileBytes(path);
        const qsizetype at = xml.indexOf("base64,") + 7;
        xml[at] = xml[at] == 'A' ? 'B' : 'A';
        const auto r = formats::readRecord(xml, path);
        QVERIFY(r.ok());
        QVERIFY(std::none_of(
                r->kyoku.begin(), r->kyoku.end(), [](const game::Kyoku &k) { return k.trueWall; }));
        QVERIFY(hasWarning(*r, "does not match " + std::to_string(r->kyoku.size()) + " of "));
        QVERIFY(hasWarning(*r, "kyoku 1 (E1-0), "));
    }

    // One recorded draw changed: the check names the hand and the event.
    void alteredDrawMismatches()
    {
        game::Record r = readFixture("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        auto walls = formats::rebuildTenhouWalls(r.wallSeed, 4, 2);
        QVERIFY(walls.ok());
        game::Kyoku k = r.kyoku[1];
        QVERIFY(!formats::checkTenhouWall((*walls)[1], k, 1, true));
        auto draw = std::find_if(k.events.begin() + 5, k.events.end(),
                [](const game::Event &e) { return e.type == game::EventType::Draw; });
        QVERIFY(draw != k.events.end());
        draw->tile.kind = static_cast<rules::TileKind>((draw->tile.kind + 1) % 34);
        draw->tile.red = false;
        const auto mismatch = formats::checkTenhouWall((*walls)[1], k, 1, true);
        QVERIFY(mismatch);
        const std::string expected = "kyoku 2 (" + std::string(k.round < 4 ? "E" : "S")
                + std::to_string(k.round % 4 + 1) + "-" + std::to_string(k.honba) + "), event "
                + std::to_string(draw - k.events.begin()) + " (draw of seat ";
        QVERIFY2(mismatch->starts_with(expected), mismatch->c_str());
        // A wrong ura indicator at a win, and the wrong hand's wall.
        game::Kyoku first = r.kyoku[0];
        QVERIFY(formats::checkTenhouWall((*walls)[1], first, 0, true));
        game::Kyoku filled;
        formats::fillKyokuWall(filled, (*walls)[0], true);
        const game::Tile ura0 = filled.uraIndicatorSlots.front();
        first.wins.front().uraIndicators = { game::Tile{
                static_cast<rules::TileKind>((ura0.kind + 1) % 34), false } };
        const auto ura = formats::checkTenhouWall((*walls)[0], first, 0, true);
        QVERIFY(ura && ura->find("ura indicator 1") != std::string::npos);
    }

    // Every Tenhou mjlog with a seed: the in-tree records always, the shared corpus when there.
    void everyRecordWithASeed()
    {
        Counts inTree;
        checkAll(QStringLiteral(HAIFU_TEST_DATA "/records"), inTree);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(inTree.records >= 4);

        HAIFU_REQUIRE_SHARED_RECORDS();
        Counts shared;
        checkAll(test::sharedRecordsDir(), shared);
        if (QTest::currentTestFailed())
            return;
        qInfo("shared corpus: %d records with a seed, %d hands, %d live draws, %d dead-wall draws, "
              "%d dora/ura indicators checked",
                shared.records, shared.kyoku, shared.draws, shared.deadWallDraws,
                shared.indicators);
        QVERIFY(shared.records > 0);
        QVERIFY(shared.kyoku > 0);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestTenhouWall)
#include "tst_tenhouwall.moc"
