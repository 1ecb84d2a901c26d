// Nothing a user wrote is ever lost, in the library and in the files Haifu writes:
//  * transactions nest (savepoints), so that a step of several writes is stored whole or not at
//    all: `haifu-cli club import` of a ledger whose 5th hand the library refuses stores nothing
//    (and a retry after the fix stores exactly one game); a .haifu file whose 3rd note cannot be
//    stored adds neither its game nor any note (readNotesFile and `haifu-cli export --read`);
//  * files are written to a temporary file, synced and renamed (storage::saveFile): a write that
//    fails part way (a file size limit standing in for a full disk, /dev/full, a folder that is a
//    file) is an error with a non-zero exit and leaves the old file byte for byte, for every
//    writer of haifu-cli (club to-ledger, club sheet as CSV and PDF, export, convert) and for
//    standard output;
//  * a backup is synced before it is renamed over the old one, and its folder after;
//  * opening another application's SQLite file is refused without changing a byte of it (its
//    journal mode stays), and the library runs with synchronous=FULL.
//
// Tests run as root here, so file permissions stop nothing: the failures are made with
// RLIMIT_FSIZE (writes past the limit fail with EFBIG, as on a full disk), /dev/full and a path
// under a regular file.
#include "reports/notesfile.h"
#include "storage/annotations.h"
#include "storage/club.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/maintenance.h"
#include "storage/savefile.h"

#include "testmain.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::storage;

namespace {

QString cli()
{
    return QStringLiteral(HAIFU_BIN_DIR "/haifu-cli");
}

QString recordPath()
{
    return QStringLiteral(HAIFU_TEST_DATA "/records/reviewer__double_ron.json");
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

// haifu-cli with `args`; `fileSizeLimit` > 0 caps the size of every file it writes (RLIMIT_FSIZE,
// SIGXFSZ ignored: a write past it fails with EFBIG, as a write on a full disk fails);
// `stdoutFile` redirects standard output.
Run runCli(const QStringList &args, long fileSizeLimit = 0, const QString &stdoutFile = {})
{
    QProcess process;
    if (fileSizeLimit > 0) {
        process.setChildProcessModifier([fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit = { rlim_t(fileSizeLimit), rlim_t(fileSizeLimit) };
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    }
    if (!stdoutFile.isEmpty())
        process.setStandardOutputFile(stdoutFile);
    process.start(cli(), args);
    if (!process.waitForStarted())
        return { -1, {}, u"did not start"_s };
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError()) };
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "<missing>";
    return file.readAll();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The names in a folder, to see that no temporary file is left behind.
QStringList namesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

qint64 count(const Database &db, const QString &table)
{
    return db.scalar(u"SELECT count(*) FROM "_s + table).toLongLong();
}

// Six hands of an EMA game that the engine takes (draws and abortive draws).
const QByteArray kSixHands = R"({
  "format": "haifu-club-ledger", "version": 1, "rules": "ema",
  "players": ["Anna", "Bob", "Chie", "Dan"], "event": "Atomic night", "date": "2026-11-20",
  "hands": [
    {"result": "draw", "tenpai": [1]},
    {"result": "abortive", "reason": "four_winds"},
    {"result": "draw", "tenpai": [0, 2]},
    {"result": "draw", "tenpai": []},
    {"result": "abortive", "reason": "nine_terminals"},
    {"result": "draw", "tenpai": [3]}
  ]
})";

// A .haifu file of the double-ron record with four notes; `thirdKyoku` is the kyoku of the 3rd.
QByteArray notesFile(int thirdKyoku)
{
    const QJsonObject record = QJsonDocument::fromJson(contentOf(recordPath())).object();
    QJsonArray notes;
    const int steps[] = { 5, 9, 12, 15 };
    for (int i = 0; i < 4; ++i) {
        notes.append(QJsonObject{ { u"kyoku"_s, i == 2 ? thirdKyoku : 0 }, { u"step"_s, steps[i] },
                { u"seat"_s, -1 }, { u"text"_s, u"note %1"_s.arg(i + 1) }, { u"mark"_s, u""_s },
                { u"alternative"_s, u""_s }, { u"bookmark"_s, false } });
    }
    const QJsonObject root{ { u"format"_s, u"haifu-notes"_s }, { u"version"_s, 1 },
        { u"game"_s, QJsonObject{ { u"title"_s, u"Atomic"_s } } }, { u"record"_s, record },
        { u"annotations"_s, notes } };
    return QJsonDocument(root).toJson();
}

QStringList s_synced; // what storage::saveFile and backupLibrary synced, in order
QString s_backup;

} // namespace

