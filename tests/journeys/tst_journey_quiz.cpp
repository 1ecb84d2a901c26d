// Journey: a learner takes every kind of quiz, the drills included (all-last
// conditions answered in their lists with the mouse and the arrow keys). Fresh start → Quiz page →
// for each kind: choose it in the list, three questions, Start → every question answered by keys
// (choices by their letter or digit, points typed), feedback, N → the summary → the statistics tab.
#include "journey.h"

#include "testmain.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneyQuiz : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void everyKindToTheSummary();

private:
    // Evaluated on the Quiz page (its session is `session`).
    QJsonValue page(App &app, const QString &expression)
    {
        return app.eval(expression, u"quizPage"_s);
    }
    bool pageUntil(App &app, const QString &expression)
    {
        return app.waitUntil(expression, journey::kPatienceMs, u"quizPage"_s);
    }
    void answerByKeys(App &app);
    bool row0Screenshot = false;
};

namespace {

// A shortcut character as xdotool names its key.
QString keyName(const QString &shortcut)
{
    if (shortcut == u"+"_s)
        return u"plus"_s;
    if (shortcut == u"-"_s)
        return u"minus"_s;
    return shortcut.toLower();
}

} // namespace

void JourneyQuiz::answerByKeys(App &app)
{
    const QString form = page(app, u"session.current.answerForm"_s).toString();
    if (form == u"points"_s) {
        const QJsonArray points = page(app, u"session.current.answerPoints()"_s).toArray();
        QCOMPARE(points.size(), 3);
        QVERIFY(app.waitUntil(
                u"activeFocusItem && activeFocusItem.objectName === 'firstPayment'"_s));
        app.type(QString::number(points.at(0).toInt()));
        if (page(app, u"session.current.paymentForm === 'tsumo_split'"_s).toBool()) {
            app.key(u"Tab"_s);
            app.type(QString::number(points.at(1).toInt()));
        }
        app.key(u"Tab"_s);
        app.type(QString::number(points.at(2).toInt()));
    } else if (form == u"conditions"_s) {
        // Each source: open its list with the mouse, walk down to the answer with the keys (the
        // list scrolls to it) and click it. The pointer goes out of the list's way first: an entry
        // that the list scrolls under it would take the highlight from the keys.
        const QJsonArray options =
                page(app, u"session.current.answerConditionOptions()"_s).toArray();
        QVERIFY(!options.isEmpty());
        for (int row = 0; row < options.size(); ++row) {
            const QString box = u"conditionOption%1"_s.arg(row);
            app.clickItem(box);
            QVERIFY(app.waitUntil(u"popup.opened"_s, journey::kPatienceMs, box));
            const QJsonObject frame = app.window();
            app.hover(QPoint(frame.value(u"x"_s).toInt() + frame.value(u"w"_s).toInt() - 2,
                    frame.value(u"y"_s).toInt() + frame.value(u"h"_s).toInt() - 2));
            // From the entry the pointer rested on when the list opened, if any.
            const int answer = options.at(row).toInt();
            for (int i = 0; i < 100; ++i) {
                const int highlighted = app.eval(u"highlightedIndex"_s, box).toInt();
                if (highlighted == answer)
                    break;
                app.key(highlighted < answer ? u"Down"_s : u"Up"_s);
            }
            QCOMPARE(app.eval(u"highlightedIndex"_s, box).toInt(), answer);
            const QString option =
                    page(app, u"session.current.conditionOptions[%1]"_s.arg(answer)).toString();
            app.clickText(option);
            QVERIFY2(app.waitUntil(u"!popup.visible && currentIndex === %1"_s.arg(answer),
                             journey::kPatienceMs, box),
                    qPrintable(u"'%1' not taken: %2"_s.arg(option,
                            app.eval(u"'popup ' + popup.visible + ', current ' + currentIndex + "
                                     u"', highlighted ' + highlightedIndex"_s,
                                       box)
                                    .toString())));
        }
        if (row0Screenshot)
            app.screenshot(u"conditions-1b-answered"_s);
        app.clickItem(u"submitButton"_s); // the lists keep the keys: the button answers
        return;
    } else {
        const QJsonArray rows = page(app, u"session.current.answerRows()"_s).toArray();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue &row : rows) {
            const QString shortcut = page(app,
                    u"session.current.choices.data(session.current.choices.index(%1, 0), QuizChoiceModel.ShortcutRole)"_s
                            .arg(row.toInt()))
                                             .toString();
            QVERIFY(!shortcut.isEmpty());
            app.key(keyName(shortcut));
        }
        QVERIFY2(page(app, u"session.current.choices.selectedCount"_s).toInt() >= 1,
                qPrintable(u"no choice taken; focus on %1"_s.arg(
                        app.ask({ { u"cmd"_s, u"focus"_s } }).value(u"item"_s).toString())));
    }
    app.key(u"Return"_s);
}

