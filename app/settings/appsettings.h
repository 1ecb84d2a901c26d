#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QSettings>
#include <QString>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;
class QJSEngine;

namespace haifu::app {

// The user's preferences: interface language, colour theme, the page and window geometry of the
// last session. Changes apply at once (language included, without restart) and are saved.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    //! "" follows the system locale; otherwise "en" or "ja".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    //! The language in effect: "en" or "ja".
    Q_PROPERTY(QString effectiveLanguage READ effectiveLanguage NOTIFY languageChanged)
    //! "system", "light" or "dark".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    //! Whether the dark palette is in effect (theme "dark", or "system" on a dark desktop).
    Q_PROPERTY(bool dark READ dark NOTIFY darkChanged)
    Q_PROPERTY(QString currentPage READ currentPage WRITE setCurrentPage NOTIFY currentPageChanged)
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY
                    windowGeometryChanged)
    Q_PROPERTY(bool windowMaximized READ windowMaximized WRITE setWindowMaximized NOTIFY
                    windowMaximizedChanged)
    Q_PROPERTY(QStringList availableLanguages READ availableLanguages CONSTANT)
    //! The language the system asks for: "en" or "ja".
    Q_PROPERTY(QString systemLanguage READ systemLanguage CONSTANT)
    //! Where "Fetch from Tenhou" downloads logs from (BASE?ID): Tenhou's log endpoint unless a
    //! mirror is set. Setting "" restores the default.
    Q_PROPERTY(QString tenhouLogBase READ tenhouLogBase WRITE setTenhouLogBase NOTIFY
                    tenhouLogBaseChanged)
    //! The external MJAI engine (README "External MJAI engine"): its command line (program and
    //! arguments, "double quotes" keep spaces) and the folder it runs in ("" for the current
    //! one). Saved trimmed.
    Q_PROPERTY(QString engineCommand READ engineCommand WRITE setEngineCommand NOTIFY
                    engineCommandChanged)
    Q_PROPERTY(
            QString engineFolder READ engineFolder WRITE setEngineFolder NOTIFY engineFolderChanged)
    //! The library opened at start when neither --db nor --library is given: a file or a
    //! server address (postgresql://…); "" is the default file. Saved without a password (the
    //! password is libpq's: ~/.pgpass, see haifu::app::LibraryConnection).
    Q_PROPERTY(QString libraryLocation READ libraryLocation WRITE setLibraryLocation NOTIFY
                    libraryLocationChanged)

public:
    // settingsFile empty: the platform's usual place (~/.config/Haifu/Haifu.conf).
    // Deliberately not default-constructible: Qt 6.4 would then create its own QML singleton
    // instead of calling create(), which hands out the instance made in main().
    explicit AppSettings(const QString &settingsFile, QObject *parent = nullptr);
    ~AppSettings() override;

    static AppSettings *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    static void setInstance(AppSettings *instance);
    // The instance made in main() (null before).
    [[nodiscard]] static AppSettings *instance();

    [[nodiscard]] QString language() const { return m_language; }
    void setLanguage(const QString &language);
    [[nodiscard]] QString effectiveLanguage() const;
    [[nodiscard]] QStringList availableLanguages() const;

    [[nodiscard]] QString theme() const { return m_theme; }
    void setTheme(const QString &theme);
    [[nodiscard]] bool dark() const { return m_dark; }

    [[nodiscard]] QString currentPage() const { return m_currentPage; }
    void setCurrentPage(const QString &page);

    [[nodiscard]] QRect windowGeometry() const { return m_windowGeometry; }
    void setWindowGeometry(const QRect &geometry);
    [[nodiscard]] bool windowMaximized() const { return m_windowMaximized; }
    void setWindowMaximized(bool maximized);

    [[nodiscard]] QString tenhouLogBase() const { return m_tenhouLogBase; }
    void setTenhouLogBase(const QString &base);

    [[nodiscard]] QString engineCommand() const { return m_engineCommand; }
    void setEngineCommand(const QString &command);
    [[nodiscard]] QString engineFolder() const { return m_engineFolder; }
    void setEngineFolder(const QString &folder);
    [[nodiscard]] QString libraryLocation() const { return m_libraryLocation; }
    void setLibraryLocation(const QString &location);

    // When false (screenshots, tests) nothing is written back to disk.
    void setPersistent(bool persistent) { m_persistent = persistent; }
    // The engine to retranslate when the language changes.
    void setEngine(QQmlEngine *engine);
    // Installs the translator for the effective language; called at start and on change.
    void applyLanguage();

    // Whether the desktop asks for dark colours (palette lightness, GTK_THEME=…:dark).
    [[nodiscard]] static bool systemPrefersDark();
    // "ja" when the system's UI languages start with Japanese, otherwise "en".
    [[nodiscard]] static QString systemLanguage();

Q_SIGNALS:
    void languageChanged();
    void themeChanged();
    void darkChanged();
    void currentPageChanged();
    void windowGeometryChanged();
    void windowMaximizedChanged();
    void tenhouLogBaseChanged();
    void engineCommandChanged();
    void engineFolderChanged();
    void libraryLocationChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void save(const QString &key, const QVariant &value);
    // Sets a text setting to `value` trimmed and saves it under `key`; false when unchanged.
    bool setText(QString &member, const QString &value, const QString &key);
    void updateDark();

    std::unique_ptr<QSettings> m_settings;
    QTranslator m_translator;
    bool m_translatorInstalled = false;
    QTranslator m_qtTranslator; // Qt's own texts
    bool m_qtTranslatorInstalled = false;
    QPointer<QQmlEngine> m_engine;
    bool m_persistent = true;
    QString m_language;
    QString m_theme;
    bool m_dark = false;
    QString m_currentPage;
    QRect m_windowGeometry;
    bool m_windowMaximized = false;
    QString m_tenhouLogBase;
    QString m_engineCommand;
    QString m_engineFolder;
    QString m_libraryLocation;
};

} // namespace haifu::app
