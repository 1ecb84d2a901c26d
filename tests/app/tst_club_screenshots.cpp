#include "screenshotbatch.h"
#include "testmain.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// `haifu --screenshot … --page club --club VIEW` renders the Club page on the demo club that a new
// library gets: the last finished game with its final scores, the game in progress with a ron
// being entered (the live preview on the seats), the tile picker with a scored hand, the audit
// trail, the standings, a player's page with its chart and the club's players, in both themes
// and both languages. The runs use a scratch XDG_DATA_HOME, so the user's library is never
// touched. Each image must have the requested size and real content, not a blank window, and the
// app must log no QML warning while it makes it. All the pictures are made by one app
// (initTestCase).
class TestClubScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void renders_data();
    void renders();

private:
    struct Picture
    {
        QString tag;
        QString view;
        QString language;
        QString theme;
    };
    static QList<Picture> pictures();

    QTemporaryDir m_dir;
    screenshots::Batch m_batch;
};

QList<TestClubScreenshots::Picture> TestClubScreenshots::pictures()
{
    QList<Picture> list;
    for (const QString &view : { u"game"_s, u"entry"_s, u"picker"_s, u"audit"_s, u"standings"_s,
                 u"player"_s, u"players"_s, u"rules"_s }) {
        list.append({ view, view, u"en"_s, u"light"_s });
        list.append({ view + u"-dark"_s, view, u"en"_s, u"dark"_s });
        list.append({ view + u"-ja"_s, view, u"ja"_s, u"light"_s });
    }
    list.append({ u"entry-ja-dark"_s, u"entry"_s, u"ja"_s, u"dark"_s });
    list.append({ u"player-ja-dark"_s, u"player"_s, u"ja"_s, u"dark"_s });
    return list;
}

void TestClubScreenshots::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<QStringList> jobs;
    for (const Picture &picture : pictures()) {
        // A new library per picture, seeded with the samples and the demo club as on a first
        // start: what one picture enters never shows in another.
        jobs.append({ u"--screenshot"_s, m_dir.filePath(picture.tag + u".png"_s), u"--page"_s,
                u"club"_s, u"--club"_s, picture.view, u"--size"_s, u"1280x800"_s, u"--language"_s,
                picture.language, u"--theme"_s, picture.theme, u"--library"_s,
                m_dir.filePath(u"libraries/"_s + picture.tag + u".haifu"_s) });
    }
    const QString error = m_batch.run(jobs, m_dir.filePath(u"jobs.txt"_s),
            screenshots::Batch::withDataHome(m_dir.filePath(u"xdg"_s)));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestClubScreenshots::renders_data()
{
    QTest::addColumn<QString>("file");
    for (const Picture &picture : pictures())
        QTest::newRow(qPrintable(picture.tag)) << m_dir.filePath(picture.tag + u".png"_s);
}

void TestClubScreenshots::renders()
{
    QFETCH(QString, file);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    // The job ran and logged no QML warning (a binding error, a missing property).
    const QString problems = m_batch.problems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    if (qEnvironmentVariableIsSet("HAIFU_KEEP_SCREENSHOTS"))
        QFile::copy(file,
                qEnvironmentVariable("HAIFU_KEEP_SCREENSHOTS") + u"/club-"_s + tag + u".png"_s);

    const QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    }
    // Text, tables and tiles give hundreds of colours; a blank or failed page a handful.
    QVERIFY2(colours.size() > 150, qPrintable(u"only %1 colours"_s.arg(colours.size())));
}

HAIFU_TEST_GUILESS_MAIN(TestClubScreenshots)
#include "tst_club_screenshots.moc"
