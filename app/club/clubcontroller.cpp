#include "club/clubcontroller.h"

#include "formats/qtstrings.h"
#include <QQmlEngine>

#include "club/clubtext.h"
#include "formats/clubledger.h"
#include "formats/errortext.h"
#include "library/librarycontroller.h"
#include "storage/database.h"
#include "viewer/gametext.h"

#include <QCoreApplication>
#include <QDate>
#include <QEvent>

#include <algorithm>
#include <cmath>
#include <memory>

using haifu::toQString;

using namespace Qt::StringLiterals;
namespace club = haifu::club;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

namespace {

QString &startupRequest()
{
    static QString request;
    return request;
}

} // namespace

void ClubController::setStartup(const QString &request)
{
    startupRequest() = request;
}

QString ClubController::startup() const
{
    return startupRequest();
}

ClubController::ClubController(QObject *parent) : QObject(parent)
{
    // A member, never QML's to collect.
    QQmlEngine::setObjectOwnership(&m_sync, QQmlEngine::CppOwnership);
    // Hands kept while the server was away reached it: show the game as it has it now.
    connect(&m_sync, &ClubSync::delivered, this, [this](int sent, int refusedCount) {
        if (m_game)
            reloadAfterLedgerChange();
        //: the server is back and the hands kept meanwhile were sent
        setMessage(refusedCount > 0 ? tr("Back online: %n hand(s) sent; some were refused (see "
                                         "above).",
                           "", sent)
                                    : tr("Back online: %n hand(s) sent.", "", sent));
    });
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    m_follow.setInterval(kFollowIntervalMs);
    connect(&m_follow, &QTimer::timeout, this, &ClubController::followLibrary);
    m_follow.start();
}

