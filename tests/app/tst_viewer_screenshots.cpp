#include "screenshotbatch.h"
#include "testmain.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using namespace Qt::StringLiterals;

// `haifu --screenshot … --page viewer --open RECORD --kyoku K --step N` renders the study table
// at a given step: a win, a draw, a riichi, a closed kan, a double ron and a three-player game,
// in both themes and both languages. Each image must have the requested size, the table's green
// cloth and real content (tiles, text), not a blank window, and the app must log no QML warning
// while it makes it. All the pictures are made by one app (initTestCase).
class TestViewerScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void renders_data();
    void renders();
    void failsOnMissingRecord();
    void annotatedStep_data();
    void annotatedStep();

private:
    struct Table
    {
        const char *tag;
        QString record;
        int kyoku;
        int step;
        int seat;
        QString language;
        QString theme;
    };
    static QList<Table> tables();
    struct Notes
    {
        const char *tag;
        QString language;
        QString theme;
    };
    static QList<Notes> notes();
    QString fileOf(const char *tag) const
    {
        return m_dir.filePath(QString::fromLatin1(tag) + u".png"_s);
    }
    // The library with notes of annotatedStep's picture `tag`, made with haifu-cli.
    QString makeNotesLibrary(const char *tag);

    QTemporaryDir m_dir;
    screenshots::Batch m_batch;
};

QList<TestViewerScreenshots::Table> TestViewerScreenshots::tables()
{
    const QString game = u"tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s;
    return {
        { "win", game, 0, 67, 0, u"en"_s, u"light"_s },
        { "win-dark-ja", game, 0, 67, 0, u"ja"_s, u"dark"_s },
        { "draw", game, 3, 146, 2, u"en"_s, u"dark"_s },
        { "riichi", game, 0, 58, 0, u"ja"_s, u"light"_s },
        { "closed-kan", game, 1, 66, 3, u"en"_s, u"light"_s },
        { "decision", game, 0, 1, 0, u"en"_s, u"light"_s },
        { "double-ron", u"fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog"_s, 1, 1000, 0,
                u"en"_s, u"dark"_s },
        { "three-players", u"wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s, 8, 77, 0, u"en"_s,
                u"light"_s },
        { "three-players-ja-dark", u"dnov__sanma2.xml"_s, 0, 58, 1, u"ja"_s, u"dark"_s },
    };
}

QList<TestViewerScreenshots::Notes> TestViewerScreenshots::notes()
{
    return { { "notes", u"en"_s, u"light"_s }, { "notes-ja-dark", u"ja"_s, u"dark"_s } };
}

void TestViewerScreenshots::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<QStringList> jobs;
    for (const Table &table : tables()) {
        jobs.append({ u"--screenshot"_s, fileOf(table.tag), u"--page"_s, u"viewer"_s, u"--size"_s,
                u"1280x800"_s, u"--language"_s, table.language, u"--theme"_s, table.theme,
                u"--open"_s, QStringLiteral(HAIFU_RECORDS_DATA "/") + table.record, u"--kyoku"_s,
                QString::number(table.kyoku), u"--step"_s, QString::number(table.step), u"--seat"_s,
                QString::number(table.seat) });
    }
    for (const Notes &picture : notes()) {
        const QString library = makeNotesLibrary(picture.tag);
        QVERIFY(!library.isEmpty());
        jobs.append({ u"--screenshot"_s, fileOf(picture.tag), u"--page"_s, u"viewer"_s, u"--size"_s,
                u"1280x800"_s, u"--language"_s, picture.language, u"--theme"_s, picture.theme,
                u"--library"_s, library, u"--game"_s, u"1"_s, u"--kyoku"_s, u"0"_s, u"--step"_s,
                u"1"_s });
    }
    // A data folder of its own: the records opened go to a library there, not the user's.
    const QString error = m_batch.run(jobs, m_dir.filePath(u"jobs.txt"_s),
            screenshots::Batch::withDataHome(m_dir.filePath(u"xdg"_s)));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestViewerScreenshots::renders_data()
{
    QTest::addColumn<QString>("file");
    for (const Table &table : tables())
        QTest::newRow(table.tag) << fileOf(table.tag);
}

