// haifu-cli club end to end:
//  * every record of tests/data/records (always) and of the shared corpus (HAIFU_SHARED_RECORDS;
//    skipped when absent, failed in CI: sharedrecords.h) through
//    `club from-record FILE --json`: each hand's label and changes, the final scores and the
//    final points must be the record's own, worked out here from the record (read with the app's
//    readers): the next hand's starting scores minus this one's (or the recorded end scores, or
//    for the last hand the recorded deltas less the riichi deposits placed in it). The known
//    exceptions must fail exactly the way they are known to, so that the list stays honest;
//  * `club to-ledger` then `club score` gives what from-record gives;
//  * `club score` on a ledger written here, text and JSON, worked out by hand;
//  * usage errors (exit 2) and refused input (exit 1) with messages naming the file and field.
#include "formats/recordio.h"
#include "game/record.h"
#include "sharedrecords.h"

#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <optional>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

QString recordsDir()
{
    return test::sharedRecordsDir();
}

// The licence-clean records in the tree: they always run.
QString inTreeDir()
{
    return QStringLiteral(HAIFU_TEST_DATA "/records");
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Run run(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted())
        return { -1, {}, u"did not start"_s };
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return { process.exitCode(), process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()) };
}

QJsonObject object(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object (%s): %s", qPrintable(error.errorString()), text.constData());
    return doc.object();
}

QJsonArray ints(const std::array<int, 4> &v, int n)
{
    QJsonArray a;
    for (int i = 0; i < n; ++i)
        a.append(v[std::size_t(i)]);
    return a;
}

QString compact(const QJsonValue &v)
{
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

// "E1-0": round wind, hand number, honba, as the record states them.
QString label(const game::Kyoku &k)
{
    static const char winds[] = { 'E', 'S', 'W', 'N' };
    return u"%1%2-%3"_s.arg(QLatin1Char(winds[std::clamp(k.roundWind(), 0, 3)]))
            .arg(k.handNumber())
            .arg(k.honba);
}

bool finished(const game::Kyoku &k)
{
    return !k.wins.empty() || k.draw;
}

// The record's own change of the scores in kyoku `i`, the riichi deposits placed in it included.
std::optional<std::array<int, 4>> recordedChange(const game::Record &r, std::size_t i)
{
    const game::Kyoku &k = r.kyoku[i];
    std::array<int, 4> d{};
    if (k.hasEndScores) {
        for (std::size_t s = 0; s < 4; ++s)
            d[s] = k.endScores[s] - k.startScores[s];
        return d;
    }
    if (i + 1 < r.kyoku.size()) {
        for (std::size_t s = 0; s < 4; ++s)
            d[s] = r.kyoku[i + 1].startScores[s] - k.startScores[s];
        return d;
    }
    // The last hand: what its result pays, less the deposits placed in it.
    for (const game::Event &e : k.events) {
        if (e.type == game::EventType::RiichiAccepted)
            d[std::size_t(e.seat)] -= r.ruleset.riichiDeposit;
    }
    for (const game::WinResult &w : k.wins) {
        if (!w.hasDeltas)
            return std::nullopt;
        for (std::size_t s = 0; s < 4; ++s)
            d[s] += w.deltas[s];
    }
    if (k.wins.empty()) {
        if (!k.draw || !k.draw->hasDeltas)
            return std::nullopt;
        for (std::size_t s = 0; s < 4; ++s)
            d[s] += k.draw->deltas[s];
    }
    return d;
}

// How a record is known to disagree with the club engine.
enum class Known : std::uint8_t {
    HandChange, // the record contradicts itself in one hand
    Refused, // the record's own result cannot be entered (the engine refuses it)
};

struct Exception
{
    Known kind;
    QString detail; // the hand label (HandChange) or the error (Refused)
};

const std::map<QString, Exception> &knownExceptions()
{
    static const std::map<QString, Exception> known = {
        // README ("Game record formats"): two excerpts that contradict themselves.
        // Seat 2's riichi stands before seat 0 wins, but the win collects no deposit.
        { u"reviewer__confusing_nakis_1.json"_s, { Known::HandChange, u"E2-2"_s } },
        // The result names seat 1 as the winner with 0 han while its deltas pay seat 2.
        { u"reviewer__confusing_nakis_2.json"_s,
                { Known::Refused, u"kyoku 1 (E1-0): the win of seat 1: han 0 is below 1"_s } },
    };
    return known;
}

// Rules the header does not state that the results show: the uma and oka of the final points.
const std::map<QString, QString> &inferredRules()
{
    static const std::map<QString, QString> inferred = {
        // A Tenhou chip table (uma 30/10 instead of the ranked lobby's 20/10).
        { u"dnov__chip.xml"_s,
                u"uma +30/+10/-10/-30 and oka +20 from the record's final points"_s },
        // A Mahjong Soul tournament from 30000 without oka.
        { u"pantheon__nagashi_mangan_riichi_bets_bug.json"_s,
                u"uma +30/+10/-10/-30 and oka +0 from the record's final points"_s },
    };
    return inferred;
}

// The records that also go through `to-ledger` and `score` (see fromRecord_data).
QStringList throughLedgerFiles()
{
    return { u"dnov__sanma2.xml"_s, u"fastmaj__2010060416gm-0061-0000-2d91fbe3_tw0.mjlog"_s,
        u"fastmaj__2014051613gm-0041-0000-3366561a_tw0.mjlog"_s, u"pantheon__doubleron.json"_s,
        u"pantheon__triple_ron_draw.xml"_s, u"pantheon__nagashi_mangan_riichi_bets_bug.json"_s,
        u"reviewer__chankan.json"_s, u"manue__2026-06-18-160903.mjson"_s,
        u"wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s, u"dnov__chip.xml"_s };
}

QStringList corpusFiles(const QString &dir = recordsDir())
{
    QStringList files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(u".md"_s))
            files << path;
    }
    files.sort();
    return files;
}

} // namespace

class TestClubCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void corpusAndExceptions();
    void fromRecord_data();
    void fromRecord();
    void fromRecordText();
    void scoreLedger();
    void scoreLedgerEnded();
    void handsEnteredAsTiles();
    void usageErrors();
    void refusedInput();
    void hugeFilesRefused();

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &text);
};

void TestClubCli::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli")));
    QVERIFY(m_dir.isValid());
}

QString TestClubCli::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

void TestClubCli::corpusAndExceptions()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    // Every known exception is still in the corpus (else the list is stale) and the corpus has
    // its four-player records.
    QStringList names;
    int fourPlayer = 0;
    for (const QString &path : corpusFiles()) {
        names << QFileInfo(path).fileName();
        const auto record = formats::readRecordFile(path);
        QVERIFY2(record.ok(), qPrintable(path));
        fourPlayer += record->playerCount == 4 ? 1 : 0;
    }
    for (const auto &[name, exception] : knownExceptions())
        QVERIFY2(names.contains(name), qPrintable(name));
    for (const QString &name : throughLedgerFiles())
        QVERIFY2(names.contains(name), qPrintable(name));
    QVERIFY2(fourPlayer >= 50, qPrintable(QString::number(fourPlayer)));
}

void TestClubCli::fromRecord_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("throughLedger");
    // The in-tree records always run (one of them through the ledger too).
    const QStringList inTree = corpusFiles(inTreeDir());
    QVERIFY(inTree.size() >= 10);
    for (const QString &path : inTree)
        QTest::newRow(qPrintable(u"in-tree/"_s + QFileInfo(path).fileName()))
                << path << path.endsWith(u"tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"_s);
    if (!test::sharedRecordsPresent()) {
        QTest::newRow("shared corpus") << QString() << false; // skipped, or failed in CI
        return;
    }
    // The ledger round trip (two more processes per file) on one file of each format and the
    // ones with what a ledger has to carry: a game that starts in the middle, pao, nagashi
    // mangan, double and triple ron, a record cut in the middle of a hand, three players.
    const QStringList throughLedger = throughLedgerFiles();
    for (const QString &path : corpusFiles())
        QTest::newRow(qPrintable(QDir(recordsDir()).relativeFilePath(path)))
                << path << throughLedger.contains(QFileInfo(path).fileName());
}

