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
// requested size and real content (tiles, text), not a blank window.
class TestQuizScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renders_data();
    void renders();

private:
    QTemporaryDir m_dir;
};

void TestQuizScreenshots::renders_data()
{
    QTest::addColumn<QString>("quiz");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("theme");
    QTest::addColumn<bool>("fixture");
    for (const QString &kind :
            { u"yaku"_s, u"fu"_s, u"points"_s, u"waits"_s, u"efficiency"_s, u"furiten"_s }) {
        QTest::addRow("%s", qPrintable(kind)) << kind << u"en"_s << u"light"_s << false;
        QTest::addRow("%s-feedback-dark", qPrintable(kind))
                << kind + u":feedback"_s << u"en"_s << u"dark"_s << false;
        QTest::addRow("%s-feedback-ja", qPrintable(kind))
                << kind + u":feedback"_s << u"ja"_s << u"light"_s << false;
    }
    QTest::newRow("setup") << QString() << u"en"_s << u"light"_s << false;
    QTest::newRow("stats") << u"stats"_s << u"en"_s << u"light"_s << true;
    QTest::newRow("stats-dark-ja") << u"stats"_s << u"ja"_s << u"dark"_s << true;
}

void TestQuizScreenshots::renders()
{
    QFETCH(QString, quiz);
    QFETCH(QString, language);
    QFETCH(QString, theme);
    QFETCH(bool, fixture);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const QString file = m_dir.filePath(tag + u".png"_s);
    QStringList args{ u"--screenshot"_s, file, u"--page"_s, u"quiz"_s, u"--size"_s, u"1280x800"_s,
        u"--language"_s, language, u"--theme"_s, theme };
    if (!quiz.isEmpty())
        args << u"--quiz"_s << quiz;
    if (fixture) {
        const QString library = m_dir.filePath(tag + u".haifu"_s);
        QVERIFY(QFile::copy(QStringLiteral(HAIFU_TEST_DATA "/library_v2.haifu"), library));
        QFile::setPermissions(library, QFile::ReadOwner | QFile::WriteOwner);
        args << u"--library"_s << library;
    }
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"xdg"_s));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"), args);
    QVERIFY(app.waitForFinished(60000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
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
