// The precompiled header of every test (tests/CMakeLists.txt): Qt's test library and the Qt and
// standard headers that most tests include. Only headers of Qt and the standard library: a test
// still includes what it uses. Kept small: every test file loads it.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>
