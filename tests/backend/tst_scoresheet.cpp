// Club score sheets: a realistic EMA game (ron, double ron, tsumo, draws, chombo, a referee's
// penalty, a shared place, a leftover deposit) as CSV (checked field by field) and as PDF
// rendered to PNG with pdftoppm; a long game over several pages, a game in progress, a blank
// sheet and a league table. The PNGs are kept in HAIFU_SHEET_PNG_DIR for looking at.
#include "reports/scoresheet.h"

#include "club/finalscore.h"
#include "club/ledger.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPdfWriter>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace haifu;
using namespace haifu::club;

class TestScoreSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void csvOfAnEmaGame();
    void csvQuoting();
    void pdfOfAnEmaGame();
    void longGameRunsOnToMorePages();
    void gameInProgressIsProvisional();
    void otherPageSizes();
    void printer();
    void threePlayers();
    void blankSheet();
    void standings();
    void standingsFromGames();
    void badLedger();
    void csvCellsAreNeverFormulas();
    void breakLinesKeepsTheOrder();
    void wrappedTenpaiListInThePdf();

private:
    QString m_pngDir;
    QTemporaryDir m_tmp;
};

static rules::Ruleset ema()
{
    return *rules::presetRuleset("ema");
}

// Ten hands under EMA 2016 rules. Seat 0 (East) is the first dealer.
//   1 E1-0 South riichi, ron 3/30 from North (3,900)
//   2 E2-0 draw, East (riichi) and West tenpai: 1,500 each; a stick stays
//   3 E3-1 North tsumo 2/30: 500/1,000 + 100 honba each + the stick
//   4 E4-0 West chombo: nothing at the table, −20 after uma; the hand is replayed
//   5 E4-0 South and West riichi; double ron on East: South 2/40 (2,600, takes both sticks),
//          North (dealer) 4/30 (11,600)
//   6 E4-1 East tsumo mangan: 4,100 from the dealer, 2,100 from the others
//      (referee: East −2.0 for slow play)
//   7 S1-0 draw, all noten
//   8 S2-1 West ron 3/40 from South: 5,200 + 300
//   9 S3-0 South ron 2/30 from East: 2,000
//  10 S4-0 South riichi, draw, only South tenpai: +3,000 − 1,000; the dealer is noten: game over.
// Final: East 21,000, South 31,800, West 31,800, North 34,400 + the leftover stick = 35,400.
static Game emaGame()
{
    Game g;
    g.rules = ema();
    g.players = { "佐藤 太郎", "Anna Müller", "Jan de Vries", "Smith, John" };
    HandEntry first = HandEntry::ron(3, { Win{ 1, 3, 30 } }).withRiichi({ 1 });
    first.note = "riichi, \"ippatsu\", pinfu";
    g.entries = {
        first,
        HandEntry::exhaustiveDraw({ true, false, true, false }).withRiichi({ 0 }),
        HandEntry::tsumo(Win{ 3, 2, 30 }),
        HandEntry::chombo(2),
        HandEntry::ron(0, { Win{ 1, 2, 40 }, Win{ 3, 4, 30 } }).withRiichi({ 1, 2 }),
        HandEntry::tsumo(Win{ 0, 5, 0 }),
        HandEntry::exhaustiveDraw({}),
        HandEntry::ron(1, { Win{ 2, 3, 40 } }),
        HandEntry::ron(0, { Win{ 1, 2, 30 } }),
        HandEntry::exhaustiveDraw({ false, true, false, false }).withRiichi({ 1 }),
    };
    g.penalties.push_back(Penalty{ 0, 2000, 5, "Slow play, second warning" });
    return g;
}

static reports::SheetHeader emaHeader()
{
    reports::SheetHeader h;
    h.event = u"Riichi Open Utrecht 2026"_s;
    h.date = u"2026-11-23"_s;
    h.session = u"3"_s;
    h.table = u"7"_s;
    h.referee = u"鈴木 花子"_s;
    h.emaNumbers = { u"04290012"_s, u"06130004"_s, u"08010077"_s, u"03000123"_s };
    return h;
}

