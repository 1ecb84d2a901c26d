#include "viewer/gamesession.h"
#include "common/qtstrings.h"
#include "rules/byseat.h"

#include "common/errortext.h"
#include "formats/recordio.h"
#include "formats/tenhoulink.h"
#include "network/tenhoulog.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/savefile.h"
#include "viewer/gametext.h"
#include "viewer/seatlayout.h"
#include "viewer/tableitems.h"

#include "game/situation.h"
#include "rules/efficiency.h"
#include "rules/points.h"
#include "rules/score.h"
#include "rules/settlement.h"
#include "teach/position.h"
#include "teach/positiontext.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

using haifu::toQString;

using namespace Qt::StringLiterals;
using namespace haifu;
using game::EventType;
using game::PlayerState;
using game::TableState;
using rules::Tile;
using namespace haifu::app::viewer;

namespace haifu::app {

namespace {

QPointer<GameSession> s_instance;

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent), m_kyokuList(this), m_position(m_line, this), m_tableStatus(this),
      m_result(this), m_notes(*this), m_whatIf(this), m_insight(this), m_analysis(m_insight, this),
      m_variations(this)
{
    connect(&m_variations, &VariationTree::positionChanged, this, &GameSession::studyMoved);
    connect(&m_variations, &VariationTree::treeChanged, &m_notes, &NotesController::treeChanged);
    connect(&m_variations, &VariationTree::aboutToRemove, &m_notes, &NotesController::saveTyped);
    connect(&m_variations, &VariationTree::recordedLineWanted, this, [this](int kyoku, int step) {
        if (!moved(m_line.seek(kyoku, step)))
            studyMoved();
    });
    connect(&m_notes, &NotesController::marksChanged, this, &GameSession::refresh);
    connect(&m_insight, &DecisionInsight::jumpRequested, this, &GameSession::jumpTo);
    connect(&m_insight, &DecisionInsight::evChanged, &m_analysis, &DiscardAnalysis::refreshEv);
    connect(&m_opener, &RecordOpener::busyChanged, this, &GameSession::openingChanged);
    connect(&m_opener, &RecordOpener::stageChanged, this, &GameSession::openingChanged);
    connect(&m_opener, &RecordOpener::finished, this, &GameSession::opened);
    for (int i = 0; i < 4; ++i)
        bySeat(m_seats, i) = new SeatState(i, this);
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

GameSession::~GameSession()
{
    // The last try; what the library still refuses is kept beside it for the next start.
    m_notes.finish();
}

GameSession *GameSession::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    if (!s_instance) {
        // No instance from main() (e.g. a QML test): one that lives as long as the engine.
        s_instance = new GameSession(qmlEngine);
    }
    QQmlEngine::setObjectOwnership(s_instance, QQmlEngine::CppOwnership);
    return s_instance;
}

void GameSession::setInstance(GameSession *instance)
{
    s_instance = instance;
}

GameSession *GameSession::instance()
{
    return s_instance;
}

bool GameSession::open(const QString &pathOrUrl)
{
    // The same job as startOpenUrl, run here and now (the command line, tests).
    const QUrl url(pathOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    return opened(RecordOpener::fileJob(path, libraryPath())([](const QString &) {}));
}

QString GameSession::libraryPath() const
{
    return m_db && m_db->isOpen() ? m_db->path() : QString();
}

void GameSession::startOpenUrl(const QUrl &url)
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    //: shown while a file is read; %1 is its name
    m_opener.start(tr("Reading %1…").arg(QFileInfo(path).fileName()),
            RecordOpener::fileJob(path, libraryPath()));
}

void GameSession::startOpenLibraryGame(qint64 gameId)
{
    const QString library = libraryPath();
    if (library.isEmpty()) {
        setError(tr("The library is not open"));
        return;
    }
    //: shown while a game of the library is read; %1 is its number
    m_opener.start(tr("Opening game %1…").arg(gameId), RecordOpener::libraryJob(gameId, library));
}

void GameSession::cancelOpening()
{
    m_opener.cancel();
}

bool GameSession::opened(RecordOpener::Result result)
{
    if (!result.record) {
        setError(result.error);
        return false;
    }
    if (!openAs(std::move(*result.record), result.title, result.source, result.gameId))
        return false;
    if (result.viewpoint >= 0)
        setViewpoint(result.viewpoint);
    setLibraryNotice(result.notice);
    if (result.imported)
        Q_EMIT gameImported(result.gameId, result.added);
    return true;
}

QUrl GameSession::suggestedExportUrl(const QString &format) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    // Plain ASCII names, as the club's sheets have.
    QString name =
            m_gameId > 0 ? u"game-%1"_s.arg(m_gameId) : QFileInfo(m_source).completeBaseName();
    if (name.isEmpty())
        name = u"game"_s;
    const QString suffix = format == "tenhou-json"_L1 ? u"json"_s : format;
    return QUrl::fromLocalFile(QDir(dir).filePath(name + u'.' + suffix));
}

