// haifu-cli library stats and person, run as the real binary on the bundled records: every metric
// as a table, the CSV's values equal to the library's totals taken through storage/playerstats.h,
// the JSON's formulas and denominators, a person of two accounts summing both, the period filter,
// errors that name what is wrong with nothing on standard output, and a name that a spreadsheet
// would take for a formula defused in the CSV.
#include "clirun.h"
#include "game/playmetrics.h"
#include "storage/database.h"
#include "storage/playerstats.h"

#include "testlibrary.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

// A formula's name: what the renamed player of the test is called.
const QString kFormulaName = u"=1+1,Pault"_s;

QString latin(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

// The cells of one CSV line (RFC 4180: quoted cells, doubled quotes).
QStringList csvCells(const QString &line)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
            cell += c;
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            cells << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell;
    return cells;
}

// The player's name of a CSV name cell: a name that a spreadsheet would take for a formula has an
// apostrophe before it.
QString nameOfCell(const QString &cell)
{
    return cell.size() > 1 && cell.front() == u'\'' && u"=+-@"_s.contains(cell[1]) ? cell.mid(1)
                                                                                   : cell;
}

// The lines of a CSV text without the empty one after the last CRLF.
QStringList csvLines(const QString &text)
{
    QStringList lines = text.split(u"\r\n"_s);
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace

class TestStatsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void textTable();
    void csvEqualsTotals();
    void csvAllWithFilter();
    void jsonMetrics();
    void personOfTwoAccounts();
    void periodFilter();
    void errors();
    void formulaNameDefused();
    void shortStatsStay();

private:
    Run stats(const QStringList &args);
    game::PlayerTotals totals(const QString &player, const storage::StatsFilter &filter = {});
    QString compareRow(const QStringList &header, const QStringList &cells,
            const game::PlayerTotals &want) const;

    QTemporaryDir m_dir;
    QString m_db;
    storage::Database m_library;
};

Run TestStatsCli::stats(const QStringList &args)
{
    const storagetest::Run r =
            storagetest::cli(QStringList{ u"library"_s, u"--db"_s, m_db } + args);
    return { r.status, QString::fromUtf8(r.out), QString::fromUtf8(r.err) };
}

game::PlayerTotals TestStatsCli::totals(const QString &player, const storage::StatsFilter &filter)
{
    auto subject = storage::playerSubject(m_library, player);
    if (!subject)
        return {};
    auto t = storage::subjectTotals(m_library, *subject, filter);
    return t ? *t : game::PlayerTotals{};
}

// Empty when the CSV row's cells are the metrics of `want` (four decimals), else what differs.
QString TestStatsCli::compareRow(
        const QStringList &header, const QStringList &cells, const game::PlayerTotals &want) const
{
    if (cells.size() != header.size())
        return u"%1 cells, %2 columns"_s.arg(cells.size()).arg(header.size());
    for (qsizetype i = 1; i < header.size(); ++i) {
        const game::Metric *metric = game::metricByKey(header[i].toStdString());
        if (!metric)
            return u"no metric %1"_s.arg(header[i]);
        const auto value = game::metricValue(*metric, want);
        if (!value) {
            if (!cells[i].isEmpty())
                return u"%1: '%2', want empty"_s.arg(header[i], cells[i]);
            continue;
        }
        bool ok = false;
        const double got = cells[i].toDouble(&ok);
        if (!ok || std::abs(got - *value) > 0.5e-4 * std::max(1.0, std::abs(*value)))
            return u"%1: '%2', want %3"_s.arg(header[i], cells[i]).arg(*value);
    }
    return {};
}

void TestStatsCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = storagetest::newLibrary(m_dir);
    QVERIFY(!m_db.isEmpty());
    // A game whose player is renamed to a formula with a comma; imported first, so that the
    // bundled copies of the same game are the duplicates.
    QFile source(QStringLiteral(
            HAIFU_TEST_DATA "/records/tsubaki__2023053016gm-0029-0000-e54b3b98.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray names = record[u"name"_s].toArray();
    QCOMPARE(names[2].toString(), u"Pault"_s);
    names[2] = kFormulaName;
    record[u"name"_s] = names;
    QFile renamed(m_dir.filePath(u"renamed.json"_s));
    QVERIFY(renamed.open(QIODevice::WriteOnly));
    renamed.write(QJsonDocument(record).toJson());
    renamed.close();
    Run r = stats({ u"import"_s, u"-q"_s, renamed.fileName() });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = stats({ u"import"_s, u"-q"_s, QStringLiteral(HAIFU_TEST_DATA "/records") });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"13 imported, 3 duplicates"_s), qPrintable(r.out));
    const auto error = m_library.open(m_db);
    QVERIFY2(!error, error ? error->message.c_str() : "");
}

void TestStatsCli::cleanupTestCase()
{
    m_library.close();
}

void TestStatsCli::textTable()
{
    const Run r = stats({ u"stats"_s, u"--player"_s, u"Cさん"_s });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY(r.out.startsWith(u"Cさん\n"_s));
    for (const game::Metric &m : game::metrics())
        QVERIFY2(r.out.contains(latin(m.name)), m.name.data());
    const game::PlayerTotals t = totals(u"Cさん"_s);
    QVERIFY(t.play.hands > 0);
    QVERIFY(r.out.contains(u"of %1 hands"_s.arg(t.play.hands)));
    QVERIFY(r.out.contains(u"of %1 wins"_s.arg(t.play.wins)));
    QVERIFY(r.out.contains(u"of %1 riichi"_s.arg(t.play.riichi)));
    // Cさん dealt into a yakuman in game 2020-02-03: listed with its date, game and player.
    QVERIFY(r.out.contains(u"Rare events:"_s));
    const QStringList rare = r.out.split(u'\n').filter(u"yakuman"_s);
    QCOMPARE(rare.size(), 1);
    QVERIFY(rare[0].contains(u"2020-02-03"_s) && rare[0].contains(u"#"_s)
            && rare[0].contains(u"Cさん"_s) && rare[0].contains(u"hand 2"_s)
            && rare[0].contains(u"(dealt in)"_s));
}

void TestStatsCli::csvEqualsTotals()
{
    const Run r = stats({ u"stats"_s, u"--all"_s, u"--csv"_s });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QStringList lines = csvLines(r.out);
    QVERIFY(lines[0].startsWith(u"name,games,hands,first_rate"_s));
    const QStringList header = csvCells(lines[0]);
    QCOMPARE(header.size(), qsizetype(game::metrics().size()) + 1);
    auto everyone = storage::population(m_library, 1);
    QVERIFY(everyone);
    QCOMPARE(lines.size() - 1, everyone->size());
    QHash<QString, QStringList> rows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = csvCells(lines[i]);
        rows.insert(nameOfCell(cells[0]), cells);
    }
    QCOMPARE(rows.size(), everyone->size());
    for (const storage::PopulationEntry &p : *everyone) {
        QVERIFY2(rows.contains(p.name), qPrintable(p.name));
        const QString mismatch = compareRow(header, rows[p.name], totals(p.name));
        QVERIFY2(mismatch.isEmpty(), qPrintable(p.name + u": "_s + mismatch));
    }
    // One player's table: the header and one row.
    const Run one = stats({ u"stats"_s, u"--player"_s, u"Dさん"_s, u"--csv"_s });
    const QStringList oneLines = csvLines(one.out);
    QCOMPARE(oneLines.size(), 2);
    QCOMPARE(oneLines[0], lines[0]);
    QVERIFY(compareRow(header, csvCells(oneLines[1]), totals(u"Dさん"_s)).isEmpty());
}

