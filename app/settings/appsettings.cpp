#include "settings/appsettings.h"
#include "network/tenhoulog.h"

#include "storage/database.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QQmlEngine>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

AppSettings *s_instance = nullptr;

const QStringList kLanguages{ u"en"_s, u"ja"_s };
const QStringList kThemes{ u"system"_s, u"light"_s, u"dark"_s };

} // namespace

AppSettings::AppSettings(const QString &settingsFile, QObject *parent)
    : QObject(parent),
      m_settings(settingsFile.isEmpty()
                      ? std::make_unique<QSettings>()
                      : std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
{
    m_language = m_settings->value("language"_L1).toString();
    if (!m_language.isEmpty() && !kLanguages.contains(m_language))
        m_language.clear();
    m_theme = m_settings->value("theme"_L1, u"system"_s).toString();
    if (!kThemes.contains(m_theme))
        m_theme = u"system"_s;
    m_currentPage = m_settings->value("currentPage"_L1, u"library"_s).toString();
    m_windowGeometry = m_settings->value("windowGeometry"_L1).toRect();
    m_windowMaximized = m_settings->value("windowMaximized"_L1, false).toBool();
    m_tenhouLogBase = m_settings->value("tenhouLogBase"_L1).toString().trimmed();
    if (m_tenhouLogBase.isEmpty())
        m_tenhouLogBase = QString::fromLatin1(haifu::network::kDefaultTenhouLogBase);
    m_engineCommand = m_settings->value("engineCommand"_L1).toString().trimmed();
    m_engineFolder = m_settings->value("engineFolder"_L1).toString().trimmed();
    // Never a password, even in a file written by hand.
    m_libraryLocation = haifu::storage::Database::displayLocation(
            m_settings->value("libraryLocation"_L1).toString().trimmed());
    m_dark = m_theme == "dark"_L1 || (m_theme == "system"_L1 && systemPrefersDark());
    if (qApp)
        qApp->installEventFilter(this);
}

AppSettings::~AppSettings()
{
    if (m_translatorInstalled)
        QCoreApplication::removeTranslator(&m_translator);
    if (s_instance == this)
        s_instance = nullptr;
}

AppSettings *AppSettings::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    Q_ASSERT(s_instance);
    QQmlEngine::setObjectOwnership(s_instance, QQmlEngine::CppOwnership);
    if (!s_instance->m_engine)
        s_instance->setEngine(qmlEngine);
    return s_instance;
}

void AppSettings::setInstance(AppSettings *instance)
{
    s_instance = instance;
}

AppSettings *AppSettings::instance()
{
    return s_instance;
}

void AppSettings::setEngine(QQmlEngine *engine)
{
    m_engine = engine;
}

QStringList AppSettings::availableLanguages() const
{
    return kLanguages;
}

QString AppSettings::effectiveLanguage() const
{
    return m_language.isEmpty() ? systemLanguage() : m_language;
}

void AppSettings::setLanguage(const QString &language)
{
    const QString value = kLanguages.contains(language) ? language : QString();
    if (value == m_language)
        return;
    const QString before = effectiveLanguage();
    m_language = value;
    save(u"language"_s, m_language);
    if (effectiveLanguage() != before)
        applyLanguage();
    Q_EMIT languageChanged();
}

