// Journey: the reviews a player already has. A library holds 30 of Aoi's games reviewed by an
// engine (reports of the mjai-reviewer shape made from real records, figures varied, imported
// with haifu-cli). Aoi drops one more report on the Library; opens its game; steps to the next
// serious deviation (Shift+R) and sees the engine's bars; writes a note there; on the Review page
// sees the curve of the 31 games, ticks three deviations and makes a lesson of them; solves the
// lesson on the Quiz page's Lessons tab. The Review page again in Japanese.
#include "journey.h"

#include "formats/recordio.h"

#include "reviewfixture.h"
#include "testmain.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyReview : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void reportsNotesLessonAndHistory();
};

namespace {

const QString kPlayer = u"Aoi"_s;
const QString kDropGame = u"tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s;

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A report of `record` for Aoi in `seat`; empty when the record cannot make one.
QByteArray reportOf(const haifu::game::Record &record, int seat, unsigned seed, double agree)
{
    haifu::test::FixtureOptions o;
    o.seat = seat;
    o.seed = seed;
    o.agreeRate = agree;
    o.playerName = kPlayer;
    return haifu::test::makeReviewReport(record, o);
}

// Up to `count` reports of distinct real games (the Tenhou log id keeps twins apart), Aoi's
// agreement rising over them; their paths.
QStringList makeReports(const QString &folder, int count)
{
    QStringList sources;
    for (const QString &root : { journey::sharedRecordsDir(),
                 journey::sharedRecordsDir() + u"/../houou"_s, journey::testDataDir() }) {
        QDirIterator it(root, { u"*.mjlog"_s, u"*.xml"_s, u"*.json"_s }, QDir::Files,
                QDirIterator::Subdirectories);
        while (it.hasNext())
            sources << it.next();
    }
    sources.sort();
    static const QRegularExpression logId(u"\\d{10}gm-[0-9a-f]{4}-\\d{4}-[0-9a-f]{8}"_s);
    QSet<QString> seen{ kDropGame.mid(9, 31) };
    QStringList reports;
    for (const QString &path : std::as_const(sources)) {
        if (reports.size() >= count)
            break;
        const QString name = QFileInfo(path).fileName();
        const QRegularExpressionMatch id = logId.match(name);
        const QString key = id.hasMatch() ? id.captured() : name.section(u'.', 0, 0);
        if (seen.contains(key) || name.startsWith(u"reviewer__"_s))
            continue;
        auto record = haifu::formats::readRecordFile(path);
        if (!record || record->playerCount != 4 || record->kyoku.size() < 4)
            continue;
        const int i = int(reports.size());
        const QByteArray report =
                reportOf(*record, i % 4, 100u + unsigned(i), 0.45 + 0.4 * i / double(count));
        if (report.isEmpty())
            continue;
        const QString out = folder + u"/report-%1.json"_s.arg(i, 2, 10, QLatin1Char('0'));
        if (!write(out, report))
            continue;
        seen.insert(key);
        reports << out;
    }
    return reports;
}

} // namespace

