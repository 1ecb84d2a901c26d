#pragma once

#include "insight/decisioninsight.h"
#include "insight/gamereviews.h"
#include "library/recordopener.h"
#include "viewer/annotationmodel.h"
#include "viewer/discardanalysis.h"
#include "viewer/gameline.h"
#include "viewer/gameposition.h"
#include "viewer/kyokulistmodel.h"
#include "viewer/kyokuresult.h"
#include "viewer/notescontroller.h"
#include "viewer/resultbuilder.h"
#include "viewer/seatstate.h"
#include "viewer/tablestatus.h"
#include "viewer/tilelistmodel.h"
#include "viewer/variationtree.h"
#include "viewer/whatifmodel.h"

#include "game/record.h"
#include "game/replay.h"
#include "game/verify.h"
#include "rules/efficiency.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QQmlEngine;
class QJSEngine;
namespace haifu::storage {
class Database;
}

namespace haifu::app {

// The study table: one game record replayed step by step, with the table state of the current
// step (seats, tiles, dora, wall, deposits), the engine's analysis of the decision on screen and
// the result of the hand at its end.
//
// A position is (kyoku, step): step 0 is the deal, step k the table after event k-1 of the
// kyoku. Annotations and "what if" branches can key on (game, kyoku, step, seat); the session
// exposes exactly these.
//
// The app uses one session as a QML singleton (the instance made in main(), see setInstance());
// tests and benchmarks may make their own.
class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString title READ title NOTIFY loadedChanged)
    Q_PROPERTY(QString sourcePath READ sourcePath NOTIFY loadedChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY loadedChanged)
    Q_PROPERTY(haifu::app::KyokuListModel *kyokuList READ kyokuList CONSTANT)
    //! The last error (reading or replaying), also sent as errorOccurred().
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    //! A record being read in the background (startOpenUrl, startOpenLibraryGame) and what
    //! the reader is doing.
    Q_PROPERTY(bool opening READ opening NOTIFY openingChanged)
    Q_PROPERTY(QString openingText READ openingText NOTIFY openingChanged)

    //! Where the viewer stands in the recorded game (hand, step, timeline).
    Q_PROPERTY(haifu::app::GamePosition *position READ position CONSTANT)

    //! The seat drawn at the bottom; the analysis and "own decision" steps follow it.
    Q_PROPERTY(int viewpoint READ viewpoint WRITE setViewpoint NOTIFY viewpointChanged)
    Q_PROPERTY(bool showAllHands READ showAllHands WRITE setShowAllHands NOTIFY showAllHandsChanged)

    //! The table at the step on screen: round, sticks, wall, turn, indicators, last action.
    Q_PROPERTY(haifu::app::TableStatus *table READ table CONSTANT)
    //! The decision on screen: the seat holding 14 tiles, about to act, and its discards.
    Q_PROPERTY(haifu::app::DiscardAnalysis *analysis READ analysis CONSTANT)
    Q_PROPERTY(haifu::app::KyokuResult *result READ result CONSTANT)

    // Notes (annotations) on the open game, kept in the library: a game from a file is added to
    // the library when it opens, so it has an id too.
    //! The library id of the open game, 0 when it is not in the library.
    //! (An int for QML, which has no 64-bit integer type; library ids stay far below 2^31.)
    Q_PROPERTY(int gameId READ qmlGameId NOTIFY gameIdChanged)
    Q_PROPERTY(bool canAnnotate READ canAnnotate NOTIFY gameIdChanged)
    //! "Added to the library as game 12" after opening a file; "" otherwise.
    Q_PROPERTY(QString libraryNotice READ libraryNotice NOTIFY libraryNoticeChanged)
    //! The notes of the game and of the step on screen.
    Q_PROPERTY(haifu::app::NotesController *notes READ notes CONSTANT)

    //! "What if": another discard tried at the decision on screen, the record untouched.
    Q_PROPERTY(haifu::app::WhatIfModel *whatIf READ whatIf CONSTANT)
    //! Danger at the decision on screen and the game's deal-ins into riichi.
    Q_PROPERTY(haifu::app::DecisionInsight *insight READ insight CONSTANT)
    //! The variation tree: the variations of the game and playing on (VariationTree).
    Q_PROPERTY(haifu::app::VariationTree *variations READ variations CONSTANT)
    //! The engine reviews of the library game on screen (insight/gamereviews.h).
    Q_PROPERTY(haifu::app::GameReviews *reviews READ reviews CONSTANT)

