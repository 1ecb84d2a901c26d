#include "club/roundtimer.h"

#include "testmain.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// The tournament room's round timer driven by a clock the test moves: no waiting, no timing
// asserts. Countdown, pause and resume, the warning phase, time up (once, and it stops),
// addMinute before and after time up, reset, and the text shown.
class TestRoundTimer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void notStartedShowsTheDuration();
    void countsDownWhileRunning();
    void pauseHoldsTheTime();
    void pauseAtOnceIsStarted();
    void warningInTheLastMinutes();
    void timeUpStopsOnce();
    void addMinute();
    void resetStartsOver();
    void textOfLongRounds();
    void durationIsClamped();

private:
    void advance(qint64 ms)
    {
        m_now += ms;
        m_timer->tick();
    }

    qint64 m_now = 0;
    std::unique_ptr<RoundTimer> m_timer;
};

void TestRoundTimer::init()
{
    m_now = 1'000'000;
    m_timer = std::make_unique<RoundTimer>();
    m_timer->setClock([this] { return m_now; });
    m_timer->setDuration(45);
}

void TestRoundTimer::notStartedShowsTheDuration()
{
    QCOMPARE(m_timer->phase(), RoundTimer::NotStarted);
    QVERIFY(!m_timer->running());
    QCOMPARE(m_timer->remainingSeconds(), 45 * 60);
    QCOMPARE(m_timer->remainingText(), u"45:00"_s);
    advance(10 * 60 * 1000); // time passing before the start counts for nothing
    QCOMPARE(m_timer->remainingSeconds(), 45 * 60);
}

void TestRoundTimer::countsDownWhileRunning()
{
    QSignalSpy changed(m_timer.get(), &RoundTimer::changed);
    m_timer->start();
    QVERIFY(m_timer->running());
    QCOMPARE(m_timer->phase(), RoundTimer::Running);
    QCOMPARE(changed.count(), 1);
    advance(400); // less than a second: the seconds shown round up, nothing to tell
    QCOMPARE(m_timer->remainingSeconds(), 45 * 60);
    QCOMPARE(changed.count(), 1);
    advance(600);
    QCOMPARE(m_timer->remainingSeconds(), 45 * 60 - 1);
    QCOMPARE(m_timer->remainingText(), u"44:59"_s);
    QCOMPARE(changed.count(), 2);
    advance(20 * 60 * 1000);
    QCOMPARE(m_timer->remainingText(), u"24:59"_s);
}

void TestRoundTimer::pauseHoldsTheTime()
{
    m_timer->start();
    advance(5 * 60 * 1000);
    m_timer->pause();
    QVERIFY(!m_timer->running());
    QCOMPARE(m_timer->phase(), RoundTimer::Running); // paused in the middle of the round
    advance(30 * 60 * 1000);
    QCOMPARE(m_timer->remainingText(), u"40:00"_s);
    m_timer->start();
    advance(90 * 1000);
    QCOMPARE(m_timer->remainingText(), u"38:30"_s);
    m_timer->start(); // already running: nothing changes
    QCOMPARE(m_timer->remainingText(), u"38:30"_s);
}

void TestRoundTimer::pauseAtOnceIsStarted()
{
    m_timer->addMinute(); // before the start: the round is a minute longer
    QCOMPARE(m_timer->phase(), RoundTimer::NotStarted);
    QCOMPARE(m_timer->remainingText(), u"46:00"_s);
    m_timer->start();
    m_timer->pause(); // no time has passed: still a started round, paused
    QCOMPARE(m_timer->phase(), RoundTimer::Running);
    QVERIFY(!m_timer->running());
}

void TestRoundTimer::warningInTheLastMinutes()
{
    m_timer->start();
    advance(40 * 60 * 1000 - 1);
    QCOMPARE(m_timer->phase(), RoundTimer::Running);
    advance(1); // exactly 5:00 left
    QCOMPARE(m_timer->remainingText(), u"5:00"_s);
    QCOMPARE(m_timer->phase(), RoundTimer::Warning);
    m_timer->setWarningMinutes(3);
    QCOMPARE(m_timer->phase(), RoundTimer::Running);
}

void TestRoundTimer::timeUpStopsOnce()
{
    QSignalSpy up(m_timer.get(), &RoundTimer::timeUp);
    m_timer->start();
    advance(45 * 60 * 1000 - 1);
    QCOMPARE(m_timer->remainingSeconds(), 1);
    QCOMPARE(up.count(), 0);
    advance(5000); // the clock went past the end between two ticks
    QCOMPARE(up.count(), 1);
    QCOMPARE(m_timer->phase(), RoundTimer::TimeUp);
    QVERIFY(!m_timer->running());
    QCOMPARE(m_timer->remainingText(), u"0:00"_s);
    advance(60 * 1000);
    QCOMPARE(up.count(), 1);
    m_timer->start(); // no time left to run
    QVERIFY(!m_timer->running());
}

void TestRoundTimer::addMinute()
{
    m_timer->start();
    advance(44 * 60 * 1000);
    m_timer->addMinute();
    QCOMPARE(m_timer->remainingText(), u"2:00"_s);
    advance(2 * 60 * 1000);
    QCOMPARE(m_timer->phase(), RoundTimer::TimeUp);
    m_timer->addMinute(); // the referee gives one more minute after time up
    QCOMPARE(m_timer->phase(), RoundTimer::Warning);
    QCOMPARE(m_timer->remainingText(), u"1:00"_s);
    QVERIFY(!m_timer->running());
    m_timer->start();
    advance(30 * 1000);
    QCOMPARE(m_timer->remainingText(), u"0:30"_s);
}

void TestRoundTimer::resetStartsOver()
{
    m_timer->start();
    m_timer->addMinute();
    advance(50 * 60 * 1000);
    QCOMPARE(m_timer->phase(), RoundTimer::TimeUp);
    m_timer->reset();
    QCOMPARE(m_timer->phase(), RoundTimer::NotStarted);
    QCOMPARE(m_timer->remainingText(), u"45:00"_s);
    QVERIFY(!m_timer->running());
}

void TestRoundTimer::textOfLongRounds()
{
    m_timer->setDuration(90);
    QCOMPARE(m_timer->remainingText(), u"1:30:00"_s);
    m_timer->start();
    advance(30 * 60 * 1000 + 1);
    QCOMPARE(m_timer->remainingText(), u"1:00:00"_s);
    advance(1000);
    QCOMPARE(m_timer->remainingText(), u"59:59"_s);
}

void TestRoundTimer::durationIsClamped()
{
    QSignalSpy spy(m_timer.get(), &RoundTimer::durationChanged);
    m_timer->setDuration(0);
    QCOMPARE(m_timer->duration(), 1);
    m_timer->setDuration(100000);
    QCOMPARE(m_timer->duration(), 600);
    QCOMPARE(spy.count(), 2);
}

HAIFU_TEST_GUILESS_MAIN(TestRoundTimer)
#include "tst_roundtimer.moc"
