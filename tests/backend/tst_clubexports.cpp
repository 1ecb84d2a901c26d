#include "club/clubcontroller.h"
#include "reports/clubscope.h"
#include "reports/clubsite.h"
#include "reports/scoresheet.h"
#include "storage/club.h"
#include "storage/database.h"

#include "club/ledger.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;
using club::HandEntry;
using club::Win;

// The tournament exports of a small club built through the storage API in a temporary
// library: the EMA results (rows, name split, shared ranks, base ranks, CSV) and the static web
// site (files, links between the pages, escaping of hostile names, the standings' numbers equal
// the stored results), through the reports API and through haifu-cli.
class TestClubExports : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void splitsNames_data();
    void splitsNames();
    void emaResultsFollowTheStandings();
    void emaCsvLayout();
    void eventScope();
    void siteFilesAndLinks();
    void siteEscapesEverything();
    void siteStandingsMatchStoredResults();
    void cliExports();
    void clubPageExports();

private:
    qint64 newGame(const std::array<int, 4> &seats, const QString &date, qint64 eventId = 0);
    void playOut(qint64 game);
    static QString read(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
    qint64 m_club = 0;
    qint64 m_season = 0;
    qint64 m_event = 0;
    std::array<qint64, 4> m_players{};
    QList<qint64> m_games;
};

namespace {

const QString kHostile = u"<script>alert(1)</script> & \"quotes\""_s;
const QString kHostileEscaped = u"&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"_s;

} // namespace

void TestClubExports::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = std::make_unique<Database>();
    QVERIFY(!m_db->open(m_dir->filePath(u"library.haifu"_s)));
    m_club = createClub(*m_db, Club{ 0, u"Riichi <b>Club</b>"_s, {} }).value();
    m_season = createSeason(*m_db,
            Season{ 0, m_club, u"Winter 2026"_s, u"2026-01-01"_s, u"2026-03-31"_s, u"ema"_s })
                       .value();
    ClubEvent night;
    night.seasonId = m_season;
    night.name = u"Night 1"_s;
    night.date = u"2026-01-10"_s;
    m_event = createClubEvent(*m_db, night).value();
    const QStringList names{ kHostile, u"Anna Maria Rossi"_s, u"Bram"_s, u"Smith, Dana"_s };
    const QStringList ema{ u"04010001"_s, u"04010002"_s, QString(), u"11990042"_s };
    for (int i = 0; i < 4; ++i)
        m_players[std::size_t(i)] =
                addClubPlayer(*m_db, ClubPlayer{ 0, m_club, names[i], ema[i], {} }).value();
    m_games.clear();
    // Game 1 (night 1): seat 1 (Rossi) rons seat 0 for 3900: hostile 26100, Rossi 33900, Bram and
    // Smith 30000 (sharing 2nd).
    const qint64 g1 = newGame({ 0, 1, 2, 3 }, u"2026-01-10"_s, m_event);
    QVERIFY(appendClubHand(*m_db, g1, HandEntry::ron(0, { Win{ 1, 3, 30 } })));
    playOut(g1);
    // Game 2: Smith (seat 3) tsumo 500/1000 with Bram dealing.
    const qint64 g2 = newGame({ 2, 0, 1, 3 }, u"2026-01-17"_s);
    QVERIFY(appendClubHand(*m_db, g2, HandEntry::tsumo(Win{ 3, 2, 30 })));
    playOut(g2);
    // Game 3 is in progress: left out of the standings, but on the site as provisional.
    const qint64 g3 = newGame({ 3, 2, 1, 0 }, u"2026-01-24"_s);
    HandEntry note = HandEntry::ron(0, { Win{ 1, 8, 0 } });
    note.note = "<img src=x onerror=alert(2)>";
    QVERIFY(appendClubHand(*m_db, g3, note));
}

void TestClubExports::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

