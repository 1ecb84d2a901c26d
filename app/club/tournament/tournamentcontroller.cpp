#include "club/tournament/tournamentcontroller.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "club/clubtext.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"

#include <QDate>
#include <QDir>
#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>

#include <map>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
namespace storage = haifu::storage;
using haifu::Error;

namespace {

QString windLetter(int seat)
{
    static const char *const winds[] = { QT_TRANSLATE_NOOP("haifu::app::TournamentController", "E"),
        QT_TRANSLATE_NOOP("haifu::app::TournamentController", "S"),
        QT_TRANSLATE_NOOP("haifu::app::TournamentController", "W"),
        QT_TRANSLATE_NOOP("haifu::app::TournamentController", "N") };
    return TournamentController::tr(winds[seat]);
}

QString methodName(const QString &method)
{
    if (method == u"random")
        return TournamentController::tr("Random draw");
    if (method == u"swiss")
        return TournamentController::tr("Swiss");
    return TournamentController::tr("Prescribed");
}

QString tableStatus(const storage::TournamentTable &t)
{
    if (t.gameId == 0)
        return TournamentController::tr("game deleted");
    if (t.finished)
        return TournamentController::tr("finished");
    if (t.handCount == 0)
        return TournamentController::tr("not started");
    return t.handCount == 1 ? TournamentController::tr("1 hand")
                            : TournamentController::tr("%1 hands").arg(t.handCount);
}

} // namespace

TournamentController::TournamentController(QObject *parent) : QObject(parent) { }

void TournamentController::setClubId(qint64 id)
{
    if (id == m_clubId)
        return;
    m_clubId = id;
    m_eventId = 0;
    reload();
}

void TournamentController::setEventId(qint64 id)
{
    if (id == m_eventId)
        return;
    m_eventId = id;
    m_methodChoice.clear();
    m_rulesChoice.clear();
    loadTournament();
}

QString TournamentController::methodChoice() const
{
    if (!m_methodChoice.isEmpty())
        return m_methodChoice;
    if (m_tournament && !m_tournament->rounds.isEmpty()
            && m_tournament->rounds.constLast().method == u"swiss")
        return u"swiss"_s;
    return u"random"_s;
}

void TournamentController::setMethodChoice(const QString &method)
{
    if (method == m_methodChoice)
        return;
    m_methodChoice = method;
    Q_EMIT changed();
}

QString TournamentController::rulesChoice() const
{
    if (!m_rulesChoice.isEmpty() || !m_tournament || m_tournament->rounds.isEmpty())
        return m_rulesChoice;
    return m_tournament->rounds.constLast().rulesName;
}

void TournamentController::setRulesChoice(const QString &preset)
{
    if (preset == m_rulesChoice)
        return;
    m_rulesChoice = preset;
    Q_EMIT changed();
}

void TournamentController::reload()
{
    loadEvents();
    loadTournament();
}

void TournamentController::loadEvents()
{
    m_events.clear();
    const storage::Database *db = database();
    if (db && m_clubId > 0) {
        auto events = storage::clubEventsOfClub(*db, m_clubId);
        if (!events) {
            setError(haifu::errorText(events.error()));
        } else {
            // Newest first: the event of tonight on top.
            for (auto e = events->crbegin(); e != events->crend(); ++e) {
                const QString label = e->date.isEmpty() ? e->name : e->name + u" · "_s + e->date;
                m_events << QVariantMap{ { u"id"_s, e->id }, { u"name"_s, e->name },
                    { u"date"_s, e->date }, { u"label"_s, label } };
            }
        }
    }
    bool known = false;
    for (const QVariant &e : std::as_const(m_events))
        known = known || e.toMap().value(u"id"_s).toLongLong() == m_eventId;
    if (!known)
        m_eventId =
                m_events.isEmpty() ? 0 : m_events.constFirst().toMap().value(u"id"_s).toLongLong();
    Q_EMIT eventsChanged();
}

