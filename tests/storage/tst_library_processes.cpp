#include "formats/clubledger.h"
#include "formats/recordio.h"
#include "sharedrecords.h"
#include "storage/annotations.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"

#include "testmain.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

// The library under several processes: an import (parallel, batches of games per transaction)
// killed with SIGKILL at random moments leaves a sound library with no half-stored game and every
// game it reported as stored, and completes when run again; two processes writing
// annotations to one library at the same time lose nothing; a process entering club hands killed
// at random moments leaves every committed hand in place and the game replaying.
//
// The test executable doubles as the second app instance: run with --annotate-helper it writes
// annotations to a library and exits, with --club-helper it appends club hands until killed
// (see main() below).
class TestLibraryProcesses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cliJson();
    void killedImports();
    void twoInstancesAnnotate();
    void killedClubAppends();

private:
    static QString cli() { return QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"); }
    QStringList importSources();

    QTemporaryDir m_dir;
};

void TestLibraryProcesses::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The tests depend on haifu-cli (tests/storage/CMakeLists.txt): a missing one is a failure.
    QVERIFY2(QFileInfo::exists(cli()), qPrintable(cli() + u" is not built"_s));
}

// What the kill test imports: the bundled records and the shared corpus. Without the corpus
// (outside CI) the bundled records alone import in about 100 ms, mostly start-up, and kills would
// seldom land between two stored games; so each bundled record is also written as the games that
// start at each of its later hands (other deals: other games to the library), enough games for
// the kills to land in the middle.
QStringList TestLibraryProcesses::importSources()
{
    const QString bundled = QStringLiteral(HAIFU_STORAGE_DATA "/records");
    if (test::sharedRecordsPresent())
        return { bundled, test::sharedRecordsDir() };
    const QString later = m_dir.filePath(u"later-hands"_s);
    if (!QDir(later).exists()) {
        QDir().mkpath(later);
        const QDir dir(bundled);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            const auto record = formats::readRecordFile(dir.filePath(name));
            if (!record)
                qFatal("%s", record.error().message.c_str());
            for (std::size_t first = 1; first < record->kyoku.size(); ++first) {
                game::Record from = *record;
                from.kyoku.erase(from.kyoku.begin(), from.kyoku.begin() + std::ptrdiff_t(first));
                const auto json = formats::writeTenhouJson(from);
                if (!json)
                    qFatal("%s", json.error().message.c_str());
                QFile file(later
                        + u"/%1-from-%2.json"_s.arg(QFileInfo(name).completeBaseName()).arg(first));
                if (!file.open(QIODevice::WriteOnly) || file.write(*json) != json->size())
                    qFatal("cannot write %s", qPrintable(file.fileName()));
            }
        }
    }
    return { bundled, later };
}