QString GameSession::copyTenhou(const QString &what)
{
    if (!m_record)
        return {};
    const int hand = m_position.kyoku();
    Result<QString> text = QString();
    QString notice;
    if (what == "links"_L1) {
        const Result<QStringList> links = formats::writeTenhouLinks(*m_record);
        if (links) {
            text = links->join(u'\n') + u'\n';
            notice = tr("Copied %n tenhou.net/6 link(s), one per hand", nullptr,
                    static_cast<int>(links->size()));
        } else {
            text = links.error();
        }
    } else {
        const Result<QByteArray> json = what == "hand"_L1
                ? formats::writeTenhouJsonHand(*m_record, hand)
                : formats::writeTenhouJson(*m_record);
        if (json) {
            text = QString::fromUtf8(*json);
            notice = what == "hand"_L1 ? tr("Copied this hand as tenhou.net/6 JSON")
                                       : tr("Copied the game as tenhou.net/6 JSON");
        } else {
            text = json.error();
        }
    }
    if (!text) {
        setError(tr("The game cannot be copied as tenhou.net/6: %1")
                         .arg(QString::fromStdString(text.error().message)));
        return {};
    }
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(*text);
    return notice;
}

QString GameSession::clipboardLink() const
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    const QString text = clipboard ? clipboard->text().trimmed() : QString();
    if (formats::isTenhouJsonLink(text) || network::parseLogAddress(text).ok())
        return text;
    return {};
}

bool GameSession::openRecord(game::Record record, const QString &title, const QString &source)
{
    return openAs(std::move(record), title, source, 0);
}

bool GameSession::openLibraryGame(game::Record record, qint64 gameId, const QString &title)
{
    //: where the viewer's game comes from; %1 is its number in the library
    return openAs(std::move(record), title, tr("library game %1").arg(gameId), gameId);
}

void GameSession::setLibraryNotice(const QString &notice)
{
    if (notice == m_libraryNotice)
        return;
    m_libraryNotice = notice;
    Q_EMIT libraryNoticeChanged();
}

void GameSession::setDatabase(const storage::Database *db)
{
    m_notes.setDatabase(db);
    m_variations.setDatabase(db);
    m_db = db;
    m_reviews.load(db, m_gameId);
    Q_EMIT gameIdChanged();
}

void GameSession::reloadReviews()
{
    m_reviews.load(m_db, m_gameId);
}

bool GameSession::openAs(
        game::Record record, const QString &title, const QString &source, qint64 gameId)
{
    if (record.kyoku.empty()) {
        setError(tr("%1 holds no hand to show").arg(title));
        return false;
    }
    m_notes.leaveGame();
    m_whatIf.end();
    setLibraryNotice({});
    m_line.close();
    m_record = std::make_unique<game::Record>(std::move(record));
    m_line.open(*m_record);
    m_variations.open(m_record.get(), gameId);
    m_title = title;
    m_source = source;
    m_gameId = gameId;
    m_notes.loadGame();
    m_reviews.load(m_db, gameId);
    if (m_viewpoint >= m_record->playerCount)
        m_viewpoint = 0;
    // A game with an engine review opens from the reviewed seat.
    if (m_reviews.active() && m_reviews.seat() < m_record->playerCount)
        m_viewpoint = m_reviews.seat();
    m_insight.setRecord(m_record.get(), [this](int seat) { return playerName(seat); });
    m_insight.startScan(*m_record, m_viewpoint);
    rebuildKyokuList();
    const auto error = m_line.firstError();
    if (error) {
        setError(tr("%1 cannot be replayed to its end: %2")
                         .arg(source.isEmpty() ? title : QFileInfo(source).fileName(),
                                 haifu::errorText(*error)));
    } else if (!m_errorText.isEmpty()) {
        m_errorText.clear();
        Q_EMIT errorTextChanged();
    }
    m_analysis.setInefficientCount(m_line.decisionCount(m_viewpoint, true));
    refresh();
    m_notes.follow();
    Q_EMIT loadedChanged();
    Q_EMIT gameIdChanged();
    Q_EMIT viewpointChanged();
    Q_EMIT m_position.changed();
    return true;
}

