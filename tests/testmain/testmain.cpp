// The main of an area's test executable: runs the test named by the first argument, with the
// remaining arguments passed to QTest (-o, -maxwarnings, test function names, …).
#include "testmain.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

std::map<std::string, HaifuTest::TestMain> &registry()
{
    static std::map<std::string, HaifuTest::TestMain> tests;
    return tests;
}

std::string &currentTest()
{
    static std::string name;
    return name;
}

std::string testName(const char *sourceFile)
{
    std::string name(sourceFile);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

bool HaifuTest::registerTest(const char *sourceFile, TestMain main)
{
    const std::string name = testName(sourceFile);
    if (!registry().emplace(name, main).second) {
        std::fprintf(stderr, "two tests are named %s\n", name.c_str());
        std::abort();
    }
    return true;
}

QStringList HaifuTest::selfArguments()
{
    return { QString::fromStdString(currentTest()) };
}

int main(int argc, char *argv[])
{
    const auto found = argc >= 2 ? registry().find(argv[1]) : registry().end();
    if (found == registry().end()) {
        std::fprintf(stderr, "usage: %s TEST [QTest arguments]\nTESTS:\n", argv[0]);
        for (const auto &[name, main] : registry())
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    currentTest() = found->first;
    std::vector<char *> arguments{ argv[0] };
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    int count = argc - 1;
    return found->second(count, arguments.data());
}
