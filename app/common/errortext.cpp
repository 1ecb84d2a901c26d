#include "common/errortext.h"

#include "common/qtstrings.h"

#include <QLocale>
#include <QStringList>

namespace haifu {

namespace {

// The context the error texts are translated under (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct ErrorTr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::errors)
};

// The English text of each code, translated at run time under the context of ErrorTr::tr.
struct CodeText
{
    ErrorCode code;
    const char *text;
};

// clang-format off
constexpr CodeText kTexts[] = {
    // Where an error happened.
    //: where an error is: %1 the name of an input field (seat_wind, melds[0]), then the error
    { ErrorCode::AtField, QT_TRANSLATE_NOOP("haifu::errors", "%1: ") },
    //: where an error is: %1 a field (winner 1) whose part (seat, pao) the error names next
    { ErrorCode::AtMember, QT_TRANSLATE_NOOP("haifu::errors", "%1.") },
    //: where an error is: %1 the hand's number in the game, %2 the hand (E3-1), then the error
    { ErrorCode::AtHand, QT_TRANSLATE_NOOP("haifu::errors", "hand %1 (%2): ") },
    //: where an error is: %1 the number of a penalty in the game, then the error
    { ErrorCode::AtPenalty, QT_TRANSLATE_NOOP("haifu::errors", "penalty %1: ") },
    //: where an error is: %1 the hand's number in the record, %2 the hand (E3-1), then the error
    { ErrorCode::AtRecordHand, QT_TRANSLATE_NOOP("haifu::errors", "kyoku %1 (%2): ") },
    //: where an error is: %1 the winner (a seat or a player), then the error
    { ErrorCode::AtWinOfSeat, QT_TRANSLATE_NOOP("haifu::errors", "the win of seat %1: ") },
    //: where an error is: %1 the kind of meld (chi, pon, minkan, ankan, kakan), %2 its tiles (123m), then the error
    { ErrorCode::AtMeld, QT_TRANSLATE_NOOP("haifu::errors", "%1 %2: ") },
    //: where an error is: %1 a meld as typed (chi:123m), then the error
    { ErrorCode::AtMeldText, QT_TRANSLATE_NOOP("haifu::errors", "meld '%1': ") },
    // Where an error is in a replayed record (game/replay.cpp).
    { ErrorCode::AtKyoku, QT_TRANSLATE_NOOP("haifu::errors", "%1: ") },
    //: where an error is: the deal of the hand %1 (E3-1), then the error
    { ErrorCode::AtKyokuDeal, QT_TRANSLATE_NOOP("haifu::errors", "%1 deal: ") },
    //: where an error is: %1 the number of a move in a variation, %2 the move in the move notation (1d5m), then the error
    { ErrorCode::AtMove, QT_TRANSLATE_NOOP("haifu::errors", "move %1 (%2): ") },
    //: where an error is: %1 a hand of a record (E3-1), %2 the number of the event in it, %3 the event as written by the app (in English), then the error
    { ErrorCode::AtKyokuEvent, QT_TRANSLATE_NOOP("haifu::errors", "%1 event %2 (%3): ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenDraw, QT_TRANSLATE_NOOP("haifu::errors", "a draw when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenDiscard, QT_TRANSLATE_NOOP("haifu::errors", "a discard when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenCall, QT_TRANSLATE_NOOP("haifu::errors", "a call when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenClosedKan, QT_TRANSLATE_NOOP("haifu::errors", "a closed kan when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenAddedKan, QT_TRANSLATE_NOOP("haifu::errors", "an added kan when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenNorthBonus, QT_TRANSLATE_NOOP("haifu::errors", "a north bonus when ") },
    //: an event at the wrong time: %1 a seat, counted from 0; then what the table waits for
    { ErrorCode::WhenTsumo, QT_TRANSLATE_NOOP("haifu::errors", "a tsumo by seat %1 when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenRon, QT_TRANSLATE_NOOP("haifu::errors", "a ron when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenNineTerminals, QT_TRANSLATE_NOOP("haifu::errors", "nine terminals declared when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenTripleRon, QT_TRANSLATE_NOOP("haifu::errors", "a triple ron when ") },
    //: an event at the wrong time; then what the table waits for (seat 1 is to draw)
    { ErrorCode::WhenAbortiveDraw, QT_TRANSLATE_NOOP("haifu::errors", "an abortive draw when ") },
    // Where an error is in a question taken from a record (quiz/recordquiz.cpp).
    //: where an error is: %1 a hand of a record (E3-1), %2 the number of a win in it, then the error
    { ErrorCode::AtRecordWin, QT_TRANSLATE_NOOP("haifu::errors", "%1 win #%2: ") },
    //: where an error is: %1 a hand of a record (E3-1), %2 the number of a step in it, then the error
    { ErrorCode::AtRecordStep, QT_TRANSLATE_NOOP("haifu::errors", "%1 step %2: ") },
    //: where an error is: %1 a seat of the table counted from 0, then the error
    { ErrorCode::AtSeat, QT_TRANSLATE_NOOP("haifu::errors", "seat %1: ") },
    //: where an error is: %1 the number of a problem in a lesson, then the error
    { ErrorCode::AtProblem, QT_TRANSLATE_NOOP("haifu::errors", "problem %1: ") },
    //: where an error is: %1 a round of a tournament (1 = the first), then the error
    { ErrorCode::AtSeatingRound, QT_TRANSLATE_NOOP("haifu::errors", "round %1: ") },
    //: where an error is: %1 a round of a tournament, %2 a table of it (both from 1), then the error
    { ErrorCode::AtSeatingTable, QT_TRANSLATE_NOOP("haifu::errors", "round %1 table %2: ") },
    // Tiles, melds and rule options.
    //: tile text: %1 a letter (m, p, s, z), %2 its position
    { ErrorCode::SuitWithoutDigits, QT_TRANSLATE_NOOP("haifu::errors", "suit letter '%1' at position %2 has no digits before it") },
    //: tile text: %1 a digit, %2 its position
    { ErrorCode::NoSuchHonour, QT_TRANSLATE_NOOP("haifu::errors", "honour tile %1z at position %2 does not exist (honours are 1z..7z)") },
    //: tile text: %1 an honour letter (E, S, W, N, P, F, C), %2 its position
    { ErrorCode::HonourAfterDigits, QT_TRANSLATE_NOOP("haifu::errors", "digits before '%1' at position %2 have no suit letter") },
    //: tile text: %1 a character, %2 its position
    { ErrorCode::UnexpectedCharacter, QT_TRANSLATE_NOOP("haifu::errors", "unexpected character '%1' at position %2 (expected digits followed by m, p, s or z)") },
    //: tile text: %1 the position of a character that is not ASCII
    { ErrorCode::UnexpectedByte, QT_TRANSLATE_NOOP("haifu::errors", "unexpected character a non-ASCII byte at position %1 (expected digits followed by m, p, s or z)") },
    //: tile text: %1 the position of the digits
    { ErrorCode::DigitsWithoutSuit, QT_TRANSLATE_NOOP("haifu::errors", "digits at position %1 have no suit letter after them") },
    //: tile text: %1 how many tiles, %2 the text
    { ErrorCode::NotOneTile, QT_TRANSLATE_NOOP("haifu::errors", "expected exactly one tile, got %1 in '%2'") },
    //: %1 the kind as typed
    { ErrorCode::UnknownMeldKind, QT_TRANSLATE_NOOP("haifu::errors", "unknown meld kind '%1' (expected chi, pon, minkan, ankan or kakan)") },
    //: %1 the kind of meld (chi, pon, kan), %2 how many tiles it has, %3 how many were given
    { ErrorCode::MeldTileCount, QT_TRANSLATE_NOOP("haifu::errors", "a %1 has %2 tiles, not %3") },
    { ErrorCode::ChiNotASequence, QT_TRANSLATE_NOOP("haifu::errors", "a chi is three consecutive tiles of one suit") },
    //: %1 the kind of meld (pon, kan)
    { ErrorCode::MeldTilesDiffer, QT_TRANSLATE_NOOP("haifu::errors", "the tiles of a %1 must all be the same") },
    //: %1 a meld as typed
    { ErrorCode::MeldWithoutKind, QT_TRANSLATE_NOOP("haifu::errors", "meld '%1' must be written KIND:tiles, e.g. chi:123m") },
    //: the uma of a ruleset: %1 how many values were given
    { ErrorCode::UmaCount, QT_TRANSLATE_NOOP("haifu::errors", "give 4 values (or 3 for three players), not %1") },
    //: %1 a ruleset name, %2 the names there are
    { ErrorCode::UnknownPreset, QT_TRANSLATE_NOOP("haifu::errors", "unknown ruleset preset '%1' (known: %2)") },
    //: %1 the name of a rule option
    { ErrorCode::UnknownRuleOption, QT_TRANSLATE_NOOP("haifu::errors", "unknown rules option '%1' (see haifu-cli rules --list)") },
    //: a rule option's value
    { ErrorCode::ExpectedBool, QT_TRANSLATE_NOOP("haifu::errors", "expected true or false") },
    //: a rule option's value
    { ErrorCode::ExpectedInteger, QT_TRANSLATE_NOOP("haifu::errors", "expected an integer") },
    //: a rule option's value: %1 the value, %2 the least, %3 the most
    { ErrorCode::OutOfRangeBetween, QT_TRANSLATE_NOOP("haifu::errors", "%1 is out of range (%2..%3)") },
    //: the number of red fives
    { ErrorCode::RedFivesChoice, QT_TRANSLATE_NOOP("haifu::errors", "must be 0, 3 or 4") },
    //: the fu of a double wind pair
    { ErrorCode::WindPairFuChoice, QT_TRANSLATE_NOOP("haifu::errors", "must be 2 or 4") },
    //: a rule option's value
    { ErrorCode::ExpectedChoice, QT_TRANSLATE_NOOP("haifu::errors", "expected one of its choices as a string") },
    //: a rule option's value: %1 the value, %2 its choices
    { ErrorCode::NotAChoice, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not one of %2") },
    //: a rule option's value
    { ErrorCode::ExpectedIntegerList, QT_TRANSLATE_NOOP("haifu::errors", "expected a list of integers") },
    //: a rule option's value: %1 the value
    { ErrorCode::OutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "%1 is out of range") },
    //: a rule option
    { ErrorCode::UnsupportedOption, QT_TRANSLATE_NOOP("haifu::errors", "unsupported option type") },
    // A win that cannot be (rules/score.cpp).
    //: a winning hand: %1 how many melds
    { ErrorCode::TooManyMelds, QT_TRANSLATE_NOOP("haifu::errors", "at most 4 melds, got %1") },
    //: a winning hand: %1 the kind of meld, %2 how many tiles it has
    { ErrorCode::WinMeldTileCount, QT_TRANSLATE_NOOP("haifu::errors", "a %1 has %2 tiles") },
    { ErrorCode::NoChiThreePlayers, QT_TRANSLATE_NOOP("haifu::errors", "no chi in a three-player game") },
    //: a winning hand: %1 its concealed tiles, %2 its melds, %3 the concealed tiles it must have
    { ErrorCode::WinClosedCount, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles with %2 meld(s); a winning hand has %3 concealed tiles (14 - 3 per meld, the winning tile included)") },
    //: %1 how many dora indicators
    { ErrorCode::TooManyDoraIndicators, QT_TRANSLATE_NOOP("haifu::errors", "at most 5 (one plus four kan dora), got %1") },
    //: %1 and %2 counts of indicators
    { ErrorCode::MoreUraThanDora, QT_TRANSLATE_NOOP("haifu::errors", "more ura indicators (%1) than dora indicators (%2)") },
    { ErrorCode::NegativeCounts, QT_TRANSLATE_NOOP("haifu::errors", "honba, riichi_sticks and north_bonus cannot be negative") },
    //: the north set aside (nukidora)
    { ErrorCode::NorthBonusFourPlayers, QT_TRANSLATE_NOOP("haifu::errors", "only in a three-player game (rules players = 3)") },
    //: a wind
    { ErrorCode::NotAWind, QT_TRANSLATE_NOOP("haifu::errors", "must be E, S, W or N") },
    { ErrorCode::NoNorthSeat, QT_TRANSLATE_NOOP("haifu::errors", "there is no North seat with three players") },
    { ErrorCode::TileKindOutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "tile kind out of range") },
    { ErrorCode::OnlyFivesRed, QT_TRANSLATE_NOOP("haifu::errors", "only fives can be red") },
    //: %1 a tile
    { ErrorCode::NotInThreePlayerSet, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in a three-player set (2m..8m are removed)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopies, QT_TRANSLATE_NOOP("haifu::errors", "%1 copies of %2 across closed, melds and indicators (there are only 4)") },
    //: %1 how many red fives, %2 the five (5m), %3 how many the rules have, %4 the rules' red_fives
    { ErrorCode::TooManyRedFives, QT_TRANSLATE_NOOP("haifu::errors", "%1 red %2 but the ruleset has %3 (red_fives = %4)") },
    //: %1 the winning tile
    { ErrorCode::WinTileNotInHand, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not among the closed tiles") },
    { ErrorCode::RiichiOpenHand, QT_TRANSLATE_NOOP("haifu::errors", "a hand with open melds cannot be in riichi") },
    //: ippatsu
    { ErrorCode::IppatsuNeedsRiichi, QT_TRANSLATE_NOOP("haifu::errors", "needs riichi or double_riichi") },
    { ErrorCode::ChankanIsRon, QT_TRANSLATE_NOOP("haifu::errors", "robbing a kan is a ron, not a tsumo") },
    { ErrorCode::HaiteiIsTsumo, QT_TRANSLATE_NOOP("haifu::errors", "a win on the last wall tile is a tsumo (use houtei for a ron)") },
    { ErrorCode::HouteiIsRon, QT_TRANSLATE_NOOP("haifu::errors", "a win on the last discard is a ron (use haitei for a tsumo)") },
    { ErrorCode::RinshanIsTsumo, QT_TRANSLATE_NOOP("haifu::errors", "a win on the replacement tile is a tsumo") },
    //: rinshan
    { ErrorCode::RinshanNeedsKan, QT_TRANSLATE_NOOP("haifu::errors", "needs a kan among the melds (or a north set aside)") },
    { ErrorCode::RinshanNotHaitei, QT_TRANSLATE_NOOP("haifu::errors", "a replacement tile is not the last wall tile") },
    { ErrorCode::KanEndsIppatsu, QT_TRANSLATE_NOOP("haifu::errors", "the kan before the replacement draw ends ippatsu") },
    { ErrorCode::ChankanNotHoutei, QT_TRANSLATE_NOOP("haifu::errors", "a robbed kan tile is not the last discard") },
    //: %1 a tile
    { ErrorCode::ChankanTileInHand, QT_TRANSLATE_NOOP("haifu::errors", "the robbed tile %1 is in the hand more than once, but three copies are in the kan") },
    //: tenhou
    { ErrorCode::TenhouDealerOnly, QT_TRANSLATE_NOOP("haifu::errors", "only the dealer (seat_wind E) wins on the deal") },
    { ErrorCode::TenhouIsTsumo, QT_TRANSLATE_NOOP("haifu::errors", "a win on the deal is a tsumo") },
    { ErrorCode::ChiihouNotDealer, QT_TRANSLATE_NOOP("haifu::errors", "the dealer's first-draw win is tenhou") },
    { ErrorCode::ChiihouIsTsumo, QT_TRANSLATE_NOOP("haifu::errors", "a win on the first draw is a tsumo") },
    { ErrorCode::RenhouNotDealer, QT_TRANSLATE_NOOP("haifu::errors", "only a non-dealer can win by renhou") },
    { ErrorCode::RenhouIsRon, QT_TRANSLATE_NOOP("haifu::errors", "renhou is a ron before the first draw") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoMeld, QT_TRANSLATE_NOOP("haifu::errors", "no meld can have been made yet") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoRiichi, QT_TRANSLATE_NOOP("haifu::errors", "riichi cannot have been declared yet") },
    //: tenhou, chiihou or renhou
    { ErrorCode::FirstTurnNoSpecial, QT_TRANSLATE_NOOP("haifu::errors", "cannot be combined with haitei, houtei, rinshan or chankan") },
    // A hand to analyse, a quiz question.
    //: melds of a hand: %1 how many
    { ErrorCode::TooManyMeldsShort, QT_TRANSLATE_NOOP("haifu::errors", "at most 4, got %1") },
    //: a hand to analyse: %1 its concealed tiles, %2 its melds
    { ErrorCode::AnalysisTileCount, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles with %2 melds; expected 13 or 14 counting 3 per meld (a kan counts as 3)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopiesInHand, QT_TRANSLATE_NOOP("haifu::errors", "%1 copies of %2 counting the melds (at most 4)") },
    //: %1 how many, %2 a tile
    { ErrorCode::TooManyCopiesVisible, QT_TRANSLATE_NOOP("haifu::errors", "%1 copies of %2 counting the hand and the melds (at most 4)") },
    //: %1 how many concealed tiles
    { ErrorCode::WaitsNeedHandBeforeDraw, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles; waits need a hand before its draw (13 tiles counting 3 per meld)") },
    //: %1 how many concealed tiles
    { ErrorCode::AcceptanceNeedsHandBeforeDraw, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles; tile acceptance needs a hand before its draw (13 tiles counting 3 per meld)") },
    //: %1 how many concealed tiles
    { ErrorCode::DiscardsNeedHandAfterDraw, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles; discard analysis needs a hand after its draw (14 tiles counting 3 per meld)") },
    //: a quiz question's hand
    { ErrorCode::NotAWinningHand, QT_TRANSLATE_NOOP("haifu::errors", "not a winning hand") },
    //: a quiz question's hand
    { ErrorCode::NoYaku, QT_TRANSLATE_NOOP("haifu::errors", "no yaku") },
    //: a quiz question's hand
    { ErrorCode::NotTenpai, QT_TRANSLATE_NOOP("haifu::errors", "not tenpai (no tile completes it)") },
    //: a quiz question's hand
    { ErrorCode::NoDiscard, QT_TRANSLATE_NOOP("haifu::errors", "no discard") },
    { ErrorCode::FuritenNeeds13, QT_TRANSLATE_NOOP("haifu::errors", "a furiten question needs a 13-tile hand (3 per meld)") },
    //: the kind of a quiz question
    { ErrorCode::UnknownQuizKind, QT_TRANSLATE_NOOP("haifu::errors", "unknown") },
    //: a quiz's difficulty: %1 the value given
    { ErrorCode::DifficultyRange, QT_TRANSLATE_NOOP("haifu::errors", "must be 1, 2 or 3, got %1") },
    { ErrorCode::QuizFourPlayersOnly, QT_TRANSLATE_NOOP("haifu::errors", "quizzes are generated for four players only") },
    //: %1 how many tries
    { ErrorCode::NoQuestionAfter, QT_TRANSLATE_NOOP("haifu::errors", "no question after %1 attempts") },
    // A hand of a club game, a record made a club game (club/).
    //: %1 the han entered
    { ErrorCode::HanBelowOne, QT_TRANSLATE_NOOP("haifu::errors", "a win needs at least 1 han, not %1") },
    //: %1 the fu entered
    { ErrorCode::NoSuchFu, QT_TRANSLATE_NOOP("haifu::errors", "fu %1 does not exist (20, 25, 30, 40 … 110)") },
    //: %1 han, %2 fu
    { ErrorCode::NoSuchHanFu, QT_TRANSLATE_NOOP("haifu::errors", "%1 han %2 fu does not exist") },
    { ErrorCode::RonNever20Fu, QT_TRANSLATE_NOOP("haifu::errors", "a ron is never 20 fu") },
    //: %1 a seat number the table does not have
    { ErrorCode::SeatOutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is out of range") },
    { ErrorCode::YakumanNegative, QT_TRANSLATE_NOOP("haifu::errors", "yakuman is negative") },
    //: %1 a seat number the table does not have
    { ErrorCode::PaoOutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "pao %1 is out of range") },
    { ErrorCode::PaoIsWinner, QT_TRANSLATE_NOOP("haifu::errors", "the liable player (pao) cannot be the winner") },
    { ErrorCode::PaoNeedsYakuman, QT_TRANSLATE_NOOP("haifu::errors", "liability (pao) is for yakuman only") },
    //: %1 the yakuman of the win
    { ErrorCode::PaoYakumanRange, QT_TRANSLATE_NOOP("haifu::errors", "the yakuman the liable player pays for must be 1..%1") },
    //: %1 a seat number, %2 the players at the table
    { ErrorCode::SeatOutOfRangeFor, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is out of range for %2 players") },
    //: %1 a player, %2 their points, %3 the riichi deposit
    { ErrorCode::RiichiWithoutPoints, QT_TRANSLATE_NOOP("haifu::errors", "%1 cannot declare riichi with only %2 points (needs %3)") },
    { ErrorCode::RonWithoutWinner, QT_TRANSLATE_NOOP("haifu::errors", "a ron without a winner") },
    //: %1 a seat number the table does not have
    { ErrorCode::DiscarderOutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "discarder %1 is out of range") },
    //: %1 the number of the winner in the entry, %2 the player
    { ErrorCode::WinnerIsDiscarder, QT_TRANSLATE_NOOP("haifu::errors", "winner %1 (%2) is also the discarder") },
    //: %1 the number of the winner in the entry, %2 the player
    { ErrorCode::WinnerListedTwice, QT_TRANSLATE_NOOP("haifu::errors", "winner %1 (%2) is listed twice") },
    { ErrorCode::TsumoOneWinner, QT_TRANSLATE_NOOP("haifu::errors", "a tsumo needs exactly one winner") },
    //: %1 a seat number the table does not have
    { ErrorCode::ChomboOffenderOutOfRange, QT_TRANSLATE_NOOP("haifu::errors", "chombo offender %1 is out of range") },
    //: %1 why the game ended
    { ErrorCode::GameAlreadyEnded, QT_TRANSLATE_NOOP("haifu::errors", "the game had already ended: %1") },
    { ErrorCode::PlayersThreeOrFour, QT_TRANSLATE_NOOP("haifu::errors", "players must be 3 or 4") },
    //: the hand a game starts with: %1 round (0 east), %2 hand (from 0), %3 honba, %4 riichi deposits
    { ErrorCode::NoSuchStartHand, QT_TRANSLATE_NOOP("haifu::errors", "no such hand (round %1, hand %2, honba %3, deposits %4)") },
    //: %1 a hand number
    { ErrorCode::AfterHandNotInGame, QT_TRANSLATE_NOOP("haifu::errors", "after_hand %1 is not a hand of the game") },
    { ErrorCode::RecordWithoutHands, QT_TRANSLATE_NOOP("haifu::errors", "the record has no hands") },
    { ErrorCode::HandWithoutResult, QT_TRANSLATE_NOOP("haifu::errors", "the hand has no result") },
    // A record that cannot be replayed (game/replay.cpp).
    //: what the table waits for: %1 a seat, counted from 0
    { ErrorCode::PhaseDraw, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is to draw") },
    //: what the table waits for: %1 a seat, counted from 0
    { ErrorCode::PhaseDiscard, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is to discard") },
    //: what the table waits for: %1 a seat, counted from 0
    { ErrorCode::PhaseReplacement, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is to draw a replacement tile") },
    //: what the table waits for: %1 the seat that discarded, %2 the seat to draw (seats counted from 0)
    { ErrorCode::PhaseClaim, QT_TRANSLATE_NOOP("haifu::errors", "the discard of seat %1 may be called, else seat %2 draws") },
    //: what the table waits for: %1 a seat, counted from 0
    { ErrorCode::PhaseKanClaim, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is to draw a replacement tile after a kan") },
    //: what the table waits for: nothing, the hand is over
    { ErrorCode::PhaseEnded, QT_TRANSLATE_NOOP("haifu::errors", "the kyoku has ended") },
    //: %1 the seat that drew, %2 the seat to draw (seats counted from 0)
    { ErrorCode::DrawNotTurnDraw, QT_TRANSLATE_NOOP("haifu::errors", "a draw when it is not seat %1's turn (seat %2 is to draw)") },
    //: %1 the seat that drew, %2 the seat that discarded, %3 the seat to draw (seats counted from 0)
    { ErrorCode::DrawNotTurnClaim, QT_TRANSLATE_NOOP("haifu::errors", "a draw when it is not seat %1's turn (the discard of seat %2 may be called, else seat %3 draws)") },
    //: %1 the seat that drew, %2 the seat to draw (seats counted from 0)
    { ErrorCode::DrawNotTurnReplacement, QT_TRANSLATE_NOOP("haifu::errors", "a draw when it is not seat %1's turn (seat %2 is to draw a replacement tile)") },
    //: %1 the seat that drew, %2 the seat to draw (seats counted from 0)
    { ErrorCode::DrawNotTurnKanClaim, QT_TRANSLATE_NOOP("haifu::errors", "a draw when it is not seat %1's turn (seat %2 is to draw a replacement tile after a kan)") },
    { ErrorCode::EventAfterEnd, QT_TRANSLATE_NOOP("haifu::errors", "event after the end of the kyoku") },
    //: %1 a seat number
    { ErrorCode::NoSuchSeat, QT_TRANSLATE_NOOP("haifu::errors", "no such seat %1") },
    { ErrorCode::UnknownEvent, QT_TRANSLATE_NOOP("haifu::errors", "unknown event") },
    { ErrorCode::DrawFromEmptyWall, QT_TRANSLATE_NOOP("haifu::errors", "a draw from an empty wall") },
    //: %1 a tile (5m), %2 the hand (123m456p…)
    { ErrorCode::TileNotInHand, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in the hand (%2)") },
    //: %1 a tile (5m)
    { ErrorCode::TsumogiriNotDrawn, QT_TRANSLATE_NOOP("haifu::errors", "marked tsumogiri, but the tile just drawn is %1") },
    //: %1 a seat, counted from 0
    { ErrorCode::AlreadyInRiichi, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is already in riichi") },
    { ErrorCode::RiichiWithOpenHand, QT_TRANSLATE_NOOP("haifu::errors", "riichi with an open hand") },
    //: %1 the points of the player, %2 the riichi deposit
    { ErrorCode::RiichiWithoutDeposit, QT_TRANSLATE_NOOP("haifu::errors", "riichi with %1 points, less than the %2 deposit") },
    //: %1 the hand (123m456p…)
    { ErrorCode::RiichiNotTenpai, QT_TRANSLATE_NOOP("haifu::errors", "riichi from a hand that is not tenpai (%1)") },
    //: %1 and %2 seats, counted from 0
    { ErrorCode::CalledFromWrongSeat, QT_TRANSLATE_NOOP("haifu::errors", "the tile is called from seat %1, but the last discard is seat %2's") },
    { ErrorCode::CallOwnDiscard, QT_TRANSLATE_NOOP("haifu::errors", "a player cannot call their own discard") },
    //: %1 and %2 tiles (5m)
    { ErrorCode::CalledTileNotLastDiscard, QT_TRANSLATE_NOOP("haifu::errors", "the called tile %1 is not the last discard %2") },
    { ErrorCode::NoChiInThreePlayerGames, QT_TRANSLATE_NOOP("haifu::errors", "no chi in three-player games") },
    //: %1 a seat, counted from 0
    { ErrorCode::ChiNotFromLeft, QT_TRANSLATE_NOOP("haifu::errors", "chi from seat %1, who is not the player on the left") },
    { ErrorCode::NotACallKind, QT_TRANSLATE_NOOP("haifu::errors", "a call must be a chi, pon or open kan") },
    //: %1 the kind of meld (chi, pon, minkan), %2 and %3 numbers of tiles
    { ErrorCode::CallTileCount, QT_TRANSLATE_NOOP("haifu::errors", "a %1 uses %2 own tiles, not %3") },
    //: %1 a seat, counted from 0
    { ErrorCode::CallInRiichi, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is in riichi and cannot call") },
    //: %1 a tile (5m), %2 the hand (123m456p…)
    { ErrorCode::NotInCallersHand, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in the caller's hand (%2)") },
    //: %1 a number of tiles
    { ErrorCode::ClosedKanTileCount, QT_TRANSLATE_NOOP("haifu::errors", "a closed kan uses 4 tiles, not %1") },
    //: %1 the tiles (1111m)
    { ErrorCode::ClosedKanMixed, QT_TRANSLATE_NOOP("haifu::errors", "a closed kan needs four tiles of one kind (%1)") },
    //: %1 a tile (5m), %2 the hand (123m456p…)
    { ErrorCode::ClosedKanNotInHand, QT_TRANSLATE_NOOP("haifu::errors", "a closed kan without four %1 in hand (%2)") },
    //: %1 a tile (5m)
    { ErrorCode::AddedKanWithoutPon, QT_TRANSLATE_NOOP("haifu::errors", "an added kan without a pon of %1") },
    { ErrorCode::NorthBonusInFourPlayerGame, QT_TRANSLATE_NOOP("haifu::errors", "a north bonus in a four-player game") },
    //: %1 a tile (5m)
    { ErrorCode::OnlyNorthAside, QT_TRANSLATE_NOOP("haifu::errors", "only a north can be set aside, not %1") },
    //: %1 the hand (123m456p…)
    { ErrorCode::NoNorthInHand, QT_TRANSLATE_NOOP("haifu::errors", "no north in the hand (%1)") },
    //: %1 a seat, counted from 0
    { ErrorCode::RiichiNotDeclared, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 has not declared riichi") },
    //: %1 the number of dora indicators, %2 the number of kans
    { ErrorCode::NewDoraWithoutKan, QT_TRANSLATE_NOOP("haifu::errors", "a new dora indicator without a kan to reveal it (%1 indicators, %2 kans)") },
    //: %1 the number of a win result in the hand
    { ErrorCode::NoWinResult, QT_TRANSLATE_NOOP("haifu::errors", "no win result %1") },
    { ErrorCode::WinWithoutSeats, QT_TRANSLATE_NOOP("haifu::errors", "the win names no valid seats") },
    { ErrorCode::TsumoAfterWin, QT_TRANSLATE_NOOP("haifu::errors", "a tsumo after another win") },
    //: %1 and %2 seats, counted from 0
    { ErrorCode::RonOnWrongSeat, QT_TRANSLATE_NOOP("haifu::errors", "a ron on seat %1, but the last tile came from seat %2") },
    //: %1 a seat, counted from 0
    { ErrorCode::WinsTwice, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 wins twice") },
    { ErrorCode::DrawWithoutResult, QT_TRANSLATE_NOOP("haifu::errors", "a draw without a draw result") },
    //: %1 a number of tiles
    { ErrorCode::ExhaustiveDrawWithTiles, QT_TRANSLATE_NOOP("haifu::errors", "an exhaustive draw with %1 tiles left in the wall") },
    //: %1 the number of a hand in the record, counted from 0
    { ErrorCode::NoSuchKyoku, QT_TRANSLATE_NOOP("haifu::errors", "no kyoku %1") },
    //: %1 a seat number
    { ErrorCode::NoSuchDealer, QT_TRANSLATE_NOOP("haifu::errors", "no such dealer seat %1") },
    { ErrorCode::NoDoraIndicator, QT_TRANSLATE_NOOP("haifu::errors", "no dora indicator") },
    //: %1 a seat, counted from 0, %2 a number of tiles
    { ErrorCode::DealtTileCount, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is dealt %2 tiles, not 13") },
    //: %1 a number, %2 a tile (5m)
    { ErrorCode::TooManyDealt, QT_TRANSLATE_NOOP("haifu::errors", "%1 copies of %2 dealt and shown") },
    //: %1 the number of the last event
    { ErrorCode::NoEventAfter, QT_TRANSLATE_NOOP("haifu::errors", "no event after event %1") },
    //: %1 the number of a step
    { ErrorCode::NoSuchStep, QT_TRANSLATE_NOOP("haifu::errors", "no step %1") },
    { ErrorCode::EndOfGame, QT_TRANSLATE_NOOP("haifu::errors", "the end of the game") },
    { ErrorCode::StartOfGame, QT_TRANSLATE_NOOP("haifu::errors", "the start of the game") },
    //: %1 what was typed; the examples are moves in the move notation and stay as they are
    { ErrorCode::BadMove, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not a move (see the move notation: 1d5m, 1r5m, 1t, 2h, 3c4m56m, -)") },
    //: %1 a move in the move notation (1d5m), %2 the legal moves in that notation
    { ErrorCode::MoveNotLegal, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not a legal action here (legal: %2)") },
    { ErrorCode::LineEnded, QT_TRANSLATE_NOOP("haifu::errors", "the line has ended") },
    //: %1 the number of a variation
    { ErrorCode::NoSuchVariation, QT_TRANSLATE_NOOP("haifu::errors", "no variation %1") },
    //: %1 a number of moves
    { ErrorCode::NoSuchBranch, QT_TRANSLATE_NOOP("haifu::errors", "the parent line has no move %1 to leave from") },
    // The record editor (game/recordedit.cpp).
    //: %1 a number of players
    { ErrorCode::DraftPlayerCount, QT_TRANSLATE_NOOP("haifu::errors", "a game of %1 players (3 or 4 are possible)") },
    //: %1 a round number
    { ErrorCode::DraftRound, QT_TRANSLATE_NOOP("haifu::errors", "round %1 is out of range (0 = East 1 to 15 = North 4)") },
    //: %1 honba count, %2 riichi deposits
    { ErrorCode::DraftCounter, QT_TRANSLATE_NOOP("haifu::errors", "honba %1 or deposits %2 out of range (0 to 999)") },
    //: %1 points, %2 a seat number
    { ErrorCode::DraftScore, QT_TRANSLATE_NOOP("haifu::errors", "start score %1 of seat %2 is out of range") },
    //: %1 and %2 counts of indicator tiles
    { ErrorCode::DraftIndicators, QT_TRANSLATE_NOOP("haifu::errors", "%1 dora and %2 ura indicators (1 to 5 dora, no more ura than dora)") },
    //: %1 a tile such as 5m
    { ErrorCode::DraftTileNotInGame, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not used with three players") },
    //: %1 a count, %2 a tile such as 5p, %3 a count
    { ErrorCode::DraftTooManyRed, QT_TRANSLATE_NOOP("haifu::errors", "%1 red %2 dealt and shown (the rules have %3)") },
    //: %1 and %2 counts of moves
    { ErrorCode::DraftTooLong, QT_TRANSLATE_NOOP("haifu::errors", "%1 moves (at most %2)") },
    //: %1 and %2 counts of hands
    { ErrorCode::DraftTooManyKyoku, QT_TRANSLATE_NOOP("haifu::errors", "%1 kyoku (at most %2)") },
    { ErrorCode::DraftEmpty, QT_TRANSLATE_NOOP("haifu::errors", "the record has no kyoku") },
    { ErrorCode::DraftNotEnded, QT_TRANSLATE_NOOP("haifu::errors", "the kyoku does not end (a win or a draw is needed)") },
    // A question a record cannot give (quiz/recordquiz.cpp).
    //: %1 the number of a hand, %2 how many hands the record has (after "kyoku: ")
    { ErrorCode::KyokuNotInRecordOf, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in the record (%2 kyoku)") },
    //: %1 the number of a step, %2 the number of a hand, %3 how many steps it has (after "step: ")
    { ErrorCode::StepNotInKyoku, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in kyoku %2 (%3 steps)") },
    //: after "kind: "; the kinds of quiz question a win of a record gives
    { ErrorCode::WinQuestionKinds, QT_TRANSLATE_NOOP("haifu::errors", "a win makes a yaku, fu or points question") },
    //: %1 the number of a hand of the record (after "kyoku: ")
    { ErrorCode::KyokuNotInRecord, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not in the record") },
    //: %1 the number of a hand, %2 the number of a win (after "win: ")
    { ErrorCode::NoSuchWin, QT_TRANSLATE_NOOP("haifu::errors", "kyoku %1 has no win #%2") },
    //: after "win: "
    { ErrorCode::TsumoWithoutDrawnTile, QT_TRANSLATE_NOOP("haifu::errors", "the winner holds no drawn tile at the tsumo") },
    //: %1 a seat, counted from 0, %2 the number of a step (after "step: ")
    { ErrorCode::NotAboutToDiscard, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is not about to discard at step %2") },
    //: %1 a seat number (after "seat: ")
    { ErrorCode::SeatNotAtTable, QT_TRANSLATE_NOOP("haifu::errors", "%1 is not at the table") },
    //: %1 the number of a step (after "step: ")
    { ErrorCode::NothingToPass, QT_TRANSLATE_NOOP("haifu::errors", "no other player's tile to pass at step %1") },
    //: %1 a tile (5m), %2 a seat, counted from 0 (after "step: ")
    { ErrorCode::PassDoesNotComplete, QT_TRANSLATE_NOOP("haifu::errors", "%1 does not complete seat %2's hand") },
    //: after "kind: "
    { ErrorCode::WaitsNotFromRecords, QT_TRANSLATE_NOOP("haifu::errors", "waits questions are generated, not taken from records") },
    // A composed position and its text form (teach/position.cpp, positiontext.cpp).
    //: a composed position: %1 the number of tiles in a hand, %2 the number expected (after "seat 2: hand: ")
    { ErrorCode::PositionHandSize, QT_TRANSLATE_NOOP("haifu::errors", "%1 tiles in hand counting 3 per meld, %2 expected") },
    //: a composed position: %1 a tile (5m)
    { ErrorCode::PositionDrawnNotInHand, QT_TRANSLATE_NOOP("haifu::errors", "the drawn tile %1 is not in the hand") },
    //: a composed position: a drawn tile shown for a seat that does not discard now
    { ErrorCode::PositionDrawnNotToDiscard, QT_TRANSLATE_NOOP("haifu::errors", "only the seat to discard shows a drawn tile") },
    //: a composed position: %1 a number, %2 a tile kind (5m)
    { ErrorCode::PositionTooManyCopies, QT_TRANSLATE_NOOP("haifu::errors", "%1 copies of %2 on the table (at most 4)") },
    //: a composed position: %1 and %2 numbers
    { ErrorCode::PositionMeldSources, QT_TRANSLATE_NOOP("haifu::errors", "%1 source seats for %2 melds") },
    //: a composed position: %1 a meld kind (chi, pon, minkan, ankan, kakan), %2 a seat counted from 0
    { ErrorCode::PositionMeldSource, QT_TRANSLATE_NOOP("haifu::errors", "a %1 cannot come from seat %2") },
    //: a composed position: %1 a tile of a river, %2 a seat counted from 0
    { ErrorCode::PositionCalledBy, QT_TRANSLATE_NOOP("haifu::errors", "%1 is marked called by seat %2, which is not another seat") },
    //: a composed position: %1 and %2 numbers of riichi (sideways) tiles
    { ErrorCode::PositionRiichiTiles, QT_TRANSLATE_NOOP("haifu::errors", "%1 riichi tiles in the river, %2 expected") },
    //: a composed position (after "seat 2: ")
    { ErrorCode::PositionIppatsuWithoutRiichi, QT_TRANSLATE_NOOP("haifu::errors", "ippatsu without riichi") },
    //: a composed position (after "seat 2: ")
    { ErrorCode::PositionDoubleWithoutRiichi, QT_TRANSLATE_NOOP("haifu::errors", "double riichi without riichi") },
    //: a composed position: %1 a seat counted from 0
    { ErrorCode::PositionNothingToClaim, QT_TRANSLATE_NOOP("haifu::errors", "the claim phase needs a discard of seat %1 still in its river") },
    //: a composed position: %1 a score in points
    { ErrorCode::PositionScoreUnit, QT_TRANSLATE_NOOP("haifu::errors", "score %1 is not a multiple of 100") },
    //: a composed position of a three-player game
    { ErrorCode::PositionSeatNotEmpty, QT_TRANSLATE_NOOP("haifu::errors", "seat 3 must be empty with three players") },
    //: the position text form: %1 the start of the text; hp1 is the version tag, not translated
    { ErrorCode::PositionTextVersion, QT_TRANSLATE_NOOP("haifu::errors", "not a position text: it starts with '%1', not 'hp1'") },
    //: the position text form: %1 and %2 numbers of characters
    { ErrorCode::PositionTextLength, QT_TRANSLATE_NOOP("haifu::errors", "%1 characters, at most %2") },
    //: the position text form: %1 a field name as written
    { ErrorCode::PositionUnknownField, QT_TRANSLATE_NOOP("haifu::errors", "unknown field '%1'") },
    //: the position text form: %1 a field name (turn, wall), not translated
    { ErrorCode::PositionMissingField, QT_TRANSLATE_NOOP("haifu::errors", "missing field '%1'") },
    //: the position text form: %1 a field name as written
    { ErrorCode::PositionFieldTwice, QT_TRANSLATE_NOOP("haifu::errors", "field '%1' is given twice") },
    //: the position text form: %1 the text found
    { ErrorCode::PositionNotANumber, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not a number") },
    //: the position text form: %1 the text found
    { ErrorCode::PositionNotATile, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not a tile") },
    //: the position text form: %1 the text found
    { ErrorCode::PositionNotAMeld, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not a meld (see the position text form)") },
    //: the position text form: %1 a number of items (tiles, melds), %2 the most allowed
    { ErrorCode::PositionTooMany, QT_TRANSLATE_NOOP("haifu::errors", "%1 items, at most %2") },
    //: the position text form: %1 a letter; the letters r, d, i are not translated
    { ErrorCode::PositionBadFlag, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not a flag (r riichi, d double riichi, i ippatsu)") },
    // A teacher's problem and lesson (teach/problem.cpp).
    //: a problem of a lesson (after "answers: ")
    { ErrorCode::ProblemNoAnswer, QT_TRANSLATE_NOOP("haifu::errors", "no answer is given") },
    //: %1 an answer as typed, %2 the kind of problem (discard, call, riichi, push_fold, win, furiten), not translated
    { ErrorCode::ProblemBadAnswer, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is not an answer to a %2 problem") },
    //: %1 an answer
    { ErrorCode::ProblemDuplicateAnswer, QT_TRANSLATE_NOOP("haifu::errors", "'%1' is given twice") },
    //: %1 a seat counted from 0
    { ErrorCode::ProblemSeatHidden, QT_TRANSLATE_NOOP("haifu::errors", "the hand of seat %1 is hidden") },
    //: %1 a seat counted from 0
    { ErrorCode::ProblemNotToDiscard, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 is not the one to discard") },
    //: %1 a seat counted from 0
    { ErrorCode::ProblemNothingToClaim, QT_TRANSLATE_NOOP("haifu::errors", "seat %1 has no tile of another seat to call or ron") },
    //: %1 a call as written (chi:345m)
    { ErrorCode::ProblemCannotCall, QT_TRANSLATE_NOOP("haifu::errors", "the hand cannot make %1 with the tile offered") },
    //: %1 rinshan or chankan, not translated
    { ErrorCode::ProblemNotInPosition, QT_TRANSLATE_NOOP("haifu::errors", "a win by %1 cannot be shown in a position") },
    //: a quiz question saved into a lesson (after "kind: ")
    { ErrorCode::ProblemFromWaits, QT_TRANSLATE_NOOP("haifu::errors", "a waits question has no problem kind") },
    //: a lesson (after "title: ")
    { ErrorCode::LessonNoTitle, QT_TRANSLATE_NOOP("haifu::errors", "a lesson needs a title") },
    // Tournament seating.
    //: %1 a number of players
    { ErrorCode::SeatingPlayers, QT_TRANSLATE_NOOP("haifu::errors", "%1 players cannot fill tables of four (4 to 256, a multiple of 4)") },
    //: %1 a number of rounds, %2 the most a tournament can have
    { ErrorCode::SeatingRounds, QT_TRANSLATE_NOOP("haifu::errors", "%1 rounds (1 to %2)") },
    //: %1 how many standing points were given, %2 the number of players
    { ErrorCode::SeatingStandings, QT_TRANSLATE_NOOP("haifu::errors", "%1 standing points for %2 players") },
    //: %1 how many players a table of a seating lists
    { ErrorCode::SeatingTableSize, QT_TRANSLATE_NOOP("haifu::errors", "%1 players at the table, not 4") },
    //: %1 a player index of a seating, %2 the highest index
    { ErrorCode::SeatingPlayerRange, QT_TRANSLATE_NOOP("haifu::errors", "player %1 is out of range (0 to %2)") },
    //: %1 a player index, %2 the table (from 1) where they already sit in this round
    { ErrorCode::SeatingPlayerTwice, QT_TRANSLATE_NOOP("haifu::errors", "player %1 is already seated at table %2") },
    //: %1 a player index that no table of the round lists
    { ErrorCode::SeatingPlayerMissing, QT_TRANSLATE_NOOP("haifu::errors", "player %1 is not seated") },
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
        return ErrorTr::tr("seat %1").arg(number);
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
            return ErrorTr::tr(t.text);
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

} // namespace haifu
