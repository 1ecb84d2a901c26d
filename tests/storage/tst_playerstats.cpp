// A player's play in numbers in the library (schema 13, storage/playerstats.h): every metric of
// every player of the corpus summed by the library equals the same games counted apart, record
// by record, from their files (game/playstats.h on the replayed record, places from the final
// scores); player_totals stays the sum of the seats through deletions and re-imports; persons
// merge accounts; the filters; the percentiles; and a library of schema 12 gains the counts of
// its games when it is upgraded.

#include "formats/recordio.h"
#include "game/playmetrics.h"
#include "storage/database.h"
#include "storage/gamefacts.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"
#include "storage/playerstats.h"
#include "storage/schema.h"
#include "storage/sqlutil.h"

#include "sharedrecords.h"
#include "testlibrary.h"
#include "testmain.h"

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

// The in-tree records, and with `shared` the shared corpus too (none when it is absent: the
// in-tree records alone make every check below).
QStringList recordFiles(bool shared)
{
    QStringList files = test::recordFilesIn(QStringLiteral(HAIFU_TEST_DATA) + u"/records"_s);
    if (shared)
        files << test::sharedRecordFiles();
    return files;
}

// The corpus counted apart from the library: each distinct game (by fingerprint, as the library
// keeps it) read from its file, each seat's play counted on the record and its place taken from
// the final scores, summed per player name.
QHash<QString, game::PlayerTotals> countedApart(const QStringList &files)
{
    QHash<QString, game::PlayerTotals> totals;
    QSet<QString> seen;
    for (const QString &path : files) {
        auto record = formats::readRecordFile(path);
        if (!record || record->kyoku.empty())
            continue;
        const QString fingerprint = gameFingerprint(*record);
        if (seen.contains(fingerprint))
            continue;
        seen.insert(fingerprint);
        const int players = std::clamp(record->playerCount, 2, 4);
        std::optional<std::array<int, 4>> scores;
        if (record->hasFinal)
            scores = record->finalScores;
        else if (record->kyoku.back().hasEndScores)
            scores = record->kyoku.back().endScores;
        for (int seat = 0; seat < players; ++seat) {
            auto counts = game::countPlay(*record, seat);
            if (!counts)
                return {}; // the corpus replays (tst_corpus_verify); a failure here is a finding
            int place = 0;
            std::optional<int> final;
            if (scores) {
                final = (*scores)[std::size_t(seat)];
                place = 1;
                for (int other = 0; other < players; ++other) {
                    const int o = (*scores)[std::size_t(other)];
                    if (o > *final || (o == *final && other < seat))
                        ++place;
                }
            }
            std::optional<double> points;
            if (record->hasFinalPoints)
                points = record->finalPoints[std::size_t(seat)];
            const QString name = QString::fromStdString(record->players[std::size_t(seat)].name);
            totals[name].addGame(place, final, points, *counts);
        }
    }
    return totals;
}

QString compareTotals(const game::PlayerTotals &got, const game::PlayerTotals &want)
{
    for (const game::Metric &m : game::metrics()) {
        const auto a = game::metricValue(m, got);
        const auto b = game::metricValue(m, want);
        if (a.has_value() != b.has_value() || (a && std::abs(*a - *b) > 1e-9))
            return u"%1: %2 against %3"_s.arg(QLatin1String(m.key.data(), qsizetype(m.key.size())))
                    .arg(a ? *a : -1)
                    .arg(b ? *b : -1);
    }
    if (got.play.rare.size() != want.play.rare.size())
        return u"rare events: %1 against %2"_s.arg(got.play.rare.size()).arg(want.play.rare.size());
    return {};
}

