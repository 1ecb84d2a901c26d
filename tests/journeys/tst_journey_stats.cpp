// Journey: a player's statistics. A library of the corpus's real games (imported with
// haifu-cli). The player merges two accounts into a person marked as them in the Persons dialog,
// sees the person's table, filters it to a period given by its first day, opens a trend and the
// playstyle radar (compared with the players of at least two games), and exports the table as CSV
// through the save dialog; then the page again in Japanese, opening on "me".
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyStats : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void personPeriodTrendRadarCsv();
};

namespace {

// Picks entry `index` of the editable combo box `box` (its text field takes a click on the box:
// its list opens at the arrow on its right).
QString chooseInEditable(App &app, const QString &box, int index)
{
    const QRect rect = app.item(box);
    app.click(QPoint(rect.right() - 14, rect.center().y()));
    if (!app.waitUntil(u"popup.opened"_s, journey::kPatienceMs, box))
        return u"the list of %1 did not open"_s.arg(box);
    const QString text = app.eval(u"textAt(%1)"_s.arg(index), box).toString();
    if (text.isEmpty())
        return u"%1 has no entry %2"_s.arg(box).arg(index);
    app.clickText(text);
    if (!app.waitUntil(
                u"currentIndex === %1 && !popup.visible"_s.arg(index), journey::kPatienceMs, box))
        return u"%1 did not take entry %2 (%3)"_s.arg(box).arg(index).arg(text);
    return {};
}

// `text` as a JavaScript string literal.
QString jsString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{ text }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

} // namespace