void GameSession::close()
{
    if (!m_line.isOpen())
        return;
    m_notes.leaveGame();
    m_whatIf.end();
    m_variations.close();
    m_line.close();
    m_record.reset();
    m_insight.setRecord(nullptr, {});
    m_title.clear();
    m_source.clear();
    m_gameId = 0;
    setLibraryNotice({});
    m_notes.loadGame();
    m_reviews.clear();
    m_kyokuList.setRows({}, -1);
    m_analysis.setInefficientCount(0);
    refresh();
    m_notes.follow();
    Q_EMIT loadedChanged();
    Q_EMIT gameIdChanged();
    Q_EMIT m_position.changed();
}

void GameSession::setError(const QString &message)
{
    m_errorText = message;
    Q_EMIT errorTextChanged();
    Q_EMIT errorOccurred(message);
}

void GameSession::rebuildKyokuList()
{
    if (!m_record) {
        m_kyokuList.setRows({}, -1);
        return;
    }
    QList<KyokuRow> rows;
    for (std::size_t k = 0; k < m_record->kyoku.size(); ++k) {
        const game::Kyoku &ky = m_record->kyoku[k];
        KyokuRow row;
        row.label = GameText::kyokuLabel(ky);
        row.title = GameText::kyokuTitle(ky);
        row.steps = m_line.replay()->reachableSteps(static_cast<int>(k));
        row.error = m_line.replay()->error(static_cast<int>(k)).has_value();
        row.mismatch = !m_line.hand(static_cast<int>(k)).mismatches.empty();
        row.summary = GameText::kyokuSummary(
                ky, m_record->playerCount, [this](int seat) { return playerName(seat); });
        if (!ky.wins.empty())
            row.outcome = u"win"_s;
        if (ky.draw)
            row.outcome = u"draw"_s;
        for (const AnnotationRow &note : m_notes.annotations()->rows()) {
            if (note.annotation.key.kyoku != static_cast<int>(k))
                continue;
            ++row.notes;
            if (!note.annotation.mark.isEmpty())
                row.marks << note.annotation.mark;
        }
        rows.append(row);
    }
    m_kyokuList.setRows(rows, m_line.isOpen() ? m_line.currentKyoku() : -1);
}

int GameSession::playerCount() const
{
    return m_record ? m_record->playerCount : 4;
}

void GameSession::setViewpoint(int seat)
{
    if (seat < 0 || seat >= playerCount() || seat == m_viewpoint)
        return;
    m_viewpoint = seat;
    if (m_record)
        m_insight.startScan(*m_record, m_viewpoint);
    m_analysis.setInefficientCount(m_line.decisionCount(m_viewpoint, true));
    refresh();
    Q_EMIT viewpointChanged();
}

void GameSession::rotateViewpoint()
{
    setViewpoint((m_viewpoint + 1) % playerCount());
}

void GameSession::setShowAllHands(bool show)
{
    if (show == m_showAllHands)
        return;
    m_showAllHands = show;
    refresh();
    Q_EMIT showAllHandsChanged();
}

SeatState *GameSession::seat(int index) const
{
    if (index < 0 || index >= 4)
        return nullptr;
    return bySeat(m_seats, index);
}

int GameSession::positionOf(int seat) const
{
    const int n = playerCount();
    const int d = rules::turnDistance(m_viewpoint, seat, n);
    return n == 3 && d == 2 ? 3 : d; // three players: the top side stays empty
}

int GameSession::seatAtPosition(int position) const
{
    for (int seat = 0; seat < playerCount(); ++seat) {
        if (positionOf(seat) == position)
            return seat;
    }
    return -1;
}

QString GameSession::shantenText(int shanten) const
{
    return GameText::shantenText(shanten);
}

