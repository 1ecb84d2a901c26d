// The record editor's backend (RecordEditor): a library game opened, a discard changed (the
// next moves become illegal and the error names kyoku and move), fixed, saved as a new game
// while the original stays; a record written from nothing, with a hand that does not parse
// kept as typed, played through the legal actions to a win and saved.
#include "editor/recordeditor.h"

#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"

#include "testmain.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace haifu;

class TestRecordEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(!m_db.open(m_dir.filePath(QStringLiteral("library.haifu"))));
        storage::Importer importer(m_db);
        const auto item = importer.importFile(QStringLiteral(HAIFU_RECORDS_DATA)
                + QStringLiteral("/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml"));
        QCOMPARE(item.status, storage::ImportStatus::Imported);
        m_game = item.gameId;
    }

    void editAndSaveAsNew()
    {
        RecordEditor editor;
        editor.setDatabase(&m_db);
        QVERIFY(editor.openGame(m_game));
        QVERIFY(editor.loaded());
        QCOMPARE(editor.error(), QString());
        QVERIFY(editor.canSave());
        const QString original = editor.moves();
        QVERIFY(original.startsWith(QStringLiteral("0g1m 0d1m 1g8p 1d9m")));
        // Seat 0 keeps its 1m and discards the 4z instead: seat 0's later "0d4z" is illegal.
        QString changed = original;
        changed.replace(0, 9, QStringLiteral("0g1m 0d4z"));
        editor.setMoves(changed);
        QCOMPARE(editor.moves(), changed); // kept as typed
        QVERIFY2(editor.error().startsWith(QStringLiteral("kyoku 1 (E1-0): move ")),
                qPrintable(editor.error()));
        QVERIFY(editor.error().contains(QStringLiteral("is not a legal action here")));
        QVERIFY(!editor.canSave());
        QCOMPARE(editor.saveAsNew(), 0);
        QVERIFY(editor.kyokuLabels().first().contains(QStringLiteral("(error)")));
        // Text that is no move at all is kept too.
        editor.setMoves(changed + QStringLiteral(" 9q"));
        QVERIFY(editor.moves().endsWith(QStringLiteral(" 9q")));
        QVERIFY(editor.error().contains(QStringLiteral("'9q' is not a move")));
        // The fix: the game from the first discard on is cut and played on by the actions.
        editor.setMoves(QStringLiteral("0g1m 0d4z"));
        QCOMPARE(editor.error(),
                QStringLiteral(
                        "kyoku 1 (E1-0): the kyoku does not end (a win or a draw is needed)"));
        QVERIFY(!editor.actions().isEmpty());
        QVERIFY(!editor.canSave());
        editor.setMoves(original);
        QVERIFY(editor.canSave());
        // Saving the unchanged game is refused: the library holds it.
        QCOMPARE(editor.saveAsNew(), 0);
        QVERIFY(editor.error().startsWith(QStringLiteral("Nothing was changed")));
        // Change kyoku 1's result: seat 2 does not tsumo but discards the drawn 1s.
        editor.setMoves(original.left(original.size() - 3) + QStringLiteral(" 2d1s"));
        QVERIFY(editor.error().contains(QStringLiteral("does not end")));
        QVERIFY(!editor.canSave());
        QVERIFY(!editor.actions().isEmpty());
        const qint64 before = *storage::countGames(m_db);
        // Play the kyoku out with the first legal action each time (draws and discards).
        for (int i = 0; i < 400 && !editor.actions().isEmpty(); ++i)
            editor.play(editor.actions().first().toMap().value(QStringLiteral("code")).toString());
        QCOMPARE(editor.error(), QString());
        QVERIFY2(editor.canSave(), qPrintable(editor.notice()));
        // The next kyoku's start scores followed the new end.
        QVERIFY2(editor.notice().contains(QStringLiteral("now follow")),
                qPrintable(editor.notice()));
        QSignalSpy saved(&editor, &RecordEditor::saved);
        const qint64 id = editor.saveAsNew();
        QVERIFY2(id > 0, qPrintable(editor.error()));
        QCOMPARE(saved.size(), 1);
        QCOMPARE(*storage::countGames(m_db), before + 1);
        // The original is untouched.
        RecordEditor again;
        again.setDatabase(&m_db);
        QVERIFY(again.openGame(m_game));
        QCOMPARE(again.moves(), original);
        QVERIFY(again.openGame(id));
        QVERIFY(again.moves() != original);
    }

    void writtenFromNothing()
    {
        RecordEditor editor;
        editor.setDatabase(&m_db);
        editor.newRecord();
        QCOMPARE(editor.players().size(), 4);
        editor.setPlayer(0, QStringLiteral("Ann"));
        QVERIFY(editor.error().contains(QStringLiteral("dealt 0 tiles"))
                || editor.error().contains(QStringLiteral("no dora indicator")));
        editor.setHand(0, QStringLiteral("123456789m1235p"));
        editor.setHand(1, QStringLiteral("1234678s112233x")); // a typo
        QCOMPARE(editor.hands().at(1), QStringLiteral("1234678s112233x"));
        QVERIFY2(editor.error().startsWith(QStringLiteral("Kyoku 1 (E1-0), hand of seat 1: ")),
                qPrintable(editor.error()));
        editor.setHand(1, QStringLiteral("1234678s112233z"));
        editor.setHand(2, QStringLiteral("44556677z23467s"));
        editor.setHand(3, QStringLiteral("1199m114466799p"));
        editor.setDora(QStringLiteral("8p"));
        QCOMPARE(editor.error(), QString());
        for (const char *code : { "0g9s", "0d9s", "-", "1g5p", "1d5p" }) {
            bool offered = false;
            for (const QVariant &a : editor.actions())
                offered = offered
                        || a.toMap().value(QStringLiteral("code")).toString()
                                == QLatin1String(code);
            QVERIFY2(offered, code);
            editor.play(QLatin1String(code));
        }
        editor.play(QStringLiteral("0h"));
        QCOMPARE(editor.moves(), QStringLiteral("0g9s 0d9s - 1g5p 1d5p 0h"));
        QCOMPARE(editor.error(), QString());
        QVERIFY(editor.canSave());
        const qint64 id = editor.saveAsNew();
        QVERIFY2(id > 0, qPrintable(editor.error()));
        auto record = storage::loadRecord(m_db, id);
        QVERIFY(record);
        QCOMPARE(record->players[0].name, std::string("Ann"));
        QCOMPARE(record->kyoku.size(), std::size_t(1));
        QCOMPARE(record->kyoku[0].wins.size(), std::size_t(1));
        QCOMPARE(record->kyoku[0].wins[0].points, 3900);
        editor.undoMove();
        QCOMPARE(editor.moves(), QStringLiteral("0g9s 0d9s - 1g5p 1d5p"));
    }

private:
    QTemporaryDir m_dir;
    storage::Database m_db;
    qint64 m_game = 0;
};

HAIFU_TEST_MAIN(TestRecordEditor)
#include "tst_recordeditor.moc"
