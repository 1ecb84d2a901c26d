#include "gamesession.h"
#include "qtstrings.h"

#include "annotations.h"
#include "database.h"
#include "errortext.h"
#include "games.h"
#include "gametext.h"
#include "savefile.h"

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

namespace {

QPointer<GameSession> s_instance;

bool tileLess(const Tile &a, const Tile &b)
{
    return a.kind != b.kind ? a.kind < b.kind : (!a.red && b.red);
}

// Removes one copy of `tile` (the exact tile first, else one of its kind).
bool removeOne(std::vector<Tile> &tiles, const Tile &tile)
{
    auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it == tiles.end())
        it = std::find_if(
                tiles.begin(), tiles.end(), [&](const Tile &t) { return t.kind == tile.kind; });
    if (it == tiles.end())
        return false;
    tiles.erase(it);
    return true;
}

// Tiles seen by `seat` outside its own hand and melds: every river (tiles called away are in
// the caller's meld), the other players' melds, norths set aside, the dora indicators. In a
// three-player game 2m-8m do not exist: they count as all seen.
rules::TileCounts visibleTo(const TableState &s, int seat, const rules::TileCounts &own)
{
    rules::TileCounts v{};
    for (int i = 0; i < s.playerCount; ++i) {
        const PlayerState &p = s.player(i);
        for (const game::RiverTile &t : p.river) {
            if (!t.calledAway())
                ++v[t.tile.kind];
        }
        if (i != seat) {
            for (const rules::Meld &m : p.melds) {
                for (const Tile &t : m.tiles)
                    ++v[t.kind];
            }
        }
        for (const Tile &t : p.northBonus)
            ++v[t.kind];
    }
    for (const Tile &t : s.doraIndicators)
        ++v[t.kind];
    for (int k = 0; k < rules::kKindCount; ++k) {
        if (s.playerCount == 3 && k >= 1 && k <= 7)
            v[k] = 4;
        v[k] = static_cast<std::uint8_t>(std::min<int>(v[k], std::max(0, 4 - own[k])));
    }
    return v;
}

struct Efficiency
{
    bool valid = false;
    std::vector<rules::DiscardOption> options; // best first
    int played = -1; // index of the discard made
};

// Every discard of a seat holding 14 tiles, and which one the record makes next.
Efficiency evaluate(const TableState &s, int seat, const game::Event *next)
{
    Efficiency e;
    const PlayerState &p = s.player(seat);
    if (p.closed.size() + 3 * p.melds.size() != 14)
        return e;
    const rules::Hand hand = p.hand();
    auto options = rules::discardOptions(hand, visibleTo(s, seat, hand.allCounts()));
    if (!options)
        return e;
    e.valid = true;
    e.options = std::move(*options);
    if (next && next->type == EventType::Discard && next->seat == seat) {
        for (std::size_t i = 0; i < e.options.size() && e.played < 0; ++i) {
            if (e.options[i].tile == next->tile)
                e.played = static_cast<int>(i);
        }
        for (std::size_t i = 0; i < e.options.size() && e.played < 0; ++i) {
            if (e.options[i].tile.kind == next->tile.kind)
                e.played = static_cast<int>(i);
        }
    }
    return e;
}

bool worseThan(const rules::DiscardOption &option, const rules::DiscardOption &best)
{
    return option.shanten > best.shanten
            || (option.shanten == best.shanten && option.ukeire.total < best.ukeire.total);
}

bool isInefficient(const Efficiency &e)
{
    return e.valid && e.played >= 0
            && worseThan(e.options[static_cast<std::size_t>(e.played)], e.options.front());
}

TileItem tileItem(const Tile &tile)
{
    TileItem item;
    item.code = GameText::tileCode(tile);
    return item;
}

// Melds as drawn, left to right from the owner's seat: the first call at the far right, the
// called tile turned toward its source, a closed kan with its ends face down, an added kan's
// fourth tile laid on the turned one.
QList<TileItem> meldItems(const std::vector<rules::Meld> &melds, bool highlightNewest)
{
    QList<TileItem> out;
    for (int m = static_cast<int>(melds.size()) - 1; m >= 0; --m) {
        const rules::Meld &meld = melds[static_cast<std::size_t>(m)];
        const bool newest = highlightNewest && m == static_cast<int>(melds.size()) - 1;
        QList<TileItem> group;
        if (meld.kind == rules::MeldKind::Ankan) {
            std::vector<Tile> tiles = meld.tiles;
            // Show a red five face up when there is one.
            std::stable_sort(tiles.begin(), tiles.end(),
                    [](const Tile &a, const Tile &b) { return a.red && !b.red; });
            std::array<Tile, 4> order{ tiles[2], tiles[0], tiles[1], tiles[3] };
            for (int i = 0; i < 4; ++i) {
                TileItem item = tileItem(order[static_cast<std::size_t>(i)]);
                item.back = i == 0 || i == 3;
                group.append(item);
            }
        } else {
            const std::size_t base = meld.kind == rules::MeldKind::Kakan ? 3 : meld.tiles.size();
            std::vector<Tile> tiles(
                    meld.tiles.begin(), meld.tiles.begin() + static_cast<long>(base));
            std::optional<Tile> called;
            if (meld.calledTile >= 0 && meld.calledTile < static_cast<int>(base)) {
                called = tiles[static_cast<std::size_t>(meld.calledTile)];
                tiles.erase(tiles.begin() + meld.calledTile);
            }
            for (const Tile &t : tiles)
                group.append(tileItem(t));
            if (called) {
                TileItem item = tileItem(*called);
                item.sideways = true;
                if (meld.kind == rules::MeldKind::Kakan && meld.tiles.size() == 4)
                    item.extraCode = GameText::tileCode(meld.tiles[3]);
                qsizetype at = 0;
                switch (meld.from) {
                case rules::CalledFrom::Left: at = 0; break;
                case rules::CalledFrom::Across: at = 1; break;
                case rules::CalledFrom::Right:
                case rules::CalledFrom::None: at = group.size(); break;
                }
                group.insert(std::min(at, group.size()), item);
            } else if (meld.kind == rules::MeldKind::Kakan && meld.tiles.size() == 4) {
                group.append(tileItem(meld.tiles[3]));
            }
        }
        for (qsizetype i = 0; i < group.size(); ++i) {
            group[i].separated = i == 0 && !out.isEmpty();
            group[i].highlighted = newest;
        }
        out.append(group);
    }
    return out;
}

