#include "formats/recordio.h"
#include "library/librarycontroller.h"
#include "reports/gamereport.h"
#include "reports/notesfile.h"
#include "storage/annotations.h"
#include "storage/librarylocation.h"
#include "viewer/gamesession.h"

#include "testmain.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

// Notes in the viewer, kept in the library: the note of the step on screen, marks, bookmarks,
// the suggested discard, undo, jumps between notes, river badges, files opened into the library,
// "what if" discards, and the .haifu file and reports that carry the notes out.
class TestAnnotations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void openedFilesJoinTheLibrary();
    void notesAreSavedAsTyped();
    void refusedNotesAreKeptAndRetried();
    void refusedNotesOutliveTheSession();
    void refusedNotesOnAVariationFindTheirNode();
    void marksBookmarksAndAlternative();
    void undoRestoresTheLastEdit();
    void jumpsBetweenNotes();
    void whatIfTriesAnotherDiscard();
    void haifuFileCarriesTheNotes();
    void reports();

private:
    static QString recordPath()
    {
        return QStringLiteral(
                HAIFU_TEST_DATA "/records/tsubaki__2023053016gm-0029-0000-e54b3b98.xml");
    }
    // A fresh library with the session attached and the test record open at E1-0 step 1
    // (the dealer's first decision).
    void openGame();
    [[nodiscard]] std::optional<storage::Annotation> stored(int kyoku, int step, int seat) const;

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<LibraryController> m_library;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    std::unique_ptr<QAbstractItemModelTester> m_kyokuTester;
};