public:
    // Deliberately not default-constructible: Qt 6.4 would then create its own QML singleton
    // instead of calling create().
    explicit GameSession(QObject *parent);
    ~GameSession() override;

    static GameSession *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    static void setInstance(GameSession *instance);
    [[nodiscard]] static GameSession *instance();

    // Opens a record file (a path or a file: URL). On failure the session keeps its game and
    // errorOccurred() names the file and what is wrong; a game that cannot be replayed to its
    // end opens up to the failing event and errorOccurred() names the kyoku and the event.
    Q_INVOKABLE bool open(const QString &pathOrUrl);
    // The same off the GUI thread, as the viewer does it: the window stays responsive, the
    // reader's stage shows in openingText, cancelOpening() drops the result.
    Q_INVOKABLE void startOpenUrl(const QUrl &url);
    Q_INVOKABLE void startOpenLibraryGame(qint64 gameId);
    Q_INVOKABLE void cancelOpening();
    [[nodiscard]] bool opening() const { return m_opener.busy(); }
    [[nodiscard]] QString openingText() const { return m_opener.stage(); }
    // Where an export of this game is suggested: the documents folder, named after the game.
    Q_INVOKABLE QUrl suggestedExportUrl(const QString &format) const;
    // Puts the game on the clipboard as tenhou.net/6: "game" its JSON, "hand" the JSON of the
    // hand on the table, "links" one tenhou.net/6 link per hand and line (what NAGA's custom
    // analysis takes). Returns what was copied, to be shown ("Copied 8 links"); empty, with
    // errorOccurred() naming the hand, when the game cannot be written so.
    Q_INVOKABLE QString copyTenhou(const QString &what);
    // The clipboard's text when it is a tenhou.net/6 link with a record inside or a Tenhou log
    // address (for Library.fetcher to open), else an empty string.
    Q_INVOKABLE QString clipboardLink() const;
    // Opens a record already read (from the library). `source` is informational.
    bool openRecord(haifu::game::Record record, const QString &title, const QString &source = {});
    Q_INVOKABLE void close();

    // Navigation. Each returns whether the position changed.
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    // The arrow keys: `delta` steps on (back when negative), made once the input already waiting
    // is read. Presses queued faster than the table draws (a key held, a script) add up and move
    // the table once, to where they lead, instead of drawing every step in between.
    Q_INVOKABLE void stepBy(int delta);
    Q_INVOKABLE bool nextDecision(); // the viewpoint seat's next own decision (14 tiles)
    Q_INVOKABLE bool previousDecision();
    Q_INVOKABLE bool nextKyoku();
    Q_INVOKABLE bool previousKyoku();
    Q_INVOKABLE bool toKyokuStart();
    Q_INVOKABLE bool toKyokuEnd();
    Q_INVOKABLE bool jumpTo(int kyoku, int step);
    Q_INVOKABLE bool seekGlobal(int globalStep);
    Q_INVOKABLE bool nextInefficient(); // the viewpoint seat's next discard that loses tiles
    Q_INVOKABLE bool previousInefficient();
    Q_INVOKABLE void rotateViewpoint();

    // The seat object for an absolute seat 0..3 (always four; a three-player game's fourth is
    // not present).
    Q_INVOKABLE haifu::app::SeatState *seat(int index) const;
    // The seat drawn at a side of the table (0 bottom, 1 right, 2 top, 3 left), -1 when empty.
    Q_INVOKABLE int seatAtPosition(int position) const;
    // "Tenpai", "2-shanten" (聴牌, 2向聴) for any shanten value, for the analysis table.
    Q_INVOKABLE QString shantenText(int shanten) const;
    // The table on screen (the recorded line, or the variation walked) in the position text
    // form (teach/positiontext.h), for the lesson composer; "" when no game is open.
    Q_INVOKABLE QString positionText() const;

    [[nodiscard]] bool loaded() const { return m_line.isOpen(); }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString sourcePath() const { return m_source; }
    [[nodiscard]] int playerCount() const;
    [[nodiscard]] KyokuListModel *kyokuList() { return &m_kyokuList; }
    [[nodiscard]] QString errorText() const { return m_errorText; }

    [[nodiscard]] GamePosition *position() { return &m_position; }
    [[nodiscard]] const GamePosition *position() const { return &m_position; }

    [[nodiscard]] int viewpoint() const { return m_viewpoint; }
    void setViewpoint(int seat);
    [[nodiscard]] bool showAllHands() const { return m_showAllHands; }
    void setShowAllHands(bool show);

    [[nodiscard]] TableStatus *table() { return &m_tableStatus; }
    [[nodiscard]] DiscardAnalysis *analysis() { return &m_analysis; }
    [[nodiscard]] KyokuResult *result() { return &m_result; }

    // Annotations are saved to this library (the app's, set by LibraryController::attach);
    // without one the viewer shows games but takes no notes.
    void setDatabase(const haifu::storage::Database *db);
    // As openRecord(), for a game of the library: its notes are loaded and can be edited.
    bool openLibraryGame(haifu::game::Record record, qint64 gameId, const QString &title);

    [[nodiscard]] qint64 gameId() const { return m_gameId; }
    [[nodiscard]] int qmlGameId() const { return static_cast<int>(m_gameId); }
    [[nodiscard]] bool canAnnotate() const;
    [[nodiscard]] QString libraryNotice() const { return m_libraryNotice; }
    [[nodiscard]] NotesController *notes() { return &m_notes; }

    [[nodiscard]] WhatIfModel *whatIf() { return &m_whatIf; }
    [[nodiscard]] DecisionInsight *insight() { return &m_insight; }
    [[nodiscard]] VariationTree *variations() { return &m_variations; }
    [[nodiscard]] GameReviews *reviews() { return &m_reviews; }
    // Reads the game's reviews again (after a report for it was imported).
    Q_INVOKABLE void reloadReviews();

    // For the notes: the seat acting at the step on screen (-1 none), a seat's name, and errors
    // as the session reports them (errorText, errorOccurred).
    [[nodiscard]] int actorSeat() const;
    [[nodiscard]] QString playerName(int seat) const;
    void setError(const QString &message);

    // For C++ callers (the library, tests): the game and the replay, null when none is open.
    [[nodiscard]] const haifu::game::Record *record() const { return m_record.get(); }
    [[nodiscard]] const haifu::game::Replay *replay() const { return m_line.replay(); }
    // The table on screen (the variation's when one is shown), null when no game is open: the
    // position composer starts from it.
    [[nodiscard]] const haifu::game::TableState *shownState() const;

