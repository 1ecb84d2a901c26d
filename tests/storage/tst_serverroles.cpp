// Roles of a library on a PostgreSQL server, enforced by the server (run only against the test
// server, ctest storage_tst_serverroles): a scorer enters and corrects the hands of the game they
// sit at or are assigned to and of no other, cannot change rules, seats, players or seasons,
// through haifu-cli or through SQL; a viewer reads; an admin changes everything.
#include "storage/club.h"
#include "storage/database.h"
#include "storage/serverroles.h"

#include "clirun.h"
#include "testlibrary.h"

#include "club/ledger.h"
#include "rules/ruleset.h"

#include "testmain.h"

#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

class TestServerRoles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void scorerChangesOnlyTheirGames();
    void scorerCannotChangeRulesThroughSql();
    void viewerReadsOnly();
    void adminChangesEverything();
    void rolesNeedAServer();

private:
    // The library's address as `login` (the test server trusts every login on the loopback).
    [[nodiscard]] QString as(const QString &login) const;
    [[nodiscard]] static QString entry() { return u"{\"result\":\"draw\",\"tenpai\":[0]}"_s; }

    QTemporaryDir m_dir;
    QString m_location;
    qint64 m_club = 0;
    std::array<qint64, 8> m_players{};
    qint64 m_aliceGame = 0; // Alice plays at table 1
    qint64 m_otherGame = 0; // table 2: Bob is its assigned scorer, Alice not seated
};

QString TestServerRoles::as(const QString &login) const
{
    QUrl url(m_location);
    url.setUserName(login);
    return url.toString();
}

void TestServerRoles::initTestCase()
{
    QVERIFY2(storagetest::onServer(),
            "HAIFU_TEST_POSTGRES_FILE must name the test server's address file");
    m_location = storagetest::newLibrary(m_dir, u"roles"_s);
    Database db; // the owner: the server's superuser
    QVERIFY(!db.open(m_location));
    m_club = createClub(db, Club{ 0, u"Thursday Club"_s, {} }).value();
    const QStringList names{ u"Alice"_s, u"Ben"_s, u"Cleo"_s, u"Dev"_s, u"Eve"_s, u"Finn"_s,
        u"Gus"_s, u"Hana"_s };
    for (int i = 0; i < 8; ++i) {
        m_players[std::size_t(i)] =
                addClubPlayer(db, ClubPlayer{ 0, m_club, names[i], {}, {} }).value();
    }
    const auto rules = rules::presetRuleset("ema");
    QVERIFY(rules);
    for (int table = 0; table < 2; ++table) {
        ClubGameHeader h;
        h.clubId = m_club;
        h.table = QString::number(table + 1);
        for (std::size_t s = 0; s < 4; ++s)
            h.players[s] = m_players[std::size_t(table) * 4 + s];
        const auto id = createClubGame(db, h, *rules);
        QVERIFY(id);
        (table == 0 ? m_aliceGame : m_otherGame) = *id;
    }
    for (const char *login : { "alice", "bob", "vic", "ada" })
        QVERIFY(storagetest::serverExec(u"DROP ROLE IF EXISTS %1"_s.arg(QLatin1String(login))));
    // Through the command line, as the owner would.
    const QString owner = m_location;
    QCOMPARE(
            storagetest::cli({ u"access"_s, u"--db"_s, owner, u"grant"_s, u"alice"_s, u"scorer"_s })
                    .status,
            0);
    QCOMPARE(storagetest::cli({ u"access"_s, u"--db"_s, owner, u"grant"_s, u"bob"_s, u"scorer"_s,
                                      u"--password"_s, u"it's secret"_s })
                     .status,
            0);
    QCOMPARE(storagetest::cli({ u"access"_s, u"--db"_s, owner, u"grant"_s, u"vic"_s, u"viewer"_s })
                     .status,
            0);
    QCOMPARE(storagetest::cli({ u"access"_s, u"--db"_s, owner, u"grant"_s, u"ada"_s, u"admin"_s })
                     .status,
            0);
    QCOMPARE(storagetest::cli({ u"access"_s, u"--db"_s, owner, u"player"_s,
                                      QString::number(m_players[0]), u"alice"_s })
                     .status,
            0);
    QCOMPARE(storagetest::cli({ u"access"_s, u"--db"_s, owner, u"assign"_s,
                                      QString::number(m_otherGame), u"bob"_s })
                     .status,
            0);
    const auto who = storagetest::cli({ u"access"_s, u"--db"_s, as(u"alice"_s), u"whoami"_s });
    QCOMPARE(who.status, 0);
    QCOMPARE(who.out.trimmed(), QByteArray("scorer"));
}