static QStringList csvLines(const QString &csv)
{
    QStringList lines = csv.split(u"\r\n"_s);
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// Runs a tool and returns its standard output, or a null string when it is missing or fails.
static QString run(const QString &program, const QStringList &args)
{
    if (QStandardPaths::findExecutable(program).isEmpty())
        return {};
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    // Qt's PDF text maps some CJK glyphs back to Kangxi radicals (木 as U+2F4A): NFKC folds
    // them, and ligatures, back.
    const QString out =
            QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
    return out.isNull() ? u""_s : out; // empty, not null: the tool ran
}

static int pdfPages(const QString &pdf)
{
    const QString info = run(u"pdfinfo"_s, { pdf });
    for (const QString &line : info.split(u'\n')) {
        if (line.startsWith(u"Pages:"_s))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

// The share of pixels that are not (nearly) white.
static double inkShare(const QImage &image)
{
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    qint64 ink = 0;
    for (int y = 0; y < img.height(); y += 2) {
        const auto *line = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        for (int x = 0; x < img.width(); x += 2) {
            if (qGray(line[x]) < 200)
                ++ink;
        }
    }
    return double(ink) / (double(img.width() / 2) * (img.height() / 2));
}

// Renders every page of `pdf` to <png dir>/<name>-<page>.png; returns the images.
static QList<QImage> renderPages(const QString &pdf, const QString &dir, const QString &name)
{
    QDir(dir).mkpath(u"."_s);
    for (const QString &old : QDir(dir).entryList({ name + u"-*.png"_s }))
        QFile::remove(QDir(dir).filePath(old));
    if (run(u"pdftoppm"_s, { u"-r"_s, u"110"_s, u"-png"_s, pdf, QDir(dir).filePath(name) })
                    .isNull())
        return {};
    QList<QImage> pages;
    QStringList files = QDir(dir).entryList({ name + u"-*.png"_s }, QDir::Files, QDir::Name);
    for (const QString &f : files)
        pages << QImage(QDir(dir).filePath(f));
    return pages;
}

static std::vector<Standing> league()
{
    auto row = [](int rank, bool shared, const char *name, int games, double total,
                       std::array<int, 4> places, double penalties) {
        Standing s;
        s.rank = rank;
        s.sharedRank = shared;
        s.name = name;
        s.games = games;
        s.total = total;
        s.average = total / games;
        s.places = places;
        s.averagePlace = double(places[0] + 2 * places[1] + 3 * places[2] + 4 * places[3]) / games;
        s.penalties = penalties;
        return s;
    };
    return {
        row(1, false, "佐藤 太郎", 8, 112.4, { 4, 2, 1, 1 }, 0),
        row(2, true, "Anna Müller", 8, 35.0, { 2, 2, 3, 1 }, 0),
        row(2, true, "Smith, John", 6, 35.0, { 2, 1, 1, 2 }, 20),
        row(4, false, "Jan de Vries", 8, -51.7, { 1, 2, 2, 3 }, 2),
        row(5, false, "田中 美咲", 7, -130.7, { 0, 2, 2, 3 }, 0),
    };
}

void TestScoreSheet::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_pngDir = QStringLiteral(HAIFU_SHEET_PNG_DIR);
}

void TestScoreSheet::csvOfAnEmaGame()
{
    const auto csv = reports::scoreSheetCsv(emaGame(), emaHeader());
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().message.c_str());
    const QStringList lines = csvLines(*csv);
    // Every line ends in CRLF, none has a bare LF.
    QVERIFY(csv->endsWith(u"\r\n"_s));
    QCOMPARE(csv->count(u'\n'), csv->count(u"\r\n"_s));

    QCOMPARE(lines[0], u"Event,Riichi Open Utrecht 2026"_s);
    QCOMPARE(lines[4], u"Referee,鈴木 花子"_s);
    // The rules line holds commas: it is quoted.
    QVERIFY(lines[5].startsWith(
            u"Ruleset,EMA 2016,\"start 30,000 · return 30,000 · uma +15 / +5 / -5 / -15 · oka 0 · ties shared · no rounding · chombo -20.0 after uma"_s));
    QCOMPARE(lines[6], u"Status,Final"_s);
    QCOMPARE(lines[7], u"East,佐藤 太郎,04290012"_s);
    QCOMPARE(lines[10], u"North,\"Smith, John\",03000123"_s);
    QCOMPARE(lines[11], QString());

    const int table = 12;
    QCOMPARE(lines[table],
            u"No.,Hand,Honba,Sticks before,Result,Winner / tenpai,Discarder / offender,Pao,Han/Fu,"
            "East riichi,East change,East total,South riichi,South change,South total,"
            "West riichi,West change,West total,North riichi,North change,North total,"
            "Sticks after,Note"_s);
    QCOMPARE(lines[table + 1],
            u"1,E1,0,0,Ron,Anna Müller,\"Smith, John\",,3/30,,0,30000,R,+3900,33900,,0,30000,,"
            "-3900,26100,0,\"riichi, \"\"ippatsu\"\", pinfu\""_s);
    QCOMPARE(lines[table + 2],
            u"2,E2,0,0,Draw,\"Tenpai: 佐藤 太郎, Jan de Vries\",,,,R,+500,30500,,-1500,32400,,"
            "+1500,31500,,-1500,24600,1,"_s);
    QCOMPARE(lines[table + 3],
            u"3,E3,1,1,Tsumo,\"Smith, John\",,,2/30,,-600,29900,,-600,31800,,-1100,30400,,"
            "+3300,27900,0,"_s);
    QCOMPARE(lines[table + 4],
            u"4,E4,0,0,Chombo,,Jan de Vries,,,,0,29900,,0,31800,,0,30400,,0,27900,0,"_s);
    QCOMPARE(lines[table + 5],
            u"5,E4,0,0,Double ron,\"Anna Müller; Smith, John\",佐藤 太郎,,2/40; 4/30,,-14200,"
            "15700,R,+3600,35400,R,-1000,29400,,+11600,39500,0,"_s);
    QCOMPARE(lines[table + 6],
            u"6,E4,1,0,Tsumo,佐藤 太郎,,,5 han,,+8300,24000,,-2100,33300,,-2100,27300,,-4100,"
            "35400,0,"_s);
    QCOMPARE(lines[table + 7],
            u"7,S1,0,0,Draw,all noten,,,,,0,24000,,0,33300,,0,27300,,0,35400,0,"_s);
    QCOMPARE(lines[table + 10],
            u"10,S4,0,0,Draw,Tenpai: Anna Müller,,,,,-1000,21000,R,+2000,31800,,-1000,31800,,"
            "-1000,34400,1,"_s);
    QCOMPARE(lines[table + 11], QString());

    const int footer = table + 12;
    QCOMPARE(lines[footer],
            u"Seat,Player,EMA number,Table points,Leftover deposits,Raw score,Place,"
            "(Raw - 30000) / 1000,Uma,Oka,Penalties,Final score"_s);
    QCOMPARE(lines[footer + 1],
            u"East,佐藤 太郎,04290012,21000,0,21000,4,-9.0,-15.0,0.0,-2.0,-26.0"_s);
    QCOMPARE(lines[footer + 2],
            u"South,Anna Müller,06130004,31800,0,31800,2=,+1.8,0.0,0.0,0.0,+1.8"_s);
    QCOMPARE(lines[footer + 3],
            u"West,Jan de Vries,08010077,31800,0,31800,2=,+1.8,0.0,0.0,-20.0,-18.2"_s);
    QCOMPARE(lines[footer + 4],
            u"North,\"Smith, John\",03000123,34400,1000,35400,1,+5.4,+15.0,0.0,0.0,+20.4"_s);
    QCOMPARE(lines[footer + 5], u"Table total before penalties,0.0,OK"_s);
    QCOMPARE(lines[footer + 6],
            u"Leftover deposits,1,\"Deposits left on the table: 1 (1,000), to Smith, John (+1,000).\""_s);
    QCOMPARE(lines[footer + 7], u"Game,Game over after S4-0: last hand played."_s);
    QCOMPARE(lines[footer + 8], QString());
    QCOMPARE(lines[footer + 9], u"Penalty,Player,Points,Reason"_s);
    QCOMPARE(lines[footer + 10], u"E4-0,Jan de Vries,-20.0,Chombo"_s);
    QCOMPARE(lines[footer + 11], u"after E4-1,佐藤 太郎,-2.0,\"Slow play, second warning\""_s);
    QCOMPARE(lines.size(), footer + 12);

    // The file: UTF-8 with a byte order mark.
    const QString path = m_tmp.filePath(u"game.csv"_s);
    QCOMPARE(reports::writeScoreSheetCsv(emaGame(), emaHeader(), path), std::nullopt);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QCOMPARE(QString::fromUtf8(bytes.mid(3)), *csv);
}

void TestScoreSheet::csvQuoting()
{
    QCOMPARE(reports::csvField(u"plain"_s), u"plain"_s);
    QCOMPARE(reports::csvField(u"a,b"_s), u"\"a,b\""_s);
    QCOMPARE(reports::csvField(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
    QCOMPARE(reports::csvField(u"two\nlines"_s), u"\"two\nlines\""_s);
    QCOMPARE(reports::csvField(u"cr\r"_s), u"\"cr\r\""_s);
    QCOMPARE(reports::formatFinalScore(45), u"+45.0"_s);
    QCOMPARE(reports::formatFinalScore(-12.5), u"\u221212.5"_s);
    QCOMPARE(reports::formatFinalScore(-12.5, false), u"-12.5"_s);
    QCOMPARE(reports::formatFinalScore(-0.04), u"0.0"_s);
    QCOMPARE(reports::formatFinalScore(1.25), u"+1.3"_s);
}

void TestScoreSheet::pdfOfAnEmaGame()
{
    const QString pdf = m_tmp.filePath(u"game.pdf"_s);
    QCOMPARE(reports::writeScoreSheetPdf(emaGame(), emaHeader(), pdf), std::nullopt);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QCOMPARE(pdfPages(pdf), 1);
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"ema-game"_s);
    QCOMPARE(pages.size(), 1);
    // A4 landscape at 110 dpi: 1286 x 909.
    QVERIFY(qAbs(pages[0].width() - 1286) <= 2);
    QVERIFY(qAbs(pages[0].height() - 909) <= 2);
    const double ink = inkShare(pages[0]);
    QVERIFY2(ink > 0.03 && ink < 0.5, qPrintable(QString::number(ink)));

    // The text is real text, in the right places.
    const QString text = run(u"pdftotext"_s, { u"-layout"_s, pdf, u"-"_s });
    if (text.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    for (const QString &expected : { u"Score sheet"_s, u"佐藤 太郎"_s, u"鈴木 花子"_s,
                 u"EMA 04290012"_s, u"Riichi Open Utrecht 2026"_s, u"Double ron"_s, u"Chombo"_s,
                 u"2/40"_s, u"35,400"_s, u"+20.4"_s, u"2="_s, u"\u221218.2"_s, u"\u221226.0"_s,
                 u"Table total before penalties: 0.0 ✓"_s, u"Slow play, second warning"_s,
                 u"Game over after S4-0"_s, u"Signatures"_s, u"Final"_s })
        QVERIFY2(text.contains(expected), qPrintable(expected));
    QVERIFY(!text.contains(u"PROVISIONAL"_s));
}

// A game of 28 hands (the dealer tenpai alone again and again) fills more than one page; every
// page repeats the header and the seats.
void TestScoreSheet::longGameRunsOnToMorePages()
{
    // After the 9 hands of emaGame() (to S3-0), S4 goes on: dealer tenpai 18 times.
    Game g = emaGame();
    g.entries.pop_back();
    for (int i = 0; i < 18; ++i)
        g.entries.push_back(HandEntry::exhaustiveDraw({ false, false, false, true }));
    g.entries.push_back(HandEntry::ron(3, { Win{ 0, 1, 30 } }));
    const auto state = scoreGame(g);
    QVERIFY2(state.ok(), state.ok() ? "" : state.error().message.c_str());
    QVERIFY(state->ended);
    QCOMPARE(state->hands.back().label, std::string("S4-18"));

    const QString pdf = m_tmp.filePath(u"long.pdf"_s);
    QCOMPARE(reports::writeScoreSheetPdf(g, emaHeader(), pdf), std::nullopt);
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QCOMPARE(pdfPages(pdf), 2);
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"long-game"_s);
    QCOMPARE(pages.size(), 2);
    for (const QImage &page : pages)
        QVERIFY(inkShare(page) > 0.02);
    const QString page2 =
            run(u"pdftotext"_s, { u"-layout"_s, u"-f"_s, u"2"_s, u"-l"_s, u"2"_s, pdf, u"-"_s });
    if (page2.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(page2.contains(u"Smith, John"_s)); // the seats again
    QVERIFY(page2.contains(u"S4"_s));
    QVERIFY(page2.contains(u"Final score"_s));
    QVERIFY(page2.contains(u"page 2, continued"_s));
    QVERIFY(page2.contains(QRegularExpression(u"\\b2 ?/ ?2\\s*$"_s)));
}

void TestScoreSheet::gameInProgressIsProvisional()
{
    // Tenhou rules: a daisangen tsumo with pao, a double ron, a nagashi mangan; not over.
    Game g;
    g.rules = *rules::presetRuleset("tenhou");
    g.players = { "山田 一郎", "田中 美咲", "Li Wei", "Kowalski" };
    Win daisangen{ 2, 0, 0, 1 };
    daisangen.paoSeat = 1; // a ron: the pao player and the discarder share the payment
    HandEntry nagashi = HandEntry::exhaustiveDraw({ false, true, false, true });
    nagashi.nagashi = { false, true, false, false };
    HandEntry abort = HandEntry::abortiveDraw();
    abort.abortReason = "nine_terminals";
    g.entries = { HandEntry::ron(0, { Win{ 1, 2, 30 }, Win{ 3, 1, 40 } }).withRiichi({ 3 }),
        HandEntry::ron(0, { daisangen }), abort, nagashi };
    const auto csv = reports::scoreSheetCsv(g, {});
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().message.c_str());
    const QString &csvText = *csv;
    QVERIFY(csvText.contains(u"Status,Provisional\r\n"_s));
    QVERIFY(csvText.contains(u",Ron,Li Wei,山田 一郎,田中 美咲,yakuman,"_s));
    QVERIFY(csvText.contains(u",Abortive,nine terminals,"_s));
    QVERIFY(csvText.contains(u",Nagashi,\"Nagashi: 田中 美咲; Tenpai: 田中 美咲, Kowalski\","_s));
    QVERIFY(csvText.contains(u"Provisional score"_s));

    const QString pdf = m_tmp.filePath(u"provisional.pdf"_s);
    QCOMPARE(reports::writeScoreSheetPdf(g, {}, pdf), std::nullopt);
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QCOMPARE(renderPages(pdf, m_pngDir, u"provisional"_s).size(), 1);
    const QString text = run(u"pdftotext"_s, { pdf, u"-"_s });
    if (text.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(text.contains(u"PROVISIONAL"_s));
    QVERIFY(text.contains(u"Provisional score"_s));
    QVERIFY(text.contains(u"next hand E"_s));
}

// The painting goes to any paged device: a US Letter page gets the same sheet, scaled.
void TestScoreSheet::otherPageSizes()
{
    const QString pdf = m_tmp.filePath(u"letter.pdf"_s);
    {
        QPdfWriter writer(pdf);
        writer.setResolution(600);
        writer.setPageSize(QPageSize(QPageSize::Letter));
        QCOMPARE(reports::paintScoreSheet(emaGame(), emaHeader(), writer), std::nullopt);
    }
    const QString info = run(u"pdfinfo"_s, { pdf });
    if (info.isNull())
        QSKIP("pdfinfo (poppler-utils) is not installed");
    QVERIFY2(info.contains(u"792 x 612 pts"_s), qPrintable(info)); // Letter, landscape
    QCOMPARE(pdfPages(pdf), 1);
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"letter"_s);
    QCOMPARE(pages.size(), 1);
    QVERIFY(inkShare(pages[0]) > 0.03);
}

// Printing: the same painting on a QPrinter (here printing to a PDF file).
void TestScoreSheet::printer()
{
    const QString sheet = m_tmp.filePath(u"printed-sheet.pdf"_s);
    const QString table = m_tmp.filePath(u"printed-standings.pdf"_s);
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(sheet);
        printer.setPageSize(QPageSize(QPageSize::A4));
        QCOMPARE(reports::paintScoreSheet(emaGame(), emaHeader(), printer), std::nullopt);
        QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Landscape);
    }
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(table);
        printer.setPageSize(QPageSize(QPageSize::A4));
        printer.setPageOrientation(QPageLayout::Landscape);
        const std::vector<Standing> rows = league();
        QCOMPARE(reports::paintStandings(rows, {}, printer), std::nullopt);
        QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Portrait);
    }
    const QString info = run(u"pdfinfo"_s, { sheet });
    if (info.isNull())
        QSKIP("pdfinfo (poppler-utils) is not installed");
    QVERIFY2(info.contains(u"841.89 x 595.276 pts"_s) || info.contains(u"842 x 595 pts"_s),
            qPrintable(info));
    QCOMPARE(pdfPages(sheet), 1);
    QVERIFY(run(u"pdftotext"_s, { sheet, u"-"_s }).contains(u"+20.4"_s));
    QVERIFY(run(u"pdfinfo"_s, { table }).contains(u"595.276 x 841.89 pts"_s)
            || run(u"pdfinfo"_s, { table }).contains(u"595 x 842 pts"_s));
    QVERIFY(run(u"pdftotext"_s, { table, u"-"_s }).contains(u"Smith, John"_s));
}

