// The Statistics page's backend on a library of the in-tree records: who can be shown, the table
// (every metric's value as the storage sums it, sorted each way, percentiles once there are
// players to compare with), the trend's moving average against the games counted directly, the
// last N against the N before, the radar, persons made through the page, the CSV export, and a
// period typed wrong.

#include "stats/metrictext.h"
#include "stats/statscontroller.h"
#include "stats/statstrend.h"
#include "storage/database.h"
#include "storage/importer.h"
#include "storage/playerstats.h"
#include "storage/statsexport.h"

#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;

class TestStatsController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyMetricHasItsTexts();
    void tableIsTheStoredTotals();
    void sorting();
    void percentilesAndRadar();
    void trendAgainstTheGames();
    void comparison();
    void personsAndExport();
    void periodTypedWrong();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Database> m_db;
};

void TestStatsController::initTestCase()
{
    m_db = std::make_unique<storage::Database>();
    QVERIFY(!m_db->open(m_dir.filePath(u"stats.haifu"_s)));
    storage::Importer importer(*m_db);
    QVERIFY(importer.importPaths({ QStringLiteral(HAIFU_RECORDS_DATA) }).imported >= 10);
}

void TestStatsController::everyMetricHasItsTexts()
{
    for (const game::Metric &m : game::metrics())
        QVERIFY2(app::hasMetricText(m.key), m.key.data());
}

