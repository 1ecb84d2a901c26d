#include "formats/clubledger.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/maintenance.h"
#include "storage/quizprogress.h"
#include "storage/schema.h"

#include "club/finalscore.h"

#include "testmain.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;
using club::HandEntry;
using club::Win;

// Club games in the library (schema v3): clubs, players, seasons and events; games under a
// ruleset snapshot whose every ledger write is replayed by the club engine in one transaction
// (refused writes change nothing), with the audit trail and the cached results; standings over
// a season; the v2 fixture upgrading to v3 and the v3 fixture tests/data/library_v3.haifu.
class TestClubStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void clubsPlayersSeasonsEvents();
    void gameSurvivesReopening();
    void editInTheMiddleRecomputes();
    void refusedEntriesChangeNothing();
    void insertAndRemoveRenumber();
    void penalties();
    void twoScorersNeverOverwrite();
    void seasonStandings();
    void rulesSnapshotStays();
    void gameValidation();
    void sanmaGame();
    void deleteGameAndClub();
    void integrityCheckCoversClubGames();
    void upgradesVersion2Fixture();
    void opensVersion3Fixture();
    void writeFixture(); // only with HAIFU_WRITE_CLUB_FIXTURE=FILE: (re)writes the v3 fixture

private:
    struct Table
    {
        qint64 club = 0;
        qint64 season = 0;
        std::array<qint64, 4> players{}; // A, B, C, D
    };
    static Table makeTable(const Database &db, const QString &clubName = u"Riichi Club"_s);
    static qint64 newGame(const Database &db, const Table &t, const char *preset,
            std::array<int, 4> seats = { 0, 1, 2, 3 }, const QString &date = {});
    static rules::Ruleset preset(const char *name) { return rules::presetRuleset(name).value(); }
    // Every row of the club tables, to show that a refused write changed nothing.
    static QString dump(const Database &db);
    // Appends all-noten exhaustive draws until the engine ends the game.
    static void playOut(const Database &db, qint64 game);
    static std::array<int, 4> raws(const Database &db, qint64 game);
    // Opens a writable copy of tests/data/`fixture`, made in the test's directory.
    [[nodiscard]] std::optional<Error> openFixtureCopy(Database &db, const QString &fixture) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_location; // the library of the test function (a file, or a schema on the server)
    std::unique_ptr<Database> m_db;
};

void TestClubStorage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    m_location = storagetest::newLibrary(*m_dir);
    QVERIFY(!m_db->open(m_location));
    QCOMPARE(m_db->schemaVersion(), kSchemaVersion);
}

void TestClubStorage::cleanup()
{
    if (m_db && m_db->isOpen()) {
        const auto report = checkLibrary(*m_db);
        QVERIFY(report);
        QVERIFY2(report->ok, qPrintable(report->problems.join(u'\n')));
    }
    m_db.reset();
    m_dir.reset();
}

TestClubStorage::Table TestClubStorage::makeTable(const Database &db, const QString &clubName)
{
    Table t;
    t.club = createClub(db, Club{ 0, clubName, {} }).value();
    t.season = createSeason(
            db, Season{ 0, t.club, u"Winter 2026"_s, u"2026-01-01"_s, u"2026-03-31"_s, u"ema"_s })
                       .value();
    const QStringList names{ u"Aiko"_s, u"Bram"_s, u"Chen"_s, u"Dana"_s };
    for (int i = 0; i < 4; ++i)
        t.players[std::size_t(i)] =
                addClubPlayer(db, ClubPlayer{ 0, t.club, names[i], {}, {} }).value();
    return t;
}

qint64 TestClubStorage::newGame(const Database &db, const Table &t, const char *presetName,
        std::array<int, 4> seats, const QString &date)
{
    ClubGameHeader h;
    h.clubId = t.club;
    h.seasonId = t.season;
    h.title = u"Round"_s;
    h.playedAt = date;
    for (std::size_t s = 0; s < 4; ++s)
        h.players[s] = t.players[std::size_t(seats[s])];
    const auto id = createClubGame(db, h, preset(presetName));
    if (!id)
        qWarning("%s", id.error().message.c_str());
    return id ? *id : 0;
}

QString TestClubStorage::dump(const Database &db)
{
    QString out;
    for (const QString &table :
            { u"clubs"_s, u"club_players"_s, u"seasons"_s, u"club_events"_s, u"club_games"_s,
                    u"club_hands"_s, u"club_penalties"_s, u"club_results"_s, u"club_audit"_s }) {
        QSqlQuery q = db.query();
        if (!q.exec(u"SELECT * FROM %1 ORDER BY 1, 2"_s.arg(table)))
            return u"cannot read "_s + table;
        out += table + u":\n"_s;
        while (q.next()) {
            QStringList fields;
            for (int i = 0; i < q.record().count(); ++i)
                fields << q.value(i).toString();
            out += fields.join(u'|') + u'\n';
        }
    }
    return out;
}

void TestClubStorage::playOut(const Database &db, qint64 game)
{
    for (int i = 0; i < 30; ++i) {
        const auto g = clubGame(db, game);
        if (!g || g->header.finished)
            return;
        const auto added = appendClubHand(db, game, HandEntry::exhaustiveDraw({}));
        if (!added) {
            qWarning("%s", added.error().message.c_str());
            return;
        }
    }
}

std::array<int, 4> TestClubStorage::raws(const Database &db, qint64 game)
{
    std::array<int, 4> out{};
    QSqlQuery q = db.query();
    q.prepare(u"SELECT seat, raw FROM club_results WHERE game_id = ? ORDER BY seat"_s);
    q.addBindValue(game);
    if (q.exec()) {
        while (q.next())
            out[std::size_t(q.value(0).toInt())] = q.value(1).toInt();
    }
    return out;
}