QString GameSession::playerName(int seat) const
{
    if (!m_record || seat < 0 || seat >= 4)
        return {};
    const std::string &name = bySeat(m_record->players, seat).name;
    return name.empty() ? GameText::seatFallbackName(seat) : toQString(name);
}

// ---- The table at the current step -----------------------------------------------------------

const game::Record &GameSession::shownRecord() const
{
    return m_variations.active() ? m_variations.lineRecord() : *m_record;
}

void GameSession::refresh()
{
    if (!m_line.isOpen()) {
        for (SeatState *seat : m_seats)
            seat->show({});
        m_tableStatus.clear();
        m_analysis.clear();
        m_insight.setDecision({}, -1, {});
        m_insight.setCallChances(nullptr, 0, 0, {});
        m_result.setViews({}, 0);
        return;
    }
    const game::Record &rec = shownRecord();
    const TableState &s = shownLine().state();
    const game::Kyoku &ky = rec.kyoku[static_cast<std::size_t>(s.kyoku)];
    const int n = s.playerCount;

    const SeatLayout layout(rec, s, notesOnScreen(s.kyoku));
    const game::Event *nextEvent = layout.nextEvent();

    int actingSeat = -1;
    bool forced = false; // in riichi: the drawn tile must go
    Efficiency eff;
    if (!s.ended && s.phase == TableState::Phase::Discard && s.turn >= 0 && s.turn < n) {
        actingSeat = s.turn;
        eff = evaluate(s, s.turn, nextEvent);
        forced = s.player(s.turn).riichi != game::RiichiState::None;
    }
    m_insight.setDecision(
            s, actingSeat, [this](int seat) { return playerName(seat); }, rec.ruleset);
    const bool callable = !s.ended && s.phase != TableState::Phase::Discard && s.lastDiscarder >= 0
            && s.step > 0 && s.step <= static_cast<int>(ky.events.size())
            && ky.events[static_cast<std::size_t>(s.step - 1)].type == game::EventType::Discard;
    m_insight.setCallChances(callable ? &rec : nullptr, s.kyoku, s.step,
            [this](int seat) { return playerName(seat); });
    m_whatIf.setDecision(eff.valid ? eff.options : std::vector<rules::DiscardOption>(),
            eff.valid ? s.player(s.turn).closed : std::vector<Tile>(), eff.valid ? eff.played : -1);

    std::optional<Tile> playedTile;
    bool playedTsumogiri = false;
    if (eff.valid && eff.played >= 0) {
        playedTile = nextEvent->tile;
        playedTsumogiri = nextEvent->tsumogiri;
    }

    SeatLayout::View view;
    view.viewpoint = m_viewpoint;
    view.showAllHands = m_showAllHands;
    for (int i = 0; i < 4; ++i) {
        bySeat(view.positions, i) = positionOf(i);
        bySeat(view.names, i) = playerName(i);
    }
    view.actingSeat = actingSeat;
    view.danger = m_insight.threatened() ? &m_insight.danger() : nullptr;
    view.played = playedTile;
    view.playedTsumogiri = playedTsumogiri;
    for (int i = 0; i < 4; ++i)
        bySeat(m_seats, i)->show(i < n ? layout.seat(i, view) : SeatView{});

    m_tableStatus.show(ky, s, layout,
            GameText::lastAction(rec, *m_record, s, [this](int seat) { return playerName(seat); }));
    m_analysis.show(s, eff, actingSeat, forced);

    if (s.ended)
        m_result.setViews(resultViews(s.kyoku),
                static_cast<quintptr>((s.kyoku + 1) * 64 + layout.winsApplied()));
    else
        m_result.setViews({}, 0);
}

// ---- Navigation ------------------------------------------------------------------------------

bool GameSession::moved(bool changed)
{
    if (!changed)
        return false;
    m_kyokuList.setCurrent(m_line.currentKyoku());
    m_whatIf.end();
    m_variations.followRecordedLine(m_line.currentKyoku(), m_line.currentStep());
    refresh();
    m_notes.follow();
    Q_EMIT m_position.changed();
    return true;
}

bool GameSession::next()
{
    if (m_variations.active())
        return m_variations.next();
    return moved(m_line.next());
}

bool GameSession::previous()
{
    if (m_variations.active())
        return m_variations.previous();
    return moved(m_line.previous());
}

