#pragma once

// Every kind of error the core reports, with its English text (%1, %2 … are the arguments).
// The English text is what the CLI and SCORING_JSON print; the app translates each code
// (app/formats/errortext.cpp). X(Code, "English text").
//
// Frames (At…) say where an error happened; their text ends with the separator that joins them
// to what follows ("hand 3 (E3-1): ").
#define HAIFU_ERROR_FRAMES(X)                                                                      \
    X(AtField, "%1: ")                                                                             \
    X(AtMember, "%1.")                                                                             \
    X(AtHand, "hand %1 (%2): ")                                                                    \
    X(AtPenalty, "penalty %1: ")                                                                   \
    X(AtRecordHand, "kyoku %1 (%2): ")                                                             \
    X(AtWinOfSeat, "the win of seat %1: ")                                                         \
    X(AtMeld, "%1 %2: ")                                                                           \
    X(AtMeldText, "meld '%1': ")

#define HAIFU_ERROR_MESSAGES(X)                                                                    \
    /* rules/tile.cpp */                                                                           \
    X(SuitWithoutDigits, "suit letter '%1' at position %2 has no digits before it")                \
    X(NoSuchHonour, "honour tile %1z at position %2 does not exist (honours are 1z..7z)")          \
    X(HonourAfterDigits, "digits before '%1' at position %2 have no suit letter")                  \
    X(UnexpectedCharacter,                                                                         \
            "unexpected character '%1' at position %2 (expected digits followed by m, p, s or z)") \
    X(UnexpectedByte,                                                                              \
            "unexpected character a non-ASCII byte at position %1 (expected digits "               \
            "followed by m, p, s or z)")                                                           \
    X(DigitsWithoutSuit, "digits at position %1 have no suit letter after them")                   \
    X(NotOneTile, "expected exactly one tile, got %1 in '%2'")                                     \
    /* rules/hand.cpp */                                                                           \
    X(UnknownMeldKind, "unknown meld kind '%1' (expected chi, pon, minkan, ankan or kakan)")       \
    X(MeldTileCount, "a %1 has %2 tiles, not %3")                                                  \
    X(ChiNotASequence, "a chi is three consecutive tiles of one suit")                             \
    X(MeldTilesDiffer, "the tiles of a %1 must all be the same")                                   \
    X(MeldWithoutKind, "meld '%1' must be written KIND:tiles, e.g. chi:123m")                      \
    /* rules/ruleset.cpp */                                                                        \
    X(UmaCount, "give 4 values (or 3 for three players), not %1")                                  \
    X(UnknownPreset, "unknown ruleset preset '%1' (known: %2)")                                    \
    X(UnknownRuleOption, "unknown rules option '%1' (see haifu-cli rules --list)")                 \
    X(ExpectedBool, "expected true or false")                                                      \
    X(ExpectedInteger, "expected an integer")                                                      \
    X(OutOfRangeBetween, "%1 is out of range (%2..%3)")                                            \
    X(RedFivesChoice, "must be 0, 3 or 4")                                                         \
    X(WindPairFuChoice, "must be 2 or 4")                                                          \
    X(ExpectedChoice, "expected one of its choices as a string")                                   \
    X(NotAChoice, "'%1' is not one of %2")                                                         \
    X(ExpectedIntegerList, "expected a list of integers")                                          \
    X(OutOfRange, "%1 is out of range")                                                            \
    X(UnsupportedOption, "unsupported option type")                                                \
    /* rules/score.cpp: a win that cannot be */                                                    \
    X(TooManyMelds, "at most 4 melds, got %1")                                                     \
    X(WinMeldTileCount, "a %1 has %2 tiles")                                                       \
    X(NoChiThreePlayers, "no chi in a three-player game")                                          \
    X(WinClosedCount,                                                                              \
            "%1 tiles with %2 meld(s); a winning hand has %3 concealed tiles (14 - 3 "             \
            "per meld, the winning tile included)")                                                \
    X(TooManyDoraIndicators, "at most 5 (one plus four kan dora), got %1")                         \
    X(MoreUraThanDora, "more ura indicators (%1) than dora indicators (%2)")                       \
    X(NegativeCounts, "honba, riichi_sticks and north_bonus cannot be negative")                   \
    X(NorthBonusFourPlayers, "only in a three-player game (rules players = 3)")                    \
    X(NotAWind, "must be E, S, W or N")                                                            \
    X(NoNorthSeat, "there is no North seat with three players")                                    \
    X(TileKindOutOfRange, "tile kind out of range")                                                \
    X(OnlyFivesRed, "only fives can be red")                                                       \
    X(NotInThreePlayerSet, "%1 is not in a three-player set (2m..8m are removed)")                 \
    X(TooManyCopies, "%1 copies of %2 across closed, melds and indicators (there are only 4)")     \
    X(TooManyRedFives, "%1 red %2 but the ruleset has %3 (red_fives = %4)")                        \
    X(WinTileNotInHand, "%1 is not among the closed tiles")                                        \
    X(RiichiOpenHand, "a hand with open melds cannot be in riichi")                                \
    X(IppatsuNeedsRiichi, "needs riichi or double_riichi")                                         \
    X(ChankanIsRon, "robbing a kan is a ron, not a tsumo")                                         \
    X(HaiteiIsTsumo, "a win on the last wall tile is a tsumo (use houtei for a ron)")              \
    X(HouteiIsRon, "a win on the last discard is a ron (use haitei for a tsumo)")                  \
    X(RinshanIsTsumo, "a win on the replacement tile is a tsumo")                                  \
    X(RinshanNeedsKan, "needs a kan among the melds (or a north set aside)")                       \
    X(RinshanNotHaitei, "a replacement tile is not the last wall tile")                            \
    X(KanEndsIppatsu, "the kan before the replacement draw ends ippatsu")                          \
    X(ChankanNotHoutei, "a robbed kan tile is not the last discard")                               \
    X(ChankanTileInHand,                                                                           \
            "the robbed tile %1 is in the hand more than once, but three copies are in the kan")   \
    X(TenhouDealerOnly, "only the dealer (seat_wind E) wins on the deal")                          \
    X(TenhouIsTsumo, "a win on the deal is a tsumo")                                               \
    X(ChiihouNotDealer, "the dealer's first-draw win is tenhou")                                   \
    X(ChiihouIsTsumo, "a win on the first draw is a tsumo")                                        \
    X(RenhouNotDealer, "only a non-dealer can win by renhou")                                      \
    X(RenhouIsRon, "renhou is a ron before the first draw")                                        \
    X(FirstTurnNoMeld, "no meld can have been made yet")                                           \
    X(FirstTurnNoRiichi, "riichi cannot have been declared yet")                                   \
    X(FirstTurnNoSpecial, "cannot be combined with haitei, houtei, rinshan or chankan")            \
    /* rules/shanten.cpp, waits.cpp, efficiency.cpp: a hand to analyse */                          \
    X(TooManyMeldsShort, "at most 4, got %1")                                                      \
    X(AnalysisTileCount,                                                                           \
            "%1 tiles with %2 melds; expected 13 or 14 counting 3 per meld (a kan "                \
            "counts as 3)")                                                                        \
    X(TooManyCopiesInHand, "%1 copies of %2 counting the melds (at most 4)")                       \
    X(TooManyCopiesVisible, "%1 copies of %2 counting the hand and the melds (at most 4)")         \
    X(WaitsNeedHandBeforeDraw,                                                                     \
            "%1 tiles; waits need a hand before its draw (13 tiles counting 3 per meld)")          \
    X(AcceptanceNeedsHandBeforeDraw,                                                               \
            "%1 tiles; tile acceptance needs a hand before its draw "                              \
            "(13 tiles counting 3 per meld)")                                                      \
    X(DiscardsNeedHandAfterDraw,                                                                   \
            "%1 tiles; discard analysis needs a hand after its draw (14 "                          \
            "tiles counting 3 per meld)")                                                          \
    /* quiz/question.cpp, generator.cpp */                                                         \
    X(NotAWinningHand, "not a winning hand")                                                       \
    X(NoYaku, "no yaku")                                                                           \
    X(NotTenpai, "not tenpai (no tile completes it)")                                              \
    X(NoDiscard, "no discard")                                                                     \
    X(FuritenNeeds13, "a furiten question needs a 13-tile hand (3 per meld)")                      \
    X(UnknownQuizKind, "unknown")                                                                  \
    X(DifficultyRange, "must be 1, 2 or 3, got %1")                                                \
    X(QuizFourPlayersOnly, "quizzes are generated for four players only")                          \
    X(NoQuestionAfter, "no question after %1 attempts")                                            \
    /* club/ledger.cpp: a hand the club ledger refuses */                                          \
    X(HanBelowOne, "han %1 is below 1")                                                            \
    X(NoSuchFu, "fu %1 does not exist (20, 25, 30, 40 … 110)")                                     \
    X(NoSuchHanFu, "%1 han %2 fu does not exist")                                                  \
    X(RonNever20Fu, "a ron is never 20 fu")                                                        \
    X(SeatOutOfRange, "seat %1 is out of range")                                                   \
    X(YakumanNegative, "yakuman is negative")                                                      \
    X(PaoOutOfRange, "pao %1 is out of range")                                                     \
    X(PaoIsWinner, "pao is the winner")                                                            \
    X(PaoNeedsYakuman, "pao needs a yakuman")                                                      \
    X(PaoYakumanRange, "paoYakuman must be 1..%1")                                                 \
    X(SeatOutOfRangeFor, "seat %1 is out of range for %2 players")                                 \
    X(RiichiWithoutPoints, "riichi of seat %1 with only %2 points (needs %3)")                     \
    X(RonWithoutWinner, "ron without a winner")                                                    \
    X(DiscarderOutOfRange, "discarder %1 is out of range")                                         \
    X(WinnerIsDiscarder, "winner %1 (seat %2) is also the discarder")                              \
    X(WinnerListedTwice, "winner %1 (seat %2) is listed twice")                                    \
    X(TsumoOneWinner, "a tsumo needs exactly one winner")                                          \
    X(ChomboOffenderOutOfRange, "chombo offender %1 is out of range")                              \
    X(GameAlreadyEnded, "the game already ended (%1)")                                             \
    X(PlayersThreeOrFour, "players must be 3 or 4")                                                \
    X(NoSuchStartHand, "no such hand (round %1, hand %2, honba %3, deposits %4)")                  \
    X(AfterHandNotInGame, "after_hand %1 is not a hand of the game")                               \
    /* club/fromrecord.cpp */                                                                      \
    X(RecordWithoutHands, "the record has no hands")                                               \
    X(HandWithoutResult, "the hand has no result")
