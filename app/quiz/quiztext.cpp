#include "quiz/quiztext.h"

#include "common/qtstrings.h"
#include "quiz/drilltext.h"

#include "quiz/drills.h"
#include "quiz/generator.h"
#include "rules/tile.h"
#include "rules/yaku.h"
#include "viewer/gametext.h"

#include <initializer_list>
#include <string_view>
#include <utility>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace quiz = haifu::quiz;
namespace rules = haifu::rules;

namespace {

QString tileWords(const std::string &tiles)
{
    return QuizText::codes(tiles).join(u' ');
}

// The words for an engine key from a list of (key, words), or the key itself.
QString keyWord(
        const std::string &key, std::initializer_list<std::pair<std::string_view, QString>> words)
{
    for (const auto &[k, text] : words) {
        if (key == k)
            return text;
    }
    return QString::fromStdString(key);
}

} // namespace

QString QuizText::kindLabel(quiz::Kind kind)
{
    switch (kind) {
    //: Quiz kind: name the yaku of a winning hand (Japanese: 役)
    case quiz::Kind::Yaku: return tr("Yaku");
    //: Quiz kind: count the fu of a winning hand (Japanese: 符計算)
    case quiz::Kind::Fu: return tr("Fu");
    //: Quiz kind: what each player pays for a win (Japanese: 点数計算)
    case quiz::Kind::Points: return tr("Points");
    //: Quiz kind: which tiles complete a tenpai hand (Japanese: 待ち)
    case quiz::Kind::Waits: return tr("Waits");
    //: Quiz kind: which discard keeps the most tiles accepted (Japanese: 牌効率)
    case quiz::Kind::Efficiency: return tr("Tile efficiency");
    //: Quiz kind: may the player ron this tile (Japanese: フリテン)
    case quiz::Kind::Furiten: return tr("Furiten");
    default: return DrillText::kindLabel(kind);
    }
}

QString QuizText::kindLabel(const QString &key)
{
    if (auto kind = quiz::kindFromName(key.toStdString()))
        return kindLabel(*kind);
    //: Quiz kind: questions of every kind in turn
    return tr("Mixed");
}

QString QuizText::difficultyText(quiz::Kind kind, int difficulty)
{
    // The generator's description (English; the level names are translated).
    return toQString(quiz::difficultyDescription(kind, difficulty));
}

QString QuizText::prompt(const quiz::Question &q)
{
    switch (q.kind) {
    case quiz::Kind::Yaku: return tr("Which yaku does this hand have? Give the han of each.");
    case quiz::Kind::Fu: return tr("How many fu is this hand worth?");
    case quiz::Kind::Points:
        if (q.revealValue) {
            const auto &v = q.answer.score.value;
            return v.yakumanMultiple > 0
                    ? tr("The hand is worth yakuman x%1. What is paid, and what does the winner "
                         "gain?")
                              .arg(v.yakumanMultiple)
                    //: %1 han %2 fu, Japanese: %1翻%2符
                    : tr("The hand is worth %1 han %2 fu. What is paid, and what does the winner "
                         "gain?")
                              .arg(v.han)
                              .arg(v.fu);
        }
        return tr("What is paid for this hand, and what does the winner gain?");
    case quiz::Kind::Waits: return tr("Which tiles complete this hand? Pick every wait.");
    case quiz::Kind::Efficiency:
        return tr("Which discard keeps the most tiles accepted at the lowest shanten?");
    case quiz::Kind::Furiten:
        //: %1 is a tile such as 3m; ron: claim a discard to win (Japanese: ロン)
        return tr("%1 is discarded now. May you ron it?")
                .arg(GameText::tileText(q.furiten.ronTile));
    default: return DrillText::prompt(q);
    }
}

