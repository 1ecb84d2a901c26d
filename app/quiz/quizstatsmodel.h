#pragma once

#include "storage/quizprogress.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// Quiz statistics for the Quiz page: per skill (kind) the answers, accuracy, average time and
// how many questions are due, or per day the accuracy and speed (the charts). One class, two
// modes, so that both lists share the same roles.
class QuizStatsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Statistics come from QuizSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    //! The largest average time of a row (the scale of a speed chart), at least 10 s.
    Q_PROPERTY(double maxSeconds READ maxSeconds NOTIFY countChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1, // kind key, or the day as "2024-05-01"
        LabelRole, // "Fu", or the day as "May 1"
        AttemptsRole,
        CorrectRole,
        AccuracyRole, // 0..1
        SecondsRole, // average seconds per answer
        DueRole, // skills: questions due for review
    };
    Q_ENUM(Role)

    explicit QuizStatsModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setSkills(const QList<haifu::storage::SkillStats> &skills);
    void setHistory(const QList<haifu::storage::QuizHistoryPoint> &history);
    [[nodiscard]] double maxSeconds() const;
    // One role of every row, for drawing a chart: "accuracy", "seconds" or "attempts".
    Q_INVOKABLE QList<double> series(const QString &role) const;
    // Every row's label (the days under a chart).
    Q_INVOKABLE QStringList labels() const;

Q_SIGNALS:
    void countChanged();

private:
    struct Row
    {
        QString key;
        QString label;
        int attempts = 0;
        int correct = 0;
        double accuracy = 0;
        double seconds = 0;
        int due = 0;
    };
    void setRows(const QList<Row> &rows);

    QList<Row> m_rows;
};

} // namespace haifu::app
