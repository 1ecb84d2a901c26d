// One executable per test area (tests/CMakeLists.txt): every test class registers its main here
// under its source file's name, and the area's main (testmain.cpp) runs the one named by its first
// argument. ctest still lists and times each class: `tests_core tst_ev` is the ctest core_tst_ev.
#pragma once

#include <QString>
#include <QStringList>
#include <QtTest/qtest.h>

namespace HaifuTest {

using TestMain = int (*)(int argc, char **argv);

// Registers the main of the test in `sourceFile` (its file name without the extension).
bool registerTest(const char *sourceFile, TestMain main);

// The arguments that start this executable on the running test again: a test that runs helper
// processes of itself puts them before its own.
QStringList selfArguments();

} // namespace HaifuTest

// The app's classes live in haifu::app (app/'s feature folders); the tests name them as the app's
// own code does.
namespace haifu::app { }
using namespace haifu::app;

// The bodies of Qt's QTEST_*_MAIN macros, as a registered function instead of main().
#define HAIFU_TEST_REGISTER(TestObject, ...)                                                       \
    namespace {                                                                                    \
    int haifuTestMain(int argc, char **argv)                                                       \
    {                                                                                              \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    const bool haifuTestRegistered = HaifuTest::registerTest(__FILE__, haifuTestMain);             \
    }

#define HAIFU_TEST_MAIN(TestObject) HAIFU_TEST_REGISTER(TestObject, QTEST_MAIN_SETUP())
#define HAIFU_TEST_GUILESS_MAIN(TestObject)                                                        \
    HAIFU_TEST_REGISTER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define HAIFU_TEST_APPLESS_MAIN(TestObject) HAIFU_TEST_REGISTER(TestObject)
