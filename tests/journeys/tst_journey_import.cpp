// Journey: a player brings their own games in. Fresh start → Import folder… → the folder dialog
// (path typed, as a person does with Ctrl+L) → the games arrive with a report; files dropped
// from another window (a drag through XDND, as from a file manager); a big import cancelled
// half way; an imported three-player game opened and stepped through.
#include "journey.h"

#include "testmain.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyImport : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void importFolderDropAndCancel();
};

namespace {

// Import folder…, then in the dialog: the parent's path typed (Ctrl+L), the folder clicked.
void chooseFolder(App &app, const QString &folder)
{
    app.clickItem(u"importFolderButton"_s);
    QVERIFY2(app.item(u"folderDialogListView"_s).isValid(), qPrintable(app.lastError()));
    app.key(u"ctrl+l"_s);
    app.key(u"ctrl+a"_s);
    app.type(QFileInfo(folder).absolutePath());
    app.key(u"Return"_s);
    app.click(app.itemWithText(QFileInfo(folder).fileName()));
}

bool copy(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

void JourneyImport::importFolderDropAndCancel()
{
    App app(m_display, u"import"_s);
    const QString records = journey::testDataDir() + u"/records"_s;
    // A folder of the player's games: records of tests/data that are not among the samples,
    // a three-player game among them.
    const QString folder = QDir(app.home()).filePath(u"mahjong/logs"_s);
    QVERIFY(QDir().mkpath(folder));
    for (const QString &name : { u"reviewer__double_ron.json"_s, u"reviewer__chankan.json"_s,
                 u"tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s, u"dnov__bye.xml"_s,
                 u"fastmaj__2009071823gm-0041-0000-ff3a2214_tw0.mjlog"_s })
        QVERIFY(copy(records + u"/"_s + name, folder + u"/"_s + name));
    // A three-player game the samples do not have, from the shared corpus when present,
    // else a copy of the sample one (then found as already there, and opened from the list).
    const QString sanma = journey::sharedRecordsDir()
            + u"/tenhou-json/sanma__2024010120gm-00b9-0000-ef5da89f.json"_s;
    const bool haveSanma = QFile::exists(sanma);
    if (!haveSanma && qEnvironmentVariable("CI") == u"true"_s)
        QFAIL("../shared/records is missing in CI");
    QVERIFY(copy(haveSanma ? sanma : records + u"/dnov__sanma2.xml"_s, folder + u"/sanma.json"_s));
    // Mahjong Soul games exported in the tenhou.net/6 form, as players keep them (a subfolder
    // of their logs): imported unchanged (the shared corpus has two; GPL, so not in tests/data).
    const QString soul = journey::sharedRecordsDir() + u"/majsoul-tenhou-json"_s;
    const QStringList soulGames = QDir(soul).entryList({ u"*.json"_s }, QDir::Files);
    if (soulGames.isEmpty() && qEnvironmentVariable("CI") == u"true"_s)
        QFAIL("../shared/records/majsoul-tenhou-json is missing in CI");
    QVERIFY(QDir().mkpath(folder + u"/mahjong-soul"_s));
    for (const QString &name : soulGames)
        QVERIFY(copy(soul + u"/"_s + name, folder + u"/mahjong-soul/"_s + name));

    JOURNEY_OK(app, app.start());
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount === 8"_s));

    // 1. Import folder… and the folder dialog: to its parent by typing the path, then the
    //    folder picked in the list (Qt 6.4's folder dialog opens only a folder picked there).
    chooseFolder(app, folder);
    app.screenshot(u"01-folder-dialog"_s);
    app.clickText(u"Open"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!Library.importing && Library.importSummary.length > 0"_s));
    const int afterFolder = app.eval(u"Library.gameCount"_s).toInt();
    QVERIFY2(afterFolder >= 8 + 5 + int(soulGames.size()),
            qPrintable(app.eval(u"Library.importSummary"_s).toString()));
    for (const QString &name : soulGames) {
        // Each one imported, as the import report says (roles: file name, status).
        const QString status =
                app.eval(u"(function() { const m = Library.report; for (let i = 0; i < "
                         u"m.rowCount();"
                         " ++i) { const x = m.index(i, 0); if (m.data(x, Qt.UserRole + 1) === '%1')"
                         " return m.data(x, Qt.UserRole + 3); } return 'absent'; })()"_s.arg(name))
                        .toString();
        QVERIFY2(status == u"imported"_s, qPrintable(name + u": "_s + status));
    }
    app.clickText(u"Show report"_s);
    app.screenshot(u"02-folder-imported"_s);

    // 2. Files dropped from another window.
    const QString dropped = QDir(app.home()).filePath(u"dropped"_s);
    QVERIFY(QDir().mkpath(dropped));
    const QStringList drop{ u"reviewer__suukantsu_1.json"_s,
        u"mjx__encdec-four-winds-no-winner.mjlog"_s };
    QStringList dropPaths;
    for (const QString &name : drop) {
        QVERIFY(copy(records + u"/"_s + name, dropped + u"/"_s + name));
        dropPaths << dropped + u"/"_s + name;
    }
    QProcess source;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"DISPLAY"_s, m_display.name());
    source.setProcessEnvironment(env);
    source.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    source.start(u"/usr/bin/python3"_s,
            QStringList{ QStringLiteral(HAIFU_JOURNEY_DIR "/dragsource.py"), u"1500"_s, u"200"_s }
                    + dropPaths);
    QVERIFY(source.waitForStarted());
    // It says "ready" once its window is on the screen.
    const QDeadlineTimer shown(journey::kPatienceMs);
    QByteArray said;
    while (!said.contains("ready") && !shown.hasExpired() && source.state() == QProcess::Running) {
        source.waitForReadyRead(int(shown.remainingTime()));
        said += source.readAllStandardOutput();
    }
    QVERIFY2(said.contains("ready"), "the drag source's window did not come up");
    const QRect list = app.item(u"gameList"_s);
    JOURNEY_OK(app, app.drag(QPoint(1610, 260), list.center()));
    // (It may have ended already.)
    QVERIFY2(source.state() == QProcess::NotRunning || source.waitForFinished(journey::kPatienceMs),
            "the drag did not end");
    QCOMPARE(source.exitCode(), 0);
    const bool droppedIn =
            app.waitUntil(u"!Library.importing && Library.report.rowCount() === 2"_s);
    app.screenshot(u"03-dropped"_s);
    QVERIFY2(droppedIn,
            qPrintable(
                    app.eval(u"Library.importSummary + ' / ' + Library.report.rowCount() + ' / ' + Library.gameCount"_s)
                            .toString()));
    QVERIFY2(app.eval(u"Library.gameCount"_s).toInt() == afterFolder + 2,
            qPrintable(app.eval(u"Library.importSummary"_s).toString()));

    // 3. A big import, cancelled half way: 20,000 files (one game, each file a little
    //    different, so that every one is read and compared; the import reads and stores a few
    //    thousand such files a second, so fewer would be done before the click).
    const QString big = QDir(app.home()).filePath(u"archive"_s);
    QVERIFY(QDir().mkpath(big));
    QFile base(records + u"/reviewer__chankan.json"_s);
    QVERIFY(base.open(QIODevice::ReadOnly));
    const QByteArray bytes = base.readAll();
    constexpr int files = 20000;
    for (int i = 0; i < files; ++i) {
        QFile out(big + u"/%1.json"_s.arg(i, 5, 10, QLatin1Char('0')));
        QVERIFY(out.open(QIODevice::WriteOnly));
        // Leading white space spelling i in binary: valid JSON, different bytes, same game.
        QByteArray prefix;
        for (int bit = 0; bit < 15; ++bit)
            prefix += (i >> bit) & 1 ? '\t' : ' ';
        out.write(prefix + bytes);
    }
    chooseFolder(app, big);
    app.screenshot(u"04-archive-dialog"_s);
    app.clickText(u"Open"_s);
    const bool started = app.waitUntil(u"Library.importing && Library.importDone > 10"_s);
    app.screenshot(u"05-importing"_s);
    QVERIFY2(started,
            qPrintable(
                    app.eval(u"Library.importSummary + ' / ' + Library.importDone + ' / ' + Library.importTotal"_s)
                            .toString()));
    app.clickItem(u"cancelImportButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!Library.importing"_s));
    const int reported = app.eval(u"Library.report.rowCount()"_s).toInt();
    QVERIFY2(reported > 0 && reported < files, qPrintable(u"%1 files reported"_s.arg(reported)));
    app.screenshot(u"06-cancelled"_s);

    // 4. The three-player game opened and stepped through.
    // Open rows from the top until a three-player game shows (newest first: the imported ones
    // are among the first rows).
    bool found = false;
    const int rows = app.eval(u"Library.games.rowCount()"_s).toInt();
    for (int row = 0; row < rows && !found; ++row) {
        JOURNEY_OK(app, app.showPage(u"library"_s));
        const QRect games = app.item(u"gameList"_s);
        if (22 + 44 * row > games.height() - 22)
            break;
        app.doubleClick(QPoint(games.x() + games.width() / 3, games.y() + 22 + 44 * row));
        JOURNEY_VERIFY(app,
                app.waitUntil(
                        u"currentKey === 'viewer' && GameSession.loaded && !GameSession.opening"_s));
        JOURNEY_VERIFY(app,
                app.waitUntil(u"GameSession.gameId === Library.games.gameIdAt(%1)"_s.arg(row)));
        found = app.eval(u"GameSession.playerCount === 3"_s).toBool();
    }
    QVERIFY2(found, "no three-player game in the list");
    app.key(u"Right"_s, 20);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 20"_s));
    app.screenshot(u"07-sanma"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyImport)
#include "tst_journey_import.moc"