void TestStatsCli::csvAllWithFilter()
{
    // The games from 2019 on (the undated ones left out): one game each for the players of
    // 2019-10-30, 2020-01-01 (three players), 2020-02-03 and 2023-05-30.
    storage::StatsFilter filter;
    filter.since = u"2019-01-01"_s;
    const Run r = stats({ u"stats"_s, u"--all"_s, u"--csv"_s, u"--since"_s, filter.since });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QStringList lines = csvLines(r.out);
    const QStringList header = csvCells(lines[0]);
    QCOMPARE(lines.size() - 1, 4 + 3 + 4 + 4); // games of 2020-02-03, 2020-01-01, 2019, 2023
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = csvCells(lines[i]);
        const game::PlayerTotals want = totals(nameOfCell(cells[0]), filter);
        QCOMPARE(want.games, 1);
        const QString mismatch = compareRow(header, cells, want);
        QVERIFY2(mismatch.isEmpty(), qPrintable(cells[0] + u": "_s + mismatch));
    }
    const Run two = stats({ u"stats"_s, u"--all"_s, u"--csv"_s, u"--min-games"_s, u"3"_s,
            u"--players"_s, u"4"_s });
    const QStringList names = QStringList(csvLines(two.out).mid(1))
                                      .replaceInStrings(QRegularExpression(u",.*"_s), QString());
    QCOMPARE(names, (QStringList{ u"Bさん"_s, u"Aさん"_s, u"Cさん"_s, u"Dさん"_s }));
}

void TestStatsCli::jsonMetrics()
{
    const Run r = stats({ u"--json"_s, u"stats"_s, u"--player"_s, u"Dさん"_s });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[u"name"_s].toString(), u"Dさん"_s);
    const QJsonArray metrics = o[u"metrics"_s].toArray();
    QCOMPARE(metrics.size(), qsizetype(game::metrics().size()));
    const game::PlayerTotals t = totals(u"Dさん"_s);
    for (const QJsonValue &v : metrics) {
        const QJsonObject m = v.toObject();
        const game::Metric *metric = game::metricByKey(m[u"key"_s].toString().toStdString());
        QVERIFY(metric);
        QCOMPARE(m[u"formula"_s].toString(), latin(metric->formula));
        QCOMPARE(m[u"per"_s].toString(), latin(game::perName(metric->per)));
        QCOMPARE(m[u"denominator"_s].toInt(), game::denominator(metric->per, t));
        const auto value = game::metricValue(*metric, t);
        QCOMPARE(m[u"value"_s].isNull(), !value.has_value());
        if (value)
            QVERIFY(std::abs(m[u"value"_s].toDouble() - *value) < 1e-9);
    }
    const QJsonArray rare = o[u"rare"_s].toArray();
    QCOMPARE(rare.size(), 1);
    const QJsonObject yakuman = rare[0].toObject();
    QCOMPARE(yakuman[u"what"_s].toString(), u"yakuman"_s);
    QCOMPARE(yakuman[u"date"_s].toString().left(10), u"2020-02-03"_s);
    QCOMPARE(yakuman[u"player"_s].toString(), u"Dさん"_s);
    QVERIFY(yakuman[u"game"_s].toInteger() > 0);
    QVERIFY(!yakuman[u"dealt_in"_s].toBool());
}