void TournamentController::loadTournament()
{
    m_tournament.reset();
    m_available.clear();
    m_results.clear();
    m_penalties.clear();
    const storage::Database *db = database();
    if (db && m_eventId > 0) {
        auto t = storage::tournament(*db, m_eventId);
        auto players = storage::clubPlayers(*db, m_clubId);
        // From the tournament just read, not read again (an error of it is reported below).
        using Standings = haifu::Result<std::vector<club::Standing>>;
        using PerRound = haifu::Result<QList<storage::TournamentRoundResult>>;
        auto standings = t ? storage::tournamentStandings(*db, *t) : Standings(t.error());
        auto perRound = t ? storage::tournamentRoundResults(*db, *t) : PerRound(t.error());
        auto penalties = storage::tournamentPenalties(*db, m_eventId);
        for (const Error *error : std::initializer_list<const Error *>{ t ? nullptr : &t.error(),
                     players ? nullptr : &players.error(), standings ? nullptr : &standings.error(),
                     perRound ? nullptr : &perRound.error(),
                     penalties ? nullptr : &penalties.error() }) {
            if (error) {
                setError(haifu::errorText(*error));
                Q_EMIT changed();
                return;
            }
        }
        m_tournament = std::move(*t);
        QSet<qint64> registered;
        for (const storage::TournamentEntry &e : m_tournament->entries)
            registered.insert(e.playerId);
        for (const storage::ClubPlayer &p : *players) {
            if (!registered.contains(p.id))
                m_available << QVariantMap{ { u"id"_s, p.id }, { u"name"_s, p.name } };
        }
        // One row per registered player in standings order, a cell per round.
        std::map<std::pair<int, int>, const storage::TournamentRoundResult *> cells;
        for (const storage::TournamentRoundResult &r : *perRound)
            cells[{ r.number, r.round }] = &r;
        for (const club::Standing &s : *standings) {
            int number = -1;
            for (const storage::TournamentEntry &e : m_tournament->entries)
                number = e.playerId == s.player ? e.number : number;
            QStringList row;
            for (int round = 1; round <= roundCount(); ++round) {
                const auto found = cells.find({ number, round });
                if (found == cells.end())
                    row << u"—"_s;
                else if (!found->second->substitute.isEmpty())
                    row << tr("sub");
                else if (found->second->played && found->second->finished)
                    row << ClubText::scoreText(found->second->score);
                else
                    row << u"…"_s;
            }
            m_results << QVariantMap{ { u"rank"_s, ClubText::placeText(s.rank, s.sharedRank) },
                { u"name"_s, haifu::toQString(s.name) }, { u"cells"_s, row },
                { u"total"_s, ClubText::scoreText(s.total) }, { u"games"_s, s.games } };
        }
        for (const storage::TournamentPenalty &p : *penalties)
            m_penalties << QVariantMap{ { u"round"_s, p.round }, { u"table"_s, p.table },
                { u"name"_s, p.name }, { u"points"_s, ClubText::scoreText(-p.points / 1000.0) },
                { u"reason"_s, p.reason } };
    }
    Q_EMIT changed();
}

QString TournamentController::eventName() const
{
    return m_tournament ? m_tournament->name : QString();
}

QVariantList TournamentController::entries() const
{
    QVariantList list;
    if (!m_tournament)
        return list;
    for (const storage::TournamentEntry &e : m_tournament->entries)
        list << QVariantMap{ { u"number"_s, e.number + 1 }, { u"playerId"_s, e.playerId },
            { u"name"_s, e.name }, { u"emaNumber"_s, e.emaNumber } };
    return list;
}

int TournamentController::roundCount() const
{
    return m_tournament ? int(m_tournament->rounds.size()) : 0;
}

bool TournamentController::canSeat() const
{
    const qsizetype n = m_tournament ? m_tournament->entries.size() : 0;
    return n >= club::kMinSeatingPlayers && n % club::kSeatsPerTable == 0;
}

QVariantList TournamentController::rounds() const
{
    QVariantList list;
    if (!m_tournament)
        return list;
    for (auto r = m_tournament->rounds.crbegin(); r != m_tournament->rounds.crend(); ++r) {
        QVariantList tables;
        bool removable = r == m_tournament->rounds.crbegin();
        for (const storage::TournamentTable &t : r->tables) {
            QVariantList seats;
            for (int seat = 0; seat < 4; ++seat) {
                const int number = t.entries[std::size_t(seat)];
                seats << QVariantMap{ { u"wind"_s, windLetter(seat) }, { u"number"_s, number + 1 },
                    { u"name"_s, t.names[std::size_t(seat)] },
                    { u"entryName"_s, m_tournament->entries.value(number).name },
                    { u"substituted"_s, t.substituted[std::size_t(seat)] } };
            }
            removable = removable && t.handCount == 0;
            tables << QVariantMap{ { u"table"_s, t.table }, { u"gameId"_s, t.gameId },
                { u"status"_s, tableStatus(t) }, { u"finished"_s, t.finished },
                { u"started"_s, t.handCount > 0 }, { u"seats"_s, seats } };
        }
        //: a round's title: "Round 2 · Swiss · EMA 2016"
        const QString title =
                tr("Round %1 · %2 · %3")
                        .arg(r->round)
                        .arg(methodName(r->method), ClubText::presetName(r->rulesName));
        list << QVariantMap{ { u"round"_s, r->round }, { u"title"_s, title },
            { u"removable"_s, removable }, { u"tables"_s, tables } };
    }
    return list;
}

qint64 TournamentController::createEvent(const QString &name, const QString &date, qint64 seasonId)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0) {
        setError(tr("Choose a club first."));
        return 0;
    }
    storage::ClubEvent event;
    event.clubId = m_clubId;
    event.seasonId = seasonId;
    event.name = name;
    event.date = date;
    const auto id = storage::createClubEvent(*db, event);
    if (!id) {
        setError(haifu::errorText(id.error()));
        return 0;
    }
    m_eventId = *id;
    finish(std::nullopt, tr("Event '%1' created.").arg(name.trimmed()));
    return *id;
}