bool sameNotePlace(const storage::AnnotationKey &a, const storage::AnnotationKey &b)
{
    return a.gameId == b.gameId && a.kyoku == b.kyoku && a.step == b.step && a.seat == b.seat;
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent), m_kyokuList(this), m_dora(this), m_ura(this), m_discardOptions(this),
      m_result(this), m_annotations(this), m_whatIfHand(this), m_whatIfAccepts(this)
{
    m_saveTimer.setSingleShot(true);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] { (void)saveNote(); });
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
    parkUnsavedNote();
    writeRecovery();
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
    parkUnsavedNote();
    writeRecovery();
    m_unsaved.clear();
    m_db = db;
    readRecovery();
    Q_EMIT gameIdChanged();
}

bool GameSession::openAs(
        game::Record record, const QString &title, const QString &source, qint64 gameId)
{
    if (record.kyoku.empty()) {
        setError(tr("%1 holds no hand to show").arg(title));
        return false;
    }
    parkUnsavedNote();
    m_undo.clear();
    m_typing = false;
    endWhatIf();
    setLibraryNotice({});
    m_replay.reset();
    m_record = std::make_unique<game::Record>(std::move(record));
    m_replay = std::make_unique<game::Replay>(*m_record);
    m_title = title;
    m_source = source;
    m_gameId = gameId;
    m_noteKey = {};
    m_noteKey.kyoku = -1;
    loadAnnotations();
    if (m_viewpoint >= m_record->playerCount)
        m_viewpoint = 0;
    prepare();
    const auto error = m_replay->firstError();
    if (error) {
        setError(tr("%1 cannot be replayed to its end: %2")
                         .arg(source.isEmpty() ? title : QFileInfo(source).fileName(),
                                 toQString(error->message)));
    } else if (!m_errorText.isEmpty()) {
        m_errorText.clear();
        Q_EMIT errorTextChanged();
    }
    (void)m_replay->seek(0, 0);
    refresh();
    updateNote();
    Q_EMIT loadedChanged();
    Q_EMIT gameIdChanged();
    Q_EMIT viewpointChanged();
    Q_EMIT positionChanged();
    return true;
}

void GameSession::close()
{
    if (!m_replay)
        return;
    parkUnsavedNote();
    m_undo.clear();
    endWhatIf();
    m_replay.reset();
    m_record.reset();
    m_kyoku.clear();
    m_winChecks.clear();
    m_title.clear();
    m_source.clear();
    m_gameId = 0;
    setLibraryNotice({});
    m_annotations.setRows({});
    m_kyokuList.setRows({}, -1);
    refresh();
    updateNote();
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

void GameSession::prepare()
{
    const game::Record &rec = *m_record;
    m_kyoku.assign(rec.kyoku.size(), {});
    for (std::size_t k = 0; k < rec.kyoku.size(); ++k) {
        auto deal = game::dealState(rec, static_cast<int>(k));
        if (!deal)
            continue;
        TableState s = std::move(*deal);
        KyokuData &data = m_kyoku[k];
        const auto &events = rec.kyoku[k].events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const game::Event &ev = events[i];
            if (!s.ended && s.phase == TableState::Phase::Discard && s.turn >= 0) {
                Decision d;
                d.step = static_cast<int>(i);
                d.seat = s.turn;
                if (ev.type == EventType::Discard && ev.seat == s.turn
                        && s.player(s.turn).riichi == game::RiichiState::None)
                    d.inefficient = isInefficient(evaluate(s, s.turn, &ev));
                data.decisions.push_back(d);
            }
            if (ev.type == EventType::Win)
                data.wins.push_back({ ev.result, s });
            if (game::applyNext(s, rec))
                break;
        }
    }
    game::VerifyOptions options;
    options.collectWinChecks = true;
    game::VerifyReport report = game::verifyRecord(rec, options);
    m_winChecks = std::move(report.winChecks);
    for (game::Mismatch &m : report.mismatches) {
        if (m.kyoku >= 0 && m.kyoku < static_cast<int>(m_kyoku.size()))
            m_kyoku[static_cast<std::size_t>(m.kyoku)].mismatches.push_back(std::move(m));
    }
    rebuildKyokuList();
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
        row.steps = m_replay->reachableSteps(static_cast<int>(k));
        row.error = m_replay->error(static_cast<int>(k)).has_value();
        row.mismatch = !m_kyoku[k].mismatches.empty();
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
        for (const AnnotationRow &note : m_annotations.rows()) {
            if (note.annotation.key.kyoku != static_cast<int>(k))
                continue;
            ++row.notes;
            if (!note.annotation.mark.isEmpty())
                row.marks << note.annotation.mark;
        }
        rows.append(row);
    }
    m_kyokuList.setRows(rows, m_replay ? m_replay->currentKyoku() : -1);
}

int GameSession::playerCount() const
{
    return m_record ? m_record->playerCount : 4;
}

int GameSession::kyokuCount() const
{
    return m_replay ? m_replay->kyokuCount() : 0;
}

int GameSession::totalSteps() const
{
    return m_replay ? m_replay->totalSteps() : 0;
}

int GameSession::currentKyoku() const
{
    return m_replay ? m_replay->currentKyoku() : 0;
}

int GameSession::currentStep() const
{
    return m_replay ? m_replay->currentStep() : 0;
}

int GameSession::stepCount() const
{
    return m_replay ? m_replay->reachableSteps(m_replay->currentKyoku()) : 0;
}

int GameSession::globalStep() const
{
    return m_replay ? m_replay->globalStep() : 0;
}

bool GameSession::atStart() const
{
    return !m_replay || (currentKyoku() == 0 && currentStep() == 0);
}

bool GameSession::atEnd() const
{
    return !m_replay || (currentKyoku() == kyokuCount() - 1 && currentStep() == stepCount() - 1);
}

int GameSession::inefficientCount() const
{
    int count = 0;
    for (const KyokuData &k : m_kyoku) {
        for (const Decision &d : k.decisions)
            count += d.seat == m_viewpoint && d.inefficient;
    }
    return count;
}