void TestClubCli::fromRecord()
{
    QFETCH(QString, path);
    QFETCH(bool, throughLedger);
    if (path.isEmpty())
        HAIFU_REQUIRE_SHARED_RECORDS();
    const QString name = QFileInfo(path).fileName();
    const auto record = formats::readRecordFile(path);
    QVERIFY2(record.ok(), record.ok() ? "" : record.error().message.c_str());
    const game::Record &r = *record;
    const int n = r.playerCount;
    const auto known = knownExceptions().find(name);
    const Run fromRecord = run({ u"club"_s, u"from-record"_s, path, u"--json"_s });

    if (known != knownExceptions().end() && known->second.kind == Known::Refused) {
        // The record contradicts itself: its win names seat 1 (with no han) but pays seat 2.
        QCOMPARE(r.kyoku.front().wins.front().winner, 1);
        QVERIFY(r.kyoku.front().wins.front().deltas[1] <= 0);
        QVERIFY(r.kyoku.front().wins.front().deltas[2] > 0);
        QCOMPARE(fromRecord.exitCode, 1);
        QVERIFY(fromRecord.out.isEmpty());
        QVERIFY2(fromRecord.err.contains(u"error: "_s + name + u": "_s + known->second.detail),
                qPrintable(fromRecord.err));
        // ... and says that the record contradicts itself there, as verify finds it.
        QVERIFY2(fromRecord.err.contains(u"note: the record contradicts itself in E1-0: "_s),
                qPrintable(fromRecord.err));
        return;
    }

    const QJsonObject o = object(fromRecord.out);
    const QJsonArray differences = o[u"differences"_s].toArray();
    const QJsonArray hands = o[u"hands"_s].toArray();

    // Hands: one per finished kyoku (a record that stops in the middle of its last hand gives
    // the ones before it), with the record's label and the record's change of the scores.
    std::size_t finishedKyoku = 0;
    for (const game::Kyoku &k : r.kyoku)
        finishedKyoku += finished(k) ? 1 : 0;
    QCOMPARE(std::size_t(hands.size()), finishedKyoku);
    const bool stopsEarly = !r.kyoku.empty() && !finished(r.kyoku.back());
    QCOMPARE(o[u"notes"_s].toArray().size(), stopsEarly ? 1 : 0);
    QString contradicted; // the hand that differs from the record (a known exception)
    for (qsizetype h = 0; h < hands.size(); ++h) {
        const QJsonObject hand = hands[h].toObject();
        const game::Kyoku &k = r.kyoku[std::size_t(h)];
        QCOMPARE(hand[u"label"_s].toString(), label(k));
        const auto change = recordedChange(r, std::size_t(h));
        QVERIFY2(change, qPrintable(label(k)));
        if (hand[u"deltas"_s].toArray() != ints(*change, n)) {
            QVERIFY2(contradicted.isEmpty(),
                    qPrintable(label(k) + u": club "_s + compact(hand[u"deltas"_s]) + u", record "_s
                            + compact(ints(*change, n))));
            contradicted = label(k);
        }
        // Running totals: the record's starting scores plus the changes so far.
        std::array<int, 4> totals = k.startScores;
        for (std::size_t s = 0; s < 4; ++s)
            totals[s] += (*change)[s];
        if (contradicted.isEmpty())
            QCOMPARE(hand[u"totals"_s].toArray(), ints(totals, n));
    }

    // A whole game with its result (from E1-0, equal starting scores, a final result, not cut
    // short) ends in the club engine too, after its last hand.
    const game::Kyoku &first = r.kyoku.front();
    const bool wholeGame = r.hasFinal && !stopsEarly && first.round == 0 && first.honba == 0
            && first.riichiSticks == 0
            && std::all_of(first.startScores.begin(), first.startScores.begin() + n,
                    [&](int v) { return v == first.startScores[0]; });
    if (wholeGame) {
        QVERIFY2(
                o[u"ended"_s].toBool(), qPrintable(u"next hand "_s + o[u"next_hand"_s].toString()));
        QVERIFY(!o[u"end_reason"_s].toString().isEmpty());
    }

    // Final scores (raw, leftover deposits included) and final points as the record states them.
    if (r.hasFinal)
        QCOMPARE(compact(o[u"final_scores"_s]), compact(ints(r.finalScores, n)));
    bool pointsAgree = true;
    if (r.hasFinalPoints) {
        const QJsonArray points = o[u"final_points"_s].toArray();
        QCOMPARE(points.size(), n);
        for (int s = 0; s < n; ++s)
            pointsAgree = pointsAgree
                    && std::abs(points[s].toDouble() - r.finalPoints[std::size_t(s)]) < 0.05;
    }

    // The same game through its ledger: `to-ledger`, then `score` gives the same hands, final
    // scores and points.
    if (throughLedger) {
        const QString ledger = m_dir.filePath(name + u".ledger.json"_s);
        const Run toLedger = run({ u"club"_s, u"to-ledger"_s, path, u"-o"_s, ledger });
        QVERIFY2(toLedger.exitCode == 0, qPrintable(toLedger.err));
        const Run scored = run({ u"club"_s, u"score"_s, ledger, u"--json"_s });
        QVERIFY2(scored.exitCode == 0, qPrintable(scored.err));
        const QJsonObject s = object(scored.out);
        for (const char *field : { "hands", "final_scores", "final_points", "places", "uma_oka",
                     "ended", "end_reason", "next_hand", "players" })
            QVERIFY2(s[QLatin1StringView(field)] == o[QLatin1StringView(field)],
                    qPrintable(QLatin1StringView(field) + u": score "_s
                            + compact(s[QLatin1StringView(field)]) + u", from-record "_s
                            + compact(o[QLatin1StringView(field)])));
        // The ledger keeps every option of the record's rules; read back, rules that differ
        // from the preset are called "<preset> (modified)".
        const QString rules = o[u"rules"_s].toString();
        QVERIFY2(s[u"rules"_s].toString() == rules
                        || s[u"rules"_s].toString() == rules + u" (modified)"_s,
                qPrintable(s[u"rules"_s].toString() + u" / "_s + rules));
    }

    // Only the rules the results show are inferred, and every rule is known.
    const auto inferred = inferredRules().find(name);
    const QJsonArray inferredJson = o[u"inferred_rules"_s].toArray();
    QCOMPARE(inferredJson.size(), inferred == inferredRules().end() ? 0 : 1);
    if (inferred != inferredRules().end())
        QVERIFY2(inferredJson[0].toString().startsWith(inferred->second),
                qPrintable(inferredJson[0].toString()));
    QVERIFY2(o[u"rules_unknown"_s].toArray().isEmpty(), qPrintable(compact(o[u"rules_unknown"_s])));

    const QJsonArray contradictions = o[u"record_contradictions"_s].toArray();
    if (known == knownExceptions().end()) {
        QVERIFY2(contradictions.isEmpty(), qPrintable(compact(contradictions)));
        QVERIFY2(contradicted.isEmpty(), qPrintable(contradicted));
        QVERIFY2(pointsAgree,
                qPrintable(u"club "_s + compact(o[u"final_points"_s]) + u", record "_s
                        + QString::number(r.finalPoints[0]) + u" "_s
                        + QString::number(r.finalPoints[1]) + u" "_s
                        + QString::number(r.finalPoints[2]) + u" "_s
                        + QString::number(r.finalPoints[3])));
        QVERIFY2(differences.isEmpty(), qPrintable(compact(differences)));
        QCOMPARE(fromRecord.exitCode, 0);
        return;
    }

    // A known exception differs in the known way, and only in it, reported as the record's own
    // contradiction (verify's finding quoted), not as a difference with the engine.
    QCOMPARE(fromRecord.exitCode, 0);
    QVERIFY2(differences.isEmpty(), qPrintable(compact(differences)));
    QCOMPARE(contradictions.size(), 1);
    const QString difference = contradictions[0].toString();
    QVERIFY2(difference.contains(u"[the record is inconsistent]"_s), qPrintable(difference));
    QCOMPARE(contradicted, known->second.detail);
    QVERIFY2(difference.startsWith(contradicted + u": the record changes the scores by ["_s),
            qPrintable(difference));
    // The contradiction, in the record itself: a riichi stands before the win, yet the
    // win's deltas collect no deposit (they add up to zero).
    const game::Kyoku &k = r.kyoku.front();
    const bool riichi = std::any_of(k.events.begin(), k.events.end(),
            [](const game::Event &e) { return e.type == game::EventType::RiichiAccepted; });
    QVERIFY(riichi);
    int sum = 0;
    for (int d : k.wins.front().deltas)
        sum += d;
    QCOMPARE(sum, 0);
    QVERIFY(pointsAgree);
}