// player_totals against the seats summed again.
QString totalsMismatch(const Database &db)
{
    QStringList sums;
    const QStringList columns = { u"games"_s, u"place1"_s, u"busts"_s, u"wins"_s, u"deal_ins"_s,
        u"riichi_turns"_s, u"net_points"_s, u"deal_in_to_dama"_s, u"final_scores"_s };
    const QString sql =
            u"SELECT count(*) FROM (SELECT gp.player_id, gp.player_count, count(*) AS games, "
            "sum(CASE WHEN gp.placement = 1 THEN 1 ELSE 0 END) AS place1, sum(CASE WHEN "
            "gp.final_score < 0 THEN 1 ELSE 0 END) AS busts, sum(gp.wins) AS wins, "
            "sum(gp.deal_ins) AS deal_ins, sum(gp.riichi_turns) AS riichi_turns, "
            "sum(gp.net_points) AS net_points, sum(gp.deal_in_to_dama) AS deal_in_to_dama, "
            "sum(coalesce(gp.final_score, 0)) AS final_scores FROM game_players gp GROUP BY "
            "gp.player_id, gp.player_count) s FULL OUTER JOIN (SELECT * FROM player_totals WHERE "
            "games > 0) t ON t.player_id = s.player_id AND t.player_count = s.player_count WHERE "
            "t.player_id IS NULL OR s.player_id IS NULL"_s;
    QString where;
    for (const QString &c : columns)
        where += u" OR s.%1 <> t.%1"_s.arg(c);
    const QVariant bad = db.scalar(sql + where);
    return bad.toInt() == 0 ? QString() : u"%1 players' totals differ"_s.arg(bad.toInt());
}

} // namespace

class TestPlayerStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void corpusCountedApart();
    void totalsFollowDeletionAndReimport();
    void personsMergeAccounts();
    void filters();
    void percentiles();
    void upgradeCountsStoredGames();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
};

void TestPlayerStats::init()
{
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(storagetest::newLibrary(
            m_dir, u"stats%1.haifu"_s.arg(QDateTime::currentMSecsSinceEpoch()))));
}

void TestPlayerStats::corpusCountedApart()
{
    const QStringList files = recordFiles(true);
    Importer importer(*m_db);
    const ImportReport report = importer.importPaths(files);
    QVERIFY(report.imported >= 10);
    const auto apart = countedApart(files);
    QVERIFY(!apart.isEmpty());
    int players = 0;
    for (auto it = apart.begin(); it != apart.end(); ++it) {
        auto subject = playerSubject(*m_db, it.key());
        QVERIFY2(subject, qPrintable(it.key()));
        auto totals = subjectTotals(*m_db, *subject);
        QVERIFY(totals);
        const QString diff = compareTotals(*totals, it.value());
        QVERIFY2(diff.isEmpty(), qPrintable(it.key() + u": "_s + diff));
        // Game by game, the same once summed.
        auto games = subjectGames(*m_db, *subject);
        QVERIFY(games);
        game::PlayerTotals summed;
        for (const GameTotals &g : *games) {
            QCOMPARE(g.totals.games, 1);
            summed.games += 1;
            for (int p = 0; p < 4; ++p)
                summed.places[std::size_t(p)] += g.totals.places[std::size_t(p)];
            summed.busts += g.totals.busts;
            summed.finalScores += g.totals.finalScores;
            summed.pointGames += g.totals.pointGames;
            summed.finalPoints += g.totals.finalPoints;
            summed.play += g.totals.play;
        }
        summed.play.rare = it.value().play.rare;
        QVERIFY2(compareTotals(summed, it.value()).isEmpty(), qPrintable(it.key()));
        ++players;
    }
    QVERIFY(players >= 20);
    // The corpus has each kind of deal-in and riichi, so no metric is checked on zeros alone.
    game::PlayerTotals all;
    for (const auto &t : apart)
        all.play += t.play;
    QVERIFY(all.play.dealInToRiichi > 0 && all.play.dealInToOpen > 0 && all.play.dealInToDama > 0);
    QVERIFY(all.play.chaseRiichi > 0 && all.play.riichiMultiWait > 0 && all.play.uraWins > 0);
    QVERIFY(totalsMismatch(*m_db).isEmpty());
    // The population read from player_totals is the same players' figures.
    auto everyone = population(*m_db, 1);
    QVERIFY(everyone);
    QCOMPARE(everyone->size(), apart.size());
    for (const PopulationEntry &e : *everyone) {
        game::PlayerTotals want = apart.value(e.name);
        want.play.rare.clear();
        QVERIFY2(compareTotals(e.totals, want).isEmpty(), qPrintable(e.name));
    }
}

