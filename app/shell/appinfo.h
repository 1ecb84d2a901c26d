#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// What the About dialog shows: name, version, licence, build facts.
class AppInfo : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString name READ name CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(QString licenseName READ licenseName CONSTANT)
    Q_PROPERTY(QString licenseSpdx READ licenseSpdx CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)
    Q_PROPERTY(QString homepage READ homepage CONSTANT)

public:
    using QObject::QObject;

    [[nodiscard]] QString name() const;
    [[nodiscard]] QString version() const;
    [[nodiscard]] QString licenseName() const;
    [[nodiscard]] QString licenseSpdx() const;
    [[nodiscard]] QString qtVersion() const;
    [[nodiscard]] QString homepage() const;
};

} // namespace haifu::app
