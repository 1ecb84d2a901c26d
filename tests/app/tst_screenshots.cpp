#include "screenshotbatch.h"
#include "testmain.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// `haifu --screenshot` renders every page in both languages and both themes; each image must
// have the requested size and real content (not a blank or single-colour window), and the app
// must log no QML warning while it makes it. All the pictures are made by one app (initTestCase).
class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void renders_data();
    void renders();
    void rejectsBadSize();
    void firstStartSeedsLibrary();

private:
    struct Picture
    {
        QString page;
        QString language;
        QString theme;
        QString name() const { return page + u'-' + language + u'-' + theme; }
    };
    static QList<Picture> pictures();
    QString fileOf(const Picture &picture) const
    {
        return m_dir.filePath(picture.name() + u".png"_s);
    }

    // Keeps the runs away from the user's data folder.
    QProcessEnvironment environment() const
    {
        return screenshots::Batch::withDataHome(m_dir.filePath(u"data"_s));
    }

    QTemporaryDir m_dir;
    screenshots::Batch m_batch;
};

QList<TestScreenshots::Picture> TestScreenshots::pictures()
{
    QList<Picture> list;
    for (const char *page : { "library", "viewer", "quiz", "club", "settings", "about" }) {
        for (const char *language : { "en", "ja" }) {
            for (const char *theme : { "light", "dark" }) {
                list.append({ QString::fromLatin1(page), QString::fromLatin1(language),
                        QString::fromLatin1(theme) });
            }
        }
    }
    return list;
}

void TestScreenshots::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A new data folder: the first job is the app's first start (see firstStartSeedsLibrary).
    QVERIFY(!QFile::exists(m_dir.filePath(u"data/Haifu/Haifu/library.haifu"_s)));
    QList<QStringList> jobs;
    for (const Picture &picture : pictures()) {
        jobs.append({ u"--screenshot"_s, fileOf(picture), u"--page"_s, picture.page, u"--size"_s,
                u"1000x700"_s, u"--language"_s, picture.language, u"--theme"_s, picture.theme });
    }
    const QString error = m_batch.run(jobs, m_dir.filePath(u"jobs.txt"_s), environment());
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestScreenshots::renders_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("theme");
    for (const Picture &picture : pictures())
        QTest::newRow(qPrintable(picture.name())) << fileOf(picture) << picture.theme;
}

void TestScreenshots::renders()
{
    QFETCH(QString, file);
    QFETCH(QString, theme);
    const QString problems = m_batch.problems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));

    const QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1000, 700));
    // Count distinct colours on a grid: a blank window has one or two.
    QSet<QRgb> colours;
    qint64 luminance = 0;
    int samples = 0;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            const QRgb pixel = image.pixel(x, y);
            colours.insert(pixel);
            luminance += qGray(pixel);
            ++samples;
        }
    }
    QVERIFY2(colours.size() > 20, qPrintable(u"only %1 colours"_s.arg(colours.size())));
    // The theme really changes the picture.
    const double mean = double(luminance) / samples;
    if (theme == "dark"_L1)
        QVERIFY2(mean < 110, qPrintable(u"mean grey %1 is too light for dark"_s.arg(mean)));
    else
        QVERIFY2(mean > 150, qPrintable(u"mean grey %1 is too dark for light"_s.arg(mean)));
}

void TestScreenshots::rejectsBadSize()
{
    QProcess app;
    app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"),
            { u"--screenshot"_s, m_dir.filePath(u"bad.png"_s), u"--size"_s, u"huge"_s });
    QVERIFY(app.waitForFinished(30000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("--size"));
}

// The embedded default: the first start creates the library in the data folder and seeds it
// with the bundled sample games; the next start keeps what is there. The first start is the
// batch of initTestCase (a new data folder); the next one is started here.
void TestScreenshots::firstStartSeedsLibrary()
{
    const QString library = m_dir.filePath(u"data/Haifu/Haifu/library.haifu"_s);
    for (int run = 0; run < 2; ++run) {
        if (run == 1) {
            QProcess app;
            app.setProcessEnvironment(environment());
            app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"),
                    { u"--screenshot"_s, m_dir.filePath(u"next.png"_s), u"--page"_s,
                            u"library"_s });
            QVERIFY(app.waitForFinished(60000));
            QCOMPARE(app.exitCode(), 0);
        }
        QVERIFY(QFile::exists(library));

        QProcess cli;
        cli.start(QStringLiteral(HAIFU_BIN_DIR "/haifu-cli"),
                { u"library"_s, u"--db"_s, library, u"--json"_s, u"list"_s });
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject list = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QVERIFY2(list.value(u"total"_s).toInt() >= 8,
                qPrintable(QString::fromUtf8(
                        QJsonDocument(list).toJson(QJsonDocument::Compact).left(300))));
    }
}

HAIFU_TEST_GUILESS_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
