// The lesson worksheet (app/reports/worksheet.h): a three-problem lesson (discard, call,
// furiten) written out by hand, rendered as a PDF and as page images; the pages are counted, the
// answer key is checked to stand on pages of its own (text of the PDF per page, pdftotext), a
// long lesson never cuts a problem across pages. The PNGs are kept in HAIFU_WORKSHEET_PNG_DIR
// for looking at.
#include "reports/worksheet.h"

#include "teach/problem.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <optional>

using namespace Qt::StringLiterals;
using namespace haifu;

namespace {

std::vector<rules::Tile> tiles(std::string_view mpsz)
{
    auto parsed = rules::parseTiles(mpsz);
    if (!parsed)
        qFatal("bad tiles in the test: %s", std::string(mpsz).c_str());
    return *parsed;
}

rules::Tile tile(std::string_view code)
{
    return tiles(code).front();
}

std::vector<game::RiverTile> river(std::string_view mpsz)
{
    std::vector<game::RiverTile> out;
    for (const rules::Tile &t : tiles(mpsz))
        out.push_back({ t });
    return out;
}

// Every seat's river, seat 0 first.
void setRivers(teach::Position &pos, const std::array<std::string_view, 4> &rivers)
{
    for (int seat = 0; seat < 4; ++seat)
        pos.seat(seat).river = river(rivers[static_cast<std::size_t>(seat)]);
}

// The table: the hand (`round`, `dealer`), tiles left, dora indicators, who acts and how.
void setTable(teach::Position &pos, std::array<int, 3> roundDealerWall, std::string_view dora,
        int turn, teach::Phase phase)
{
    pos.round = roundDealerWall[0];
    pos.dealer = roundDealerWall[1];
    pos.liveWall = roundDealerWall[2];
    pos.doraIndicators = tiles(dora);
    pos.turn = turn;
    pos.phase = phase;
}

// A pon of `mpsz` (three tiles), its first tile called from `source` by `seat`.
void addPon(teach::Position &pos, int seat, std::string_view mpsz, int source)
{
    rules::Meld meld = *rules::makeMeld(rules::MeldKind::Pon, tiles(mpsz));
    const int away = (source - seat + 4) % 4;
    meld.from = static_cast<rules::CalledFrom>(away);
    meld.calledTile = 0;
    pos.seat(seat).melds.push_back(meld);
    pos.seat(seat).meldSources.push_back(static_cast<std::int8_t>(source));
}

teach::Problem problem(teach::ProblemKind kind, int seat, std::string question,
        std::vector<std::string> answers, std::string explanation)
{
    teach::Problem p;
    p.kind = kind;
    p.seat = seat;
    p.question = std::move(question);
    p.answers = std::move(answers);
    p.explanation = std::move(explanation);
    return p;
}

// East 2 (seat 1 deals), seat 0 to discard after drawing 5p; seat 2 is in riichi, seat 3 has
// a pon.
teach::Problem discardProblem()
{
    teach::Problem p = problem(teach::ProblemKind::Discard, 0,
            "East 2, one honba. South is in riichi. You drew 5p: what do you cut?", { "2p", "3p" },
            "Cutting 2p keeps the 3-5p shape and waits on 4p and 5p.");
    p.hints = { "Count the tiles each discard accepts.", "Which pair do you keep?" };
    teach::Position &pos = p.position;
    setTable(pos, { 0, 1, 52 }, "3p", 0, teach::Phase::Discard);
    pos.honba = 1;
    pos.deposits = 1;
    pos.seat(0).closed = tiles("234m678m2355p4567s");
    pos.seat(0).drawn = tile("5p");
    setRivers(pos, { "1z9m2z8s1p", "9p1s4z9s7z7p", "1m9m4z2s6z", "1z2z8m3z" });
    pos.seat(0).score = 24000;
    pos.seat(1).river[4].calledBy = 3;
    pos.seat(1).score = 31000;
    pos.seat(2).river[1].tsumogiri = true;
    pos.seat(2).river[3].riichi = true;
    pos.seat(2).riichi = true;
    pos.seat(2).score = 20000;
    addPon(pos, 3, "777z", 1);
    pos.seat(3).score = 24000;
    return p;
}

// South 1, seat 3 (North) just discarded 4m: does seat 0, to its right, chi?
teach::Problem callProblem()
{
    teach::Problem p = problem(teach::ProblemKind::Call, 0, "North discards 4m. Do you chi?",
            { "call" }, "Chi with 23m makes you tenpai on 7z with a yakuhai already in hand.");
    teach::Position &pos = p.position;
    setTable(pos, { 1, 0, 40 }, "6z", 3, teach::Phase::Claim);
    pos.seat(0).closed = tiles("23m567p345s77z");
    addPon(pos, 0, "555z", 2);
    setRivers(pos, { "9s1p9m2z8p", "1z9p9s2p5p", "3z5z8s1s6m", "4z1m9p8m4m" });
    pos.seat(3).closed = tiles("456m111p44789s66z"); // the seat that just discarded
    pos.seat(2).river[1].calledBy = 0;
    pos.seat(3).river[4].tsumogiri = true;
    return p;
}

// East 3, seat 1 waits on 3s-6s with 6s in its own river; seat 3 (South) discards 3s.
teach::Problem furitenProblem()
{
    teach::Problem p = problem(teach::ProblemKind::Furiten, 1, "South discards 3s. May you ron?",
            { "no" }, "You discarded 6s, one of your waits: you are furiten and may not ron.");
    teach::Position &pos = p.position;
    setTable(pos, { 0, 2, 30 }, "9m1z", 3, teach::Phase::Claim);
    pos.seat(1).closed = tiles("123m456p789p45s11z");
    setRivers(pos, { "1m9p8s3z2m", "9s1p6s2z7m", "4z9s1s7z5p", "1z8m2p6z3s" });
    pos.seat(3).closed = tiles("999m234567s5577z");
    return p;
}

teach::Lesson lesson()
{
    teach::Lesson l;
    l.title = "Club evening 3: shapes and furiten";
    l.author = "Mika";
    l.introduction = "Three positions from last week's games. Take your time: write the "
                     "answer first, then check it against the key at the back.";
    l.problems = { discardProblem(), callProblem(), furitenProblem() };
    return l;
}

// The standard output of `program`, nothing when it fails.
std::optional<QString> run(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return std::nullopt;
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The text of each page of `pdf` (pdftotext ends every page with a form feed).
QStringList pageTexts(const QString &pdf)
{
    QStringList pages =
            run(u"pdftotext"_s, { u"-layout"_s, pdf, u"-"_s }).value_or(QString()).split(u'\f');
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    return pages;
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void problemsAreValid();
    void pagesOfAThreeProblemLesson();
    void answerKeyOnItsOwnPages();
    void pageImages();
    void problemsAreNeverCut();
    void withoutKey();
    void answersInTheReadersWords();
    void badPage();

private:
    QString m_pngDir;
    QTemporaryDir m_tmp;
};

void TestWorksheet::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_pngDir = QStringLiteral(HAIFU_WORKSHEET_PNG_DIR);
    QDir(m_pngDir).mkpath(u"."_s);
}

void TestWorksheet::problemsAreValid()
{
    for (const teach::Problem &p : lesson().problems) {
        const auto err = teach::checkProblem(p);
        QVERIFY2(!err, err ? err->describe().c_str() : "");
        QVERIFY(teach::engineAnswer(p).ok());
    }
}

void TestWorksheet::pagesOfAThreeProblemLesson()
{
    const reports::WorksheetPages pages = reports::worksheetPages(lesson());
    // Title and three problems take two pages; the key one more.
    QCOMPARE(pages.pages, 3);
    QCOMPARE(pages.answerKey, 2);
    reports::WorksheetOptions noKey;
    noKey.answerKey = false;
    QCOMPARE(reports::worksheetPages(lesson(), noKey).pages, 2);
}

void TestWorksheet::answerKeyOnItsOwnPages()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString pdf = m_tmp.filePath(u"lesson.pdf"_s);
    const auto err = reports::renderWorksheet(lesson(), pdf);
    QVERIFY2(!err, err ? err->message.c_str() : "");
    QFile::copy(pdf, QDir(m_pngDir).filePath(u"worksheet.pdf"_s));
    const QStringList pages = pageTexts(pdf);
    const reports::WorksheetPages layout = reports::worksheetPages(lesson());
    QCOMPARE(pages.size(), layout.pages);
    // The problems before the key: each question on a problem page, no answers there.
    for (int i = 0; i < layout.answerKey; ++i) {
        QVERIFY2(!pages[i].contains(u"Answer key"_s), qPrintable(pages[i]));
        QVERIFY(!pages[i].contains(u"Accepted:"_s));
        QVERIFY(!pages[i].contains(u"you are furiten and may not ron"_s));
    }
    QVERIFY(pages[0].contains(u"Club evening 3"_s));
    QVERIFY(pages[0].contains(u"by Mika"_s));
    QVERIFY(pages[0].contains(u"Problem 1"_s));
    QVERIFY(pages[0].contains(u"Count the tiles each discard accepts."_s));
    const QString problems = pages.mid(0, layout.answerKey).join(u'\n');
    QVERIFY(problems.contains(u"North discards 4m. Do you chi?"_s));
    QVERIFY(problems.contains(u"South discards 3s. May you ron?"_s));
    // The key: on its own pages, every problem's answers in rank order and the explanation.
    const QString key = pages.mid(layout.answerKey).join(u'\n');
    QVERIFY(pages[layout.answerKey].trimmed().startsWith(u"Answer key"_s));
    QVERIFY(key.contains(u"Accepted: 1. 2p"_s));
    QVERIFY(key.contains(u"2. 3p"_s));
    QVERIFY(key.contains(u"Accepted: 1. call"_s));
    QVERIFY(key.contains(u"Accepted: 1. no"_s));
    QVERIFY(key.contains(u"you are furiten and may not ron"_s));
    QVERIFY(!key.contains(u"Count the tiles each discard accepts."_s));
    // The engine's answers: it differs from the teacher on the discard, agrees on the others.
    QVERIFY(key.contains(u"Engine: 1. "_s));
    QVERIFY(key.contains(u"Engine: 1. call"_s));
    QVERIFY(key.contains(u"Engine: 1. no"_s));
    QCOMPARE(int(key.count(u"answer di"_s + QChar(0xFB00) + u"ers from the teacher"_s))
                    + int(key.count(u"answer differs from the teacher"_s)),
            1); // "ff" may come out as a ligature
}