void TestViewerScreenshots::renders()
{
    QFETCH(QString, file);
    const QString problems = m_batch.problems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    if (qEnvironmentVariableIsSet("HAIFU_KEEP_SCREENSHOTS"))
        QFile::copy(file,
                qEnvironmentVariable("HAIFU_KEEP_SCREENSHOTS") + u'/'
                        + QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);

    const QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    int cloth = 0;
    int samples = 0;
    for (int y = 0; y < image.height(); y += 5) {
        for (int x = 0; x < image.width(); x += 5) {
            const QColor c = image.pixelColor(x, y);
            colours.insert(c.rgb());
            // The cloth: a clearly green, not too light colour.
            cloth += c.green() > c.red() + 25 && c.green() > c.blue() && c.lightness() < 150;
            ++samples;
        }
    }
    QVERIFY2(colours.size() > 200, qPrintable(u"only %1 colours"_s.arg(colours.size())));
    const double clothShare = double(cloth) / samples;
    QVERIFY2(clothShare > 0.12 && clothShare < 0.6,
            qPrintable(u"the table covers %1 of the picture"_s.arg(clothShare)));
}

void TestViewerScreenshots::failsOnMissingRecord()
{
    QProcess app;
    app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"),
            { u"--screenshot"_s, m_dir.filePath(u"missing.png"_s), u"--page"_s, u"viewer"_s,
                    u"--open"_s, m_dir.filePath(u"no-such-record.mjlog"_s) });
    QVERIFY(app.waitForFinished(30000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("no-such-record.mjlog"));
}

QString TestViewerScreenshots::makeNotesLibrary(const char *tag)
{
    const QString library = m_dir.filePath(u"notes-%1.haifu"_s.arg(QString::fromLatin1(tag)));
    auto cli = [&](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"),
                QStringList{ u"library"_s, u"--db"_s, library } + args);
        return p.waitForFinished(60000) && p.exitCode() == 0;
    };
    const bool made = cli({ u"import"_s,
                              QStringLiteral(HAIFU_RECORDS_DATA
                                      "/tsubaki__2023053016gm-0029-0000-e54b3b98.xml") })
            // E1-0 step 1: the dealer's first discard, judged ?! with a better discard suggested.
            && cli({ u"annotate"_s, u"1"_s, u"0"_s, u"1"_s, u"--seat"_s, u"0"_s, u"--text"_s,
                    u"Cut the lone wind first: the 1-4m shape wants to stay."_s, u"--mark"_s,
                    u"?!"_s, u"--alt"_s, u"1z"_s })
            && cli({ u"annotate"_s, u"1"_s, u"2"_s, u"15"_s, u"--seat"_s, u"1"_s, u"--text"_s,
                    u"Riichi here throws away the dora."_s, u"--mark"_s, u"??"_s,
                    u"--bookmark"_s });
    return made ? library : QString();
}

void TestViewerScreenshots::annotatedStep_data()
{
    QTest::addColumn<QString>("file");
    for (const Notes &picture : notes())
        QTest::newRow(picture.tag) << fileOf(picture.tag);
}

// A library game with notes (made with haifu-cli library annotate), opened with --game: the
// marks drawn on the river tile and in the lists, the note of the step in the side panel.
void TestViewerScreenshots::annotatedStep()
{
    QFETCH(QString, file);
    const QString problems = m_batch.problems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    if (qEnvironmentVariableIsSet("HAIFU_KEEP_SCREENSHOTS"))
        QFile::copy(file,
                qEnvironmentVariable("HAIFU_KEEP_SCREENSHOTS") + u'/'
                        + QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);
    const QImage image(file);
    QCOMPARE(image.size(), QSize(1280, 800));
    // The ?! mark's blue (#2f8fd0): its button in the side panel is checked, its badges show.
    int markPixels = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            markPixels += std::abs(c.red() - 0x2f) < 12 && std::abs(c.green() - 0x8f) < 12
                    && std::abs(c.blue() - 0xd0) < 12;
        }
    }
    QVERIFY2(markPixels > 300, qPrintable(u"%1 pixels of the mark's colour"_s.arg(markPixels)));
}

HAIFU_TEST_GUILESS_MAIN(TestViewerScreenshots)
#include "tst_viewer_screenshots.moc"
