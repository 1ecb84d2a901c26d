#pragma once

#include "viewer/gameline.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// Where the viewer stands in the recorded game: the hand (kyoku) and its step, and the step
// counted over the whole game for the timeline. Step 0 is the deal, step k the table after
// event k-1 of the hand.
class GamePosition : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The position comes from GameSession.position")
    Q_PROPERTY(int kyoku READ kyoku NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)
    //! Steps of the current kyoku that can be shown (events + 1, unless the replay stops).
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed)
    Q_PROPERTY(int globalStep READ globalStep NOTIFY changed)
    Q_PROPERTY(bool atStart READ atStart NOTIFY changed)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY changed)
    Q_PROPERTY(int kyokuCount READ kyokuCount NOTIFY changed)
    Q_PROPERTY(int totalSteps READ totalSteps NOTIFY changed)

public:
    explicit GamePosition(const GameLine &line, QObject *parent = nullptr)
        : QObject(parent), m_line(line)
    { }

    [[nodiscard]] int kyoku() const { return m_line.currentKyoku(); }
    [[nodiscard]] int step() const { return m_line.currentStep(); }
    [[nodiscard]] int stepCount() const { return m_line.stepCount(); }
    [[nodiscard]] int globalStep() const { return m_line.globalStep(); }
    [[nodiscard]] bool atStart() const { return m_line.atStart(); }
    [[nodiscard]] bool atEnd() const { return m_line.atEnd(); }
    [[nodiscard]] int kyokuCount() const { return m_line.kyokuCount(); }
    [[nodiscard]] int totalSteps() const { return m_line.totalSteps(); }

Q_SIGNALS:
    // The line moved, or another game opened.
    void changed();

private:
    const GameLine &m_line;
};

} // namespace haifu::app