QString QuizText::situation(const quiz::Question &q)
{
    if (quiz::isDrillKind(q.kind))
        return DrillText::situation(q);
    const rules::Situation &s = q.situation;
    QStringList parts;
    //: %1 seat wind, %2 round wind (Japanese: 自風 %1・場風 %2)
    parts << tr("Seat %1, round %2")
                     .arg(GameText::windName(s.seatWind - rules::kinds::East),
                             GameText::windName(s.roundWind - rules::kinds::East));
    if (!quiz::isWinKind(q.kind))
        return parts.join(u" · "_s);
    parts << (s.tsumo ? tr("tsumo on %1") : tr("ron on %1")).arg(GameText::tileText(s.winTile));
    if (s.doubleRiichi)
        parts << tr("double riichi");
    else if (s.riichi)
        parts << tr("riichi");
    if (s.ippatsu)
        parts << tr("ippatsu");
    if (s.haitei || s.houtei)
        parts << tr("last tile");
    if (s.rinshan)
        parts << tr("after a kan");
    if (s.chankan)
        parts << tr("robbing a kan");
    if (s.honba > 0)
        //: Japanese: %n本場
        parts << tr("%n honba", nullptr, s.honba);
    if (s.riichiSticks > 0)
        //: Japanese: 供託 %n本
        parts << tr("%n riichi stick(s) on the table", nullptr, s.riichiSticks);
    return parts.join(u" · "_s);
}

QString QuizText::origin(const quiz::Question &q)
{
    if (q.source == quiz::Source::Record)
        //: %1 the hand of a real game such as E1-0
        return tr("From a game in your library · hand %1")
                .arg(QString::fromStdString(q.origin.label));
    return tr("Generated · difficulty %1 · %2 rules")
            .arg(q.difficulty)
            .arg(QString::fromStdString(q.rulesPreset));
}

QString QuizText::choiceLabel(quiz::Kind kind, const std::string &choice)
{
    switch (kind) {
    case quiz::Kind::Yaku: return GameText::yakuName(rules::yakuFromKey(choice));
    //: Japanese: %1符
    case quiz::Kind::Fu: return tr("%1 fu").arg(QString::fromStdString(choice));
    case quiz::Kind::Waits:
    case quiz::Kind::Efficiency: {
        auto tile = rules::parseTile(choice);
        return tile ? GameText::tileText(*tile) : QString::fromStdString(choice);
    }
    case quiz::Kind::Furiten:
        return keyWord(choice,
                { { "yes", tr("Yes, I may ron") }, { "discard", tr("No: discard furiten") },
                        { "riichi", tr("No: riichi furiten") },
                        { "temporary", tr("No: temporary furiten") } });
    case quiz::Kind::Points: break;
    default: break;
    }
    return QString::fromStdString(choice);
}

QString QuizText::furitenReason(rules::FuritenReason reason)
{
    switch (reason) {
    case rules::FuritenReason::DiscardFuriten:
        //: Japanese: 捨て牌フリテン
        return tr("discard furiten");
    case rules::FuritenReason::RiichiFuriten:
        //: Japanese: 立直後の見逃しフリテン
        return tr("riichi furiten");
    case rules::FuritenReason::TemporaryFuriten:
        //: Japanese: 同巡内フリテン
        return tr("temporary furiten");
    case rules::FuritenReason::NotAWait: return tr("not a winning tile");
    case rules::FuritenReason::None: break;
    }
    return tr("no furiten");
}

QString QuizText::answer(const quiz::Question &q)
{
    const rules::ScoreResult &r = q.answer.score;
    switch (q.kind) {
    case quiz::Kind::Yaku: {
        QStringList yaku;
        for (const rules::YakuHan &y : r.value.yaku) {
            if (!rules::isDoraBonus(y.yaku))
                //: a yaku and its han, Japanese: %1 %2翻
                yaku << tr("%1 %2 han").arg(GameText::yakuName(y.yaku)).arg(y.han);
        }
        return yaku.join(u", "_s);
    }
    case quiz::Kind::Fu: return tr("%1 fu").arg(r.value.fu);
    case quiz::Kind::Points: {
        QString pay;
        if (!r.payments.tsumo)
            pay = tr("the discarder pays %1").arg(GameText::points(r.payments.ron));
        else if (r.payments.dealer)
            pay = tr("each player pays %1").arg(GameText::points(r.payments.tsumoEach));
        else
            pay = tr("the dealer pays %1, the others %2")
                          .arg(GameText::points(r.payments.tsumoDealer),
                                  GameText::points(r.payments.tsumoNonDealer));
        return tr("%1; the winner gains %2").arg(pay, GameText::points(r.winnerGain));
    }
    case quiz::Kind::Waits: {
        QStringList waits;
        for (rules::TileKind k : q.answer.waits)
            waits << GameText::kindCode(k);
        return waits.join(u' ');
    }
    case quiz::Kind::Efficiency: {
        QStringList best;
        for (rules::TileKind k : q.answer.bestDiscards)
            best << GameText::kindCode(k);
        return tr("discard %1 (%n tile(s) accepted)", nullptr, q.answer.bestUkeire)
                .arg(best.join(u" / "_s));
    }
    case quiz::Kind::Furiten:
        return q.answer.canRon ? tr("yes, you may ron")
                               : tr("no: %1").arg(furitenReason(q.answer.reason));
    default: return DrillText::answer(q);
    }
}