void GameSession::setViewpoint(int seat)
{
    if (seat < 0 || seat >= playerCount() || seat == m_viewpoint)
        return;
    m_viewpoint = seat;
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

// ---- Navigation ------------------------------------------------------------------------------

bool GameSession::moved(int kyoku, int step)
{
    if (!m_replay || (kyoku == currentKyoku() && step == currentStep()))
        return false;
    m_kyokuList.setCurrent(currentKyoku());
    endWhatIf();
    refresh();
    updateNote();
    Q_EMIT positionChanged();
    return true;
}

bool GameSession::seekTo(int kyoku, int step)
{
    if (!m_replay || kyoku < 0 || kyoku >= kyokuCount())
        return false;
    step = std::clamp(step, 0, m_replay->reachableSteps(kyoku) - 1);
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    if (m_replay->seek(kyoku, step))
        return false;
    return moved(k0, s0);
}

bool GameSession::next()
{
    if (!m_replay)
        return false;
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    if (s0 + 1 < stepCount())
        (void)m_replay->next();
    else if (k0 + 1 < kyokuCount())
        (void)m_replay->seek(k0 + 1, 0);
    return moved(k0, s0);
}

bool GameSession::previous()
{
    if (!m_replay)
        return false;
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    if (s0 > 0)
        (void)m_replay->previous();
    else if (k0 > 0)
        (void)m_replay->seek(k0 - 1, m_replay->reachableSteps(k0 - 1) - 1);
    return moved(k0, s0);
}

bool GameSession::nextDecision()
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = k0; k < static_cast<int>(m_kyoku.size()); ++k) {
        for (const Decision &d : m_kyoku[static_cast<std::size_t>(k)].decisions) {
            if (d.seat == m_viewpoint && (k > k0 || d.step > s0))
                return seekTo(k, d.step);
        }
    }
    return false;
}

bool GameSession::previousDecision()
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = std::min(k0, static_cast<int>(m_kyoku.size()) - 1); k >= 0; --k) {
        const auto &decisions = m_kyoku[static_cast<std::size_t>(k)].decisions;
        for (auto it = decisions.rbegin(); it != decisions.rend(); ++it) {
            if (it->seat == m_viewpoint && (k < k0 || it->step < s0))
                return seekTo(k, it->step);
        }
    }
    return false;
}

bool GameSession::nextInefficient()
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = k0; k < static_cast<int>(m_kyoku.size()); ++k) {
        for (const Decision &d : m_kyoku[static_cast<std::size_t>(k)].decisions) {
            if (d.inefficient && d.seat == m_viewpoint && (k > k0 || d.step > s0))
                return seekTo(k, d.step);
        }
    }
    return false;
}

bool GameSession::previousInefficient()
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = std::min(k0, static_cast<int>(m_kyoku.size()) - 1); k >= 0; --k) {
        const auto &decisions = m_kyoku[static_cast<std::size_t>(k)].decisions;
        for (auto it = decisions.rbegin(); it != decisions.rend(); ++it) {
            if (it->inefficient && it->seat == m_viewpoint && (k < k0 || it->step < s0))
                return seekTo(k, it->step);
        }
    }
    return false;
}

bool GameSession::nextKyoku()
{
    return seekTo(currentKyoku() + 1, 0);
}

bool GameSession::previousKyoku()
{
    if (currentKyoku() == 0)
        return seekTo(0, 0);
    return seekTo(currentKyoku() - 1, 0);
}

bool GameSession::toKyokuStart()
{
    return seekTo(currentKyoku(), 0);
}

bool GameSession::toKyokuEnd()
{
    return seekTo(currentKyoku(), stepCount() - 1);
}

bool GameSession::jumpTo(int kyoku, int step)
{
    return seekTo(kyoku, step);
}

bool GameSession::seekGlobal(int globalStep)
{
    if (!m_replay)
        return false;
    const auto [kyoku, step] = m_replay->position(std::clamp(globalStep, 0, totalSteps() - 1));
    return seekTo(kyoku, step);
}

// ---- The table at the current step -----------------------------------------------------------

