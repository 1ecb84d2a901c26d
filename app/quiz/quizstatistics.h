#pragma once

#include "quiz/quizstatsmodel.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// What the library keeps of the player's answers (QuizSession.statistics): per skill the
// accuracy, speed and questions due for review, and per day the history the charts draw.
class QuizStatistics : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of QuizSession (QuizSession.statistics)")
    Q_PROPERTY(haifu::app::QuizStatsModel *skills READ skills CONSTANT)
    Q_PROPERTY(haifu::app::QuizStatsModel *history READ history CONSTANT)
    Q_PROPERTY(int dueCount READ dueCount NOTIFY changed)

public:
    explicit QuizStatistics(QObject *parent = nullptr);

    // Reads them from `db` (nullptr: none); the history of `kind` ("" or "mixed": every kind).
    void refresh(const haifu::storage::Database *db, const QString &kind);

    [[nodiscard]] QuizStatsModel *skills() { return &m_skills; }
    [[nodiscard]] QuizStatsModel *history() { return &m_history; }
    [[nodiscard]] int dueCount() const { return m_dueCount; }

Q_SIGNALS:
    void changed();

private:
    QuizStatsModel m_skills;
    QuizStatsModel m_history;
    int m_dueCount = 0;
};

} // namespace haifu::app
