#include "settings/appsettings.h"
#include "shell/pagemodel.h"

#include "testmain.h"

#include <QGuiApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestAppSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void persistsAndRestores();
    void rejectsUnknownValues();
    void themeDrivesDark();
    void switchesLanguageAtOnce();
    void nonPersistentWritesNothing();
    void tenhouLogBase();
    void engine();

private:
    QTemporaryDir m_dir;
};

void TestAppSettings::defaults()
{
    AppSettings settings(m_dir.filePath(u"defaults.ini"_s));
    QCOMPARE(settings.language(), QString());
    QCOMPARE(settings.theme(), u"system"_s);
    QCOMPARE(settings.currentPage(), u"library"_s);
    QVERIFY(!settings.windowGeometry().isValid());
    QVERIFY(settings.effectiveLanguage() == "en"_L1 || settings.effectiveLanguage() == "ja"_L1);
}

void TestAppSettings::persistsAndRestores()
{
    const QString file = m_dir.filePath(u"persist.ini"_s);
    {
        AppSettings settings(file);
        settings.setLanguage(u"ja"_s);
        settings.setTheme(u"dark"_s);
        settings.setCurrentPage(u"quiz"_s);
        settings.setWindowGeometry(QRect(10, 20, 1000, 700));
        settings.setWindowMaximized(true);
    }
    AppSettings restored(file);
    QCOMPARE(restored.language(), u"ja"_s);
    QCOMPARE(restored.theme(), u"dark"_s);
    QCOMPARE(restored.currentPage(), u"quiz"_s);
    QCOMPARE(restored.windowGeometry(), QRect(10, 20, 1000, 700));
    QVERIFY(restored.windowMaximized());
}

void TestAppSettings::rejectsUnknownValues()
{
    AppSettings settings(m_dir.filePath(u"unknown.ini"_s));
    settings.setLanguage(u"ja"_s);
    settings.setLanguage(u"klingon"_s);
    QCOMPARE(settings.language(), QString()); // unknown falls back to the system language
    settings.setTheme(u"purple"_s);
    QCOMPARE(settings.theme(), u"system"_s);
}

void TestAppSettings::themeDrivesDark()
{
    AppSettings settings(m_dir.filePath(u"theme.ini"_s));
    QSignalSpy spy(&settings, &AppSettings::darkChanged);
    settings.setTheme(u"light"_s);
    QVERIFY(!settings.dark());
    settings.setTheme(u"dark"_s);
    QVERIFY(settings.dark());
    QCOMPARE(spy.count(), 1);
    settings.setTheme(u"light"_s);
    QVERIFY(!settings.dark());
    QCOMPARE(spy.count(), 2);
}

void TestAppSettings::switchesLanguageAtOnce()
{
    AppSettings settings(m_dir.filePath(u"language.ini"_s));
    QSignalSpy spy(&settings, &AppSettings::languageChanged);
    settings.setLanguage(u"ja"_s);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(settings.effectiveLanguage(), u"ja"_s);
    QCOMPARE(QCoreApplication::translate(PageModel::staticMetaObject.className(), "Library"),
            u"ライブラリ"_s);
    settings.setLanguage(u"en"_s);
    QCOMPARE(QCoreApplication::translate(PageModel::staticMetaObject.className(), "Library"),
            u"Library"_s);
}

void TestAppSettings::nonPersistentWritesNothing()
{
    const QString file = m_dir.filePath(u"readonly.ini"_s);
    {
        AppSettings settings(file);
        settings.setPersistent(false);
        settings.setTheme(u"dark"_s);
        settings.setCurrentPage(u"club"_s);
    }
    QSettings raw(file, QSettings::IniFormat);
    QVERIFY(raw.allKeys().isEmpty());
}

// Where "Fetch from Tenhou" downloads from: Tenhou's log endpoint, a mirror once set (kept),
// Tenhou's again when cleared.
void TestAppSettings::tenhouLogBase()
{
    const QString file = m_dir.filePath(u"logbase.ini"_s);
    {
        AppSettings settings(file);
        QCOMPARE(settings.tenhouLogBase(), u"https://tenhou.net/0/log/"_s);
        QSignalSpy changed(&settings, &AppSettings::tenhouLogBaseChanged);
        settings.setTenhouLogBase(u"  http://127.0.0.1:8000/log/ "_s);
        QCOMPARE(settings.tenhouLogBase(), u"http://127.0.0.1:8000/log/"_s);
        QCOMPARE(changed.size(), 1);
    }
    AppSettings restored(file);
    QCOMPARE(restored.tenhouLogBase(), u"http://127.0.0.1:8000/log/"_s);
    restored.setTenhouLogBase({});
    QCOMPARE(restored.tenhouLogBase(), u"https://tenhou.net/0/log/"_s);
}

// The external engine's command line and folder: empty at first, kept trimmed, signalled once per
// change, restored, cleared.
void TestAppSettings::engine()
{
    const QString file = m_dir.filePath(u"engine.ini"_s);
    {
        AppSettings settings(file);
        QCOMPARE(settings.engineCommand(), QString());
        QCOMPARE(settings.engineFolder(), QString());
        QSignalSpy command(&settings, &AppSettings::engineCommandChanged);
        QSignalSpy folder(&settings, &AppSettings::engineFolderChanged);
        settings.setEngineCommand(u"  python3 bot.py \"my model\" "_s);
        settings.setEngineCommand(u"python3 bot.py \"my model\""_s);
        settings.setEngineFolder(u" /opt/bots "_s);
        QCOMPARE(settings.engineCommand(), u"python3 bot.py \"my model\""_s);
        QCOMPARE(settings.engineFolder(), u"/opt/bots"_s);
        QCOMPARE(command.size(), 1);
        QCOMPARE(folder.size(), 1);
    }
    AppSettings restored(file);
    QCOMPARE(restored.engineCommand(), u"python3 bot.py \"my model\""_s);
    QCOMPARE(restored.engineFolder(), u"/opt/bots"_s);
    restored.setEngineCommand({});
    restored.setEngineFolder(u"  "_s);
    AppSettings cleared(file);
    QCOMPARE(cleared.engineCommand(), QString());
    QCOMPARE(cleared.engineFolder(), QString());
}

HAIFU_TEST_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