QString GameSession::describeLast(const TableState &s) const
{
    const auto &events = m_record->kyoku[static_cast<std::size_t>(s.kyoku)].events;
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

void GameSession::refresh()
{
    if (!m_replay) {
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
        m_result.setViews({}, 0);
        Q_EMIT stateChanged();
        return;
    }
    const game::Record &rec = *m_record;
    const TableState &s = m_replay->state();
    const game::Kyoku &ky = rec.kyoku[static_cast<std::size_t>(s.kyoku)];
    const auto &events = ky.events;
    const int n = s.playerCount;

    // Who won so far, the last discard on the table, the decision on screen.
    std::array<bool, 4> winner{};
    int winsApplied = 0;
    int lastDiscardSeat = -1;
    for (int i = std::min(s.step, static_cast<int>(events.size())) - 1; i >= 0; --i) {
        const game::Event &ev = events[static_cast<std::size_t>(i)];
        if (ev.type == EventType::Win && ev.result >= 0
                && ev.result < static_cast<int>(ky.wins.size())) {
            const int w = ky.wins[static_cast<std::size_t>(ev.result)].winner;
            if (w >= 0 && w < 4)
                winner[static_cast<std::size_t>(w)] = true;
            ++winsApplied;
        }
        if (ev.type == EventType::Discard && lastDiscardSeat < 0)
            lastDiscardSeat = ev.seat;
    }
    const bool drawEnded = s.ended && winsApplied == 0;
    const game::Event *nextEvent = s.step < static_cast<int>(events.size())
            ? &events[static_cast<std::size_t>(s.step)]
            : nullptr;

    AnalysisInfo analysis;
    Efficiency eff;
    if (!s.ended && s.phase == TableState::Phase::Discard && s.turn >= 0 && s.turn < n) {
        analysis.seat = s.turn;
        eff = evaluate(s, s.turn, nextEvent);
        analysis.forced = s.player(s.turn).riichi != game::RiichiState::None;
    }
    m_options = eff.valid ? eff.options : std::vector<rules::DiscardOption>();
    m_playedOption = eff.valid ? eff.played : -1;
    m_actorClosed = eff.valid ? s.player(s.turn).closed : std::vector<Tile>();

    // Marks of the notes, drawn on the river tile of the discard they judge: the discard made at
    // a decision (the next event) or the one just made (the last event).
    std::map<std::pair<int, int>, QString> riverMarks; // (seat, river index) -> mark
    if (m_annotations.rowCount() > 0) {
        std::vector<int> riverIndex(events.size(), -1);
        std::array<int, 4> discards{};
        for (std::size_t e = 0; e < events.size(); ++e) {
            const game::Event &ev = events[e];
            if (ev.type == EventType::Discard && ev.seat >= 0 && ev.seat < 4)
                riverIndex[e] = discards[static_cast<std::size_t>(ev.seat)]++;
        }
        auto discardOf = [&](int step, int seat) {
            for (int e : { step, step - 1 }) {
                if (e >= 0 && e < static_cast<int>(events.size())
                        && events[static_cast<std::size_t>(e)].type == EventType::Discard
                        && events[static_cast<std::size_t>(e)].seat == seat)
                    return riverIndex[static_cast<std::size_t>(e)];
            }
            return -1;
        };
        for (const AnnotationRow &row : m_annotations.rows()) {
            const storage::AnnotationKey &key = row.annotation.key;
            if (key.kyoku != s.kyoku || row.annotation.mark.isEmpty())
                continue;
            const int r = discardOf(key.step, key.seat);
            if (r >= 0 && !riverMarks.contains({ key.seat, r }))
                riverMarks[{ key.seat, r }] = row.annotation.mark;
        }
    }

    std::optional<Tile> playedTile;
    bool playedTsumogiri = false;
    if (eff.valid && eff.played >= 0) {
        playedTile = nextEvent->tile;
        playedTsumogiri = nextEvent->tsumogiri;
    }

    const int viewpointScore = s.player(std::min(m_viewpoint, n - 1)).score;
    for (int i = 0; i < 4; ++i) {
        SeatState *seat = m_seats[static_cast<std::size_t>(i)];
        if (i >= n) {
            seat->setInfo({});
            seat->hand()->setTiles({});
            seat->river()->setTiles({});
            seat->melds()->setTiles({});
            seat->northBonus()->setTiles({});
            seat->waits()->setTiles({});
            continue;
        }
        const PlayerState &p = s.player(i);
        const game::PlayerAnalysis a = game::analysePlayer(s, i);
        const bool isWinner = winner[static_cast<std::size_t>(i)];
        SeatInfo info;
        info.present = true;
        info.position = positionOf(i);
        info.name = playerName(i);
        info.rank = toQString(rec.players[static_cast<std::size_t>(i)].rank);
        info.score = p.score;
        info.scoreDifference = p.score - viewpointScore;
        info.windIndex = rules::turnDistance(s.dealer, i, n);
        info.wind = GameText::windLetter(info.windIndex);
        info.dealer = i == s.dealer;
        info.riichi = p.inRiichi();
        info.doubleRiichi = p.doubleRiichi;
        info.ippatsu = p.ippatsu && p.inRiichi();
        info.shanten = a.shanten;
        info.shantenText = GameText::shantenText(a.shanten);
        info.tenpai = a.tenpai;
        info.furiten = a.furiten;
        info.furitenText =
                a.furiten ? GameText::furitenText(a.furitenReason, a.furitenCause) : QString();
        info.turn = !s.ended && s.turn == i;
        info.lastActor = s.last.seat == i;
        info.winner = isWinner;
        info.connected = p.connected;
        info.handHidden = !m_showAllHands && i != m_viewpoint
                && !(s.ended && (isWinner || (drawEnded && a.tenpai)));

        // The hand: concealed tiles, then the drawn (or winning) tile apart.
        std::vector<Tile> closed = p.closed;
        std::optional<Tile> apart;
        if (p.drawn) {
            apart = *p.drawn;
        } else if (isWinner) {
            apart = s.lastDiscard; // ron: the tile won on
        }
        if (apart && !removeOne(closed, *apart))
            apart.reset();
        QList<TileItem> hand;
        hand.reserve(static_cast<qsizetype>(closed.size()) + 1);
        bool playedMarked = false;
        const bool acting = i == analysis.seat && playedTile;
        for (const Tile &t : closed) {
            TileItem item = tileItem(t);
            item.back = info.handHidden;
            if (acting && !playedTsumogiri && !playedMarked && t == *playedTile) {
                item.highlighted = !info.handHidden;
                playedMarked = true;
            }
            hand.append(item);
        }
        if (acting && !playedMarked && !playedTsumogiri) {
            // The red/plain choice did not match exactly: mark a tile of the kind.
            for (qsizetype h = 0; h < hand.size() && !playedMarked; ++h) {
                if (closed[static_cast<std::size_t>(h)].kind == playedTile->kind) {
                    hand[h].highlighted = !info.handHidden;
                    playedMarked = true;
                }
            }
        }
        if (apart) {
            TileItem item = tileItem(*apart);
            item.back = info.handHidden;
            item.separated = true;
            item.highlighted = !info.handHidden
                    && ((s.ended && isWinner) || (acting && (playedTsumogiri || !playedMarked)));
            hand.append(item);
        }
        seat->hand()->setTiles(hand);

        // The river, in rows of six (the third row runs on).
        QList<TileItem> river;
        river.reserve(static_cast<qsizetype>(p.river.size()));
        int sidewaysInRow = 0;
        for (std::size_t r = 0; r < p.river.size(); ++r) {
            const game::RiverTile &rt = p.river[r];
            TileItem item = tileItem(rt.tile);
            item.tsumogiri = rt.tsumogiri;
            item.riichi = rt.riichi;
            item.sideways = rt.riichi;
            item.calledAway = rt.calledAway();
            item.last = i == lastDiscardSeat && r + 1 == p.river.size();
            item.row = std::min(static_cast<int>(r) / 6, 2);
            item.slot = static_cast<int>(r) - item.row * 6;
            if (item.slot == 0)
                sidewaysInRow = 0;
            item.shift = sidewaysInRow;
            if (const auto mark = riverMarks.find({ i, static_cast<int>(r) });
                    mark != riverMarks.end())
                item.mark = mark->second;
            sidewaysInRow += item.sideways;
            river.append(item);
        }
        seat->river()->setTiles(river);

        const bool meldAction = s.last.seat == i
                && (s.last.type == EventType::Call || s.last.type == EventType::ClosedKan
                        || s.last.type == EventType::AddedKan);
        seat->melds()->setTiles(meldItems(p.melds, meldAction));

        QList<TileItem> north;
        for (const Tile &t : p.northBonus)
            north.append(tileItem(t));
        seat->northBonus()->setTiles(north);

        // Waits with the copies this player cannot see.
        QList<TileItem> waits;
        if (a.tenpai) {
            const rules::TileCounts own = p.hand().allCounts();
            const rules::TileCounts visible = visibleTo(s, i, own);
            for (rules::TileKind k : rules::kindsOf(a.waits.mask)) {
                TileItem item;
                item.code = GameText::kindCode(k);
                item.count = std::max(0, 4 - own[k] - visible[k]);
                item.dimmed = item.count == 0;
                info.waitsRemaining += item.count;
                waits.append(item);
            }
        }
        seat->waits()->setTiles(waits);
        seat->setInfo(info);
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
            if (w.winner >= 0 && w.winner < n && winner[static_cast<std::size_t>(w.winner)]
                    && s.player(w.winner).inRiichi() && ura.isEmpty()) {
                for (const Tile &t : w.uraIndicators)
                    ura.append(tileItem(t));
            }
        }
    }
    m_ura.setTiles(ura);

    // The decision on screen.
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
    m_discardOptions.setRows(rows);

    if (s.ended)
        m_result.setViews(
                resultViews(s.kyoku), static_cast<quintptr>((s.kyoku + 1) * 64 + winsApplied));
    else
        m_result.setViews({}, 0);
    Q_EMIT stateChanged();
}