void TestWorksheet::pageImages()
{
    const teach::Lesson l = lesson();
    const int pages = reports::worksheetPages(l).pages;
    for (int page = 0; page < pages; ++page) {
        const auto image = reports::renderWorksheetPage(l, page);
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
        QCOMPARE(image->width(), 909); // A4 at 110 dpi
        QVERIFY(image->save(QDir(m_pngDir).filePath(u"worksheet-%1.png"_s.arg(page + 1))));
        // Something is drawn: not a blank page.
        int ink = 0;
        for (int y = 0; y < image->height(); y += 4) {
            for (int x = 0; x < image->width(); x += 4)
                ink += qGray(image->pixel(x, y)) < 200 ? 1 : 0;
        }
        QVERIFY2(ink > 200, qPrintable(u"page %1 has %2 dark samples"_s.arg(page + 1).arg(ink)));
    }
    // The PDF's own pages as pdftoppm draws them, beside ours.
    if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
        return;
    const QString pdf = m_tmp.filePath(u"images.pdf"_s);
    QVERIFY(!reports::renderWorksheet(l, pdf));
    QVERIFY(run(u"pdftoppm"_s,
            { u"-r"_s, u"80"_s, u"-png"_s, pdf, QDir(m_pngDir).filePath(u"worksheet-pdf"_s) }));
    QCOMPARE(QDir(m_pngDir).entryList({ u"worksheet-pdf-*.png"_s }).size(), pages);
}