bool ClubController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        // After the switch has finished (the event comes from inside it, while QML retranslates):
        // the open game's ledger, results, standings and player page are texts made in C++.
        QMetaObject::invokeMethod(
                this,
                [this] {
                    const qint64 player = m_playerId;
                    refresh();
                    if (m_game)
                        reloadAfterLedgerChange();
                    if (player > 0 && player == m_playerId)
                        loadPlayer();
                },
                Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

ClubController::~ClubController() = default;

void ClubController::setDatabase(const storage::Database *db)
{
    m_library.set(db);
}

void ClubController::setError(const QString &text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

void ClubController::clearError()
{
    setError(QString());
}

void ClubController::setMessage(const QString &text)
{
    m_message = text;
    Q_EMIT messageChanged();
}

bool ClubController::check(const std::optional<Error> &error)
{
    if (error) {
        setError(haifu::formats::errorText(*error));
        return false;
    }
    setError(QString());
    return true;
}

bool ClubController::checkCreated(const Result<qint64> &id)
{
    if (!id) {
        setError(haifu::formats::errorText(id.error()));
        return false;
    }
    setError(QString());
    return true;
}

// --- Loading ---

void ClubController::applyStartup()
{
    refresh();
    const QString request = startupRequest();
    // The club's latest season and a game to show: by default a game in progress (the table
    // being scored), for the startup views the game of the kind asked for.
    if (!m_seasons.isEmpty() && m_seasonId == 0)
        setSeasonId(m_seasons.constLast().toMap().value(u"id"_s).toLongLong());
    // The game in progress for entries, the newest finished game, or for the audit trail the
    // oldest (the demo's first game has a corrected hand).
    const bool wantRunning = request.isEmpty() || request == "entry"_L1 || request == "picker"_L1;
    const bool oldest = request == "audit"_L1;
    for (int i = 0; !m_game && i < m_games.rowCount(); ++i) {
        const int row = oldest ? m_games.rowCount() - 1 - i : i;
        if (m_games.get(row, u"finished"_s).toBool() != wantRunning)
            setGameId(m_games.gameIdAt(row));
    }
    if (!m_game && m_games.rowCount() > 0)
        setGameId(m_games.gameIdAt(0));
    if (request == "player"_L1 && m_standings.rowCount() > 0)
        setPlayerId(m_standings.get(0, u"playerId"_s).toLongLong());
}

void ClubController::refresh()
{
    loadClubs();
}

void ClubController::setGameId(qint64 id)
{
    if (m_game && m_game->header.id == id)
        return;
    loadGame(id);
}

void ClubController::loadGame(qint64 id)
{
    m_game.reset();
    if (const storage::Database *db = database(); db && id > 0) {
        if (auto game = storage::clubGame(*db, id))
            m_game = std::move(*game);
        else
            setError(haifu::formats::errorText(game.error()));
    }
    recompute();
}

void ClubController::recompute()
{
    m_state = club::GameState{};
    m_finalScore = club::FinalScore{};
    m_stateError.clear();
    if (m_game) {
        auto state = club::scoreGame(m_game->game);
        if (state) {
            m_state = std::move(*state);
            m_finalScore = club::finalScore(m_state, m_game->game.rules);
        } else {
            m_stateError = haifu::formats::errorText(state.error());
            setError(m_stateError);
        }
        m_ledger.setLedger(m_game->game, m_state, shortNames());
        m_final.setFinal(m_finalScore, seatNames());
        QList<storage::ClubAuditEntry> audit;
        if (const storage::Database *db = database()) {
            if (auto list = storage::clubAudit(*db, m_game->header.id))
                audit = *list;
        }
        m_audit.setAudit(audit, seatNames(), m_game->game.rules);
    } else {
        m_ledger.setLedger(club::Game{}, m_state, {});
        m_final.setFinal(club::FinalScore{ 0, {}, 0, false, 0 }, {});
        m_audit.setAudit({}, {}, rules::Ruleset{});
    }
    Q_EMIT gameChanged();
}

QString ClubController::gameTitle() const
{
    if (!m_game)
        return {};
    return ClubText::gameTitle(m_game->header);
}

QString ClubController::gameInfo() const
{
    if (!m_game)
        return {};
    const storage::ClubGameHeader &h = m_game->header;
    QStringList parts;
    const QDate date = QDate::fromString(h.playedAt.left(10), Qt::ISODate);
    parts << (date.isValid() ? QLocale().toString(date, QLocale::LongFormat) : h.playedAt);
    if (const QString event = eventName(h.eventId); !event.isEmpty())
        parts << event;
    if (!h.table.isEmpty())
        //: the table a club game is played at (Japanese: %1卓)
        parts << tr("table %1").arg(h.table);
    if (!h.session.isEmpty())
        //: the session (hanchan number) of an event (Japanese: 第%1回戦)
        parts << tr("session %1").arg(h.session);
    if (!h.referee.isEmpty())
        parts << tr("referee %1").arg(h.referee);
    return parts.join(u" · "_s);
}

QString ClubController::rulesKey() const
{
    return m_game ? toQString(m_game->game.rules.name) : QString();
}

QString ClubController::rulesSummary() const
{
    return m_game ? ClubText::rulesSummary(m_game->game.rules) : QString();
}

int ClubController::playerCount() const
{
    return m_game ? m_game->game.rules.players : 4;
}

QStringList ClubController::seatNames() const
{
    QStringList names;
    if (!m_game)
        return names;
    for (int s = 0; s < m_game->game.rules.players; ++s)
        names << toQString(m_game->game.players[std::size_t(s)]);
    return names;
}

QString ClubController::seatName(int seat) const
{
    const QStringList names = seatNames();
    if (seat >= 0 && seat < names.size() && !names.at(seat).isEmpty())
        return names.at(seat);
    return GameText::windName(seat);
}

QVariantList ClubController::scores() const
{
    QVariantList list;
    for (int s = 0; s < playerCount(); ++s)
        list << m_state.points[std::size_t(s)];
    return list;
}

QString ClubController::nextLabel() const
{
    return ClubText::handLabel(m_state.round, m_state.hand, m_state.honba);
}

QString ClubController::nextTitle() const
{
    return ClubText::handTitle(m_state.round, m_state.hand, m_state.honba);
}

QString ClubController::endText() const
{
    if (!m_state.ended)
        return {};
    //: why a club game ended, e.g. "Game over: the last hand was played"
    return tr("Game over: %1").arg(ClubText::endReason(m_state.endReason));
}

int ClubController::maxWinners() const
{
    if (!m_game)
        return 1;
    switch (m_game->game.rules.multipleRon) {
    case rules::MultipleRon::HeadBump: return 1;
    case rules::MultipleRon::Double: return 2;
    case rules::MultipleRon::Triple: return 3;
    }
    return 1;
}

bool ClubController::nagashiAllowed() const
{
    return m_game && m_game->game.rules.nagashiMangan;
}

bool ClubController::paoAllowed() const
{
    if (!m_game)
        return false;
    const rules::Ruleset &r = m_game->game.rules;
    return r.paoDaisangen || r.paoDaisuushii || r.paoSuukantsu;
}

QVariantList ClubController::abortReasons() const
{
    QVariantList list;
    if (!m_game)
        return list;
    for (const QString &key : ClubText::abortReasons(m_game->game.rules))
        list << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::abortReasonName(key) } };
    return list;
}