void JourneyReview::reportsNotesLessonAndHistory()
{
    App app(m_display, u"review"_s);
    const QString reports = QDir(app.home()).filePath(u"reports"_s);
    QVERIFY(QDir().mkpath(reports));
    const QStringList thirty = makeReports(reports, 30);
    if (thirty.size() < 30 && qEnvironmentVariable("CI") == u"true"_s)
        QFAIL("../shared/records is missing in CI: not 30 games to review");
    QVERIFY2(thirty.size() >= 10, qPrintable(u"only %1 games"_s.arg(thirty.size())));
    const QString library = QDir(app.home()).filePath(u"aoi.haifu"_s);
    QProcess cli;
    cli.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"),
            QStringList{ u"review"_s, u"import"_s, u"--db"_s, library } + thirty);
    QVERIFY(cli.waitForFinished(journey::kPatienceMs));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

    // The report to drop: another game of Aoi's.
    auto dropRecord =
            haifu::formats::readRecordFile(journey::testDataDir() + u"/records/"_s + kDropGame);
    QVERIFY(dropRecord);
    const QString dropped = QDir(app.home()).filePath(u"downloads/aoi-mortal.json"_s);
    QVERIFY(QDir().mkpath(QFileInfo(dropped).absolutePath()));
    QVERIFY(write(dropped, reportOf(*dropRecord, 2, 7, 0.5)));

    JOURNEY_OK(app, app.start({ u"--library"_s, library }));
    const int before = int(thirty.size());
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount === %1"_s.arg(before)));

    // 1. The report dropped on the Library from another window.
    QProcess source;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"DISPLAY"_s, m_display.name());
    source.setProcessEnvironment(env);
    source.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    source.start(u"/usr/bin/python3"_s,
            { QStringLiteral(HAIFU_JOURNEY_DIR "/dragsource.py"), u"1500"_s, u"200"_s, dropped });
    QVERIFY(source.waitForStarted());
    const QDeadlineTimer shown(journey::kPatienceMs);
    QByteArray said;
    while (!said.contains("ready") && !shown.hasExpired() && source.state() == QProcess::Running) {
        source.waitForReadyRead(int(shown.remainingTime()));
        said += source.readAllStandardOutput();
    }
    QVERIFY2(said.contains("ready"), "the drag source's window did not come up");
    const QRect list = app.item(u"gameList"_s);
    JOURNEY_OK(app, app.drag(QPoint(1610, 260), list.center()));
    QVERIFY(source.state() == QProcess::NotRunning || source.waitForFinished(journey::kPatienceMs));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"!Library.importing && Library.gameCount === %1"_s.arg(before + 1)));
    app.screenshot(u"01-report-dropped"_s);

    // 2. Its game opened from the list (the newest game id), from the reviewed seat.
    const int newest = before + 1;
    const int row =
            app.eval(u"(function() { for (let i = 0; i < Library.games.rowCount(); ++i) "
                     u"if (Library.games.gameIdAt(i) === %1) return i; return -1; })()"_s.arg(
                             newest))
                    .toInt();
    QVERIFY(row >= 0);
    JOURNEY_OK(app, app.scrollTo(u"gameList"_s));
    const QRect games = app.item(u"gameList"_s);
    QVERIFY2(22 + 44 * row < games.height() - 22, "the game's row is not in sight");
    app.doubleClick(QPoint(games.x() + games.width() / 3, games.y() + 22 + 44 * row));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"currentKey === 'viewer' && GameSession.loaded && "
                    u"GameSession.gameId === %1 && GameSession.reviews.active"_s.arg(newest)));
    QCOMPARE(app.eval(u"GameSession.viewpoint"_s).toInt(), 2);

    // 3. The next serious deviation, and its bars.
    app.key(u"shift+r"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"GameSession.reviews.decisionsAt(GameSession.position.kyoku, "
                          u"GameSession.position.step).some(d => d.severity === 'serious')"_s));
    JOURNEY_VERIFY(app, app.isShown(u"reviewBar"_s));
    JOURNEY_VERIFY(app, app.isShown(u"reviewSeverity"_s));
    const int serious = app.eval(u"GameSession.position.globalStep"_s).toInt();
    app.screenshot(u"02-serious-deviation"_s);

    // 4. A note on it.
    app.key(u"c"_s);
    app.type(u"Fold here: Mortal never pushes this."_s);
    app.key(u"Escape"_s);
    app.key(u"Right"_s);
    app.key(u"Left"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"GameSession.position.globalStep === %1 && GameSession.notes.text === "
                          u"'Fold here: Mortal never pushes this.'"_s.arg(serious)));
    app.screenshot(u"03-note"_s);

    // 5. The Review page: Aoi's 31 games, three deviations made a lesson.
    JOURNEY_OK(app, app.showPage(u"review"_s));
    JOURNEY_OK(app, app.choose(u"reviewPlayer"_s, 1));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.player === 'Aoi' && controller.points.length === %1"_s.arg(
                                  before + 1),
                    journey::kPatienceMs, u"reviewPage"_s));
    JOURNEY_VERIFY(app, app.isShown(u"reviewChart"_s));
    app.screenshot(u"04-review-page"_s);
    for (int i = 0; i < 3; ++i) {
        JOURNEY_OK(app, app.scrollTo(u"chooseDeviation%1"_s.arg(i)));
        app.clickItem(u"chooseDeviation%1"_s.arg(i));
    }
    JOURNEY_OK(app, app.scrollTo(u"makeReviewLesson"_s));
    app.clickItem(u"reviewLessonTitle"_s);
    app.type(u"Aoi's worst three"_s);
    app.clickItem(u"makeReviewLesson"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.statusText.indexOf('Aoi\\'s worst three') >= 0"_s,
                    journey::kPatienceMs, u"reviewPage"_s));
    app.screenshot(u"05-lesson-made"_s);

    // 6. The lesson solved on the Quiz page's Lessons tab: the first problem right with the keys
    //    (the engine's choice), the others as they come.
    JOURNEY_OK(app, app.showPage(u"quiz"_s));
    app.clickItem(u"lessonsTab"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"session.lessons.count >= 1"_s, journey::kPatienceMs, u"lessonSolveView"_s));
    const QRect lessons = app.item(u"studentLessonList"_s);
    app.click(QPoint(lessons.x() + lessons.width() / 3, lessons.y() + 20));
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"session.phase === LessonSession.Answering && session.problemCount === 3"_s,
                    journey::kPatienceMs, u"lessonSolveView"_s));
    app.screenshot(u"06-problem"_s);
    for (int answers = 0; answers < 8; ++answers) {
        if (app.eval(u"session.phase === LessonSession.Summary"_s, u"lessonSolveView"_s).toBool())
            break;
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Answering"_s, journey::kPatienceMs,
                        u"lessonSolveView"_s));
        const QString form = app.eval(u"session.answerForm"_s, u"lessonSolveView"_s).toString();
        if (form == u"tile"_s) {
            // The accepted tile's place in the hand shown: Right moves to the first tile.
            const int at = app.eval(u"(function() { const codes = session.board.bottom.hand.codes()"
                                    u".split(' '); const want = session.acceptedAnswers()[0]; "
                                    u"return Math.max(0, codes.indexOf(want)); })()"_s,
                                      u"lessonSolveView"_s)
                                   .toInt();
            app.key(u"Right"_s, at + 1);
            app.key(u"Return"_s);
        } else {
            app.key(u"1"_s);
        }
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Feedback"_s, journey::kPatienceMs,
                        u"lessonSolveView"_s));
        if (answers == 0)
            app.screenshot(u"07-feedback"_s);
        app.key(u"n"_s);
    }
    JOURNEY_VERIFY(app,
            app.waitUntil(u"session.phase === LessonSession.Summary"_s, journey::kPatienceMs,
                    u"lessonSolveView"_s));
    app.screenshot(u"08-solved"_s);
    JOURNEY_OK(app, app.quit());

    // 7. The Review page in Japanese.
    JOURNEY_OK(app, app.start({ u"--library"_s, library, u"--language"_s, u"ja"_s }));
    JOURNEY_OK(app, app.showPage(u"review"_s));
    JOURNEY_OK(app, app.choose(u"reviewPlayer"_s, 1));
    JOURNEY_VERIFY(app,
            app.waitUntil(u"controller.points.length === %1"_s.arg(before + 1),
                    journey::kPatienceMs, u"reviewPage"_s));
    app.screenshot(u"09-review-page-ja"_s);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyReview)
#include "tst_journey_review.moc"