void AppSettings::applyLanguage()
{
    if (m_translatorInstalled) {
        QCoreApplication::removeTranslator(&m_translator);
        m_translatorInstalled = false;
    }
    if (m_qtTranslatorInstalled) {
        QCoreApplication::removeTranslator(&m_qtTranslator);
        m_qtTranslatorInstalled = false;
    }
    const QString lang = effectiveLanguage();
    // English is the source language and needs no translator.
    if (lang != "en"_L1 && m_translator.load(u":/i18n/haifu_"_s + lang + u".qm"_s))
        m_translatorInstalled = QCoreApplication::installTranslator(&m_translator);
    // Qt's own texts (the buttons of standard dialogs, …) from Qt's catalogues when installed
    // (Debian: qt6-translations-l10n).
    if (lang != "en"_L1
            && m_qtTranslator.load(
                    u"qt_"_s + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        m_qtTranslatorInstalled = QCoreApplication::installTranslator(&m_qtTranslator);
    QLocale::setDefault(QLocale(lang == "ja"_L1 ? QLocale::Japanese : QLocale::English));
    if (m_engine) {
        m_engine->setUiLanguage(lang);
        m_engine->retranslate();
    }
}

void AppSettings::setTheme(const QString &theme)
{
    const QString value = kThemes.contains(theme) ? theme : u"system"_s;
    if (value == m_theme)
        return;
    m_theme = value;
    save(u"theme"_s, m_theme);
    Q_EMIT themeChanged();
    updateDark();
}

void AppSettings::updateDark()
{
    const bool dark = m_theme == "dark"_L1 || (m_theme == "system"_L1 && systemPrefersDark());
    if (dark == m_dark)
        return;
    m_dark = dark;
    Q_EMIT darkChanged();
}

void AppSettings::setCurrentPage(const QString &page)
{
    if (page == m_currentPage)
        return;
    m_currentPage = page;
    save(u"currentPage"_s, page);
    Q_EMIT currentPageChanged();
}

void AppSettings::setWindowGeometry(const QRect &geometry)
{
    if (geometry == m_windowGeometry)
        return;
    m_windowGeometry = geometry;
    save(u"windowGeometry"_s, geometry);
    Q_EMIT windowGeometryChanged();
}

void AppSettings::setWindowMaximized(bool maximized)
{
    if (maximized == m_windowMaximized)
        return;
    m_windowMaximized = maximized;
    save(u"windowMaximized"_s, maximized);
    Q_EMIT windowMaximizedChanged();
}

void AppSettings::setTenhouLogBase(const QString &base)
{
    const QString value = base.trimmed().isEmpty()
            ? QString::fromLatin1(haifu::network::kDefaultTenhouLogBase)
            : base.trimmed();
    if (value == m_tenhouLogBase)
        return;
    m_tenhouLogBase = value;
    save(u"tenhouLogBase"_s, value);
    Q_EMIT tenhouLogBaseChanged();
}

void AppSettings::setEngineCommand(const QString &command)
{
    if (setText(m_engineCommand, command, u"engineCommand"_s))
        Q_EMIT engineCommandChanged();
}

void AppSettings::setEngineFolder(const QString &folder)
{
    if (setText(m_engineFolder, folder, u"engineFolder"_s))
        Q_EMIT engineFolderChanged();
}

void AppSettings::setLibraryLocation(const QString &location)
{
    if (setText(m_libraryLocation, haifu::storage::Database::displayLocation(location.trimmed()),
                u"libraryLocation"_s)) {
        // Read by the next start, which may follow at once (Settings' "Use this library").
        if (m_persistent)
            m_settings->sync();
        Q_EMIT libraryLocationChanged();
    }
}

bool AppSettings::setText(QString &member, const QString &value, const QString &key)
{
    const QString trimmed = value.trimmed();
    if (trimmed == member)
        return false;
    member = trimmed;
    save(key, trimmed);
    return true;
}

void AppSettings::save(const QString &key, const QVariant &value)
{
    if (m_persistent)
        m_settings->setValue(key, value);
}

bool AppSettings::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange)
        updateDark();
    return QObject::eventFilter(watched, event);
}

bool AppSettings::systemPrefersDark()
{
    const QByteArray gtkTheme = qgetenv("GTK_THEME").toLower();
    if (gtkTheme.contains(":dark") || gtkTheme.endsWith("-dark"))
        return true;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    const QPalette palette = QGuiApplication::palette();
    return palette.color(QPalette::Window).lightness()
            < palette.color(QPalette::WindowText).lightness();
}

QString AppSettings::systemLanguage()
{
    const QStringList ui = QLocale::system().uiLanguages();
    if (!ui.isEmpty() && ui.first().startsWith("ja"_L1))
        return u"ja"_s;
    return u"en"_s;
}

} // namespace haifu::app
