#include "club/clubopengame.h"

#include "club/clubcontroller.h"
#include "club/clubtext.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/database.h"
#include "viewer/gametext.h"

#include <QDate>

#include <cmath>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

ClubOpenGame::ClubOpenGame(ClubController &club) : m_club(club) { }

void ClubOpenGame::setGameId(qint64 id)
{
    if (m_game && m_game->header.id == id)
        return;
    load(id);
}

void ClubOpenGame::close()
{
    m_game.reset();
    recompute();
}

void ClubOpenGame::load(qint64 id)
{
    m_game.reset();
    if (const storage::Database *db = m_club.database(); db && id > 0) {
        if (auto game = storage::clubGame(*db, id))
            m_game = std::move(*game);
        else
            m_club.setError(haifu::errorText(game.error()));
    }
    recompute();
}

void ClubOpenGame::recompute()
{
    m_state = club::GameState{};
    m_finalScore = club::FinalScore{};
    if (m_game) {
        auto state = club::scoreGame(m_game->game);
        if (state) {
            m_state = std::move(*state);
            m_finalScore = club::finalScore(m_state, m_game->game.rules);
        } else {
            m_club.setError(haifu::errorText(state.error()));
        }
        m_ledger.setLedger(m_game->game, m_state, shortNames());
        m_final.setFinal(m_finalScore, seatNames());
        QList<storage::ClubAuditEntry> audit;
        if (const storage::Database *db = m_club.database()) {
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

QString ClubOpenGame::gameTitle() const
{
    if (!m_game)
        return {};
    return ClubText::gameTitle(m_game->header);
}

QString ClubOpenGame::gameInfo() const
{
    if (!m_game)
        return {};
    const storage::ClubGameHeader &h = m_game->header;
    QStringList parts;
    const QDate date = QDate::fromString(h.playedAt.left(10), Qt::ISODate);
    parts << (date.isValid() ? QLocale().toString(date, QLocale::LongFormat) : h.playedAt);
    if (const QString event = m_club.directory()->eventName(h.eventId); !event.isEmpty())
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

ClubGameRules ClubOpenGame::rules() const
{
    ClubGameRules facts;
    facts.players = playerCount();
    facts.maxWinners = maxWinners();
    facts.nagashiAllowed = nagashiAllowed();
    facts.paoAllowed = paoAllowed();
    if (!m_game)
        return facts;
    facts.key = toQString(m_game->game.rules.name);
    facts.summary = ClubText::rulesSummary(m_game->game.rules);
    for (const QString &key : ClubText::abortReasons(m_game->game.rules)) {
        facts.abortReasons << QVariantMap{ { u"key"_s, key },
            { u"label"_s, ClubText::abortReasonName(key) } };
    }
    return facts;
}

int ClubOpenGame::playerCount() const
{
    return m_game ? m_game->game.rules.players : 4;
}

QStringList ClubOpenGame::seatNames() const
{
    QStringList names;
    if (!m_game)
        return names;
    for (int s = 0; s < m_game->game.rules.players; ++s)
        names << toQString(m_game->game.players[std::size_t(s)]);
    return names;
}

QString ClubOpenGame::seatName(int seat) const
{
    const QStringList names = seatNames();
    if (seat >= 0 && seat < names.size() && !names.at(seat).isEmpty())
        return names.at(seat);
    return GameText::windName(seat);
}

QVariantList ClubOpenGame::scores() const
{
    QVariantList list;
    for (int s = 0; s < playerCount(); ++s)
        list << m_state.points[std::size_t(s)];
    return list;
}

QString ClubOpenGame::nextLabel() const
{
    return ClubText::handLabel(m_state.round, m_state.hand, m_state.honba);
}

QString ClubOpenGame::nextTitle() const
{
    return ClubText::handTitle(m_state.round, m_state.hand, m_state.honba);
}

QString ClubOpenGame::endText() const
{
    if (!m_state.ended)
        return {};
    //: why a club game ended, e.g. "Game over: the last hand was played"
    return tr("Game over: %1").arg(ClubText::endReason(m_state.endReason));
}

int ClubOpenGame::maxWinners() const
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

bool ClubOpenGame::nagashiAllowed() const
{
    return m_game && m_game->game.rules.nagashiMangan;
}

bool ClubOpenGame::paoAllowed() const
{
    if (!m_game)
        return false;
    const rules::Ruleset &r = m_game->game.rules;
    return r.paoDaisangen || r.paoDaisuushii || r.paoSuukantsu;
}

QString ClubOpenGame::zeroSumText() const
{
    if (!m_game)
        return {};
    const double sum = std::round(m_finalScore.zeroSum * 10) / 10;
    if (sum == 0)
        //: the check that the final scores add up to zero (before penalties)
        return tr("Scores before penalties add up to 0.0 ✓");
    return tr("Scores before penalties add up to %1 (rounding)").arg(ClubText::scoreText(sum));
}

bool ClubOpenGame::zeroSumOk() const
{
    return std::abs(m_finalScore.zeroSum) < 0.05;
}

QString ClubOpenGame::leftoverText() const
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

QVariantList ClubOpenGame::penalties() const
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

// --- Hand entry ---

// The engine's reasons for refusing an entry that the entry form cannot rule out before, in the
// reader's language: "hand 3 (E3-1): 1 han 20 fu does not exist". The engine counts seats from 0
// ("seat 1" is the South seat): the players are named instead.
QString ClubOpenGame::engineReason(const Error &reason) const
{
    haifu::ErrorTextOptions options;
    options.seatName = [this](int seat) { return seatName(seat); };
    options.points = [](int points) { return GameText::points(points); };
    options.endReason = [](const std::string &key) { return ClubText::endReason(key); };
    options.omitFields = true; // the entry form names the winners and fields itself
    return haifu::errorText(reason, options);
}

QString ClubOpenGame::refused(const Error &reason) const
{
    //: an entry the scoring engine refuses, with its reason
    return tr("Refused: %1").arg(engineReason(reason));
}

HandDraft::Game ClubOpenGame::draftGame() const
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

HandDraft ClubOpenGame::emptyDraft(const QString &kind) const
{
    return HandDraft::empty(kind);
}

Result<club::HandEntry> ClubOpenGame::entryFromDraft(const HandDraft &draft, bool *incomplete) const
{
    if (!m_game)
        return Error{ tr("Open or start a game first.").toStdString() };
    return draft.toEntry(draftGame(), incomplete);
}

HandDraft ClubOpenGame::entryDraft(int index) const
{
    if (!m_game || index < 0 || std::size_t(index) >= m_game->game.entries.size())
        return emptyDraft();
    return HandDraft::fromEntry(m_game->game.entries[std::size_t(index)]);
}

ClubPreview ClubOpenGame::preview(const HandDraft &draft, int index, bool insert) const
{
    bool incomplete = false;
    auto entry = entryFromDraft(draft, &incomplete);
    if (!entry)
        return ClubPreview::refused(haifu::errorText(entry.error()), incomplete);
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
    if (!state)
        return ClubPreview::refused(refused(state.error()));
    return ClubPreview::of(*entry, game, *state, at, index >= 0, seatNames());
}

storage::ClubExpectation ClubOpenGame::seen(int hand) const
{
    storage::ClubExpectation expectation;
    if (m_game && hand >= 0 && hand < int(m_game->handVersions.size()))
        expectation.handVersion = m_game->handVersions[std::size_t(hand)];
    return expectation;
}

bool ClubOpenGame::failed(const Error &error, int hand)
{
    if (!storage::isClubConflict(error))
        return m_club.refuse(refused(error));
    // Another scorer changed the game first: it is shown as it is now, with what they made of the
    // hand; what this scorer typed stays in the entry panel (no ledgerSaved).
    reloadAfterChange();
    QString text = haifu::errorText(error);
    if (m_game && hand >= 0 && hand < int(m_game->game.entries.size())) {
        //: after a conflict: what another scorer made of the hand, e.g. "Hand 3 is now: Ron: …"
        text += u' '
                + tr("Hand %1 is now: %2")
                          .arg(hand + 1)
                          .arg(ClubText::resultText(
                                  m_game->game.entries[std::size_t(hand)], seatNames()));
    }
    m_club.setError(text);
    return false;
}

void ClubOpenGame::reloadAfterChange()
{
    m_club.setError(QString());
    m_club.noteOwnChange();
    load(m_game->header.id);
    m_club.directory()->loadGames();
    m_club.league()->loadStandings();
}

bool ClubOpenGame::ledgerChangeSaved(const QString &message)
{
    m_club.setMessage(message);
    Q_EMIT ledgerSaved();
    return true;
}

std::optional<club::HandEntry> ClubOpenGame::entryToSave(const HandDraft &draft)
{
    auto entry = entryFromDraft(draft);
    if (!entry) {
        m_club.setError(haifu::errorText(entry.error()));
        return std::nullopt;
    }
    if (!m_club.database()) {
        m_club.setError(tr("No library is open."));
        return std::nullopt;
    }
    return std::move(*entry);
}

bool ClubOpenGame::addHand(const HandDraft &draft)
{
    auto entry = entryToSave(draft);
    if (!entry)
        return false;
    const QString label = nextLabel();
    storage::QueuedChange change;
    change.gameId = m_game->header.id;
    change.entry = *entry;
    // The hands the scorer sees: the game's, and theirs still waiting for the server.
    change.expect.handCount =
            int(m_game->game.entries.size()) + m_club.sync()->waiting(change.gameId);
    std::optional<Error> error;
    const storage::Delivery delivery = m_club.sync()->submit(change, error);
    if (delivery == storage::Delivery::Refused)
        return failed(error.value_or(Error(std::string())), -1);
    if (delivery == storage::Delivery::Queued) {
        //: the server is away: the hand waits on this computer
        return ledgerChangeSaved(tr("Kept on this computer: %1 (%2); it is sent when the "
                                    "server is back.")
                                         .arg(label, ClubText::resultText(*entry, seatNames())));
    }
    reloadAfterChange();
    //: the hand was saved, e.g. "Saved E2-1: Ron: Aiko from Ben"
    return ledgerChangeSaved(
            tr("Saved %1: %2").arg(label, ClubText::resultText(*entry, seatNames())));
}

bool ClubOpenGame::replaceHand(int index, const HandDraft &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, false);
}

bool ClubOpenGame::insertHand(int index, const HandDraft &draft, const QString &reason)
{
    return correctLedger(index, draft, reason, true);
}

bool ClubOpenGame::correctLedger(
        int index, const HandDraft &draft, const QString &reason, bool insert)
{
    const storage::Database *db = m_club.database();
    auto entry = entryToSave(draft);
    if (!entry)
        return false;
    if (reason.trimmed().isEmpty())
        return m_club.refuse(insert ? tr("Say why the hand is inserted (for the audit trail).")
                                    : tr("Say why the hand is corrected (for the audit trail)."));
    const qint64 game = m_game->header.id;
    if (auto error = insert
                    ? storage::insertClubHand(*db, game, index, *entry, reason)
                    : storage::replaceClubHand(*db, game, index, *entry, reason, seen(index)))
        return failed(*error, insert ? -1 : index);
    reloadAfterChange();
    return ledgerChangeSaved(insert
                    ? tr("Hand inserted as hand %1; the game was recomputed.").arg(index + 1)
                    : tr("Hand %1 corrected; the game was recomputed.").arg(index + 1));
}

bool ClubOpenGame::removeFromLedger(const QString &reason, const QString &askWhy,
        const std::function<std::optional<Error>(const storage::Database &, qint64)> &remove)
{
    const storage::Database *db = m_club.database();
    if (!db || !m_game)
        return m_club.refuse(tr("Open or start a game first."));
    if (reason.trimmed().isEmpty())
        return m_club.refuse(askWhy);
    if (auto error = remove(*db, m_game->header.id))
        return failed(*error, -1);
    reloadAfterChange();
    return true;
}

bool ClubOpenGame::removeHand(int index, const QString &reason)
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

bool ClubOpenGame::addPenalty(int seat, int points, const QString &reason)
{
    const storage::Database *db = m_club.database();
    if (!db || !m_game)
        return m_club.refuse(tr("Open or start a game first."));
    if (seat < 0 || seat >= playerCount())
        return m_club.refuse(tr("Choose who gets the penalty."));
    if (points == 0)
        return m_club.refuse(tr("Enter the penalty in points (e.g. 20000 for 20.0)."));
    if (reason.trimmed().isEmpty())
        return m_club.refuse(tr("Say why the penalty is given."));
    club::Penalty p;
    p.seat = seat;
    p.points = points;
    p.afterHand = int(m_game->game.entries.size()) - 1;
    p.reason = reason.trimmed().toStdString();
    auto added = storage::addClubPenalty(*db, m_game->header.id, p);
    if (!added)
        return m_club.refuse(refused(added.error()));
    reloadAfterChange();
    m_club.setMessage(tr("Penalty for %1: %2")
                              .arg(seatName(seat), ClubText::scoreText(-double(points) / 1000)));
    return true;
}

bool ClubOpenGame::removePenalty(int index, const QString &reason)
{
    return removeFromLedger(reason, tr("Say why the penalty is removed (for the audit trail)."),
            [&](const storage::Database &db, qint64 game) {
                return storage::removeClubPenalty(db, game, index, reason);
            });
}

// --- The tile picker ---

QVariantMap ClubOpenGame::scoreHand(const QVariantMap &input)
{
    if (!m_game) {
        m_picker.clear();
        return QVariantMap{ { u"ok"_s, false }, { u"error"_s, tr("Open or start a game first.") } };
    }
    return m_picker.score(input, m_game->game.rules, m_state);
}

} // namespace haifu::app
