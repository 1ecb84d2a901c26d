// Notes on the nodes of the study tree (schema 8): kept apart from the recorded line's, removed
// with their variation and put back by undo in one transaction, on the command line, in the
// .haifu file (version 2; version 1 files still read) and in the game report.
#include "clirun.h"
#include "formats/notesfileformat.h"
#include "formats/recordio.h"
#include "reports/gamereport.h"
#include "reports/notesfile.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/games.h"
#include "storage/variations.h"

#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "testlibrary.h"
#include <QTest>

using namespace haifu;
using namespace Qt::StringLiterals;

namespace {

const QString kRecord =
        QStringLiteral(HAIFU_STORAGE_DATA "/records/tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml");

using storagetest::cli;
using storagetest::Run;

storage::AnnotationKey key(int step, int variation)
{
    storage::AnnotationKey k;
    k.gameId = 1;
    k.kyoku = 0;
    k.step = step;
    k.variation = variation;
    return k;
}

storage::AnnotationEdit textEdit(const QString &text)
{
    storage::AnnotationEdit e;
    e.text = text;
    return e;
}

} // namespace

class TestVariationNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = storagetest::newLibrary(m_dir, u"lib.haifu"_s);
        QFile::remove(m_path);
        QCOMPARE(cli({ u"library"_s, u"import"_s, u"--db"_s, m_path, kRecord }).status, 0);
        // Variation 1 leaves the recorded line at step 5 with "2d1z", and plays on.
        QCOMPARE(cli({ u"variation"_s, u"--db"_s, m_path, u"1"_s, u"--add"_s, u"--kyoku"_s, u"0"_s,
                             u"--step"_s, u"5"_s, u"--moves"_s, u"2d1z"_s, u"--name"_s,
                             u"honour first"_s })
                         .status,
                0);
    }

    void notesOnNodesAreTheirOwn()
    {
        storage::Database db;
        QVERIFY(!db.open(m_path));
        // The same step on the recorded line and on the variation: two notes.
        QVERIFY(storage::editAnnotation(db, key(6, 0), textEdit(u"recorded"_s)));
        auto onVariation = storage::editAnnotation(db, key(6, 1), textEdit(u"on the line"_s));
        QVERIFY2(onVariation, onVariation ? "" : onVariation.error().message.c_str());
        QCOMPARE(onVariation->key.variation, 1);
        auto all = storage::gameAnnotations(db, 1);
        QVERIFY(all);
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(0).text, u"recorded"_s);
        QCOMPARE(all->at(1).text, u"on the line"_s);
        QCOMPARE(storage::annotation(db, key(6, 1)).value()->text, u"on the line"_s);
        QCOMPARE(storage::gameSummary(db, 1).value().annotationCount, 2);
        // A variation the game does not have is refused with its number.
        const auto missing = storage::editAnnotation(db, key(6, 9), textEdit(u"x"_s));
        QVERIFY(!missing);
        QVERIFY2(missing.error().message.find("no variation 9") != std::string::npos,
                missing.error().message.c_str());
        // Found by the full-text search like any note.
        auto hits = storage::searchAnnotations(db, u"line"_s);
        QVERIFY(hits);
        QCOMPARE(hits->size(), 1);
        QCOMPARE(hits->front().annotation.key.variation, 1);

        // Removing the variation removes its note in the same save; undo puts both back.
        auto tree = storage::loadVariations(db, 1);
        QVERIFY(tree);
        const QList<storage::Annotation> notes = { all->at(1) };
        const auto removed = tree->remove(1);
        QVERIFY(!storage::saveVariations(db, 1, *tree));
        all = storage::gameAnnotations(db, 1);
        QCOMPARE(all->size(), 1);
        QCOMPARE(all->front().key.variation, 0);
        QCOMPARE(storage::gameSummary(db, 1).value().annotationCount, 1);
        tree->restore(removed);
        QVERIFY(!storage::saveVariations(db, 1, *tree, notes));
        all = storage::gameAnnotations(db, 1);
        QCOMPARE(all->size(), 2);
        QCOMPARE(all->at(1).key.variation, 1);
        QCOMPARE(all->at(1).text, u"on the line"_s);
        QCOMPARE(all->at(1).createdAt, notes.front().createdAt);
        QCOMPARE(storage::searchAnnotations(db, u"line"_s).value().size(), 1);
    }

    void commandLine()
    {
        const Run added = cli({ u"library"_s, u"--db"_s, m_path, u"annotate"_s, u"1"_s, u"0"_s,
                u"6"_s, u"--variation"_s, u"1"_s, u"--text"_s, u"cli note"_s, u"--mark"_s,
                u"?!"_s });
        QCOMPARE(added.status, 0);
        QVERIFY2(added.out.contains("kyoku 0 variation 1 step 6: ?! cli note"), added.out);
        QCOMPARE(cli({ u"library"_s, u"--db"_s, m_path, u"annotate"_s, u"1"_s, u"0"_s, u"6"_s,
                             u"--variation"_s, u"4"_s, u"--text"_s, u"x"_s })
                         .status,
                1);
        QCOMPARE(cli({ u"library"_s, u"--db"_s, m_path, u"annotate"_s, u"1"_s, u"0"_s, u"6"_s,
                             u"--variation"_s, u"one"_s })
                         .status,
                2);
        // haifu-cli variation lists each variation's notes.
        const Run tree = cli({ u"variation"_s, u"--db"_s, m_path, u"1"_s });
        QCOMPARE(tree.status, 0);
        const QJsonArray variations =
                QJsonDocument::fromJson(tree.out).object().value(u"variations"_s).toArray();
        QCOMPARE(variations.size(), 1);
        const QJsonArray notes = variations.at(0).toObject().value(u"notes"_s).toArray();
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.at(0).toObject().value(u"step"_s).toInt(), 6);
        QCOMPARE(notes.at(0).toObject().value(u"text"_s).toString(), u"cli note"_s);
        QCOMPARE(notes.at(0).toObject().value(u"mark"_s).toString(), u"?!"_s);
        // --remove of the variation takes the note along.
        QCOMPARE(cli({ u"variation"_s, u"--db"_s, m_path, u"1"_s, u"--remove"_s, u"1"_s }).status,
                0);
        storage::Database db;
        QVERIFY(!db.open(m_path));
        QCOMPARE(storage::gameAnnotations(db, 1).value().size(), 0);
    }

    void gameFileVersion2()
    {
        QByteArray file;
        {
            storage::Database db;
            QVERIFY(!db.open(m_path));
            QVERIFY(storage::editAnnotation(db, key(3, 0), textEdit(u"recorded line"_s)));
            QVERIFY(storage::editAnnotation(db, key(7, 1), textEdit(u"variation node"_s)));
            auto tree = storage::loadVariations(db, 1);
            auto record = storage::loadRecord(db, 1);
            // A second variation leaving the first after its first move.
            QVERIFY(!tree->extend(*record, 1, game::parseActions("3d1m").value()));
            QVERIFY(tree->add(*record, 0, 1, 1, game::parseActions("3d2m").value(), "nested"));
            QVERIFY(!storage::saveVariations(db, 1, *tree));
            auto written = reports::writeNotesFile(db, 1);
            QVERIFY(written);
            file = *written;
        }
        const QJsonObject root = QJsonDocument::fromJson(file).object();
        QCOMPARE(root.value(u"version"_s).toInt(), 2);
        const QJsonArray variations = root.value(u"variations"_s).toArray();
        QCOMPARE(variations.size(), 2);
        QCOMPARE(variations.at(0).toObject().value(u"moves"_s).toString(), u"2d1z 3d1m"_s);
        QCOMPARE(variations.at(1).toObject().value(u"parent"_s).toInt(), 1);

        // Read into another library: the tree and both notes come back, the variation's note
        // on its variation.
        storage::Database db;
        openFresh(db, u"other.haifu"_s);
        auto read = reports::readNotesFile(db, file, u"game.haifu"_s);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(read->added, 2);
        auto tree = storage::loadVariations(db, read->gameId);
        QVERIFY(tree);
        QCOMPARE(tree->variations().size(), std::size_t(2));
        QCOMPARE(tree->find(1)->name, std::string("honour first"));
        QCOMPARE(tree->find(2)->parent, 1);
        auto notes = storage::gameAnnotations(db, read->gameId);
        QCOMPARE(notes->size(), 2);
        QCOMPARE(notes->at(1).key.variation, 1);
        QCOMPARE(notes->at(1).text, u"variation node"_s);
        // Read again: nothing doubles.
        read = reports::readNotesFile(db, file, u"game.haifu"_s);
        QVERIFY(read);
        QCOMPARE(read->unchanged, 2);
        QCOMPARE(storage::loadVariations(db, read->gameId)->variations().size(), std::size_t(2));
    }

    void gameFileVersion1StillReads()
    {
        // tests/data/notes_v1.haifu: game 1 of library_v7.haifu exported by haifu-cli of file
        // version 1 (three notes on the recorded line).
        QFile v1(QStringLiteral(HAIFU_STORAGE_DATA "/notes_v1.haifu"));
        QVERIFY(v1.open(QIODevice::ReadOnly));
        const QByteArray data = v1.readAll();
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"version"_s).toInt(), 1);
        storage::Database db;
        openFresh(db, u"v1.haifu"_s);
        auto read = reports::readNotesFile(db, data, u"notes_v1.haifu"_s);
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(read->added, 3);
        QVERIFY(storage::loadVariations(db, read->gameId)->empty());
        const auto notes = storage::gameAnnotations(db, read->gameId);
        QVERIFY(notes);
        for (const storage::Annotation &a : *notes)
            QCOMPARE(a.key.variation, 0);
    }

    void badVariationsInAFile()
    {
        storage::Database db;
        QVERIFY(!db.open(m_path));
        QJsonObject root = QJsonDocument::fromJson(reports::writeNotesFile(db, 1).value()).object();
        // A note on a variation the file does not hold.
        QJsonArray notes{ QJsonObject{ { u"kyoku"_s, 0 }, { u"step"_s, 6 }, { u"seat"_s, -1 },
                { u"variation"_s, 5 }, { u"text"_s, u"lost"_s } } };
        root.insert(u"annotations"_s, notes);
        auto parsed = formats::parseNotesFile(QJsonDocument(root).toJson(), u"f.haifu"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.find("no variation 5") != std::string::npos,
                parsed.error().message.c_str());
        // A line that is not legal: refused with the variation named, nothing stored.
        root.insert(u"annotations"_s, QJsonArray{});
        root.insert(u"variations"_s,
                QJsonArray{ QJsonObject{ { u"id"_s, 1 }, { u"kyoku"_s, 0 }, { u"parent"_s, 0 },
                        { u"branch"_s, 5 }, { u"rank"_s, 1 }, { u"moves"_s, u"1d1z"_s } } });
        storage::Database fresh;
        openFresh(fresh, u"bad.haifu"_s);
        auto read = reports::readNotesFile(fresh, QJsonDocument(root).toJson(), u"f.haifu"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().message.starts_with("f.haifu, variation 1: "),
                read.error().message.c_str());
        QCOMPARE(storage::countGames(fresh).value(), 0);
    }

    void reportShowsVariations()
    {
        storage::Database db;
        QVERIFY(!db.open(m_path));
        storage::AnnotationEdit edit = textEdit(u"honours <first> & fast"_s);
        edit.mark = u"!?"_s;
        QVERIFY(storage::editAnnotation(db, key(7, 1), edit));
        auto html = reports::gameReportHtml(db, 1);
        QVERIFY2(html, html ? "" : html.error().message.c_str());
        QVERIFY(html->contains(u"<h2>Variations</h2>"_s));
        QVERIFY(html->contains(u"Variation 1 “honour first”"_s));
        QVERIFY(html->contains(u"E1-0 · step 5 · instead of: "_s));
        QVERIFY(html->contains(u"discards 1z"_s));
        QVERIFY(html->contains(u"Moves: 2d1z"_s));
        QVERIFY(html->contains(u"honours &lt;first&gt; &amp; fast"_s));
        QVERIFY(html->contains(u"move 7"_s));
        // The diagram at its end: a table of the rivers.
        const qsizetype section = html->indexOf(u"<h2>Variations</h2>"_s);
        QVERIFY(html->indexOf(u"class=\"diagram\""_s, section) > section);
    }

private:
    // A new library `name` (a file in the test's folder, or a schema on the test server).
    void openFresh(storage::Database &db, const QString &name)
    {
        const QString path = storagetest::newLibrary(m_dir, name);
        QFile::remove(path);
        QVERIFY(!db.open(path));
    }

    QTemporaryDir m_dir;
    QString m_path;
};

HAIFU_TEST_GUILESS_MAIN(TestVariationNotes)
#include "tst_variationnotes.moc"
