// haifu-cli tournament: a seating as JSON (every player once per round, the report), the
// avoiding draw against the plain shuffle, the comparison table, and the usage errors; on a
// library (a file, or in tst_tournament_cli_pg a schema on the test server): an event created,
// its players registered, rounds seated with their games, a table scored through `club add`, a
// wrong prescribed round refused, a substitute, results, standings and penalties.
#include "clirun.h" // tests/storage: storagetest::cli
#include "testlibrary.h" // tests/storage: a library file, or a schema on the test server

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const storagetest::Run &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

QJsonObject seating(int players, int rounds, const QString &method, int seed)
{
    const storagetest::Run run = storagetest::cli({ u"tournament"_s, u"seating"_s, u"--players"_s,
            QString::number(players), u"--rounds"_s, QString::number(rounds), u"--method"_s, method,
            u"--seed"_s, QString::number(seed), u"--json"_s });
    if (run.status != 0)
        qWarning("%s", run.err.constData());
    return json(run);
}

} // namespace

class TestTournamentCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seatingJson()
    {
        for (const QString &method : { u"random"_s, u"swiss"_s, u"naive"_s }) {
            const QJsonObject o = seating(16, 4, method, 3);
            QCOMPARE(o.value(u"players"_s).toInt(), 16);
            QCOMPARE(o.value(u"method"_s).toString(), method);
            QCOMPARE(o.value(u"seed"_s).toString(), u"3"_s);
            const QJsonArray rounds = o.value(u"rounds"_s).toArray();
            QCOMPARE(rounds.size(), 4);
            for (const QJsonValue &round : rounds) {
                const QJsonArray tables = round.toArray();
                QCOMPARE(tables.size(), 4);
                std::set<int> seen;
                for (const QJsonValue &table : tables) {
                    QCOMPARE(table.toArray().size(), 4);
                    for (const QJsonValue &p : table.toArray()) {
                        QVERIFY(p.toInt() >= 1 && p.toInt() <= 16);
                        seen.insert(p.toInt());
                    }
                }
                QCOMPARE(int(seen.size()), 16);
            }
            const QJsonObject report = o.value(u"report"_s).toObject();
            for (const QString &key : { u"repeat_pairs"_s, u"max_meetings"_s, u"wind_imbalance"_s })
                QVERIFY2(report.value(key).isDouble(), qPrintable(key));
            if (method == u"random"_s) {
                QCOMPARE(report.value(u"repeat_pairs"_s).toInt(), 0);
                QCOMPARE(report.value(u"wind_imbalance"_s).toInt(), 0);
            }
        }
        // The same seed draws the same seating.
        QCOMPARE(seating(16, 4, u"random"_s, 3), seating(16, 4, u"random"_s, 3));
    }

    void avoidingNotWorseThanNaive()
    {
        for (int seed = 1; seed <= 3; ++seed) {
            const auto repeats = [&](const QString &method) {
                return seating(32, 7, method, seed)
                        .value(u"report"_s)
                        .toObject()
                        .value(u"repeat_pairs"_s)
                        .toInt(-1);
            };
            const int naive = repeats(u"naive"_s);
            QVERIFY(naive >= 0);
            QVERIFY(repeats(u"random"_s) >= 0);
            QVERIFY(repeats(u"random"_s) <= naive);
        }
    }

    void seatingText()
    {
        const storagetest::Run run = storagetest::cli({ u"tournament"_s, u"seating"_s,
                u"--players"_s, u"8"_s, u"--rounds"_s, u"2"_s, u"--seed"_s, u"1"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QString text = QString::fromUtf8(run.out);
        QVERIFY(text.contains(u"Round 2"_s));
        QVERIFY(text.contains(u"Table 2:"_s));
        QVERIFY(text.contains(u"repeat pairs"_s));
    }

    void compareJson()
    {
        const storagetest::Run run =
                storagetest::cli({ u"tournament"_s, u"compare"_s, u"--players"_s, u"16,32"_s,
                        u"--rounds"_s, u"4,7"_s, u"--seeds"_s, u"3"_s, u"--json"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonObject o = json(run);
        QCOMPARE(o.value(u"seeds"_s).toInt(), 3);
        const QJsonArray cases = o.value(u"cases"_s).toArray();
        QCOMPARE(cases.size(), 4);
        QCOMPARE(cases.at(3).toObject().value(u"players"_s).toInt(), 32);
        QCOMPARE(cases.at(3).toObject().value(u"rounds"_s).toInt(), 7);
        for (const QJsonValue &v : cases) {
            const QJsonObject c = v.toObject();
            const auto repeats = [&](const QString &method) {
                return c.value(method).toObject().value(u"repeat_pairs"_s).toDouble(-1);
            };
            QVERIFY(repeats(u"naive"_s) > 0);
            QVERIFY(repeats(u"swiss"_s) >= 0);
            QVERIFY(repeats(u"random"_s) >= 0);
            QVERIFY(repeats(u"random"_s) <= repeats(u"naive"_s));
        }
    }

    void compareText()
    {
        const storagetest::Run run = storagetest::cli({ u"tournament"_s, u"compare"_s,
                u"--players"_s, u"16"_s, u"--rounds"_s, u"4"_s, u"--seeds"_s, u"2"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(run.out.contains("Repeat pairs"));
        QVERIFY(run.out.contains("Wind imbalance"));
    }

    void onLibrary()
    {
        QTemporaryDir dir;
        const QString db = storagetest::newLibrary(dir);
        QVERIFY(!db.isEmpty());
        const auto cli = [&](QStringList args) {
            args << u"--db"_s << db;
            return storagetest::cli(QStringList{ u"tournament"_s } + args);
        };
        storagetest::Run run = cli({ u"create"_s, u"Autumn Open"_s, u"--club"_s, u"Riichi Club"_s,
                u"--date"_s, u"2026-11-28"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        const QString event = QString::fromUtf8(run.out).trimmed();
        QVERIFY(event.toInt() > 0);
        QStringList names;
        for (int i = 1; i <= 8; ++i)
            names << u"Player %1"_s.arg(i);
        run = cli(QStringList{ u"register"_s, event } + names);
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(run.out.contains("8 players registered"));

        // A wrong prescribed round is refused whole, naming the table.
        run = cli({ u"prescribe"_s, event, u"--tables"_s, u"1,2,3,4;5,6,7,1"_s });
        QCOMPARE(run.status, 1);
        QVERIFY2(run.err.contains("table 2"), run.err.constData());

        run = cli({ u"round"_s, event, u"--seed"_s, u"4"_s, u"--rules"_s, u"tenhou"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(run.out.contains("Table 2:"));
        run = cli({ u"show"_s, event, u"--json"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        QJsonObject o = json(run);
        QCOMPARE(o.value(u"players"_s).toArray().size(), 8);
        const QJsonArray tables =
                o.value(u"rounds"_s).toArray().at(0).toObject().value(u"tables"_s).toArray();
        QCOMPARE(tables.size(), 2);
        const QJsonObject first = tables.at(0).toObject();
        const QString game = QString::number(first.value(u"game"_s).toInteger());
        const QString east =
                first.value(u"seats"_s).toArray().at(0).toObject().value(u"name"_s).toString();
        const QString west =
                first.value(u"seats"_s).toArray().at(2).toObject().value(u"name"_s).toString();

        // Table 2 gets a substitute before its first hand; table 1 is played out by its scorer.
        const QJsonObject second = tables.at(1).toObject();
        const QString absent =
                second.value(u"seats"_s).toArray().at(1).toObject().value(u"name"_s).toString();
        run = cli({ u"substitute"_s, event, u"--round"_s, u"1"_s, u"--player"_s, absent, u"--by"_s,
                east });
        QCOMPARE(run.status, 1); // seated at table 1 in this round
        QVERIFY2(run.err.contains("already plays in round 1"), run.err.constData());
        storagetest::Run sub = storagetest::cli(
                { u"tournament"_s, u"register"_s, event, u"Late"_s, u"--db"_s, db });
        QCOMPARE(sub.status, 1); // the list is fixed once a round is seated
        QVERIFY2(sub.err.contains("has started"), sub.err.constData());

        const QString tsumo = uR"({"result":"tsumo","winners":[{"seat":0,"yakuman":1}]})"_s;
        for (int hand = 0; hand < 2; ++hand) {
            run = storagetest::cli({ u"club"_s, u"add"_s, game, tsumo, u"--db"_s, db });
            QVERIFY2(run.status == 0, run.err.constData());
        }
        run = storagetest::cli({ u"club"_s, u"penalty"_s, game, u"2"_s, u"5000"_s, u"--reason"_s,
                u"slow play"_s, u"--db"_s, db });
        QVERIFY2(run.status == 0, run.err.constData());
        run = cli({ u"show"_s, event, u"--json"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        o = json(run);
        const QJsonArray standings = o.value(u"standings"_s).toArray();
        QCOMPARE(standings.size(), 8);
        QCOMPARE(standings.at(0).toObject().value(u"name"_s).toString(), east);
        QCOMPARE(standings.at(0).toObject().value(u"games"_s).toInt(), 1);
        int played = 0;
        for (const QJsonValue &r : o.value(u"results"_s).toArray())
            played += r.toObject().value(u"played"_s).toBool() ? 1 : 0;
        QCOMPARE(played, 4);
        const QJsonArray penalties = o.value(u"penalties"_s).toArray();
        QCOMPARE(penalties.size(), 1);
        QCOMPARE(penalties.at(0).toObject().value(u"name"_s).toString(), west);
        QCOMPARE(penalties.at(0).toObject().value(u"reason"_s).toString(), u"slow play"_s);

        // Round 2 by Swiss; the standings as CSV.
        run = cli({ u"round"_s, event, u"--method"_s, u"swiss"_s, u"--rules"_s, u"tenhou"_s });
        QVERIFY2(run.status == 0, run.err.constData());
        QVERIFY(run.out.contains("Round 2 (swiss)"));
        const QString csv = dir.filePath(u"standings.csv"_s);
        run = cli({ u"standings"_s, event, u"--to"_s, u"csv"_s, u"-o"_s, csv });
        QVERIFY2(run.status == 0, run.err.constData());
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(east.toUtf8()));
        // The fresh round goes; the played one stays.
        QCOMPARE(cli({ u"unseat"_s, event }).status, 0);
        run = cli({ u"unseat"_s, event });
        QCOMPARE(run.status, 1);
        QVERIFY2(run.err.contains("has played 2 hands"), run.err.constData());
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("players") << QStringList{ u"seating"_s, u"--players"_s, u"18"_s,
            u"--rounds"_s, u"4"_s }
                                 << 1 << u"18 players cannot fill tables of four"_s;
        QTest::newRow("rounds") << QStringList{ u"seating"_s, u"--players"_s, u"16"_s,
            u"--rounds"_s, u"99"_s }
                                << 1 << u"99 rounds (1 to 64)"_s;
        QTest::newRow("method") << QStringList{ u"seating"_s, u"--players"_s, u"16"_s,
            u"--rounds"_s, u"4"_s, u"--method"_s, u"best"_s }
                                << 2 << u"--method takes random, swiss or naive"_s;
        QTest::newRow("no rounds") << QStringList{ u"seating"_s, u"--players"_s, u"16"_s } << 2
                                   << u"seating needs --players and --rounds"_s;
        QTest::newRow("list") << QStringList{ u"compare"_s, u"--players"_s, u"16,x"_s } << 2
                              << u"--players and --rounds take numbers"_s;
        QTest::newRow("command") << QStringList{ u"draw"_s } << 2 << u"unknown command 'draw'"_s;
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, message);
        const storagetest::Run run = storagetest::cli(QStringList{ u"tournament"_s } + args);
        QCOMPARE(run.status, status);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
};

HAIFU_TEST_GUILESS_MAIN(TestTournamentCli)
#include "tst_tournament_cli.moc"
