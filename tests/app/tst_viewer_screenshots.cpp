#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// `haifu --screenshot … --page viewer --open RECORD --kyoku K --step N` renders the study table
// at a given step: a win, a draw, a riichi, a closed kan, a double ron and a three-player game,
// in both themes and both languages. Each image must have the requested size, the table's green
// cloth and real content (tiles, text), not a blank window.
class TestViewerScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renders_data();
    void renders();
    void failsOnMissingRecord();

private:
    QTemporaryDir m_dir;
};

void TestViewerScreenshots::renders_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<int>("kyoku");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("seat");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("theme");
    const QString game = u"tsubaki__2023053016gm-0029-0000-e54b3b98.xml"_s;
    QTest::newRow("win") << game << 0 << 67 << 0 << u"en"_s << u"light"_s;
    QTest::newRow("win-dark-ja") << game << 0 << 67 << 0 << u"ja"_s << u"dark"_s;
    QTest::newRow("draw") << game << 3 << 146 << 2 << u"en"_s << u"dark"_s;
    QTest::newRow("riichi") << game << 0 << 58 << 0 << u"ja"_s << u"light"_s;
    QTest::newRow("closed-kan") << game << 1 << 66 << 3 << u"en"_s << u"light"_s;
    QTest::newRow("decision") << game << 0 << 1 << 0 << u"en"_s << u"light"_s;
    QTest::newRow("double-ron") << u"fastmaj__2014051511gm-0041-0000-a29f5b7b_tw1.mjlog"_s << 1
                                << 1000 << 0 << u"en"_s << u"dark"_s;
    QTest::newRow("three-players") << u"wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"_s << 8 << 77
                                   << 0 << u"en"_s << u"light"_s;
    QTest::newRow("three-players-ja-dark")
            << u"dnov__sanma2.xml"_s << 0 << 58 << 1 << u"ja"_s << u"dark"_s;
}

void TestViewerScreenshots::renders()
{
    QFETCH(QString, record);
    QFETCH(int, kyoku);
    QFETCH(int, step);
    QFETCH(int, seat);
    QFETCH(QString, language);
    QFETCH(QString, theme);
    const QString file = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);
    QProcess app;
    app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"),
            { u"--screenshot"_s, file, u"--page"_s, u"viewer"_s, u"--size"_s, u"1280x800"_s,
                    u"--language"_s, language, u"--theme"_s, theme, u"--open"_s,
                    QStringLiteral(HAIFU_RECORDS_DATA "/") + record, u"--kyoku"_s,
                    QString::number(kyoku), u"--step"_s, QString::number(step), u"--seat"_s,
                    QString::number(seat) });
    QVERIFY(app.waitForFinished(60000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
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

QTEST_GUILESS_MAIN(TestViewerScreenshots)
#include "tst_viewer_screenshots.moc"
