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

// `haifu --screenshot … --page quiz --quiz KIND[:feedback]` renders the Quiz page at a first
// generated question of every kind (with its feedback and explanation), the setup and the
// statistics (over the v2 library fixture), in both themes and both languages. Each run uses a
// scratch XDG_DATA_HOME, so the user's library is never touched. Each image must have the
// requested size and real content (tiles, text), not a blank window, and the app must log no QML
// warning while it makes it. All the pictures are made by one app (initTestCase).
class TestQuizScreenshots : public QObject
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
        QString quiz;
        QString language;
        QString theme;
        bool fixture = false;
    };
    static QList<Picture> pictures();

    QTemporaryDir m_dir;
    screenshots::Batch m_batch;
};

QList<TestQuizScreenshots::Picture> TestQuizScreenshots::pictures()
{
    QList<Picture> list;
    for (const QString &kind :
            { u"yaku"_s, u"fu"_s, u"points"_s, u"waits"_s, u"efficiency"_s, u"furiten"_s }) {
        list.append({ kind, kind, u"en"_s, u"light"_s });
        list.append({ kind + u"-feedback-dark"_s, kind + u":feedback"_s, u"en"_s, u"dark"_s });
        list.append({ kind + u"-feedback-ja"_s, kind + u":feedback"_s, u"ja"_s, u"light"_s });
    }
    list.append({ u"setup"_s, QString(), u"en"_s, u"light"_s });
    list.append({ u"stats"_s, u"stats"_s, u"en"_s, u"light"_s, true });
    list.append({ u"stats-dark-ja"_s, u"stats"_s, u"ja"_s, u"dark"_s, true });
    return list;
}

void TestQuizScreenshots::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QList<QStringList> jobs;
    for (const Picture &picture : pictures()) {
        QStringList args{ u"--screenshot"_s, m_dir.filePath(picture.tag + u".png"_s), u"--page"_s,
            u"quiz"_s, u"--size"_s, u"1280x800"_s, u"--language"_s, picture.language, u"--theme"_s,
            picture.theme };
        if (!picture.quiz.isEmpty())
            args << u"--quiz"_s << picture.quiz;
        if (picture.fixture) {
            const QString library = m_dir.filePath(picture.tag + u".haifu"_s);
            QVERIFY(QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/library_v2.haifu"), library));
            QFile::setPermissions(library, QFile::ReadOwner | QFile::WriteOwner);
            args << u"--library"_s << library;
        }
        jobs.append(args);
    }
    const QString error = m_batch.run(jobs, m_dir.filePath(u"jobs.txt"_s),
            screenshots::Batch::withDataHome(m_dir.filePath(u"xdg"_s)));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestQuizScreenshots::renders_data()
{
    QTest::addColumn<QString>("quiz");
    for (const Picture &picture : pictures())
        QTest::newRow(qPrintable(picture.tag)) << picture.quiz;
}

void TestQuizScreenshots::renders()
{
    QFETCH(QString, quiz);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const QString file = m_dir.filePath(tag + u".png"_s);
    const QString problems = m_batch.problems(file);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    if (qEnvironmentVariableIsSet("HAIFU_KEEP_SCREENSHOTS"))
        QFile::copy(file,
                qEnvironmentVariable("HAIFU_KEEP_SCREENSHOTS") + u"/quiz-"_s + tag + u".png"_s);

    const QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    }
    // Tiles and text give hundreds of colours; a blank or failed page a handful.
    QVERIFY2(colours.size() > (quiz.isEmpty() ? 40 : 150),
            qPrintable(u"only %1 colours"_s.arg(colours.size())));
}

HAIFU_TEST_GUILESS_MAIN(TestQuizScreenshots)
#include "tst_quiz_screenshots.moc"
