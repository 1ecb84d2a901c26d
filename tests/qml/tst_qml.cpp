#include "demo/clubdemo.h"
#include "library/librarycontroller.h"
#include "settings/appsettings.h"
#include "storage/database.h"
#include "storage/librarylocation.h"
#include "viewer/gamesession.h"

#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(Haifu_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Haifu_UiPlugin)

using namespace Qt::StringLiterals;
using namespace haifu::app;

// Gives every QML test the app's modules, a throw-away AppSettings, the viewer session and a
// library of its own (seeded with the sample games and the demo club, as on a first start) that
// the session keeps its notes in.
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

        m_session = std::make_unique<GameSession>(nullptr);
        GameSession::setInstance(m_session.get());
        const auto library =
                haifu::storage::ensureDefaultLibrary(m_dir.filePath(u"library.haifu"_s));
        if (!library)
            std::fprintf(stderr, "tst_qml: %s\n", library.error().message.c_str());
        // The demo club, as the app seeds it into a new library.
        haifu::storage::Database db;
        const auto error = db.open(m_dir.filePath(u"library.haifu"_s));
        if (const auto seeded = error ? error : seedDemoClub(db))
            std::fprintf(stderr, "tst_qml: %s\n", seeded->message.c_str());
        m_library = std::make_unique<LibraryController>(m_dir.filePath(u"library.haifu"_s));
        LibraryController::setInstance(m_library.get());
        m_library->attach(m_session.get());
    }

    void cleanupTestCase()
    {
        m_library.reset();
        m_session.reset();
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<LibraryController> m_library;
};

QUICK_TEST_MAIN_WITH_SETUP(haifu, Setup)
#include "tst_qml.moc"