// A three-player game: three seat blocks, three places.
void TestScoreSheet::threePlayers()
{
    Game g;
    g.rules = *rules::presetRuleset("tenhou");
    g.rules.players = 3;
    g.rules.startPoints = 35000;
    g.rules.returnPoints = 40000;
    g.rules.uma = { 15000, 0, -15000, 0 };
    g.rules.oka = 15000;
    g.players = { "松本 健", "Chen Jie", "Ivan Petrov", "" };
    g.entries = { HandEntry::tsumo(Win{ 1, 3, 30 }).withRiichi({ 1 }),
        HandEntry::ron(1, { Win{ 2, 2, 40 } }) };
    const auto csv = reports::scoreSheetCsv(g, {});
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().message.c_str());
    QVERIFY(csv->contains(u"West riichi,West change,West total,Sticks after,Note\r\n"_s));
    QVERIFY(!csv->contains(u"North"_s));
    const QString pdf = m_tmp.filePath(u"sanma.pdf"_s);
    QCOMPARE(reports::writeScoreSheetPdf(g, {}, pdf), std::nullopt);
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"sanma"_s);
    QCOMPARE(pages.size(), 1);
    QVERIFY(inkShare(pages[0]) > 0.02);
    const QString text = run(u"pdftotext"_s, { pdf, u"-"_s });
    QVERIFY(text.contains(u"松本 健"_s));
    QVERIFY(!text.contains(u"NORTH"_s));
}