void TestClubCli::fromRecordText()
{
    HAIFU_REQUIRE_SHARED_RECORDS();
    // A record that agrees: the hands, the end and the verdict.
    const QString doubleRon = recordsDir() + u"/mjlog/pantheon__doubleron.xml"_s;
    Run r = run({ u"club"_s, u"from-record"_s, doubleRon });
    QCOMPARE(r.exitCode, 0);
    QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(doubleRon + u"\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Rules: tenhou"_s), qPrintable(text));
    QVERIFY2(text.contains(u"multiple ron"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Game over: "_s), qPrintable(text));
    QVERIFY2(text.contains(u"Every hand and the final scores agree with the record."_s),
            qPrintable(text));
    QVERIFY(!text.contains(u"differs:"_s));
    // The chip table: the uma its result line shows, said as inferred; then it agrees.
    r = run({ u"club"_s, u"from-record"_s, recordsDir() + u"/mjlog/dnov__chip.xml"_s });
    QCOMPARE(r.exitCode, 0);
    text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"inferred: uma +30/+10/-10/-30 and oka +20 from the record's final "
                           "points"_s),
            qPrintable(text));
    QVERIFY2(text.contains(u"64.0"_s), qPrintable(text));
    QVERIFY2(text.contains(u"agree with the record"_s), qPrintable(text));
    // An excerpt that contradicts itself: said as such, status 0.
    r = run({ u"club"_s, u"from-record"_s,
            recordsDir() + u"/tenhou-json/reviewer__confusing_nakis_1.json"_s });
    QCOMPARE(r.exitCode, 0);
    text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"the record contradicts itself: E2-2: the record changes the scores by "
                           "[1600, 0, -2600, 0]"_s),
            qPrintable(text));
    QVERIFY2(text.contains(u"Every other hand and the final scores agree with the record."_s),
            qPrintable(text));
    QVERIFY(!text.contains(u"differs:"_s));
    // A record cut in the middle of a hand says so.
    r = run({ u"club"_s, u"from-record"_s,
            recordsDir() + u"/mjai/manue__2026-06-18-160903.mjson"_s });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromUtf8(r.out).contains(
                     u"note: the record stops in the middle of its last hand (E4-2)"_s),
            r.out.constData());
}

