#include "appsettings.h"

#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Haifu_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Haifu_UiPlugin)

using namespace Qt::StringLiterals;

// Gives every QML test the app's modules and a throw-away AppSettings.
class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(u"qrc:/qt/qml"_s); // Qt<6.5: not on the import path by default
        m_settings = std::make_unique<AppSettings>(m_dir.filePath(u"settings.ini"_s));
        m_settings->setLanguage(u"en"_s);
        m_settings->setTheme(u"light"_s);
        m_settings->setEngine(engine);
        AppSettings::setInstance(m_settings.get());
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<AppSettings> m_settings;
};

QUICK_TEST_MAIN_WITH_SETUP(haifu, Setup)
#include "tst_qml.moc"