void TestAnnotations::init()
{
    m_path = m_dir.filePath(u"lib-%1.haifu"_s.arg(QLatin1String(QTest::currentTestFunction())));
    QFile::remove(m_path);
    auto library = storage::ensureDefaultLibrary(m_path);
    QVERIFY2(library.ok(), library.ok() ? "" : library.error().message.c_str());
    m_session = std::make_unique<GameSession>(nullptr);
    GameSession::setInstance(m_session.get());
    m_library = std::make_unique<LibraryController>(m_path);
    m_library->attach(m_session.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(m_session->notes()->annotations(),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_kyokuTester = std::make_unique<QAbstractItemModelTester>(
            m_session->kyokuList(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestAnnotations::cleanup()
{
    m_tester.reset();
    m_kyokuTester.reset();
    m_library.reset();
    m_session.reset();
    QFile::remove(m_path);
}

void TestAnnotations::openGame()
{
    QVERIFY(m_session->open(recordPath()));
    QVERIFY(m_session->gameId() > 0);
    QVERIFY(m_session->canAnnotate());
    QVERIFY(m_session->jumpTo(0, 1));
    QCOMPARE(m_session->analysis()->seat(), 0);
    QCOMPARE(m_session->notes()->seat(), 0);
}

std::optional<storage::Annotation> TestAnnotations::stored(int kyoku, int step, int seat) const
{
    auto a = storage::annotation(m_library->database(), { m_session->gameId(), kyoku, step, seat });
    return a ? *a : std::nullopt;
}

void TestAnnotations::openedFilesJoinTheLibrary()
{
    const int before = m_library->gameCount();
    QSignalSpy imported(m_session.get(), &GameSession::gameImported);
    QVERIFY(m_session->open(recordPath()));
    const qint64 id = m_session->gameId();
    QVERIFY(id > 0);
    QCOMPARE(imported.count(), 1);
    QCOMPARE(imported.at(0).at(1).toBool(), true);
    QCOMPARE(m_library->gameCount(), before + 1);
    QVERIFY(m_session->libraryNotice().contains(u"Added to the library"_s));
    // Opening it again finds it there.
    QVERIFY(m_session->open(recordPath()));
    QCOMPARE(m_session->gameId(), id);
    QCOMPARE(imported.count(), 2);
    QCOMPARE(imported.at(1).at(1).toBool(), false);
    QVERIFY(m_session->libraryNotice().contains(u"Already in the library"_s));
    QCOMPARE(m_library->gameCount(), before + 1);
    // Without a library the viewer still opens files but takes no notes.
    GameSession plain(nullptr);
    QVERIFY(plain.open(recordPath()));
    QCOMPARE(plain.gameId(), 0);
    QVERIFY(!plain.canAnnotate());
    QSignalSpy errors(&plain, &GameSession::errorOccurred);
    QVERIFY(!plain.notes()->toggleMarkNumber(1));
    QCOMPARE(errors.count(), 1);
}

void TestAnnotations::notesAreSavedAsTyped()
{
    openGame();
    m_session->notes()->setSaveDelay(20);
    QSignalSpy changed(m_session->notes(), &NotesController::changed);
    m_session->notes()->setText(u"Keep"_s);
    m_session->notes()->setText(u"Keep the pair"_s);
    QCOMPARE(m_session->notes()->text(), u"Keep the pair"_s);
    QVERIFY(!stored(0, 1, 0)); // not yet: the save waits for typing to pause
    QTRY_VERIFY(stored(0, 1, 0).has_value());
    QCOMPARE(stored(0, 1, 0)->text, u"Keep the pair"_s);
    QCOMPARE(m_session->notes()->annotations()->rowCount(), 1);
    const QModelIndex row = m_session->notes()->annotations()->index(0);
    QCOMPARE(row.data(AnnotationModel::TextRole).toString(), u"Keep the pair"_s);
    QCOMPARE(row.data(AnnotationModel::KyokuLabelRole).toString(), u"E1-0"_s);
    QCOMPARE(row.data(AnnotationModel::CurrentRole).toBool(), true);
    QCOMPARE(m_session->kyokuList()->index(0).data(KyokuListModel::NotesRole).toInt(), 1);

    // Leaving the step saves what was typed at once.
    m_session->notes()->setSaveDelay(60000);
    m_session->notes()->setText(u"Keep the pair, cut the edge"_s);
    QVERIFY(m_session->next());
    QCOMPARE(stored(0, 1, 0)->text, u"Keep the pair, cut the edge"_s);
    QCOMPARE(m_session->notes()->text(), QString());
    QCOMPARE(row.data(AnnotationModel::CurrentRole).toBool(), false);
    QVERIFY(m_session->previous());
    QCOMPARE(m_session->notes()->text(), u"Keep the pair, cut the edge"_s);

    // Emptied, the note goes.
    m_session->notes()->setText(QString());
    QVERIFY(m_session->notes()->save());
    QVERIFY(!stored(0, 1, 0));
    QCOMPARE(m_session->notes()->annotations()->rowCount(), 0);
    QCOMPARE(m_session->kyokuList()->index(0).data(KyokuListModel::NotesRole).toInt(), 0);
}

namespace {

// Another program holding the library's write lock (an exclusive transaction on its own
// connection) until release().
class LibraryLock
{
public:
    explicit LibraryLock(const QString &path)
    {
        m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other-program"_s);
        m_db.setDatabaseName(path);
        if (m_db.open())
            m_locked = QSqlQuery(m_db).exec(u"BEGIN EXCLUSIVE"_s);
    }
    ~LibraryLock()
    {
        release();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"other-program"_s);
    }
    [[nodiscard]] bool locked() const { return m_locked; }
    void release()
    {
        if (m_locked)
            QSqlQuery(m_db).exec(u"ROLLBACK"_s);
        m_locked = false;
        m_db.close();
    }

private:
    QSqlDatabase m_db;
    bool m_locked = false;
};

} // namespace

void TestAnnotations::refusedNotesAreKeptAndRetried()
{
    openGame();
    m_session->notes()->setSaveDelay(20);
    m_session->notes()->setRetryDelay(50);
    auto lock = std::make_unique<LibraryLock>(m_path);
    QVERIFY(lock->locked());

    // Typed while another program holds the library: not saved, but kept and said so.
    m_session->notes()->setText(u"Push: the dealer is far behind"_s);
    QVERIFY(!m_session->notes()->save());
    QCOMPARE(m_session->notes()->text(), u"Push: the dealer is far behind"_s);
    QVERIFY(!m_session->notes()->saveProblem().isEmpty());
    QVERIFY(!stored(0, 1, 0));

    // Leaving the step keeps it too; coming back shows it for further typing.
    QVERIFY(m_session->next());
    QCOMPARE(m_session->notes()->unsavedCount(), 1);
    QCOMPARE(m_session->notes()->text(), QString());
    m_session->notes()->setText(u"Fold"_s); // another step, also refused
    QVERIFY(m_session->previous());
    QCOMPARE(m_session->notes()->text(), u"Push: the dealer is far behind"_s);
    QCOMPARE(m_session->notes()->unsavedCount(), 2);

    // The lock goes: both reach the library by themselves, nothing typed is lost.
    lock->release();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->notes()->saveProblem().isEmpty(), 10000);
    QCOMPARE(m_session->notes()->unsavedCount(), 0);
    QCOMPARE(stored(0, 1, 0)->text, u"Push: the dealer is far behind"_s);
    QCOMPARE(m_session->notes()->annotations()->rowCount(), 2);
    QCOMPARE(m_session->notes()->text(), u"Push: the dealer is far behind"_s);
}

void TestAnnotations::refusedNotesOnAVariationFindTheirNode()
{
    openGame();
    m_session->notes()->setSaveDelay(20);
    m_session->notes()->setRetryDelay(50);
    VariationTree *tree = m_session->variations();
    QVERIFY(tree->play(tree->actions().first().toMap().value(u"code"_s).toString()));
    const int node = tree->lineView().currentStep();
    const int seat = m_session->notes()->seat();
    auto lock = std::make_unique<LibraryLock>(m_path);
    QVERIFY(lock->locked());
    // Typed on the variation's node while the library is locked, then left for the game.
    m_session->notes()->setText(u"Only on the variation"_s);
    QVERIFY(!m_session->notes()->save());
    QVERIFY(tree->toParent());
    QCOMPARE(m_session->notes()->unsavedCount(), 1);
    QCOMPARE(m_session->notes()->text(), QString());
    // The lock goes: the text reaches its node, not the recorded line's step.
    lock->release();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->notes()->unsavedCount() == 0, 10000);
    const qint64 game = m_session->gameId();
    const auto note = storage::annotation(m_library->database(), { game, 0, node, seat, 1 });
    QVERIFY(note && note->has_value());
    QCOMPARE((*note)->text, u"Only on the variation"_s);
    QVERIFY(!storage::annotation(m_library->database(), { game, 0, node, seat })->has_value());
    QVERIFY(tree->goTo(1, node));
    QCOMPARE(m_session->notes()->text(), u"Only on the variation"_s);
}

void TestAnnotations::refusedNotesOutliveTheSession()
{
    openGame();
    m_session->notes()->setRetryDelay(60000);
    const qint64 game = m_session->gameId();
    {
        LibraryLock lock(m_path);
        QVERIFY(lock.locked());
        m_session->notes()->setText(u"Written while the library was locked"_s);
        QVERIFY(!m_session->notes()->save());
        // Quitting while it is still refused: the text waits beside the library.
        m_library.reset();
        m_session.reset();
        QVERIFY(QFile::exists(m_path + u".unsaved-notes.json"_s));
    }
    // The next start puts it in.
    m_session = std::make_unique<GameSession>(nullptr);
    GameSession::setInstance(m_session.get());
    m_library = std::make_unique<LibraryController>(m_path);
    m_library->attach(m_session.get());
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(m_path + u".unsaved-notes.json"_s), 5000);
    QCOMPARE(m_session->notes()->unsavedCount(), 0);
    const auto note = storage::annotation(m_library->database(), { game, 0, 1, 0 });
    QVERIFY(note && note->has_value());
    QCOMPARE((*note)->text, u"Written while the library was locked"_s);
}

void TestAnnotations::marksBookmarksAndAlternative()
{
    openGame();
    QVERIFY(m_session->notes()->toggleMarkNumber(2));
    QCOMPARE(m_session->notes()->mark(), u"?"_s);
    QCOMPARE(stored(0, 1, 0)->mark, u"?"_s);
    QCOMPARE(m_session->kyokuList()->index(0).data(KyokuListModel::MarksRole).toStringList(),
            QStringList{ u"?"_s });
    QVERIFY(m_session->notes()->toggleMarkNumber(4));
    QCOMPARE(m_session->notes()->mark(), u"??"_s);
    QVERIFY(m_session->notes()->toggleMarkNumber(4)); // the same key again takes it off
    QCOMPARE(m_session->notes()->mark(), QString());
    QVERIFY(!stored(0, 1, 0)); // nothing left in the note
    QVERIFY(m_session->notes()->toggleMarkNumber(6));
    QVERIFY(m_session->notes()->toggleMarkNumber(0));
    QCOMPARE(m_session->notes()->mark(), QString());
    QVERIFY(!m_session->notes()->toggleMarkNumber(7));

    // The mark is drawn on the river tile of the discard it judges.
    QVERIFY(m_session->notes()->toggleMarkNumber(1));
    QVERIFY(m_session->next());
    const TileListModel *river = m_session->seat(0)->river();
    QCOMPARE(river->rowCount(), 1);
    QCOMPARE(river->index(0).data(TileListModel::MarkRole).toString(), u"!"_s);

    QVERIFY(m_session->previous());
    QVERIFY(m_session->notes()->toggleBookmark());
    QVERIFY(m_session->notes()->bookmark());
    QVERIFY(stored(0, 1, 0)->bookmark);
    const QString best = m_session->analysis()->discardOptions()->rows().first().code;
    QVERIFY(m_session->notes()->setAlternative(best));
    QCOMPARE(m_session->notes()->alternative(), best);
    QCOMPARE(stored(0, 1, 0)->alternative, best.startsWith(u'0') ? best : best);
    QVERIFY(m_session->notes()->setAlternative(best)); // again: removed
    QCOMPARE(m_session->notes()->alternative(), QString());
    QSignalSpy errors(m_session.get(), &GameSession::errorOccurred);
    QVERIFY(!m_session->notes()->setAlternative(u"xx"_s));
    QCOMPARE(errors.count(), 1);
}

void TestAnnotations::undoRestoresTheLastEdit()
{
    openGame();
    QVERIFY(!m_session->notes()->canUndo());
    m_session->notes()->setText(u"first"_s);
    QVERIFY(m_session->notes()->save());
    m_session->notes()->setText(u"first thought"_s);
    QVERIFY(m_session->notes()->save()); // still typing: one undo step with the first save
    QVERIFY(m_session->notes()->toggleMarkNumber(3));
    QVERIFY(m_session->notes()->canUndo());

    QVERIFY(m_session->notes()->undo());
    QCOMPARE(m_session->notes()->mark(), QString());
    QCOMPARE(m_session->notes()->text(), u"first thought"_s);
    QCOMPARE(stored(0, 1, 0)->mark, QString());

    // Undo from another step goes back to the note it restores.
    QVERIFY(m_session->nextKyoku());
    QVERIFY(m_session->notes()->undo());
    QCOMPARE(m_session->position()->kyoku(), 0);
    QCOMPARE(m_session->position()->step(), 1);
    QCOMPARE(m_session->notes()->text(), QString());
    QVERIFY(!stored(0, 1, 0));
    QVERIFY(!m_session->notes()->undo());
}

void TestAnnotations::jumpsBetweenNotes()
{
    openGame();
    QVERIFY(m_session->notes()->toggleMarkNumber(1));
    QVERIFY(m_session->jumpTo(2, 5));
    m_session->notes()->setText(u"push or fold"_s);
    QVERIFY(m_session->jumpTo(1, 3));
    QVERIFY(m_session->notes()->toggleBookmark());
    QVERIFY(m_session->seekGlobal(0));
    QCOMPARE(m_session->notes()->annotations()->rowCount(), 3);

    QVERIFY(m_session->notes()->next());
    QCOMPARE(m_session->position()->kyoku(), 0);
    QCOMPARE(m_session->position()->step(), 1);
    QVERIFY(m_session->notes()->next());
    QCOMPARE(m_session->position()->kyoku(), 1);
    QCOMPARE(m_session->position()->step(), 3);
    QVERIFY(m_session->notes()->next());
    QCOMPARE(m_session->position()->kyoku(), 2);
    QCOMPARE(m_session->notes()->text(), u"push or fold"_s);
    QVERIFY(!m_session->notes()->next());
    QVERIFY(m_session->notes()->previous());
    QCOMPARE(m_session->position()->kyoku(), 1);
    QVERIFY(m_session->notes()->jumpTo(0));
    QCOMPARE(m_session->position()->kyoku(), 0);

    // The notes come back with the game.
    QVERIFY(m_library->openGame(m_session->gameId()));
    QCOMPARE(m_session->notes()->annotations()->rowCount(), 3);
    QCOMPARE(m_session->notes()
                     ->annotations()
                     ->index(1)
                     .data(AnnotationModel::BookmarkRole)
                     .toBool(),
            true);
}

void TestAnnotations::whatIfTriesAnotherDiscard()
{
    openGame();
    const auto rows = m_session->analysis()->discardOptions()->rows();
    QVERIFY(rows.size() > 2);
    QSignalSpy changed(m_session->whatIf(), &WhatIfModel::changed);
    const DiscardRow &other = rows.last();
    QVERIFY(m_session->whatIf()->tryDiscard(other.code));
    QCOMPARE(m_session->whatIf()->code(), other.code);
    QCOMPARE(m_session->whatIf()->shanten(), other.shanten);
    QCOMPARE(m_session->whatIf()->ukeire(), other.ukeire);
    QCOMPARE(m_session->whatIf()->played(), other.played);
    QCOMPARE(m_session->whatIf()->hand()->rowCount(), 13);
    QCOMPARE(m_session->whatIf()->accepts()->rowCount(), other.acceptCodes.size());
    QCOMPARE(changed.count(), 1);
    // The record is untouched.
    QCOMPARE(m_session->position()->step(), 1);
    QCOMPARE(m_session->seat(0)->hand()->rowCount(), 14);
    QVERIFY(!m_session->whatIf()->tryDiscard(u"9z"_s));
    m_session->whatIf()->end();
    QCOMPARE(m_session->whatIf()->code(), QString());
    QCOMPARE(m_session->whatIf()->hand()->rowCount(), 0);
    // Moving on ends it too.
    QVERIFY(m_session->whatIf()->tryDiscard(rows.first().code));
    QVERIFY(m_session->next());
    QCOMPARE(m_session->whatIf()->code(), QString());
    QVERIFY(!m_session->whatIf()->tryDiscard(rows.first().code)); // no decision on screen
}

void TestAnnotations::haifuFileCarriesTheNotes()
{
    openGame();
    m_session->notes()->setText(u"Why not 5p?"_s);
    QVERIFY(m_session->notes()->toggleMarkNumber(6));
    QVERIFY(m_session->jumpTo(1, 0));
    QVERIFY(m_session->notes()->toggleBookmark());
    const qint64 id = m_session->gameId();
    const QString file = m_dir.filePath(u"shared.haifu"_s);
    QVERIFY(m_library->exportGameTo(id, file, u"haifu"_s));

    // A friend's library reads it: the game and both notes arrive.
    const QString other = m_dir.filePath(u"friend.haifu-library"_s);
    QFile::remove(other);
    QVERIFY(storage::ensureDefaultLibrary(other).ok());
    {
        GameSession session(nullptr);
        GameSession::setInstance(&session);
        LibraryController friendLibrary(other);
        friendLibrary.attach(&session);
        QSignalSpy notes(&friendLibrary, &LibraryController::notesImported);
        QVERIFY(friendLibrary.openNotesPath(file));
        QCOMPARE(notes.count(), 1);
        QVERIFY(session.canAnnotate());
        QCOMPARE(session.notes()->annotations()->rowCount(), 2);
        QVERIFY(session.jumpTo(0, 1));
        QCOMPARE(session.notes()->text(), u"Why not 5p?"_s);
        QCOMPARE(session.notes()->mark(), u"?!"_s);
        // Reading it again changes nothing; a note of the friend's own is kept and joined.
        session.notes()->setText(u"Mine"_s);
        QVERIFY(session.notes()->save());
        auto again = haifu::reports::readNotesFile(
                friendLibrary.database(),
                [&] {
                    QFile f(file);
                    (void)f.open(QIODevice::ReadOnly);
                    return f.readAll();
                }(),
                file);
        QVERIFY(again.ok());
        QVERIFY(!again->newGame);
        QCOMPARE(again->merged, 1);
        QCOMPARE(again->unchanged, 1);
        auto joined = storage::annotation(friendLibrary.database(), { again->gameId, 0, 1, 0 });
        QVERIFY(joined.ok() && joined->has_value());
        QCOMPARE((*joined)->text, u"Mine\n\nWhy not 5p?"_s);
    }
    GameSession::setInstance(m_session.get());
    QFile broken(m_dir.filePath(u"broken.haifu"_s));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"something-else\"}");
    broken.close();
    QSignalSpy errors(m_library.get(), &LibraryController::errorOccurred);
    QVERIFY(!m_library->openNotesPath(broken.fileName()));
    QCOMPARE(errors.count(), 1);
    QVERIFY(m_library->errorText().contains(u"not a Haifu game file"_s));
}