QString QuizText::mistake(const quiz::Mistake &m)
{
    const QString tile = GameText::kindCode(m.tile);
    switch (m.kind) {
    case quiz::MistakeKind::NoAnswer: return tr("Nothing was answered");
    case quiz::MistakeKind::MissingYaku:
        return tr("Missing: %1 (%2 han)").arg(GameText::yakuName(m.yaku)).arg(m.expected);
    case quiz::MistakeKind::ExtraYaku:
        return tr("Not in this hand: %1").arg(GameText::yakuName(m.yaku));
    case quiz::MistakeKind::WrongYakuHan:
        return tr("%1 is %2 han, not %3")
                .arg(GameText::yakuName(m.yaku))
                .arg(m.expected)
                .arg(m.given);
    case quiz::MistakeKind::WrongFu: return tr("%1 fu, not %2").arg(m.expected).arg(m.given);
    case quiz::MistakeKind::FuNotRounded:
        return tr("%1 fu is before rounding up to a multiple of 10").arg(m.given);
    case quiz::MistakeKind::WrongPayment:
        return tr("The payment is %1, not %2")
                .arg(GameText::points(m.expected), GameText::points(m.given));
    case quiz::MistakeKind::WrongWinnerGain:
        return tr("The winner gains %1, not %2")
                .arg(GameText::points(m.expected), GameText::points(m.given));
    case quiz::MistakeKind::MissingWait: return tr("Missing wait: %1").arg(tile);
    case quiz::MistakeKind::ExtraWait: return tr("Not a wait: %1").arg(tile);
    case quiz::MistakeKind::NotBestDiscard:
        if (m.givenShanten > m.expectedShanten)
            return tr("Discarding %1 leaves the hand further from tenpai (shanten %2 instead of "
                      "%3)")
                    .arg(tile)
                    .arg(m.givenShanten)
                    .arg(m.expectedShanten);
        return tr("Discarding %1 accepts %2 tiles; the best accepts %3")
                .arg(tile)
                .arg(m.given)
                .arg(m.expected);
    case quiz::MistakeKind::NotInHand: return tr("%1 is not in the hand").arg(tile);
    case quiz::MistakeKind::WrongRon:
        return m.expected ? tr("You may ron this tile") : tr("You may not ron this tile");
    case quiz::MistakeKind::WrongReason:
        return tr("It is %1, not %2")
                .arg(furitenReason(m.expectedReason), furitenReason(m.givenReason));
    default: return DrillText::mistake(m);
    }
}

QString QuizText::waitName(const std::string &key)
{
    return keyWord(key,
            { //: wait shapes, Japanese: 両面, 嵌張, 辺張, 双碰, 単騎, 国士13面
                    { "ryanmen", tr("two-sided") }, { "kanchan", tr("closed") },
                    { "penchan", tr("edge") }, { "shanpon", tr("double pair") },
                    { "tanki", tr("single") }, { "kokushi13", tr("thirteen-sided") } });
}

QString QuizText::timelineEvent(const quiz::TimelineEvent &e)
{
    const QString tile = GameText::tileText(e.tile);
    QString text;
    if (e.type == quiz::TimelineType::OwnDiscard) {
        text = e.riichi ? tr("You discard %1 and declare riichi").arg(tile)
                        : tr("You discard %1").arg(tile);
        if (e.calledAway)
            text += u' ' + tr("(called by another player)");
        return text;
    }
    switch (e.from) {
    case 1: text = tr("The player on your right discards %1; you do not ron").arg(tile); break;
    case 2: text = tr("The player across discards %1; you do not ron").arg(tile); break;
    default: text = tr("The player on your left discards %1; you do not ron").arg(tile); break;
    }
    if (e.addedKan)
        text = tr("%1 is added to a kan; you do not rob it").arg(tile);
    return text;
}

QStringList QuizText::codes(const std::string &tiles)
{
    QStringList out;
    const QStringList words = QString::fromStdString(tiles).split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        auto parsed = rules::parseTiles(word.toStdString());
        if (!parsed)
            continue;
        for (const rules::Tile &t : *parsed)
            out << GameText::tileCode(t);
    }
    return out;
}