std::optional<Error> TestClubStorage::openFixtureCopy(Database &db, const QString &fixture) const
{
    const QString copy = m_dir->filePath(fixture);
    if (!QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/") + fixture, copy))
        return Error{ "cannot copy the fixture " + fixture.toStdString() };
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    return db.open(copy);
}

void TestClubStorage::clubsPlayersSeasonsEvents()
{
    // Clubs: names trimmed, required, unique.
    const auto club = createClub(*m_db, Club{ 0, u"  Tuesday Riichi  "_s, u"back room"_s });
    VERIFY_OK(club);
    QVERIFY(!createClub(*m_db, Club{ 0, u"   "_s, {} }));
    const auto dup = createClub(*m_db, Club{ 0, u"Tuesday Riichi"_s, {} });
    QVERIFY(!dup);
    QVERIFY2(QString::fromStdString(dup.error().message).contains(u"Tuesday Riichi"_s),
            dup.error().message.c_str());
    const auto other = createClub(*m_db, Club{ 0, u"Another"_s, {} });
    VERIFY_OK(other);
    auto list = clubs(*m_db);
    VERIFY_OK(list);
    QCOMPARE(list->size(), 2);
    QCOMPARE(list->at(1).name, u"Tuesday Riichi"_s);
    QCOMPARE(list->at(1).notes, u"back room"_s);
    VERIFY_NO_ERROR(updateClub(*m_db, Club{ *club, u"Tuesday Riichi Club"_s, u"upstairs"_s }));
    QVERIFY(updateClub(*m_db, Club{ *club, u"Another"_s, {} }));
    QVERIFY(updateClub(*m_db, Club{ 999, u"Nobody"_s, {} }));
    list = clubs(*m_db);
    QCOMPARE(list->at(1).name, u"Tuesday Riichi Club"_s);
    QCOMPARE(list->at(1).notes, u"upstairs"_s);

    // Players: unique per club (the same name in another club is fine), EMA numbers.
    const auto anna = addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Anna"_s, u"06010001"_s, {} });
    VERIFY_OK(anna);
    const auto ben = addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Ben"_s, {}, u"new"_s });
    VERIFY_OK(ben);
    QVERIFY(!addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Anna"_s, {}, {} }));
    QVERIFY(!addClubPlayer(*m_db, ClubPlayer{ 0, *club, u""_s, {}, {} }));
    QVERIFY(!addClubPlayer(*m_db, ClubPlayer{ 0, 999, u"Zed"_s, {}, {} }));
    VERIFY_OK(addClubPlayer(*m_db, ClubPlayer{ 0, *other, u"Anna"_s, {}, {} }));
    auto players = clubPlayers(*m_db, *club);
    VERIFY_OK(players);
    QCOMPARE(players->size(), 2);
    QCOMPARE(players->at(0).name, u"Anna"_s);
    QCOMPARE(players->at(0).emaNumber, u"06010001"_s);
    QCOMPARE(players->at(0).clubId, *club);
    QCOMPARE(players->at(1).notes, u"new"_s);
    VERIFY_NO_ERROR(
            updateClubPlayer(*m_db, ClubPlayer{ *ben, *club, u"Benjamin"_s, u"06010002"_s, {} }));
    QVERIFY(updateClubPlayer(*m_db, ClubPlayer{ *ben, *club, u"Anna"_s, {}, {} }));
    QVERIFY(updateClubPlayer(*m_db, ClubPlayer{ 999, *club, u"Ghost"_s, {}, {} }));
    players = clubPlayers(*m_db, *club);
    QCOMPARE(players->at(1).name, u"Benjamin"_s);
    QCOMPARE(players->at(1).emaNumber, u"06010002"_s);
    QCOMPARE(clubPlayers(*m_db, *other)->size(), 1);

    // Seasons.
    const auto winter = createSeason(
            *m_db, Season{ 0, *club, u"Winter"_s, u"2026-01-01"_s, u"2026-03-31"_s, u"ema"_s });
    VERIFY_OK(winter);
    const auto spring = createSeason(*m_db, Season{ 0, *club, u"Spring"_s, {}, {}, u"wrc"_s });
    VERIFY_OK(spring);
    QVERIFY(!createSeason(*m_db, Season{ 0, *club, u"Winter"_s, {}, {}, {} }));
    QVERIFY(!createSeason(*m_db, Season{ 0, *club, u" "_s, {}, {}, {} }));
    auto seasonList = seasons(*m_db, *club);
    VERIFY_OK(seasonList);
    QCOMPARE(seasonList->size(), 2);
    QCOMPARE(seasonList->at(0).name, u"Spring"_s);
    QCOMPARE(seasonList->at(1).startDate, u"2026-01-01"_s);
    QCOMPARE(seasonList->at(1).rulesPreset, u"ema"_s);
    VERIFY_NO_ERROR(updateSeason(
            *m_db, Season{ *spring, *club, u"Spring"_s, u"2026-04-01"_s, {}, u"mleague"_s }));
    QCOMPARE(seasons(*m_db, *club)->at(0).rulesPreset, u"mleague"_s);
    QVERIFY(updateSeason(*m_db, Season{ *spring, *club, u"Winter"_s, {}, {}, {} }));

    // Events: in a season (the club comes from it) or outside any season.
    const auto night = createClubEvent(
            *m_db, ClubEvent{ 0, *winter, u"Club night 1"_s, u"2026-01-13"_s, u"Hall"_s, 0 });
    VERIFY_OK(night);
    VERIFY_OK(createClubEvent(
            *m_db, ClubEvent{ 0, *winter, u"Club night 2"_s, u"2026-01-20"_s, {}, 0 }));
    const auto friendly =
            createClubEvent(*m_db, ClubEvent{ 0, 0, u"Friendly"_s, u"2026-02-01"_s, {}, *club });
    VERIFY_OK(friendly);
    QVERIFY(!createClubEvent(*m_db, ClubEvent{ 0, 0, u"Nowhere"_s, {}, {}, 0 }));
    QVERIFY(!createClubEvent(*m_db, ClubEvent{ 0, *winter, u""_s, {}, {}, 0 }));
    QVERIFY(!createClubEvent(*m_db, ClubEvent{ 0, *winter, u"Wrong club"_s, {}, {}, *other }));
    auto events = clubEvents(*m_db, *winter);
    VERIFY_OK(events);
    QCOMPARE(events->size(), 2);
    QCOMPARE(events->at(0).name, u"Club night 1"_s);
    QCOMPARE(events->at(0).clubId, *club);
    QCOMPARE(events->at(0).venue, u"Hall"_s);
    QCOMPARE(clubEventsOfClub(*m_db, *club)->size(), 3);
    VERIFY_NO_ERROR(updateClubEvent(
            *m_db, ClubEvent{ *friendly, *spring, u"Friendly"_s, u"2026-04-02"_s, {}, *club }));
    QCOMPARE(clubEvents(*m_db, *spring)->size(), 1);
    QCOMPARE(clubEvents(*m_db, *spring)->front().date, u"2026-04-02"_s);

    // A game of the event takes the event's season; deleting the event keeps the game.
    Table t;
    t.club = *club;
    t.players = { *anna, *ben,
        addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Carla"_s, {}, {} }).value(),
        addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Dirk"_s, {}, {} }).value() };
    ClubGameHeader h;
    h.clubId = *club;
    h.eventId = *night;
    h.players = t.players;
    const auto game = createClubGame(*m_db, h, preset("ema"));
    VERIFY_OK(game);
    QCOMPARE(clubGame(*m_db, *game)->header.seasonId, *winter);
    h.seasonId = *spring; // the event is of another season
    QVERIFY(!createClubGame(*m_db, h, preset("ema")));
    ClubGameFilter byEvent;
    byEvent.eventId = *night;
    QCOMPARE(clubGames(*m_db, byEvent)->size(), 1);

    // A player with games cannot be deleted; one without can.
    const auto refused = deleteClubPlayer(*m_db, *anna);
    QVERIFY(refused);
    QVERIFY2(
            QString::fromStdString(refused->message).contains(u"Anna"_s), refused->message.c_str());
    const auto extra = addClubPlayer(*m_db, ClubPlayer{ 0, *club, u"Eve"_s, {}, {} });
    VERIFY_NO_ERROR(deleteClubPlayer(*m_db, *extra));
    QCOMPARE(clubPlayers(*m_db, *club)->size(), 4);

    VERIFY_NO_ERROR(deleteClubEvent(*m_db, *night));
    QCOMPARE(clubEvents(*m_db, *winter)->size(), 1);
    auto kept = clubGame(*m_db, *game);
    VERIFY_OK(kept);
    QCOMPARE(kept->header.eventId, qint64(0));
    QCOMPARE(kept->header.seasonId, *winter);
    // Deleting the season deletes its events and keeps its games outside any season.
    VERIFY_NO_ERROR(deleteSeason(*m_db, *winter));
    QCOMPARE(seasons(*m_db, *club)->size(), 1);
    QCOMPARE(clubEventsOfClub(*m_db, *club)->size(), 1);
    QCOMPARE(clubGame(*m_db, *game)->header.seasonId, qint64(0));
    QVERIFY(deleteSeason(*m_db, *winter));
    QVERIFY(deleteClubEvent(*m_db, *night));
}

void TestClubStorage::gameSurvivesReopening()
{
    const Table t = makeTable(*m_db);
    ClubGameHeader h;
    h.clubId = t.club;
    h.seasonId = t.season;
    h.title = u"League round 1"_s;
    h.table = u"3"_s;
    h.session = u"2"_s;
    h.playedAt = u"2026-01-13"_s;
    h.referee = u"Ref"_s;
    h.players = t.players;
    const auto id = createClubGame(*m_db, h, preset("ema"));
    VERIFY_OK(id);

    // A game under EMA: riichi, a ron, a draw with tenpai, a dealer tsumo with honba, a double
    // ron and a chombo (paid after uma).
    std::vector<HandEntry> entries;
    entries.push_back(HandEntry::ron(1, { Win{ 2, 2, 40 } }).withRiichi({ 0 }));
    entries.back().note = "pinfu dora";
    entries.push_back(HandEntry::exhaustiveDraw({ false, true, false, true }));
    entries.push_back(HandEntry::tsumo(Win{ 1, 3, 30 }));
    entries.push_back(HandEntry::ron(3, { Win{ 0, 1, 30 }, Win{ 2, 2, 30 } }));
    entries.push_back(HandEntry::chombo(3));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto index = appendClubHand(*m_db, *id, entries[i]);
        VERIFY_OK(index);
        QCOMPARE(*index, int(i));
    }
    // By hand: E1-0 seat 2 rons seat 1 for 2600 and takes seat 0's riichi stick.
    QCOMPARE(raws(*m_db, *id)[0] + raws(*m_db, *id)[1] + raws(*m_db, *id)[2] + raws(*m_db, *id)[3],
            120000);

    club::Game expected;
    expected.rules = preset("ema");
    expected.entries = entries;
    const auto state = club::scoreGame(expected);
    VERIFY_OK(state);
    QCOMPARE(state->hands[0].delta, (std::array<int, 4>{ -1000, -2600, 3600, 0 }));
    QCOMPARE(state->hands[1].delta, (std::array<int, 4>{ -1500, 1500, -1500, 1500 }));
    QCOMPARE(state->hands[2].delta, (std::array<int, 4>{ -2100, 6300, -2100, -2100 }));
    const club::FinalScore final = club::finalScore(*state, expected.rules);

    m_db.reset();
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(m_location));
    const auto game = clubGame(*m_db, *id);
    VERIFY_OK(game);
    QCOMPARE(game->header.title, u"League round 1"_s);
    QCOMPARE(game->header.table, u"3"_s);
    QCOMPARE(game->header.session, u"2"_s);
    QCOMPARE(game->header.referee, u"Ref"_s);
    QCOMPARE(game->header.playedAt, u"2026-01-13"_s);
    QCOMPARE(game->header.rulesName, u"ema"_s);
    QCOMPARE(game->header.playerCount, 4);
    QCOMPARE(game->header.players, t.players);
    QCOMPARE(game->header.playerNames[2], u"Chen"_s);
    QCOMPARE(game->header.handCount, 5);
    QVERIFY(!game->header.finished);
    QCOMPARE(game->game.players[3], std::string("Dana"));
    QCOMPARE(game->game.entries.size(), entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        QCOMPARE(formats::handEntryToJson(game->game.entries[i]),
                formats::handEntryToJson(entries[i]));
    }
    QCOMPARE(game->game.entries[0].note, std::string("pinfu dora"));
    QCOMPARE(formats::rulesetToJson(game->game.rules), formats::rulesetToJson(preset("ema")));

    // The cached results are the engine's.
    const auto results = clubResults(*m_db);
    VERIFY_OK(results);
    QCOMPARE(results->size(), std::size_t(1));
    const club::GameResult &r = results->front();
    QCOMPARE(r.game, *id);
    QCOMPARE(r.date, std::string("2026-01-13"));
    QVERIFY(!r.finished);
    QCOMPARE(r.seats.size(), std::size_t(4));
    for (int s = 0; s < 4; ++s) {
        const club::SeatResult &seat = r.seats[std::size_t(s)];
        QCOMPARE(seat.player, t.players[std::size_t(s)]);
        QCOMPARE(seat.raw, final.seats[std::size_t(s)].raw);
        QCOMPARE(seat.place, final.seats[std::size_t(s)].place);
        QCOMPARE(seat.score, final.seats[std::size_t(s)].score);
        QCOMPARE(seat.hands, 5);
    }
    QCOMPARE(r.seats[3].chombos, 1);
    QCOMPARE(r.seats[3].penalty, 20.0); // EMA: a chombo is 20 points after uma
    QCOMPARE(r.seats[3].dealIns, 1);
    QCOMPARE(r.seats[2].wins, 2);
    QCOMPARE(r.seats[1].tsumoWins, 1);
    QCOMPARE(r.seats[0].riichi, 1);
    QCOMPARE(r.seats[1].biggestWin, 6300);
    QCOMPARE(r.seats[0].name, std::string("Aiko"));

    // Lists and filters.
    ClubGameFilter f;
    f.playerId = t.players[1];
    QCOMPARE(clubGames(*m_db, f)->size(), 1);
    QCOMPARE(clubResults(*m_db, f)->size(), std::size_t(1));
    f.finishedOnly = true;
    QCOMPARE(clubGames(*m_db, f)->size(), 0);
    QCOMPARE(clubResults(*m_db, f)->size(), std::size_t(0));

    // The audit trail: the creation and every hand.
    const auto audit = clubAudit(*m_db, *id);
    VERIFY_OK(audit);
    QCOMPARE(audit->size(), 6);
    QCOMPARE(audit->at(0).action, u"create"_s);
    const QJsonObject created = QJsonDocument::fromJson(audit->at(0).after.toUtf8()).object();
    QCOMPARE(created[u"rules"_s].toObject()[u"preset"_s].toString(), u"ema"_s);
    QCOMPARE(created[u"title"_s].toString(), u"League round 1"_s);
    QCOMPARE(audit->at(3).action, u"add"_s);
    QCOMPARE(audit->at(3).hand, 2);
    QVERIFY(audit->at(3).before.isEmpty());
    QCOMPARE(QJsonDocument::fromJson(audit->at(3).after.toUtf8()).object(),
            formats::handEntryToJson(entries[2]));
    const QDateTime at = QDateTime::fromString(audit->at(3).at, Qt::ISODateWithMs);
    QVERIFY(at.isValid());
    QCOMPARE(at.timeSpec(), Qt::UTC);
    QVERIFY(std::abs(at.secsTo(QDateTime::currentDateTimeUtc())) < 300);
}

void TestClubStorage::editInTheMiddleRecomputes()
{
    const Table t = makeTable(*m_db);
    const qint64 id = newGame(*m_db, t, "ema");
    QVERIFY(id > 0);
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::ron(0, { Win{ 1, 2, 30 } }))); // E1-0
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::exhaustiveDraw({ false, true, false, false })));
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::tsumo(Win{ 2, 1, 30 }))); // E2-1
    // By hand: 2000 from seat 0 to 1; noten payments 3000 to seat 1; seat 2's 300/500 tsumo
    // against dealer seat 1 with one honba.
    QCOMPARE(raws(*m_db, id), (std::array<int, 4>{ 26600, 34400, 30400, 28600 }));
    const QString before = dump(*m_db);

    // Hand 2 was wrong: seat 0 was tenpai, not seat 1. The dealer (seat 1) was noten, so the deal
    // passes and hand 3 becomes E3-1 with seat 2 the dealer: a dealer tsumo of 500 all + honba.
    const HandEntry corrected = HandEntry::exhaustiveDraw({ true, false, false, false });
    VERIFY_NO_ERROR(replaceClubHand(*m_db, id, 1, corrected, u"wrong tenpai"_s));
    QVERIFY(dump(*m_db) != before);
    QCOMPARE(raws(*m_db, id), (std::array<int, 4>{ 30400, 30400, 30800, 28400 }));
    const auto game = clubGame(*m_db, id);
    VERIFY_OK(game);
    QCOMPARE(game->header.handCount, 3);
    const auto state = club::scoreGame(game->game);
    VERIFY_OK(state);
    QCOMPARE(state->hands[2].label, std::string("E3-1"));
    QCOMPARE(state->hands[2].delta, (std::array<int, 4>{ -600, -600, 1800, -600 }));
    // Seats 0 and 1 tie at 30400: EMA splits 2nd and 3rd (+5 and -5 → 0 each).
    const auto results = clubResults(*m_db);
    QCOMPARE(results->front().seats[0].place, 2);
    QVERIFY(results->front().seats[0].sharedPlace);
    QCOMPARE(results->front().seats[1].place, 2);
    QCOMPARE(results->front().seats[2].place, 1);
    QCOMPARE(results->front().seats[2].score, 0.8 + 15.0);
    QCOMPARE(results->front().seats[0].score, 0.4);

    // The audit trail holds both versions of the hand, the reason and the time.
    const auto audit = clubAudit(*m_db, id);
    VERIFY_OK(audit);
    QCOMPARE(audit->size(), 5);
    const ClubAuditEntry &edit = audit->back();
    QCOMPARE(edit.action, u"edit"_s);
    QCOMPARE(edit.hand, 1);
    QCOMPARE(edit.reason, u"wrong tenpai"_s);
    QCOMPARE(QJsonDocument::fromJson(edit.before.toUtf8()).object(),
            formats::handEntryToJson(HandEntry::exhaustiveDraw({ false, true, false, false })));
    QCOMPARE(QJsonDocument::fromJson(edit.after.toUtf8()).object(),
            formats::handEntryToJson(corrected));
    QVERIFY(QDateTime::fromString(edit.at, Qt::ISODateWithMs).isValid());
    QVERIFY(edit.at >= audit->front().at);

    // Out of range and unknown games.
    QVERIFY(replaceClubHand(*m_db, id, 3, corrected, {}));
    QVERIFY(replaceClubHand(*m_db, id, -1, corrected, {}));
    const auto unknown = replaceClubHand(*m_db, id + 100, 0, corrected, {});
    QVERIFY(unknown);
    QVERIFY2(QString::fromStdString(unknown->message).contains(QString::number(id + 100)),
            unknown->message.c_str());
}

