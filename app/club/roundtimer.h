#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace haifu::app {

// The round timer of a tournament room: a round of `duration` minutes counted down
// while running, paused and resumed, a minute added when the referee allows it, reset for the
// next round. The phase says what the room sees: not started, running, the last minutes (a
// warning colour from `warningMinutes` before the end) and time up. A paused round stays in its
// phase; a minute added before the start lengthens the round.
//
// Time comes from a clock (milliseconds, steady); the default one is a QElapsedTimer. Tests set
// their own clock and call tick() after moving it, so nothing waits on real time.
class RoundTimer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int duration READ duration WRITE setDuration NOTIFY durationChanged)
    Q_PROPERTY(int warningMinutes READ warningMinutes WRITE setWarningMinutes NOTIFY
                    warningMinutesChanged)
    Q_PROPERTY(QString roundName READ roundName WRITE setRoundName NOTIFY roundNameChanged)
    Q_PROPERTY(int remainingSeconds READ remainingSeconds NOTIFY changed)
    Q_PROPERTY(QString remainingText READ remainingText NOTIFY changed)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(Phase phase READ phase NOTIFY changed)

public:
    enum Phase { NotStarted, Running, Warning, TimeUp };
    Q_ENUM(Phase)

    using Clock = std::function<qint64()>;

    explicit RoundTimer(QObject *parent = nullptr);

    // Minutes of a round (1 to 600); changing it resets nothing: the time left follows.
    [[nodiscard]] int duration() const { return m_duration; }
    void setDuration(int minutes);
    [[nodiscard]] int warningMinutes() const { return m_warningMinutes; }
    void setWarningMinutes(int minutes);
    [[nodiscard]] QString roundName() const { return m_roundName; }
    void setRoundName(const QString &name);

    // Whole seconds left, rounded up (so 0 only when the time is up).
    [[nodiscard]] int remainingSeconds() const;
    // "45:00", "4:59", "0:00"; "1:05:00" from an hour on.
    [[nodiscard]] QString remainingText() const;
    [[nodiscard]] bool running() const { return m_running; }
    [[nodiscard]] Phase phase() const;

    Q_INVOKABLE void start();
    Q_INVOKABLE void pause();
    // Back to the full duration, not running, added minutes dropped.
    Q_INVOKABLE void reset();
    Q_INVOKABLE void addMinute();
    // Reads the clock: stops at time up and notifies what changed. The internal timer calls it
    // while running; tests call it after moving their clock.
    Q_INVOKABLE void tick();

    // The clock (milliseconds); for tests. Keeps the time already counted.
    void setClock(Clock clock);

Q_SIGNALS:
    void durationChanged();
    void warningMinutesChanged();
    void roundNameChanged();
    void changed();
    // Once when the time runs out.
    void timeUp();

private:
    [[nodiscard]] qint64 elapsedMs() const;
    [[nodiscard]] qint64 remainingMs() const;

    Clock m_clock;
    QTimer m_ticker;
    int m_duration = 90;
    int m_warningMinutes = 5;
    QString m_roundName;
    bool m_running = false;
    bool m_started = false; // start() was called since the last reset()
    qint64 m_counted = 0; // milliseconds counted before the current run
    qint64 m_startedAt = 0; // the clock when the current run started
    qint64 m_added = 0; // milliseconds added by addMinute()
    int m_shownSeconds = -1;
    Phase m_shownPhase = Phase::NotStarted;
};

} // namespace haifu::app
