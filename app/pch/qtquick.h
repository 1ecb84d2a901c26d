// The precompiled header of the QML backend (app/CMakeLists.txt, haifu_use_pch): qtcore.h and the
// model and QML registration headers that its types include.
#pragma once

#include "qtcore.h"

#include <QAbstractListModel>
#include <QColor>
#include <QQmlEngine>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