// haifu-cli library with --json: one JSON object per command, scriptable end to end.
void TestLibraryProcesses::cliJson()
{
    const QString db = m_dir.filePath(u"cli.haifu"_s);
    auto run = [&](const QStringList &args, int expectedExit = 0) {
        QProcess p;
        p.start(cli(), QStringList{ u"library"_s, u"--db"_s, db, u"--json"_s } + args);
        p.waitForFinished(60000);
        const QByteArray out = p.readAllStandardOutput();
        if (p.exitCode() != expectedExit)
            qWarning("%s\n%s", out.constData(), p.readAllStandardError().constData());
        [&] { QCOMPARE(p.exitCode(), expectedExit); }();
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
        [&] { QVERIFY2(doc.isObject(), out.constData()); }();
        return doc.object();
    };
    const QString records = QStringLiteral(HAIFU_STORAGE_DATA "/records");
    QJsonObject o = run({ u"import"_s, records });
    QCOMPARE(o[u"imported"_s].toInt(), 14);
    QCOMPARE(o[u"duplicates"_s].toInt(), 2);
    QCOMPARE(o[u"files"_s].toArray().size(), 16);
    QCOMPARE(o[u"files"_s].toArray()[0].toObject()[u"status"_s].toString(), u"imported"_s);

    // A broken file among good ones: reported, the others still imported, exit status 1.
    const QString broken = m_dir.filePath(u"broken.json"_s);
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"log\": [[");
    f.close();
    o = run({ u"import"_s, broken, records + u"/dnov__bye.xml"_s }, 1);
    QCOMPARE(o[u"failed"_s].toInt(), 1);
    QCOMPARE(o[u"duplicates"_s].toInt(), 1);
    QVERIFY(!o[u"files"_s].toArray()[0].toObject()[u"error"_s].toString().isEmpty());

    o = run({ u"search"_s, u"--players"_s, u"3"_s });
    QCOMPARE(o[u"total"_s].toInt(), 2);
    o = run({ u"list"_s, u"--limit"_s, u"5"_s });
    QCOMPARE(o[u"games"_s].toArray().size(), 5);
    QVERIFY(o[u"more"_s].toBool());
    const int game = o[u"games"_s].toArray()[0].toObject()[u"id"_s].toInt();
    QVERIFY(game > 0);

    o = run({ u"annotate"_s, QString::number(game), u"0"_s, u"4"_s, u"--seat"_s, u"1"_s,
            u"--text"_s, u"Should have folded"_s, u"--mark"_s, u"?"_s, u"--alt"_s, u"7z"_s,
            u"--bookmark"_s });
    QCOMPARE(o[u"mark"_s].toString(), u"?"_s);
    QCOMPARE(o[u"alternative"_s].toString(), u"7z"_s);
    o = run({ u"annotate"_s, QString::number(game), u"0"_s, u"4"_s, u"--seat"_s, u"1"_s,
            u"--mark"_s, u"??"_s });
    QCOMPARE(o[u"text"_s].toString(), u"Should have folded"_s); // edited in place
    QVERIFY(run({ u"annotate"_s, QString::number(game), u"0"_s, u"4"_s, u"--mark"_s, u"x"_s }, 1)
                    .contains(u"error"_s));
    o = run({ u"search"_s, u"--text"_s, u"folded"_s });
    QCOMPARE(o[u"total"_s].toInt(), 1);
    o = run({ u"show"_s, QString::number(game) });
    QCOMPARE(o[u"annotation_list"_s].toArray().size(), 1);

    QVERIFY(run({ u"tag"_s, QString::number(game), u"review"_s }).value(u"tag"_s) == u"review"_s);
    o = run({ u"search"_s, u"--tag"_s, u"review"_s });
    QCOMPARE(o[u"total"_s].toInt(), 1);

    o = run({ u"stats"_s, u"Aさん"_s });
    QVERIFY(o[u"games"_s].toInt() >= 3);
    QVERIFY(o.contains(u"win_rate"_s) && o.contains(u"average_placement"_s));
    o = run({ u"stats"_s, u"--limit"_s, u"3"_s });
    QCOMPARE(o[u"players"_s].toArray().size(), 3);

    const QString backup = m_dir.filePath(u"cli-backup.haifu"_s);
    QCOMPARE(run({ u"backup"_s, backup })[u"backup"_s].toString(), backup);
    QVERIFY(run({ u"annotate"_s, QString::number(game), u"0"_s, u"4"_s, u"--seat"_s, u"1"_s,
                        u"--remove"_s })
                    .value(u"removed"_s)
                    .toBool());
    QCOMPARE(run({ u"restore"_s, backup })[u"restored"_s].toString(), backup);
    o = run({ u"check"_s });
    QVERIFY(o[u"ok"_s].toBool());
    QCOMPARE(o[u"games"_s].toInt(), 14);
    QCOMPARE(o[u"annotations"_s].toInt(), 1);

    // Usage errors exit with 2; a library that is not one is an error value.
    QProcess usage;
    usage.start(cli(), { u"library"_s, u"--db"_s, db, u"search"_s, u"--min-han"_s, u"x"_s });
    usage.waitForFinished();
    QCOMPARE(usage.exitCode(), 2);
    o = run({ u"check"_s }, 0);
    QVERIFY(run({ u"list"_s }, 0).contains(u"games"_s));
    QProcess notLibrary;
    notLibrary.start(cli(), { u"library"_s, u"--db"_s, broken, u"--json"_s, u"list"_s });
    notLibrary.waitForFinished();
    QCOMPARE(notLibrary.exitCode(), 1);
    QVERIFY(QJsonDocument::fromJson(notLibrary.readAllStandardOutput())
                    .object()
                    .contains(u"error"_s));
}