// An EMA game in progress, worked out by hand (30000 each; EMA: no rounding, uma 15/5, split
// ties, double ron allowed, chombo -20 after uma).
const QByteArray kEmaLedger = R"({
  "format": "haifu-club-ledger", "version": 1, "rules": "ema",
  "players": ["Anna", "Bob", "Chie", "Dan"],
  "event": "Autumn league", "date": "2026-11-20", "table": "2",
  "hands": [
    {"result": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 3, "fu": 30}], "riichi": [1]},
    {"result": "draw", "tenpai": [0, 1, 2], "riichi": [0]},
    {"result": "tsumo", "winners": [{"seat": 2, "han": 2, "fu": 30}]},
    {"result": "chombo", "offender": 3, "note": "ron on a wrong wait"},
    {"result": "ron", "discarder": 0, "winners": [{"seat": 3, "han": 1, "fu": 30},
                                                  {"seat": 2, "han": 4, "fu": 30}]}
  ],
  "penalties": [{"seat": 1, "points": 5000, "after_hand": 2, "reason": "late"}]
})";

void TestClubCli::scoreLedger()
{
    const QString path = write(u"night.json"_s, kEmaLedger);

    // E1-0: seat 1 (riichi) ron on seat 3, 3 han 30 fu = 3900, its stick back.
    // E2-0: draw, seats 0 (riichi), 1 and 2 tenpai: seat 3 pays 3000; seat 0's stick stays.
    // E2-1: seat 2 tsumo 2 han 30 fu with 1 honba: 1000 + 100 from dealer seat 1, 500 + 100
    //       from the others, and the stick: +3300.
    // E3-0: seat 3's chombo: paid after uma (-20), the hand is replayed.
    // E3-0: double ron on seat 0: dealer seat 2 4 han 30 fu = 6 x 1920 -> 11600, seat 3 1000.
    const Run json = run({ u"club"_s, u"score"_s, path, u"--json"_s });
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = object(json.out);
    QCOMPARE(compact(o[u"players"_s]), uR"(["Anna","Bob","Chie","Dan"])"_s);
    QCOMPARE(o[u"rules"_s].toString(), u"ema"_s);
    const QJsonArray hands = o[u"hands"_s].toArray();
    QCOMPARE(hands.size(), 5);
    const QStringList labels = { u"E1-0"_s, u"E2-0"_s, u"E2-1"_s, u"E3-0"_s, u"E3-0"_s };
    const QStringList results = { u"ron"_s, u"draw"_s, u"tsumo"_s, u"chombo"_s, u"ron"_s };
    const QStringList deltas = { u"[0,3900,0,-3900]"_s, u"[0,1000,1000,-3000]"_s,
        u"[-600,-1100,3300,-600]"_s, u"[0,0,0,0]"_s, u"[-12600,0,11600,1000]"_s };
    const QStringList totals = { u"[30000,33900,30000,26100]"_s, u"[30000,34900,31000,23100]"_s,
        u"[29400,33800,34300,22500]"_s, u"[29400,33800,34300,22500]"_s,
        u"[16800,33800,45900,23500]"_s };
    const int honba[] = { 0, 0, 1, 0, 0 };
    const int sticksBefore[] = { 0, 0, 1, 0, 0 };
    const int sticksAfter[] = { 0, 1, 0, 0, 0 };
    for (qsizetype i = 0; i < hands.size(); ++i) {
        const QJsonObject h = hands[i].toObject();
        QCOMPARE(h[u"label"_s].toString(), labels[i]);
        QCOMPARE(h[u"result"_s].toString(), results[i]);
        QCOMPARE(compact(h[u"deltas"_s]), deltas[i]);
        QCOMPARE(compact(h[u"totals"_s]), totals[i]);
        QCOMPARE(h[u"honba"_s].toInt(), honba[i]);
        QCOMPARE(h[u"sticks_before"_s].toInt(), sticksBefore[i]);
        QCOMPARE(h[u"sticks_after"_s].toInt(), sticksAfter[i]);
    }
    QCOMPARE(o[u"ended"_s].toBool(), false);
    QCOMPARE(o[u"next_hand"_s].toString(), u"E3-1"_s);
    // Final: Chie 1st 15.9 + 15 = 30.9; Bob 2nd 3.8 + 5 = 8.8, -5 penalty = 3.8; Dan 3rd
    // -6.5 - 5 = -11.5, -20 chombo = -31.5; Anna 4th -13.2 - 15 = -28.2. Before penalties the
    // scores add up to 0.
    QCOMPARE(compact(o[u"final_scores"_s]), u"[16800,33800,45900,23500]"_s);
    QCOMPARE(compact(o[u"final_points"_s]), u"[-28.2,3.8,30.9,-31.5]"_s);
    QCOMPARE(compact(o[u"places"_s]), uR"(["4","2","1","3"])"_s);
    QCOMPARE(compact(o[u"uma_oka"_s]), u"[-15,5,15,-5]"_s);
    QCOMPARE(compact(o[u"penalties"_s]), u"[0,5,0,20]"_s);
    QCOMPARE(o[u"leftover_sticks"_s].toInt(), 0);
    QCOMPARE(o[u"zero_sum"_s].toDouble(), 0.0);

    // The same as text: the rows in order (compared without the column padding).
    const Run text = run({ u"club"_s, u"score"_s, path });
    QCOMPARE(text.exitCode, 0);
    QStringList lines;
    for (const QString &line : QString::fromUtf8(text.out).split(u'\n'))
        lines << line.simplified();
    const QStringList expected = {
        u"Players: Anna, Bob, Chie, Dan"_s,
        u"Rules: ema"_s,
        u"E1-0 ron 0 3900 0 -3900 | 30000 33900 30000 26100"_s,
        u"E2-0 draw 0 1000 1000 -3000 | 30000 34900 31000 23100"_s,
        u"E2-1 tsumo -600 -1100 3300 -600 | 29400 33800 34300 22500"_s,
        u"E3-0 chombo 0 0 0 0 | 29400 33800 34300 22500"_s,
        u"E3-0 multiple ron -12600 0 11600 1000 | 16800 33800 45900 23500"_s,
        u"In progress: next hand E3-1"_s,
        u"4 Anna 16800 -28.2"_s,
        u"2 Bob 33800 +3.8"_s,
        u"1 Chie 45900 +30.9"_s,
        u"3 Dan 23500 -31.5"_s,
        u"Zero-sum check: +0.0"_s,
    };
    qsizetype at = 0;
    for (const QString &line : expected) {
        const qsizetype found = lines.indexOf(line, at);
        QVERIFY2(found >= 0,
                qPrintable(u"missing or out of order: "_s + line + u"\n"_s
                        + QString::fromUtf8(text.out)));
        at = found + 1;
    }
}

