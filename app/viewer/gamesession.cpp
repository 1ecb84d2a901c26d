#include "viewer/gamesession.h"
#include "formats/qtstrings.h"

#include "formats/errortext.h"
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

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <map>

using haifu::toQString;

using namespace Qt::StringLiterals;
using namespace haifu;
using game::EventType;
using game::PlayerState;
using game::TableState;
using rules::Tile;
using namespace viewer;

namespace {

QPointer<GameSession> s_instance;

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent), m_kyokuList(this), m_dora(this), m_ura(this), m_discardOptions(this),
      m_result(this), m_notes(*this), m_whatIf(this), m_insight(this), m_variations(this)
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
    connect(&m_insight, &DecisionInsight::evChanged, this, [this] {
        // The expected values of the decision on screen arrived (or it changed).
        QList<DiscardRow> rows = m_discardOptions.rows();
        m_insight.fillEv(rows);
        m_discardOptions.setRows(rows);
    });
    connect(&m_opener, &RecordOpener::busyChanged, this, &GameSession::openingChanged);
    connect(&m_opener, &RecordOpener::stageChanged, this, &GameSession::openingChanged);
    connect(&m_opener, &RecordOpener::finished, this, &GameSession::opened);
    for (int i = 0; i < 4; ++i)
        m_seats[static_cast<std::size_t>(i)] = new SeatState(i, this);
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
    Q_EMIT gameIdChanged();
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
    if (m_viewpoint >= m_record->playerCount)
        m_viewpoint = 0;
    m_insight.setRecord(m_record.get(), [this](int seat) { return playerName(seat); });
    m_insight.startScan(*m_record, m_viewpoint);
    rebuildKyokuList();
    const auto error = m_line.firstError();
    if (error) {
        setError(tr("%1 cannot be replayed to its end: %2")
                         .arg(source.isEmpty() ? title : QFileInfo(source).fileName(),
                                 haifu::formats::errorText(*error)));
    } else if (!m_errorText.isEmpty()) {
        m_errorText.clear();
        Q_EMIT errorTextChanged();
    }
    refresh();
    m_notes.follow();
    Q_EMIT loadedChanged();
    Q_EMIT gameIdChanged();
    Q_EMIT viewpointChanged();
    Q_EMIT positionChanged();
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
    m_kyokuList.setRows({}, -1);
    refresh();
    m_notes.follow();
    Q_EMIT loadedChanged();
    Q_EMIT gameIdChanged();
    Q_EMIT positionChanged();
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
        QStringList parts;
        for (const game::WinResult &w : ky.wins) {
            const int points = w.points > 0 ? w.points
                    : w.hasDeltas ? w.deltas[static_cast<std::size_t>(std::clamp(w.winner, 0, 3))]
                                  : 0;
            if (w.winner == w.from)
                //: kyoku list: %1 winner, %2 points
                parts << tr("Tsumo %1, %2").arg(playerName(w.winner), GameText::points(points));
            else
                //: kyoku list: %1 winner, %2 discarder, %3 points
                parts << tr("Ron %1 from %2, %3")
                                 .arg(playerName(w.winner), playerName(w.from),
                                         GameText::points(points));
        }
        if (!ky.wins.empty())
            row.outcome = u"win"_s;
        if (ky.draw) {
            row.outcome = u"draw"_s;
            QStringList tenpai;
            if (ky.draw->kind == game::DrawKind::Exhaustive) {
                for (int seat = 0; seat < m_record->playerCount; ++seat) {
                    if (ky.draw->tenpai[static_cast<std::size_t>(seat)])
                        tenpai << playerName(seat);
                }
                parts << (tenpai.isEmpty()
                                ? tr("Exhaustive draw, all noten")
                                //: %1 lists the tenpai players
                                : tr("Exhaustive draw, tenpai: %1").arg(tenpai.join(u", "_s)));
            } else {
                parts << GameText::drawName(ky.draw->kind);
            }
        }
        row.summary = parts.join(u"; "_s);
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

int GameSession::kyokuCount() const
{
    return m_line.kyokuCount();
}

int GameSession::totalSteps() const
{
    return m_line.totalSteps();
}

int GameSession::currentKyoku() const
{
    return m_line.currentKyoku();
}

int GameSession::currentStep() const
{
    return m_line.currentStep();
}

int GameSession::stepCount() const
{
    return m_line.stepCount();
}

int GameSession::globalStep() const
{
    return m_line.globalStep();
}

bool GameSession::atStart() const
{
    return m_line.atStart();
}

bool GameSession::atEnd() const
{
    return m_line.atEnd();
}

int GameSession::inefficientCount() const
{
    return m_line.decisionCount(m_viewpoint, true);
}

void GameSession::setViewpoint(int seat)
{
    if (seat < 0 || seat >= playerCount() || seat == m_viewpoint)
        return;
    m_viewpoint = seat;
    if (m_record)
        m_insight.startScan(*m_record, m_viewpoint);
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
    return m_seats[static_cast<std::size_t>(index)];
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
    const std::string &name = m_record->players[static_cast<std::size_t>(seat)].name;
    return name.empty() ? GameText::seatFallbackName(seat) : toQString(name);
}

