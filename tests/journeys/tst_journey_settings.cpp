// Journey: the window as people have it. A game open in the viewer → Settings: Japanese, then
// dark → back to the game (still open at its step, in Japanese and dark) → back to English and
// light → every page (the record editor too) at the window's minimum size (840×560), at 1024×640
// and at 2560×1440, in both languages: screenshots of each; no shown text item runs off the
// window and no button's text outside a scrolling list is cut short.
#include "journey.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using journey::App;

class JourneySettings : public journey::JourneyTest
{
    Q_OBJECT

private Q_SLOTS:
    void languageThemeAndSizes();
};

void JourneySettings::languageThemeAndSizes()
{
    App app(m_display, u"settings"_s);
    JOURNEY_OK(app, app.startOnSamples());

    // A game open at a decision.
    JOURNEY_OK(app, app.openGame());
    app.key(u"Down"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step > 0"_s));
    const int step = app.eval(u"GameSession.position.step"_s).toInt();

    // Japanese and dark from the Settings page, with the game open.
    JOURNEY_OK(app, app.showPage(u"settings"_s));
    app.clickItem(u"languageJapanese"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.language === 'ja'"_s));
    app.clickItem(u"theme_dark"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"Theme.dark"_s));
    app.screenshot(u"01-settings-ja-dark"_s);
    JOURNEY_OK(app, app.showPage(u"viewer"_s));
    QCOMPARE(app.eval(u"GameSession.position.step"_s).toInt(), step);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.table.kyokuLabel.length > 0"_s));
    app.screenshot(u"02-viewer-ja-dark"_s);
    app.key(u"Right"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"GameSession.position.step === %1"_s.arg(step + 1)));

    // Back to English and light.
    app.key(u"ctrl+8"_s);
    app.clickItem(u"languageEnglish"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.language === 'en'"_s));
    app.clickItem(u"theme_light"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"!Theme.dark"_s));

    // The record editor open, so that it is a page of the rail (Ctrl+9) too.
    JOURNEY_OK(app, app.showPage(u"library"_s));
    app.clickItem(u"newRecordButton"_s);
    JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === 'editor'"_s));

    // Buttons whose text is cut short (elided), outside a clipping view; names (players, games)
    // elide on purpose where they are data.
    const QString cutTexts = uR"((function () {
        const out = [];
        const visit = (item, clipped, button) => {
            if (!item.visible || item.opacity === 0)
                return;
            if (item.truncated === true && !clipped && button && item.text)
                out.push(item.text);
            const isButton = item.pressed !== undefined && item.checkable !== undefined;
            for (let i = 0; i < item.children.length; ++i)
                visit(item.children[i], clipped || item.clip, button || isButton);
        };
        visit(window.contentItem, false, false);
        return out.join(" | ");
    })())"_s;

    // Every page at three sizes, in both languages.
    const QStringList pages{ u"library"_s, u"viewer"_s, u"quiz"_s, u"lessons"_s, u"review"_s,
        u"stats"_s, u"club"_s, u"settings"_s, u"editor"_s };
    for (const QString &language : { u"en"_s, u"ja"_s }) {
        if (language == u"ja"_s) {
            app.key(u"ctrl+8"_s);
            app.clickItem(u"languageJapanese"_s);
            JOURNEY_VERIFY(app, app.waitUntil(u"AppSettings.language === 'ja'"_s));
        }
        for (const QSize size : { QSize(840, 560), QSize(1024, 640), QSize(2560, 1440) }) {
            JOURNEY_OK(app, app.resize(size));
            for (int i = 0; i < pages.size(); ++i) {
                app.key(u"ctrl+%1"_s.arg(i + 1));
                JOURNEY_VERIFY(app, app.waitUntil(u"currentKey === '%1'"_s.arg(pages.at(i))));
                const QString name = u"%1-%2x%3-%4"_s.arg(pages.at(i))
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(language);
                // Switched at run time, what the models show follows the language too.
                if (language == u"ja"_s && pages.at(i) == u"club"_s)
                    JOURNEY_VERIFY(app,
                            app.waitUntil(
                                    u"controller.game.ledger.count > 0 && !/^(Ron|Tsumo|Draw)/.test(controller.game.ledger.get(0, 'result'))"_s,
                                    journey::kPatienceMs, u"clubPage"_s));
                if (language == u"ja"_s && pages.at(i) == u"quiz"_s)
                    JOURNEY_VERIFY(app,
                            app.waitUntil(u"session.kindNames['mixed'] !== 'Mixed'"_s,
                                    journey::kPatienceMs, u"quizPage"_s));
                QVERIFY(!app.screenshot(name).isEmpty());
                // Nothing shown starts outside the window or runs past its right or bottom edge.
                const QJsonArray outside =
                        app.ask({ { u"cmd"_s, u"outside"_s } }).value(u"items"_s).toArray();
                QVERIFY2(outside.isEmpty(),
                        qPrintable(u"%1: %2"_s.arg(name,
                                QString::fromUtf8(
                                        QJsonDocument(outside).toJson(QJsonDocument::Compact)))));
                const QString cut = app.eval(cutTexts).toString();
                QVERIFY2(cut.isEmpty(), qPrintable(u"%1: cut short: %2"_s.arg(name, cut)));
            }
        }
    }
    JOURNEY_OK(app, app.quit());
}

HAIFU_TEST_GUILESS_MAIN(JourneySettings)
#include "tst_journey_settings.moc"