void TestScoreSheet::blankSheet()
{
    reports::SheetHeader h;
    h.event = u"Club night"_s;
    h.players = { u"佐藤 太郎"_s, QString(), QString(), QString() };
    const QString pdf = m_tmp.filePath(u"blank.pdf"_s);
    QCOMPARE(reports::writeBlankScoreSheetPdf(h, ema(), pdf, 18), std::nullopt);
    const QString bare = m_tmp.filePath(u"blank-bare.pdf"_s);
    QCOMPARE(reports::writeBlankScoreSheetPdf({}, std::nullopt, bare, 16, 3), std::nullopt);
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QCOMPARE(pdfPages(pdf), 1);
    QCOMPARE(pdfPages(bare), 1);
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"blank"_s);
    QCOMPARE(pages.size(), 1);
    QVERIFY(inkShare(pages[0]) > 0.02);
    QCOMPARE(renderPages(bare, m_pngDir, u"blank-sanma"_s).size(), 1);
    const QString text = run(u"pdftotext"_s, { pdf, u"-"_s });
    if (text.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(text.contains(u"佐藤 太郎"_s));
    QVERIFY(text.contains(u"Club night"_s));
    QVERIFY(text.contains(u"start 30,000"_s));
    QVERIFY(text.contains(u"Signatures"_s));
    QVERIFY(!text.contains(u"PROVISIONAL"_s));

    // 30 rows run on to a second page.
    const QString many = m_tmp.filePath(u"blank-many.pdf"_s);
    QCOMPARE(reports::writeBlankScoreSheetPdf(h, ema(), many, 30), std::nullopt);
    QCOMPARE(pdfPages(many), 2);
}