void TestClubStorage::refusedEntriesChangeNothing()
{
    const Table t = makeTable(*m_db);
    const qint64 ema = newGame(*m_db, t, "ema");
    const qint64 tenhou = newGame(*m_db, t, "tenhou");
    QVERIFY(ema > 0 && tenhou > 0);
    VERIFY_OK(appendClubHand(*m_db, ema, HandEntry::ron(2, { Win{ 1, 3, 30 } })));
    // Tenhou: seat 0 declares riichi and deals into a non-dealer sanbaiman (24000): 0 points.
    VERIFY_OK(appendClubHand(
            *m_db, tenhou, HandEntry::ron(0, { Win{ 1, 11, 30 } }).withRiichi({ 0 })));
    QCOMPARE(raws(*m_db, tenhou)[0], 0);
    const QString before = dump(*m_db);

    const auto refused = [&](const std::optional<Error> &error, const QString &expected) {
        QVERIFY(error);
        const QString message = QString::fromStdString(error->message);
        QVERIFY2(message.contains(expected), qPrintable(message));
        QCOMPARE(dump(*m_db), before);
    };
    const auto asError = [](const Result<int> &r) {
        return r ? std::optional<Error>() : std::optional<Error>(r.error());
    };
    // The winner is also the discarder.
    refused(asError(appendClubHand(*m_db, ema, HandEntry::ron(2, { Win{ 2, 2, 30 } }))),
            u"hand 2 (E2-0): winner 1 (seat 2) is also the discarder"_s);
    // Riichi with 0 points where the rules need the 1000 deposit (EMA allows it).
    refused(asError(appendClubHand(*m_db, tenhou, HandEntry::exhaustiveDraw({}).withRiichi({ 0 }))),
            u"riichi of seat 0 with only 0 points"_s);
    // Han and fu that do not exist.
    refused(asError(appendClubHand(*m_db, ema, HandEntry::ron(3, { Win{ 0, 1, 20 } }))), u"fu"_s);
    refused(asError(appendClubHand(*m_db, ema, HandEntry::tsumo(Win{ 0, 2, 35 }))),
            u"fu 35 does not exist"_s);
    refused(asError(appendClubHand(*m_db, ema, HandEntry::tsumo(Win{ 0, 0, 30 }))), u"han 0"_s);
    // An edit that makes a later hand impossible: hand 1 as a sanbaiman leaves seat 0 with 0
    // points, and its riichi in hand 2 is refused.
    const qint64 t2 = newGame(*m_db, t, "tenhou");
    VERIFY_OK(appendClubHand(*m_db, t2, HandEntry::ron(0, { Win{ 1, 5, 30 } })));
    VERIFY_OK(appendClubHand(*m_db, t2, HandEntry::exhaustiveDraw({}).withRiichi({ 0 })));
    const QString beforeT2 = dump(*m_db);
    const auto edit = replaceClubHand(*m_db, t2, 0,
            HandEntry::ron(0, { Win{ 1, 11, 30 } }).withRiichi({ 0 }), u"was bigger"_s);
    QVERIFY(edit);
    QVERIFY2(QString::fromStdString(edit->message).contains(u"hand 2 (E2-0): riichi of seat 0"_s),
            edit->message.c_str());
    QCOMPARE(dump(*m_db), beforeT2);
    QVERIFY(insertClubHand(
            *m_db, t2, 0, HandEntry::ron(0, { Win{ 1, 11, 30 } }).withRiichi({ 0 }), {}));
    QCOMPARE(dump(*m_db), beforeT2);
    // Out of range, unknown games, bad penalties.
    QVERIFY(insertClubHand(*m_db, t2, 3, HandEntry::exhaustiveDraw({}), {}));
    QVERIFY(removeClubHand(*m_db, t2, 2, {}));
    QVERIFY(!appendClubHand(*m_db, 12345, HandEntry::exhaustiveDraw({})));
    QVERIFY(!addClubPenalty(*m_db, t2, club::Penalty{ 4, 1000, 0, "seat" }));
    QVERIFY(!addClubPenalty(*m_db, t2, club::Penalty{ 1, 1000, 2, "after no hand" }));
    QVERIFY(!addClubPenalty(*m_db, t2, club::Penalty{ 1, 0, 0, "nothing" }));
    QVERIFY(removeClubPenalty(*m_db, t2, 0, {}));
    QCOMPARE(dump(*m_db), beforeT2);

    // A finished game takes no more hands.
    const qint64 done = newGame(*m_db, t, "ema");
    playOut(*m_db, done);
    const auto finished = clubGame(*m_db, done);
    QVERIFY(finished->header.finished);
    QCOMPARE(finished->header.endReason, u"last hand"_s);
    QCOMPARE(finished->header.handCount, 8);
    const QString beforeEnd = dump(*m_db);
    const auto extra = appendClubHand(*m_db, done, HandEntry::exhaustiveDraw({}));
    QVERIFY(!extra);
    QVERIFY2(QString::fromStdString(extra.error().message).contains(u"already ended"_s),
            extra.error().message.c_str());
    QCOMPARE(dump(*m_db), beforeEnd);
}