void TestLibraryProcesses::killedImports()
{
    // CI has the shared corpus; elsewhere the bundled records' later hands stand in for it.
    if (test::sharedRecordsRequired())
        QVERIFY2(test::sharedRecordsPresent(),
                qPrintable(u"CI is set but the shared records corpus is missing: "_s
                        + test::sharedRecordsDir()));
    const QStringList sources = importSources();
    const QString db = m_dir.filePath(u"killed.haifu"_s);
    // Not quiet: haifu-cli prints each game once its batch is committed, so every game printed
    // before the kill must be in the library afterwards, whole.
    const QStringList args = QStringList{ u"library"_s, u"--db"_s, db, u"import"_s } + sources;

    // How long a complete import takes, to spread the kills over it.
    const QString reference = m_dir.filePath(u"reference.haifu"_s);
    QElapsedTimer timer;
    timer.start();
    QProcess full;
    full.start(cli(),
            QStringList{ u"library"_s, u"--db"_s, reference, u"import"_s, u"--quiet"_s } + sources);
    QVERIFY(full.waitForFinished(60000));
    QCOMPARE(full.exitCode(), 0);
    const int fullMs = std::max<int>(50, int(timer.elapsed()));
    qint64 expectedGames = 0;
    {
        Database ref;
        QVERIFY(!ref.open(reference));
        expectedGames = countGames(ref).value();
    }
    QVERIFY(expectedGames > 10);

    QRandomGenerator random(20261121);
    int killedMidway = 0;
    int partial = 0; // kills that left some but not all games stored
    int reportedBeforeKill = 0; // games printed as stored by imports that were then killed
    static const QRegularExpression stored(u"^(?:imported|duplicate) +#(\\d+) "_s);
    for (int round = 0; round < 30; ++round) {
        if (round % 3 == 0 || round % 2 == 1) {
            // Start again from nothing now and then, so that kills land on new games (and
            // always before a kill that waits for stored games, below).
            for (const QString &suffix : { QString(), u"-wal"_s, u"-shm"_s })
                QFile::remove(db + suffix);
        }
        QProcess import;
        // The import is parallel (a worker per core) and writes batches of games per
        // transaction (the corpus fits one default batch); small batches in the rounds that
        // wait for stored games and in half the others, so that kills land in open batches
        // after others were committed.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (round % 2 == 1 || round % 4 == 0)
            env.insert(u"HAIFU_IMPORT_BATCH_GAMES"_s, u"3"_s);
        env.insert(u"LC_ALL"_s, u"C"_s); // the English lines below
        env.remove(u"LANGUAGE"_s);
        import.setProcessEnvironment(env);
        import.start(cli(), args);
        QVERIFY(import.waitForStarted());
        QByteArray output;
        if (round % 2 == 0) {
            // At any moment, start-up included.
            QTest::qSleep(int(random.bounded(fullMs + 30)));
        } else {
            // Once some games are reported stored, however slow the machine is: these kills
            // land in the middle of the import (the library part-filled).
            const int wanted = 1 + int(random.bounded(int(expectedGames / 2)));
            QElapsedTimer waited;
            waited.start();
            auto storedSoFar = [&] {
                int n = 0;
                for (const QByteArray &line : output.split('\n'))
                    n += stored.match(QString::fromUtf8(line)).hasMatch() ? 1 : 0;
                return n;
            };
            while (import.state() == QProcess::Running && waited.elapsed() < 30000
                    && storedSoFar() < wanted) {
                import.waitForReadyRead(50);
                output += import.readAllStandardOutput();
            }
        }
        bool killed = false;
        if (import.state() == QProcess::Running) {
            ::kill(pid_t(import.processId()), SIGKILL);
            ++killedMidway;
            killed = true;
        }
        QVERIFY(import.waitForFinished(30000));
        output += import.readAllStandardOutput();
        QList<qint64> reported;
        for (const QByteArray &line : output.split('\n')) {
            const auto match = stored.match(QString::fromUtf8(line));
            if (match.hasMatch())
                reported << match.captured(1).toLongLong();
        }
        if (killed)
            reportedBeforeKill += int(reported.size());

        // The library is sound and holds whole games only.
        Database check;
        const auto openError = check.open(db);
        if (openError && !QFileInfo::exists(db))
            continue; // killed before the file was created
        QVERIFY2(!openError, openError ? openError->message.c_str() : "");
        const auto report = checkLibrary(check);
        QVERIFY2(report, report ? "" : report.error().message.c_str());
        QVERIFY2(report->ok, qPrintable(report->problems.join(u'\n')));
        QCOMPARE(check.scalar(u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        const int orphans =
                check.scalar(u"SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 "
                             "FROM game_players gp WHERE gp.game_id = g.id) OR NOT "
                             "EXISTS (SELECT 1 FROM originals o WHERE o.game_id = g.id)"_s)
                        .toInt();
        QCOMPARE(orphans, 0);
        // Every game printed as stored (its batch committed) survived the kill.
        for (const qint64 id : std::as_const(reported)) {
            QCOMPARE(check.scalar(u"SELECT count(*) FROM games g WHERE g.id = %1 AND EXISTS "
                                  "(SELECT 1 FROM originals o WHERE o.game_id = g.id) AND "
                                  "EXISTS (SELECT 1 FROM game_players gp WHERE gp.game_id = g.id)"_s
                                          .arg(id))
                             .toInt(),
                    1);
        }
        const qint64 inLibrary = countGames(check).value();
        QVERIFY(inLibrary <= expectedGames);
        if (inLibrary > 0 && inLibrary < expectedGames)
            ++partial;
    }
    qInfo("%d of 30 imports killed while running, %d with the library part-filled, %d games "
          "reported stored before a kill (a full import takes %d ms)",
            killedMidway, partial, reportedBeforeKill, fullMs);
    // The point of the test: kills landed between stored games, and what was reported stored
    // before a kill was found whole above.
    QVERIFY2(
            partial >= 5, qPrintable(u"only %1 kills left the library part-filled"_s.arg(partial)));
    QVERIFY(reportedBeforeKill > 0);
    QVERIFY2(
            killedMidway >= 10, qPrintable(u"only %1 kills landed mid-import"_s.arg(killedMidway)));

    // Running the import again completes it.
    QProcess again;
    again.start(cli(), args);
    QVERIFY(again.waitForFinished(60000));
    QCOMPARE(again.exitCode(), 0);
    Database check;
    QVERIFY(!check.open(db));
    QCOMPARE(countGames(check).value(), expectedGames);
    QVERIFY(checkLibrary(check)->ok);
}

void TestLibraryProcesses::twoInstancesAnnotate()
{
    const QString db = m_dir.filePath(u"shared.haifu"_s);
    {
        Database library;
        QVERIFY(!library.open(db));
        Importer importer(library);
        const ImportReport report =
                importer.importPaths({ QStringLiteral(HAIFU_STORAGE_DATA "/records") });
        QCOMPARE(report.failed, 0);
    }
    const int perProcess = 150;
    QList<QProcess *> helpers;
    for (int seat = 0; seat < 2; ++seat) {
        auto *p = new QProcess(this);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QCoreApplication::applicationFilePath(),
                HaifuTest::selfArguments()
                        + QStringList{ u"--annotate-helper"_s, db, QString::number(seat),
                                QString::number(perProcess) });
        helpers << p;
    }
    // Meanwhile this process reads and searches the library.
    Database reader;
    QVERIFY(!reader.open(db));
    int reads = 0;
    while (helpers[0]->state() != QProcess::NotRunning
            || helpers[1]->state() != QProcess::NotRunning) {
        QVERIFY(searchAnnotations(reader, u"instance"_s));
        ++reads;
        QTest::qWait(5);
    }
    for (QProcess *p : helpers) {
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 0);
    }
    QVERIFY(reads > 0);

    // Every annotation of both instances is there; the shared one has both instances' fields.
    QCOMPARE(reader.scalar(u"SELECT count(*) FROM annotations WHERE seat IN (0, 1)"_s).toInt(),
            2 * perProcess);
    QCOMPARE(searchAnnotations(reader, u"alpha"_s, 1000).value().size(), perProcess);
    QCOMPARE(searchAnnotations(reader, u"bravo"_s, 1000).value().size(), perProcess);
    const auto shared = annotation(reader, AnnotationKey{ 1, 0, 0, -1 });
    QVERIFY(shared && shared->has_value());
    QCOMPARE((*shared)->text, u"text from instance 0, edit %1"_s.arg(perProcess - 1));
    QCOMPARE((*shared)->mark, u"!?"_s);
    const auto report = checkLibrary(reader);
    QVERIFY(report && report->ok);
}