// ---- Results -----------------------------------------------------------------------------

QList<ResultView> GameSession::resultViews(int kyoku) const
{
    QList<ResultView> views;
    const TableState &s = m_replay->state();
    const auto &data = m_kyoku[static_cast<std::size_t>(kyoku)];
    const auto &events = m_record->kyoku[static_cast<std::size_t>(kyoku)].events;
    int applied = 0;
    for (int i = 0; i < std::min(s.step, static_cast<int>(events.size())); ++i)
        applied += events[static_cast<std::size_t>(i)].type == EventType::Win;
    for (int w = 0; w < applied && w < static_cast<int>(data.wins.size()); ++w)
        views.append(winView(kyoku, data.wins[static_cast<std::size_t>(w)]));
    if (views.isEmpty() && m_record->kyoku[static_cast<std::size_t>(kyoku)].draw)
        views.append(drawView(kyoku));
    return views;
}

namespace {

QString mismatchLine(const game::Mismatch &m)
{
    //: a difference between the record and the engine: %1 what, %2 the record, %3 the engine
    return QCoreApplication::translate("GameSession", "%1: record %2, engine %3")
            .arg(toQString(m.field), toQString(m.recorded), toQString(m.engine));
}

} // namespace

ResultView GameSession::winView(int kyoku, const WinState &ws) const
{
    const game::Record &rec = *m_record;
    const game::Kyoku &ky = rec.kyoku[static_cast<std::size_t>(kyoku)];
    const game::WinResult &w = ky.wins[static_cast<std::size_t>(ws.result)];
    const TableState &s = ws.before;
    const int n = s.playerCount;
    const bool tsumo = w.winner == w.from;
    const PlayerState &p = s.player(w.winner);

    ResultView v;
    v.winner = w.winner;
    v.from = w.from;
    v.title = tsumo ? tr("Tsumo: %1").arg(playerName(w.winner))
                    : tr("Ron: %1 from %2").arg(playerName(w.winner), playerName(w.from));

    rules::Hand hand{ p.closed, p.melds };
    const Tile winTile = tsumo ? (p.drawn ? *p.drawn : w.winTile) : s.lastDiscard;
    if (!tsumo) {
        hand.closed.push_back(winTile);
        std::stable_sort(hand.closed.begin(), hand.closed.end(), tileLess);
    }
    std::vector<Tile> shown = hand.closed;
    removeOne(shown, winTile);
    for (const Tile &t : shown)
        v.hand.append(tileItem(t));
    TileItem won = tileItem(winTile);
    won.separated = true;
    won.highlighted = true;
    v.hand.append(won);
    v.melds = meldItems(p.melds, false);
    for (const Tile &t : s.doraIndicators)
        v.dora.append(tileItem(t));
    const bool riichi = p.riichi == game::RiichiState::Accepted;
    if (riichi) {
        for (const Tile &t : w.uraIndicators)
            v.ura.append(tileItem(t));
    }

    // The situation of the win, as the verifier builds it (core/game/verify.cpp).
    rules::Situation sit;
    sit.winTile = winTile;
    sit.tsumo = tsumo;
    sit.riichi = riichi;
    sit.doubleRiichi = riichi && p.doubleRiichi;
    sit.ippatsu = riichi && p.ippatsu && rec.ruleset.ippatsu;
    const bool firstTurn = !s.callsMade && p.discards == 0;
    sit.chankan = !tsumo
            && (s.claimSource == EventType::AddedKan || s.claimSource == EventType::ClosedKan);
    sit.rinshan = tsumo && s.lastDrawReplacement;
    sit.haitei = tsumo && s.liveWall == 0 && !s.lastDrawReplacement;
    sit.houtei = !tsumo && !sit.chankan && s.claimSource == EventType::Discard && s.liveWall == 0;
    sit.tenhou = tsumo && firstTurn && w.winner == s.dealer && !s.lastDrawReplacement;
    sit.chiihou = tsumo && firstTurn && w.winner != s.dealer && !s.lastDrawReplacement;
    sit.renhou =
            !tsumo && !s.callsMade && p.draws == 0 && rec.ruleset.renhou != rules::RenhouMode::Off;
    sit.seatWind = s.seatWind(w.winner);
    sit.roundWind = s.roundWind();
    sit.doraIndicators = s.doraIndicators;
    if (riichi)
        sit.uraIndicators = w.uraIndicators;
    sit.honba = s.honba;
    sit.riichiSticks = s.riichiSticks;
    sit.northBonus = static_cast<int>(p.northBonus.size());

    auto scored = rules::score(hand, sit, rec.ruleset);
    if (!scored || scored->status != rules::ScoreStatus::Win) {
        v.engineFailed = true;
        v.mismatches << (!scored ? tr("The engine cannot score this hand: %1")
                                           .arg(formats::errorText(scored.error()))
                        : scored->status == rules::ScoreStatus::NoYaku
                        ? tr("The engine finds no yaku in this hand")
                        : tr("The engine finds no complete hand"));
    } else {
        const rules::HandValue &value = scored->value;
        const bool yakumanHand = value.yakumanMultiple > 0;
        auto recordedHan = [&](std::string_view key) -> int {
            for (const auto &[k, han] : w.yaku) {
                if (k == key)
                    return han;
            }
            return -1;
        };
        for (const rules::YakuHan &y : value.yaku) {
            LineItem line;
            line.label = GameText::yakuName(y.yaku);
            line.amount = y.han;
            line.value = rules::isYakuman(y.yaku)
                    ? (y.han >= 26 ? tr("Double yakuman") : tr("Yakuman"))
                    //: number of han (Japanese: %n翻)
                    : tr("%n han", nullptr, y.han);
            if (!w.yaku.empty()) {
                const int recorded = recordedHan(rules::yakuKey(y.yaku));
                if (recorded < 0 && !rules::isDoraBonus(y.yaku)) {
                    line.mismatch = true;
                    line.detail = tr("not in the record");
                } else if (recorded >= 0 && recorded != y.han && !yakumanHand) {
                    line.mismatch = true;
                    line.detail = tr("record: %n han", nullptr, recorded);
                }
            }
            v.yaku.append(line);
        }
        for (const auto &[key, han] : w.yaku) {
            bool found = false;
            for (const rules::YakuHan &y : value.yaku)
                found = found || rules::yakuKey(y.yaku) == key;
            const rules::Yaku yaku = rules::yakuFromKey(key);
            if (found || han == 0 || (yaku != rules::Yaku::Count && rules::isDoraBonus(yaku)))
                continue;
            LineItem line;
            line.label = yaku == rules::Yaku::Count ? toQString(key) : GameText::yakuName(yaku);
            line.value = tr("%n han", nullptr, han);
            line.amount = han;
            line.mismatch = true;
            line.detail = tr("in the record only");
            v.yaku.append(line);
        }
        if (!yakumanHand) {
            for (const rules::FuItem &item : value.fuItems) {
                LineItem line;
                line.label = GameText::fuItemText(item);
                line.amount = item.fu;
                line.value = tr("%1 fu").arg(item.fu);
                v.fu.append(line);
            }
            if (value.fuRaw != value.fu) {
                LineItem line;
                line.label = tr("Rounded up from %1").arg(value.fuRaw);
                line.value = tr("%1 fu").arg(value.fu);
                line.amount = value.fu;
                line.emphasis = true;
                v.fu.append(line);
            }
        }
        v.han = value.han;
        v.fuTotal = value.fu;
        const bool dealer = w.winner == s.dealer;
        v.points = rules::handPayments(value.basicPoints, dealer, tsumo, 0, rec.ruleset).total;
        const QString limit = GameText::limitName(value.limit);
        const QString points = GameText::points(v.points);
        if (yakumanHand)
            v.valueText = tr("%1: %2 points").arg(limit, points);
        else if (!limit.isEmpty())
            //: %1 han, %2 fu, %3 limit name (mangan…), %4 points
            v.valueText = tr("%1 han %2 fu, %3: %4 points")
                                  .arg(value.han)
                                  .arg(value.fu)
                                  .arg(limit, points);
        else
            v.valueText = tr("%1 han %2 fu: %3 points").arg(value.han).arg(value.fu).arg(points);
    }

    // Payments: the engine's, with the record's where they differ.
    const game::WinCheck *check = nullptr;
    for (const game::WinCheck &c : m_winChecks) {
        if (c.kyoku == kyoku && c.win == ws.result)
            check = &c;
    }
    for (int seat = 0; seat < n; ++seat) {
        const int engine = check ? check->deltas[static_cast<std::size_t>(seat)] : 0;
        const int recorded = w.hasDeltas ? w.deltas[static_cast<std::size_t>(seat)] : engine;
        LineItem line;
        line.label = playerName(seat);
        line.amount = check ? engine : recorded;
        line.value = GameText::signedPoints(line.amount);
        line.emphasis = seat == w.winner;
        if (check && w.hasDeltas && engine != recorded) {
            line.mismatch = true;
            line.detail = tr("record: %1").arg(GameText::signedPoints(recorded));
        }
        v.payments.append(line);
    }
    const std::string tag = "win #" + std::to_string(ws.result) + ":";
    for (const game::Mismatch &m : m_kyoku[static_cast<std::size_t>(kyoku)].mismatches) {
        if (m.context.rfind("win #", 0) != 0 || m.context.rfind(tag, 0) == 0)
            v.mismatches << mismatchLine(m);
    }
    return v;
}