qint64 TestClubExports::newGame(
        const std::array<int, 4> &seats, const QString &date, qint64 eventId)
{
    ClubGameHeader h;
    h.clubId = m_club;
    h.seasonId = m_season;
    h.eventId = eventId;
    h.title = u"Round <i>1</i>"_s;
    h.table = u"T'1"_s;
    h.playedAt = date;
    for (std::size_t s = 0; s < 4; ++s)
        h.players[s] = m_players[std::size_t(seats[s])];
    const auto id = createClubGame(*m_db, h, rules::presetRuleset("ema").value());
    if (!id)
        qFatal("%s", id.error().message.c_str());
    m_games << *id;
    return *id;
}

void TestClubExports::playOut(qint64 game)
{
    for (int i = 0; i < 30; ++i) {
        const auto g = clubGame(*m_db, game);
        if (!g || g->header.finished)
            return;
        if (!appendClubHand(*m_db, game, HandEntry::exhaustiveDraw({})))
            return;
    }
}

QString TestClubExports::read(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

void TestClubExports::splitsNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("last");
    QTest::addColumn<QString>("first");
    QTest::newRow("two words") << u"Anna Rossi"_s << u"Rossi"_s << u"Anna"_s;
    QTest::newRow("three words") << u"Anna Maria Rossi"_s << u"Rossi"_s << u"Anna Maria"_s;
    QTest::newRow("one word") << u"Bram"_s << u"Bram"_s << QString();
    QTest::newRow("comma") << u"van Dijk, Jan"_s << u"van Dijk"_s << u"Jan"_s;
    QTest::newRow("spaces") << u"  Jan   de  Vries "_s << u"Vries"_s << u"Jan de"_s;
}

void TestClubExports::splitsNames()
{
    QFETCH(QString, name);
    QFETCH(QString, last);
    QFETCH(QString, first);
    const auto [l, f] = reports::splitPlayerName(name);
    QCOMPARE(l, last);
    QCOMPARE(f, first);
}

void TestClubExports::emaResultsFollowTheStandings()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, m_season, 0 });
    QVERIFY2(scope, scope ? "" : scope.error().message.c_str());
    QCOMPARE(scope->club.id, m_club);
    QCOMPARE(scope->games.size(), 3);
    const auto rows = reports::emaResults(*scope);
    QCOMPARE(rows.size(), std::size_t(4));
    // Game 1: hostile -18.9, Rossi +18.9, Bram 0, Smith 0. Game 2 (Bram, hostile, Rossi, Smith):
    // Smith 32000 +17, hostile and Rossi 29500 -0.5 each (sharing 2nd), Bram 29000 -16.
    // Totals: Rossi 18.4, Smith 17.0, hostile -19.4, Bram -16.0.
    QCOMPARE(rows[0].lastName, u"Rossi"_s);
    QCOMPARE(rows[0].firstName, u"Anna Maria"_s);
    QCOMPARE(rows[0].emaNumber, u"04010002"_s);
    QCOMPARE(rows[0].total, 18.4);
    QCOMPARE(rows[0].rawSum, 33900 + 29500);
    QCOMPARE(rows[0].games, 2);
    QCOMPARE(rows[0].baseRank, 1000);
    QCOMPARE(rows[1].lastName, u"Smith"_s);
    QCOMPARE(rows[1].firstName, u"Dana"_s);
    QCOMPARE(rows[1].total, 17.0);
    QCOMPARE(rows[1].baseRank, 667);
    QCOMPARE(rows[2].lastName, u"Bram"_s);
    QCOMPARE(rows[2].emaNumber, QString());
    QCOMPARE(rows[2].total, -16.0);
    QCOMPARE(rows[3].total, -19.4);
    QCOMPARE(rows[3].baseRank, 0);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows[i].rank, scope->standings[i].rank);
        QCOMPARE(rows[i].total, scope->standings[i].total);
    }
}