void TestClubCli::scoreLedgerEnded()
{
    // Tenhou: the dealer's yakuman ron (48000) busts seat 3 at once.
    const QString path = write(u"busted.json"_s, R"({"players": ["A", "B", "C", "D"],
        "hands": [{"result": "ron", "discarder": 3, "winners": [{"seat": 0, "yakuman": 1}]}]})");
    const Run json = run({ u"club"_s, u"score"_s, path, u"--json"_s });
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = object(json.out);
    QCOMPARE(o[u"rules"_s].toString(), u"tenhou"_s);
    QCOMPARE(o[u"ended"_s].toBool(), true);
    QCOMPARE(o[u"end_reason"_s].toString(), u"busted"_s);
    QVERIFY(!o.contains(u"next_hand"_s));
    QCOMPARE(compact(o[u"final_scores"_s]), u"[73000,25000,25000,-23000]"_s);
    // Tenhou: 25000 -> -5 + 10 = 5, -5 - 10 = -15, -23000 -> -53 - 20 = -73; the top takes
    // what makes zero: 83 (43 + 20 + 20).
    QCOMPARE(compact(o[u"final_points"_s]), u"[83,5,-15,-73]"_s);
    const Run text = run({ u"club"_s, u"score"_s, path });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(QString::fromUtf8(text.out).contains(u"Game over: a player went below zero"_s),
            text.out.constData());
}

