#pragma once

#include "lessons/positionboard.h"
#include "library/librarycontroller.h"
#include "shared/linelistmodel.h"

#include "teach/problem.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The teacher's editor of one lesson: its title, author and introduction, its
// problems in order (add, edit, move, remove), and the problem being edited — position (in
// the text form, from the composer), kind, whose decision, the question, the accepted answers
// best first, the explanation and hints — checked by the engine as it is typed, with the
// engine's own answer beside the teacher's. Nothing is written until save(); a refused save
// keeps everything on screen.
class LessonEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int lessonId READ lessonId NOTIFY lessonChanged)
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY lessonChanged)
    Q_PROPERTY(QString author READ author WRITE setAuthor NOTIFY lessonChanged)
    Q_PROPERTY(QString introduction READ introduction WRITE setIntroduction NOTIFY lessonChanged)
    Q_PROPERTY(haifu::app::LineListModel *problems READ problems CONSTANT)
    Q_PROPERTY(bool dirty READ dirty NOTIFY dirtyChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    Q_PROPERTY(QStringList kinds READ kinds CONSTANT)
    Q_PROPERTY(QStringList kindLabels READ kindLabels NOTIFY lessonChanged)

    // The problem being edited (a draft until applyProblem()).
    Q_PROPERTY(int problemIndex READ problemIndex NOTIFY draftChanged)
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY draftChanged)
    Q_PROPERTY(int kindIndex READ kindIndex NOTIFY draftChanged)
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY draftChanged)
    Q_PROPERTY(QString positionText READ positionText WRITE setPositionText NOTIFY draftChanged)
    Q_PROPERTY(QString question READ question WRITE setQuestion NOTIFY draftChanged)
    Q_PROPERTY(QString answersText READ answersText WRITE setAnswersText NOTIFY draftChanged)
    Q_PROPERTY(QString explanation READ explanation WRITE setExplanation NOTIFY draftChanged)
    Q_PROPERTY(QString hintsText READ hintsText WRITE setHintsText NOTIFY draftChanged)
    Q_PROPERTY(bool tsumo READ tsumo WRITE setTsumo NOTIFY draftChanged)
    Q_PROPERTY(haifu::app::PositionBoard *board READ board CONSTANT)
    // What is wrong with the draft ("" when it checks), and the engine's answer to it.
    Q_PROPERTY(QString draftError READ draftError NOTIFY draftChanged)
    Q_PROPERTY(QString engineText READ engineText NOTIFY draftChanged)

public:
    explicit LessonEditor(QObject *parent = nullptr);

    void setDatabase(const haifu::storage::Database *db);

    [[nodiscard]] int lessonId() const { return int(m_id); }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString author() const;
    [[nodiscard]] QString introduction() const;
    void setTitle(const QString &text);
    void setAuthor(const QString &text);
    void setIntroduction(const QString &text);
    [[nodiscard]] LineListModel *problems() { return &m_problems; }
    [[nodiscard]] bool dirty() const { return m_dirty; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QStringList kinds() const;
    [[nodiscard]] QStringList kindLabels() const;

    [[nodiscard]] int problemIndex() const { return m_problemIndex; }
    [[nodiscard]] QString kind() const;
    [[nodiscard]] int kindIndex() const;
    [[nodiscard]] int seat() const { return m_draft.seat; }
    [[nodiscard]] QString positionText() const { return m_positionText; }
    [[nodiscard]] QString question() const;
    [[nodiscard]] QString answersText() const { return m_answersText; }
    [[nodiscard]] QString explanation() const;
    [[nodiscard]] QString hintsText() const { return m_hintsText; }
    [[nodiscard]] bool tsumo() const { return m_draft.tsumo; }
    void setKind(const QString &kind);
    void setSeat(int seat);
    void setPositionText(const QString &text);
    void setQuestion(const QString &text);
    void setAnswersText(const QString &text);
    void setExplanation(const QString &text);
    void setHintsText(const QString &text);
    void setTsumo(bool tsumo);
    [[nodiscard]] PositionBoard *board() { return &m_board; }
    [[nodiscard]] QString draftError() const { return m_draftError; }
    [[nodiscard]] QString engineText() const { return m_engineText; }

    // Opens a stored lesson (0: nothing open).
    Q_INVOKABLE bool load(int id);
    // Writes the lesson (one transaction); false keeps everything as it is, with errorText.
    Q_INVOKABLE bool save();
    // A new problem on a position (text form; "" keeps the draft's position), to be applied.
    Q_INVOKABLE void newProblem(const QString &positionText);
    Q_INVOKABLE void editProblem(int index);
    // Puts the draft into the lesson (new or replacing the one edited); false when the draft
    // does not check (draftError says why).
    Q_INVOKABLE bool applyProblem();
    Q_INVOKABLE void removeProblem(int index);
    Q_INVOKABLE void moveProblem(int index, int delta);
    // The engine's answer written into the answers field (best first).
    Q_INVOKABLE void useEngineAnswer();
    // The lesson as it stands (tests).
    [[nodiscard]] const haifu::teach::Lesson &lesson() const { return m_lesson; }

Q_SIGNALS:
    void lessonChanged();
    void dirtyChanged();
    void errorTextChanged();
    void draftChanged();

private:
    [[nodiscard]] const haifu::storage::Database *database() const { return m_library.of(this); }
    void setDirty(bool dirty);
    void setError(const QString &text);
    void rebuildProblems();
    // Re-checks the draft (position text, answers, hints into m_draft) and the engine's answer.
    void checkDraft();

    LibraryLink m_library;
    qint64 m_id = 0;
    haifu::teach::Lesson m_lesson;
    LineListModel m_problems;
    bool m_dirty = false;
    QString m_errorText;
    int m_problemIndex = -1; // the problem edited, -1 for a new one
    haifu::teach::Problem m_draft;
    QString m_positionText;
    QString m_answersText;
    QString m_hintsText;
    QString m_draftError;
    QString m_engineText;
    std::vector<std::string> m_engineAnswers;
    PositionBoard m_board;
};

} // namespace haifu::app