void TestClubExports::emaCsvLayout()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, m_season, 0 });
    QVERIFY(scope);
    const QStringList lines = reports::emaResultsCsv(*scope).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
            u"Position,First name,Last name,EMA number,Table points,Score,EMA member,Country,"
            u"Games,Base rank"_s);
    QCOMPARE(lines[1], u"1,Anna Maria,Rossi,04010002,+18.4,63400,1,,2,1000"_s);
    QCOMPARE(lines[2], u"2,Dana,Smith,11990042,+17.0,62000,1,,2,667"_s);
    QCOMPARE(lines[3], u"3,,Bram,,-16.0,59000,0,,2,333"_s);
    // The hostile name: split at its last space, the quotes doubled inside a quoted field.
    QCOMPARE(lines[4],
            u"4,<script>alert(1)</script> &,\"\"\"quotes\"\"\",04010001,-19.4,55600,1,,2,0"_s);
    const QString path = m_dir->filePath(u"ema.csv"_s);
    QVERIFY(!reports::writeEmaResultsCsv(*scope, path));
    QCOMPARE(read(path), reports::emaResultsCsv(*scope));
}

void TestClubExports::eventScope()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, 0, m_event });
    QVERIFY(scope);
    QCOMPARE(scope->title, u"Night 1"_s);
    QCOMPARE(scope->games.size(), 1);
    const auto rows = reports::emaResults(*scope);
    QCOMPARE(rows.size(), std::size_t(4));
    // Bram and Smith share 2nd: rank 2 twice, the base rank averaged over places 2 and 3.
    QCOMPARE(rows[1].rank, 2);
    QVERIFY(rows[1].sharedRank);
    QCOMPARE(rows[2].rank, 2);
    QCOMPARE(rows[1].baseRank, 500);
    QCOMPARE(rows[2].baseRank, 500);
    QVERIFY(!reports::loadClubScope(*m_db, { 0, 0, 9999 }));
    QVERIFY(!reports::loadClubScope(*m_db, { 0, 9999, 0 }));
    QVERIFY(!reports::loadClubScope(*m_db, {}));
}

void TestClubExports::siteFilesAndLinks()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, m_season, 0 });
    QVERIFY(scope);
    const QString folder = m_dir->filePath(u"site/sub"_s);
    QVERIFY(!reports::writeClubSite(*scope, folder));
    QStringList expected{ u"index.html"_s, u"players.html"_s };
    for (qint64 id : std::as_const(m_games))
        expected << reports::gamePageName(id);
    const QDir dir(folder);
    for (const QString &name : std::as_const(expected))
        QVERIFY2(dir.exists(name), qPrintable(name));
    QCOMPARE(dir.entryList(QDir::Files).size(), expected.size());
    // Every link goes to a page of the site, and to an element that is there.
    static const QRegularExpression href(u"href=\"([^\"]*)\""_s);
    int links = 0;
    for (const QString &name : std::as_const(expected)) {
        const QString html = read(dir.filePath(name));
        QVERIFY(html.startsWith(u"<!DOCTYPE html>"_s));
        QVERIFY(html.contains(u"<meta charset=\"utf-8\">"_s));
        for (auto it = href.globalMatch(html); it.hasNext();) {
            const QString target = it.next().captured(1);
            const QString file = target.section(u'#', 0, 0);
            const QString anchor = target.section(u'#', 1);
            QVERIFY2(expected.contains(file), qPrintable(name + u" → "_s + target));
            if (!anchor.isEmpty())
                QVERIFY2(read(dir.filePath(file)).contains(u"id=\""_s + anchor + u'"'),
                        qPrintable(name + u" → "_s + target));
            ++links;
        }
    }
    QVERIFY(links > 20);
    // The index links every game; the game in progress is marked.
    const QString index = read(dir.filePath(u"index.html"_s));
    for (qint64 id : std::as_const(m_games))
        QVERIFY(index.contains(u"href=\""_s + reports::gamePageName(id) + u'"'));
    QVERIFY(read(dir.filePath(reports::gamePageName(m_games.last())))
                    .contains(u"class=\"provisional\""_s));
}