void TestServerRoles::scorerChangesOnlyTheirGames()
{
    const QString alice = as(u"alice"_s);
    const QString bob = as(u"bob"_s);
    // Alice sits at table 1: she enters and corrects its hands.
    auto r = storagetest::cli(
            { u"club"_s, u"add"_s, u"--db"_s, alice, QString::number(m_aliceGame), entry() });
    QVERIFY2(r.status == 0, r.err.constData());
    r = storagetest::cli({ u"club"_s, u"edit"_s, u"--db"_s, alice, QString::number(m_aliceGame),
            u"1"_s, u"{\"result\":\"draw\",\"tenpai\":[0,1]}"_s, u"--reason"_s, u"two tenpai"_s });
    QVERIFY2(r.status == 0, r.err.constData());
    // Table 2 is not hers: refused by the server, and nothing is written.
    r = storagetest::cli(
            { u"club"_s, u"add"_s, u"--db"_s, alice, QString::number(m_otherGame), entry() });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("may not"), r.err.constData());
    // Bob, assigned to table 2, scores it; not table 1.
    r = storagetest::cli(
            { u"club"_s, u"add"_s, u"--db"_s, bob, QString::number(m_otherGame), entry() });
    QVERIFY2(r.status == 0, r.err.constData());
    r = storagetest::cli({ u"club"_s, u"remove"_s, u"--db"_s, bob, QString::number(m_aliceGame),
            u"1"_s, u"--reason"_s, u"mine now"_s });
    QCOMPARE(r.status, 1);
    Database owner;
    QVERIFY(!owner.open(m_location));
    QCOMPARE(clubGame(owner, m_aliceGame)->game.entries.size(), std::size_t(1));
    QCOMPARE(clubGame(owner, m_otherGame)->game.entries.size(), std::size_t(1));
    // A scorer cannot make themselves a scorer of another game, nor a player's login theirs.
    r = storagetest::cli({ u"access"_s, u"--db"_s, alice, u"assign"_s, QString::number(m_otherGame),
            u"alice"_s });
    QCOMPARE(r.status, 1);
    r = storagetest::cli({ u"access"_s, u"--db"_s, alice, u"player"_s,
            QString::number(m_players[4]), u"alice"_s });
    QCOMPARE(r.status, 1);
}