void TestClubStorage::insertAndRemoveRenumber()
{
    const Table t = makeTable(*m_db);
    const qint64 id = newGame(*m_db, t, "tenhou");
    const auto note = [](HandEntry e, const char *text) {
        e.note = text;
        return e;
    };
    // Abortive draws (Tenhou has them) never end the game, so any order replays.
    for (const char *n : { "A", "B", "C", "D" })
        VERIFY_OK(appendClubHand(*m_db, id, note(HandEntry::abortiveDraw(), n)));
    VERIFY_OK(addClubPenalty(*m_db, id, club::Penalty{ 1, 4000, 1, "after B" }));
    VERIFY_OK(addClubPenalty(*m_db, id, club::Penalty{ 2, 2000, 3, "after D" }));
    const auto order = [&] {
        std::string s;
        const auto game = clubGame(*m_db, id);
        for (const HandEntry &e : game->game.entries)
            s += e.note;
        return s;
    };
    const auto indexes = [&] {
        QList<int> list;
        QSqlQuery q = m_db->query();
        q.prepare(u"SELECT idx FROM club_hands WHERE game_id = ? ORDER BY idx"_s);
        q.addBindValue(id);
        if (q.exec()) {
            while (q.next())
                list << q.value(0).toInt();
        }
        return list;
    };
    const auto afterHands = [&] {
        std::vector<int> list;
        const auto game = clubGame(*m_db, id);
        for (const club::Penalty &p : game->game.penalties)
            list.push_back(p.afterHand);
        return list;
    };

    VERIFY_NO_ERROR(
            insertClubHand(*m_db, id, 1, note(HandEntry::abortiveDraw(), "X"), u"forgot"_s));
    QCOMPARE(order(), std::string("AXBCD"));
    QCOMPARE(indexes(), (QList<int>{ 0, 1, 2, 3, 4 }));
    QCOMPARE(afterHands(), (std::vector<int>{ 2, 4 })); // still after B and after D
    VERIFY_NO_ERROR(insertClubHand(*m_db, id, 0, note(HandEntry::abortiveDraw(), "0"), {}));
    VERIFY_NO_ERROR(insertClubHand(*m_db, id, 6, note(HandEntry::abortiveDraw(), "E"), {}));
    QCOMPARE(order(), std::string("0AXBCDE"));
    QCOMPARE(afterHands(), (std::vector<int>{ 3, 5 }));
    VERIFY_NO_ERROR(removeClubHand(*m_db, id, 2, u"entered twice"_s));
    QCOMPARE(order(), std::string("0ABCDE"));
    VERIFY_NO_ERROR(removeClubHand(*m_db, id, 0, {}));
    QCOMPARE(order(), std::string("ABCDE"));
    QCOMPARE(afterHands(), (std::vector<int>{ 1, 3 }));
    // Removing the hand a penalty was given after moves it to the hand before.
    VERIFY_NO_ERROR(removeClubHand(*m_db, id, 1, {}));
    QCOMPARE(order(), std::string("ACDE"));
    QCOMPARE(afterHands(), (std::vector<int>{ 0, 2 }));
    QCOMPARE(indexes(), (QList<int>{ 0, 1, 2, 3 }));
    QCOMPARE(clubGame(*m_db, id)->header.handCount, 4);
    QCOMPARE(m_db->scalar(u"SELECT hands FROM club_results WHERE seat = 0"_s).toInt(), 4);

    const auto audit = clubAudit(*m_db, id);
    QCOMPARE(audit->at(7).action, u"insert"_s);
    QCOMPARE(audit->at(7).hand, 1);
    QCOMPARE(audit->at(7).reason, u"forgot"_s);
    QCOMPARE(QJsonDocument::fromJson(audit->at(7).after.toUtf8()).object()[u"note"_s].toString(),
            u"X"_s);
    QCOMPARE(audit->at(10).action, u"remove"_s);
    QCOMPARE(audit->at(10).reason, u"entered twice"_s);
    QCOMPARE(QJsonDocument::fromJson(audit->at(10).before.toUtf8()).object()[u"note"_s].toString(),
            u"X"_s);
    QVERIFY(audit->at(10).after.isEmpty());
}

