// Journeys on a shared library: a PostgreSQL server the test starts itself (tests/tools/
// pgserver.sh), the real app pointed at it with --db, driven by real input.
//
// twoTableClubNight: the organiser has seated a club night of two tables (haifu-cli). Two
// scorers, each with the app open on their own table's game (two windows side by side), enter
// their hands by keys; each sees the other table's progress and the standings move without doing
// anything (the Club page follows the library).
//
// swissTournament: an organiser registers nine players on the Tournament tab, takes one off,
// seats round 1 by the random draw, scores table 1 by keys while another table's scorer enters
// theirs with haifu-cli, seats round 2 by Swiss (the winners meet at table 1), seats a substitute,
// looks at the results per round and exports the standings as CSV.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyShared : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void twoTableClubNight();
    void swissTournament();

private:
    // pgserver.sh COMMAND on the test's server folder.
    bool server(const QString &command);
    // A new database on the server; its address.
    QString newDatabase(const QString &name);
    // haifu-cli ARGS --db LIBRARY: its standard output, or nothing on an error status.
    std::optional<QString> cli(const QStringList &args, const QString &library);
    QJsonValue club(App &app, const QString &expression)
    {
        return app.eval(u"controller."_s + expression, u"clubPage"_s);
    }
    QJsonValue tournament(App &app, const QString &expression)
    {
        return app.eval(u"tournament."_s + expression, u"tournamentView"_s);
    }
    // Opens the Club page's Tournament tab and waits for the event's rounds.
    void showTournament(App &app, int rounds);
    // The dealer (seat 1) wins a yakuman by tsumo, typed as at the table.
    void dealerYakuman(App &app);

    QString m_serverDir;
    QString m_address;
};

bool JourneyShared::server(const QString &command)
{
    QProcess p;
    p.start(u"%1/../tools/pgserver.sh"_s.arg(QStringLiteral(HAIFU_JOURNEY_DIR)),
            { command, m_serverDir });
    if (!p.waitForFinished(120'000) || p.exitCode() != 0) {
        qWarning("pgserver.sh %s: %s", qPrintable(command), p.readAllStandardError().constData());
        return false;
    }
    return true;
}

void JourneyShared::initTestCase()
{
    JourneyTest::initTestCase();
    m_serverDir = u"/tmp/haifu-journey-pg-%1"_s.arg(QCoreApplication::applicationPid());
    QVERIFY(server(u"start"_s));
    QFile url(m_serverDir + u"/url"_s);
    QVERIFY(url.open(QIODevice::ReadOnly));
    m_address = QString::fromUtf8(url.readAll()).trimmed();
}

void JourneyShared::cleanupTestCase()
{
    QVERIFY(server(u"stop"_s));
}

QString JourneyShared::newDatabase(const QString &name)
{
    QProcess psql;
    psql.start(u"psql"_s, { u"-d"_s, m_address, u"-c"_s, u"CREATE DATABASE %1"_s.arg(name) });
    if (!psql.waitForFinished(30'000) || psql.exitCode() != 0) {
        qWarning("psql: %s", psql.readAllStandardError().constData());
        return {};
    }
    return m_address.section(u'/', 0, -2) + u"/"_s + name;
}

std::optional<QString> JourneyShared::cli(const QStringList &args, const QString &library)
{
    QProcess p;
    p.start(journey::appPath() + u"-cli"_s, args + QStringList{ u"--db"_s, library });
    const bool done = p.waitForFinished(60'000);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    if (!done || p.exitCode() != 0) {
        qWarning("haifu-cli %s: %s", qPrintable(args.join(u' ')), qPrintable(err));
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

void JourneyShared::showTournament(App &app, int rounds)
{
    JOURNEY_OK(app, app.showPage(u"club"_s));
    app.clickItem(u"tournamentTab"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"visible && tournament.roundCount === %1"_s.arg(rounds),
                    journey::kPatienceMs, u"tournamentView"_s));
}

void JourneyShared::dealerYakuman(App &app)
{
    const int hands = club(app, u"game.handCount"_s).toInt();
    app.key(u"t"_s);
    app.key(u"1"_s);
    app.key(u"Escape"_s); // out of the han field
    app.key(u"y"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"entry.yakuman[0] === 1"_s, journey::kPatienceMs, u"clubPage"_s));
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.game.handCount === %1"_s.arg(hands + 1),
                    journey::kPatienceMs, u"clubPage"_s));
}