void TestStatsController::tableIsTheStoredTotals()
{
    StatsController c;
    c.setDatabase(m_db.get());
    QVERIFY(c.subjects().size() >= 4);
    QCOMPARE(c.subjectRow(), 0); // nobody is "me": the player with the most games
    const QString name = c.subjects().front().toMap().value(u"name"_s).toString();
    QCOMPARE(c.subjectName(), name);
    const auto totals = storage::subjectTotals(*m_db, storage::playerSubject(*m_db, name).value());
    QVERIFY(totals);
    QCOMPARE(c.games(), totals->games);
    const QVariantList rows = c.rows();
    QCOMPARE(rows.size(), qsizetype(game::metrics().size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const game::Metric &m = game::metrics()[std::size_t(i)];
        const QVariantMap row = rows.at(i).toMap();
        QCOMPARE(row.value(u"key"_s).toString().toStdString(), std::string(m.key));
        QCOMPARE(row.value(u"value"_s).toString(),
                storage::metricText(m, game::metricValue(m, *totals)));
        QVERIFY(row.value(u"tip"_s).toString().contains(app::metricFormula(m)));
        if (m.kind != game::MetricKind::Count)
            QVERIFY(row.value(u"over"_s).toString().contains(
                    QString::number(game::denominator(m.per, *totals))));
    }
    QVERIFY(c.summaryText().startsWith(name));
}

void TestStatsController::sorting()
{
    StatsController c;
    c.setDatabase(m_db.get());
    c.setSortColumn(2);
    c.setSortAscending(true);
    double last = -1e300;
    for (const QVariant &row : c.rows()) {
        const QVariant number = row.toMap().value(u"number"_s);
        if (!number.isValid())
            continue; // undefined first
        QVERIFY(number.toDouble() >= last);
        last = number.toDouble();
    }
    c.setSortAscending(false);
    last = 1e300;
    for (const QVariant &row : c.rows()) {
        const QVariant number = row.toMap().value(u"number"_s);
        if (!number.isValid())
            continue;
        QVERIFY(number.toDouble() <= last);
        last = number.toDouble();
    }
    c.setSortColumn(1);
    c.setSortAscending(true);
    const QVariantList byName = c.rows();
    for (qsizetype i = 1; i < byName.size(); ++i)
        QVERIFY(QString::localeAwareCompare(byName.at(i - 1).toMap().value(u"name"_s).toString(),
                        byName.at(i).toMap().value(u"name"_s).toString())
                <= 0);
    c.setSortColumn(0);
    QCOMPARE(c.rows().front().toMap().value(u"key"_s).toString(), u"games"_s);
}

void TestStatsController::percentilesAndRadar()
{
    StatsController c;
    c.setDatabase(m_db.get());
    // Nobody has 20 games of the in-tree records: no percentiles.
    QCOMPARE(c.minGames(), 20);
    for (const QVariant &row : c.rows())
        QCOMPARE(row.toMap().value(u"percentile"_s).toDouble(), -1.0);
    c.setMinGames(1);
    int ranked = 0;
    for (const QVariant &row : c.rows()) {
        const double p = row.toMap().value(u"percentile"_s).toDouble();
        QVERIFY(p == -1.0 || (p >= 0 && p <= 100));
        ranked += p >= 0 ? 1 : 0;
    }
    QVERIFY(ranked >= 20);
    // The win rate's percentile, worked out from the population directly.
    const auto population = storage::population(*m_db, 1, 4);
    QVERIFY(population);
    const game::Metric &winRate = *game::metricByKey("win_rate");
    QList<double> values;
    for (const storage::PopulationEntry &e : *population) {
        if (auto v = game::metricValue(winRate, e.totals))
            values << *v;
    }
    const auto totals =
            storage::subjectTotals(*m_db, storage::playerSubject(*m_db, c.subjectName()).value());
    const double want = *storage::percentile(values, *game::metricValue(winRate, *totals));
    for (const QVariant &row : c.rows()) {
        if (row.toMap().value(u"key"_s) == u"win_rate"_s)
            QCOMPARE(row.toMap().value(u"percentile"_s).toDouble(), want);
    }
    const QVariantList radar = c.radar();
    QCOMPARE(radar.size(), 6);
    QCOMPARE(radar.front().toMap().value(u"percentile"_s).toDouble(), want);
    QVERIFY(c.populationText().contains(QString::number(population->size())));
}

void TestStatsController::trendAgainstTheGames()
{
    StatsController c;
    c.setDatabase(m_db.get());
    app::StatsTrend *trend = c.trend();
    trend->setKey(u"win_rate"_s);
    trend->setWindow(3);
    const auto games =
            storage::subjectGames(*m_db, storage::playerSubject(*m_db, c.subjectName()).value());
    QVERIFY(games && games->size() >= 4);
    const QVariantList points = trend->points();
    QCOMPARE(points.size(), games->size());
    QVERIFY(trend->isRate());
    for (qsizetype i = 0; i < points.size(); ++i) {
        int wins = 0;
        int hands = 0;
        for (qsizetype j = std::max<qsizetype>(0, i - 2); j <= i; ++j) {
            wins += games->at(j).totals.play.wins;
            hands += games->at(j).totals.play.hands;
        }
        const QVariantMap p = points.at(i).toMap();
        QCOMPARE(p.value(u"game"_s).toInt(), int(i + 1));
        QVERIFY(std::abs(p.value(u"average"_s).toDouble() - 100.0 * wins / hands) < 1e-9);
        const auto &one = games->at(i).totals.play;
        QVERIFY(std::abs(p.value(u"value"_s).toDouble() - 100.0 * one.wins / one.hands) < 1e-9);
        QVERIFY(p.value(u"average"_s).toDouble() >= trend->low());
        QVERIFY(p.value(u"average"_s).toDouble() <= trend->high());
    }
    QCOMPARE(trend->choices().size(), qsizetype(36)); // the rates and averages
}

void TestStatsController::comparison()
{
    StatsController c;
    c.setDatabase(m_db.get());
    app::StatsTrend *trend = c.trend();
    const auto games =
            storage::subjectGames(*m_db, storage::playerSubject(*m_db, c.subjectName()).value());
    QVERIFY(games && games->size() >= 4);
    trend->setCompareCount(2);
    game::PlayerTotals recent;
    game::PlayerTotals before;
    const qsizetype n = games->size();
    for (qsizetype i = n - 2; i < n; ++i)
        recent += games->at(i).totals;
    for (qsizetype i = n - 4; i < n - 2; ++i)
        before += games->at(i).totals;
    const game::Metric &winRate = *game::metricByKey("win_rate");
    bool seen = false;
    for (const QVariant &row : trend->compareRows()) {
        const QVariantMap r = row.toMap();
        if (r.value(u"name"_s) != app::metricName(winRate))
            continue;
        seen = true;
        QCOMPARE(r.value(u"recent"_s).toString(),
                storage::metricText(winRate, game::metricValue(winRate, recent)));
        QCOMPARE(r.value(u"before"_s).toString(),
                storage::metricText(winRate, game::metricValue(winRate, before)));
    }
    QVERIFY(seen);
    QVERIFY(trend->compareText().contains(u"2"_s));
    trend->setCompareCount(100000);
    QCOMPARE(trend->compareRows().front().toMap().value(u"before"_s).toString(), u"-"_s);
}

void TestStatsController::personsAndExport()
{
    StatsController c;
    c.setDatabase(m_db.get());
    const QString a = c.subjects().at(0).toMap().value(u"name"_s).toString();
    const QString b = c.subjects().at(1).toMap().value(u"name"_s).toString();
    const int gamesA = c.games();
    c.setSubjectRow(1);
    const int gamesB = c.games();
    const int id = c.createPerson(u"Both"_s);
    QVERIFY(id > 0);
    QCOMPARE(c.createPerson(u"Both"_s), 0);
    QVERIFY(!c.errorText().isEmpty());
    QVERIFY(c.addAccount(id, a));
    QVERIFY(c.addAccount(id, b));
    QVERIFY(!c.addAccount(id, u"nobody"_s));
    QVERIFY(c.setMe(id));
    QVERIFY(c.findPlayers(QString()).contains(a));
    QVERIFY(c.findPlayers(a.left(1)).contains(a));
    QCOMPARE(c.persons().size(), 1);
    QVERIFY(c.showPerson(id));
    QCOMPARE(c.subjectName(), u"Both"_s);
    QCOMPARE(c.games(), gamesA + gamesB);
    // A new page opens on me.
    StatsController again;
    again.setDatabase(m_db.get());
    QCOMPARE(again.subjectName(), u"Both"_s);
    QVERIFY(again.subjects().front().toMap().value(u"person"_s).toBool());

    const QString path = m_dir.filePath(u"both.csv"_s);
    QVERIFY(c.exportCsv(QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.at(0).startsWith("name,games,hands,"));
    QVERIFY(lines.at(1).startsWith(
            "Both,%1,"_ba.replace("%1", QByteArray::number(gamesA + gamesB))));
    QVERIFY(!c.exportCsv(QUrl::fromLocalFile(m_dir.filePath(u"no/such/folder/x.csv"_s))));
    QVERIFY(!c.errorText().isEmpty());
    QVERIFY(c.deletePerson(id));
    QCOMPARE(c.persons().size(), 0);
}

void TestStatsController::periodTypedWrong()
{
    StatsController c;
    c.setDatabase(m_db.get());
    const int all = c.games();
    c.setPeriodDays(-1);
    c.setSince(u"2024-13-40"_s);
    QVERIFY(c.errorText().contains(u"YYYY-MM-DD"_s));
    QCOMPARE(c.games(), all); // the period starts at the first game
    c.setSince(u"2099-01-01"_s);
    QCOMPARE(c.games(), 0);
    QCOMPARE(c.rows().at(2).toMap().value(u"value"_s).toString(), u"-"_s);
    QVERIFY(c.trend()->points().isEmpty());
}

HAIFU_TEST_MAIN(TestStatsController)
#include "tst_statscontroller.moc"