void TestPlayerStats::totalsFollowDeletionAndReimport()
{
    const QStringList files = recordFiles(false);
    Importer importer(*m_db);
    QVERIFY(importer.importPaths(files).imported >= 10);
    QVERIFY(totalsMismatch(*m_db).isEmpty());
    const QString name = m_db->scalar(u"SELECT p.name FROM players p JOIN game_players gp ON "
                                      "gp.player_id = p.id GROUP BY p.name ORDER BY count(*) DESC, "
                                      "p.name LIMIT 1"_s)
                                 .toString();
    auto subject = playerSubject(*m_db, name);
    QVERIFY(subject);
    const game::PlayerTotals before = subjectTotals(*m_db, *subject).value();
    QVERIFY(before.games >= 2);
    // The same files again: nothing changes.
    QCOMPARE(importer.importPaths(files).imported, 0);
    QVERIFY(compareTotals(subjectTotals(*m_db, *subject).value(), before).isEmpty());
    QVERIFY(totalsMismatch(*m_db).isEmpty());
    // One of the player's games deleted: the totals lose exactly that game.
    const auto games = subjectGames(*m_db, *subject).value();
    const GameTotals gone = games.front();
    QVERIFY(!deleteGame(*m_db, gone.gameId));
    const game::PlayerTotals after = subjectTotals(*m_db, *subject).value();
    QCOMPARE(after.games, before.games - 1);
    QCOMPARE(after.play.hands, before.play.hands - gone.totals.play.hands);
    QCOMPARE(after.play.netPoints, before.play.netPoints - gone.totals.play.netPoints);
    QCOMPARE(after.play.riichiTurns, before.play.riichiTurns - gone.totals.play.riichiTurns);
    QVERIFY(totalsMismatch(*m_db).isEmpty());
    auto pop = population(*m_db, 1);
    QVERIFY(pop);
    for (const PopulationEntry &e : *pop) {
        if (e.name == name)
            QCOMPARE(e.totals.games, after.games);
    }
    // The integrity check holds the totals to the seats.
    QVERIFY(checkLibrary(*m_db)->ok);
    QVERIFY(!m_db->exec(u"UPDATE player_totals SET wins = wins + 1 WHERE player_id = %1"_s.arg(
            subject->playerIds.front())));
    const auto report = checkLibrary(*m_db);
    QVERIFY(report && !report->ok);
    QVERIFY(report->problems.join(u' ').contains(u"not their games summed"_s));
}

void TestPlayerStats::personsMergeAccounts()
{
    Importer importer(*m_db);
    QVERIFY(importer.importPaths(recordFiles(false)).imported >= 10);
    const QStringList names = [&] {
        QStringList out;
        QSqlQuery q = m_db->query();
        q.exec(u"SELECT p.name FROM players p JOIN game_players gp ON gp.player_id = p.id GROUP "
               "BY p.name ORDER BY count(*) DESC, p.name LIMIT 2"_s);
        while (q.next())
            out << q.value(0).toString();
        return out;
    }();
    QCOMPARE(names.size(), 2);
    auto id = createPerson(*m_db, u"  Me  "_s);
    QVERIFY(id);
    QVERIFY(!createPerson(*m_db, u"Me"_s)); // names are unique
    QVERIFY(!createPerson(*m_db, u"  "_s));
    QVERIFY(!addAccount(*m_db, *id, names[0]));
    QVERIFY(!addAccount(*m_db, *id, names[1]));
    QVERIFY(addAccount(*m_db, *id, u"nobody at all"_s).has_value());
    QVERIFY(!setMe(*m_db, *id));
    auto list = persons(*m_db);
    QVERIFY(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->front().name, u"Me"_s);
    QVERIFY(list->front().me);
    QCOMPARE(list->front().accounts.size(), 2);
    auto person = personSubject(*m_db, *id);
    QVERIFY(person);
    QCOMPARE(person->playerIds.size(), 2);
    const auto merged = subjectTotals(*m_db, *person).value();
    const auto a = subjectTotals(*m_db, playerSubject(*m_db, names[0]).value()).value();
    const auto b = subjectTotals(*m_db, playerSubject(*m_db, names[1]).value()).value();
    QCOMPARE(merged.games, a.games + b.games);
    QCOMPARE(merged.play.hands, a.play.hands + b.play.hands);
    QCOMPARE(merged.play.wins, a.play.wins + b.play.wins);
    QCOMPARE(merged.places[0], a.places[0] + b.places[0]);
    // An account moves to another person rather than counting twice.
    auto other = createPerson(*m_db, u"Friend"_s);
    QVERIFY(other);
    QVERIFY(!addAccount(*m_db, *other, names[1]));
    QCOMPARE(subjectTotals(*m_db, personSubject(*m_db, *id).value()).value().games, a.games);
    QVERIFY(!removeAccount(*m_db, *other, names[1]));
    QVERIFY(removeAccount(*m_db, *other, names[1]).has_value());
    QVERIFY(!renamePerson(*m_db, *other, u"Rival"_s));
    QVERIFY(renamePerson(*m_db, *other, u"Me"_s).has_value());
    QVERIFY(!deletePerson(*m_db, *other));
    QCOMPARE(persons(*m_db).value().size(), 1);
    QVERIFY(!setMe(*m_db, 0));
    QVERIFY(!persons(*m_db).value().front().me);
}