void JourneyShared::twoTableClubNight()
{
    const QString library = newDatabase(u"clubnight"_s);
    QVERIFY(!library.isEmpty());
    // The organiser's preparation: the club, eight players, the night and its two tables.
    const QString event = cli(
            { u"tournament"_s, u"create"_s, u"Thursday night"_s, u"--club"_s, u"Harbour Riichi"_s },
            library)
                                  .value_or(QString());
    QVERIFY(event.toInt() > 0);
    QVERIFY(cli({ u"tournament"_s, u"register"_s, event, u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s,
                        u"Ed"_s, u"Flo"_s, u"Gus"_s, u"Hal"_s },
            library));
    QVERIFY(cli({ u"tournament"_s, u"prescribe"_s, event, u"--tables"_s, u"1,2,3,4;5,6,7,8"_s,
                        u"--rules"_s, u"tenhou"_s },
            library));

    // Two scorers, two windows side by side, one library.
    App first(m_display, u"shared-table1"_s);
    App second(m_display, u"shared-table2"_s);
    JOURNEY_OK(first, first.start({ u"--db"_s, library }));
    JOURNEY_OK(first, first.resize(QSize(1280, 800)));
    JOURNEY_OK(first, first.move(QPoint(0, 0)));
    JOURNEY_OK(second, second.start({ u"--db"_s, library }));
    JOURNEY_OK(second, second.resize(QSize(1280, 800)));
    JOURNEY_OK(second, second.move(QPoint(1300, 0)));

    JOURNEY_OK(first, first.focus());
    showTournament(first, 1);
    first.screenshot(u"01-table1-tournament"_s);
    JOURNEY_OK(second, second.focus());
    showTournament(second, 1);

    // Each opens their table's game.
    JOURNEY_OK(first, first.focus());
    first.clickItem(u"tournamentOpen_1_1"_s);
    JOURNEY_VERIFY(first,
            first.waitUntil(u"view === 'games' && controller.game.hasGame"_s, journey::kPatienceMs,
                    u"clubPage"_s));
    QVERIFY(club(first, u"game.seatNames"_s).toArray().contains(u"Ada"_s));
    JOURNEY_OK(second, second.focus());
    second.clickItem(u"tournamentOpen_1_2"_s);
    JOURNEY_VERIFY(second,
            second.waitUntil(u"view === 'games' && controller.game.hasGame"_s, journey::kPatienceMs,
                    u"clubPage"_s));
    QVERIFY(club(second, u"game.seatNames"_s).toArray().contains(u"Ed"_s));

    // Table 2 enters an exhaustive draw; table 1 plays out (two dealer yakuman: the others bust).
    second.clickItem(u"entryTab"_s);
    second.key(u"d 1 3 Return"_s);
    JOURNEY_VERIFY(second,
            second.waitUntil(
                    u"controller.game.handCount === 1"_s, journey::kPatienceMs, u"clubPage"_s));
    JOURNEY_OK(first, first.focus());
    first.clickItem(u"entryTab"_s);
    dealerYakuman(first);
    dealerYakuman(first);
    JOURNEY_VERIFY(first,
            first.waitUntil(u"controller.game.ended"_s, journey::kPatienceMs, u"clubPage"_s));
    first.screenshot(u"02-table1-ended"_s);

    // Table 2's scorer sees it without doing anything: the standings and the results per round.
    JOURNEY_OK(second, second.focus());
    second.clickItem(u"standingsTab"_s);
    QVERIFY2(second.waitUntil(u"controller.league.standings.rowCount() === 4"_s,
                     journey::kPatienceMs, u"clubPage"_s),
            qPrintable(
                    second.eval(u"controller.league.standings.rowCount() + ' rows; view ' + view + "
                                u"', offline ' + controller.sync.offline + ', waiting ' + "
                                u"controller.sync.waiting + ', error ' + controller.errorText + "
                                u"', message ' + controller.message"_s,
                                  u"clubPage"_s)
                            .toString()));
    QCOMPARE(club(second, u"league.standings.get(0, 'name')"_s).toString(), u"Ada"_s);
    second.screenshot(u"03-table2-standings"_s);
    // Table 1 sees table 2's next hand as it is entered.
    showTournament(first, 1);
    JOURNEY_VERIFY(first,
            first.waitUntil(u"tournament.rounds[0].tables[1].status === '1 hand'"_s,
                    journey::kPatienceMs, u"tournamentView"_s));
    second.clickItem(u"gamesTab"_s);
    second.clickItem(u"entryTab"_s);
    second.key(u"d 2 Return"_s);
    JOURNEY_VERIFY(second,
            second.waitUntil(
                    u"controller.game.handCount === 2"_s, journey::kPatienceMs, u"clubPage"_s));
    JOURNEY_VERIFY(first,
            first.waitUntil(u"tournament.rounds[0].tables[1].status === '2 hands'"_s,
                    journey::kPatienceMs, u"tournamentView"_s));
    first.screenshot(u"04-table1-sees-table2"_s);
    JOURNEY_OK(first, first.focus());
    JOURNEY_OK(first, first.quit());
    JOURNEY_OK(second, second.focus());
    JOURNEY_OK(second, second.quit());
}