bool TournamentController::registerPlayer(qint64 playerId)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    return finish(storage::registerTournamentPlayers(*db, m_eventId, { playerId }),
            tr("Player registered."));
}

bool TournamentController::registerNewPlayer(const QString &name)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    storage::ClubPlayer player;
    player.clubId = m_clubId;
    player.name = name;
    const auto id = storage::addClubPlayer(*db, player);
    if (!id)
        return finish(id.error(), {});
    return finish(storage::registerTournamentPlayers(*db, m_eventId, { *id }),
            tr("%1 joined the club and is registered.").arg(name.trimmed()));
}

bool TournamentController::unregisterPlayer(qint64 playerId)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    return finish(storage::unregisterTournamentPlayer(*db, m_eventId, playerId),
            tr("Player taken off the list."));
}

bool TournamentController::seatRound(const QString &method, const QString &preset, qint64 seed)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    auto rules = haifu::rules::presetRuleset(preset.toStdString());
    if (!rules)
        return finish(rules.error(), {});
    storage::RoundRequest request;
    request.method = method;
    request.rules = *rules;
    request.seed =
            seed >= 0 ? quint64(seed) : QRandomGenerator::global()->generate64() % 1'000'000'000ULL;
    const auto round = storage::seatTournamentRound(*db, m_eventId, request);
    if (!round)
        return finish(round.error(), {});
    return finish(std::nullopt, tr("Round %1 is seated: its tables are ready.").arg(*round));
}

bool TournamentController::seatPrescribed(const QString &tables, const QString &preset)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    const auto parsed = storage::parseSeatingTables(tables);
    if (!parsed)
        return finish(
                Error{ tr("Write the tables as player numbers: 1,2,3,4; 5,6,7,8").toStdString() },
                {});
    auto rules = haifu::rules::presetRuleset(preset.toStdString());
    if (!rules)
        return finish(rules.error(), {});
    storage::RoundRequest request;
    request.method = u"prescribed"_s;
    request.rules = *rules;
    request.prescribed = *parsed;
    const auto round = storage::seatTournamentRound(*db, m_eventId, request);
    if (!round)
        return finish(round.error(), {});
    return finish(std::nullopt, tr("Round %1 is seated as prescribed.").arg(*round));
}

bool TournamentController::removeLastRound()
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    return finish(storage::removeLastTournamentRound(*db, m_eventId),
            tr("The last round and its games were removed."));
}

bool TournamentController::substitute(int round, int number, qint64 playerId)
{
    const storage::Database *db = database();
    if (!db)
        return finish(Error{ tr("No library is open.").toStdString() }, {});
    return finish(storage::substituteTournamentPlayer(*db, m_eventId, round, number - 1, playerId),
            playerId > 0 ? tr("Substitute seated.") : tr("The player is back in the seat."));
}

QVariantList TournamentController::substitutes(int round) const
{
    QVariantList list;
    const storage::Database *db = database();
    if (!db || !m_tournament || round < 1 || round > m_tournament->rounds.size())
        return list;
    QSet<qint64> seated;
    for (const storage::TournamentTable &t : m_tournament->rounds[round - 1].tables)
        seated.unite(QSet<qint64>(t.players.begin(), t.players.end()));
    if (auto players = storage::clubPlayers(*db, m_clubId)) {
        for (const storage::ClubPlayer &p : *players) {
            if (!seated.contains(p.id))
                list << QVariantMap{ { u"id"_s, p.id }, { u"name"_s, p.name } };
        }
    }
    return list;
}

bool TournamentController::exportStandings(const QUrl &file, const QString &format)
{
    return exportStandingsTo(file.isLocalFile() ? file.toLocalFile() : file.toString(), format);
}

bool TournamentController::exportStandingsTo(const QString &path, const QString &format)
{
    const storage::Database *db = database();
    if (!db || !m_tournament)
        return finish(Error{ tr("Choose an event first.").toStdString() }, {});
    const auto standings = storage::tournamentStandings(*db, m_eventId);
    if (!standings)
        return finish(standings.error(), {});
    haifu::reports::StandingsHeader header;
    header.title = m_tournament->name;
    header.period = m_tournament->date;
    header.asOf = QDate::currentDate().toString(Qt::ISODate);
    const auto error = format == u"csv"
            ? haifu::reports::writeStandingsCsv(*standings, header, path)
            : haifu::reports::writeStandingsPdf(*standings, header, path);
    return finish(error, tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
}

QUrl TournamentController::suggestedUrl(const QString &format) const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return QUrl::fromLocalFile(
            QDir(dir).filePath(u"tournament-%1-standings.%2"_s.arg(m_eventId).arg(format)));
}

bool TournamentController::finish(const std::optional<Error> &error, const QString &done)
{
    if (error) {
        setError(haifu::errorText(*error));
        return false;
    }
    m_errorText.clear();
    m_message = done;
    Q_EMIT messageChanged();
    reload();
    return true;
}

void TournamentController::setError(const QString &text)
{
    m_errorText = text;
    m_message.clear();
    Q_EMIT messageChanged();
}

} // namespace haifu::app