void TestPlayerStats::filters()
{
    Importer importer(*m_db);
    QVERIFY(importer.importPaths(recordFiles(false)).imported >= 10);
    // One subject of every player, so that each filter splits the whole library.
    StatsSubject everyone{ u"everyone"_s, {} };
    {
        QSqlQuery q = m_db->query();
        q.exec(u"SELECT id FROM players"_s);
        while (q.next())
            everyone.playerIds << q.value(0).toLongLong();
    }
    const int seats = m_db->scalar(u"SELECT count(*) FROM game_players"_s).toInt();
    QCOMPARE(subjectTotals(*m_db, everyone).value().games, seats);
    auto count = [&](const StatsFilter &f) {
        return subjectTotals(*m_db, everyone, f).value().games;
    };
    auto sql = [&](const QString &where) {
        return m_db
                ->scalar(u"SELECT count(*) FROM game_players gp JOIN games g ON g.id = "
                         "gp.game_id WHERE "_s
                        + where)
                .toInt();
    };
    StatsFilter three;
    three.playerCount = 3;
    StatsFilter four;
    four.playerCount = 4;
    QVERIFY(count(three) > 0);
    QCOMPARE(count(three) + count(four), seats);
    QCOMPARE(count(three), sql(u"g.player_count = 3"_s));
    StatsFilter east;
    east.length = 1;
    StatsFilter south;
    south.length = 2;
    QVERIFY(count(east) > 0 && count(south) > 0);
    QCOMPARE(count(east) + count(south), seats);
    StatsFilter tenhou;
    tenhou.source = u"tenhou"_s;
    QCOMPARE(count(tenhou), sql(u"g.source = 'tenhou'"_s));
    // A period: inclusive at both ends, whatever the time of day of the games.
    const QString day = m_db->scalar(u"SELECT min(played_at) FROM games WHERE played_at <> ''"_s)
                                .toString()
                                .left(10);
    QVERIFY(!day.isEmpty());
    StatsFilter oneDay;
    oneDay.since = day;
    oneDay.until = day;
    QCOMPARE(count(oneDay), sql(u"substr(g.played_at, 1, 10) = '%1'"_s.arg(day)));
    QVERIFY(count(oneDay) > 0);
    StatsFilter after;
    after.since = u"2099-01-01"_s;
    QCOMPARE(count(after), 0);
    QVERIFY(!game::metricValue(
            *game::metricByKey("win_rate"), subjectTotals(*m_db, everyone, after).value()));
    auto choices = statsChoices(*m_db);
    QVERIFY(choices);
    QVERIFY(choices->sources.contains(u"tenhou"_s));
}

void TestPlayerStats::percentiles()
{
    QCOMPARE(percentile({}, 1.0), std::optional<double>());
    QCOMPARE(*percentile({ 1, 2, 3, 4 }, 2.5), 50.0);
    QCOMPARE(*percentile({ 1, 2, 3, 4 }, 4.0), 87.5); // three below, one tie
    QCOMPARE(*percentile({ 1, 2, 3, 4 }, 0.0), 0.0);
    QCOMPARE(*percentile({ 2, 2 }, 2.0), 50.0);
    Importer importer(*m_db);
    QVERIFY(importer.importPaths(recordFiles(false)).imported >= 10);
    auto many = population(*m_db, 2);
    auto all = population(*m_db, 1);
    QVERIFY(many && all);
    QVERIFY(many->size() < all->size());
    for (const PopulationEntry &e : *many)
        QVERIFY(e.totals.games >= 2);
    auto four = population(*m_db, 1, 4);
    auto three = population(*m_db, 1, 3);
    QVERIFY(four && three && !three->isEmpty());
    int seats = 0;
    for (const auto *list : { &*four, &*three })
        for (const PopulationEntry &e : *list)
            seats += e.totals.games;
    QCOMPARE(seats, m_db->scalar(u"SELECT count(*) FROM game_players"_s).toInt());
}

