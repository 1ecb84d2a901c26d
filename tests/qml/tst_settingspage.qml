import QtQuick
import QtQuick.Controls
import QtTest
import Haifu.Backend
import Haifu.Ui

// Clicking a language or theme applies it at once through AppSettings.
TestCase {
    id: testCase

    name: "SettingsPage"
    width: 800
    height: 700
    visible: true
    when: windowShown

    Component {
        id: pageComponent

        SettingsPage {
            width: 800
            height: 700
        }
    }

    function cleanup(): void {
        AppSettings.language = "en";
        AppSettings.theme = "light";
    }

    function test_languageSwitchesAtOnce(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        const japanese = findChild(page, "languageJapanese");
        verify(japanese);
        mouseClick(japanese);
        compare(AppSettings.language, "ja");
        compare(AppSettings.effectiveLanguage, "ja");
        // The page's own heading is retranslated without a restart.
        tryVerify(() => findChild(page, "languageEnglish").checked === false);
        const english = findChild(page, "languageEnglish");
        mouseClick(english);
        compare(AppSettings.language, "en");
    }

    function test_themeSwitches(): void {
        const page = createTemporaryObject(pageComponent, testCase);
        const dark = findChild(page, "theme_dark");
        verify(dark);
        mouseClick(dark);
        compare(AppSettings.theme, "dark");
        verify(AppSettings.dark);
        verify(Theme.dark);
        mouseClick(findChild(page, "theme_light"));
        verify(!Theme.dark);
    }
}
