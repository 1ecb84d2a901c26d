#pragma once

#include "mjai/enginetypes.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The engine reviews of the game on screen (storage/reviews.h: reports imported into the
// library), for the viewer: which reviews the game has, the one shown, and at each step its
// decisions with the engine's figures per action; the next deviation (or serious one) to step to;
// the rating and agreement of the game and of each hand. GameSession loads it with the game.
class GameReviews : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession.reviews")
    //! [{"id", "text"}] of every review of the game, oldest first ("Mortal (mortal4-…) · seat 1").
    Q_PROPERTY(QVariantList reviews READ reviews NOTIFY reviewsChanged)
    //! Index into reviews of the one shown, -1 for none.
    Q_PROPERTY(int current READ current WRITE setCurrent NOTIFY currentChanged)
    Q_PROPERTY(bool active READ active NOTIFY currentChanged)
    //! The reviewed seat.
    Q_PROPERTY(int seat READ seat NOTIFY currentChanged)
    Q_PROPERTY(QString engine READ engine NOTIFY currentChanged)
    //! "Rating 87.8 · agreement 75.6% (118 of 156)" of the game.
    Q_PROPERTY(QString figures READ figures NOTIFY currentChanged)
    Q_PROPERTY(int deviations READ deviations NOTIFY currentChanged)
    //! Why the reviews could not be read (translated), "" when they could.
    Q_PROPERTY(QString error READ error NOTIFY reviewsChanged)

public:
    explicit GameReviews(QObject *parent = nullptr);
    ~GameReviews() override;

    [[nodiscard]] QVariantList reviews() const { return m_list; }
    [[nodiscard]] int current() const { return m_current; }
    void setCurrent(int index);
    [[nodiscard]] bool active() const { return m_current >= 0; }
    [[nodiscard]] int seat() const { return m_review.seat; }
    [[nodiscard]] QString engine() const { return m_review.engine; }
    [[nodiscard]] QString figures() const;
    [[nodiscard]] int deviations() const;
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] const engine::ReviewResult &review() const { return m_review; }
    [[nodiscard]] qint64 currentId() const;

    // The reviews of library game `gameId` (0: none); the newest is shown.
    void load(const storage::Database *db, qint64 gameId);
    void clear();

    // The decisions at a position (reviewtext.h decisionsView), [] where the seat did not decide.
    Q_INVOKABLE QVariantList decisionsAt(int kyoku, int step) const;
    // "Rating … · agreement …" of one hand.
    Q_INVOKABLE QString handFigures(int kyoku) const;
    // The global step of the next (previous) deviation after (before) `globalStep`, only the
    // serious ones with `serious`; -1 when there is none.
    Q_INVOKABLE int nextDeviation(int globalStep, bool serious) const;
    Q_INVOKABLE int previousDeviation(int globalStep, bool serious) const;
    // The global steps of the deviations, and their severities ("minor" …), for the timeline.
    Q_INVOKABLE QVariantList deviationMarks() const;

Q_SIGNALS:
    void reviewsChanged();
    void currentChanged();

private:
    void show(int index);

    const storage::Database *m_db = nullptr;
    qint64 m_gameId = 0;
    QVariantList m_list;
    QList<qint64> m_ids;
    int m_current = -1;
    engine::ReviewResult m_review;
    QString m_error;
};

} // namespace haifu::app
