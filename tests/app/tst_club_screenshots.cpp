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
// and both languages. Each run uses a scratch XDG_DATA_HOME, so the user's library is never
// touched. Each image must have the requested size and real content, not a blank window.
class TestClubScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renders_data();
    void renders();

private:
    QTemporaryDir m_dir;
};

void TestClubScreenshots::renders_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("theme");
    for (const QString &view : { u"game"_s, u"entry"_s, u"picker"_s, u"audit"_s, u"standings"_s,
                 u"player"_s, u"players"_s, u"rules"_s }) {
        QTest::addRow("%s", qPrintable(view)) << view << u"en"_s << u"light"_s;
        QTest::addRow("%s-dark", qPrintable(view)) << view << u"en"_s << u"dark"_s;
        QTest::addRow("%s-ja", qPrintable(view)) << view << u"ja"_s << u"light"_s;
    }
    QTest::newRow("entry-ja-dark") << u"entry"_s << u"ja"_s << u"dark"_s;
    QTest::newRow("player-ja-dark") << u"player"_s << u"ja"_s << u"dark"_s;
}

void TestClubScreenshots::renders()
{
    QFETCH(QString, view);
    QFETCH(QString, language);
    QFETCH(QString, theme);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const QString file = m_dir.filePath(tag + u".png"_s);
    const QStringList args{ u"--screenshot"_s, file, u"--page"_s, u"club"_s, u"--club"_s, view,
        u"--size"_s, u"1280x800"_s, u"--language"_s, language, u"--theme"_s, theme };
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // A new data folder per run: a new library, seeded with the samples and the demo club.
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"xdg-"_s + tag));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"), args);
    QVERIFY(app.waitForFinished(60000));
    const QByteArray errors = app.readAllStandardError();
    QVERIFY2(app.exitCode() == 0, errors.constData());
    // No QML warnings (a binding error, a missing property) on the way.
    QVERIFY2(!errors.contains("qrc:/"), errors.constData());
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
