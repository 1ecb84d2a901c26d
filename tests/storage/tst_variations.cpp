// The study tree in the library (schema 6): a game's variations saved and loaded whole, every
// earlier library upgraded to hold them, and haifu-cli variation on a record file and a library.
#include "clirun.h"
#include "formats/recordio.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/lessons.h"
#include "storage/quizprogress.h"
#include "storage/schema.h"
#include "storage/variations.h"

#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

#include <algorithm>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace {

const QString kRecord =
        QStringLiteral(HAIFU_STORAGE_DATA "/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");

game::Action act(const char *text)
{
    return game::parseActions(text).value().front();
}

using storagetest::cli;
using storagetest::Run;

} // namespace

class TestVariations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedAndLoadedWhole()
    {
        QTemporaryDir dir;
        const QString location = storagetest::newLibrary(dir);
        storage::Database db;
        QVERIFY(!db.open(location));
        QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
        auto record = formats::readRecordFile(kRecord);
        QVERIFY(record);
        QVERIFY(!cli({ u"library"_s, u"import"_s, u"--db"_s, location, kRecord }).status);
        game::StudyTree tree;
        const auto a = tree.add(*record, 0, 0, 5, { act("2d1z") }, "honour first");
        QVERIFY(a);
        const auto b = tree.add(*record, 0, 0, 5, { act("2d5p"), act("3d2z") }, "push");
        QVERIFY(b);
        QVERIFY(tree.promote(*b));
        QVERIFY(!storage::saveVariations(db, 1, tree));
        auto loaded = storage::loadVariations(db, 1);
        QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str());
        QCOMPARE(loaded->variations().size(), std::size_t(2));
        QCOMPARE(loaded->linesAt(0, 0, 5), (std::vector<int>{ 0, *b, *a }));
        QCOMPARE(loaded->find(*b)->name, std::string("push"));
        QCOMPARE(game::actionsText(loaded->find(*b)->moves), std::string("2d5p 3d2z"));
        QVERIFY(loaded->line(*record, *b));
        // A stored move list that is not the notation is refused with the variation named.
        QVERIFY(db.query().exec(u"UPDATE variations SET moves = '2q' WHERE number = 1"_s));
        const auto bad = storage::loadVariations(db, 1);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message.starts_with("Variation 1 of game 1: move 1 (2q)"),
                bad.error().message.c_str());
    }

    void everyEarlierLibraryUpgrades_data()
    {
        QTest::addColumn<int>("version");
        for (int v = 1; v <= 8; ++v)
            QTest::newRow(qPrintable(u"v%1"_s.arg(v))) << v;
    }
    void everyEarlierLibraryUpgrades()
    {
        SQLITE_ONLY("the fixtures are SQLite libraries");
        QFETCH(int, version);
        QTemporaryDir dir;
        const QString copy = dir.filePath(u"old.haifu"_s);
        QVERIFY(QFile::copy(
                QStringLiteral(HAIFU_STORAGE_DATA "/library_v%1.haifu").arg(version), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        storage::Database db;
        const auto error = db.open(copy);
        QVERIFY2(!error, error ? error->message.c_str() : "");
        QCOMPARE(db.schemaVersion(), storage::kSchemaVersion);
        auto tree = storage::loadVariations(db, 1);
        QVERIFY(tree);
        // tests/data/library_v6.haifu: the v5 fixture opened by haifu-cli of schema 6, then
        // `haifu-cli variation --db … 1 --add --kyoku 0 --step 5 --moves 2d1z`
        // `--name "keep the pair"`.
        const std::size_t kept = version >= 6 ? 1 : 0;
        QCOMPARE(tree->variations().size(), kept);
        if (kept) {
            QCOMPARE(tree->variations().front().name, std::string("keep the pair"));
            QCOMPARE(tree->variations().front().branch, 5);
        }
        auto record = storage::loadRecord(db, 1);
        QVERIFY(record);
        game::StudyTree edited = *tree;
        QVERIFY(edited.add(*record, 0, 0, 0, {}));
        QVERIFY(!storage::saveVariations(db, 1, edited));
        QCOMPARE(storage::loadVariations(db, 1)->variations().size(), kept + 1);
        QCOMPARE(storage::gameSummary(db, 1).value().viewpoint, -1); // v7: none stored
        // v8: every note of an older library is on the recorded line, kept with its id and found
        // by its text; a note on a variation node takes the same step.
        // tests/data/library_v8.haifu: library_v7.haifu opened by haifu-cli of schema 8, then
        // `haifu-cli library --db … annotate 1 0 2 --variation 1 --text "v8 note on a variation"
        // --mark ?`.
        auto notes = storage::gameAnnotations(db, 1);
        QVERIFY(notes);
        const auto onVariation = std::count_if(notes->begin(), notes->end(),
                [](const storage::Annotation &a) { return a.key.variation != 0; });
        QCOMPARE(onVariation, version >= 8 ? 1 : 0);
        if (version >= 7) {
            // tests/data/library_v7.haifu: the v6 fixture opened by haifu-cli of schema 7, then
            // `haifu-cli library --db … annotate 1 0 7 --text "v7 note on the recorded line"
            // --mark !`.
            QCOMPARE(notes->size(), version >= 8 ? 4 : 3);
            const auto v7 = std::find_if(notes->begin(), notes->end(),
                    [](const storage::Annotation &a) { return a.key.step == 7; });
            QVERIFY(v7 != notes->end());
            QCOMPARE(v7->mark, u"!"_s);
            QCOMPARE(storage::searchAnnotations(db, u"recorded line"_s).value().size(), 1);
        }
        // The rebuilt table keeps the note counts (DROP TABLE fires no trigger).
        const int count = storage::gameSummary(db, 1).value().annotationCount;
        QCOMPARE(count, notes->size());
        storage::AnnotationKey key{ 1, 0, 3, -1, edited.variations().back().id };
        storage::AnnotationEdit edit;
        edit.text = u"on a variation"_s;
        QVERIFY(storage::editAnnotation(db, key, edit));
        QCOMPARE(storage::gameSummary(db, 1).value().annotationCount, count + 1);
        QCOMPARE(storage::searchAnnotations(db, u"variation"_s).value().size(),
                version >= 8 ? 2 : 1);
        // v9: no lessons yet; quiz progress names lesson problems.
        QVERIFY(storage::listLessons(db).value().isEmpty());
        storage::QuizAttempt attempt;
        attempt.ref = storage::lessonItemRef(u"0123456789abcdef"_s, 4);
        QVERIFY(storage::recordAttempt(db, attempt));
        const auto item = storage::quizItem(db, attempt.ref.questionId).value();
        QVERIFY(item);
        QCOMPARE(item->ref.problem, 4);
        QCOMPARE(item->ref.lesson, u"0123456789abcdef"_s);
    }

    void commandLine()
    {
        // A line from a record file, as JSON.
        Run r = cli({ u"variation"_s, kRecord, u"--kyoku"_s, u"0"_s, u"--step"_s, u"5"_s,
                u"--moves"_s, u"2d5p 3d2z"_s });
        QCOMPARE(r.status, 0);
        const QJsonObject line = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(line.value(u"moves"_s).toString(), u"2d5p 3d2z"_s);
        QCOMPARE(line.value(u"draws"_s).toString(), u"true-wall"_s);
        QVERIFY(!line.value(u"ended"_s).toBool());
        QVERIFY(!line.value(u"legal"_s).toArray().isEmpty());
        // An illegal move: status 1, the move and the legal ones named.
        r = cli({ u"variation"_s, kRecord, u"--kyoku"_s, u"0"_s, u"--step"_s, u"5"_s, u"--moves"_s,
                u"1d1z"_s });
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith("haifu-cli variation: move 1 (1d1z): 1d1z is not a legal "
                                  "action here (legal: 2d5p "),
                r.err.constData());
        // A library game's tree: add, promote, remove.
        QTemporaryDir dir;
        const QString db = storagetest::newLibrary(dir);
        QCOMPARE(cli({ u"library"_s, u"import"_s, u"--db"_s, db, kRecord }).status, 0);
        const QStringList game = { u"variation"_s, u"--db"_s, db, u"1"_s };
        QCOMPARE(cli(game
                         + QStringList{ u"--add"_s, u"--kyoku"_s, u"0"_s, u"--step"_s, u"5"_s,
                                 u"--moves"_s, u"2d1z"_s })
                         .status,
                0);
        r = cli(game
                + QStringList{ u"--add"_s, u"--kyoku"_s, u"0"_s, u"--step"_s, u"5"_s, u"--moves"_s,
                        u"2d5p"_s, u"--name"_s, u"push"_s });
        QCOMPARE(r.status, 0);
        r = cli(game + QStringList{ u"--promote"_s, u"2"_s });
        QCOMPARE(r.status, 0);
        QJsonArray list = QJsonDocument::fromJson(r.out).object().value(u"variations"_s).toArray();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(0).toObject().value(u"name"_s).toString(), u"push"_s);
        QCOMPARE(list.at(0).toObject().value(u"line"_s).toObject().value(u"moves"_s).toString(),
                u"2d5p"_s);
        QCOMPARE(cli(game + QStringList{ u"--remove"_s, u"7"_s }).status, 1);
        r = cli(game + QStringList{ u"--remove"_s, u"1"_s });
        QCOMPARE(r.status, 0);
        list = QJsonDocument::fromJson(cli(game).out).object().value(u"variations"_s).toArray();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(u"id"_s).toInt(), 2);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestVariations)
#include "tst_variations.moc"
