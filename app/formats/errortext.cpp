#include "errortext.h"

#include "qtstrings.h"

#include <QLocale>
#include <QStringList>

namespace haifu::formats {

namespace {

// The English text of each code, translated at run time under the context of Tr::tr.
struct CodeText
{
    ErrorCode code;
    const char *text;
};

// clang-format off
constexpr CodeText kTexts[] = {
    // Where an error happened.
    //: where an error is: %1 the name of an input field (seat_wind, melds[0]), then the error
    { ErrorCode::AtField, QT_TRANSLATE_NOOP("haifu::formats", "%1: ") },
    //: where an error is: %1 a field (winner 1) whose part (seat, pao) the error names next
    { ErrorCode::AtMember, QT_TRANSLATE_NOOP("haifu::formats", "%1.") },
    //: where an error is: %1 the hand's number in the game, %2 the hand (E3-1), then the error
    { ErrorCode::AtHand, QT_TRANSLATE_NOOP("haifu::formats", "hand %1 (%2): ") },
    //: where an error is: %1 the number of a penalty in the game, then the error
    { ErrorCode::AtPenalty, QT_TRANSLATE_NOOP("haifu::formats", "penalty %1: ") },
    //: where an error is: %1 the hand's number in the record, %2 the hand (E3-1), then the error
    { ErrorCode::AtRecordHand, QT_TRANSLATE_NOOP("haifu::formats", "kyoku %1 (%2): ") },
    //: where an error is: %1 the winner (a seat or a player), then the error
    { ErrorCode::AtWinOfSeat, QT_TRANSLATE_NOOP("haifu::formats", "the win of seat %1: ") },
    //: where an error is: %1 the kind of meld (chi, pon, minkan, ankan, kakan), %2 its tiles (123m), then the error
    { ErrorCode::AtMeld, QT_TRANSLATE_NOOP("haifu::formats", "%1 %2: ") },
    //: where an error is: %1 a meld as typed (chi:123m), then the error
    { ErrorCode::AtMeldText, QT_TRANSLATE_NOOP("haifu::formats", "meld '%1': ") },
    // Tiles, melds and rule options.
    //: tile text: %1 a letter (m, p, s, z), %2 its position
    { ErrorCode::SuitWithoutDigits, QT_TRANSLATE_NOOP("haifu::formats", "suit letter '%1' at position %2 has no digits before it") },
    //: tile text: %1 a digit, %2 its position
    { ErrorCode::NoSuchHonour, QT_TRANSLATE_NOOP("haifu::formats", "honour tile %1z at position %2 does not exist (honours are 1z..7z)") },
    //: tile text: %1 an honour letter (E, S, W, N, P, F, C), %2 its position
    { ErrorCode::HonourAfterDigits, QT_TRANSLATE_NOOP("haifu::formats", "digits before '%1' at position %2 have no suit letter") },
    //: tile text: %1 a character, %2 its position
    { ErrorCode::UnexpectedCharacter, QT_TRANSLATE_NOOP("haifu::formats", "unexpected character '%1' at position %2 (expected digits followed by m, p, s or z)") },
    //: tile text: %1 the position of a character that is not ASCII
    { ErrorCode::UnexpectedByte, QT_TRANSLATE_NOOP("haifu::formats", "unexpected character a non-ASCII byte at position %1 (expected digits followed by m, p, s or z)") },
    //: tile text: %1 the position of the digits
    { ErrorCode::DigitsWithoutSuit, QT_TRANSLATE_NOOP("haifu::formats", "digits at position %1 have no suit letter after them") },
    //: tile text: %1 how many tiles, %2 the text
    { ErrorCode::NotOneTile, QT_TRANSLATE_NOOP("haifu::formats", "expected exactly one tile, got %1 in '%2'") },
    //: %1 the kind as typed
    { ErrorCode::UnknownMeldKind, QT_TRANSLATE_NOOP("haifu::formats", "unknown meld kind '%1' (expected chi, pon, minkan, ankan or kakan)") },
    //: %1 the kind of meld (chi, pon, kan), %2 how many tiles it has, %3 how many were given
    { ErrorCode::MeldTileCount, QT_TRANSLATE_NOOP("haifu::formats", "a %1 has %2 tiles, not %3") },
    { ErrorCode::ChiNotASequence, QT_TRANSLATE_NOOP("haifu::formats", "a chi is three consecutive tiles of one suit") },
    //: %1 the kind of meld (pon, kan)
    { ErrorCode::MeldTilesDiffer, QT_TRANSLATE_NOOP("haifu::formats", "the tiles of a %1 must all be the same") },
    //: %1 a meld as typed
    { ErrorCode::MeldWithoutKind, QT_TRANSLATE_NOOP("haifu::formats", "meld '%1' must be written KIND:tiles, e.g. chi:123m") },
    //: the uma of a ruleset: %1 how many values were given
    { ErrorCode::UmaCount, QT_TRANSLATE_NOOP("haifu::formats", "give 4 values (or 3 for three players), not %1") },
    //: %1 a ruleset name, %2 the names there are
    { ErrorCode::UnknownPreset, QT_TRANSLATE_NOOP("haifu::formats", "unknown ruleset preset '%1' (known: %2)") },
    //: %1 the name of a rule option
    { ErrorCode::UnknownRuleOption, QT_TRANSLATE_NOOP("haifu::formats", "unknown rules option '%1' (see haifu-cli rules --list)") },
    //: a rule option's value
    { ErrorCode::ExpectedBool, QT_TRANSLATE_NOOP("haifu::formats", "expected true or false") },
    //: a rule option's value
    { ErrorCode::ExpectedInteger, QT_TRANSLATE_NOOP("haifu::formats", "expected an integer") },
    //: a rule option's value: %1 the value, %2 the least, %3 the most
    { ErrorCode::OutOfRangeBetween, QT_TRANSLATE_NOOP("haifu::formats", "%1 is out of range (%2..%3)") },
    //: the number of red fives
    { ErrorCode::RedFivesChoice, QT_TRANSLATE_NOOP("haifu::formats", "must be 0, 3 or 4") },
    //: the fu of a double wind pair
    { ErrorCode::WindPairFuChoice, QT_TRANSLATE_NOOP("haifu::formats", "must be 2 or 4") },
    //: a rule option's value
    { ErrorCode::ExpectedChoice, QT_TRANSLATE_NOOP("haifu::formats", "expected one of its choices as a string") },
    //: a rule option's value: %1 the value, %2 its choices
    { ErrorCode::NotAChoice, QT_TRANSLATE_NOOP("haifu::formats", "'%1' is not one of %2") },
    //: a rule option's value
    { ErrorCode::ExpectedIntegerList, QT_TRANSLATE_NOOP("haifu::formats", "expected a list of integers") },
    //: a rule option's value: %1 the value
    { ErrorCode::OutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "%1 is out of range") },
    //: a rule option
    { ErrorCode::UnsupportedOption, QT_TRANSLATE_NOOP("haifu::formats", "unsupported option type") },
    // A win that cannot be (rules/score.cpp).
    //: a winning hand: %1 how many melds
    { ErrorCode::TooManyMelds, QT_TRANSLATE_NOOP("haifu::formats", "at most 4 melds, got %1") },
    //: a winning hand: %1 the kind of meld, %2 how many tiles it has
    { ErrorCode::WinMeldTileCount, QT_TRANSLATE_NOOP("haifu::formats", "a %1 has %2 tiles") },
    { ErrorCode::NoChiThreePlayers, QT_TRANSLATE_NOOP("haifu::formats", "no chi in a three-player game") },
    //: a winning hand: %1 its concealed tiles, %2 its melds, %3 the concealed tiles it must have
    { ErrorCode::WinClosedCount, QT_TRANSLATE_NOOP("haifu::formats", "%1 tiles with %2 meld(s); a winning hand has %3 concealed tiles (14 - 3 per meld, the winning tile included)") },
    //: %1 how many dora indicators
    { ErrorCode::TooManyDoraIndicators, QT_TRANSLATE_NOOP("haifu::formats", "at most 5 (one plus four kan dora), got %1") },
    //: %1 and %2 counts of indicators
    { ErrorCode::MoreUraThanDora, QT_TRANSLATE_NOOP("haifu::formats", "more ura indicators (%1) than dora indicators (%2)") },
    { ErrorCode::NegativeCounts, QT_TRANSLATE_NOOP("haifu::formats", "honba, riichi_sticks and north_bonus cannot be negative") },
    //: the north set aside (nukidora)
    { ErrorCode::NorthBonusFourPlayers, QT_TRANSLATE_NOOP("haifu::formats", "only in a three-player game (rules players = 3)") },
    //: a wind
    { ErrorCode::NotAWind, QT_TRANSLATE_NOOP("haifu::formats", "must be E, S, W or N") },
    { ErrorCode::NoNorthSeat, QT_TRANSLATE_NOOP("haifu::formats", "there is no North seat with three players") },
    { ErrorCode::TileKindOutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "tile kind out of range") },
    { ErrorCode::OnlyFivesRed, QT_TRANSLATE_NOOP("haifu::formats", "only fives can be red") },
    //: %1 a tile
    { ErrorCode::NotInThreePlayerSet, QT_TRANSLATE_NOOP("haifu::formats", "%1 is not in a three-player set (2m..8m are removed)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopies, QT_TRANSLATE_NOOP("haifu::formats", "%1 copies of %2 across closed, melds and indicators (there are only 4)") },
    //: %1 how many red fives, %2 the five (5m), %3 how many the rules have, %4 the rules' red_fives
    { ErrorCode::TooManyRedFives, QT_TRANSLATE_NOOP("haifu::formats", "%1 red %2 but the ruleset has %3 (red_fives = %4)") },
    //: %1 the winning tile
    { ErrorCode::WinTileNotInHand, QT_TRANSLATE_NOOP("haifu::formats", "%1 is not among the closed tiles") },
    { ErrorCode::RiichiOpenHand, QT_TRANSLATE_NOOP("haifu::formats", "a hand with open melds cannot be in riichi") },
    //: ippatsu
    { ErrorCode::IppatsuNeedsRiichi, QT_TRANSLATE_NOOP("haifu::formats", "needs riichi or double_riichi") },
    { ErrorCode::ChankanIsRon, QT_TRANSLATE_NOOP("haifu::formats", "robbing a kan is a ron, not a tsumo") },
    { ErrorCode::HaiteiIsTsumo, QT_TRANSLATE_NOOP("haifu::formats", "a win on the last wall tile is a tsumo (use houtei for a ron)") },
    { ErrorCode::HouteiIsRon, QT_TRANSLATE_NOOP("haifu::formats", "a win on the last discard is a ron (use haitei for a tsumo)") },
    { ErrorCode::RinshanIsTsumo, QT_TRANSLATE_NOOP("haifu::formats", "a win on the replacement tile is a tsumo") },
    //: rinshan
    { ErrorCode::RinshanNeedsKan, QT_TRANSLATE_NOOP("haifu::formats", "needs a kan among the melds (or a north set aside)") },
    { ErrorCode::RinshanNotHaitei, QT_TRANSLATE_NOOP("haifu::formats", "a replacement tile is not the last wall tile") },
    { ErrorCode::KanEndsIppatsu, QT_TRANSLATE_NOOP("haifu::formats", "the kan before the replacement draw ends ippatsu") },
    { ErrorCode::ChankanNotHoutei, QT_TRANSLATE_NOOP("haifu::formats", "a robbed kan tile is not the last discard") },
    //: %1 a tile
    { ErrorCode::ChankanTileInHand, QT_TRANSLATE_NOOP("haifu::formats", "the robbed tile %1 is in the hand more than once, but three copies are in the kan") },
    //: tenhou
    { ErrorCode::TenhouDealerOnly, QT_TRANSLATE_NOOP("haifu::formats", "only the dealer (seat_wind E) wins on the deal") },
    { ErrorCode::TenhouIsTsumo, QT_TRANSLATE_NOOP("haifu::formats", "a win on the deal is a tsumo") },
    { ErrorCode::ChiihouNotDealer, QT_TRANSLATE_NOOP("haifu::formats", "the dealer's first-draw win is tenhou") },
    { ErrorCode::ChiihouIsTsumo, QT_TRANSLATE_NOOP("haifu::formats", "a win on the first draw is a tsumo") },
    { ErrorCode::RenhouNotDealer, QT_TRANSLATE_NOOP("haifu::formats", "only a non-dealer can win by renhou") },
    { ErrorCode::RenhouIsRon, QT_TRANSLATE_NOOP("haifu::formats", "renhou is a ron before the first draw") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoMeld, QT_TRANSLATE_NOOP("haifu::formats", "no meld can have been made yet") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoRiichi, QT_TRANSLATE_NOOP("haifu::formats", "riichi cannot have been declared yet") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoSpecial, QT_TRANSLATE_NOOP("haifu::formats", "cannot be combined with haitei, houtei, rinshan or chankan") },
    // A hand to analyse, a quiz question.
    //: melds of a hand: %1 how many
    { ErrorCode::TooManyMeldsShort, QT_TRANSLATE_NOOP("haifu::formats", "at most 4, got %1") },
    //: a hand to analyse: %1 its concealed tiles, %2 its melds
    { ErrorCode::AnalysisTileCount, QT_TRANSLATE_NOOP("haifu::formats", "%1 tiles with %2 melds; expected 13 or 14 counting 3 per meld (a kan counts as 3)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopiesInHand, QT_TRANSLATE_NOOP("haifu::formats", "%1 copies of %2 counting the melds (at most 4)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopiesVisible, QT_TRANSLATE_NOOP("haifu::formats", "%1 copies of %2 counting the hand and the melds (at most 4)") },
    //: %1 how many concealed tiles
    { ErrorCode::WaitsNeedHandBeforeDraw, QT_TRANSLATE_NOOP("haifu::formats", "%1 tiles; waits need a hand before its draw (13 tiles counting 3 per meld)") },
    //: %1 how many concealed tiles
    { ErrorCode::AcceptanceNeedsHandBeforeDraw, QT_TRANSLATE_NOOP("haifu::formats", "%1 tiles; tile acceptance needs a hand before its draw (13 tiles counting 3 per meld)") },
    //: %1 how many concealed tiles
    { ErrorCode::DiscardsNeedHandAfterDraw, QT_TRANSLATE_NOOP("haifu::formats", "%1 tiles; discard analysis needs a hand after its draw (14 tiles counting 3 per meld)") },
    //: a quiz question's hand
    { ErrorCode::NotAWinningHand, QT_TRANSLATE_NOOP("haifu::formats", "not a winning hand") },
    //: a quiz question's hand
    { ErrorCode::NoYaku, QT_TRANSLATE_NOOP("haifu::formats", "no yaku") },
    //: a quiz question's hand
    { ErrorCode::NotTenpai, QT_TRANSLATE_NOOP("haifu::formats", "not tenpai (no tile completes it)") },
    //: a quiz question's hand
    { ErrorCode::NoDiscard, QT_TRANSLATE_NOOP("haifu::formats", "no discard") },
    { ErrorCode::FuritenNeeds13, QT_TRANSLATE_NOOP("haifu::formats", "a furiten question needs a 13-tile hand (3 per meld)") },
    //: the kind of a quiz question
    { ErrorCode::UnknownQuizKind, QT_TRANSLATE_NOOP("haifu::formats", "unknown") },
    //: a quiz's difficulty: %1 the value given
    { ErrorCode::DifficultyRange, QT_TRANSLATE_NOOP("haifu::formats", "must be 1, 2 or 3, got %1") },
    { ErrorCode::QuizFourPlayersOnly, QT_TRANSLATE_NOOP("haifu::formats", "quizzes are generated for four players only") },
    //: %1 how many tries
    { ErrorCode::NoQuestionAfter, QT_TRANSLATE_NOOP("haifu::formats", "no question after %1 attempts") },
    // A hand of a club game, a record made a club game (club/).
    //: %1 the han entered
    { ErrorCode::HanBelowOne, QT_TRANSLATE_NOOP("haifu::formats", "a win needs at least 1 han, not %1") },
    //: %1 the fu entered
    { ErrorCode::NoSuchFu, QT_TRANSLATE_NOOP("haifu::formats", "fu %1 does not exist (20, 25, 30, 40 … 110)") },
    //: %1 han, %2 fu
    { ErrorCode::NoSuchHanFu, QT_TRANSLATE_NOOP("haifu::formats", "%1 han %2 fu does not exist") },
    { ErrorCode::RonNever20Fu, QT_TRANSLATE_NOOP("haifu::formats", "a ron is never 20 fu") },
    //: %1 a seat number the table does not have
    { ErrorCode::SeatOutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "seat %1 is out of range") },
    { ErrorCode::YakumanNegative, QT_TRANSLATE_NOOP("haifu::formats", "yakuman is negative") },
    //: %1 a seat number the table does not have
    { ErrorCode::PaoOutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "pao %1 is out of range") },
    { ErrorCode::PaoIsWinner, QT_TRANSLATE_NOOP("haifu::formats", "the liable player (pao) cannot be the winner") },
    { ErrorCode::PaoNeedsYakuman, QT_TRANSLATE_NOOP("haifu::formats", "liability (pao) is for yakuman only") },
    //: %1 the yakuman of the win
    { ErrorCode::PaoYakumanRange, QT_TRANSLATE_NOOP("haifu::formats", "the yakuman the liable player pays for must be 1..%1") },
    //: %1 a seat number, %2 the players at the table
    { ErrorCode::SeatOutOfRangeFor, QT_TRANSLATE_NOOP("haifu::formats", "seat %1 is out of range for %2 players") },
    //: %1 a player, %2 their points, %3 the riichi deposit
    { ErrorCode::RiichiWithoutPoints, QT_TRANSLATE_NOOP("haifu::formats", "%1 cannot declare riichi with only %2 points (needs %3)") },
    { ErrorCode::RonWithoutWinner, QT_TRANSLATE_NOOP("haifu::formats", "a ron without a winner") },
    //: %1 a seat number the table does not have
    { ErrorCode::DiscarderOutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "discarder %1 is out of range") },
    //: %1 the number of the winner in the entry, %2 the player
    { ErrorCode::WinnerIsDiscarder, QT_TRANSLATE_NOOP("haifu::formats", "winner %1 (%2) is also the discarder") },
    //: %1 the number of the winner in the entry, %2 the player
    { ErrorCode::WinnerListedTwice, QT_TRANSLATE_NOOP("haifu::formats", "winner %1 (%2) is listed twice") },
    { ErrorCode::TsumoOneWinner, QT_TRANSLATE_NOOP("haifu::formats", "a tsumo needs exactly one winner") },
    //: %1 a seat number the table does not have
    { ErrorCode::ChomboOffenderOutOfRange, QT_TRANSLATE_NOOP("haifu::formats", "chombo offender %1 is out of range") },
    //: %1 why the game ended
    { ErrorCode::GameAlreadyEnded, QT_TRANSLATE_NOOP("haifu::formats", "the game had already ended: %1") },
    { ErrorCode::PlayersThreeOrFour, QT_TRANSLATE_NOOP("haifu::formats", "players must be 3 or 4") },
    //: the hand a game starts with: %1 round (0 east), %2 hand (from 0), %3 honba, %4 riichi deposits
    { ErrorCode::NoSuchStartHand, QT_TRANSLATE_NOOP("haifu::formats", "no such hand (round %1, hand %2, honba %3, deposits %4)") },
    //: %1 a hand number
    { ErrorCode::AfterHandNotInGame, QT_TRANSLATE_NOOP("haifu::formats", "after_hand %1 is not a hand of the game") },
    { ErrorCode::RecordWithoutHands, QT_TRANSLATE_NOOP("haifu::formats", "the record has no hands") },
    { ErrorCode::HandWithoutResult, QT_TRANSLATE_NOOP("haifu::formats", "the hand has no result") },
};
// clang-format on

