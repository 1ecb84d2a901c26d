#include "gamesession.h"
#include "librarycontroller.h"
#include "librarylocation.h"
#include "variations.h"

#include "testmain.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

// The study tree in the viewer (GameSession.study): a click on the hand at a decision starts a
// variation, the table shows the variation, play goes on with the legal actions, the tree's
// edits are kept in the library and found again when the game is opened again.
class TestStudyController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_path = m_dir.filePath(u"lib-%1.haifu"_s.arg(QLatin1String(QTest::currentTestFunction())));
        QFile::remove(m_path);
        auto library = storage::ensureDefaultLibrary(m_path);
        QVERIFY(library.ok());
        m_session = std::make_unique<GameSession>(nullptr);
        GameSession::setInstance(m_session.get());
        m_library = std::make_unique<LibraryController>(m_path);
        m_library->attach(m_session.get());
        QVERIFY(m_session->open(recordPath()));
        QVERIFY(m_session->gameId() > 0);
        QVERIFY(m_session->jumpTo(0, 1)); // the dealer holds 14 tiles
        QCOMPARE(m_session->analysisSeat(), 0);
    }
    void cleanup()
    {
        m_library.reset();
        m_session.reset();
        QFile::remove(m_path);
    }

    void aDiscardStartsAVariation()
    {
        StudyController *study = m_session->study();
        QVERIFY(!study->active());
        const QVariantList actions = study->actions();
        QVERIFY(!actions.isEmpty());
        QString other;
        for (const QVariant &a : actions) {
            const QVariantMap m = a.toMap();
            if (m.value(u"kind"_s) == u"d"_s) {
                other = m.value(u"tile"_s).toString();
                break;
            }
        }
        QVERIFY(!other.isEmpty());
        QSignalSpy moved(m_session.get(), &GameSession::positionChanged);
        QVERIFY(study->playDiscard(other));
        QVERIFY(study->active());
        QCOMPARE(study->variation(), 1);
        QVERIFY(moved.count() > 0);
        QVERIFY(study->title().startsWith(u"Variation 1"_s));
        QVERIFY(!study->drawsText().isEmpty());
        // The position is the variation's: past the recorded line's (the discard and the next
        // draw), at the end of its line.
        QVERIFY(study->step() > m_session->currentStep());
        QCOMPARE(study->step(), study->stepCount() - 1);
        // The table shows the variation: the dealer's river ends with that tile.
        const TileListModel *river = m_session->seat(0)->river();
        QVERIFY(river->rowCount() > 0);
        QCOMPARE(river->data(river->index(river->rowCount() - 1), TileListModel::CodeRole)
                         .toString(),
                other);
        QVERIFY(m_session->canAnnotate()); // notes go on variation nodes too
        // Kept in the library at once.
        auto stored = storage::loadVariations(m_library->database(), m_session->gameId());
        QVERIFY(stored);
        QCOMPARE(stored->variations().size(), std::size_t(1));

        // Step back inside it and out of it to the recorded line.
        QVERIFY(m_session->previous());
        QVERIFY(study->active());
        QVERIFY(study->toParent());
        QVERIFY(!study->active());
        QCOMPARE(m_session->currentKyoku(), 0);
        QCOMPARE(study->rows().size(), 1);
        QVERIFY(study->goTo(1, 1000));
        QVERIFY(study->active());
    }

    void notesOnVariationNodes()
    {
        StudyController *study = m_session->study();
        NotesController *notes = m_session->notes();
        notes->setSaveDelay(0);
        QVERIFY(study->playDiscard(firstDiscard(study)));
        QVERIFY(study->play(study->actions().first().toMap().value(u"code"_s).toString()));
        QVERIFY(study->rename(u"push"_s));
        const int node = study->lineView().currentStep();
        // A comment, a mark and a bookmark on the node, as on the recorded line.
        QVERIFY(notes->text().isEmpty());
        notes->setText(u"a variation's note"_s);
        QVERIFY(notes->save());
        QVERIFY(notes->toggleMark(u"!?"_s));
        QVERIFY(notes->toggleBookmark());
        const qint64 game = m_session->gameId();
        auto stored = storage::gameAnnotations(m_library->database(), game);
        QVERIFY(stored);
        QCOMPARE(stored->size(), 1);
        const storage::Annotation note = stored->front();
        QCOMPARE(note.key.variation, 1);
        QCOMPARE(note.key.kyoku, 0);
        QCOMPARE(note.key.step, node);
        QCOMPARE(note.text, u"a variation's note"_s);
        QCOMPARE(note.mark, u"!?"_s);
        QVERIFY(note.bookmark);
        // The list of notes names the variation; the recorded line does not show its note.
        const AnnotationModel *list = notes->annotations();
        QCOMPARE(list->rowCount(), 1);
        QCOMPARE(list->data(list->index(0), AnnotationModel::VariationLabelRole).toString(),
                u"variation 1 “push”"_s);
        while (study->active())
            QVERIFY(study->toParent());
        QVERIFY(m_session->jumpTo(0, node));
        QVERIFY(notes->text().isEmpty());
        QVERIFY(!notes->bookmark());
        // A click on the note goes to its node.
        QVERIFY(notes->jumpTo(0));
        QVERIFY(study->active());
        QCOMPARE(study->variation(), 1);
        QCOMPARE(study->lineView().currentStep(), node);
        QCOMPARE(notes->text(), u"a variation's note"_s);
        QCOMPARE(notes->mark(), u"!?"_s);
        // Removing the variation takes its note along; undo brings both back.
        QVERIFY(study->remove());
        QCOMPARE(storage::gameAnnotations(m_library->database(), game)->size(), 0);
        QCOMPARE(list->rowCount(), 0);
        QVERIFY(study->undo());
        stored = storage::gameAnnotations(m_library->database(), game);
        QCOMPARE(stored->size(), 1);
        QCOMPARE(stored->front().key.variation, 1);
        QCOMPARE(stored->front().text, u"a variation's note"_s);
        QCOMPARE(list->rowCount(), 1);

        // Text still being typed (its autosave not due yet) when the variation is removed is
        // saved first: it goes with the variation and comes back with undo, never lost.
        QVERIFY(notes->jumpTo(0));
        notes->setSaveDelay(60 * 60 * 1000);
        notes->setText(u"typed, then deleted"_s);
        QVERIFY(study->remove());
        QCOMPARE(storage::gameAnnotations(m_library->database(), game)->size(), 0);
        QVERIFY(study->undo());
        stored = storage::gameAnnotations(m_library->database(), game);
        QCOMPARE(stored->size(), 1);
        QCOMPARE(stored->front().text, u"typed, then deleted"_s);
    }

    void playsOnAndEditsTheTree()
    {
        StudyController *study = m_session->study();
        QVERIFY(study->playDiscard(firstDiscard(study)));
        // Play on: a legal action of the position, then an illegal one is refused with a reason.
        for (int i = 0; i < 6; ++i) {
            const QVariantList actions = study->actions();
            QVERIFY(!actions.isEmpty());
            QVERIFY(study->play(actions.first().toMap().value(u"code"_s).toString()));
        }
        const auto movesBefore = study->rows().first().toMap().value(u"moves"_s).toString();
        QVERIFY(movesBefore.split(u' ').size() >= 7);
        QVERIFY(!study->play(u"3x"_s));
        QVERIFY(study->error().contains(u"not a legal action"_s));
        // A second variation from the same decision, promoted above the first.
        while (study->active())
            QVERIFY(study->toParent());
        QVERIFY(m_session->jumpTo(0, 1));
        QString second;
        for (const QVariant &a : study->actions()) {
            const QVariantMap m = a.toMap();
            if (m.value(u"kind"_s) == u"d"_s
                    && m.value(u"tile"_s).toString() != firstDiscard(study))
                second = m.value(u"tile"_s).toString();
        }
        QVERIFY(study->playDiscard(second));
        QCOMPARE(study->variation(), 2);
        QVERIFY(study->rename(u"second <b>try</b>"_s));
        QVERIFY(study->promote());
        QVERIFY(study->promote()); // above the recorded continuation: the main line here
        QCOMPARE(study->rows().first().toMap().value(u"variation"_s).toInt(), 2);
        QVERIFY(study->rows().first().toMap().value(u"main"_s).toBool());
        QVERIFY(study->sibling(1)); // ↓: the recorded continuation
        QVERIFY(!study->active());
        // Delete with undo.
        QVERIFY(study->goTo(2, 1000));
        QVERIFY(study->remove());
        QCOMPARE(study->rows().size(), 1);
        QVERIFY(study->canUndo());
        QVERIFY(study->undo());
        QCOMPARE(study->rows().size(), 2);

        // Opened again, the tree is there as left.
        const qint64 id = m_session->gameId();
        m_session->close();
        QVERIFY(m_session->open(recordPath()));
        QCOMPARE(m_session->gameId(), id);
        QVERIFY(m_session->jumpTo(0, 1));
        const QVariantList rows = study->rows();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.first().toMap().value(u"title"_s).toString(),
                u"Variation 2 · second <b>try</b>"_s);
        QVERIFY(study->goTo(1, 1000));
        QCOMPARE(study->rows().at(1).toMap().value(u"moves"_s).toString(), movesBefore);
    }

    // The table's heading in a variation of a later hand describes the variation's last move
    // (the variation is played in its own one-hand record, not the game's first hand).
    void headingInALaterHand()
    {
        StudyController *study = m_session->study();
        QVERIFY(m_session->jumpTo(1, 1));
        const int seat = m_session->analysisSeat();
        QVERIFY(seat >= 0);
        const QString tile = firstDiscard(study);
        QVERIFY(!tile.isEmpty());
        QVERIFY(study->playDiscard(tile));
        QCOMPARE(study->kyoku(), 1);
        // The discard, then the next seat's draw from the wall.
        const QString heading = m_session->lastActionText();
        QVERIFY2(heading.contains(u"draws"_s), qPrintable(heading));
        QVERIFY(study->previous());
        // "<player> discards <tile>", the tile as played (a red five reads "red 5m").
        const QString expected =
                u" discards %1"_s.arg(tile.startsWith(u'0') ? u"red 5"_s + tile.right(1) : tile);
        QVERIFY2(m_session->lastActionText().contains(expected),
                qPrintable(m_session->lastActionText() + u" / "_s + expected));
    }

private:
    static QString recordPath()
    {
        return QStringLiteral(
                HAIFU_TEST_DATA "/records/tsubaki__2023053016gm-0029-0000-e54b3b98.xml");
    }
    static QString firstDiscard(StudyController *study)
    {
        for (const QVariant &a : study->actions()) {
            const QVariantMap m = a.toMap();
            if (m.value(u"kind"_s) == u"d"_s)
                return m.value(u"tile"_s).toString();
        }
        return {};
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<LibraryController> m_library;
};

HAIFU_TEST_MAIN(TestStudyController)
#include "tst_studycontroller.moc"