QString ClubController::zeroSumText() const
{
    if (!m_game)
        return {};
    const double sum = std::round(m_finalScore.zeroSum * 10) / 10;
    if (sum == 0)
        //: the check that the final scores add up to zero (before penalties)
        return tr("Scores before penalties add up to 0.0 ✓");
    return tr("Scores before penalties add up to %1 (rounding)").arg(ClubText::scoreText(sum));
}

bool ClubController::zeroSumOk() const
{
    return std::abs(m_finalScore.zeroSum) < 0.05;
}

QString ClubController::leftoverText() const
{
    if (!m_game || m_finalScore.leftoverSticks == 0)
        return {};
    const int sticks = m_finalScore.leftoverSticks;
    if (m_finalScore.leftoverLost)
        //: riichi deposits left on the table at the end that nobody receives
        return tr("%n deposit(s) left on the table, not paid out", nullptr, sticks);
    QStringList to;
    for (int s = 0; s < m_finalScore.players; ++s) {
        if (m_finalScore.seats[std::size_t(s)].leftover > 0)
            to << seatName(s);
    }
    if (to.isEmpty())
        return tr("%n deposit(s) on the table", nullptr, sticks);
    //: riichi deposits left at the end and who received them (Japanese: 供託%n本 → %1)
    return tr("%n deposit(s) left on the table go to %1", nullptr, sticks)
            .arg(to.join(ClubText::tr(", ")));
}

QVariantList ClubController::penalties() const
{
    QVariantList list;
    if (!m_game)
        return list;
    const auto &ps = m_game->game.penalties;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const club::Penalty &p = ps[i];
        const QString after = p.afterHand >= 0 && std::size_t(p.afterHand) < m_state.hands.size()
                ? ClubText::handLabel(m_state.hands[std::size_t(p.afterHand)].round,
                        m_state.hands[std::size_t(p.afterHand)].hand,
                        m_state.hands[std::size_t(p.afterHand)].honba)
                : QString();
        list << QVariantMap{ { u"index"_s, int(i) }, { u"seat"_s, p.seat },
            { u"name"_s, seatName(p.seat) }, { u"points"_s, p.points },
            { u"text"_s, ClubText::scoreText(-double(p.points) / 1000) },
            { u"reason"_s, toQString(p.reason) }, { u"after"_s, after } };
    }
    // Chombo penalties paid after uma come from the ledger.
    for (int s = 0; s < m_finalScore.players; ++s) {
        const int count = m_state.chombos[std::size_t(s)];
        if (count == 0 || !m_game)
            continue;
        const int points = count * m_game->game.rules.chomboPoints;
        list << QVariantMap{ { u"index"_s, -1 }, { u"seat"_s, s }, { u"name"_s, seatName(s) },
            { u"points"_s, points }, { u"text"_s, ClubText::scoreText(-double(points) / 1000) },
            //: a penalty that comes from chombo entries in the ledger
            { u"reason"_s, tr("Chombo × %1").arg(count) }, { u"after"_s, QString() } };
    }
    return list;
}

qint64 ClubController::newGame(const QVariantMap &setup)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    const QString preset = setup.value(u"preset"_s, defaultPreset()).toString();
    auto ruleset = rulesFor(preset, setup.value(u"options"_s).toMap(),
            setup.value(u"rulesName"_s).toString().trimmed());
    if (!ruleset)
        return setError(haifu::formats::errorText(ruleset.error())), 0;
    storage::ClubGameHeader h;
    h.clubId = m_clubId;
    h.seasonId = m_seasonId;
    h.eventId = setup.value(u"eventId"_s).toLongLong();
    h.title = setup.value(u"title"_s).toString().trimmed();
    h.table = setup.value(u"table"_s).toString().trimmed();
    h.session = setup.value(u"session"_s).toString().trimmed();
    h.playedAt = setup.value(u"date"_s).toString().trimmed();
    if (h.playedAt.isEmpty())
        h.playedAt = QDate::currentDate().toString(Qt::ISODate);
    h.referee = setup.value(u"referee"_s).toString().trimmed();
    h.rulesName = toQString(ruleset->name);
    h.playerCount = ruleset->players;
    const QVariantList seats = setup.value(u"players"_s).toList();
    for (int s = 0; s < ruleset->players; ++s) {
        const qint64 id = seats.value(s).toLongLong();
        if (id <= 0)
            //: a seat of a new game has no player yet, %1 is East/South/West/North
            return setError(tr("Choose the player in the %1 seat.").arg(GameText::windName(s))), 0;
        h.players[std::size_t(s)] = id;
    }
    auto id = storage::createClubGame(*db, h, *ruleset);
    if (!checkCreated(id))
        return 0;
    loadGames();
    loadGame(*id);
    loadStandings();
    setMessage(tr("New game: %1").arg(seatNames().join(u" · "_s)));
    return *id;
}