ResultView GameSession::drawView(int kyoku) const
{
    const game::Kyoku &ky = m_record->kyoku[static_cast<std::size_t>(kyoku)];
    const game::DrawResult &d = *ky.draw;
    const TableState &s = m_replay->state();
    ResultView v;
    v.draw = true;
    v.title = GameText::drawName(d.kind);
    const bool exhaustive =
            d.kind == game::DrawKind::Exhaustive || d.kind == game::DrawKind::NagashiMangan;
    for (int seat = 0; seat < s.playerCount; ++seat) {
        LineItem line;
        line.label = playerName(seat);
        line.amount = d.hasDeltas ? d.deltas[static_cast<std::size_t>(seat)] : 0;
        line.value = GameText::signedPoints(line.amount);
        if (exhaustive) {
            const bool tenpai = game::analysePlayer(s, seat).tenpai;
            line.detail = d.nagashi[static_cast<std::size_t>(seat)]
                    ? GameText::drawName(game::DrawKind::NagashiMangan)
                    : tenpai ? GameText::shantenText(0)
                             //: not tenpai at the draw (Japanese: ノーテン)
                             : tr("Noten");
            line.emphasis = tenpai;
        }
        v.payments.append(line);
    }
    for (const game::Mismatch &m : m_kyoku[static_cast<std::size_t>(kyoku)].mismatches)
        v.mismatches << mismatchLine(m);
    return v;
}

// ---- Notes -----------------------------------------------------------------------------------

bool GameSession::canAnnotate() const
{
    return m_replay && m_gameId > 0 && m_db && m_db->isOpen();
}

QStringList GameSession::marks() const
{
    return storage::annotationMarks();
}

QString GameSession::noteText() const
{
    return m_pendingText.value_or(m_note.text);
}

int GameSession::actorSeat() const
{
    if (!m_replay)
        return -1;
    if (m_analysis.seat >= 0)
        return m_analysis.seat;
    const TableState &s = m_replay->state();
    return s.last.seat >= 0 && s.last.seat < s.playerCount ? s.last.seat : -1;
}

AnnotationRow GameSession::annotationRow(const storage::Annotation &a) const
{
    AnnotationRow row;
    row.annotation = a;
    if (m_record && a.key.kyoku >= 0 && a.key.kyoku < static_cast<int>(m_record->kyoku.size()))
        row.kyokuLabel =
                GameText::kyokuLabel(m_record->kyoku[static_cast<std::size_t>(a.key.kyoku)]);
    row.seatName = playerName(a.key.seat);
    return row;
}

void GameSession::loadAnnotations()
{
    QList<AnnotationRow> rows;
    if (m_gameId > 0 && m_db && m_db->isOpen()) {
        auto notes = storage::gameAnnotations(*m_db, m_gameId);
        if (!notes) {
            setError(tr("Cannot read the notes of this game: %1")
                             .arg(toQString(notes.error().message)));
        } else {
            for (const storage::Annotation &a : *notes)
                rows.append(annotationRow(a));
        }
    }
    m_annotations.setRows(rows);
}