// Two scorers on one library, each with a connection of their own (two app instances, or two
// machines on a server): a change made on what the other changed since is refused with a conflict
// and changes nothing; made again on what is there now, it goes in.
void TestClubStorage::twoScorersNeverOverwrite()
{
    const Table t = makeTable(*m_db);
    const qint64 id = newGame(*m_db, t, "ema");
    Database other;
    QVERIFY(!other.open(m_location));
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::tsumo(Win{ 0, 2, 30 })));
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::abortiveDraw()));

    // Both look at the game: two hands, each at version 1.
    const auto mine = clubGame(*m_db, id);
    const auto theirs = clubGame(other, id);
    VERIFY_OK(mine);
    VERIFY_OK(theirs);
    QCOMPARE(mine->handVersions, (std::vector<int>{ 1, 1 }));
    const int gameVersion = mine->header.rowVersion;

    // They enter hand 3 first; my hand 3, entered on the two hands I saw, is refused.
    VERIFY_OK(
            appendClubHand(other, id, HandEntry::ron(1, { Win{ 2, 1, 30 } }), { .handCount = 2 }));
    const auto late =
            appendClubHand(*m_db, id, HandEntry::ron(1, { Win{ 3, 1, 30 } }), { .handCount = 2 });
    QVERIFY(!late);
    QVERIFY(isClubConflict(late.error()));
    QVERIFY2(QString::fromStdString(late.error().message).contains(u"has 3 hands now"_s),
            late.error().message.c_str());

    // They correct hand 1; my correction of hand 1 as I saw it is refused, theirs stays.
    VERIFY_NO_ERROR(replaceClubHand(other, id, 0, HandEntry::tsumo(Win{ 0, 3, 30 }),
            u"3 han, not 2"_s, { .handVersion = theirs->handVersions[0] }));
    const auto refused = replaceClubHand(*m_db, id, 0, HandEntry::tsumo(Win{ 0, 2, 40 }),
            u"40 fu"_s, { .handVersion = mine->handVersions[0] });
    QVERIFY(refused);
    QVERIFY(isClubConflict(*refused));
    QVERIFY2(QString::fromStdString(refused->message).contains(u"Hand 1 of club game"_s),
            refused->message.c_str());
    const auto removeRefused =
            removeClubHand(*m_db, id, 0, u"wrong game"_s, { .handVersion = mine->handVersions[0] });
    QVERIFY(removeRefused && isClubConflict(*removeRefused));
    // An error of the engine is no conflict.
    const auto impossible = appendClubHand(*m_db, id, HandEntry::ron(1, { Win{ 1, 1, 30 } }));
    QVERIFY(!impossible);
    QVERIFY(!isClubConflict(impossible.error()));

    auto now = clubGame(*m_db, id);
    VERIFY_OK(now);
    QCOMPARE(int(now->game.entries.size()), 3);
    QCOMPARE(now->handVersions, (std::vector<int>{ 2, 1, 1 }));
    QCOMPARE(now->header.rowVersion, gameVersion + 2);
    QCOMPARE(now->game.entries[0].wins.front().han, 3);
    QCOMPARE(now->game.entries[2].wins.front().seat, 2);
    // Made again on what is there now, my correction goes in.
    VERIFY_NO_ERROR(replaceClubHand(*m_db, id, 0, HandEntry::tsumo(Win{ 0, 3, 40 }), u"40 fu"_s,
            { .handVersion = now->handVersions[0] }));
    now = clubGame(other, id);
    VERIFY_OK(now);
    QCOMPARE(now->game.entries[0].wins.front().fu, 40);
    QCOMPARE(now->handVersions[0], 3);
    const auto audit = clubAudit(other, id);
    VERIFY_OK(audit);
    QCOMPARE(audit->size(), 6); // created, 3 adds, 2 corrections: nothing of the refused ones
}