void TestStatsCli::personOfTwoAccounts()
{
    Run r = stats({ u"--json"_s, u"person"_s, u"create"_s, u"Both"_s });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const qint64 id = QJsonDocument::fromJson(r.out.toUtf8()).object()[u"id"_s].toInteger();
    QVERIFY(id > 0);
    QCOMPARE(stats({ u"person"_s, u"add"_s, u"Both"_s, u"Aさん"_s }).status, 0);
    QCOMPARE(stats({ u"person"_s, u"add"_s, QString::number(id), u"Bさん"_s }).status, 0);
    QCOMPARE(stats({ u"person"_s, u"me"_s, u"Both"_s }).status, 0);
    r = stats({ u"--json"_s, u"person"_s, u"list"_s });
    const QJsonArray list =
            QJsonDocument::fromJson(r.out.toUtf8()).object()[u"persons"_s].toArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].toObject()[u"accounts"_s].toArray().size(), 2);
    QVERIFY(list[0].toObject()[u"me"_s].toBool());

    const int a = totals(u"Aさん"_s).games;
    const int b = totals(u"Bさん"_s).games;
    QVERIFY(a > 0 && b > 0);
    for (const QString &person : { u"Both"_s, QString::number(id) }) {
        r = stats({ u"--json"_s, u"stats"_s, u"--person"_s, person });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[u"name"_s].toString(), u"Both"_s);
        QCOMPARE(o[u"metrics"_s].toArray()[0].toObject()[u"value"_s].toInt(), a + b);
    }
    r = stats({ u"stats"_s, u"--person"_s, u"Both"_s, u"--csv"_s });
    QCOMPARE(csvCells(csvLines(r.out).value(1)).value(1), QString::number(a + b));

    QCOMPARE(stats({ u"person"_s, u"remove"_s, u"Both"_s, u"Bさん"_s }).status, 0);
    r = stats({ u"stats"_s, u"--person"_s, u"Both"_s, u"--csv"_s });
    QCOMPARE(csvCells(csvLines(r.out).value(1)).value(1), QString::number(a));
    QCOMPARE(stats({ u"person"_s, u"rename"_s, u"Both"_s, u"Just A"_s }).status, 0);
    QCOMPARE(stats({ u"person"_s, u"delete"_s, u"Just A"_s }).status, 0);
    r = stats({ u"person"_s, u"list"_s });
    QCOMPARE(r.out, QString());
}

void TestStatsCli::periodFilter()
{
    // 独歩 played on 2009-07-18 and 2010-06-04.
    auto games = [&](const QStringList &filter) {
        const Run r =
                stats(QStringList{ u"stats"_s, u"--player"_s, u"独歩"_s, u"--csv"_s } + filter);
        return r.status == 0 ? csvCells(csvLines(r.out).value(1)).value(1).toInt() : -1;
    };
    QCOMPARE(games({}), 2);
    QCOMPARE(games({ u"--since"_s, u"2010-01-01"_s }), 1);
    QCOMPARE(games({ u"--until"_s, u"2009-12-31"_s }), 1);
    QCOMPARE(games({ u"--since"_s, u"2009-07-18"_s, u"--until"_s, u"2009-07-18"_s }), 1);
    QCOMPARE(games({ u"--since"_s, u"2009-07-19"_s, u"--until"_s, u"2010-06-03"_s }), 0);
    QCOMPARE(games({ u"--since"_s, u"2009-07-18"_s, u"--until"_s, u"2010-06-04"_s }), 2);
    QCOMPARE(games({ u"--length"_s, u"east"_s }), 2);
    QCOMPARE(games({ u"--length"_s, u"south"_s }), 0);
    QCOMPARE(games({ u"--players"_s, u"3"_s }), 0);
    QCOMPARE(games({ u"--lobby"_s, u"nowhere"_s }), 0);
    QCOMPARE(games({ u"--source"_s, u"tenhou"_s }), 2);

    // The text names the filter.
    const Run r = stats({ u"stats"_s, u"--player"_s, u"独歩"_s, u"--since"_s, u"2010-01-01"_s });
    QVERIFY(r.out.contains(u"since 2010-01-01"_s));
}