Q_SIGNALS:
    void loadedChanged();
    void openingChanged();
    void viewpointChanged();
    void showAllHandsChanged();
    void errorTextChanged();
    void errorOccurred(const QString &message);
    void gameIdChanged();
    void libraryNoticeChanged();
    // A game opened from a file went into the library (`added` false: it was there already).
    void gameImported(qint64 gameId, bool added);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool opened(RecordOpener::Result result);
    [[nodiscard]] QString libraryPath() const; // empty without an open library
    void setLibraryNotice(const QString &notice);
    bool openAs(
            haifu::game::Record record, const QString &title, const QString &source, qint64 gameId);
    void rebuildKyokuList();
    void refresh(); // everything shown, from the replay's current state
    bool moved(bool changed); // when the line moved: refreshes and emits positionChanged
    void studyMoved(); // a variation's position changed
    // The line on screen: the recorded one or the variation being walked.
    [[nodiscard]] const GameLine &shownLine() const;
    [[nodiscard]] int positionOf(int seat) const;
    // The record of the line on screen: a variation is played in its own one-hand record.
    [[nodiscard]] const haifu::game::Record &shownRecord() const;
    [[nodiscard]] QList<ResultView> resultViews(int kyoku) const;
    // The notes of the line on screen (the recorded line, or the variation shown, whose one-hand
    // record numbers its hand `shownKyoku`), for the marks on the river tiles.
    [[nodiscard]] QList<AnnotationRow> notesOnScreen(int shownKyoku) const;

    void makeQueuedSteps();

    std::unique_ptr<haifu::game::Record> m_record;
    int m_queuedSteps = 0; // stepBy() not yet made
    GameLine m_line;
    QString m_title;
    QString m_source;
    QString m_errorText;
    int m_viewpoint = 0;
    bool m_showAllHands = true;

    KyokuListModel m_kyokuList;
    GamePosition m_position;
    std::array<SeatState *, 4> m_seats{};
    TableStatus m_tableStatus;
    KyokuResult m_result;

    const haifu::storage::Database *m_db = nullptr;
    qint64 m_gameId = 0;
    QString m_libraryNotice;
    NotesController m_notes;

    WhatIfModel m_whatIf;
    DecisionInsight m_insight;
    DiscardAnalysis m_analysis; // reads the danger of m_insight
    VariationTree m_variations;
    GameReviews m_reviews;

    RecordOpener m_opener;
};

} // namespace haifu::app