class TestNothingLost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nestedTransactions();
    void clubImportIsAtomic();
    void notesImportIsAtomic();
    void saveFileKeepsTheOldFile();
    void cliWritesNeverTruncate();
    void standardOutputFailureIsAnError();
    void backupIsSyncedBeforeTheRename();
    void foreignDatabaseIsLeftAlone();
    void librarySyncsEveryCommit();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestNothingLost::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo::exists(cli()), "haifu-cli is not built");
    QVERIFY(QFileInfo::exists(recordPath()));
}

// A Transaction opened inside another is a savepoint: its commit is undone by the outer rollback,
// its rollback undoes only its own writes.
void TestNothingLost::nestedTransactions()
{
    Database db;
    QVERIFY(!db.open(path(u"nested.haifu"_s)));
    QVERIFY(!db.inTransaction());
    {
        Transaction outer(db);
        QVERIFY(!outer.beginError());
        QVERIFY(!db.exec(u"INSERT INTO tags (name) VALUES ('outer')"_s));
        {
            Transaction inner(db);
            QVERIFY(!inner.beginError());
            QVERIFY(!db.exec(u"INSERT INTO tags (name) VALUES ('inner')"_s));
            QVERIFY(!inner.commit());
        }
        QVERIFY(db.inTransaction());
        // outer is rolled back on leaving the scope
    }
    QVERIFY(!db.inTransaction());
    QCOMPARE(count(db, u"tags"_s), 0);
    {
        Transaction outer(db);
        QVERIFY(!db.exec(u"INSERT INTO tags (name) VALUES ('kept')"_s));
        {
            Transaction inner(db);
            QVERIFY(!db.exec(u"INSERT INTO tags (name) VALUES ('undone')"_s));
            inner.rollback();
        }
        QVERIFY(!outer.commit());
    }
    QCOMPARE(db.scalar(u"SELECT group_concat(name) FROM tags"_s).toString(), u"kept"_s);
    // Storage calls keep their own transaction and nest inside the caller's.
    {
        Transaction outer(db);
        QVERIFY(createClub(db, Club{ 0, u"Nested club"_s, {} }));
    }
    QCOMPARE(count(db, u"clubs"_s), 0);
}

void TestNothingLost::clubImportIsAtomic()
{
    const QString db = path(u"club-import.haifu"_s);
    const QString ledger = path(u"six-hands.json"_s);
    writeFile(ledger, kSixHands);
    {
        Database library;
        QVERIFY(!library.open(db));
        // The library refuses the 5th hand (as a full disk or a lost lock would).
        QVERIFY(!library.exec(u"CREATE TRIGGER refuse_fifth BEFORE INSERT ON club_hands WHEN "
                              "NEW.idx = 4 BEGIN SELECT RAISE(ABORT, 'hand refused by the test'); "
                              "END"_s));
    }
    const QStringList import = { u"club"_s, u"import"_s, ledger, u"--db"_s, db, u"--club"_s,
        u"Atomic club"_s, u"--season"_s, u"Autumn"_s };
    for (int attempt = 0; attempt < 2; ++attempt) {
        const Run r = runCli(import);
        QCOMPARE(r.exitCode, 1);
        Database library;
        QVERIFY(!library.open(db));
        for (const QString &table : { u"club_games"_s, u"club_hands"_s, u"club_audit"_s,
                     u"club_results"_s, u"clubs"_s, u"club_players"_s, u"seasons"_s })
            QVERIFY2(count(library, table) == 0, qPrintable(table));
        QVERIFY2(r.err.contains(u"hand refused by the test"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"nothing was stored"_s), qPrintable(r.err));
    }
    {
        Database library;
        QVERIFY(!library.open(db));
        QVERIFY(!library.exec(u"DROP TRIGGER refuse_fifth"_s));
    }
    const Run r = runCli(import);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    Database library;
    QVERIFY(!library.open(db));
    QCOMPARE(count(library, u"club_games"_s), 1);
    QCOMPARE(count(library, u"club_hands"_s), 6);
    const auto games = clubGames(library);
    QVERIFY(games);
    QCOMPARE(games->size(), 1);
    QCOMPARE(games->front().handCount, 6);
    QCOMPARE(games->front().playerNames[0], u"Anna"_s);
    QVERIFY(checkLibrary(library)->ok);
}

