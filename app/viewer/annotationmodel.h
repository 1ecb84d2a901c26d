#pragma once

#include "storage/annotations.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One note of the open game as the viewer lists it: the stored annotation with where it is.
struct AnnotationRow
{
    haifu::storage::Annotation annotation;
    QString kyokuLabel; // "E1-0"
    QString seatName; // the acting player of the step, "" for the table
    QString variationLabel; // "variation 2 “push”", "" on the recorded line
};

// The notes of the game open in the viewer (comments, marks, alternative discards, bookmarks),
// in the order of the game: by kyoku, line (the recorded one first, then the variations by id),
// step and seat. The row at the position on screen is
// marked current. Edits arrive one row at a time: an edited note is a dataChanged, a new one an
// inserted row, a note emptied of everything a removed row.
class AnnotationModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Annotations come from GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        KyokuRole = Qt::UserRole + 1,
        StepRole,
        SeatRole,
        KyokuLabelRole,
        SeatNameRole,
        TextRole,
        MarkRole,
        AlternativeRole,
        BookmarkRole,
        CurrentRole,
        VariationRole,
        VariationLabelRole,
    };
    Q_ENUM(Role)

    explicit AnnotationModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    // Replaces every row (a game opened); rows are sorted here.
    void setRows(QList<AnnotationRow> rows);
    // Adds or updates the row of `row.annotation.key`; removes it when the note holds nothing.
    void put(const AnnotationRow &row);
    // A place is (kyoku, step, seat) on the recorded line, or on variation `variation`.
    void remove(int kyoku, int step, int seat, int variation = 0);
    // The position on screen: its rows (any seat) are current.
    void setCurrent(int kyoku, int step, int variation = 0);

    // -1 when there is no note at the position.
    [[nodiscard]] int indexOf(int kyoku, int step, int seat, int variation = 0) const;
    [[nodiscard]] const AnnotationRow *find(int kyoku, int step, int seat, int variation = 0) const;
    [[nodiscard]] const QList<AnnotationRow> &rows() const { return m_rows; }
    // The first row after (kyoku, variation, step), the last row before it; -1 when none.
    [[nodiscard]] int rowAfter(int kyoku, int step, int variation = 0) const;
    [[nodiscard]] int rowBefore(int kyoku, int step, int variation = 0) const;

    // Nothing worth keeping: no text, no mark, no alternative, no bookmark.
    [[nodiscard]] static bool isEmpty(const haifu::storage::Annotation &a);

Q_SIGNALS:
    void countChanged();

private:
    [[nodiscard]] int insertionPoint(const haifu::storage::AnnotationKey &key) const;

    QList<AnnotationRow> m_rows;
    int m_currentKyoku = -1;
    int m_currentStep = -1;
    int m_currentVariation = 0;
};

} // namespace haifu::app