void TestScoreSheet::standings()
{
    reports::StandingsHeader h;
    h.title = u"Autumn league 2026"_s;
    h.club = u"Utrecht Riichi Club"_s;
    h.period = u"2026-09-01 – 2026-11-30"_s;
    h.asOf = u"2026-11-23"_s;
    h.rulesName = u"EMA 2016"_s;
    const std::vector<Standing> rows = league();
    const QStringList lines = csvLines(reports::standingsCsv(rows, h));
    QCOMPARE(lines[0], u"Standings,Autumn league 2026"_s);
    QCOMPARE(lines[5], QString());
    QCOMPARE(lines[6],
            u"Rank,Shared rank,Player,Games,Total,Average,1st,2nd,3rd,4th,Average place,Penalties"_s);
    QCOMPARE(lines[7], u"1,,佐藤 太郎,8,+112.4,+14.1,4,2,1,1,1.88,0.0"_s);
    QCOMPARE(lines[8], u"2,'=,Anna Müller,8,+35.0,+4.4,2,2,3,1,2.38,0.0"_s);
    QCOMPARE(lines[9], u"2,'=,\"Smith, John\",6,+35.0,+5.8,2,1,1,2,2.50,-20.0"_s);
    QCOMPARE(lines[11], u"5,,田中 美咲,7,-130.7,-18.7,0,2,2,3,3.14,0.0"_s);
    QCOMPARE(lines.size(), 12);

    const QString pdf = m_tmp.filePath(u"standings.pdf"_s);
    QCOMPARE(reports::writeStandingsPdf(rows, h, pdf), std::nullopt);
    const QString csvPath = m_tmp.filePath(u"standings.csv"_s);
    QCOMPARE(reports::writeStandingsCsv(rows, h, csvPath), std::nullopt);
    QVERIFY(QFileInfo(csvPath).size() > 100);
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    QCOMPARE(pdfPages(pdf), 1);
    const QList<QImage> pages = renderPages(pdf, m_pngDir, u"standings"_s);
    QCOMPARE(pages.size(), 1);
    QVERIFY(pages[0].height() > pages[0].width()); // portrait
    QVERIFY(inkShare(pages[0]) > 0.01);
    const QString text = run(u"pdftotext"_s, { u"-layout"_s, pdf, u"-"_s });
    if (text.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(text.contains(u"2="_s));
    QVERIFY(text.contains(u"田中 美咲"_s));
    QVERIFY(text.contains(u"+112.4"_s));

    // A long league runs on to more pages.
    std::vector<Standing> many;
    for (int i = 0; i < 120; ++i) {
        Standing s = rows[std::size_t(i) % rows.size()];
        s.rank = i + 1;
        s.sharedRank = false;
        many.push_back(s);
    }
    const QString longPdf = m_tmp.filePath(u"standings-long.pdf"_s);
    QCOMPARE(reports::writeStandingsPdf(many, h, longPdf), std::nullopt);
    QCOMPARE(pdfPages(longPdf), 3);
}

// The whole chain: two finished games -> club::gameResult -> club::standings -> the sheet. The
// second game is the first with the players moved, so that totals tie in pairs.
void TestScoreSheet::standingsFromGames()
{
    Game first = emaGame();
    Game second = emaGame();
    second.players = { "Anna Müller", "佐藤 太郎", "Smith, John", "Jan de Vries" };
    std::vector<GameResult> results;
    for (const auto &[game, ids] : { std::pair{ first, std::array<std::int64_t, 4>{ 1, 2, 3, 4 } },
                 std::pair{ second, std::array<std::int64_t, 4>{ 2, 1, 4, 3 } } }) {
        const auto state = scoreGame(game);
        QVERIFY(state.ok());
        results.push_back(gameResult(game, *state, finalScore(*state, game.rules), ids));
    }
    const std::vector<Standing> table = club::standings(results);
    const QStringList lines = csvLines(reports::standingsCsv(table, {}));
    QCOMPARE(lines.size(), 11);
    QCOMPARE(lines[7], u"1,'=,Jan de Vries,2,+2.2,+1.1,1,1,0,0,1.50,-20.0"_s);
    QCOMPARE(lines[8], u"1,'=,\"Smith, John\",2,+2.2,+1.1,1,1,0,0,1.50,-20.0"_s);
    QCOMPARE(lines[9], u"3,'=,Anna Müller,2,-24.2,-12.1,0,1,0,1,3.00,-2.0"_s);
    QCOMPARE(lines[10], u"3,'=,佐藤 太郎,2,-24.2,-12.1,0,1,0,1,3.00,-2.0"_s);
}

void TestScoreSheet::badLedger()
{
    Game g = emaGame();
    g.entries[2] = HandEntry::tsumo(Win{ 3, 1, 20 }); // 1 han 20 fu does not exist
    const auto csv = reports::scoreSheetCsv(g, {});
    QVERIFY(!csv.ok());
    QVERIFY2(QString::fromStdString(csv.error().message).startsWith(u"hand 3 (E3-1)"_s),
            csv.error().message.c_str());
    const auto err = reports::writeScoreSheetPdf(g, {}, m_tmp.filePath(u"bad.pdf"_s));
    QVERIFY(err.has_value());
    QVERIFY(QString::fromStdString(err->message).contains(u"hand 3 (E3-1)"_s));
    // A path that cannot be written.
    const auto cannot = reports::writeScoreSheetCsv(emaGame(), {}, u"/nonexistent/dir/x.csv"_s);
    QVERIFY(cannot.has_value());
    QVERIFY(QString::fromStdString(cannot->message).contains(u"/nonexistent/dir/x.csv"_s));
}

// The cells of one CSV line (RFC 4180: quoted fields with "" for a quote).
static QStringList csvCells(const QString &line)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            cells << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell;
    return cells;
}