bool QuizText::handStep(
        const quiz::Step &s, const quiz::Question &q, std::size_t &fuIndex, QuizStepRow &row)
{
    const auto &fuItems = q.answer.score.value.fuItems;
    const QString key = QString::fromStdString(s.key);
    switch (s.kind) {
    case quiz::StepKind::Reading:
        row.text = tr("The hand reads as these groups (%1 wait)").arg(waitName(s.key));
        row.tiles = codes(s.tiles);
        if (s.value > 1)
            row.value = tr("best of %n readings", nullptr, s.value);
        return true;
    case quiz::StepKind::Alternative:
        row.text = s.flag ? tr("Another reading (%1 wait): %2 han %3 fu")
                                    .arg(waitName(s.key))
                                    .arg(s.value)
                                    .arg(s.total)
                          : tr("Another reading (%1 wait): no yaku").arg(waitName(s.key));
        row.tiles = codes(s.tiles);
        return true;
    case quiz::StepKind::Yaku:
        row.text = GameText::yakuName(rules::yakuFromKey(s.key));
        row.value = tr("%1 han").arg(s.value);
        return true;
    case quiz::StepKind::HanTotal:
        row.text = tr("Total");
        row.value = s.total > 0 ? tr("yakuman x%1").arg(s.total) : tr("%1 han").arg(s.value);
        row.emphasis = true;
        return true;
    case quiz::StepKind::FuItem:
        if (fuIndex < fuItems.size())
            row.text = GameText::fuItemText(fuItems[fuIndex]);
        else
            row.text = key;
        ++fuIndex;
        if (s.flag)
            row.text += u' ' + tr("(completed by ron: counts as open)");
        row.tiles = codes(s.tiles);
        row.value = tr("+%1 fu").arg(s.value);
        return true;
    case quiz::StepKind::FuPinfuTsumo:
        row.text = tr("Pinfu won by tsumo: the 2 fu for tsumo are not added");
        return true;
    case quiz::StepKind::FuSum:
        row.text = tr("Sum of the items");
        row.value = tr("%1 fu").arg(s.value);
        return true;
    case quiz::StepKind::FuRounding:
        if (s.key == "chiitoitsu")
            row.text = tr("Seven pairs: always 25 fu, not rounded");
        else if (s.key == "none")
            row.text = tr("Already a multiple of 10: no rounding");
        else
            row.text = tr("Rounded up to the next 10: %1 fu → %2 fu").arg(s.value).arg(s.total);
        row.value = tr("%1 fu").arg(s.key == "none" || s.key == "chiitoitsu" ? s.value : s.total);
        row.emphasis = true;
        return true;
    default: break;
    }
    return false;
}

bool QuizText::pointsStep(const quiz::Step &s, QuizStepRow &row)
{
    const QString key = QString::fromStdString(s.key);
    switch (s.kind) {
    case quiz::StepKind::BasicPoints:
        row.text = s.key.empty()
                ? tr("Basic points: fu × 2^(han + 2) = %1 × 2^%2").arg(s.fu).arg(s.han + 2)
                : tr("Basic points of a limit hand (%1)").arg(key);
        row.value = GameText::points(s.value);
        return true;
    case quiz::StepKind::Payment:
        if (s.key == "ron")
            row.text = tr("The discarder pays basic points × %1, rounded up to 100").arg(s.han);
        else if (s.key == "tsumo_dealer")
            row.text = tr("The dealer pays basic points × %1, rounded up to 100").arg(s.han);
        else if (s.key == "tsumo_non_dealer")
            row.text = tr("Each other player pays basic points × %1, rounded up to 100").arg(s.han);
        else
            row.text = tr("Each player pays basic points × %1, rounded up to 100").arg(s.han);
        row.value = s.total != s.value
                ? tr("%1 → %2 with honba").arg(GameText::points(s.value), GameText::points(s.total))
                : GameText::points(s.total);
        return true;
    case quiz::StepKind::Honba:
        //: Japanese: 本場
        row.text = tr("%n honba add", nullptr, s.value);
        row.value = tr("+%1 per payer").arg(GameText::points(s.total));
        return true;
    case quiz::StepKind::Deposits:
        //: Japanese: 供託
        row.text = tr("%n riichi stick(s) on the table go to the winner", nullptr, s.value);
        row.value = u"+"_s + GameText::points(s.total);
        return true;
    case quiz::StepKind::WinnerGain:
        row.text = tr("The winner gains");
        row.value = GameText::points(s.total);
        row.emphasis = true;
        return true;
    default: break;
    }
    return false;
}

