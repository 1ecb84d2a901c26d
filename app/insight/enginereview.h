#pragma once

#include "mjai/enginetypes.h"
#include "viewer/gamesession.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace haifu::engine {
class MjaiBot;
}

namespace haifu::app {

// The viewer's external MJAI engine: runs the bot the user configured (command line and folder,
// AppSettings engineCommand/engineFolder) over the session's record from one seat, off the GUI
// thread's way (an asynchronous process), and answers for the timeline: the bot's choice at a
// position, the agreement rate, the next disagreement. Loading another record clears it.
class EngineReview : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(haifu::app::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY seatChanged)
    Q_PROPERTY(QString command READ command WRITE setCommand NOTIFY commandChanged)
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY folderChanged)
    //! Time limit per answer of the bot, in milliseconds.
    Q_PROPERTY(int timeoutMs READ timeoutMs WRITE setTimeoutMs NOTIFY timeoutMsChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    //! Lines sent of all the game's lines.
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    //! Why the last run failed (translated), "" after a success or before any run.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    //! A run finished and its result is shown (the seat it was for is resultSeat).
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(int resultSeat READ resultSeat NOTIFY resultChanged)
    Q_PROPERTY(double agreementRate READ agreementRate NOTIFY resultChanged)
    Q_PROPERTY(int decisionsCount READ decisionsCount NOTIFY resultChanged)
    Q_PROPERTY(int agreedCount READ agreedCount NOTIFY resultChanged)
    //! "Rating 87.8 · agreement 75.6% (118 of 156)" (the rating when the bot gave its figures),
    //! "" without a result.
    Q_PROPERTY(QString figures READ figures NOTIFY resultChanged)
    //! The bot gave its figures (Mortal's "meta") at some decision: the result has a rating.
    Q_PROPERTY(bool hasFigures READ hasFigures NOTIFY resultChanged)

public:
    explicit EngineReview(QObject *parent = nullptr);
    ~EngineReview() override;

    [[nodiscard]] GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    [[nodiscard]] int seat() const { return m_seat; }
    void setSeat(int seat);
    [[nodiscard]] QString command() const { return m_command; }
    void setCommand(const QString &command);
    [[nodiscard]] QString folder() const { return m_folder; }
    void setFolder(const QString &folder);
    [[nodiscard]] int timeoutMs() const { return m_timeoutMs; }
    void setTimeoutMs(int ms);

    [[nodiscard]] bool running() const;
    [[nodiscard]] int done() const;
    [[nodiscard]] int total() const;
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] bool hasResult() const { return m_hasResult; }
    [[nodiscard]] int resultSeat() const { return m_result.seat; }
    [[nodiscard]] double agreementRate() const { return m_result.agreementRate(); }
    [[nodiscard]] int decisionsCount() const { return static_cast<int>(m_result.decisions.size()); }
    [[nodiscard]] int agreedCount() const { return m_result.agreedCount(); }
    [[nodiscard]] QString figures() const;
    [[nodiscard]] bool hasFigures() const { return m_hasResult && m_result.rating() >= 0; }
    [[nodiscard]] const haifu::engine::ReviewResult &result() const { return m_result; }

    // Runs the bot over the session's record from `seat` (a running one is stopped first).
    Q_INVOKABLE void start();
    Q_INVOKABLE void stop();
    // The decision at a position, {} when the seat does not decide there: "kind" (draw, call,
    // claim), "type", "tile" ("5m", "0p" red), "consumed" (codes), "text" (e.g. "dahai 5m"),
    // "raw" (the bot's line), "playedType", "playedTile", "playedText", "agreed".
    Q_INVOKABLE QVariantMap choiceAt(int kyoku, int step) const;
    // The decisions at a position as the Review panel shows them (insight/reviewtext.h
    // decisionsView: the engine's and the player's choice, and with the bot's figures, Mortal's
    // "meta", every action's probability), [] without a result or a decision there.
    Q_INVOKABLE QVariantList decisionsAt(int kyoku, int step) const;
    // The figures of one hand, as `figures`.
    Q_INVOKABLE QString handFigures(int kyoku) const;
    // The global step (game::Replay) of the first disagreement after `globalStep`, -1 for none.
    Q_INVOKABLE int nextDisagreement(int globalStep) const;

Q_SIGNALS:
    void sessionChanged();
    void seatChanged();
    void commandChanged();
    void folderChanged();
    void timeoutMsChanged();
    void runningChanged();
    void progressChanged();
    void errorChanged();
    void resultChanged();
    void finished();
    void failed(const QString &message);

private:
    void clear();
    void setError(const QString &error);

    QPointer<GameSession> m_session;
    haifu::engine::MjaiBot *m_bot = nullptr;
    int m_seat = 0;
    QString m_command;
    QString m_folder;
    int m_timeoutMs = 5000;
    QString m_error;
    bool m_hasResult = false;
    haifu::engine::ReviewResult m_result;
};

} // namespace haifu::app