// Names, notes and reasons that a spreadsheet would run as formulas are written with a leading
// quote mark; signed numbers stay numbers.
void TestScoreSheet::csvCellsAreNeverFormulas()
{
    QCOMPARE(reports::csvField(u"=HYPERLINK(\"x\")"_s), u"\"'=HYPERLINK(\"\"x\"\")\""_s);
    QCOMPARE(reports::csvField(u"-cmd"_s), u"'-cmd"_s);
    QCOMPARE(reports::csvField(u"+cmd"_s), u"'+cmd"_s);
    QCOMPARE(reports::csvField(u"@SUM(A1)"_s), u"'@SUM(A1)"_s);
    QCOMPARE(reports::csvField(u"\tx"_s), u"'\tx"_s);
    QCOMPARE(reports::csvField(u"\rx"_s), u"\"'\rx\""_s);
    QCOMPARE(reports::csvField(u"-1+2"_s), u"'-1+2"_s);
    QCOMPARE(reports::csvField(u"-12.3"_s), u"-12.3"_s);
    QCOMPARE(reports::csvField(u"+3900"_s), u"+3900"_s);
    QCOMPARE(reports::csvField(u"-3900"_s), u"-3900"_s);
    QCOMPARE(reports::csvField(u"a=b"_s), u"a=b"_s);

    // A game whose players and texts are formulas.
    Game g = emaGame();
    g.players = { "=HYPERLINK(\"x\")", "-cmd", "+1+1", "@SUM(A1)" };
    g.entries[0].note = "=2*3";
    g.penalties[0].reason = "-hostile";
    const auto csv = reports::scoreSheetCsv(g, {});
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().message.c_str());
    const QStringList lines = csvLines(*csv);
    QCOMPARE(lines[7], u"East,\"'=HYPERLINK(\"\"x\"\")\","_s);
    QCOMPARE(lines[8], u"South,'-cmd,"_s);
    QCOMPARE(lines[13].section(u',', 0, 6), u"1,E1,0,0,Ron,'-cmd,'@SUM(A1)"_s);
    QVERIFY2(lines[13].endsWith(u",'=2*3"_s), qPrintable(lines[13]));
    // The final table: names neutralised, scores still signed numbers ("-26.0", "+1.8").
    QCOMPARE(lines[25],
            u"East,\"'=HYPERLINK(\"\"x\"\")\",,21000,0,21000,4,-9.0,-15.0,0.0,-2.0,-26.0"_s);
    QCOMPARE(lines[26], u"South,'-cmd,,31800,0,31800,2=,+1.8,0.0,0.0,0.0,+1.8"_s);
    QVERIFY2(csv->contains(u",'-hostile\r\n"_s), qPrintable(*csv));
    // No cell anywhere starts like a formula, unless it is a plain number.
    static const QRegularExpression number(u"^[+-][0-9]+(\\.[0-9]+)?$"_s);
    for (const QString &line : lines) {
        for (const QString &cell : csvCells(line)) {
            if (!cell.isEmpty() && u"=+-@\t\r"_s.contains(cell.front()))
                QVERIFY2(number.match(cell).hasMatch(), qPrintable(line + u" | "_s + cell));
        }
    }

    // The standings: a player named "-cmd" with a negative total.
    std::vector<Standing> rows = league();
    rows[3].name = "-cmd";
    rows[4].name = "=HYPERLINK(\"x\")";
    const QStringList table = csvLines(reports::standingsCsv(rows, {}));
    QCOMPARE(table[10], u"4,,'-cmd,8,-51.7,-6.5,1,2,2,3,2.88,-2.0"_s);
    QCOMPARE(table[11], u"5,,\"'=HYPERLINK(\"\"x\"\")\",7,-130.7,-18.7,0,2,2,3,3.14,0.0"_s);
    QCOMPARE(csvCells(table[10]).at(4), u"-51.7"_s);
}