// ---- The table at the current step -----------------------------------------------------------

QString GameSession::describeLast(const TableState &s) const
{
    // The record of the line on screen: a variation is played in its own one-hand record.
    const game::Record &record = m_variations.active() ? m_variations.lineRecord() : *m_record;
    if (s.kyoku < 0 || s.kyoku >= static_cast<int>(record.kyoku.size()))
        return tr("The deal");
    const auto &events = record.kyoku[static_cast<std::size_t>(s.kyoku)].events;
    if (s.last.event < 0 || s.last.event >= static_cast<int>(events.size()))
        //: the first step of a hand (Japanese: 配牌)
        return tr("The deal");
    const game::Event &ev = events[static_cast<std::size_t>(s.last.event)];
    const QString who = playerName(ev.seat);
    const QString tile = GameText::tileText(ev.tile);
    switch (ev.type) {
    case EventType::Draw:
        return ev.replacement ? tr("%1 draws %2 from the dead wall").arg(who, tile)
                              : tr("%1 draws %2").arg(who, tile);
    case EventType::Discard:
        if (ev.riichi)
            return tr("%1 declares riichi, discarding %2").arg(who, tile);
        return ev.tsumogiri ? tr("%1 discards %2 (tsumogiri)").arg(who, tile)
                            : tr("%1 discards %2").arg(who, tile);
    case EventType::Call:
        switch (ev.meld) {
        case rules::MeldKind::Chi:
            return tr("%1 calls chi on %2 from %3").arg(who, tile, playerName(ev.from));
        case rules::MeldKind::Pon:
            return tr("%1 calls pon on %2 from %3").arg(who, tile, playerName(ev.from));
        default: return tr("%1 calls kan on %2 from %3").arg(who, tile, playerName(ev.from));
        }
    case EventType::ClosedKan:
        return tr("%1 declares a closed kan of %2")
                .arg(who,
                        GameText::kindCode(
                                (ev.consumed.empty() ? ev.tile : ev.consumed.front()).kind));
    case EventType::AddedKan: return tr("%1 adds %2 to a pon (kan)").arg(who, tile);
    case EventType::NorthBonus: return tr("%1 sets a north aside").arg(who);
    case EventType::RiichiAccepted: return tr("%1's riichi stands: 1,000 on the table").arg(who);
    case EventType::NewDora: return tr("New dora indicator: %1").arg(tile);
    case EventType::Win: {
        if (ev.result < 0
                || ev.result >= static_cast<int>(
                           m_record->kyoku[static_cast<std::size_t>(s.kyoku)].wins.size()))
            return tr("Win");
        const game::WinResult &w = m_record->kyoku[static_cast<std::size_t>(s.kyoku)]
                                           .wins[static_cast<std::size_t>(ev.result)];
        return w.winner == w.from
                ? tr("%1 wins by tsumo").arg(playerName(w.winner))
                : tr("%1 wins by ron from %2").arg(playerName(w.winner), playerName(w.from));
    }
    case EventType::DrawEnd: {
        const auto &draw = m_record->kyoku[static_cast<std::size_t>(s.kyoku)].draw;
        return draw ? GameText::drawName(draw->kind) : tr("Draw");
    }
    case EventType::Disconnect: return tr("%1 disconnected").arg(who);
    case EventType::Reconnect: return tr("%1 is back").arg(who);
    }
    return {};
}

void GameSession::showAnalysis(const TableState &s, const Efficiency &eff, AnalysisInfo analysis)
{
    QList<DiscardRow> rows;
    if (eff.valid) {
        const rules::DiscardOption &best = eff.options.front();
        analysis.shanten = game::analysePlayer(s, analysis.seat).shanten;
        analysis.bestShanten = best.shanten;
        analysis.bestUkeire = best.ukeire.total;
        for (std::size_t o = 0; o < eff.options.size(); ++o) {
            const rules::DiscardOption &opt = eff.options[o];
            DiscardRow row;
            row.code = GameText::tileCode(opt.tile);
            row.shanten = opt.shanten;
            row.ukeire = opt.ukeire.total;
            for (const rules::UkeireTile &u : opt.ukeire.tiles) {
                row.acceptCodes << GameText::kindCode(u.kind);
                row.acceptCounts << u.remaining;
            }
            row.best = !worseThan(opt, best);
            row.worse = !row.best;
            row.played = static_cast<int>(o) == eff.played;
            row.danger = m_insight.tierOf(opt.tile.kind);
            row.dangerText = m_insight.dangerText(opt.tile.kind);
            rows.append(row);
        }
        if (eff.played >= 0) {
            const rules::DiscardOption &played = eff.options[static_cast<std::size_t>(eff.played)];
            analysis.playedCode = GameText::tileCode(played.tile);
            analysis.playedShanten = played.shanten;
            analysis.playedUkeire = played.ukeire.total;
            analysis.inefficient = !analysis.forced && worseThan(played, best);
        }
    } else if (analysis.seat >= 0) {
        analysis.shanten = game::analysePlayer(s, analysis.seat).shanten;
    }
    m_analysis = analysis;
    m_insight.fillEv(rows);
    m_discardOptions.setRows(rows);
}