bool ClubController::deleteGame(qint64 id)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    if (!check(storage::deleteClubGame(*db, id)))
        return false;
    if (m_game && m_game->header.id == id) {
        m_game.reset();
        recompute();
    }
    loadGames();
    loadStandings();
    return true;
}

// --- Hand entry ---

// The engine's reasons for refusing an entry that the entry form cannot rule out before, in the
// reader's language: "hand 3 (E3-1): 1 han 20 fu does not exist". The engine counts seats from 0
// ("seat 1" is the South seat): the players are named instead.
QString ClubController::engineReason(const Error &reason) const
{
    haifu::formats::ErrorTextOptions options;
    options.seatName = [this](int seat) { return seatName(seat); };
    options.points = [](int points) { return GameText::points(points); };
    options.endReason = [](const std::string &key) { return ClubText::endReason(key); };
    options.omitFields = true; // the entry form names the winners and fields itself
    return haifu::formats::errorText(reason, options);
}

QString ClubController::refused(const Error &reason) const
{
    //: an entry the scoring engine refuses, with its reason
    return tr("Refused: %1").arg(engineReason(reason));
}

HandDraft::Game ClubController::draftGame() const
{
    HandDraft::Game g;
    g.players = playerCount();
    g.maxWinners = maxWinners();
    g.nagashiMangan = nagashiAllowed();
    if (m_game)
        g.abortReasons = ClubText::abortReasons(m_game->game.rules);
    for (int s = 0; s < g.players; ++s)
        g.seatNames << seatName(s);
    return g;
}

HandDraft ClubController::emptyDraft(const QString &kind) const
{
    return HandDraft::empty(kind);
}

Result<club::HandEntry> ClubController::entryFromDraft(
        const HandDraft &draft, bool *incomplete) const
{
    if (!m_game)
        return Error{ tr("Open or start a game first.").toStdString() };
    return draft.toEntry(draftGame(), incomplete);
}

HandDraft ClubController::entryDraft(int index) const
{
    if (!m_game || index < 0 || std::size_t(index) >= m_game->game.entries.size())
        return emptyDraft();
    return HandDraft::fromEntry(m_game->game.entries[std::size_t(index)]);
}

