// Journey: teaching. A teacher (Lessons page, Ctrl+4) makes a lesson: a position composed from
// scratch in the composer (a discard problem), a position taken from a game's step in the Viewer
// (push or fold), and the composed position again as a riichi problem; exports it. Two students,
// each in a fresh library, import the lesson in the Quiz page's Lessons tab, solve it with keys
// (one misses a problem, which comes back), and export their results. The teacher, back in the
// teacher's library, imports both results files and sees per problem how many got it right and
// which wrong answer was common.
#include "journey.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyTeach : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void teacherStudentsAndResults();

private:
    void makeLesson(const QString &library, const QString &lessonFile);
    void solveAsStudent(const QString &name, const QString &lessonFile, bool missFirst,
            const QString &resultsFile);
    void readResults(const QString &library, const QStringList &resultsFiles);
};

namespace {

// A field of the composer: a label above a text field; click the field, replace its text, Tab
// (the composer takes the text when the field loses the focus).
void fillComposerField(App &app, const QString &name, const QString &text)
{
    const QRect field = app.item(name);
    app.click(QPoint(field.center().x(), field.bottom() - field.height() / 4));
    app.key(u"ctrl+a"_s);
    app.type(text);
    app.key(u"Tab"_s);
}

void fillField(App &app, const QString &name, const QString &text)
{
    app.clickItem(name);
    app.key(u"ctrl+a"_s);
    app.type(text);
}

} // namespace

void JourneyTeach::makeLesson(const QString &library, const QString &lessonFile)
{
    App app(m_display, u"teach_teacher"_s);
    JOURNEY_OK(app, app.start({ u"--library"_s, library }));
    JOURNEY_VERIFY(app, app.waitUntil(u"Library.gameCount >= 8"_s));
    JOURNEY_OK(app, app.showPage(u"lessons"_s));
    app.screenshot(u"01-empty"_s);

    // A new lesson.
    app.clickItem(u"newLessonTitle"_s);
    app.type(u"Reading the table"_s);
    app.key(u"Return"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editor.lessonId > 0"_s, journey::kPatienceMs, u"lessonsPage"_s));

    // 1. A position composed from scratch: the dealer's hand and drawn tile, a dora indicator.
    app.clickItem(u"addProblemButton"_s);
    app.clickItem(u"composeButton"_s);
    fillComposerField(app, u"composerHandField"_s, u"123m456p789s11227z"_s);
    fillComposerField(app, u"composerDrawnField"_s, u"7z"_s);
    app.screenshot(u"02-composer"_s);
    const QRect dora = app.item(u"composerDoraField"_s);
    app.click(dora);
    app.key(u"ctrl+a"_s);
    app.type(u"3s"_s);
    app.key(u"Tab"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editor.board.valid"_s, journey::kPatienceMs, u"lessonsPage"_s));
    app.clickItem(u"composeButton"_s); // done composing: the problem's fields come back
    fillField(app, u"problemQuestionField"_s, u"East 1, you are the dealer. What do you cut?"_s);
    fillField(app, u"problemAnswersField"_s, u"7z"_s);
    fillField(app, u"problemExplanationField"_s, u"Cut the red dragon: tenpai on two pairs."_s);
    fillField(app, u"problemHintsField"_s, u"Count your pairs."_s);
    QVERIFY2(app.waitUntil(u"editor.draftError === ''"_s, journey::kPatienceMs, u"lessonsPage"_s),
            qPrintable(
                    app.eval(u"editor.draftError + ' / ' + editor.positionText"_s, u"lessonsPage"_s)
                            .toString()));
    app.screenshot(u"03-composed"_s);
    app.clickItem(u"applyProblemButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editor.problems.count === 1 && !editor.dirty"_s, journey::kPatienceMs,
                    u"lessonsPage"_s));

    // 2. A position from a game's step: the first decision of the first game.
    JOURNEY_OK(app, app.showPage(u"library"_s));
    JOURNEY_OK(app, app.openGame(0));
    app.key(u"Right"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === 1"_s));
    JOURNEY_OK(app, app.showPage(u"lessons"_s));
    app.clickItem(u"addProblemButton"_s);
    app.clickItem(u"fromViewerButton"_s);
    JOURNEY_VERIFY(
            app, app.waitUntil(u"editor.board.valid"_s, journey::kPatienceMs, u"lessonsPage"_s));
    app.clickItem(u"problemKindBox"_s);
    app.clickText(u"Push or fold"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"editor.kind === 'push_fold'"_s, journey::kPatienceMs, u"lessonsPage"_s));
    JOURNEY_VERIFY(
            app, app.waitUntil(u"!popup.visible"_s, journey::kPatienceMs, u"problemKindBox"_s));
    fillField(app, u"problemQuestionField"_s, u"Nobody is in riichi yet. Push or fold?"_s);
    fillField(app, u"problemAnswersField"_s, u"push"_s);
    fillField(app, u"problemExplanationField"_s, u"Nothing to fear this early."_s);
    QVERIFY2(app.waitUntil(u"editor.draftError === ''"_s, journey::kPatienceMs, u"lessonsPage"_s),
            qPrintable(
                    app.eval(u"editor.draftError + ' / ' + editor.positionText"_s, u"lessonsPage"_s)
                            .toString()));
    app.screenshot(u"04-from-game"_s);
    app.clickItem(u"applyProblemButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editor.problems.count === 2 && !editor.dirty"_s, journey::kPatienceMs,
                    u"lessonsPage"_s));

    // 3. The composed position again (pasted as text), as a riichi problem.
    const QRect problems = app.item(u"lessonProblemList"_s);
    app.click(QPoint(problems.x() + problems.width() / 3, problems.y() + 20));
    app.key(u"Return"_s); // the first problem, edited
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editor.problemIndex === 0"_s, journey::kPatienceMs, u"lessonsPage"_s));
    const QString text = app.eval(u"editor.positionText"_s, u"lessonsPage"_s).toString();
    QVERIFY(text.startsWith(u"hp1"_s));
    app.clickItem(u"lessonTab"_s);
    app.clickItem(u"addProblemButton"_s);
    fillField(app, u"positionTextField"_s, text);
    app.clickItem(u"problemKindBox"_s);
    app.clickText(u"Riichi or stay closed"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editor.kind === 'riichi'"_s, journey::kPatienceMs, u"lessonsPage"_s));
    JOURNEY_VERIFY(
            app, app.waitUntil(u"!popup.visible"_s, journey::kPatienceMs, u"problemKindBox"_s));
    fillField(app, u"problemQuestionField"_s, u"After cutting the red dragon: riichi?"_s);
    fillField(app, u"problemAnswersField"_s, u"riichi"_s);
    QVERIFY2(app.waitUntil(u"editor.draftError === ''"_s, journey::kPatienceMs, u"lessonsPage"_s),
            qPrintable(
                    app.eval(u"editor.draftError + ' / ' + editor.positionText"_s, u"lessonsPage"_s)
                            .toString()));
    app.clickItem(u"applyProblemButton"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"editor.problems.count === 3 && !editor.dirty"_s, journey::kPatienceMs,
                    u"lessonsPage"_s));
    app.screenshot(u"05-lesson"_s);

    // Export the lesson.
    app.clickItem(u"exportLessonButton"_s);
    JOURNEY_OK(app, app.typePathInDialog(lessonFile));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"shelf.statusText.length > 0"_s, journey::kPatienceMs, u"lessonsPage"_s));
    QVERIFY(QFile::exists(lessonFile));
    JOURNEY_OK(app, app.quit());
}