// A winner given as tiles is scored by the rules engine under the ledger's rules.
void TestClubCli::handsEnteredAsTiles()
{
    const QString path = write(u"tiles.json"_s, R"({"rules":"ema","players":["A","B","C","D"],
        "hands":[
          {"result":"tsumo","riichi":[1],"winners":[{"seat":1,"hand":{
             "closed":"234m56799p345678s","win_tile":"3s","riichi":true,"seat_wind":"S",
             "dora":["1m"]}}]},
          {"result":"ron","discarder":0,"winners":[{"seat":2,"hand":{
             "closed":"123m456p789s11555z","win_tile":"5z"}}]}]})"_ba);
    // E1-0: riichi, tsumo, pinfu and one dora: 4 han 20 fu, 700/1300 from a non-dealer winner;
    // the winner's stick comes back. E2-0: haku, closed ron: 1 han 40 fu = 1300.
    const Run r = run({ u"club"_s, u"score"_s, path, u"--json"_s });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray hands = object(r.out)[u"hands"_s].toArray();
    QCOMPARE(compact(hands[0].toObject()[u"deltas"_s]), u"[-1300,2700,-700,-700]"_s);
    QCOMPARE(compact(hands[1].toObject()[u"deltas"_s]), u"[-1300,0,1300,0]"_s);

    // A hand without a yaku is refused with its place.
    const QString bad = write(u"noyaku.json"_s, R"({"rules":"ema","players":["A","B","C","D"],
        "hands":[{"result":"ron","discarder":0,"winners":[{"seat":2,"hand":{
             "closed":"123m456p789s11222z","win_tile":"2z"}}]}]})"_ba);
    const Run refused = run({ u"club"_s, u"score"_s, bad });
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"noyaku.json: hands[0].winners[0].hand: no_yaku"_s),
            qPrintable(refused.err));
}

