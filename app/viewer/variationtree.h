#pragma once

#include "storage/annotations.h"
#include "viewer/gameline.h"

#include "game/play.h"
#include "game/studytree.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The variation tree of the game on screen (GameSession.variations): its variations, the line being
// walked when it is one of them, the legal actions there, and the edits of the tree (start,
// play on, promote, demote, remove with undo, rename), saved to the library at once.
//
// A position is (variation, step): variation 0 is the recorded line (walked by GameSession's own
// GameLine), any other is a line of play shown through its own GameLine over a one-kyoku record
// (the deal, the recorded events up to the branch, the variation's events, the engine's result).
class VariationTree : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of GameSession (GameSession.variations)")
    //! A variation is on screen (not the recorded line).
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int variation READ variation NOTIFY changed)
    //! "Variation 2 · push", or "" on the recorded line.
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    //! Where the line's draws come from: "true wall", "recorded draws" or "assumed draws".
    Q_PROPERTY(QString drawsText READ drawsText NOTIFY changed)
    //! The draw source's key: "true-wall", "recorded", "assumed" ("" on the recorded line).
    Q_PROPERTY(QString draws READ draws NOTIFY changed)
    //! The legal actions at the position: {code, label, kind} (kind: the ActionKind letter).
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    //! The variations of the hand on screen, parents first: {variation, depth, title, moves,
    //! current, main, ended}.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    //! The position in the line on screen while active: its step (events from the deal, the
    //! recorded ones before the branch included) and its number of steps.
    Q_PROPERTY(int step READ step NOTIFY positionChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY positionChanged)
    //! The last refusal, "" when the last action went through.
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit VariationTree(QObject *parent = nullptr);

    void setDatabase(const haifu::storage::Database *db) { m_db = db; }
    // The game on screen (its record must outlive the controller's use of it), or none.
    void open(const haifu::game::Record *record, qint64 gameId);
    void close();
    // The recorded line moved to (kyoku, step): the variations of that hand are listed.
    void followRecordedLine(int kyoku, int step);

    [[nodiscard]] bool active() const { return m_variation != 0; }
    [[nodiscard]] int variation() const { return m_variation; }
    // The line on screen while active.
    [[nodiscard]] const GameLine &lineView() const { return m_view; }
    [[nodiscard]] const haifu::game::Record &lineRecord() const { return m_lineRecord; }
    [[nodiscard]] const haifu::game::StudyTree &tree() const { return m_tree; }
    // The recorded kyoku of the line on screen.
    [[nodiscard]] int kyoku() const { return m_kyoku; }
    [[nodiscard]] int step() const { return active() ? m_view.currentStep() : 0; }
    [[nodiscard]] int stepCount() const { return active() ? m_view.stepCount() : 0; }

    [[nodiscard]] QString title() const;
    // "variation 2 “push”" (the list of notes), "" for 0 or no such variation.
    [[nodiscard]] QString label(int variation) const;
    [[nodiscard]] QString name() const;
    [[nodiscard]] QString drawsText() const;
    [[nodiscard]] QString draws() const;
    [[nodiscard]] QVariantList actions() const;
    [[nodiscard]] QVariantList rows() const;
    [[nodiscard]] int count() const { return static_cast<int>(m_tree.variations().size()); }
    [[nodiscard]] bool canUndo() const { return !m_undo.empty(); }
    [[nodiscard]] QString error() const { return m_error; }

    // Plays an action (move notation: "1d5m", "2h", "-") at the position: at the end of a
    // variation it plays on; anywhere else it starts a variation there (or follows one that
    // starts with that move).
    Q_INVOKABLE bool play(const QString &code);
    // The acting seat discards the tile `tileCode` ("5m"): play() of its discard.
    Q_INVOKABLE bool playDiscard(const QString &tileCode);
    Q_INVOKABLE bool goTo(int variation, int step);
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    Q_INVOKABLE bool toLineEnd();
    // Among the lines leaving the position's branch point (lichess's ↑/↓).
    Q_INVOKABLE bool sibling(int by);
    // Back to the line the variation leaves, at its branch point (Shift+←).
    Q_INVOKABLE bool toParent();
    Q_INVOKABLE void leave();
    Q_INVOKABLE bool promote();
    Q_INVOKABLE bool demote();
    Q_INVOKABLE bool remove();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool rename(const QString &name);

Q_SIGNALS:
    void changed();
    // The position on screen moved (GameSession redraws the table).
    void positionChanged();
    // The study left the variations: GameSession shows the recorded line at (kyoku, step).
    void recordedLineWanted(int kyoku, int step);
    // Variations were removed, restored or renamed (their notes went or came back with them).
    void treeChanged();
    // A variation is about to be removed: the note being typed on it is saved first, so that it
    // goes with the variation and comes back with undo.
    void aboutToRemove();

private:
    struct Node
    {
        int variation = 0;
        int step = 0;
    };

    bool show(int variation, int step);
    bool save(const QList<haifu::storage::Annotation> &restored = {});
    [[nodiscard]] QList<haifu::storage::Annotation> notesOf(
            const std::vector<haifu::game::Variation> &variations) const;
    void refused(const haifu::Error &error);
    [[nodiscard]] std::optional<haifu::game::PlayLine> lineAt(int variation) const;
    // The first step of the variation's own events (before it: its parent's).
    [[nodiscard]] int ownStart(int variation) const;
    // The moves of the position's line that produced the events before `step`.
    [[nodiscard]] int movesBefore(const haifu::game::PlayLine &line, int step) const;
    [[nodiscard]] QString actionLabel(const haifu::game::Action &action) const;

    const haifu::storage::Database *m_db = nullptr;
    const haifu::game::Record *m_record = nullptr;
    qint64 m_gameId = 0;
    haifu::game::StudyTree m_tree;
    int m_kyoku = 0;
    int m_recordedStep = 0;
    int m_variation = 0;
    std::optional<haifu::game::PlayLine> m_line;
    haifu::game::Record m_lineRecord;
    GameLine m_view;
    struct Removal
    {
        std::vector<haifu::game::Variation> variations;
        QList<haifu::storage::Annotation> notes; // deleted with them, put back by undo
    };
    std::vector<Removal> m_undo;
    QString m_error;
};

} // namespace haifu::app
