#include "library/librarycontroller.h"
#include "storage/librarylocation.h"
#include "storage/variations.h"
#include "viewer/gamesession.h"

#include "testmain.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
namespace storage = haifu::storage;

// The variation tree in the viewer (GameSession.variations): a click on the hand at a decision
// starts a variation, the table shows the variation, play goes on with the legal actions, the
// tree's edits are kept in the library and found again when the game is opened again.
class TestVariationTree : public QObject
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
        QCOMPARE(m_session->analysis()->seat(), 0);
    }
    void cleanup()
    {
        m_library.reset();
        m_session.reset();
        QFile::remove(m_path);
    }

    void aDiscardStartsAVariation()
    {
        VariationTree *tree = m_session->variations();
        QVERIFY(!tree->active());
        const QVariantList actions = tree->actions();
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
        QSignalSpy moved(m_session->position(), &GamePosition::changed);
        QVERIFY(tree->playDiscard(other));
        QVERIFY(tree->active());
        QCOMPARE(tree->variation(), 1);
        QVERIFY(moved.count() > 0);
        QVERIFY(tree->title().startsWith(u"Variation 1"_s));
        QVERIFY(!tree->drawsText().isEmpty());
        // The position is the variation's: past the recorded line's (the discard and the next
        // draw), at the end of its line.
        QVERIFY(tree->step() > m_session->position()->step());
        QCOMPARE(tree->step(), tree->stepCount() - 1);
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
        QVERIFY(tree->active());
        QVERIFY(tree->toParent());
        QVERIFY(!tree->active());
        QCOMPARE(m_session->position()->kyoku(), 0);
        QCOMPARE(tree->rows().size(), 1);
        QVERIFY(tree->goTo(1, 1000));
        QVERIFY(tree->active());
    }

    void notesOnVariationNodes()
    {
        VariationTree *tree = m_session->variations();
        NotesController *notes = m_session->notes();
        notes->setSaveDelay(0);
        QVERIFY(tree->playDiscard(firstDiscard(tree)));
        QVERIFY(tree->play(tree->actions().first().toMap().value(u"code"_s).toString()));
        QVERIFY(tree->rename(u"push"_s));
        const int node = tree->lineView().currentStep();
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
        while (tree->active())
            QVERIFY(tree->toParent());
        QVERIFY(m_session->jumpTo(0, node));
        QVERIFY(notes->text().isEmpty());
        QVERIFY(!notes->bookmark());
        // A click on the note goes to its node.
        QVERIFY(notes->jumpTo(0));
        QVERIFY(tree->active());
        QCOMPARE(tree->variation(), 1);
        QCOMPARE(tree->lineView().currentStep(), node);
        QCOMPARE(notes->text(), u"a variation's note"_s);
        QCOMPARE(notes->mark(), u"!?"_s);
        // Removing the variation takes its note along; undo brings both back.
        QVERIFY(tree->remove());
        QCOMPARE(storage::gameAnnotations(m_library->database(), game)->size(), 0);
        QCOMPARE(list->rowCount(), 0);
        QVERIFY(tree->undo());
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
        QVERIFY(tree->remove());
        QCOMPARE(storage::gameAnnotations(m_library->database(), game)->size(), 0);
        QVERIFY(tree->undo());
        stored = storage::gameAnnotations(m_library->database(), game);
        QCOMPARE(stored->size(), 1);
        QCOMPARE(stored->front().text, u"typed, then deleted"_s);
    }

    void playsOnAndEditsTheTree()
    {
        VariationTree *tree = m_session->variations();
        QVERIFY(tree->playDiscard(firstDiscard(tree)));
        // Play on: a legal action of the position, then an illegal one is refused with a reason.
        for (int i = 0; i < 6; ++i) {
            const QVariantList actions = tree->actions();
            QVERIFY(!actions.isEmpty());
            QVERIFY(tree->play(actions.first().toMap().value(u"code"_s).toString()));
        }
        const auto movesBefore = tree->rows().first().toMap().value(u"moves"_s).toString();
        QVERIFY(movesBefore.split(u' ').size() >= 7);
        QVERIFY(!tree->play(u"3x"_s));
        QVERIFY(tree->error().contains(u"not a legal action"_s));
        // A second variation from the same decision, promoted above the first.
        while (tree->active())
            QVERIFY(tree->toParent());
        QVERIFY(m_session->jumpTo(0, 1));
        QString second;
        for (const QVariant &a : tree->actions()) {
            const QVariantMap m = a.toMap();
            if (m.value(u"kind"_s) == u"d"_s && m.value(u"tile"_s).toString() != firstDiscard(tree))
                second = m.value(u"tile"_s).toString();
        }
        QVERIFY(tree->playDiscard(second));
        QCOMPARE(tree->variation(), 2);
        QVERIFY(tree->rename(u"second <b>try</b>"_s));
        QVERIFY(tree->promote());
        QVERIFY(tree->promote()); // above the recorded continuation: the main line here
        QCOMPARE(tree->rows().first().toMap().value(u"variation"_s).toInt(), 2);
        QVERIFY(tree->rows().first().toMap().value(u"main"_s).toBool());
        QVERIFY(tree->sibling(1)); // ↓: the recorded continuation
        QVERIFY(!tree->active());
        // Delete with undo.
        QVERIFY(tree->goTo(2, 1000));
        QVERIFY(tree->remove());
        QCOMPARE(tree->rows().size(), 1);
        QVERIFY(tree->canUndo());
        QVERIFY(tree->undo());
        QCOMPARE(tree->rows().size(), 2);

        // Opened again, the tree is there as left.
        const qint64 id = m_session->gameId();
        m_session->close();
        QVERIFY(m_session->open(recordPath()));
        QCOMPARE(m_session->gameId(), id);
        QVERIFY(m_session->jumpTo(0, 1));
        const QVariantList rows = tree->rows();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.first().toMap().value(u"title"_s).toString(),
                u"Variation 2 · second <b>try</b>"_s);
        QVERIFY(tree->goTo(1, 1000));
        QCOMPARE(tree->rows().at(1).toMap().value(u"moves"_s).toString(), movesBefore);
    }

    // The table's heading in a variation of a later hand describes the variation's last move
    // (the variation is played in its own one-hand record, not the game's first hand).
    void headingInALaterHand()
    {
        VariationTree *tree = m_session->variations();
        QVERIFY(m_session->jumpTo(1, 1));
        const int seat = m_session->analysis()->seat();
        QVERIFY(seat >= 0);
        const QString tile = firstDiscard(tree);
        QVERIFY(!tile.isEmpty());
        QVERIFY(tree->playDiscard(tile));
        QCOMPARE(tree->kyoku(), 1);
        // The discard, then the next seat's draw from the wall.
        const QString heading = m_session->table()->lastActionText();
        QVERIFY2(heading.contains(u"draws"_s), qPrintable(heading));
        QVERIFY(tree->previous());
        // "<player> discards <tile>", the tile as played (a red five reads "red 5m").
        const QString expected =
                u" discards %1"_s.arg(tile.startsWith(u'0') ? u"red 5"_s + tile.right(1) : tile);
        QVERIFY2(m_session->table()->lastActionText().contains(expected),
                qPrintable(m_session->table()->lastActionText() + u" / "_s + expected));
    }

private:
    static QString recordPath()
    {
        return QStringLiteral(
                HAIFU_TEST_DATA "/records/tsubaki__2023053016gm-0029-0000-e54b3b98.xml");
    }
    static QString firstDiscard(VariationTree *tree)
    {
        for (const QVariant &a : tree->actions()) {
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

HAIFU_TEST_MAIN(TestVariationTree)
#include "tst_variationtree.moc"