// The server refuses, not the interface: the same login through SQL.
void TestServerRoles::scorerCannotChangeRulesThroughSql()
{
    Database alice;
    QVERIFY(!alice.open(as(u"alice"_s)));
    const QStringList refused = {
        u"UPDATE club_games SET rules = '{}' WHERE id = %1"_s.arg(m_aliceGame),
        u"UPDATE club_games SET seat0_player = %1 WHERE id = %2"_s.arg(m_players[5])
                .arg(m_aliceGame),
        u"UPDATE seasons SET rules_preset = 'tenhou'"_s,
        u"INSERT INTO clubs (name, created_at) VALUES ('Mine', 'now')"_s,
        u"UPDATE club_players SET name = 'Boss' WHERE id = %1"_s.arg(m_players[1]),
        u"DELETE FROM club_games WHERE id = %1"_s.arg(m_otherGame),
        u"INSERT INTO club_hands (game_id, idx, entry) VALUES (%1, 5, '{}')"_s.arg(m_otherGame),
        u"DELETE FROM club_audit WHERE game_id = %1"_s.arg(m_otherGame),
        u"UPDATE haifu_schema SET version = 1"_s,
    };
    Database owner;
    QVERIFY(!owner.open(m_location));
    const QString state =
            u"SELECT (SELECT string_agg(g.rules || g.seat0_player || g.hand_count, "
            "',' ORDER BY g.id) FROM club_games g) || (SELECT string_agg(name, ',' "
            "ORDER BY id) FROM club_players) || coalesce((SELECT string_agg(rules_preset, "
            "',') FROM seasons), '-') || (SELECT count(*) FROM clubs) || (SELECT count(*) "
            "FROM club_hands) || (SELECT count(*) FROM club_audit) || (SELECT "
            "version FROM haifu_schema)"_s;
    const QString before = owner.scalar(state).toString();
    QVERIFY(!before.isEmpty());
    for (const QString &sql : refused) {
        // Refused outright (privileges), or, row-level security, no row of another game touched.
        (void)alice.exec(sql);
    }
    QCOMPARE(owner.scalar(state).toString(), before);
    // Each of them, on its own, is refused with the server's word for it.
    const auto error = alice.exec(u"UPDATE club_games SET rules = '{}'"_s);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"permission denied"_s),
            error->message.c_str());
}

void TestServerRoles::viewerReadsOnly()
{
    const QString vic = as(u"vic"_s);
    auto r = storagetest::cli(
            { u"club"_s, u"show"_s, u"--db"_s, vic, QString::number(m_aliceGame), u"--json"_s });
    QVERIFY2(r.status == 0, r.err.constData());
    r = storagetest::cli(
            { u"club"_s, u"add"_s, u"--db"_s, vic, QString::number(m_aliceGame), entry() });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains("may not"), r.err.constData());
    r = storagetest::cli({ u"library"_s, u"--db"_s, vic, u"list"_s });
    QVERIFY2(r.status == 0, r.err.constData());
}

void TestServerRoles::adminChangesEverything()
{
    const QString ada = as(u"ada"_s);
    auto r = storagetest::cli(
            { u"club"_s, u"add"_s, u"--db"_s, ada, QString::number(m_otherGame), entry() });
    QVERIFY2(r.status == 0, r.err.constData());
    Database admin;
    QVERIFY(!admin.open(ada));
    QVERIFY(!admin.exec(u"UPDATE seasons SET rules_preset = 'tenhou'"_s));
    QVERIFY(addClubPlayer(admin, ClubPlayer{ 0, m_club, u"Ivo"_s, {}, {} }));
    QVERIFY(!assignScorer(admin, m_aliceGame, u"bob"_s));
    // Now Bob scores table 1 too.
    r = storagetest::cli({ u"club"_s, u"add"_s, u"--db"_s, as(u"bob"_s),
            QString::number(m_aliceGame), entry() });
    QVERIFY2(r.status == 0, r.err.constData());
    // Revoked by the owner, Alice reads nothing.
    Database owner;
    QVERIFY(!owner.open(m_location));
    QVERIFY(!revokeLibraryRoles(owner, u"alice"_s));
    r = storagetest::cli(
            { u"club"_s, u"show"_s, u"--db"_s, as(u"alice"_s), QString::number(m_aliceGame) });
    QCOMPARE(r.status, 1);
}

void TestServerRoles::rolesNeedAServer()
{
    Database file;
    QVERIFY(!file.open(m_dir.filePath(u"file.haifu"_s)));
    const auto error = grantLibraryRole(file, u"alice"_s, LibraryRole::Scorer);
    QVERIFY(error);
    QVERIFY(QString::fromStdString(error->message).contains(u"PostgreSQL"_s));
    QVERIFY(grantLibraryRole(file, u"x\"; DROP TABLE games; --"_s, LibraryRole::Admin));
}

HAIFU_TEST_GUILESS_MAIN(TestServerRoles)
#include "tst_serverroles.moc"
