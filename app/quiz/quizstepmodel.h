#pragma once

#include "quiz/quiztext.h"

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// The step-by-step explanation of a quiz answer (QuizText::explanation): one row per step with
// its text, number, the tiles it is about (codes for the Tile component) and its emphasis.
class QuizStepModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Explanations come from QuizSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        ValueRole,
        TilesRole,
        EmphasisRole,
        GoodRole,
    };
    Q_ENUM(Role)

    explicit QuizStepModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setSteps(const QList<QuizStepRow> &steps);
    [[nodiscard]] const QList<QuizStepRow> &steps() const { return m_steps; }
    // Every step's text, one per line (tests).
    Q_INVOKABLE QString text() const;

Q_SIGNALS:
    void countChanged();

private:
    QList<QuizStepRow> m_steps;
};

} // namespace haifu::app
