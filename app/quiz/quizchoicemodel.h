#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One choice of a quiz question: a yaku, a fu value, a tile (waits, discards) or a furiten
// answer, with its key shortcut, whether it is picked (and the han given for a yaku) and, after
// the answer, whether it belongs to the right answer.
struct QuizChoice
{
    QString key; // the engine's choice ("pinfu", "30", "3m", "temporary")
    QString label;
    QString tile; // a tile code for tile choices, "" otherwise
    QString shortcut; // "1"…"9", then letters (N is left for Next)
    bool selected = false;
    int han = 0; // yaku: the han given, 0 when not stated
    bool correct = false; // part of the right answer (shown after answering)
    bool revealed = false;

    friend bool operator==(const QuizChoice &, const QuizChoice &) = default;
};

class QuizChoiceModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Choices come from QuizSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LabelRole,
        TileRole,
        ShortcutRole,
        SelectedRole,
        HanRole,
        CorrectRole,
        RevealedRole,
    };
    Q_ENUM(Role)

    explicit QuizChoiceModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setChoices(const QList<QuizChoice> &choices);
    [[nodiscard]] const QList<QuizChoice> &choices() const { return m_choices; }
    [[nodiscard]] int selectedCount() const;
    // The row whose shortcut is `key` (case-insensitive), -1 for none.
    Q_INVOKABLE int rowForShortcut(const QString &key) const;
    // Picks or unpicks `row`; with `single`, picking clears the others.
    void toggle(int row, bool single);
    void setHan(int row, int han);
    // Marks the right answer (`correct` per row) and shows it.
    void reveal(const QList<bool> &correct);

    // "1"…"9", then A…Z without N.
    [[nodiscard]] static QString shortcutFor(int row);

Q_SIGNALS:
    void countChanged();
    void selectionChanged();

private:
    QList<QuizChoice> m_choices;
};

} // namespace haifu::app