void TestClubExports::siteEscapesEverything()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, m_season, 0 });
    QVERIFY(scope);
    const auto pages = reports::clubSitePages(*scope);
    QVERIFY(pages);
    QCOMPARE(reports::htmlEscape(u"<a href='x'>&\"</a>"_s),
            u"&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;"_s);
    bool hostileShown = false;
    for (const auto &[name, html] : *pages) {
        QVERIFY2(!html.contains(u"<script"_s, Qt::CaseInsensitive), qPrintable(name));
        QVERIFY2(!html.contains(u"<img"_s, Qt::CaseInsensitive), qPrintable(name));
        QVERIFY2(!html.contains(u"<b>"_s) && !html.contains(u"<i>"_s), qPrintable(name));
        QVERIFY2(!html.contains(u"http://"_s) && !html.contains(u"https://"_s), qPrintable(name));
        static const QRegularExpression fetched(u"<[a-z]+[^>]*\\s(src|href)=\"[a-z]+:"_s);
        QVERIFY2(!fetched.match(html).hasMatch(), qPrintable(name));
        QVERIFY(html.contains(u"Content-Security-Policy"_s));
        hostileShown = hostileShown || html.contains(kHostileEscaped);
        QVERIFY(!html.contains(u"T'1"_s));
    }
    QVERIFY(hostileShown);
    const QString players = pages->at(1).second;
    QVERIFY(players.contains(u"<h2>"_s + kHostileEscaped + u"</h2>"_s));
    const QString provisional = pages->back().second;
    QVERIFY(provisional.contains(u"&lt;img src=x onerror=alert(2)&gt;"_s));
    QVERIFY(provisional.contains(u"T&#39;1"_s));
}

void TestClubExports::siteStandingsMatchStoredResults()
{
    const auto scope = reports::loadClubScope(*m_db, { 0, m_season, 0 });
    QVERIFY(scope);
    const auto pages = reports::clubSitePages(*scope);
    QVERIFY(pages);
    const QString index = pages->front().second;
    // The standings worked out by hand from the two finished games (see
    // emaResultsFollowTheStandings): rank, player, games, total, average, games 1st to 4th (a
    // shared 2nd counts as 2nd), average place and penalties, in the order of the ranks.
    // Game 1: Rossi 1st, Bram and Smith 2nd, the hostile name 4th; game 2: Smith 1st, the
    // hostile name and Rossi 2nd, Bram 4th.
    const QList<std::pair<qint64, QStringList>> expected{
        { m_players[1],
                { u"1"_s, u"Anna Maria Rossi"_s, u"2"_s, u"+18.4"_s, u"+9.2"_s, u"1"_s, u"1"_s,
                        u"0"_s, u"0"_s, u"1.50"_s, u"–"_s } },
        { m_players[3],
                { u"2"_s, u"Smith, Dana"_s, u"2"_s, u"+17.0"_s, u"+8.5"_s, u"1"_s, u"1"_s, u"0"_s,
                        u"0"_s, u"1.50"_s, u"–"_s } },
        { m_players[2],
                { u"3"_s, u"Bram"_s, u"2"_s, u"−16.0"_s, u"−8.0"_s, u"0"_s, u"1"_s, u"0"_s, u"1"_s,
                        u"3.00"_s, u"–"_s } },
        { m_players[0],
                { u"4"_s, kHostileEscaped, u"2"_s, u"−19.4"_s, u"−9.7"_s, u"0"_s, u"1"_s, u"0"_s,
                        u"1"_s, u"3.00"_s, u"–"_s } },
    };
    static const QRegularExpression cellText(u"<td[^>]*>(.*?)</td>"_s);
    static const QRegularExpression tags(u"<[^>]*>"_s);
    qsizetype last = -1;
    for (const auto &[player, cells] : expected) {
        const QString open = u"<tr id=\"rank-p%1\">"_s.arg(player);
        const qsizetype at = index.indexOf(open);
        QVERIFY2(at > last, qPrintable(open)); // there, and after the row ranked above it
        last = at;
        const QString row = index.mid(at, index.indexOf(u"</tr>"_s, at) - at);
        QStringList shown;
        for (auto it = cellText.globalMatch(row); it.hasNext();)
            shown << it.next().captured(1).remove(tags);
        QCOMPARE(shown, cells);
    }
    QCOMPARE(index.count(u"<tr id=\"rank-p"_s), expected.size());
}

