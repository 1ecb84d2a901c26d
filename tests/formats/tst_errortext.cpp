// Core errors in the reader's language: every error code has an English and a Japanese text that
// uses all its arguments, and real refusals of the club ledger and the scorer read as the app
// shows them, while the core's English message (what the CLI prints) stays as it was.

#include "club/ledger.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "rules/hand.h"
#include "rules/score.h"
#include "rules/tile.h"

#include "testmain.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace haifu;
using haifu::errorTemplate;
using haifu::errorText;
using haifu::ErrorTextOptions;

namespace {

// Distinct arguments that no template contains by itself.
std::vector<std::string> sampleArgs(ErrorCode code)
{
    std::vector<std::string> args;
    const std::string_view english = englishText(code);
    for (int i = 1; i <= 9; ++i) {
        if (english.find("%" + std::to_string(i)) != std::string_view::npos)
            args.push_back(std::to_string(40 + 7 * i));
    }
    return args;
}

// An error of `code` with sample arguments: a frame goes around a plain message.
Error sample(ErrorCode code)
{
    if (isErrorFrame(code))
        return Error::of(ErrorCode::RonNever20Fu).at(code, sampleArgs(code));
    return Error::of(code, sampleArgs(code));
}

QString name(ErrorCode code)
{
    return toQString(errorCodeName(code));
}

// A club game of four with the given entries (and points at the start).
club::Game clubGame(std::vector<club::HandEntry> entries,
        std::optional<std::array<int, 4>> start = std::nullopt)
{
    club::Game g;
    g.rules = *rules::presetRuleset("tenhou");
    g.players = { "Anna", "Ben Carter", "Chloe", "Daniel" };
    g.entries = std::move(entries);
    g.startScores = start;
    return g;
}

ErrorTextOptions clubOptions()
{
    ErrorTextOptions o;
    o.seatName = [](int seat) {
        return QStringList{ u"Anna"_s, u"Ben Carter"_s, u"Chloe"_s, u"Daniel"_s }.value(seat);
    };
    o.points = [](int points) { return QString::number(points); };
    o.omitFields = true;
    return o;
}

} // namespace

class TestErrorText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void everyCodeHasEnglish();
    void everyCodeHasJapanese();
    void coreMessagesUnchanged();
    void ledgerRefusals();
    void riichiWithoutPoints();
    void framesAndFields();
    void freeText();

private:
    void loadJapanese();
    QTranslator m_japanese;
    bool m_installed = false;
};

void TestErrorText::init()
{
    m_installed = false;
}

void TestErrorText::cleanup()
{
    if (m_installed)
        QCoreApplication::removeTranslator(&m_japanese);
    m_installed = false;
}

void TestErrorText::loadJapanese()
{
    QVERIFY(m_japanese.isEmpty() ? m_japanese.load(u":/i18n/haifu_ja.qm"_s) : true);
    QVERIFY(QCoreApplication::installTranslator(&m_japanese));
    m_installed = true;
}

void TestErrorText::everyCodeHasEnglish()
{
    const std::vector<ErrorCode> codes = allErrorCodes();
    QCOMPARE(codes.size(), std::size_t(ErrorCode::Count) - 1);
    for (ErrorCode code : codes) {
        QVERIFY2(!errorTemplate(code).isEmpty(), qPrintable(name(code) + u" has no text"_s));
        const Error e = sample(code);
        const QString text = errorText(e);
        for (const std::string &arg : e.context.empty() ? e.args : e.context.front().args)
            QVERIFY2(text.contains(toQString(arg)),
                    qPrintable(name(code) + u": "_s + text + u" lacks "_s + toQString(arg)));
        // The core's own English names every argument too (the CLI prints it).
        for (const std::string &arg : e.args)
            QVERIFY2(e.message.find(arg) != std::string::npos, qPrintable(name(code)));
        QCOMPARE(toQString(e.describe()), toQString(e.message));
    }
}

void TestErrorText::everyCodeHasJapanese()
{
    QMap<ErrorCode, QString> english;
    for (ErrorCode code : allErrorCodes())
        english.insert(code, errorTemplate(code));
    loadJapanese();
    for (ErrorCode code : allErrorCodes()) {
        const QString japanese = errorTemplate(code);
        QVERIFY2(!japanese.isEmpty() && japanese != english.value(code),
                qPrintable(name(code) + u" has no Japanese translation"_s));
        const Error e = sample(code);
        const QString text = errorText(e);
        for (const std::string &arg : e.context.empty() ? e.args : e.context.front().args)
            QVERIFY2(text.contains(toQString(arg)),
                    qPrintable(name(code) + u": "_s + text + u" lacks "_s + toQString(arg)));
    }
}