// QTextLayout breaks a list line where a line may break: the lines, joined, give the text back in
// its order, each fits the width, and a line breaks after a comma rather than inside a name.
void TestScoreSheet::breakLinesKeepsTheOrder()
{
    QFont font;
    font.setFamilies({ u"DejaVu Sans"_s });
    font.setPixelSize(10);
    const QFontMetricsF metrics(font);
    const QString tenpai = u"Tenpai: Alice, Bob, Carol, Dave"_s;
    const double width = metrics.horizontalAdvance(u"Tenpai: Alice,"_s) + 2;
    const QStringList lines = reports::breakLines(tenpai, font, width);
    QVERIFY2(lines.size() >= 2, qPrintable(lines.join(u'|')));
    QCOMPARE(lines.join(QString()), tenpai);
    QCOMPARE(lines.first().trimmed(), u"Tenpai: Alice,"_s);
    for (const QString &line : lines)
        QVERIFY2(metrics.horizontalAdvance(line.trimmed()) <= width, qPrintable(line));

    // Names with spaces stay whole; every line but the last ends after a comma.
    const QString names = u"Tenpai: Anna Müller, Jan de Vries, 佐藤 太郎, Smith, John"_s;
    const double narrow = metrics.horizontalAdvance(u"Tenpai: Anna Müller,"_s) + 2;
    const QStringList nameLines = reports::breakLines(names, font, narrow);
    QCOMPARE(nameLines.join(QString()), names);
    for (qsizetype i = 0; i + 1 < nameLines.size(); ++i)
        QVERIFY2(nameLines[i].trimmed().endsWith(u','), qPrintable(nameLines.join(u'|')));
    QVERIFY(nameLines.contains(u"Jan de Vries, "_s));

    // Narrower than any word: still every character, in order.
    const QStringList tiny = reports::breakLines(tenpai, font, 3);
    QCOMPARE(tiny.join(QString()), tenpai);
    // Wide enough: one line.
    QCOMPARE(reports::breakLines(tenpai, font, 1000), QStringList{ tenpai });
    QVERIFY(reports::breakLines(QString(), font, 100).isEmpty());
}