void TestNothingLost::notesImportIsAtomic()
{
    // The 3rd note is at kyoku 1 of a game of one kyoku: the library refuses it.
    const QByteArray bad = notesFile(1);
    {
        Database db;
        QVERIFY(!db.open(path(u"notes-direct.haifu"_s)));
        const auto read = reports::readNotesFile(db, bad, u"bad.haifu"_s);
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error().message).contains(u"note 3"_s),
                read.error().message.c_str());
        for (const QString &table :
                { u"games"_s, u"originals"_s, u"game_players"_s, u"players"_s, u"annotations"_s })
            QVERIFY2(count(db, table) == 0, qPrintable(table));
    }

    const QString db = path(u"notes-cli.haifu"_s);
    const QString file = path(u"bad.haifu"_s);
    writeFile(file, bad);
    Run r = runCli({ u"export"_s, u"--db"_s, db, u"--read"_s, file });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"note 3"_s), qPrintable(r.err));
    {
        Database library;
        QVERIFY(!library.open(db));
        QCOMPARE(count(library, u"games"_s), 0);
        QCOMPARE(count(library, u"annotations"_s), 0);
    }
    // Fixed, the file goes in whole: the game and its four notes.
    writeFile(file, notesFile(0));
    r = runCli({ u"export"_s, u"--db"_s, db, u"--read"_s, file });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    Database library;
    QVERIFY(!library.open(db));
    QCOMPARE(count(library, u"games"_s), 1);
    QCOMPARE(count(library, u"annotations"_s), 4);
}

