// The viewer's table on screen: the real window (Main.qml on the Viewer page, the engine set up as
// the app sets it up) rendered offscreen, a Tenhou hanchan open, and steps through it timed with
// what they cost the window: the bindings, the table's items and images, and the frame (polish,
// scene graph sync, render; grabWindow() also reads the pixels back).
//   cmake --build build --target bench_viewertable && ./build/bin/bench_viewertable
// Budget: a step with the table on screen, frame included, < 16 ms; a thousand queued → presses
// (a key held faster than it repeats) drawn in a few frames, not one frame per step.
#include "library/librarycontroller.h"
#include "settings/appsettings.h"
#include "viewer/gamesession.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

// Key presses queued as the window system queues them (xcb delivers keys this way): Qt's QPA
// entry, exported by QtGui, whose header is not installed here.
class QWindowSystemInterface
{
public:
    class AsynchronousDelivery;
    template <typename Delivery>
    static bool handleKeyEvent(QWindow *window, QEvent::Type type, int key,
            Qt::KeyboardModifiers modifiers, const QString &text = QString(),
            bool autorepeat = false, ushort count = 1);
};

Q_IMPORT_QML_PLUGIN(Haifu_BackendPlugin)
Q_IMPORT_QML_PLUGIN(Haifu_UiPlugin)

using namespace haifu::app;
using namespace Qt::StringLiterals;

namespace {

// The app as main() makes it, on the Viewer page with a hanchan of the test data open.
struct Window
{
    QTemporaryDir dir;
    std::unique_ptr<AppSettings> settings;
    std::unique_ptr<GameSession> session;
    std::unique_ptr<LibraryController> library;
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow *window = nullptr;

    bool open()
    {
        settings = std::make_unique<AppSettings>(dir.filePath(u"settings.ini"_s));
        settings->setPersistent(false);
        settings->setTheme(u"light"_s);
        settings->setLanguage(u"en"_s);
        settings->setCurrentPage(u"viewer"_s);
        AppSettings::setInstance(settings.get());
        session = std::make_unique<GameSession>(nullptr);
        GameSession::setInstance(session.get());
        library = std::make_unique<LibraryController>(dir.filePath(u"library.haifu"_s));
        LibraryController::setInstance(library.get());
        library->attach(session.get());
        if (!session->open(QStringLiteral(
                    HAIFU_RECORDS_DATA "/tsubaki__2023053016gm-0029-0000-e54b3b98.xml")))
            return false;
        engine = std::make_unique<QQmlApplicationEngine>();
        settings->setEngine(engine.get());
        engine->addImportPath(u"qrc:/qt/qml"_s);
        engine->load(QUrl(u"qrc:/qt/qml/Haifu/Ui/Main.qml"_s));
        if (engine->rootObjects().isEmpty())
            return false;
        window = qobject_cast<QQuickWindow *>(engine->rootObjects().constFirst());
        if (!window)
            return false;
        window->resize(1280, 800);
        window->show();
        frame();
        frame();
        return true;
    }

    // Everything the step left to do, then one frame drawn.
    void frame() const
    {
        QCoreApplication::processEvents();
        benchmark::DoNotOptimize(window->grabWindow());
    }

    // Back to the start of the game when the end is reached (once per pass over the game).
    void wrap() const
    {
        if (session->position()->atEnd())
            session->seekGlobal(0);
    }
};

Window *s_window = nullptr;

// Arg 0: the step and what it makes the window do before the next frame (bindings, items,
// images); 1: the same and the frame.
void BM_TableStep(benchmark::State &state)
{
    Window &w = *s_window;
    const bool drawn = state.range(0) == 1;
    w.session->seekGlobal(0);
    w.frame();
    for (auto _ : state) {
        if (!w.session->next()) {
            state.PauseTiming();
            w.session->seekGlobal(0);
            w.frame();
            state.ResumeTiming();
            continue;
        }
        if (drawn)
            w.frame();
        else
            QCoreApplication::processEvents();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TableStep)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// A key held faster than it repeats: Arg → presses queued before the window gets to draw, then
// the frames until the table shows the step they lead to. Time per press.
void BM_TableHeldKey(benchmark::State &state)
{
    Window &w = *s_window;
    const int presses = static_cast<int>(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        w.session->seekGlobal(0);
        w.frame();
        const int target = std::min(w.session->position()->globalStep() + presses,
                w.session->position()->totalSteps() - 1);
        state.ResumeTiming();
        for (int i = 0; i < presses; ++i) {
            QWindowSystemInterface::handleKeyEvent<QWindowSystemInterface::AsynchronousDelivery>(
                    w.window, QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier, QString(), i > 0);
        }
        int frames = 0;
        do {
            w.frame();
        } while (w.session->position()->globalStep() != target && ++frames < 1000);
        if (w.session->position()->globalStep() != target) {
            state.SkipWithError("the held key did not reach its step");
            break;
        }
        state.counters["frames"] = frames + 1;
    }
    state.SetItemsProcessed(state.iterations() * presses);
}
BENCHMARK(BM_TableHeldKey)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(u"Material"_s);
    Window window;
    if (!window.open()) {
        std::fprintf(stderr, "bench_viewertable: the viewer did not open\n");
        return 1;
    }
    s_window = &window;
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    s_window = nullptr;
    return 0;
}