void TestClubExports::cliExports()
{
    const QString cli = QStringLiteral(HAIFU_BIN_DIR "/haifu-cli");
    // The test depends on haifu-cli (tests/backend/CMakeLists.txt): a missing one is a failure.
    QVERIFY2(QFile::exists(cli), qPrintable(cli + u" is not built"_s));
    const QString library = m_dir->filePath(u"library.haifu"_s);
    m_db.reset(); // the CLI opens the library itself
    auto run = [&](const QStringList &args) {
        QProcess p;
        p.start(cli, QStringList{ u"club"_s } + args + QStringList{ u"--db"_s, library });
        p.waitForFinished(60000);
        return std::pair{ p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()) };
    };
    const QString csv = m_dir->filePath(u"cli-ema.csv"_s);
    auto [status, output] =
            run({ u"export-ema"_s, u"--season"_s, QString::number(m_season), u"-o"_s, csv });
    QCOMPARE(status, 0);
    QVERIFY(read(csv).startsWith(u"Position,First name,Last name,EMA number"_s));
    QCOMPARE(read(csv).count(u"\r\n"_s), 5);
    std::tie(status, output) = run({ u"export-ema"_s, u"--event"_s, QString::number(m_event) });
    QCOMPARE(status, 0);
    QVERIFY(output.contains(u"2,,Bram,,0.0,30000,0,,1,500"_s));
    const QString site = m_dir->filePath(u"cli-site"_s);
    std::tie(status, output) =
            run({ u"export-html"_s, u"--season"_s, QString::number(m_season), u"--out"_s, site });
    QCOMPARE(status, 0);
    QVERIFY(QFile::exists(site + u"/index.html"_s));
    QVERIFY(QFile::exists(site + u"/"_s + reports::gamePageName(m_games.first())));
    std::tie(status, output) = run({ u"export-html"_s, u"--season"_s, QString::number(m_season) });
    QCOMPARE(status, 2); // no --out
    std::tie(status, output) = run({ u"export-ema"_s, u"--season"_s, u"9999"_s });
    QCOMPARE(status, 1);
}

void TestClubExports::clubPageExports()
{
    // The Standings tab's buttons: the chosen season of the chosen club.
    ClubController controller;
    controller.setDatabase(m_db.get());
    controller.refresh();
    controller.directory()->setClubId(m_club);
    controller.directory()->setSeasonId(m_season);
    const QString csv = m_dir->filePath(u"page-ema.csv"_s);
    QVERIFY2(controller.sheets()->exportEmaResultsTo(csv), qPrintable(controller.errorText()));
    QVERIFY(controller.message().contains(QDir::toNativeSeparators(csv)));
    const auto scope = reports::loadClubScope(*m_db, { m_club, m_season, 0 });
    QVERIFY(scope);
    QCOMPARE(read(csv), reports::emaResultsCsv(*scope));
    QCOMPARE(controller.sheets()->suggestedName(u"ema"_s, u"csv"_s), u"ema-results.csv"_s);
    const QString site = m_dir->filePath(u"page-site"_s);
    QVERIFY2(controller.sheets()->exportWebSiteTo(site), qPrintable(controller.errorText()));
    QVERIFY(QFile::exists(site + u"/players.html"_s));
    QCOMPARE(QDir(site).entryList(QDir::Files).size(), 2 + m_games.size());
    // A folder that cannot be made: an error, nothing claimed.
    QFile blocker(m_dir->filePath(u"blocker"_s));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(!controller.sheets()->exportWebSiteTo(blocker.fileName() + u"/site"_s));
    QVERIFY(!controller.errorText().isEmpty());
}

HAIFU_TEST_GUILESS_MAIN(TestClubExports)
#include "tst_clubexports.moc"