void GameSession::updateNote()
{
    parkUnsavedNote();
    storage::AnnotationKey key;
    key.gameId = m_gameId;
    key.kyoku = m_replay ? currentKyoku() : -1;
    key.step = m_replay ? currentStep() : 0;
    key.seat = actorSeat();
    const AnnotationRow *row = m_annotations.find(key.kyoku, key.step, key.seat);
    if (!row && key.seat >= 0) {
        // A note on the whole table at this step (haifu-cli library annotate without --seat)
        // is shown and edited in place of an empty one for the acting player.
        if (const AnnotationRow *tableNote = m_annotations.find(key.kyoku, key.step, -1)) {
            row = tableNote;
            key.seat = -1;
        }
    }
    if (!sameNotePlace(key, m_noteKey))
        m_typing = false;
    m_noteKey = key;
    m_note = row ? row->annotation : storage::Annotation{};
    m_note.key = key;
    // Back at a step whose text is still waiting: it is edited on from there.
    const auto waiting = std::find_if(m_unsaved.begin(), m_unsaved.end(),
            [&key](const auto &entry) { return sameNotePlace(entry.first, key); });
    if (waiting != m_unsaved.end()) {
        m_pendingText = waiting->second;
        m_unsaved.erase(waiting);
    }
    m_annotations.setCurrent(key.kyoku, key.step);
    Q_EMIT noteChanged();
}

void GameSession::setNoteText(const QString &text)
{
    if (!canAnnotate() || text == noteText())
        return;
    m_pendingText = text;
    if (m_noteSaveProblem.isEmpty())
        m_saveTimer.start(m_saveDelayMs);
}

bool GameSession::saveNote()
{
    m_saveTimer.stop();
    bool saved = retryUnsaved();
    if (m_pendingText) {
        storage::AnnotationEdit edit;
        edit.text = *m_pendingText;
        if (edit.text == m_note.text) {
            m_pendingText.reset();
        } else if (applyEdit(edit, true)) {
            m_pendingText.reset();
        } else {
            // Kept as typed: the editor goes on showing it, and it is tried again.
            saved = false;
        }
    }
    setNoteSaveProblem(saved ? QString() : m_lastSaveError);
    if (!saved)
        m_saveTimer.start(m_retryDelayMs);
    else if (m_recoveryRead && m_unsaved.empty())
        m_recoveryRead = !QFile::remove(recoveryPath()); // everything it held is in now
    return saved;
}

bool GameSession::retryUnsaved()
{
    // Texts left at other steps (or games) while the library refused them: only the text is
    // written, whatever else the note holds stays as stored.
    while (!m_unsaved.empty() && m_db) {
        const auto &[key, text] = m_unsaved.front();
        storage::AnnotationEdit edit;
        edit.text = text;
        auto saved = storage::editAnnotation(*m_db, key, edit);
        if (!saved) {
            m_lastSaveError = toQString(saved.error().message);
            return false;
        }
        if (key.gameId == m_gameId) {
            m_annotations.put(annotationRow(*saved));
            updateKyokuNotes(key.kyoku);
        }
        m_unsaved.erase(m_unsaved.begin());
    }
    return true;
}

void GameSession::parkUnsavedNote()
{
    if (!saveNote() && m_pendingText) {
        // Leaving a step whose text the library refused: it waits with the others.
        m_unsaved.emplace_back(m_noteKey, *m_pendingText);
        m_pendingText.reset();
    }
}

QString GameSession::recoveryPath() const
{
    return m_db ? m_db->path() + u".unsaved-notes.json"_s : QString();
}

void GameSession::writeRecovery()
{
    const QString path = recoveryPath();
    if (path.isEmpty())
        return;
    if (m_unsaved.empty()) {
        QFile::remove(path);
        return;
    }
    QJsonArray notes;
    for (const auto &[key, text] : m_unsaved)
        notes.append(QJsonObject{ { u"game"_s, key.gameId }, { u"kyoku"_s, key.kyoku },
                { u"step"_s, key.step }, { u"seat"_s, key.seat }, { u"text"_s, text } });
    if (const auto error = storage::saveFile(path, QJsonDocument(notes).toJson()))
        qWarning("haifu: notes that could not be saved are lost: %s", error->message.c_str());
}

void GameSession::readRecovery()
{
    const QString path = recoveryPath();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return;
    const QJsonArray notes = QJsonDocument::fromJson(file.read(8 << 20)).array();
    for (const QJsonValue &value : notes) {
        const QJsonObject note = value.toObject();
        storage::AnnotationKey key;
        key.gameId = note.value(u"game"_s).toInteger();
        key.kyoku = note.value(u"kyoku"_s).toInt();
        key.step = note.value(u"step"_s).toInt();
        key.seat = note.value(u"seat"_s).toInt();
        if (key.gameId > 0 && note.value(u"text"_s).isString())
            m_unsaved.emplace_back(key, note.value(u"text"_s).toString());
    }
    m_recoveryRead = true;
    if (!m_unsaved.empty())
        m_saveTimer.start(0);
}

void GameSession::setNoteSaveProblem(const QString &problem)
{
    if (problem == m_noteSaveProblem)
        return;
    m_noteSaveProblem = problem;
    Q_EMIT noteSaveProblemChanged();
}

bool GameSession::storeNote(
        const storage::AnnotationKey &key, const std::optional<storage::Annotation> &note)
{
    if (!note || AnnotationModel::isEmpty(*note)) {
        if (const auto error = storage::removeAnnotation(*m_db, key)) {
            m_lastSaveError = toQString(error->message);
            return false;
        }
        m_annotations.remove(key.kyoku, key.step, key.seat);
        return true;
    }
    storage::AnnotationEdit edit;
    edit.text = note->text;
    edit.mark = note->mark;
    edit.alternative = note->alternative;
    edit.bookmark = note->bookmark;
    auto saved = storage::editAnnotation(*m_db, key, edit);
    if (!saved) {
        m_lastSaveError = toQString(saved.error().message);
        return false;
    }
    m_annotations.put(annotationRow(*saved));
    return true;
}