void GameSession::stepBy(int delta)
{
    if (m_queuedSteps == 0 && delta != 0)
        QMetaObject::invokeMethod(this, &GameSession::makeQueuedSteps, Qt::QueuedConnection);
    m_queuedSteps += delta;
}

void GameSession::makeQueuedSteps()
{
    const int delta = std::exchange(m_queuedSteps, 0);
    if (delta == 1 || delta == -1 || m_variations.active()) {
        // One step, or a variation (its own line): step by step.
        for (int i = 0; i < std::abs(delta); ++i) {
            if (!(delta > 0 ? next() : previous()))
                break;
        }
        return;
    }
    if (delta != 0 && m_line.isOpen())
        moved(m_line.seekGlobal(m_line.globalStep() + delta));
}

QString GameSession::positionText() const
{
    if (!loaded())
        return {};
    return toQString(teach::formatPosition(teach::positionFromState(shownLine().state())));
}

const GameLine &GameSession::shownLine() const
{
    return m_variations.active() ? m_variations.lineView() : m_line;
}

const TableState *GameSession::shownState() const
{
    return shownLine().isOpen() ? &shownLine().state() : nullptr;
}

void GameSession::studyMoved()
{
    m_whatIf.end();
    refresh();
    m_notes.follow();
    Q_EMIT m_position.changed();
}

bool GameSession::nextDecision()
{
    return moved(m_line.nextDecision(m_viewpoint, false));
}

bool GameSession::previousDecision()
{
    return moved(m_line.previousDecision(m_viewpoint, false));
}

bool GameSession::nextInefficient()
{
    return moved(m_line.nextDecision(m_viewpoint, true));
}

bool GameSession::previousInefficient()
{
    return moved(m_line.previousDecision(m_viewpoint, true));
}

bool GameSession::nextKyoku()
{
    return moved(m_line.seek(m_line.currentKyoku() + 1, 0));
}

bool GameSession::previousKyoku()
{
    return moved(m_line.seek(std::max(m_line.currentKyoku() - 1, 0), 0));
}

bool GameSession::toKyokuStart()
{
    return moved(m_line.seek(m_line.currentKyoku(), 0));
}

bool GameSession::toKyokuEnd()
{
    return moved(m_line.seek(m_line.currentKyoku(), m_line.stepCount() - 1));
}

bool GameSession::jumpTo(int kyoku, int step)
{
    return moved(m_line.seek(kyoku, step));
}

bool GameSession::seekGlobal(int globalStep)
{
    return moved(m_line.seekGlobal(globalStep));
}

QList<AnnotationRow> GameSession::notesOnScreen(int shownKyoku) const
{
    QList<AnnotationRow> rows;
    const int variation = m_variations.variation();
    const int kyoku = m_variations.active() ? m_variations.kyoku() : shownKyoku;
    for (AnnotationRow row : m_notes.annotations()->rows()) {
        if (row.annotation.key.variation != variation || row.annotation.key.kyoku != kyoku)
            continue;
        row.annotation.key.kyoku = shownKyoku;
        rows << row;
    }
    return rows;
}

bool GameSession::canAnnotate() const
{
    // Notes go on the recorded line and on every node of the study tree alike.
    return m_line.isOpen() && m_gameId > 0 && m_db && m_db->isOpen();
}

int GameSession::actorSeat() const
{
    if (!m_line.isOpen())
        return -1;
    if (m_analysis.seat() >= 0)
        return m_analysis.seat();
    const TableState &s = shownLine().state();
    return s.last.seat >= 0 && s.last.seat < s.playerCount ? s.last.seat : -1;
}

QList<ResultView> GameSession::resultViews(int kyoku) const
{
    const GameLine &line = shownLine();
    const ResultBuilder builder(
            shownRecord(), line.winChecks(), [this](int seat) { return playerName(seat); });
    const GameLine::Hand &data = line.hand(kyoku);
    return builder.views(line.state(), data.wins, data.mismatches);
}

bool GameSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()
            && m_line.isOpen()) {
        rebuildKyokuList();
        m_insight.setRecord(m_record.get(), [this](int seat) { return playerName(seat); });
        m_result.setViews({}, 0);
        refresh();
        m_analysis.retranslate(); // texts made from unchanged values
    }
    return QObject::eventFilter(watched, event);
}

} // namespace haifu::app