void TestErrorText::coreMessagesUnchanged()
{
    // What the CLI prints (and SCORING_JSON carries) is the core's English as before.
    auto tiles = rules::parseTiles("12x");
    QVERIFY(!tiles);
    QCOMPARE(tiles.error().code, ErrorCode::UnexpectedCharacter);
    QCOMPARE(tiles.error().message,
            std::string("unexpected character 'x' at position 3 (expected digits followed by m, "
                        "p, s or z)"));
    auto meld = rules::parseMeld("pon:123m");
    QVERIFY(!meld);
    QCOMPARE(
            meld.error().message, std::string("pon 123m: the tiles of a pon must all be the same"));
    QCOMPARE(meld.error().context.size(), std::size_t(1));
    QCOMPARE(meld.error().context.front().code, ErrorCode::AtMeld);
    auto meldKind = rules::parseMeld("kong:1111m");
    QVERIFY(!meldKind);
    QCOMPARE(meldKind.error().message,
            std::string("meld 'kong:1111m': unknown meld kind 'kong' (expected chi, pon, minkan, "
                        "ankan or kakan)"));
    rules::Ruleset r = *rules::presetRuleset("ema");
    auto option = rules::setRuleOption(r, "red_fives", rules::OptionValue(2));
    QVERIFY(option);
    QCOMPARE(option->message, std::string("red_fives: must be 0, 3 or 4"));
    QCOMPARE(option->code, ErrorCode::RedFivesChoice);
}

void TestErrorText::ledgerRefusals()
{
    club::Win win;
    win.seat = 3;
    win.han = 1;
    win.fu = 20;
    const auto state = club::scoreGame(clubGame({ club::HandEntry::ron(1, { win }) }));
    QVERIFY(!state);
    const Error &e = state.error();
    QCOMPARE(e.message, std::string("hand 1 (E1-0): winner 1: 1 han 20 fu does not exist"));
    QCOMPARE(e.code, ErrorCode::NoSuchHanFu);
    QCOMPARE(e.context.size(), std::size_t(2));
    QCOMPARE(e.context.front().code, ErrorCode::AtHand);
    // The club page leaves out the form's field names.
    QCOMPARE(errorText(e, clubOptions()), u"hand 1 (E1-0): 1 han 20 fu does not exist"_s);
    QCOMPARE(errorText(e), u"hand 1 (E1-0): winner 1: 1 han 20 fu does not exist"_s);
    loadJapanese();
    QCOMPARE(errorText(e, clubOptions()), u"第1局（E1-0）: 1翻20符という点数はありません"_s);

    // The game already ended: the reason as the page names it.
    club::Win tobi;
    tobi.seat = 0;
    tobi.yakuman = 1;
    club::Win next = tobi;
    next.seat = 2;
    const auto ended = club::scoreGame(
            clubGame({ club::HandEntry::ron(1, { tobi }), club::HandEntry::ron(1, { next }) },
                    std::array<int, 4>{ 25000, 5000, 25000, 45000 }));
    QVERIFY(!ended);
    QCOMPARE(ended.error().code, ErrorCode::GameAlreadyEnded);
    ErrorTextOptions o = clubOptions();
    o.endReason = [](const std::string &key) { return QString(u"<"_s + toQString(key) + u">"_s); };
    const QString text = errorText(ended.error(), o);
    QVERIFY2(
            text.startsWith(u"第2局（E1-1）: 対局はすでに終わっていました: <"_s), qPrintable(text));
}

void TestErrorText::riichiWithoutPoints()
{
    club::HandEntry draw = club::HandEntry::exhaustiveDraw({ true, true, true, true });
    draw.withRiichi({ 1 });
    const auto state =
            club::scoreGame(clubGame({ draw }, std::array<int, 4>{ 30000, 700, 30000, 39300 }));
    QVERIFY(!state);
    QCOMPARE(state.error().message,
            std::string("hand 1 (E1-0): riichi of seat 1 with only 700 points (needs 1000)"));
    QCOMPARE(errorText(state.error(), clubOptions()),
            u"hand 1 (E1-0): Ben Carter cannot declare riichi with only 700 points (needs 1000)"_s);
    QCOMPARE(errorText(state.error()).left(24), u"hand 1 (E1-0): seat 1 ca"_s);
    loadJapanese();
    QCOMPARE(errorText(state.error(), clubOptions()),
            u"第1局（E1-0）: Ben Carterは持ち点700点ではリーチできません（1000点必要）"_s);
}

void TestErrorText::framesAndFields()
{
    // A win the scorer refuses: the field is kept where no form names it.
    rules::Hand hand;
    hand.closed = *rules::parseTiles("123m456p789s11222z");
    rules::Situation s;
    s.winTile = hand.closed.back();
    s.seatWind = rules::kinds::South;
    s.roundWind = rules::kinds::East;
    s.tenhou = true;
    s.tsumo = true;
    auto error = rules::validateWin(hand, s, *rules::presetRuleset("ema"));
    QVERIFY(error);
    QCOMPARE(
            toQString(error->message), u"tenhou: only the dealer (seat_wind E) wins on the deal"_s);
    QCOMPARE(errorText(*error), u"tenhou: only the dealer (seat_wind E) wins on the deal"_s);
    loadJapanese();
    QCOMPARE(errorText(*error), u"tenhou：天和は親だけです"_s);
}

void TestErrorText::freeText()
{
    const Error e{ "Choose the winner." };
    QCOMPARE(e.code, ErrorCode::Text);
    QCOMPARE(errorText(e), u"Choose the winner."_s);
    QCOMPARE(e.describe(), std::string("Choose the winner."));
}

HAIFU_TEST_GUILESS_MAIN(TestErrorText)
#include "tst_errortext.moc"