void GameSession::refresh()
{
    if (!m_line.isOpen()) {
        for (SeatState *seat : m_seats) {
            seat->setInfo({});
            seat->hand()->setTiles({});
            seat->river()->setTiles({});
            seat->melds()->setTiles({});
            seat->northBonus()->setTiles({});
            seat->waits()->setTiles({});
        }
        m_table = {};
        m_analysis = {};
        m_dora.setTiles({});
        m_ura.setTiles({});
        m_discardOptions.setRows({});
        m_insight.setDecision({}, -1, {});
        m_result.setViews({}, 0);
        Q_EMIT stateChanged();
        return;
    }
    const game::Record &rec = m_variations.active() ? m_variations.lineRecord() : *m_record;
    const TableState &s = shownLine().state();
    const game::Kyoku &ky = rec.kyoku[static_cast<std::size_t>(s.kyoku)];
    const int n = s.playerCount;

    const SeatLayout layout(rec, s, notesOnScreen(s.kyoku));
    const game::Event *nextEvent = layout.nextEvent();

    AnalysisInfo analysis;
    Efficiency eff;
    if (!s.ended && s.phase == TableState::Phase::Discard && s.turn >= 0 && s.turn < n) {
        analysis.seat = s.turn;
        eff = evaluate(s, s.turn, nextEvent);
        analysis.forced = s.player(s.turn).riichi != game::RiichiState::None;
    }
    m_insight.setDecision(
            s, analysis.seat, [this](int seat) { return playerName(seat); }, rec.ruleset);
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
        view.positions[static_cast<std::size_t>(i)] = positionOf(i);
        view.names[static_cast<std::size_t>(i)] = playerName(i);
    }
    view.actingSeat = analysis.seat;
    view.danger = m_insight.threatened() ? &m_insight.danger() : nullptr;
    view.played = playedTile;
    view.playedTsumogiri = playedTsumogiri;
    for (int i = 0; i < 4; ++i) {
        SeatState *seat = m_seats[static_cast<std::size_t>(i)];
        const SeatLayout::Seat shown = i < n ? layout.seat(i, view) : SeatLayout::Seat{};
        seat->hand()->setTiles(shown.hand);
        seat->river()->setTiles(shown.river);
        seat->melds()->setTiles(shown.melds);
        seat->northBonus()->setTiles(shown.north);
        seat->waits()->setTiles(shown.waits);
        seat->setInfo(shown.info);
    }

    // The centre of the table.
    TableInfo table;
    table.kyokuLabel = GameText::kyokuLabel(ky);
    table.roundText = GameText::roundText(ky);
    table.roundWind = ky.roundWind() % 4;
    table.handNumber = ky.handNumber();
    table.honba = s.honba;
    table.deposits = s.riichiSticks;
    table.liveWall = s.liveWall;
    table.turn = s.ended ? -1 : s.turn;
    table.dealer = s.dealer;
    table.ended = s.ended;
    table.lastActionText = describeLast(s);
    table.lastActionSeat = s.last.seat;
    m_table = table;

    QList<TileItem> dora;
    for (const Tile &t : s.doraIndicators)
        dora.append(tileItem(t));
    while (dora.size() < 5) {
        TileItem back;
        back.back = true;
        dora.append(back);
    }
    m_dora.setTiles(dora);
    QList<TileItem> ura;
    if (s.ended) {
        for (const game::WinResult &w : ky.wins) {
            if (w.winner >= 0 && w.winner < n && layout.winner(w.winner)
                    && s.player(w.winner).inRiichi() && ura.isEmpty()) {
                for (const Tile &t : w.uraIndicators)
                    ura.append(tileItem(t));
            }
        }
    }
    m_ura.setTiles(ura);

    // The decision on screen.
    showAnalysis(s, eff, analysis);

    if (s.ended)
        m_result.setViews(resultViews(s.kyoku),
                static_cast<quintptr>((s.kyoku + 1) * 64 + layout.winsApplied()));
    else
        m_result.setViews({}, 0);
    Q_EMIT stateChanged();
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
    if (m_analysis.seat >= 0)
        return m_analysis.seat;
    const TableState &s = shownLine().state();
    return s.last.seat >= 0 && s.last.seat < s.playerCount ? s.last.seat : -1;
}

QList<ResultView> GameSession::resultViews(int kyoku) const
{
    const GameLine &line = shownLine();
    const ResultBuilder builder(m_variations.active() ? m_variations.lineRecord() : *m_record,
            line.winChecks(), [this](int seat) { return playerName(seat); });
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
        m_discardOptions.retranslate();
        Q_EMIT stateChanged(); // texts made from unchanged values (analysisShantenText)
    }
    return QObject::eventFilter(watched, event);
}