bool QuizText::efficiencyStep(const quiz::Step &s, QuizStepRow &row)
{
    switch (s.kind) {
    case quiz::StepKind::Wait:
        row.text = tr("%1 completes the hand (%2 wait)").arg(tileWords(s.tiles), waitName(s.key));
        row.tiles = codes(s.detail);
        row.value = tr("%n left", nullptr, s.value);
        row.good = true;
        return true;
    case quiz::StepKind::Discard:
        row.text = tr("Discard %1: %2 · accepts %3")
                           .arg(tileWords(s.tiles), GameText::shantenText(s.value),
                                   tileWords(s.detail));
        row.tiles = codes(s.tiles);
        row.value = tr("%n tile(s)", nullptr, s.total);
        row.good = s.flag;
        return true;
    case quiz::StepKind::Played:
        row.text = s.flag
                ? tr("In the game the player discarded %1: one of the best").arg(tileWords(s.tiles))
                : tr("In the game the player discarded %1").arg(tileWords(s.tiles));
        row.tiles = codes(s.tiles);
        row.value = tr("%n tile(s)", nullptr, s.total);
        return true;
    default: break;
    }
    return false;
}

bool QuizText::furitenStep(const quiz::Step &s, const quiz::Question &q, QuizStepRow &row)
{
    const QString tiles = tileWords(s.tiles);
    // "… %1 … (event %2)": the tiles and the event (counted from 1) where a check found them.
    const auto found = [&](const QString &text) { return text.arg(tiles).arg(s.index + 1); };
    switch (s.kind) {
    case quiz::StepKind::Waits: row.text = tr("The hand waits on"); break;
    case quiz::StepKind::WaitWithoutYaku:
        row.text = tr("%1 gives no yaku, but it is a wait: it counts for furiten").arg(tiles);
        break;
    case quiz::StepKind::RiverCheck:
        if (!s.flag)
            row.text = tr("Discard furiten: none of the waits is in your river");
        else if (s.source == "called_away")
            row.text = found(tr("Discard furiten: your river holds %1 (discard %2, called by "
                                "another player: it still counts)"));
        else
            row.text = found(tr("Discard furiten: your river holds %1 (event %2)"));
        break;
    case quiz::StepKind::ChangedWaits:
        row.text = tr("Before event %1 the hand waited on %2; furiten follows the current "
                      "waits")
                           .arg(s.index + 1)
                           .arg(s.tiles.empty() ? tr("nothing") : tiles);
        break;
    case quiz::StepKind::RiichiCheck:
        row.text = s.flag ? found(tr("Riichi furiten: after riichi you let %1 pass (event %2); it "
                                     "lasts for the rest of the hand"))
                          : tr("Riichi furiten: no winning tile passed since riichi");
        break;
    case quiz::StepKind::TemporaryCheck:
        row.text = s.flag ? found(tr("Temporary furiten: you let %1 pass since your last discard "
                                     "(event %2); it lasts until your next discard"))
                          : tr("Temporary furiten: no winning tile passed since your last "
                               "discard");
        break;
    case quiz::StepKind::Verdict:
        row.text = s.flag ? tr("You may ron %1").arg(tiles)
                          : tr("You may not ron %1: %2").arg(tiles, furitenReason(q.answer.reason));
        break;
    default: return false;
    }
    // Every furiten step shows the tiles it is about; a check that finds furiten, and the
    // verdict, stand out.
    row.tiles = codes(s.tiles);
    row.emphasis = s.kind == quiz::StepKind::Verdict
            || (s.flag
                    && (s.kind == quiz::StepKind::RiverCheck
                            || s.kind == quiz::StepKind::RiichiCheck
                            || s.kind == quiz::StepKind::TemporaryCheck));
    return true;
}

QList<QuizStepRow> QuizText::explanation(const quiz::Question &q)
{
    QList<QuizStepRow> rows;
    std::size_t fuIndex = 0; // the fu item the next FuItem step is about
    for (const quiz::Step &s : q.explanation) {
        QuizStepRow row;
        if (!handStep(s, q, fuIndex, row) && !pointsStep(s, row) && !efficiencyStep(s, row)
                && !DrillText::step(s, q, row))
            furitenStep(s, q, row);
        rows << row;
    }
    return rows;
}

} // namespace haifu::app