// The sheet of a draw with three players tenpai: the winner column wraps the list, and the PDF
// holds every name once, in order (the list was printed as "Tenpai:" / "Carol Clark Bob Brown,"
// and the like before).
void TestScoreSheet::wrappedTenpaiListInThePdf()
{
    Game g;
    g.rules = ema();
    g.players = { "Alice Anders", "Bob Brown", "Carol Clark", "Dave Davis" };
    g.entries = { HandEntry::exhaustiveDraw({ true, true, true, false }) };
    const QString pdf = m_tmp.filePath(u"tenpai.pdf"_s);
    QCOMPARE(reports::writeScoreSheetPdf(g, {}, pdf), std::nullopt);
    const QString text = run(u"pdftotext"_s, { u"-layout"_s, pdf, u"-"_s });
    if (text.isNull())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const qsizetype start = text.indexOf(u"Tenpai:"_s);
    QVERIFY2(start >= 0, qPrintable(text));
    // The hand row runs from "Tenpai:" to the footer under the table.
    const qsizetype end = text.indexOf(u"Game in progress"_s, start);
    QVERIFY2(end > start, qPrintable(text));
    const QString row = text.mid(start, end - start);
    static const QRegularExpression name(u"(Alice|Bob|Carol|Dave)"_s);
    QStringList found;
    for (auto it = name.globalMatch(row); it.hasNext();)
        found << it.next().captured(1);
    QCOMPARE(found, (QStringList{ u"Alice"_s, u"Bob"_s, u"Carol"_s }));
    // It did wrap, and no name is cut: the last name is not on the line of "Tenpai:".
    QVERIFY2(!row.section(u'\n', 0, 0).contains(u"Carol"_s), qPrintable(row));
    for (const QString &whole : { u"Alice Anders"_s, u"Bob Brown"_s, u"Carol Clark"_s })
        QVERIFY2(row.contains(whole), qPrintable(row));
}

HAIFU_TEST_MAIN(TestScoreSheet)
#include "tst_scoresheet.moc"