void TestClubStorage::penalties()
{
    const Table t = makeTable(*m_db);
    const qint64 id = newGame(*m_db, t, "ema");
    VERIFY_OK(appendClubHand(*m_db, id, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    playOut(*m_db, id);
    auto results = clubResults(*m_db);
    // Seat 1: +3.9 and first (+15); seats 2, 3 share 2nd/3rd (0); seat 0: -3.9 - 15.
    QCOMPARE(results->front().seats[1].score, 18.9);
    QCOMPARE(results->front().seats[2].score, 0.0);
    QCOMPARE(results->front().seats[0].score, -18.9);

    // A referee penalty of 20 points on seat 2, after the second hand: after uma, so the places
    // stay and the table points still sum to zero.
    const auto index = addClubPenalty(*m_db, id, club::Penalty{ 2, 20000, 1, "slow play" });
    VERIFY_OK(index);
    QCOMPARE(*index, 0);
    VERIFY_OK(addClubPenalty(*m_db, id, club::Penalty{ 3, 10000, 4, "phone" }));
    results = clubResults(*m_db);
    QCOMPARE(results->front().seats[2].score, -20.0);
    QCOMPARE(results->front().seats[2].penalty, 20.0);
    QCOMPARE(results->front().seats[2].place, 2);
    QCOMPARE(results->front().seats[3].score, -10.0);
    QCOMPARE(results->front().seats[1].score, 18.9);
    auto game = clubGame(*m_db, id);
    QCOMPARE(game->game.penalties.size(), std::size_t(2));
    QCOMPARE(game->game.penalties[0].reason, std::string("slow play"));
    QCOMPARE(game->game.penalties[0].afterHand, 1);
    QCOMPARE(game->game.penalties[1].points, 10000);

    VERIFY_NO_ERROR(removeClubPenalty(*m_db, id, 0, u"given to the wrong player"_s));
    results = clubResults(*m_db);
    QCOMPARE(results->front().seats[2].score, 0.0);
    QCOMPARE(results->front().seats[3].score, -10.0);
    game = clubGame(*m_db, id);
    QCOMPARE(game->game.penalties.size(), std::size_t(1));
    QCOMPARE(game->game.penalties[0].reason, std::string("phone"));
    QCOMPARE(m_db->scalar(u"SELECT idx FROM club_penalties"_s).toInt(), 0);
    // Removing a hand after a penalty leaves the penalty where it was.
    VERIFY_NO_ERROR(removeClubHand(*m_db, id, 7, u"one draw too many"_s));
    QVERIFY(!clubGame(*m_db, id)->header.finished);
    QCOMPARE(clubGame(*m_db, id)->game.penalties[0].afterHand, 4);

    const auto audit = clubAudit(*m_db, id);
    const ClubAuditEntry &given = audit->at(audit->size() - 4);
    QCOMPARE(given.action, u"penalty"_s);
    QCOMPARE(given.hand, 1);
    QCOMPARE(given.reason, u"slow play"_s);
    QCOMPARE(QJsonDocument::fromJson(given.after.toUtf8()).object(),
            formats::penaltyToJson(club::Penalty{ 2, 20000, 1, "slow play" }));
    const ClubAuditEntry &removed = audit->at(audit->size() - 2);
    QCOMPARE(removed.action, u"remove penalty"_s);
    QCOMPARE(removed.reason, u"given to the wrong player"_s);
    QCOMPARE(QJsonDocument::fromJson(removed.before.toUtf8()).object()[u"points"_s].toInt(), 20000);
}

void TestClubStorage::seasonStandings()
{
    const Table t = makeTable(*m_db);
    const auto [a, b, c, d] = t.players;
    // Game 1 (A B C D): B rons A for 3900, then draws to the end. A 26100, B 33900, C and D
    // 30000 (sharing 2nd and 3rd: uma +5 -5 averages to 0).
    const qint64 g1 = newGame(*m_db, t, "ema", { 0, 1, 2, 3 }, u"2026-01-10"_s);
    VERIFY_OK(appendClubHand(*m_db, g1, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    playOut(*m_db, g1);
    // Game 2 (C A B D): D tsumo 500/1000. C 29000, A 29500, B 29500, D 32000.
    const qint64 g2 = newGame(*m_db, t, "ema", { 2, 0, 1, 3 }, u"2026-01-17"_s);
    VERIFY_OK(appendClubHand(*m_db, g2, HandEntry::tsumo(Win{ 3, 2, 30 })));
    playOut(*m_db, g2);
    // Game 3 (A B C D): dealer A rons C for 11600. A 41600, B 30000, C 18400, D 30000.
    const qint64 g3 = newGame(*m_db, t, "ema", { 0, 1, 2, 3 }, u"2026-01-24"_s);
    VERIFY_OK(appendClubHand(*m_db, g3, HandEntry::ron(2, { Win{ 0, 4, 30 } })));
    playOut(*m_db, g3);
    QCOMPARE(clubGame(*m_db, g3)->header.handCount, 9); // the dealer kept the deal once
    // An unfinished game and a game outside the season do not count.
    const qint64 open = newGame(*m_db, t, "ema", { 3, 2, 1, 0 }, u"2026-01-31"_s);
    VERIFY_OK(appendClubHand(*m_db, open, HandEntry::ron(0, { Win{ 1, 8, 0 } })));
    ClubGameHeader outside;
    outside.clubId = t.club;
    outside.players = t.players;
    const auto friendly = createClubGame(*m_db, outside, preset("ema"));
    VERIFY_OK(friendly);
    VERIFY_OK(appendClubHand(*m_db, *friendly, HandEntry::ron(1, { Win{ 0, 6, 0 } })));
    playOut(*m_db, *friendly);

    const auto table = storage::seasonStandings(*m_db, t.season);
    VERIFY_OK(table);
    QCOMPARE(table->size(), std::size_t(4));
    // A: -18.9 - 0.5 + 26.6 = 7.2; B: 18.9 - 0.5 + 0 = 18.4; C: 0 - 16 - 26.6 = -42.6;
    // D: 0 + 17 + 0 = 17.
    const club::Standing &first = table->at(0);
    QCOMPARE(first.player, b);
    QCOMPARE(first.name, std::string("Bram"));
    QCOMPARE(first.rank, 1);
    QCOMPARE(first.games, 3);
    QCOMPARE(first.total, 18.4);
    QCOMPARE(first.places, (std::array<int, 4>{ 1, 2, 0, 0 }));
    QCOMPARE(first.best, 18.9);
    QCOMPARE(first.worst, -0.5);
    QCOMPARE(table->at(1).player, d);
    QCOMPARE(table->at(1).total, 17.0);
    QCOMPARE(table->at(1).places, (std::array<int, 4>{ 1, 2, 0, 0 }));
    QCOMPARE(table->at(2).player, a);
    QCOMPARE(table->at(2).total, 7.2);
    QCOMPARE(table->at(2).places, (std::array<int, 4>{ 1, 1, 0, 1 }));
    QCOMPARE(table->at(3).player, c);
    QCOMPARE(table->at(3).total, -42.6);
    QCOMPARE(table->at(3).rank, 4);
    QCOMPARE(table->at(3).places, (std::array<int, 4>{ 0, 1, 0, 2 }));
    QCOMPARE(table->at(3).dealIns, 1);
    QCOMPARE(table->at(2).hands, 8 + 8 + 9);
    double sum = 0;
    for (const club::Standing &s : *table)
        sum += s.total;
    QVERIFY(std::abs(sum) < 1e-9);

    // A player's history, oldest first, from the same results.
    ClubGameFilter mine;
    mine.seasonId = t.season;
    mine.playerId = a;
    const auto results = clubResults(*m_db, mine);
    VERIFY_OK(results);
    QCOMPARE(results->size(), std::size_t(4)); // the open game is listed, not counted
    const auto history = club::playerHistory(*results, a);
    QCOMPARE(history.size(), std::size_t(3));
    QCOMPARE(history[0].game, g1);
    QCOMPARE(history[0].date, std::string("2026-01-10"));
    QCOMPARE(history[1].score, -0.5);
    QCOMPARE(history[1].place, 2);
    QCOMPARE(history[2].cumulative, 7.2);
    QVERIFY(!storage::seasonStandings(*m_db, 999));

    // Correcting a hand of a finished game updates the standings at once.
    VERIFY_NO_ERROR(replaceClubHand(*m_db, g2, 0, HandEntry::tsumo(Win{ 3, 3, 30 }), u"3 han"_s));
    // D: 1000/2000 → C 28000, A 29000, B 29000, D 34000: D +19, A and B -1, C -17.
    const auto corrected = storage::seasonStandings(*m_db, t.season);
    QCOMPARE(corrected->at(0).player, d);
    QCOMPARE(corrected->at(0).total, 19.0);
    QCOMPARE(corrected->at(1).total, 17.9);
    QCOMPARE(corrected->at(3).total, -43.6);
}

void TestClubStorage::rulesSnapshotStays()
{
    const Table t = makeTable(*m_db);
    rules::Ruleset custom = preset("ema");
    custom.uma = { 30000, 10000, -10000, -30000 };
    custom.name = "club rules";
    ClubGameHeader h;
    h.clubId = t.club;
    h.players = t.players;
    const auto id = createClubGame(*m_db, h, custom);
    VERIFY_OK(id);
    const QJsonObject stored = formats::rulesetToJson(custom);

    // Other rules passed later (another game, a changed ruleset object) leave it as it was.
    custom.uma = { 15000, 5000, -5000, -15000 };
    custom.startPoints = 25000;
    h.rulesName = u"tenhou"_s;
    VERIFY_OK(createClubGame(*m_db, h, preset("tenhou")));
    VERIFY_OK(appendClubHand(*m_db, *id, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    h.id = *id;
    h.title = u"renamed"_s;
    VERIFY_NO_ERROR(updateClubGameHeader(*m_db, h));

    const auto game = clubGame(*m_db, *id);
    VERIFY_OK(game);
    QCOMPARE(game->header.title, u"renamed"_s);
    QCOMPARE(game->header.rulesName, u"club rules"_s);
    QCOMPARE(formats::rulesetToJson(game->game.rules), stored);
    QCOMPARE(game->game.rules.uma, (std::array<int, 4>{ 30000, 10000, -10000, -30000 }));
    QCOMPARE(game->game.rules.startPoints, 30000);
    // The results use the snapshot's uma: seat 1 leads, +3.9 + 30.
    QCOMPARE(clubResults(*m_db)->front().seats[1].score, 33.9);
    // The header edit is in the audit trail.
    const auto audit = clubAudit(*m_db, *id);
    QCOMPARE(audit->back().action, u"header"_s);
    QCOMPARE(QJsonDocument::fromJson(audit->back().before.toUtf8()).object()[u"title"_s].toString(),
            u""_s);
    QCOMPARE(QJsonDocument::fromJson(audit->back().after.toUtf8()).object()[u"title"_s].toString(),
            u"renamed"_s);
    // Nothing changed: nothing recorded.
    const int rows = int(audit->size());
    VERIFY_NO_ERROR(updateClubGameHeader(*m_db, h));
    QCOMPARE(int(clubAudit(*m_db, *id)->size()), rows);
}

void TestClubStorage::gameValidation()
{
    const Table t = makeTable(*m_db);
    const Table other = makeTable(*m_db, u"Other club"_s);
    const auto refuse = [&](const ClubGameHeader &h, const rules::Ruleset &r, const QString &what) {
        const QString before = dump(*m_db);
        const auto id = createClubGame(*m_db, h, r);
        QVERIFY(!id);
        const QString message = QString::fromStdString(id.error().message);
        QVERIFY2(message.contains(what), qPrintable(message));
        QCOMPARE(dump(*m_db), before);
    };
    ClubGameHeader h;
    h.clubId = t.club;
    h.players = t.players;
    VERIFY_OK(createClubGame(*m_db, h, preset("ema")));

    ClubGameHeader repeated = h;
    repeated.players[3] = t.players[0];
    refuse(repeated, preset("ema"), u"Seats 1 and 4 have the same player"_s);
    ClubGameHeader foreign = h;
    foreign.players[2] = other.players[2];
    refuse(foreign, preset("ema"), u"'Chen' is not a player of this club"_s);
    ClubGameHeader missing = h;
    missing.players[1] = 0;
    refuse(missing, preset("ema"), u"Seat 2 has no player"_s);
    ClubGameHeader unknownPlayer = h;
    unknownPlayer.players[1] = 9999;
    refuse(unknownPlayer, preset("ema"), u"9999"_s);
    ClubGameHeader unknownClub = h;
    unknownClub.clubId = 9999;
    refuse(unknownClub, preset("ema"), u"Unknown club 9999"_s);
    ClubGameHeader wrongSeason = h;
    wrongSeason.seasonId = other.season;
    refuse(wrongSeason, preset("ema"), u"another club"_s);
    rules::Ruleset sanma = preset("tenhou");
    sanma.players = 3;
    refuse(h, sanma, u"4 players"_s);

    QVERIFY(!clubGame(*m_db, 4242));
    QVERIFY(!clubAudit(*m_db, 4242));
    QVERIFY(deleteClubGame(*m_db, 4242));
    ClubGameHeader ghost;
    ghost.id = 4242;
    QVERIFY(updateClubGameHeader(*m_db, ghost));
}

void TestClubStorage::sanmaGame()
{
    const Table t = makeTable(*m_db);
    rules::Ruleset sanma = preset("tenhou");
    sanma.players = 3;
    sanma.startPoints = 35000;
    sanma.returnPoints = 40000;
    ClubGameHeader h;
    h.clubId = t.club;
    h.playerCount = 3;
    h.players = t.players;
    const auto refused = createClubGame(*m_db, h, sanma);
    QVERIFY(!refused);
    QVERIFY2(QString::fromStdString(refused.error().message).contains(u"Seat 4"_s),
            refused.error().message.c_str());
    h.players[3] = 0;
    const auto id = createClubGame(*m_db, h, sanma);
    VERIFY_OK(id);
    VERIFY_OK(appendClubHand(*m_db, *id, HandEntry::ron(2, { Win{ 1, 2, 30 } })));
    const auto refusedSeat = appendClubHand(*m_db, *id, HandEntry::ron(3, { Win{ 1, 2, 30 } }));
    QVERIFY(!refusedSeat);
    const auto game = clubGame(*m_db, *id);
    VERIFY_OK(game);
    QCOMPARE(game->header.playerCount, 3);
    QCOMPARE(game->header.players[3], qint64(0));
    QVERIFY(game->header.playerNames[3].isEmpty());
    QCOMPARE(game->game.rules.players, 3);
    const auto results = clubResults(*m_db);
    QCOMPARE(results->front().players, 3);
    QCOMPARE(results->front().seats.size(), std::size_t(3));
    QCOMPARE(results->front().seats[1].raw, 37000);
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM club_results"_s).toInt(), 3);
}

void TestClubStorage::deleteGameAndClub()
{
    const Table t = makeTable(*m_db);
    const qint64 keep = newGame(*m_db, t, "ema");
    const qint64 drop = newGame(*m_db, t, "ema");
    VERIFY_OK(appendClubHand(*m_db, drop, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    VERIFY_OK(addClubPenalty(*m_db, drop, club::Penalty{ 1, 1000, 0, "late" }));
    VERIFY_NO_ERROR(deleteClubGame(*m_db, drop));
    for (const QString &table : { u"club_hands"_s, u"club_penalties"_s }) {
        QCOMPARE(m_db->scalar(u"SELECT count(*) FROM %1"_s.arg(table)).toInt(), 0);
    }
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM club_results"_s).toInt(), 4);
    QCOMPARE(m_db->scalar(u"SELECT count(DISTINCT game_id) FROM club_audit"_s).toLongLong(), 1);
    QCOMPARE(clubGames(*m_db)->size(), 1);
    QCOMPARE(clubGames(*m_db)->front().id, keep);

    const Table other = makeTable(*m_db, u"Other"_s);
    newGame(*m_db, other, "ema");
    VERIFY_NO_ERROR(deleteClub(*m_db, t.club));
    QCOMPARE(clubs(*m_db)->size(), 1);
    QCOMPARE(clubGames(*m_db)->size(), 1);
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM club_players"_s).toInt(), 4);
    QCOMPARE(m_db->scalar(u"SELECT count(*) FROM club_results"_s).toInt(), 4);
    QVERIFY(deleteClub(*m_db, t.club));
}

void TestClubStorage::integrityCheckCoversClubGames()
{
    const Table t = makeTable(*m_db);
    const qint64 id = newGame(*m_db, t, "tenhou");
    for (int i = 0; i < 3; ++i)
        VERIFY_OK(appendClubHand(*m_db, id, HandEntry::abortiveDraw()));
    auto report = checkLibrary(*m_db);
    QVERIFY(report && report->ok);
    // A hand row lost behind the storage API's back, and a missing result row.
    QVERIFY(!m_db->exec(u"DELETE FROM club_hands WHERE idx = 1"_s));
    QVERIFY(!m_db->exec(u"DELETE FROM club_results WHERE seat = 3"_s));
    report = checkLibrary(*m_db);
    QVERIFY(report);
    QVERIFY(!report->ok);
    QCOMPARE(report->problems.size(), 2);
    QVERIFY2(report->problems[0].contains(u"club game %1 counts 3 hands but has 2"_s.arg(id)),
            qPrintable(report->problems[0]));
    QVERIFY2(report->problems[1].contains(u"3 result rows"_s), qPrintable(report->problems[1]));
    // Loading the game names the gap.
    const auto game = clubGame(*m_db, id);
    QVERIFY(!game);
    QVERIFY2(QString::fromStdString(game.error().message).contains(u"hand 3"_s),
            game.error().message.c_str());
    QVERIFY(!deleteClubGame(*m_db, id));
}

void TestClubStorage::upgradesVersion2Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v2.haifu was written by schema version 2: two games and quiz progress.
    m_db.reset();
    Database db;
    VERIFY_NO_ERROR(openFixtureCopy(db, u"library_v2.haifu"_s));
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(countGames(db).value(), qint64(2));
    const auto stats = skillStats(db);
    VERIFY_OK(stats);
    QCOMPARE(stats->size(), 5);
    QCOMPARE(quizHistory(db, QString(), 0)->size(), 9);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM club_games"_s).toInt(), 0);
    // Club games go in like in a new library.
    const Table t = makeTable(db);
    const qint64 id = newGame(db, t, "ema");
    VERIFY_OK(appendClubHand(db, id, HandEntry::tsumo(Win{ 0, 4, 30 })));
    QCOMPARE(raws(db, id)[0], 30000 + 3 * 3900);
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestClubStorage::opensVersion3Fixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    // tests/data/library_v3.haifu was written by schema version 3 (writeFixture below): the v2
    // fixture upgraded, with one club, its season, a finished game with a penalty and a
    // corrected hand, and a game in progress.
    m_db.reset();
    Database db;
    VERIFY_NO_ERROR(openFixtureCopy(db, u"library_v3.haifu"_s));
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(countGames(db).value(), qint64(2));
    QCOMPARE(skillStats(db)->size(), 5);
    const auto clubList = clubs(db);
    VERIFY_OK(clubList);
    QCOMPARE(clubList->size(), 1);
    QCOMPARE(clubList->front().name, u"Fixture Club"_s);
    QCOMPARE(clubPlayers(db, clubList->front().id)->size(), 4);
    const auto seasonList = seasons(db, clubList->front().id);
    QCOMPARE(seasonList->size(), 1);
    QCOMPARE(clubEvents(db, seasonList->front().id)->size(), 1);
    const auto games = clubGames(db);
    VERIFY_OK(games);
    QCOMPARE(games->size(), 2);
    QVERIFY(games->at(0).finished);
    QVERIFY(!games->at(1).finished);
    const auto finished = clubGame(db, games->at(0).id);
    VERIFY_OK(finished);
    QCOMPARE(finished->game.entries.size(), std::size_t(8));
    QCOMPARE(finished->game.penalties.size(), std::size_t(1));
    QCOMPARE(finished->header.rulesName, u"ema"_s);
    const auto table = storage::seasonStandings(db, seasonList->front().id);
    VERIFY_OK(table);
    QCOMPARE(table->size(), std::size_t(4));
    // Fixture game: seat 1 rons seat 0 for 7700 (corrected from 3900); seat 3 is penalised 10.
    QCOMPARE(table->at(0).name, std::string("Bram"));
    QCOMPARE(table->at(0).total, 7.7 + 15.0);
    QCOMPARE(table->at(2).name, std::string("Dana"));
    QCOMPARE(table->at(2).total, -10.0);
    QCOMPARE(table->at(3).name, std::string("Aiko"));
    QCOMPARE(table->at(3).total, -22.7);
    QCOMPARE(clubAudit(db, games->at(0).id)->size(), 1 + 8 + 1 + 1);
    // The cached results agree with a replay of the stored ledger.
    const auto state = club::scoreGame(finished->game);
    VERIFY_OK(state);
    const auto final = club::finalScore(*state, finished->game.rules);
    const auto results = clubResults(db);
    for (int s = 0; s < 4; ++s)
        QCOMPARE(results->front().seats[std::size_t(s)].score, final.seats[std::size_t(s)].score);
    const auto report = checkLibrary(db);
    QVERIFY(report && report->ok);
}

void TestClubStorage::writeFixture()
{
    SQLITE_ONLY("the fixture is an SQLite library");
    const QString target = qEnvironmentVariable("HAIFU_WRITE_CLUB_FIXTURE");
    if (target.isEmpty())
        QSKIP("set HAIFU_WRITE_CLUB_FIXTURE=FILE to write the v3 fixture");
    m_db.reset();
    QFile::remove(target);
    QVERIFY(QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/library_v2.haifu"), target));
    QFile::setPermissions(
            target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    Database db;
    QVERIFY(!db.open(target));
    QCOMPARE(db.schemaVersion(), 3);
    Table t;
    t.club = createClub(db, Club{ 0, u"Fixture Club"_s, u"written by tst_clubstorage"_s }).value();
    t.season = createSeason(db, Season{ 0, t.club, u"Season 1"_s, u"2026-01-01"_s, {}, u"ema"_s })
                       .value();
    const qint64 event =
            createClubEvent(db, ClubEvent{ 0, t.season, u"Night 1"_s, u"2026-01-13"_s, {}, 0 })
                    .value();
    const QStringList names{ u"Aiko"_s, u"Bram"_s, u"Chen"_s, u"Dana"_s };
    for (int i = 0; i < 4; ++i)
        t.players[std::size_t(i)] =
                addClubPlayer(db, ClubPlayer{ 0, t.club, names[i], {}, {} }).value();
    ClubGameHeader h;
    h.clubId = t.club;
    h.eventId = event;
    h.playedAt = u"2026-01-13"_s;
    h.players = t.players;
    const qint64 game = createClubGame(db, h, preset("ema")).value();
    VERIFY_OK(appendClubHand(db, game, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    playOut(db, game);
    VERIFY_NO_ERROR(
            replaceClubHand(db, game, 0, HandEntry::ron(0, { Win{ 1, 4, 30 } }), u"4 han"_s));
    VERIFY_OK(addClubPenalty(db, game, club::Penalty{ 3, 10000, 7, "phone" }));
    h.playedAt = u"2026-01-20"_s;
    const qint64 open = createClubGame(db, h, preset("ema")).value();
    VERIFY_OK(appendClubHand(db, open, HandEntry::exhaustiveDraw({ true, false, false, false })));
    QVERIFY(!db.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
    QVERIFY(!db.exec(u"VACUUM"_s));
}

HAIFU_TEST_GUILESS_MAIN(TestClubStorage)
#include "tst_clubstorage.moc"