void TestWorksheet::problemsAreNeverCut()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    teach::Lesson l = lesson();
    for (int i = 0; i < 3; ++i) {
        for (const teach::Problem &p : lesson().problems)
            l.problems.push_back(p);
    }
    for (std::size_t i = 0; i < l.problems.size(); ++i)
        l.problems[i].question = "Question number " + std::to_string(i + 1) + ".";
    const QString pdf = m_tmp.filePath(u"long.pdf"_s);
    QVERIFY(!reports::renderWorksheet(l, pdf));
    const QStringList pages = pageTexts(pdf);
    const reports::WorksheetPages layout = reports::worksheetPages(l);
    QCOMPARE(pages.size(), layout.pages);
    QVERIFY(layout.answerKey >= 4);
    // Each problem's heading, question and answer line on one page.
    int answerLines = 0;
    for (std::size_t i = 0; i < l.problems.size(); ++i) {
        const QString heading = u"Problem %1 "_s.arg(i + 1);
        const QString question = u"Question number %1."_s.arg(i + 1);
        int found = -1;
        for (int page = 0; page < layout.answerKey; ++page) {
            if (pages[page].contains(question)) {
                QCOMPARE(found, -1);
                found = page;
            }
        }
        QVERIFY2(found >= 0, qPrintable(question));
        QVERIFY2(pages[found].contains(heading), qPrintable(heading));
    }
    for (int page = 0; page < layout.answerKey; ++page)
        answerLines += int(pages[page].count(u"Answer:"_s));
    QCOMPARE(answerLines, int(l.problems.size()));
}

void TestWorksheet::withoutKey()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    reports::WorksheetOptions options;
    options.answerKey = false;
    options.hints = false;
    const QString pdf = m_tmp.filePath(u"nokey.pdf"_s);
    QVERIFY(!reports::renderWorksheet(lesson(), pdf, options));
    const QString all = pageTexts(pdf).join(u'\n');
    QVERIFY(!all.contains(u"Answer key"_s));
    QVERIFY(!all.contains(u"Count the tiles each discard accepts."_s));
    QVERIFY(all.contains(u"Problem 3"_s));
}

void TestWorksheet::answersInTheReadersWords()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    teach::Lesson l = lesson();
    l.problems[0].kind = teach::ProblemKind::Win;
    l.problems[0].answers = { "3,40,5200" };
    l.problems[1].answers = { "call:chi:234m", "pass" };
    const QString pdf = m_tmp.filePath(u"words.pdf"_s);
    QVERIFY(!reports::renderWorksheet(l, pdf));
    const QString all = pageTexts(pdf).join(u'\n');
    QVERIFY(all.contains(u"han"_s));
    QVERIFY(all.contains(QRegularExpression(u"call +/ +pass"_s)));
    QVERIFY(all.contains(QRegularExpression(u"yes +/ +no"_s)));
    QVERIFY(all.contains(u"1. 3 han 40 fu, 5,200 points"_s));
    QVERIFY(all.contains(u"1. call (chi:234m)"_s));
    QVERIFY(all.contains(u"2. pass"_s));
}

void TestWorksheet::badPage()
{
    QVERIFY(!reports::renderWorksheetPage(lesson(), 7).ok());
    QVERIFY(!reports::renderWorksheetPage(lesson(), -1).ok());
}

HAIFU_TEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