void JourneyShared::swissTournament()
{
    const QString library = newDatabase(u"swisscup"_s);
    QVERIFY(!library.isEmpty());
    const QString event =
            cli({ u"tournament"_s, u"create"_s, u"Spring Cup"_s, u"--club"_s, u"Harbour Riichi"_s },
                    library)
                    .value_or(QString());
    QVERIFY(event.toInt() > 0);

    App app(m_display, u"shared-swiss"_s);
    JOURNEY_OK(app, app.start({ u"--db"_s, library }));
    QDir().mkpath(QDir(app.home()).filePath(u"Documents"_s));
    showTournament(app, 0);
    QCOMPARE(tournament(app, u"eventName"_s).toString(), u"Spring Cup"_s);

    // Nine players typed in; the ninth is taken off again (and stays in the club).
    const QStringList names{ u"Aoi"_s, u"Bram"_s, u"Cleo"_s, u"Dev"_s, u"Elif"_s, u"Finn"_s,
        u"Gaia"_s, u"Hugo"_s, u"Ivo"_s };
    for (const QString &name : names) {
        app.clickItem(u"tournamentNewPlayer"_s);
        app.type(name);
        app.key(u"Return"_s);
    }
    JOURNEY_VERIFY(app,
            app.waitUntil(u"tournament.entries.length === 9"_s, journey::kPatienceMs,
                    u"tournamentView"_s));
    QVERIFY(!tournament(app, u"canSeat"_s).toBool());
    app.screenshot(u"01-nine-players"_s);
    app.clickItem(u"tournamentRemove_9"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"tournament.entries.length === 8 && tournament.canSeat"_s,
                    journey::kPatienceMs, u"tournamentView"_s));
    app.screenshot(u"02-players"_s);

    // Round 1: the random draw, Tenhou rules (a busted player ends a game).
    const int tenhou = app.eval(u"indexOfValue('tenhou')"_s, u"tournamentRulesBox"_s).toInt();
    QVERIFY(tenhou >= 0);
    JOURNEY_OK(app, app.choose(u"tournamentRulesBox"_s, tenhou));
    app.clickItem(u"tournamentSeatRound"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"tournament.roundCount === 1"_s, journey::kPatienceMs, u"tournamentView"_s));
    app.screenshot(u"03-round1"_s);
    QSet<int> winners;
    for (int table = 0; table < 2; ++table)
        winners.insert(
                tournament(app, u"rounds[0].tables[%1].seats[0].number"_s.arg(table)).toInt());

    // Table 1 scored here, by keys; table 2 by its own scorer with haifu-cli.
    app.clickItem(u"tournamentOpen_1_1"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"view === 'games' && controller.game.hasGame"_s, journey::kPatienceMs,
                    u"clubPage"_s));
    app.clickItem(u"entryTab"_s);
    dealerYakuman(app);
    dealerYakuman(app);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"controller.game.ended"_s, journey::kPatienceMs, u"clubPage"_s));
    const QString table2 =
            QString::number(tournament(app, u"rounds[0].tables[1].gameId"_s).toInteger());
    const QString yakuman = uR"({"result":"tsumo","winners":[{"seat":0,"yakuman":1}]})"_s;
    for (int hand = 0; hand < 2; ++hand)
        QVERIFY(cli({ u"club"_s, u"add"_s, table2, yakuman }, library));

    // Round 2 by Swiss: the two winners meet at table 1.
    showTournament(app, 1);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"tournament.rounds[0].tables[1].finished"_s, journey::kPatienceMs,
                    u"tournamentView"_s));
    JOURNEY_OK(app, app.choose(u"tournamentMethodBox"_s, 1));
    app.clickItem(u"tournamentSeatRound"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"tournament.roundCount === 2"_s, journey::kPatienceMs, u"tournamentView"_s));
    QSet<int> top;
    for (int seat = 0; seat < 4; ++seat)
        top.insert(tournament(app, u"rounds[0].tables[0].seats[%1].number"_s.arg(seat)).toInt());
    QVERIFY2(top.contains(winners), "the round 1 winners are not at table 1 of round 2");
    QVERIFY(tournament(app, u"rounds[0].title"_s).toString().contains(u"Swiss"_s));

    // Ivo substitutes for table 2's East before its first hand.
    const int absent = tournament(app, u"rounds[0].tables[1].seats[0].number"_s).toInt();
    app.clickItem(u"tournamentSub_2_%1"_s.arg(absent));
    JOURNEY_VERIFY(
            app, app.waitUntil(u"opened"_s, journey::kPatienceMs, u"tournamentSubstituteDialog"_s));
    QCOMPARE(app.eval(u"currentText"_s, u"tournamentSubstituteBox"_s).toString(), u"Ivo"_s);
    app.screenshot(u"04-substitute"_s);
    app.clickItem(u"tournamentSubstituteSeat"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"tournament.rounds[0].tables[1].seats[0].substituted"_s,
                    journey::kPatienceMs, u"tournamentView"_s));
    QCOMPARE(tournament(app, u"rounds[0].tables[1].seats[0].name"_s).toString(), u"Ivo"_s);
    app.screenshot(u"05-round2"_s);

    // The results per round, then the standings as CSV through the save dialog.
    app.clickItem(u"tournamentShow_results"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"tournament.results.length === 8"_s, journey::kPatienceMs,
                    u"tournamentView"_s));
    QVERIFY(tournament(app, u"results[0].cells[0]"_s).toString().startsWith(u"+"_s));
    app.screenshot(u"06-results"_s);
    app.clickItem(u"tournamentStandingsCsv"_s);
    JOURNEY_VERIFY(app, app.item(u"fileNameTextField"_s).isValid());
    const QString name = app.eval(u"text"_s, u"fileNameTextField"_s).toString();
    app.clickText(u"Save"_s);
    const QString csv = QDir(app.home()).filePath(u"Documents/"_s + name);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(csv).size() > 50, journey::kPatienceMs);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("Aoi"));
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyShared)
#include "tst_journey_shared.moc"
