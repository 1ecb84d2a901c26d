import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// The Quiz page with the keyboard only: choose a kind, start, answer a question right and one
// wrong with the choice keys and Enter, check the feedback and the explanation, go on with N,
// end with Esc and check the summary, then the statistics.
TestCase {
    id: testCase

    name: "Quiz"
    width: 1100
    height: 800
    visible: true
    when: windowShown

    Component {
        id: pageComponent

        QuizPage {
            width: testCase.width
            height: testCase.height
        }
    }

    function pressChoice(session: QuizSession, row: int): void {
        const shortcut = session.current.choices.data(session.current.choices.index(row, 0), QuizChoiceModel.ShortcutRole);
        keyClick(String(shortcut));
    }

    function typeNumber(n: int): void {
        const digits = String(n);
        for (let i = 0; i < digits.length; ++i)
            keyClick(digits[i]);
    }

    function test_keyboardFlow(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        const session = page.session;
        page.forceActiveFocus();
        page.focusContent();
        const kindBox = findChild(page, "kindBox");
        tryVerify(() => kindBox.activeFocus);
        // mixed → yaku → fu
        keyClick(Qt.Key_Down);
        keyClick(Qt.Key_Down);
        compare(kindBox.currentValue, "fu");
        keyClick(Qt.Key_Return);
        compare(session.phase, QuizSession.Answering);
        compare(session.current.kind, "fu");
        compare(session.current.number, 1);
        const questionView = findChild(page, "questionView");
        tryVerify(() => questionView.activeFocus);

        // Right: the key of the right choice, then Enter.
        const right = session.current.answerRows();
        compare(right.length, 1);
        pressChoice(session, right[0]);
        compare(session.current.choices.selectedCount, 1);
        keyClick(Qt.Key_Return);
        compare(session.phase, QuizSession.Feedback);
        verify(session.feedback.correct);
        const verdict = findChild(page, "verdict");
        compare(verdict.text, "Correct");
        verify(verdict.visible);
        compare(session.feedback.mistakes.count, 0);
        verify(session.feedback.explanation.count > 2);
        verify(session.feedback.explanation.text().indexOf("fu") >= 0);

        // Next with N; wrong this time.
        keyClick(Qt.Key_N);
        compare(session.phase, QuizSession.Answering);
        compare(session.current.number, 2);
        const missed = session.current.questionId;
        const rightRow = session.current.answerRows()[0];
        pressChoice(session, rightRow === 0 ? 1 : 0);
        keyClick(Qt.Key_Enter);
        compare(session.phase, QuizSession.Feedback);
        verify(!session.feedback.correct);
        compare(verdict.text, "Not quite");
        verify(session.feedback.mistakes.count > 0);
        verify(findChild(page, "answerText").text.indexOf("fu") >= 0);
        // The right choice is shown.
        verify(session.current.choices.data(session.current.choices.index(rightRow, 0), QuizChoiceModel.CorrectRole));

        // Esc ends the session: the summary counts one of two.
        keyClick(Qt.Key_Escape);
        compare(session.phase, QuizSession.Summary);
        compare(findChild(page, "summaryScore").text, "1 of 2 right");
        compare(session.score.summary.count, 1);
        const again = findChild(page, "againButton");
        tryVerify(() => again.activeFocus);

        // The statistics know the answers; the missed question is due for review.
        verify(session.statistics.skills.count >= 1);
        verify(session.statistics.dueCount >= 1);
        keyClick(Qt.Key_Return); // New session
        compare(session.phase, QuizSession.Setup);

        // Review: the missed question comes back first.
        const review = findChild(page, "sourceReview");
        review.checked = true;
        tryVerify(() => kindBox.activeFocus);
        keyClick(Qt.Key_Return);
        compare(session.phase, QuizSession.Answering);
        compare(session.current.questionId, missed);
        verify(session.current.review);
    }

    function test_pointsAndYakuByKeyboard(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const session = page.session;
        page.forceActiveFocus();
        verify(session.start("points", 1, "tenhou", 2, 0, "generated"));
        const first = findChild(page, "firstPayment");
        tryVerify(() => first.activeFocus);
        const points = session.current.answerPoints();
        typeNumber(points[0]);
        if (session.current.paymentForm === "tsumo_split") {
            keyClick(Qt.Key_Tab);
            typeNumber(points[1]);
        }
        keyClick(Qt.Key_Tab);
        typeNumber(points[2]);
        compare(first.text, String(points[0]));
        compare(findChild(page, "winnerGain").text, String(points[2]));
        keyClick(Qt.Key_Return);
        compare(session.phase, QuizSession.Feedback);
        verify(session.feedback.correct);

        verify(session.start("yaku", 1, "tenhou", 1, 0, "generated"));
        const questionView = findChild(page, "questionView");
        tryVerify(() => questionView.activeFocus);
        const rows = session.current.answerRows();
        verify(rows.length > 0);
        for (const row of rows)
            pressChoice(session, row);
        // One han too many on the last one picked: wrong, and said so.
        keyClick(Qt.Key_Plus);
        keyClick(Qt.Key_Plus);
        keyClick(Qt.Key_Return);
        verify(!session.feedback.correct);
        verify(session.feedback.mistakes.count > 0);
        keyClick(Qt.Key_N);
        compare(session.phase, QuizSession.Summary);
    }

    function test_statisticsView(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const tab = findChild(page, "statsTab");
        mouseClick(tab);
        compare(page.view, "stats");
        verify(findChild(page, "accuracyChart"));
        tryVerify(() => findChild(page, "quizStats").activeFocus);
        keyClick(Qt.Key_Escape);
        compare(page.view, "practice");
    }

    // Each choice is a button named as a screen reader should say it: a tile choice as its tile
    // is named, the others by their words; it says whether it is picked.
    function test_choicesHaveAccessibleNames(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const session = page.session;
        page.forceActiveFocus();
        verify(session.start("waits", 1, "tenhou", 1, 0, "generated"));
        let choice = findChild(page, "choice0");
        verify(choice);
        compare(choice.Accessible.role, Accessible.Button);
        const tile = findChild(choice, "choiceTile");
        verify(tile.visible);
        verify(choice.Accessible.name.length > 0);
        compare(choice.Accessible.name, tile.Accessible.name);
        verify(!choice.Accessible.checked);
        pressChoice(session, 0);
        verify(choice.Accessible.checked);

        verify(session.start("furiten", 1, "tenhou", 1, 0, "generated"));
        choice = findChild(page, "choice0");
        verify(!findChild(choice, "choiceTile").visible);
        compare(choice.Accessible.name,
                session.current.choices.data(session.current.choices.index(0, 0), QuizChoiceModel.LabelRole));
    }
}