QVariantMap ClubController::preview(const HandDraft &draft, int index, bool insert) const
{
    QVariantMap out{ { u"ok"_s, false } };
    bool incomplete = false;
    auto entry = entryFromDraft(draft, &incomplete);
    out.insert(u"incomplete"_s, incomplete);
    if (!entry) {
        out.insert(u"error"_s, haifu::formats::errorText(entry.error()));
        return out;
    }
    club::Game game = m_game->game;
    std::size_t at = game.entries.size();
    if (index >= 0 && std::size_t(index) < game.entries.size()) {
        at = std::size_t(index);
        if (insert)
            game.entries.insert(game.entries.begin() + index, *entry);
        else
            game.entries[at] = *entry;
    } else {
        game.entries.push_back(*entry);
    }
    auto state = club::scoreGame(game);
    if (!state) {
        out.insert(u"error"_s, refused(state.error()));
        return out;
    }
    const club::HandRecord &h = state->hands[at];
    const int n = state->players;
    QVariantList deltas;
    QVariantList totals;
    QVariantList lines;
    for (int s = 0; s < n; ++s) {
        const int delta = h.delta[std::size_t(s)];
        const int total = index >= 0 ? state->points[std::size_t(s)] : h.totals[std::size_t(s)];
        deltas << delta;
        totals << total;
        lines << QVariantMap{ { u"name"_s, seatName(s) }, { u"delta"_s, delta },
            { u"deltaText"_s, GameText::signedPoints(delta) }, { u"total"_s, total },
            { u"totalText"_s, GameText::points(total) } };
    }
    out.insert(u"ok"_s, true);
    out.insert(u"label"_s, ClubText::handLabel(h.round, h.hand, h.honba));
    out.insert(u"result"_s, ClubText::resultText(*entry, seatNames()));
    out.insert(u"value"_s, ClubText::valueText(*entry, game.rules));
    out.insert(u"deltas"_s, deltas);
    out.insert(u"totals"_s, totals);
    out.insert(u"lines"_s, lines);
    out.insert(u"sticksAfter"_s, h.sticksAfter);
    out.insert(u"dealerKeeps"_s, h.dealerKeeps);
    const bool ends = index < 0 && state->ended;
    out.insert(u"ends"_s, ends);
    out.insert(u"endText"_s,
            ends ? tr("This ends the game: %1").arg(ClubText::endReason(state->endReason))
                 : QString());
    out.insert(u"nextLabel"_s, ClubText::handLabel(state->round, state->hand, state->honba));
    // Rules where the dealer in the lead chooses: whether this hand gives the dealer the choice
    // (the entry then says whether the dealer plays on).
    bool mayStop = false;
    if (game.rules.dealerTopChoice) {
        club::Game upTo = game;
        upTo.entries.resize(at + 1);
        upTo.entries[at].dealerPlaysOn = false;
        const auto stopped = club::scoreGame(upTo);
        mayStop = stopped && stopped->ended && stopped->endReason == "dealer top";
    }
    out.insert(u"dealerMayStop"_s, mayStop);
    return out;
}

storage::ClubExpectation ClubController::seen(int hand) const
{
    storage::ClubExpectation expectation;
    if (m_game && hand >= 0 && hand < int(m_game->handVersions.size()))
        expectation.handVersion = m_game->handVersions[std::size_t(hand)];
    return expectation;
}

bool ClubController::failed(const Error &error, int hand)
{
    if (!storage::isClubConflict(error))
        return setError(refused(error)), false;
    // Another scorer changed the game first: it is shown as it is now, with what they made of the
    // hand; what this scorer typed stays in the entry panel (no ledgerSaved).
    reloadAfterLedgerChange();
    QString text = haifu::formats::errorText(error);
    if (m_game && hand >= 0 && hand < int(m_game->game.entries.size())) {
        //: after a conflict: what another scorer made of the hand, e.g. "Hand 3 is now: Ron: …"
        text += u' '
                + tr("Hand %1 is now: %2")
                          .arg(hand + 1)
                          .arg(ClubText::resultText(
                                  m_game->game.entries[std::size_t(hand)], seatNames()));
    }
    setError(text);
    return false;
}

void ClubController::reloadAfterLedgerChange()
{
    setError(QString());
    // Our own change: the stamp as it is now, read before the game is read again, so that what
    // another scorer changes meanwhile still differs from it at the next look (taken at the next
    // look instead, it would pass unseen).
    const storage::Database *db = database();
    const auto stamp = db ? storage::clubChangeStamp(*db) : Result<QString>(QString());
    m_changeStamp = stamp ? *stamp : QString();
    const qint64 id = m_game->header.id;
    loadGame(id);
    loadGames();
    loadStandings();
}

bool ClubController::ledgerChangeSaved(const QString &message)
{
    setMessage(message);
    Q_EMIT ledgerSaved();
    return true;
}

std::optional<club::HandEntry> ClubController::entryToSave(const HandDraft &draft)
{
    auto entry = entryFromDraft(draft);
    if (!entry) {
        setError(haifu::formats::errorText(entry.error()));
        return std::nullopt;
    }
    if (!database()) {
        setError(tr("No library is open."));
        return std::nullopt;
    }
    return std::move(*entry);
}