bool GameSession::applyEdit(const storage::AnnotationEdit &edit, bool typing)
{
    if (!canAnnotate()) {
        setError(m_replay ? tr("This game is not in the library, so it cannot take notes.")
                          : tr("Open a game to take notes."));
        return false;
    }
    if (!typing) {
        // A mark or bookmark while a text is pending: the text goes first, as its own edit.
        if (m_pendingText && !saveNote())
            return false;
    }
    const storage::AnnotationKey key = m_noteKey;
    const AnnotationRow *row = m_annotations.find(key.kyoku, key.step, key.seat);
    const std::optional<storage::Annotation> before =
            row ? std::optional<storage::Annotation>(row->annotation) : std::nullopt;
    storage::Annotation after = before.value_or(storage::Annotation{});
    after.key = key;
    if (edit.text)
        after.text = *edit.text;
    if (edit.mark)
        after.mark = *edit.mark;
    if (edit.alternative)
        after.alternative = *edit.alternative;
    if (edit.bookmark)
        after.bookmark = *edit.bookmark;
    if (!storeNote(key, after)) {
        // A typed text stays in the editor (saveNote keeps it and tries again); a mark or a
        // bookmark that did not reach the library is shown as it is stored.
        if (!typing) {
            setError(tr("Cannot save the note: %1").arg(m_lastSaveError));
            updateNote();
        }
        return false;
    }
    // Typing at one step is one undo entry however often it is saved.
    if (!(typing && m_typing && !m_undo.empty()))
        m_undo.push_back({ key, before });
    m_typing = typing;
    noteStored(key, edit.mark.has_value() || !before || AnnotationModel::isEmpty(after));
    return true;
}

void GameSession::noteStored(const storage::AnnotationKey &key, bool marksChanged)
{
    updateKyokuNotes(key.kyoku);
    if (marksChanged)
        refresh(); // the badges on the river tiles
    const AnnotationRow *row = m_annotations.find(m_noteKey.kyoku, m_noteKey.step, m_noteKey.seat);
    m_note = row ? row->annotation : storage::Annotation{};
    m_note.key = m_noteKey;
    Q_EMIT noteChanged();
}

void GameSession::updateKyokuNotes(int kyoku)
{
    int notes = 0;
    QStringList marks;
    for (const AnnotationRow &row : m_annotations.rows()) {
        if (row.annotation.key.kyoku != kyoku)
            continue;
        ++notes;
        if (!row.annotation.mark.isEmpty())
            marks << row.annotation.mark;
    }
    m_kyokuList.setNotes(kyoku, notes, marks);
}

bool GameSession::toggleMark(const QString &mark)
{
    storage::AnnotationEdit edit;
    edit.mark = mark == m_note.mark ? QString() : mark;
    if (edit.mark == m_note.mark)
        return true;
    return applyEdit(edit, false);
}

bool GameSession::toggleMarkNumber(int number)
{
    const QStringList &all = storage::annotationMarks();
    if (number == 0)
        return toggleMark({});
    if (number < 1 || number > all.size())
        return false;
    return toggleMark(all.at(number - 1));
}

bool GameSession::toggleBookmark()
{
    storage::AnnotationEdit edit;
    edit.bookmark = !m_note.bookmark;
    return applyEdit(edit, false);
}

bool GameSession::setAlternative(const QString &code)
{
    storage::AnnotationEdit edit;
    edit.alternative = code == m_note.alternative ? QString() : code;
    return applyEdit(edit, false);
}

bool GameSession::undoNote()
{
    if (!saveNote() || m_undo.empty() || !canAnnotate())
        return false;
    const UndoEntry entry = m_undo.back();
    m_undo.pop_back();
    m_typing = false;
    if (entry.key.kyoku != currentKyoku() || entry.key.step != currentStep())
        (void)seekTo(entry.key.kyoku, entry.key.step);
    if (!storeNote(entry.key, entry.before)) {
        setError(tr("Cannot save the note: %1").arg(m_lastSaveError));
        updateNote();
        return false;
    }
    noteStored(entry.key, true);
    return true;
}

bool GameSession::nextAnnotated()
{
    const int row = m_annotations.rowAfter(currentKyoku(), currentStep());
    return row >= 0 && jumpToAnnotation(row);
}

bool GameSession::previousAnnotated()
{
    const int row = m_annotations.rowBefore(currentKyoku(), currentStep());
    return row >= 0 && jumpToAnnotation(row);
}

bool GameSession::jumpToAnnotation(int row)
{
    if (row < 0 || row >= m_annotations.rowCount())
        return false;
    const storage::AnnotationKey key = m_annotations.rows().at(row).annotation.key;
    return seekTo(key.kyoku, key.step);
}

// ---- What if ---------------------------------------------------------------------------------

bool GameSession::tryDiscard(const QString &code)
{
    int found = -1;
    for (std::size_t o = 0; o < m_options.size() && found < 0; ++o) {
        if (GameText::tileCode(m_options[o].tile) == code)
            found = static_cast<int>(o);
    }
    // A red five asked for as a plain one (or the other way): the option of its kind.
    if (const auto tile = rules::parseTile(code.toStdString()); tile && found < 0) {
        for (std::size_t o = 0; o < m_options.size() && found < 0; ++o) {
            if (m_options[o].tile.kind == tile->kind)
                found = static_cast<int>(o);
        }
    }
    if (found < 0)
        return false;
    const rules::DiscardOption &option = m_options[static_cast<std::size_t>(found)];
    WhatIf w;
    w.code = GameText::tileCode(option.tile);
    w.shanten = option.shanten;
    w.ukeire = option.ukeire.total;
    w.played = found == m_playedOption;
    std::vector<Tile> hand = m_actorClosed;
    removeOne(hand, option.tile);
    std::stable_sort(hand.begin(), hand.end(), tileLess);
    QList<TileItem> handItems;
    for (const Tile &t : hand)
        handItems.append(tileItem(t));
    QList<TileItem> accepts;
    for (const rules::UkeireTile &u : option.ukeire.tiles) {
        TileItem item;
        item.code = GameText::kindCode(u.kind);
        item.count = u.remaining;
        item.dimmed = u.remaining == 0;
        accepts.append(item);
    }
    m_whatIf = w;
    m_whatIfHand.setTiles(handItems);
    m_whatIfAccepts.setTiles(accepts);
    Q_EMIT whatIfChanged();
    return true;
}

void GameSession::endWhatIf()
{
    if (m_whatIf.code.isEmpty())
        return;
    m_whatIf = {};
    m_whatIfHand.setTiles({});
    m_whatIfAccepts.setTiles({});
    Q_EMIT whatIfChanged();
}

bool GameSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()
            && m_replay) {
        rebuildKyokuList();
        m_result.setViews({}, 0);
        refresh();
        m_discardOptions.retranslate();
        Q_EMIT stateChanged(); // texts made from unchanged values (analysisShantenText)
    }
    return QObject::eventFilter(watched, event);
}