void TestAnnotations::reports()
{
    openGame();
    m_session->notes()->setText(u"A <careful> fold & a promise"_s);
    QVERIFY(m_session->notes()->toggleMarkNumber(4));
    const qint64 id = m_session->gameId();
    auto html = haifu::reports::gameReportHtml(m_library->database(), id);
    QVERIFY2(html.ok(), html.ok() ? "" : html.error().message.c_str());
    QVERIFY(html->contains(u"A &lt;careful&gt; fold &amp; a promise"_s));
    QVERIFY(html->contains(u"data:image/svg+xml;base64,"_s));
    QVERIFY(html->contains(u"E1-0"_s));
    QVERIFY(html->contains(u">&nbsp;??&nbsp;<"_s));
    // A variation with a note on its last node: a section of its own, after the notes.
    VariationTree *tree = m_session->variations();
    QVERIFY(tree->play(tree->actions().first().toMap().value(u"code"_s).toString()));
    QVERIFY(tree->rename(u"the other tile"_s));
    m_session->notes()->setText(u"Tried & tested"_s);
    QVERIFY(m_session->notes()->save());
    html = haifu::reports::gameReportHtml(m_library->database(), id);
    QVERIFY(html);
    const qsizetype variations = html->indexOf(u"<h2>Variations</h2>"_s);
    QVERIFY(variations > 0);
    QVERIFY(html->indexOf(u"Variation 1 “the other tile”"_s) > variations);
    QVERIFY(html->indexOf(u"Moves: "_s + tree->rows().first().toMap().value(u"moves"_s).toString())
            > variations);
    QVERIFY(html->indexOf(u"Tried &amp; tested"_s) > variations);
    QVERIFY(html->indexOf(u"class=\"diagram\""_s, variations) > variations);
    const QString pdf = m_dir.filePath(u"report.pdf"_s);
    QVERIFY(m_library->exportGameTo(id, pdf, u"pdf"_s));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 10000);
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
    const QString json = m_dir.filePath(u"game.json"_s);
    QVERIFY(m_library->exportGameTo(id, json, u"tenhou-json"_s));
    QVERIFY(QFile(json).size() > 1000);
    // The game as Tenhou mjlog XML reads back as the same game.
    const QString mjlog = m_dir.filePath(u"game.mjlog"_s);
    QVERIFY(m_library->exportGameTo(id, mjlog, u"mjlog"_s));
    const auto fromJson = haifu::formats::readRecordFile(json);
    const auto fromMjlog = haifu::formats::readRecordFile(mjlog);
    QVERIFY2(fromMjlog.ok(), fromMjlog.ok() ? "" : fromMjlog.error().message.c_str());
    QCOMPARE(fromMjlog->format, haifu::game::RecordFormat::TenhouXml);
    QCOMPARE(fromMjlog->kyoku.size(), fromJson->kyoku.size());
    QCOMPARE(fromMjlog->finalScores, fromJson->finalScores);
    QVERIFY(!m_library->exportGameTo(id, json, u"doc"_s));
}

HAIFU_TEST_MAIN(TestAnnotations)
#include "tst_annotations.moc"