// A library written by schema 12 (the games with the figures that version stored) gains every
// count when it is opened: the same as the games imported now.
void TestPlayerStats::upgradeCountsStoredGames()
{
    const QStringList files = recordFiles(false);
    const QString location = storagetest::newLibrary(m_dir, u"v12.haifu"_s);
    {
        Database old;
        QVERIFY(!old.open(location, OpenOptions{ .upgradeTo = 12 }));
        QCOMPARE(old.schemaVersion(), 12);
        qint64 id = 0;
        QSet<QString> seen;
        for (const QString &path : files) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            auto record = formats::readRecord(data, path);
            if (!record || record->kyoku.empty())
                continue;
            const GameFacts facts = gameFacts(*record);
            if (seen.contains(facts.fingerprint))
                continue;
            seen.insert(facts.fingerprint);
            ++id;
            QSqlQuery q = old.query();
            QVERIFY(detail::prepareAndExec(q,
                    u"INSERT INTO games (id, fingerprint, format, source, lobby, played_at, "
                    "imported_at, player_count, ruleset, kyoku_count) VALUES (?, ?, ?, ?, ?, ?, "
                    "'2026-01-01', ?, ?, ?)"_s,
                    { id, facts.fingerprint, facts.format, facts.source, facts.lobby,
                            facts.playedAt, facts.playerCount, facts.ruleset, facts.kyokuCount }));
            QVERIFY(detail::prepareAndExec(q,
                    u"INSERT INTO originals (game_id, file_name, format, sha256, size, data, "
                    "imported_at) VALUES (?, ?, ?, ?, ?, ?, '2026-01-01')"_s,
                    { id, QFileInfo(path).fileName(), facts.format, facts.fingerprint, data.size(),
                            data }));
            for (int seat = 0; seat < facts.playerCount; ++seat) {
                const SeatFacts &s = facts.seats[std::size_t(seat)];
                QVERIFY(detail::prepareAndExec(q,
                        u"INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING"_s,
                        { s.name }));
                QVERIFY(detail::prepareAndExec(q,
                        u"INSERT INTO game_players (game_id, seat, player_id, final_score, "
                        "final_points, placement, kyoku_played, wins, tsumo_wins, win_points, "
                        "deal_ins, deal_in_points, riichi, called_hands) SELECT ?, ?, id, ?, ?, "
                        "?, ?, ?, ?, ?, ?, ?, ?, ? FROM players WHERE name = ?"_s,
                        { id, seat, s.finalScore ? QVariant(*s.finalScore) : QVariant(),
                                s.finalPoints ? QVariant(*s.finalPoints) : QVariant(),
                                s.placement ? QVariant(*s.placement) : QVariant(), s.kyokuPlayed,
                                s.wins, s.tsumoWins, s.winPoints, s.dealIns, s.dealInPoints,
                                s.riichi, s.calledHands, s.name }));
            }
        }
        QVERIFY(id >= 10);
    }
    Database db;
    QVERIFY(!db.open(location));
    QCOMPARE(db.schemaVersion(), kSchemaVersion);
    QCOMPARE(db.scalar(u"SELECT count(*) FROM game_players WHERE play_counted = 0"_s).toInt(), 0);
    QVERIFY(db.scalar(u"SELECT count(*) FROM games WHERE game_length = 0"_s).toInt() == 0);
    QVERIFY(totalsMismatch(db).isEmpty());
    const auto apart = countedApart(files);
    for (auto it = apart.begin(); it != apart.end(); ++it) {
        auto totals = subjectTotals(db, playerSubject(db, it.key()).value());
        QVERIFY(totals);
        const QString diff = compareTotals(*totals, it.value());
        QVERIFY2(diff.isEmpty(), qPrintable(it.key() + u": "_s + diff));
    }
    // New games go on counting through the triggers.
    Importer importer(db);
    importer.importPaths(recordFiles(true));
    QVERIFY(totalsMismatch(db).isEmpty());
}

HAIFU_TEST_GUILESS_MAIN(TestPlayerStats)
#include "tst_playerstats.moc"