void TestClubCli::usageErrors()
{
    struct Case
    {
        QStringList args;
        QString message;
    };
    const QString ledger = write(u"usage.json"_s, kEmaLedger);
    const QList<Case> cases = {
        { { u"club"_s, u"frobnicate"_s }, u"haifu-cli club: unknown command 'frobnicate'"_s },
        { { u"club"_s, u"score"_s }, u"haifu-cli club: score needs one ledger file"_s },
        { { u"club"_s, u"score"_s, ledger, ledger },
                u"haifu-cli club: score needs one ledger file"_s },
        { { u"club"_s, u"score"_s, ledger, u"--bogus"_s },
                u"haifu-cli club: unknown option '--bogus'"_s },
        { { u"club"_s, u"from-record"_s },
                u"haifu-cli club: needs one record file or library game id"_s },
        { { u"club"_s, u"to-ledger"_s, ledger, u"-o"_s }, u"haifu-cli club: -o needs a value"_s },
    };
    for (const Case &c : cases) {
        const Run r = run(c.args);
        QVERIFY2(r.exitCode == 2,
                qPrintable(c.args.join(u' ') + u": exit "_s + QString::number(r.exitCode)));
        QVERIFY2(r.err.contains(c.message), qPrintable(c.args.join(u' ') + u": "_s + r.err));
        QVERIFY2(r.err.contains(u"haifu-cli club --help"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    // No command: the usage on standard error, status 2; --help: on standard output, status 0.
    Run r = run({ u"club"_s });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"Usage: haifu-cli club COMMAND"_s), qPrintable(r.err));
    r = run({ u"club"_s, u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out);
    for (const QString &command : { u"score LEDGER.json"_s, u"from-record"_s, u"to-ledger"_s })
        QVERIFY2(help.contains(command), qPrintable(help));
}

void TestClubCli::refusedInput()
{
    struct Case
    {
        QString file;
        QByteArray text;
        QString message;
    };
    const QList<Case> cases = {
        { u"seat.json"_s,
                R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "draw"},
                   {"result": "ron", "discarder": 0, "winners": [{"seat": 4, "han": 1, "fu": 30}]}]})",
                u"error: seat.json: hands[1].winners[0].seat: seat 4 is out of range 0-3"_s },
        { u"typo.json"_s, R"({"players": ["A", "B", "C", "D"], "penalites": []})",
                u"error: typo.json: penalites: unknown field"_s },
        { u"version.json"_s, R"({"version": 7, "players": ["A", "B", "C", "D"]})",
                u"error: version.json: version 7 is newer than this Haifu reads (1): update Haifu"_s },
        { u"players.json"_s, R"({"rules": "ema", "players": ["A", "B"]})",
                u"error: players.json: players: expected 4 names, seat 0 first"_s },
        { u"result.json"_s, R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "win"}]})",
                uR"(error: result.json: hands[0].result: expected ron, tsumo, draw, abortive or chombo, not "win")"_s },
        { u"notjson.json"_s, "{\"players\": ", u"error: notjson.json: not JSON at byte"_s },
        // Refused by the engine, naming the hand.
        { u"hanfu.json"_s,
                R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "abortive"},
                   {"result": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 1, "fu": 20}]}]})",
                u"error: hanfu.json: hand 2 (E1-1): winner 1: 1 han 20 fu does not exist"_s },
        { u"poor.json"_s,
                R"({"players": ["A", "B", "C", "D"], "start_scores": [25000, 25000, 25000, 500],
                   "hands": [{"result": "draw", "riichi": [3]}]})",
                u"error: poor.json: hand 1 (E1-0): riichi of seat 3 with only 500 points (needs 1000)"_s },
        { u"ended.json"_s,
                R"({"players": ["A", "B", "C", "D"], "hands": [
                   {"result": "ron", "discarder": 3, "winners": [{"seat": 0, "yakuman": 1}]},
                   {"result": "draw"}]})",
                u"error: ended.json: hand 2 (E1-1): the game already ended (busted)"_s },
        { u"penalty.json"_s,
                R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "draw"}],
                   "penalties": [{"seat": 2, "points": 1000, "after_hand": 1}]})",
                u"error: penalty.json: penalty 1: after_hand 1 is not a hand of the game"_s },
    };
    for (const Case &c : cases) {
        const QString path = write(c.file, c.text);
        for (const bool json : { false, true }) {
            QStringList args = { u"club"_s, u"score"_s, path };
            if (json)
                args << u"--json"_s;
            const Run r = run(args);
            QVERIFY2(r.exitCode == 1,
                    qPrintable(c.file + u": exit "_s + QString::number(r.exitCode)));
            QVERIFY2(r.err.contains(c.message), qPrintable(c.file + u": "_s + r.err));
            QVERIFY(r.out.isEmpty());
        }
    }
    // A file that is not there.
    Run r = run({ u"club"_s, u"score"_s, m_dir.filePath(u"none.json"_s) });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"error: none.json: No such file or directory"_s), qPrintable(r.err));
    r = run({ u"club"_s, u"from-record"_s, m_dir.filePath(u"none.mjlog"_s), u"--json"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"none.mjlog"_s), qPrintable(r.err));
    // A ledger is not a record.
    r = run({ u"club"_s, u"from-record"_s, write(u"ledger.json"_s, kEmaLedger) });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"ledger.json"_s), qPrintable(r.err));
    // to-ledger into a folder that does not exist.
    {
        const QString record = inTreeDir() + u"/tsubaki__2019103023gm-00a9-0000-f90e0fe9.json"_s;
        const QString out = m_dir.filePath(u"no/such/folder/out.json"_s);
        r = run({ u"club"_s, u"to-ledger"_s, record, u"-o"_s, out });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"error: Cannot write "_s + out), qPrintable(r.err));
    }
}

// Files over the 64 MiB cap are refused by name, reading no more than the cap: a ledger, a
// record, and a hand entry given as a file to `club add`. Sparse files, so they cost nothing.
void TestClubCli::hugeFilesRefused()
{
    const auto sparse = [&](const QString &name) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                || !file.resize(65LL * 1024 * 1024))
            qFatal("cannot make %s", qPrintable(path));
        return path;
    };
    const QString tooLarge = u"larger than 64 MiB"_s;
    Run r = run({ u"club"_s, u"score"_s, sparse(u"huge-ledger.json"_s) });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"huge-ledger.json: "_s + tooLarge), qPrintable(r.err));
    r = run({ u"club"_s, u"from-record"_s, sparse(u"huge.mjlog"_s) });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"huge.mjlog: "_s + tooLarge), qPrintable(r.err));

    const QString library = m_dir.filePath(u"huge-entry.haifu"_s);
    r = run({ u"club"_s, u"import"_s, write(u"small-ledger.json"_s, kEmaLedger), u"--db"_s,
            library });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString entry = sparse(u"huge-entry.json"_s);
    r = run({ u"club"_s, u"add"_s, u"--db"_s, library, u"1"_s, entry });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(entry + u": "_s + tooLarge), qPrintable(r.err));
    // Nothing was added: the game still has its five hands.
    r = run({ u"club"_s, u"show"_s, u"--db"_s, library, u"1"_s, u"--json"_s });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(object(r.out).value(u"hands"_s).toArray().size(), 5);
}

HAIFU_TEST_GUILESS_MAIN(TestClubCli)
#include "tst_club_cli.moc"