void JourneyQuiz::everyKindToTheSummary()
{
    App app(m_display, u"quiz"_s);
    JOURNEY_OK(app, app.start());
    JOURNEY_OK(app, app.showPage(u"quiz"_s));
    const QStringList kinds{ u"yaku"_s, u"fu"_s, u"points"_s, u"waits"_s, u"efficiency"_s,
        u"furiten"_s, u"defence"_s, u"conditions"_s, u"shanten"_s, u"discard_ev"_s };
    for (const QString &kind : kinds) {
        JOURNEY_VERIFY(app, pageUntil(app, u"session.phase === QuizSession.Setup"_s));
        // The kind from the list, by mouse as a person does.
        app.clickItem(u"kindBox"_s);
        JOURNEY_VERIFY(app, app.waitUntil(u"popup.opened"_s, journey::kPatienceMs, u"kindBox"_s));
        app.clickText(page(app, u"session.kindName('%1')"_s.arg(kind)).toString());
        JOURNEY_VERIFY(app,
                app.waitUntil(
                        u"currentValue === '%1'"_s.arg(kind), journey::kPatienceMs, u"kindBox"_s));
        // The list (taller with the drills) is gone before the next click.
        JOURNEY_VERIFY(app, app.waitUntil(u"!popup.visible"_s, journey::kPatienceMs, u"kindBox"_s));
        // Three questions.
        app.clickItem(u"lengthBox"_s);
        app.key(u"ctrl+a"_s);
        app.type(u"3"_s);
        app.key(u"Tab"_s);
        JOURNEY_VERIFY(app, app.waitUntil(u"value === 3"_s, journey::kPatienceMs, u"lengthBox"_s));
        app.clickItem(u"startButton"_s);
        for (int question = 1; question <= 3; ++question) {
            JOURNEY_VERIFY(app,
                    pageUntil(app,
                            u"session.phase === QuizSession.Answering && session.current.number === %1"_s
                                    .arg(question)));
            if (question == 1)
                app.screenshot(kind + u"-1-question"_s);
            row0Screenshot = question == 1;
            answerByKeys(app);
            if (QTest::currentTestFailed())
                return;
            JOURNEY_VERIFY(app, pageUntil(app, u"session.phase === QuizSession.Feedback"_s));
            if (question == 1)
                app.screenshot(kind + u"-2-feedback"_s);
            app.key(u"n"_s);
        }
        JOURNEY_VERIFY(app, pageUntil(app, u"session.phase === QuizSession.Summary"_s));
        app.screenshot(kind + u"-3-summary"_s);
        // A new session from the summary (Enter on "New session").
        app.key(u"Return"_s);
    }
    app.clickItem(u"statsTab"_s);
    JOURNEY_VERIFY(app, pageUntil(app, u"view === 'stats'"_s));
    app.screenshot(u"statistics"_s);
    QVERIFY(page(app, u"session.statistics.skills.count"_s).toInt() >= 10);
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneyQuiz)
#include "tst_journey_quiz.moc"