bool ClubController::addHand(const HandDraft &draft)
{
    const storage::Database *db = database();
    auto entry = entryToSave(draft);
    if (!entry)
        return false;
    const QString label = nextLabel();
    storage::QueuedChange change;
    change.gameId = m_game->header.id;
    change.entry = *entry;
    // The hands the scorer sees: the game's, and theirs still waiting for the server.
    change.expect.handCount = int(m_game->game.entries.size()) + m_sync.waiting(change.gameId);
    std::optional<Error> error;
    const storage::Delivery delivery = m_sync.submit(change, error);
    if (delivery == storage::Delivery::Refused)
        return failed(error.value_or(Error(std::string())), -1);
    if (delivery == storage::Delivery::Queued) {
        //: the server is away: the hand waits on this computer
        return ledgerChangeSaved(tr("Kept on this computer: %1 (%2); it is sent when the "
                                    "server is back.")
                                         .arg(label, ClubText::resultText(*entry, seatNames())));
    }
    Q_UNUSED(db);
    reloadAfterLedgerChange();
    //: the hand was saved, e.g. "Saved E2-1: Ron: Aiko from Ben"
    return ledgerChangeSaved(
            tr("Saved %1: %2").arg(label, ClubText::resultText(*entry, seatNames())));
}

bool ClubController::replaceHand(int index, const HandDraft &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, false);
}

bool ClubController::insertHand(int index, const HandDraft &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, true);
}

bool ClubController::correctLedger(
        int index, const HandDraft &draft, const QString &reason, bool insert)
{
    const storage::Database *db = database();
    auto entry = entryToSave(draft);
    if (!entry)
        return false;
    if (reason.trimmed().isEmpty())
        return setError(insert ? tr("Say why the hand is inserted (for the audit trail).")
                               : tr("Say why the hand is corrected (for the audit trail).")),
               false;
    const qint64 game = m_game->header.id;
    if (auto error = insert
                    ? storage::insertClubHand(*db, game, index, *entry, reason)
                    : storage::replaceClubHand(*db, game, index, *entry, reason, seen(index)))
        return failed(*error, insert ? -1 : index);
    reloadAfterLedgerChange();
    return ledgerChangeSaved(insert
                    ? tr("Hand inserted as hand %1; the game was recomputed.").arg(index + 1)
                    : tr("Hand %1 corrected; the game was recomputed.").arg(index + 1));
}

bool ClubController::removeFromLedger(const QString &reason, const QString &askWhy,
        const std::function<std::optional<Error>(const storage::Database &, qint64)> &remove)
{
    const storage::Database *db = database();
    if (!db || !m_game)
        return setError(tr("Open or start a game first.")), false;
    if (reason.trimmed().isEmpty())
        return setError(askWhy), false;
    if (auto error = remove(*db, m_game->header.id))
        return failed(*error, -1);
    reloadAfterLedgerChange();
    return true;
}

bool ClubController::removeHand(int index, const QString &reason)
{
    const bool removed =
            removeFromLedger(reason, tr("Say why the hand is removed (for the audit trail)."),
                    [&](const storage::Database &db, qint64 game) {
                        return storage::removeClubHand(db, game, index, reason, seen(index));
                    });
    if (!removed)
        return false;
    return ledgerChangeSaved(tr("Hand %1 removed; the game was recomputed.").arg(index + 1));
}

bool ClubController::addPenalty(int seat, int points, const QString &reason)
{
    const storage::Database *db = database();
    if (!db || !m_game)
        return setError(tr("Open or start a game first.")), false;
    if (seat < 0 || seat >= playerCount())
        return setError(tr("Choose who gets the penalty.")), false;
    if (points == 0)
        return setError(tr("Enter the penalty in points (e.g. 20000 for 20.0).")), false;
    if (reason.trimmed().isEmpty())
        return setError(tr("Say why the penalty is given.")), false;
    club::Penalty p;
    p.seat = seat;
    p.points = points;
    p.afterHand = int(m_game->game.entries.size()) - 1;
    p.reason = reason.trimmed().toStdString();
    auto added = storage::addClubPenalty(*db, m_game->header.id, p);
    if (!added)
        return setError(refused(added.error())), false;
    reloadAfterLedgerChange();
    setMessage(tr("Penalty for %1: %2")
                       .arg(seatName(seat), ClubText::scoreText(-double(points) / 1000)));
    return true;
}

bool ClubController::removePenalty(int index, const QString &reason)
{
    return removeFromLedger(reason, tr("Say why the penalty is removed (for the audit trail)."),
            [&](const storage::Database &db, qint64 game) {
                return storage::removeClubPenalty(db, game, index, reason);
            });
}

// --- The tile picker ---

QVariantMap ClubController::scoreHand(const QVariantMap &input)
{
    if (!m_game) {
        m_picker.clear();
        return QVariantMap{ { u"ok"_s, false }, { u"error"_s, tr("Open or start a game first.") } };
    }
    return m_picker.score(input, m_game->game.rules, m_state);
}
