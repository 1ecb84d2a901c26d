#include "library/librarycontroller.h"
#include "storage/librarylocation.h"
#include "viewer/gamesession.h"
#include "viewer/notescontroller.h"

#include "storage/annotations.h"

#include "testmain.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

// The notes controller of a session on a real library: the note follows the step on screen and
// its acting player, a typed text is saved on leaving the step, marks reach the kyoku list and
// the river badges, undo restores what was there.
class TestNotesController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void followsTheStep();
    void textSavedOnLeaving();
    void marksReachTheKyokuList();
    void undoRestores();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<LibraryController> m_library;
    NotesController *notes() { return m_session->notes(); }
};

void TestNotesController::init()
{
    m_path = m_dir.filePath(u"lib-%1.haifu"_s.arg(QLatin1String(QTest::currentTestFunction())));
    QFile::remove(m_path);
    auto library = storage::ensureDefaultLibrary(m_path);
    QVERIFY2(library.ok(), library.ok() ? "" : library.error().message.c_str());
    m_session = std::make_unique<GameSession>(nullptr);
    m_library = std::make_unique<LibraryController>(m_path);
    m_library->attach(m_session.get());
    QVERIFY(m_session->open(QStringLiteral(HAIFU_RECORDS_DATA)
            + u"/tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s));
    QVERIFY(m_session->canAnnotate());
    notes()->setSaveDelay(60000); // saved on leaving, not by the timer, in these tests
}

void TestNotesController::cleanup()
{
    m_library.reset();
    m_session.reset();
    QFile::remove(m_path);
}

void TestNotesController::followsTheStep()
{
    QSignalSpy changed(notes(), &NotesController::changed);
    QVERIFY(m_session->jumpTo(0, 1)); // the dealer's first decision
    QVERIFY(changed.count() >= 1);
    QCOMPARE(notes()->seat(), m_session->analysis()->seat());
    QCOMPARE(notes()->seatName(), m_session->seat(notes()->seat())->name());
    QVERIFY(notes()->text().isEmpty());
    QVERIFY(!notes()->canUndo());
    QCOMPARE(notes()->marks().size(), 6);
}

void TestNotesController::textSavedOnLeaving()
{
    QVERIFY(m_session->jumpTo(0, 1));
    const int seat = notes()->seat();
    notes()->setText(u"Keep the pair"_s);
    QCOMPARE(notes()->text(), u"Keep the pair"_s);
    QCOMPARE(notes()->unsavedCount(), 1);
    QVERIFY(notes()->canUndo());
    QCOMPARE(notes()->annotations()->rowCount(), 0);
    QVERIFY(m_session->next()); // leaving the step saves it
    QCOMPARE(notes()->unsavedCount(), 0);
    QCOMPARE(notes()->annotations()->rowCount(), 1);
    auto stored = storage::annotation(m_library->database(), { m_session->gameId(), 0, 1, seat });
    QVERIFY(stored && *stored);
    QCOMPARE((*stored)->text, u"Keep the pair"_s);
    QVERIFY(notes()->text().isEmpty()); // the next step has no note
    QVERIFY(notes()->previous()); // back to it
    QCOMPARE(m_session->position()->step(), 1);
    QCOMPARE(notes()->text(), u"Keep the pair"_s);
}

void TestNotesController::marksReachTheKyokuList()
{
    QVERIFY(m_session->jumpTo(0, 1));
    QSignalSpy marks(notes(), &NotesController::marksChanged);
    QVERIFY(notes()->toggleMarkNumber(2)); // "?"
    QCOMPARE(notes()->mark(), u"?"_s);
    QCOMPARE(marks.count(), 1);
    const QModelIndex first = m_session->kyokuList()->index(0);
    bool found = false;
    const auto roles = m_session->kyokuList()->roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it) {
        if (it.value() == "marks")
            found = first.data(it.key()).toStringList() == QStringList{ u"?"_s };
    }
    QVERIFY(found);
    QVERIFY(notes()->toggleMark(u"?"_s)); // the same mark again clears it
    QVERIFY(notes()->mark().isEmpty());
    QVERIFY(!notes()->toggleMarkNumber(7));
}

void TestNotesController::undoRestores()
{
    QVERIFY(m_session->jumpTo(0, 1));
    QVERIFY(notes()->toggleBookmark());
    QVERIFY(notes()->bookmark());
    QVERIFY(notes()->setAlternative(u"5m"_s));
    QCOMPARE(notes()->alternative(), u"5m"_s);
    QVERIFY(m_session->jumpTo(1, 0));
    QVERIFY(notes()->undo()); // goes back to the step and takes the alternative away
    QCOMPARE(m_session->position()->kyoku(), 0);
    QCOMPARE(m_session->position()->step(), 1);
    QVERIFY(notes()->alternative().isEmpty());
    QVERIFY(notes()->bookmark());
    QVERIFY(notes()->undo());
    QVERIFY(!notes()->bookmark());
    QCOMPARE(notes()->annotations()->rowCount(), 0);
    QVERIFY(!notes()->undo());
}

HAIFU_TEST_MAIN(TestNotesController)
#include "tst_notescontroller.moc"