void JourneyTeach::solveAsStudent(
        const QString &name, const QString &lessonFile, bool missFirst, const QString &resultsFile)
{
    App app(m_display, u"teach_"_s + name.toLower());
    JOURNEY_OK(app, app.start());
    JOURNEY_OK(app, app.showPage(u"quiz"_s));
    app.clickItem(u"lessonsTab"_s);
    app.clickItem(u"importLessonButton"_s);
    JOURNEY_OK(app, app.typePathInDialog(lessonFile));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"session.lessons.count === 1"_s, journey::kPatienceMs, u"lessonSolveView"_s));
    const QRect lessons = app.item(u"studentLessonList"_s);
    app.click(QPoint(lessons.x() + lessons.width() / 3, lessons.y() + 20));
    app.key(u"Return"_s); // the lesson chosen starts
    JOURNEY_VERIFY(app,
            app.waitUntil(u"session.phase === LessonSession.Answering"_s, journey::kPatienceMs,
                    u"lessonSolveView"_s));
    app.screenshot(u"01-problem"_s);

    // Problem 1: the discard. A hint first; then ←/→ and Enter on the hand.
    app.key(u"h"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"session.hintsShown.length === 1"_s, journey::kPatienceMs,
                    u"lessonSolveView"_s));
    if (missFirst) {
        app.key(u"Right"_s); // the first tile: 1m
    } else {
        app.key(u"Left"_s); // the last tile: the drawn 7z
    }
    app.key(u"Return"_s);
    JOURNEY_VERIFY(app,
            app.waitUntil(u"session.phase === LessonSession.Feedback"_s, journey::kPatienceMs,
                    u"lessonSolveView"_s));
    QCOMPARE(app.eval(u"session.correct"_s, u"lessonSolveView"_s).toBool(), !missFirst);
    app.screenshot(u"02-feedback"_s);
    app.key(u"n"_s);

    // Problem 2: push (key 1). Problem 3: riichi (key 1).
    for (int problem = 2; problem <= 3; ++problem) {
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Answering"_s, journey::kPatienceMs,
                        u"lessonSolveView"_s));
        app.key(u"1"_s);
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Feedback && session.correct"_s,
                        journey::kPatienceMs, u"lessonSolveView"_s));
        app.key(u"n"_s);
    }
    // The missed problem comes back.
    if (missFirst) {
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Answering"_s, journey::kPatienceMs,
                        u"lessonSolveView"_s));
        app.key(u"Left"_s);
        app.key(u"Return"_s);
        JOURNEY_VERIFY(app,
                app.waitUntil(u"session.phase === LessonSession.Feedback && session.correct"_s,
                        journey::kPatienceMs, u"lessonSolveView"_s));
        app.key(u"n"_s);
    }
    JOURNEY_VERIFY(app,
            app.waitUntil(u"session.phase === LessonSession.Summary"_s, journey::kPatienceMs,
                    u"lessonSolveView"_s));
    QCOMPARE(app.eval(u"session.correctCount"_s, u"lessonSolveView"_s).toInt(), missFirst ? 2 : 3);
    app.type(name);
    app.screenshot(u"03-summary"_s);
    app.clickItem(u"exportResultsButton"_s);
    JOURNEY_OK(app, app.typePathInDialog(resultsFile));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(resultsFile), journey::kPatienceMs);
    JOURNEY_OK(app, app.quit());
}

