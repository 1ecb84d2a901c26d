#include "club/roundtimer.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

constexpr qint64 kMinute = 60 * 1000;

} // namespace

RoundTimer::RoundTimer(QObject *parent) : QObject(parent)
{
    auto elapsed = std::make_shared<QElapsedTimer>();
    elapsed->start();
    m_clock = [elapsed] { return elapsed->elapsed(); };
    // Four reads a second keep the seconds on screen within a quarter of a second of the clock.
    m_ticker.setInterval(250);
    connect(&m_ticker, &QTimer::timeout, this, &RoundTimer::tick);
}

void RoundTimer::setDuration(int minutes)
{
    minutes = std::clamp(minutes, 1, 600);
    if (minutes == m_duration)
        return;
    m_duration = minutes;
    Q_EMIT durationChanged();
    tick();
}

void RoundTimer::setWarningMinutes(int minutes)
{
    minutes = std::clamp(minutes, 0, 60);
    if (minutes == m_warningMinutes)
        return;
    m_warningMinutes = minutes;
    Q_EMIT warningMinutesChanged();
    tick();
}

void RoundTimer::setRoundName(const QString &name)
{
    if (name == m_roundName)
        return;
    m_roundName = name;
    Q_EMIT roundNameChanged();
}

qint64 RoundTimer::elapsedMs() const
{
    return m_counted + (m_running ? std::max<qint64>(0, m_clock() - m_startedAt) : 0);
}

qint64 RoundTimer::remainingMs() const
{
    return std::max<qint64>(0, m_duration * kMinute + m_added - elapsedMs());
}

int RoundTimer::remainingSeconds() const
{
    return int((remainingMs() + 999) / 1000);
}

QString RoundTimer::remainingText() const
{
    const int total = remainingSeconds();
    const int hours = total / 3600;
    const int minutes = total / 60 % 60;
    const int seconds = total % 60;
    if (hours > 0)
        return u"%1:%2:%3"_s.arg(hours)
                .arg(minutes, 2, 10, QChar(u'0'))
                .arg(seconds, 2, 10, QChar(u'0'));
    return u"%1:%2"_s.arg(minutes).arg(seconds, 2, 10, QChar(u'0'));
}

RoundTimer::Phase RoundTimer::phase() const
{
    const qint64 left = remainingMs();
    if (left == 0)
        return TimeUp;
    if (!m_started)
        return NotStarted;
    if (left <= m_warningMinutes * kMinute)
        return Warning;
    return Running;
}

void RoundTimer::start()
{
    if (m_running || remainingMs() == 0)
        return;
    m_startedAt = m_clock();
    m_running = true;
    m_started = true;
    m_ticker.start();
    m_shownSeconds = -1; // notify even when no second has passed
    tick();
}

void RoundTimer::pause()
{
    if (!m_running)
        return;
    m_counted = elapsedMs();
    m_running = false;
    m_ticker.stop();
    m_shownSeconds = -1;
    tick();
}

void RoundTimer::reset()
{
    m_running = false;
    m_started = false;
    m_ticker.stop();
    m_counted = 0;
    m_added = 0;
    m_shownSeconds = -1;
    tick();
}

void RoundTimer::addMinute()
{
    m_added += kMinute;
    m_shownSeconds = -1;
    tick();
}

void RoundTimer::setClock(Clock clock)
{
    const qint64 counted = elapsedMs();
    m_clock = std::move(clock);
    m_counted = counted;
    m_startedAt = m_clock();
    tick();
}

void RoundTimer::tick()
{
    bool ranOut = false;
    if (m_running && remainingMs() == 0) {
        m_counted = m_duration * kMinute + m_added;
        m_running = false;
        m_ticker.stop();
        ranOut = true;
    }
    const int seconds = remainingSeconds();
    const Phase now = phase();
    if (seconds != m_shownSeconds || now != m_shownPhase || ranOut) {
        m_shownSeconds = seconds;
        m_shownPhase = now;
        Q_EMIT changed();
    }
    if (ranOut)
        Q_EMIT timeUp();
}

} // namespace haifu::app