void TestStatsCli::errors()
{
    struct Case
    {
        QStringList args;
        QString message;
    };
    const QList<Case> cases = {
        { { u"--player"_s, u"Aさん"_s, u"--since"_s, u"2024-13-01"_s },
                u"--since 2024-13-01: not a date (YYYY-MM-DD)"_s },
        { { u"--player"_s, u"Aさん"_s, u"--until"_s, u"yesterday"_s },
                u"--until yesterday: not a date (YYYY-MM-DD)"_s },
        { { u"--player"_s, u"Aさん"_s, u"--length"_s, u"west"_s }, u"--length west"_s },
        { { u"--player"_s, u"Aさん"_s, u"--players"_s, u"5"_s }, u"--players 5: use 3 or 4"_s },
        { { u"--player"_s, u"Nobody"_s }, u"No player 'Nobody' in the library"_s },
        { { u"--person"_s, u"Nobody"_s }, u"No person 'Nobody' in the library"_s },
        { { u"--all"_s, u"--min-games"_s, u"many"_s }, u"--min-games many: not a number"_s },
        { { u"--player"_s, u"Aさん"_s, u"--all"_s }, u"--player NAME, --person PERSON"_s },
        { { u"--player"_s, u"Aさん"_s, u"--csv"_s, u"--json"_s }, u"--csv or --json"_s },
        { { u"--player"_s, u"Aさん"_s, u"--winner"_s, u"Bさん"_s }, u"'--winner'"_s },
    };
    for (const Case &c : cases) {
        for (const QString &format : { u"--csv"_s, u"--json"_s, QString() }) {
            QStringList args = QStringList{ u"stats"_s } + c.args;
            if (!format.isEmpty() && !args.contains(format))
                args << format;
            const Run r = stats(args);
            const QString what = args.join(u' ') + u": "_s + r.err;
            QVERIFY2(r.status != 0, qPrintable(what));
            QVERIFY2(r.out.isEmpty(), qPrintable(what + u" / "_s + r.out));
            QVERIFY2(r.err.contains(c.message), qPrintable(what));
        }
    }
    // Persons: what is wrong, named.
    Run r = stats({ u"person"_s, u"add"_s, u"Nobody"_s, u"Aさん"_s });
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains(u"No person 'Nobody'"_s));
    QCOMPARE(stats({ u"person"_s, u"create"_s, u"Twice"_s }).status, 0);
    r = stats({ u"person"_s, u"create"_s, u"Twice"_s });
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains(u"already a person 'Twice'"_s));
    r = stats({ u"person"_s, u"add"_s, u"Twice"_s, u"Nobody"_s });
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.contains(u"No player 'Nobody'"_s));
    QCOMPARE(stats({ u"person"_s, u"add"_s, u"Twice"_s }).status, 2);
    QCOMPARE(stats({ u"person"_s, u"frobnicate"_s }).status, 2);
    QCOMPARE(stats({ u"person"_s, u"delete"_s, u"Twice"_s }).status, 0);
    QVERIFY(stats({ u"--help"_s }).out.contains(u"person add PERSON ACCOUNT"_s));
}

void TestStatsCli::formulaNameDefused()
{
    const Run r = stats({ u"stats"_s, u"--player"_s, kFormulaName, u"--csv"_s });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QStringList lines = csvLines(r.out);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[1].startsWith(u"\"'=1+1,Pault\",1,"_s), qPrintable(lines[1]));
    QCOMPARE(csvCells(lines[1]).size(), csvCells(lines[0]).size());
    QVERIFY(compareRow(csvCells(lines[0]), csvCells(lines[1]), totals(kFormulaName)).isEmpty());
    // Among everyone's too.
    const Run all = stats({ u"stats"_s, u"--all"_s, u"--csv"_s });
    QVERIFY(csvLines(all.out).contains(lines[1]));
}

void TestStatsCli::shortStatsStay()
{
    const Run r = stats({ u"stats"_s, u"Aさん"_s });
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(u"average placement"_s));
    const Run j = stats({ u"--json"_s, u"stats"_s, u"--limit"_s, u"2"_s });
    QCOMPARE(QJsonDocument::fromJson(j.out.toUtf8()).object()[u"players"_s].toArray().size(), 2);
}

HAIFU_TEST_GUILESS_MAIN(TestStatsCli)
#include "tst_stats_cli.moc"