void JourneyStats::personPeriodTrendRadarCsv()
{
    App app(m_display, u"stats"_s);
    const QString library = QDir(app.home()).filePath(u"games.haifu"_s);
    QStringList sources = { journey::testDataDir() + u"/records"_s };
    for (const QString &shared :
            { journey::sharedRecordsDir(), journey::sharedRecordsDir() + u"/../houou"_s }) {
        if (QDir(shared).exists())
            sources << shared;
    }
    QProcess cli;
    cli.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"),
            QStringList{ u"library"_s, u"--db"_s, library, u"import"_s } + sources);
    QVERIFY(cli.waitForFinished(journey::kPatienceMs));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

    JOURNEY_OK(app, app.start({ u"--library"_s, library }));
    JOURNEY_OK(app, app.showPage(u"stats"_s));
    const QString page = u"statsPage"_s;
    JOURNEY_VERIFY(
            app, app.waitUntil(u"controller.subjects.length >= 2"_s, journey::kPatienceMs, page));
    // The two accounts: the players with the most games.
    const QString first = app.eval(u"controller.subjects[0].name"_s, page).toString();
    const QString second = app.eval(u"controller.subjects[1].name"_s, page).toString();
    JOURNEY_OK(app, chooseInEditable(app, u"statsSubject"_s, 0));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.subjectName === controller.subjects[0].name"_s,
                    journey::kPatienceMs, page));
    const int firstGames = app.eval(u"controller.games"_s, page).toInt();
    JOURNEY_OK(app, chooseInEditable(app, u"statsSubject"_s, 1));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.subjectName === controller.subjects[1].name"_s,
                    journey::kPatienceMs, page));
    const int secondGames = app.eval(u"controller.games"_s, page).toInt();
    QVERIFY(firstGames >= 2 && secondGames >= 2);
    app.screenshot(u"01-one-account"_s);

    // 1. A person of both accounts, marked as me.
    app.clickItem(u"statsPersons"_s);
    app.clickItem(u"personName"_s);
    app.type(u"Me"_s);
    app.clickItem(u"personAdd"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"controller.persons.length === 1"_s, journey::kPatienceMs, page));
    for (const QString &account : { first, second }) {
        const int row =
                app.eval(u"controller.findPlayers('').indexOf(%1)"_s.arg(jsString(account)), page)
                        .toInt();
        QVERIFY(row >= 0);
        JOURNEY_OK(app, app.choose(u"personAccount0"_s, row));
        app.clickItem(u"personAddAccount0"_s);
    }
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"controller.persons[0].accounts.length === 2"_s, journey::kPatienceMs, page));
    app.clickItem(u"personMe0"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"controller.persons[0].me"_s, journey::kPatienceMs, page));
    app.screenshot(u"02-persons"_s);
    app.clickItem(u"personShow0"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.subjectName === 'Me' && controller.games === %1"_s.arg(
                                  firstGames + secondGames),
                    journey::kPatienceMs, page));
    app.screenshot(u"03-person-table"_s);

    // 2. A period from the middle game on.
    const int all = firstGames + secondGames;
    const QString middle =
            app.eval(u"controller.trend.points[%1].date"_s.arg(all / 2), page).toString();
    QVERIFY2(middle.size() == 10, qPrintable(middle));
    JOURNEY_OK(app, app.choose(u"statsPeriod"_s, 4));
    app.clickItem(u"statsSince"_s);
    app.type(middle);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.games > 0 && controller.games < %1"_s.arg(all),
                    journey::kPatienceMs, page));
    const int inPeriod = app.eval(u"controller.games"_s, page).toInt();
    app.screenshot(u"04-period"_s);

    // 3. A trend: the win rate over the period's games.
    app.clickItem(u"statsTabTrends"_s);
    const int winRate =
            app.eval(u"controller.trend.choices.findIndex(c => c.key === 'win_rate')"_s, page)
                    .toInt();
    QVERIFY(winRate >= 0);
    JOURNEY_OK(app, app.choose(u"statsTrendMetric"_s, winRate));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"controller.trend.key === 'win_rate' && controller.trend.points.length === %1"_s
                            .arg(inPeriod),
                    journey::kPatienceMs, page));
    JOURNEY_VERIFY(app, app.isShown(u"statsTrendChart"_s));
    app.screenshot(u"05-trend"_s);

    // 4. The radar, compared with the players of at least two games.
    app.clickItem(u"statsTabPlaystyle"_s);
    app.clickItem(u"statsMinGames"_s);
    app.key(u"ctrl+a"_s);
    app.type(u"2"_s);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.minGames === 2 && controller.radar.length === 6 && "
                          u"controller.radar.every(a => a.percentile >= 0)"_s,
                    journey::kPatienceMs, page));
    JOURNEY_VERIFY(app, app.isShown(u"statsRadarChart"_s));
    app.screenshot(u"06-radar"_s);

    // 5. The table as CSV through the save dialog.
    const QString csv = QDir(app.home()).filePath(u"me-stats.csv"_s);
    app.clickItem(u"statsExport"_s);
    app.clickItem(u"statsExportThis"_s);
    JOURNEY_OK(app, app.typePathInDialog(csv));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.statusText.indexOf('me-stats.csv') >= 0"_s,
                    journey::kPatienceMs, page));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.size() >= 2);
    QVERIFY2(lines[0].startsWith("name,games,hands,first_rate"), lines[0].constData());
    QVERIFY2(lines[1].startsWith("Me,%1,"_ba.replace("%1", QByteArray::number(inPeriod))),
            lines[1].constData());
    JOURNEY_OK(app, app.quit());

    // 6. In Japanese: the page opens on me.
    JOURNEY_OK(app, app.start({ u"--library"_s, library, u"--language"_s, u"ja"_s }));
    JOURNEY_OK(app, app.showPage(u"stats"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.subjectName === 'Me' && controller.games === %1"_s.arg(all),
                    journey::kPatienceMs, page));
    app.screenshot(u"07-table-ja"_s);
    app.clickItem(u"statsTabTrends"_s);
    app.screenshot(u"08-trend-ja"_s);
    app.clickItem(u"statsTabPlaystyle"_s);
    app.screenshot(u"09-radar-ja"_s);
    app.clickItem(u"statsPersons"_s);
    app.screenshot(u"10-persons-ja"_s);
    app.key(u"Escape"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyStats)
#include "tst_journey_stats.moc"