void JourneyTeach::readResults(const QString &library, const QStringList &resultsFiles)
{
    App app(m_display, u"teach_results"_s);
    JOURNEY_OK(app, app.start({ u"--library"_s, library }));
    JOURNEY_OK(app, app.showPage(u"lessons"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"editor.problems.count === 3"_s, journey::kPatienceMs, u"lessonsPage"_s));
    app.clickItem(u"resultsTab"_s);
    // Each file is a student's: read before the next is chosen.
    for (int i = 0; i < resultsFiles.size(); ++i) {
        app.clickItem(u"importResultsButton"_s);
        JOURNEY_OK(app, app.typePathInDialog(resultsFiles.at(i)));
        JOURNEY_VERIFY(app,
                app.waitUntil(u"shelf.studentCount === %1"_s.arg(i + 1), journey::kPatienceMs,
                        u"lessonsPage"_s));
    }
    JOURNEY_VERIFY(app,
            app.waitUntil(u"shelf.studentCount === 2"_s, journey::kPatienceMs, u"lessonsPage"_s));
    JOURNEY_VERIFY(app,
            app.waitUntil(
                    u"shelf.statistics.count === 3"_s, journey::kPatienceMs, u"lessonsPage"_s));
    // Problem 1: one of two right; the wrong answer was 1m.
    const QString first = app.eval(u"shelf.statistics.data(shelf.statistics.index(0, 0), "
                                   u"LineListModel.ValueRole) + ' | ' + "
                                   u"shelf.statistics.data(shelf.statistics.index(0, 0), "
                                   u"LineListModel.DetailRole)"_s,
                                     u"lessonsPage"_s)
                                  .toString();
    QVERIFY2(first.startsWith(u"1 / 2 | "_s) && first.contains(u"1m"_s), qPrintable(first));
    const QString second = app.eval(u"shelf.statistics.data(shelf.statistics.index(1, 0), "
                                    u"LineListModel.ValueRole)"_s,
                                      u"lessonsPage"_s)
                                   .toString();
    QCOMPARE(second, u"2 / 2"_s);
    app.screenshot(u"01-statistics"_s);
    JOURNEY_OK(app, app.quit());
}

void JourneyTeach::teacherStudentsAndResults()
{
    QTemporaryDir shared;
    QVERIFY(shared.isValid());
    const QString library = shared.filePath(u"teacher.haifu"_s);
    const QString lessonFile = shared.filePath(u"reading.haifu-lesson"_s);
    makeLesson(library, lessonFile);
    if (QTest::currentTestFailed())
        return;
    const QString aki = shared.filePath(u"aki.haifu-results"_s);
    const QString mei = shared.filePath(u"mei.haifu-results"_s);
    solveAsStudent(u"Aki"_s, lessonFile, true, aki);
    if (QTest::currentTestFailed())
        return;
    solveAsStudent(u"Mei"_s, lessonFile, false, mei);
    if (QTest::currentTestFailed())
        return;
    readResults(library, { aki, mei });
}

HAIFU_TEST_GUILESS_MAIN(JourneyTeach)
#include "tst_journey_teach.moc"
