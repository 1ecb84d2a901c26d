#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One line of an explanation: "Riichi · 1 han", "Closed ron · 10 fu", "Seat 2 · −3900".
struct LineItem
{
    QString label;
    QString detail; // a second, smaller text (e.g. what the record says instead)
    QString value; // the number as shown ("1", "+3900")
    int amount = 0; // the number itself
    bool mismatch = false; // the record says something else
    bool emphasis = false; // a total or the player in question

    friend bool operator==(const LineItem &, const LineItem &) = default;
};

// A short list of such lines: the yaku, fu items or payments of a result.
class LineListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Line lists come from GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        LabelRole = Qt::UserRole + 1,
        DetailRole,
        ValueRole,
        AmountRole,
        MismatchRole,
        EmphasisRole,
    };
    Q_ENUM(Role)

    explicit LineListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setLines(const QList<LineItem> &lines);
    [[nodiscard]] const QList<LineItem> &lines() const { return m_lines; }

Q_SIGNALS:
    void countChanged();

private:
    QList<LineItem> m_lines;
};

} // namespace haifu::app
