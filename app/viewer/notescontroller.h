#pragma once

#include "viewer/annotationmodel.h"

#include "storage/annotations.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <utility>
#include <vector>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

class GameSession;

// Notes (annotations) on the game open in a GameSession, kept in the library: the note of the
// step on screen (on the recorded line or a node of a variation, GameSession.variations)
// (addressed to its acting player), marks, bookmarks, the suggested discard, undo, and the text
// saved shortly after typing stops. Texts the library refuses are kept and tried again, and on
// quitting written beside the library for the next start.
class NotesController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of GameSession (GameSession.notes)")
    Q_PROPERTY(haifu::app::AnnotationModel *annotations READ annotations CONSTANT)
    //! The marks in hotkey order (1-6): ! ? !! ?? !? ?!
    Q_PROPERTY(QStringList marks READ marks CONSTANT)
    // The note of the step on screen, addressed to its acting player (seat, -1 the table).
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(QString seatName READ seatName NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    //! Why a typed note is not in the library yet (empty: everything typed is saved). The text
    //! is kept and tried again every few seconds, at every step change and on quitting.
    Q_PROPERTY(QString saveProblem READ saveProblem NOTIFY saveProblemChanged)
    Q_PROPERTY(QString mark READ mark NOTIFY changed)
    Q_PROPERTY(QString alternative READ alternative NOTIFY changed)
    Q_PROPERTY(bool bookmark READ bookmark NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)

public:
    explicit NotesController(GameSession &session);

    [[nodiscard]] AnnotationModel *annotations() { return &m_annotations; }
    [[nodiscard]] const AnnotationModel *annotations() const { return &m_annotations; }
    [[nodiscard]] QStringList marks() const;
    [[nodiscard]] int seat() const { return m_key.seat; }
    [[nodiscard]] QString seatName() const;
    [[nodiscard]] QString text() const { return m_pendingText.value_or(m_note.text); }
    [[nodiscard]] QString mark() const { return m_note.mark; }
    [[nodiscard]] QString alternative() const { return m_note.alternative; }
    [[nodiscard]] bool bookmark() const { return m_note.bookmark; }
    [[nodiscard]] bool canUndo() const { return !m_undo.empty() || m_pendingText.has_value(); }
    [[nodiscard]] const QString &saveProblem() const { return m_saveProblem; }
    // Notes typed but not in the library yet (the current one and those left at other steps).
    [[nodiscard]] int unsavedCount() const
    {
        return int(m_unsaved.size()) + (m_pendingText ? 1 : 0);
    }

    // Note editing; each save is its own transaction. The text is saved shortly after typing
    // stops (saveDelay), on leaving the step and on save(); marks, bookmarks and the
    // alternative at once. False (and the session's errorOccurred) when it cannot be saved.
    Q_INVOKABLE void setText(const QString &text);
    Q_INVOKABLE bool save();
    // Sets `mark`, or clears it when the step already has it; "" clears.
    Q_INVOKABLE bool toggleMark(const QString &mark);
    // The hotkeys: 1-6 toggle the marks in order, 0 clears.
    Q_INVOKABLE bool toggleMarkNumber(int number);
    Q_INVOKABLE bool toggleBookmark();
    // Suggests another discard ("5m"); the same tile again, or "", removes the suggestion.
    Q_INVOKABLE bool setAlternative(const QString &code);
    // Restores the note changed last to what it was before (going to its step).
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    Q_INVOKABLE bool jumpTo(int row);

    [[nodiscard]] int saveDelay() const { return m_saveDelayMs; }
    void setSaveDelay(int ms) { m_saveDelayMs = ms; }
    // How soon a note the library refused is tried again (tests).
    void setRetryDelay(int ms) { m_retryDelayMs = ms; }

    // For the session.
    // The library the notes go to: what is pending is saved (or kept) first.
    void setDatabase(const haifu::storage::Database *db);
    // Another game opens (or none): the note typed is saved or kept, undo starts afresh.
    void leaveGame();
    // The notes of the game now open (none without one).
    void loadGame();
    // The note of the position on screen, after a move.
    void follow();
    // The last try on quitting; what the library still refuses is kept beside it.
    void finish();
    // Saves the note being typed now (or keeps it with the unsaved ones), e.g. before its place
    // goes away.
    void saveTyped() { parkUnsaved(); }
    // The variation tree changed its variations (removed, restored, renamed): the notes are read
    // again.
    void treeChanged();

Q_SIGNALS:
    void changed();
    void saveProblemChanged();
    // A mark appeared or went: the badges on the river tiles change.
    void marksChanged();

private:
    struct UndoEntry
    {
        haifu::storage::AnnotationKey key;
        std::optional<haifu::storage::Annotation> before; // none: there was no note
    };

    [[nodiscard]] bool canAnnotate() const;
    // Shows the place of a note: a step of the recorded line or a node of a variation.
    bool goToNote(const haifu::storage::AnnotationKey &key);
    bool applyEdit(const haifu::storage::AnnotationEdit &edit, bool typing);
    bool storeNote(const haifu::storage::AnnotationKey &key,
            const std::optional<haifu::storage::Annotation> &note);
    void stored(const haifu::storage::AnnotationKey &key, bool marksChange);
    [[nodiscard]] AnnotationRow row(const haifu::storage::Annotation &a) const;
    void updateKyoku(int kyoku);
    bool retryUnsaved(); // texts left at other steps, oldest first
    void parkUnsaved(); // saves the text on screen, or keeps it with the unsaved ones
    [[nodiscard]] QString recoveryPath() const;
    void writeRecovery();
    void readRecovery();
    void setSaveProblem(const QString &problem);

    GameSession &m_session;
    const haifu::storage::Database *m_db = nullptr;
    AnnotationModel m_annotations;
    haifu::storage::AnnotationKey m_key;
    haifu::storage::Annotation m_note; // as stored ("" fields when there is none)
    std::optional<QString> m_pendingText; // typed, not saved yet
    // Typed at other places and refused by the library (locked, full, read-only): kept, retried.
    std::vector<std::pair<haifu::storage::AnnotationKey, QString>> m_unsaved;
    QString m_saveProblem;
    bool m_recoveryRead = false; // a file of notes refused last time was read
    QString m_lastSaveError;
    int m_saveDelayMs = 600; // a pause in typing
    int m_retryDelayMs = 2000; // while the library refuses
    QTimer m_saveTimer;
    std::vector<UndoEntry> m_undo;
    bool m_typing = false; // the last undo entry is the text being typed at this step
};

} // namespace haifu::app