// The hand the club helper appends as hand `i`: abortive draws and all-tenpai draws, which never
// end a Tenhou game, each with its number in the note.
static club::HandEntry clubHelperEntry(int i)
{
    club::HandEntry e = i % 2 == 0 ? club::HandEntry::abortiveDraw()
                                   : club::HandEntry::exhaustiveDraw({ true, true, true, true });
    e.note = "hand " + std::to_string(i);
    return e;
}

void TestLibraryProcesses::killedClubAppends()
{
    const QString db = m_dir.filePath(u"club.haifu"_s);
    qint64 game = 0;
    {
        Database library;
        QVERIFY(!library.open(db));
        const qint64 club = createClub(library, Club{ 0, u"Kill club"_s, {} }).value();
        ClubGameHeader header;
        header.clubId = club;
        for (int i = 0; i < 4; ++i) {
            header.players[std::size_t(i)] =
                    addClubPlayer(library, ClubPlayer{ 0, club, u"P%1"_s.arg(i), {}, {} }).value();
        }
        game = createClubGame(library, header, rules::presetRuleset("tenhou").value()).value();
    }
    QRandomGenerator random(20261123);
    int before = 0; // hands stored before the round
    int killedMidway = 0;
    for (int round = 0; round < 8; ++round) {
        QProcess helper;
        helper.start(QCoreApplication::applicationFilePath(),
                HaifuTest::selfArguments()
                        + QStringList{ u"--club-helper"_s, db, QString::number(game) });
        QVERIFY(helper.waitForStarted());
        QTest::qSleep(100 + int(random.bounded(400)));
        if (helper.state() == QProcess::Running) {
            ::kill(pid_t(helper.processId()), SIGKILL);
            ++killedMidway;
        }
        QVERIFY(helper.waitForFinished(30000));
        // The helper prints the index of each hand once its transaction has committed.
        int lastCommitted = before - 1;
        for (const QByteArray &line : helper.readAllStandardOutput().split('\n')) {
            if (!line.trimmed().isEmpty())
                lastCommitted = std::max(lastCommitted, line.trimmed().toInt());
        }

        Database check;
        QVERIFY(!check.open(db));
        QCOMPARE(check.scalar(u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        const auto report = checkLibrary(check);
        QVERIFY2(report && report->ok, report ? qPrintable(report->problems.join(u'\n')) : "");
        const auto stored = clubGame(check, game);
        QVERIFY2(stored, stored ? "" : stored.error().message.c_str());
        const int hands = int(stored->game.entries.size());
        // Every committed hand is there; at most one more committed just before the kill.
        QVERIFY2(hands >= lastCommitted + 1 && hands <= lastCommitted + 2,
                qPrintable(u"%1 hands stored, %2 reported"_s.arg(hands).arg(lastCommitted + 1)));
        QCOMPARE(stored->header.handCount, hands);
        for (int i = 0; i < hands; ++i) {
            QCOMPARE(formats::handEntryToJson(stored->game.entries[std::size_t(i)]),
                    formats::handEntryToJson(clubHelperEntry(i)));
        }
        const auto state = club::scoreGame(stored->game);
        QVERIFY2(state, state ? "" : state.error().message.c_str());
        QCOMPARE(int(state->hands.size()), hands);
        QCOMPARE(check.scalar(u"SELECT min(hands) FROM club_results"_s).toInt(), hands);
        QCOMPARE(check.scalar(u"SELECT max(hands) FROM club_results"_s).toInt(), hands);
        QCOMPARE(clubAudit(check, game)->size(), 1 + hands);
        before = hands;
    }
    qInfo("%d of 8 club helpers killed while appending; %d hands stored", killedMidway, before);
    QVERIFY(killedMidway >= 6);
    QVERIFY(before >= 8);
}

// Appends club hands to `game` until killed, printing each committed index.
static int clubHelper(const QString &path, qint64 game)
{
    Database db;
    if (auto error = db.open(path)) {
        qWarning("%s", error->message.c_str());
        return 1;
    }
    for (int n = 0; n < 100000; ++n) {
        const auto g = clubGame(db, game);
        if (!g) {
            qWarning("%s", g.error().message.c_str());
            return 1;
        }
        const auto index = appendClubHand(db, game, clubHelperEntry(int(g->game.entries.size())));
        if (!index) {
            qWarning("%s", index.error().message.c_str());
            return 1;
        }
        std::printf("%d\n", *index);
        std::fflush(stdout);
    }
    return 0;
}

// The second app instance: writes `count` annotations of its own (seat = instance) and keeps
// editing one shared annotation: instance 0 its text, instance 1 its mark.
static int annotateHelper(const QString &path, int instance, int count)
{
    Database db;
    if (auto error = db.open(path)) {
        qWarning("%s", error->message.c_str());
        return 1;
    }
    const QStringList marks = annotationMarks();
    for (int i = 0; i < count; ++i) {
        AnnotationEdit own;
        own.text =
                u"note %1 from instance %2"_s.arg(i).arg(instance == 0 ? u"alpha"_s : u"bravo"_s);
        own.bookmark = (i % 7 == 0);
        const qint64 game = 1 + i % 5;
        if (auto saved = editAnnotation(db, AnnotationKey{ game, 0, i, instance }, own); !saved) {
            qWarning("%s", saved.error().message.c_str());
            return 1;
        }
        AnnotationEdit sharedEdit;
        if (instance == 0)
            sharedEdit.text = u"text from instance 0, edit %1"_s.arg(i);
        else
            sharedEdit.mark = (i == count - 1) ? u"!?"_s : marks[i % marks.size()];
        if (auto saved = editAnnotation(db, AnnotationKey{ 1, 0, 0, -1 }, sharedEdit); !saved) {
            qWarning("%s", saved.error().message.c_str());
            return 1;
        }
    }
    return 0;
}

namespace {

// The test, or one of its helper processes (started with its arguments after the test's name).
int testLibraryProcessesMain(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && qstrcmp(argv[1], "--club-helper") == 0)
        return clubHelper(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toLongLong());
    if (argc == 5 && qstrcmp(argv[1], "--annotate-helper") == 0)
        return annotateHelper(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toInt(),
                QByteArray(argv[4]).toInt());
    TestLibraryProcesses test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

const bool registered = HaifuTest::registerTest(__FILE__, testLibraryProcessesMain);

} // namespace

#include "tst_library_processes.moc"
