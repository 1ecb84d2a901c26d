#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One hand of the game in the viewer's list.
struct KyokuRow
{
    QString label; // "E1-0" (東1-0)
    QString title; // "East 1, 0 honba" (東1局 0本場)
    QString summary; // "Ron: Alice from Bob, 3900" / "Exhaustive draw"
    QString outcome; // "win", "draw" or "" (no result, e.g. a cut-off record)
    int steps = 0;
    bool mismatch = false; // the engine disagrees with the record somewhere in this hand
    bool error = false; // the hand cannot be replayed to its end
    int notes = 0; // annotations in this hand
    QStringList marks; // their marks, in the order of the hand

    friend bool operator==(const KyokuRow &, const KyokuRow &) = default;
};

// The hands (kyoku) of the open game, with the current one marked.
class KyokuListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The kyoku list comes from GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        LabelRole = Qt::UserRole + 1,
        TitleRole,
        SummaryRole,
        OutcomeRole,
        StepsRole,
        MismatchRole,
        ErrorRole,
        CurrentRole,
        NotesRole,
        MarksRole,
    };
    Q_ENUM(Role)

    explicit KyokuListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setRows(const QList<KyokuRow> &rows, int current);
    void setCurrent(int current);
    // The notes of one hand changed.
    void setNotes(int row, int notes, const QStringList &marks);
    [[nodiscard]] int current() const { return m_current; }
    [[nodiscard]] const QList<KyokuRow> &rows() const { return m_rows; }

Q_SIGNALS:
    void countChanged();

private:
    QList<KyokuRow> m_rows;
    int m_current = -1;
};

} // namespace haifu::app