// storage::saveFile in this process: a write that fails part way (RLIMIT_FSIZE) leaves the old
// file and no temporary; a path under a regular file and a folder are errors.
void TestNothingLost::saveFileKeepsTheOldFile()
{
    const QString folder = path(u"save"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString target = folder + u"/ledger.json"_s;
    const QByteArray old = "{\"the\": \"old ledger\"}\n";
    QVERIFY(!saveFile(target, old));
    QCOMPARE(contentOf(target), old);

    const QByteArray big(64 * 1024, 'x');
    struct rlimit saved = {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = { 4096, saved.rlim_max };
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const auto error = saveFile(target, big);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previousHandler);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"File too large"_s),
            error->message.c_str());
    QVERIFY2(QString::fromStdString(error->message).contains(target), error->message.c_str());
    QCOMPARE(contentOf(target), old);
    QCOMPARE(namesIn(folder), QStringList{ u"ledger.json"_s });

    const auto underFile = saveFile(target + u"/inside.json"_s, old);
    QVERIFY(underFile);
    QVERIFY2(QString::fromStdString(underFile->message).contains(u"Not a directory"_s),
            underFile->message.c_str());
    QVERIFY(saveFile(folder, old));
    QCOMPARE(namesIn(folder), QStringList{ u"ledger.json"_s });

    // A device is written in place and its failure reported (never replaced by a rename).
    const auto full = saveFile(u"/dev/full"_s, old);
    QVERIFY(full);
    QVERIFY2(QString::fromStdString(full->message).contains(u"No space left on device"_s),
            full->message.c_str());
    struct stat info = {};
    QCOMPARE(stat("/dev/full", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
    QVERIFY(!saveFile(u"/dev/null"_s, old));
}

// Every writer of haifu-cli: a write that fails part way is exit 1 with the reason, and the file
// that was there is left byte for byte (the old code truncated it first and exited 0).
void TestNothingLost::cliWritesNeverTruncate()
{
    const QString folder = path(u"cli-out"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString ledger = folder + u"/game.json"_s;
    writeFile(ledger, kSixHands);

    // A library game for `export`. The library stays open here, so that its -wal and -shm files
    // exist at their full size while haifu-cli runs under the file size limit (it only reads).
    const QString db = path(u"cli-out.haifu"_s);
    QCOMPARE(runCli({ u"library"_s, u"--db"_s, db, u"import"_s, recordPath() }).exitCode, 0);
    Database library;
    QVERIFY(!library.open(db));

    struct Case
    {
        QString name;
        QStringList args; // the output file is appended after -o
        QString output;
    };
    const QList<Case> cases = {
        { u"to-ledger"_s, { u"club"_s, u"to-ledger"_s, recordPath() }, u"ledger.json"_s },
        { u"sheet csv"_s, { u"club"_s, u"sheet"_s, ledger, u"--to"_s, u"csv"_s }, u"sheet.csv"_s },
        { u"sheet pdf"_s, { u"club"_s, u"sheet"_s, ledger, u"--to"_s, u"pdf"_s }, u"sheet.pdf"_s },
        { u"export haifu"_s, { u"export"_s, u"--db"_s, db, u"1"_s, u"--to"_s, u"haifu"_s },
                u"game.haifu"_s },
        { u"export pdf"_s, { u"export"_s, u"--db"_s, db, u"1"_s, u"--to"_s, u"pdf"_s },
                u"report.pdf"_s },
        { u"convert"_s, { u"convert"_s, recordPath(), u"--to"_s, u"mjai"_s }, u"game.mjson"_s },
    };
    for (const Case &c : cases) {
        const QString out = folder + u'/' + c.output;
        // A good file first, written without a limit.
        Run r = runCli(c.args + QStringList{ u"-o"_s, out });
        QVERIFY2(r.exitCode == 0, qPrintable(c.name + u": "_s + r.err));
        const QByteArray good = contentOf(out);
        QVERIFY2(good.size() > 1024, qPrintable(c.name));
        const QStringList before = namesIn(folder);

        // The same again with writes capped at 1 KB (a full disk): refused, the old file stays.
        r = runCli(c.args + QStringList{ u"-o"_s, out }, 1024);
        QVERIFY2(r.exitCode == 1, qPrintable(c.name + u": exit "_s + QString::number(r.exitCode)));
        QVERIFY2(r.err.contains(u"Cannot write "_s + out + u": File too large"_s),
                qPrintable(c.name + u": "_s + r.err));
        QVERIFY2(contentOf(out) == good, qPrintable(c.name));
        QCOMPARE(namesIn(folder), before);

        // Onto /dev/full: the device says no, and it is not replaced by a file.
        r = runCli(c.args + QStringList{ u"-o"_s, u"/dev/full"_s });
        QVERIFY2(r.exitCode == 1, qPrintable(c.name + u": exit "_s + QString::number(r.exitCode)));
        QVERIFY2(
                r.err.contains(u"No space left on device"_s), qPrintable(c.name + u": "_s + r.err));

        // Under a path whose folder is a regular file.
        r = runCli(c.args + QStringList{ u"-o"_s, out + u"/inside"_s });
        QVERIFY2(r.exitCode == 1, qPrintable(c.name + u": exit "_s + QString::number(r.exitCode)));
        QVERIFY2(r.err.contains(u"Not a directory"_s), qPrintable(c.name + u": "_s + r.err));
        QVERIFY2(contentOf(out) == good, qPrintable(c.name));
    }
    struct stat info = {};
    QCOMPARE(stat("/dev/full", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
}

// Standard output that cannot be written (a full disk behind a redirection) is exit 1, for text
// written through the CLI's stream and for bytes written directly.
void TestNothingLost::standardOutputFailureIsAnError()
{
    const QString db = path(u"stdout.haifu"_s);
    QCOMPARE(runCli({ u"library"_s, u"--db"_s, db, u"import"_s, recordPath() }).exitCode, 0);
    const QList<QStringList> commands = {
        { u"club"_s, u"to-ledger"_s, recordPath() },
        { u"export"_s, u"--db"_s, db, u"1"_s, u"--to"_s, u"haifu"_s },
        { u"convert"_s, recordPath(), u"--to"_s, u"mjai"_s },
        { u"library"_s, u"--db"_s, db, u"list"_s },
        { u"--help"_s },
    };
    for (const QStringList &args : commands) {
        Run r = runCli(args, 0, path(u"stdout.txt"_s));
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(u' ') + u": "_s + r.err));
        QVERIFY2(QFileInfo(path(u"stdout.txt"_s)).size() > 0, qPrintable(args.join(u' ')));
        r = runCli(args, 0, u"/dev/full"_s);
        QVERIFY2(r.exitCode != 0, qPrintable(args.join(u' ') + u": exit 0 on /dev/full"_s));
        QVERIFY2(r.err.contains(u"cannot write"_s, Qt::CaseInsensitive),
                qPrintable(args.join(u' ') + u": "_s + r.err));
    }
}

// The backup file is synced before it replaces the old one, and its folder after the rename.
void TestNothingLost::backupIsSyncedBeforeTheRename()
{
    Database db;
    QVERIFY(!db.open(path(u"backed-up.haifu"_s)));
    Importer importer(db);
    QCOMPARE(importer.importPaths({ recordPath() }).imported, 1);
    const QString folder = path(u"backups"_s);
    QVERIFY(QDir().mkpath(folder));
    s_backup = folder + u"/library-backup.haifu"_s;
    writeFile(s_backup, "an older backup");

    s_synced.clear();
    detail::syncObserver() = [](const QString &synced) {
        // What was synced, and whether the old backup was still in place at that moment.
        s_synced << synced + (contentOf(s_backup) == "an older backup" ? u" (old)"_s : u" (new)"_s);
    };
    const auto error = backupLibrary(db, s_backup);
    detail::syncObserver() = nullptr;
    QVERIFY2(!error, error ? error->message.c_str() : "");
    QCOMPARE(s_synced.size(), 2);
    // First the copy, under its temporary name next to the backup, while the old one is there…
    QVERIFY2(s_synced[0].startsWith(folder + u"/.library-backup.haifu.backup-"_s)
                    && s_synced[0].endsWith(u".tmp (old)"_s),
            qPrintable(s_synced[0]));
    // …then the folder, after the rename.
    QCOMPARE(s_synced[1], folder + u"/ (new)"_s);
    QCOMPARE(namesIn(folder), QStringList{ u"library-backup.haifu"_s });
    const auto report = checkLibraryFile(s_backup);
    QVERIFY(report && report->ok);
    QCOMPARE(report->games, 1);

    // A backup that cannot be written leaves the old one.
    const QByteArray good = contentOf(s_backup);
    QVERIFY(backupLibrary(db, s_backup + u"/inside.haifu"_s));
    QCOMPARE(contentOf(s_backup), good);
    // A pipe (or a device) is not replaced by a backup file.
    const QString pipe = folder + u"/pipe"_s;
    QCOMPARE(mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
    const auto onPipe = backupLibrary(db, pipe);
    QVERIFY(onPipe);
    QVERIFY2(QString::fromStdString(onPipe->message).contains(u"not a regular file"_s),
            onPipe->message.c_str());
    struct stat info = {};
    QCOMPARE(stat(QFile::encodeName(pipe).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));
}

// Another application's SQLite file (rollback journal) given as the library: refused, and not a
// byte of it changed: no switch to WAL, no -wal or -shm file; the same through haifu-cli --db.
void TestNothingLost::foreignDatabaseIsLeftAlone()
{
    const QString folder = path(u"foreign"_s);
    QVERIFY(QDir().mkpath(folder));
    const QString foreign = folder + u"/accounts.sqlite"_s;
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
        other.setDatabaseName(foreign);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(u"PRAGMA journal_mode = DELETE"_s));
        QVERIFY(q.exec(u"CREATE TABLE accounts (name TEXT, balance INTEGER)"_s));
        QVERIFY(q.exec(u"INSERT INTO accounts VALUES ('a', 1), ('b', 2)"_s));
        q.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(u"foreign"_s);
    const QByteArray before = contentOf(foreign);
    QVERIFY(before.startsWith("SQLite format 3"));
    QCOMPARE(int(before[18]), 1); // the file format bytes: 1 = rollback journal, 2 = WAL
    QCOMPARE(int(before[19]), 1);

    Database db;
    auto error = db.open(foreign);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"not a Haifu library"_s),
            error->message.c_str());
    QVERIFY(!db.isOpen());
    QVERIFY(contentOf(foreign) == before);
    QCOMPARE(namesIn(folder), QStringList{ u"accounts.sqlite"_s });

    const Run r = runCli({ u"library"_s, u"--db"_s, foreign, u"list"_s });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"not a Haifu library"_s), qPrintable(r.err));
    const Run club = runCli({ u"club"_s, u"list"_s, u"--db"_s, foreign });
    QCOMPARE(club.exitCode, 1);
    QVERIFY(contentOf(foreign) == before);
    QCOMPARE(namesIn(folder), QStringList{ u"accounts.sqlite"_s });
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign-check"_s);
        other.setDatabaseName(foreign);
        other.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"delete"_s);
        q.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(u"foreign-check"_s);

    // A library from a newer Haifu is refused as untouched.
    const QString newer = folder + u"/newer.haifu"_s;
    {
        Database library;
        QVERIFY(!library.open(newer));
        QVERIFY(!library.exec(u"PRAGMA journal_mode = DELETE"_s));
        QVERIFY(!library.exec(u"PRAGMA user_version = 99"_s));
    }
    const QByteArray newerBefore = contentOf(newer);
    error = db.open(newer);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(error->message).contains(u"newer Haifu"_s),
            error->message.c_str());
    QVERIFY(contentOf(newer) == newerBefore);
}

// Committed is durable: the library runs with synchronous=FULL (2), WAL journal.
void TestNothingLost::librarySyncsEveryCommit()
{
    Database db;
    QVERIFY(!db.open(path(u"durable.haifu"_s)));
    QCOMPARE(db.scalar(u"PRAGMA synchronous"_s).toInt(), 2);
    QCOMPARE(db.scalar(u"PRAGMA journal_mode"_s).toString(), u"wal"_s);
}

HAIFU_TEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothing_lost.moc"