// Which arguments are seats, points or an end key, to name them as the page does.
enum class ArgKind { Plain, Seat, Points, EndReason };

ArgKind argKind(ErrorCode code, std::size_t index)
{
    switch (code) {
    case ErrorCode::AtWinOfSeat: return index == 0 ? ArgKind::Seat : ArgKind::Plain;
    case ErrorCode::RiichiWithoutPoints: return index == 0 ? ArgKind::Seat : ArgKind::Points;
    case ErrorCode::WinnerIsDiscarder:
    case ErrorCode::WinnerListedTwice: return index == 1 ? ArgKind::Seat : ArgKind::Plain;
    case ErrorCode::GameAlreadyEnded: return ArgKind::EndReason;
    default: return ArgKind::Plain;
    }
}

QString argText(
        ErrorCode code, std::size_t index, const std::string &arg, const ErrorTextOptions &options)
{
    bool isNumber = false;
    const int number = toQString(arg).toInt(&isNumber);
    switch (argKind(code, index)) {
    case ArgKind::Plain: break;
    case ArgKind::Seat:
        if (!isNumber)
            break;
        if (options.seatName)
            return options.seatName(number);
        //: a seat of the table, counted from 0 (0 the East seat of the first hand)
        return Tr::tr("seat %1").arg(number);
    case ArgKind::Points:
        if (!isNumber)
            break;
        return options.points ? options.points(number) : QLocale().toString(number);
    case ArgKind::EndReason:
        if (options.endReason)
            return options.endReason(arg);
        break;
    }
    return toQString(arg);
}

// The template with %1, %2 … replaced in one pass (an argument may itself contain "%1").
QString filled(
        ErrorCode code, const std::vector<std::string> &args, const ErrorTextOptions &options)
{
    const QString text = errorTemplate(code);
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (text.at(i) == u'%' && next >= u'1' && next <= u'9') {
            const auto index = static_cast<std::size_t>(next.unicode() - u'1');
            if (index < args.size())
                out += argText(code, index, args[index], options);
            ++i;
        } else {
            out += text.at(i);
        }
    }
    return out;
}

} // namespace

QString errorTemplate(ErrorCode code)
{
    for (const CodeText &t : kTexts) {
        if (t.code == code)
            return Tr::tr(t.text);
    }
    return {};
}

QString errorText(const Error &error, const ErrorTextOptions &options)
{
    if (error.code == ErrorCode::Text || errorTemplate(error.code).isEmpty())
        return toQString(error.message);
    QString text;
    for (const ErrorFrame &frame : error.context) {
        const bool field = frame.code == ErrorCode::AtField || frame.code == ErrorCode::AtMember;
        if (!(field && options.omitFields))
            text += filled(frame.code, frame.args, options);
    }
    return text + filled(error.code, error.args, options);
}

} // namespace haifu::formats
