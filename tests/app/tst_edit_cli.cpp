// haifu-cli edit: a record as a JSON draft, one kyoku's moves replaced (an illegal move named,
// a good one built again), a record from a JSON draft saved into a library and written as mjlog.
#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"), args);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

const QByteArray kDraft = R"({"players": ["Ann", "Bob", "Cid", "Dee"], "playerCount": 4,
  "rules": "tenhou", "kyoku": [{"round": 0, "honba": 0, "deposits": 0, "dealer": 0,
  "scores": [25000, 25000, 25000, 25000],
  "hands": ["123456789m1235p", "1234678s112233z", "44556677z23467s", "1199m114466799p"],
  "dora": "8p", "moves": "0g9s 0d9s - 1g5p 1d5p 0h"}]})";

} // namespace

class TestEditCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void draftOfARecord()
    {
        const QString path =
                QFINDTESTDATA("../data/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");
        const Run r = run({ u"edit"_s, path });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject draft = QJsonDocument::fromJson(r.out.toUtf8())[u"draft"_s].toObject();
        const QJsonArray kyoku = draft[u"kyoku"_s].toArray();
        QVERIFY(kyoku.size() > 5);
        const QString moves = kyoku.at(0)[u"moves"_s].toString();
        QVERIFY2(moves.startsWith(u"0g1m 0d1m 1g8p 1d9m"_s), qPrintable(moves.left(40)));
        // An illegal move is named: kyoku, move, why; exit status 1.
        const Run bad =
                run({ u"edit"_s, path, u"--kyoku"_s, u"0"_s, u"--moves"_s, u"0g1m 0d2m"_s });
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(
                         u"kyoku 1 (E1-0): move 2 (0d2m): 0d2m is not a legal action here"_s),
                qPrintable(bad.err));
        // The same moves built again: a good edit.
        const Run same = run({ u"edit"_s, path, u"--kyoku"_s, u"0"_s, u"--moves"_s, moves });
        QVERIFY2(same.exitCode == 0, qPrintable(same.err));
    }

    void recordFromADraft()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath(u"lib.haifu"_s);
        const QString mjlog = dir.filePath(u"new.mjlog"_s);
        const Run r = run({ u"edit"_s, u"--draft"_s, u"-"_s, u"--db"_s, library, u"--save-new"_s,
                                  u"--out"_s, mjlog },
                kDraft);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(result[u"game"_s].toInteger() > 0);
        const Run verify = run({ u"verify"_s, mjlog });
        QVERIFY2(verify.exitCode == 0, qPrintable(verify.err));
        QVERIFY2(verify.out.contains(u"wins: 1"_s), qPrintable(verify.out));
        QVERIFY2(verify.out.contains(u"no mismatch"_s), qPrintable(verify.out));
        // An impossible deal is refused.
        QByteArray five = kDraft;
        five.replace("\"44556677z23467s\"", "\"11116677z23467s\"");
        const Run refused = run({ u"edit"_s, u"--draft"_s, u"-"_s }, five);
        QVERIFY2(refused.exitCode == 1 && refused.err.contains(u"copies of 1z"_s),
                qPrintable(refused.err));
    }
};

HAIFU_TEST_GUILESS_MAIN(TestEditCli)
#include "tst_edit_cli.moc"
