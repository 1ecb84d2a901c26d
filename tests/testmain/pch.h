// The precompiled header of every test (tests/CMakeLists.txt): Qt's test library and the Qt and
// standard headers that most tests include. Only headers of Qt and the standard library: a test
// still includes what it uses.
#pragma once

#include <QtCore/QtCore>
#include <QtTest/QSignalSpy>
#include <QtTest/QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>
