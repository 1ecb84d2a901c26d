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
    X(AtMeldText, "meld '%1': ")                                                                   \
    /* game/replay.cpp */                                                                          \
    X(AtKyoku, "%1: ")                                                                             \
    X(AtKyokuDeal, "%1 deal: ")                                                                    \
    X(AtMove, "move %1 (%2): ")                                                                    \
    X(AtKyokuEvent, "%1 event %2 (%3): ")                                                          \
    X(WhenDraw, "a draw when ")                                                                    \
    X(WhenDiscard, "a discard when ")                                                              \
    X(WhenCall, "a call when ")                                                                    \
    X(WhenClosedKan, "a closed kan when ")                                                         \
    X(WhenAddedKan, "an added kan when ")                                                          \
    X(WhenNorthBonus, "a north bonus when ")                                                       \
    X(WhenTsumo, "a tsumo by seat %1 when ")                                                       \
    X(WhenRon, "a ron when ")                                                                      \
    X(WhenNineTerminals, "nine terminals declared when ")                                          \
    X(WhenTripleRon, "a triple ron when ")                                                         \
    X(WhenAbortiveDraw, "an abortive draw when ")                                                  \
    /* quiz/recordquiz.cpp */                                                                      \
    X(AtRecordWin, "%1 win #%2: ")                                                                 \
    X(AtRecordStep, "%1 step %2: ")                                                                \
    /* teach/position.cpp */                                                                       \
    X(AtSeat, "seat %1: ")                                                                         \
    /* teach/problem.cpp */                                                                        \
    X(AtProblem, "problem %1: ")                                                                   \
    /* club/seating.cpp */                                                                         \
    X(AtSeatingRound, "round %1: ")                                                                \
    X(AtSeatingTable, "round %1 table %2: ")

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
    X(HandWithoutResult, "the hand has no result")                                                 \
    /* game/replay.cpp: a record that cannot be replayed */                                        \
    X(PhaseDraw, "seat %1 is to draw")                                                             \
    X(PhaseDiscard, "seat %1 is to discard")                                                       \
    X(PhaseReplacement, "seat %1 is to draw a replacement tile")                                   \
    X(PhaseClaim, "the discard of seat %1 may be called, else seat %2 draws")                      \
    X(PhaseKanClaim, "seat %1 is to draw a replacement tile after a kan")                          \
    X(PhaseEnded, "the kyoku has ended")                                                           \
    X(DrawNotTurnDraw, "a draw when it is not seat %1's turn (seat %2 is to draw)")                \
    X(DrawNotTurnClaim,                                                                            \
            "a draw when it is not seat %1's turn (the discard of seat %2 may be called, else "    \
            "seat %3 draws)")                                                                      \
    X(DrawNotTurnReplacement,                                                                      \
            "a draw when it is not seat %1's turn (seat %2 is to draw a replacement tile)")        \
    X(DrawNotTurnKanClaim,                                                                         \
            "a draw when it is not seat %1's turn (seat %2 is to draw a replacement tile after a " \
            "kan)")                                                                                \
    X(EventAfterEnd, "event after the end of the kyoku")                                           \
    X(NoSuchSeat, "no such seat %1")                                                               \
    X(UnknownEvent, "unknown event")                                                               \
    X(DrawFromEmptyWall, "a draw from an empty wall")                                              \
    X(TileNotInHand, "%1 is not in the hand (%2)")                                                 \
    X(TsumogiriNotDrawn, "marked tsumogiri, but the tile just drawn is %1")                        \
    X(AlreadyInRiichi, "seat %1 is already in riichi")                                             \
    X(RiichiWithOpenHand, "riichi with an open hand")                                              \
    X(RiichiWithoutDeposit, "riichi with %1 points, less than the %2 deposit")                     \
    X(RiichiNotTenpai, "riichi from a hand that is not tenpai (%1)")                               \
    X(CalledFromWrongSeat, "the tile is called from seat %1, but the last discard is seat %2's")   \
    X(CallOwnDiscard, "a player cannot call their own discard")                                    \
    X(CalledTileNotLastDiscard, "the called tile %1 is not the last discard %2")                   \
    X(NoChiInThreePlayerGames, "no chi in three-player games")                                     \
    X(ChiNotFromLeft, "chi from seat %1, who is not the player on the left")                       \
    X(NotACallKind, "a call must be a chi, pon or open kan")                                       \
    X(CallTileCount, "a %1 uses %2 own tiles, not %3")                                             \
    X(CallInRiichi, "seat %1 is in riichi and cannot call")                                        \
    X(NotInCallersHand, "%1 is not in the caller's hand (%2)")                                     \
    X(ClosedKanTileCount, "a closed kan uses 4 tiles, not %1")                                     \
    X(ClosedKanMixed, "a closed kan needs four tiles of one kind (%1)")                            \
    X(ClosedKanNotInHand, "a closed kan without four %1 in hand (%2)")                             \
    X(AddedKanWithoutPon, "an added kan without a pon of %1")                                      \
    X(NorthBonusInFourPlayerGame, "a north bonus in a four-player game")                           \
    X(OnlyNorthAside, "only a north can be set aside, not %1")                                     \
    X(NoNorthInHand, "no north in the hand (%1)")                                                  \
    X(RiichiNotDeclared, "seat %1 has not declared riichi")                                        \
    X(NewDoraWithoutKan,                                                                           \
            "a new dora indicator without a kan to reveal it (%1 indicators, %2 kans)")            \
    X(NoWinResult, "no win result %1")                                                             \
    X(WinWithoutSeats, "the win names no valid seats")                                             \
    X(TsumoAfterWin, "a tsumo after another win")                                                  \
    X(RonOnWrongSeat, "a ron on seat %1, but the last tile came from seat %2")                     \
    X(WinsTwice, "seat %1 wins twice")                                                             \
    X(DrawWithoutResult, "a draw without a draw result")                                           \
    X(ExhaustiveDrawWithTiles, "an exhaustive draw with %1 tiles left in the wall")                \
    X(NoSuchKyoku, "no kyoku %1")                                                                  \
    X(NoSuchDealer, "no such dealer seat %1")                                                      \
    X(NoDoraIndicator, "no dora indicator")                                                        \
    X(DealtTileCount, "seat %1 is dealt %2 tiles, not 13")                                         \
    X(TooManyDealt, "%1 copies of %2 dealt and shown")                                             \
    X(NoEventAfter, "no event after event %1")                                                     \
    X(NoSuchStep, "no step %1")                                                                    \
    X(EndOfGame, "the end of the game")                                                            \
    X(StartOfGame, "the start of the game")                                                        \
    /* game/play.cpp: variations and play-on */                                                    \
    X(BadMove, "'%1' is not a move (see the move notation: 1d5m, 1r5m, 1t, 2h, 3c4m56m, -)")       \
    X(MoveNotLegal, "%1 is not a legal action here (legal: %2)")                                   \
    X(LineEnded, "the line has ended")                                                             \
    X(NoSuchVariation, "no variation %1")                                                          \
    X(NoSuchBranch, "the parent line has no move %1 to leave from")                                \
    /* game/recordedit.cpp: the record editor */                                                   \
    X(DraftPlayerCount, "a game of %1 players (3 or 4 are possible)")                              \
    X(DraftRound, "round %1 is out of range (0 = East 1 to 15 = North 4)")                         \
    X(DraftCounter, "honba %1 or deposits %2 out of range (0 to 999)")                             \
    X(DraftScore, "start score %1 of seat %2 is out of range")                                     \
    X(DraftIndicators, "%1 dora and %2 ura indicators (1 to 5 dora, no more ura than dora)")       \
    X(DraftTileNotInGame, "%1 is not used with three players")                                     \
    X(DraftTooManyRed, "%1 red %2 dealt and shown (the rules have %3)")                            \
    X(DraftTooLong, "%1 moves (at most %2)")                                                       \
    X(DraftTooManyKyoku, "%1 kyoku (at most %2)")                                                  \
    X(DraftEmpty, "the record has no kyoku")                                                       \
    X(DraftNotEnded, "the kyoku does not end (a win or a draw is needed)")                         \
    /* quiz/recordquiz.cpp: a question a record cannot give */                                     \
    X(KyokuNotInRecordOf, "%1 is not in the record (%2 kyoku)")                                    \
    X(StepNotInKyoku, "%1 is not in kyoku %2 (%3 steps)")                                          \
    X(WinQuestionKinds, "a win makes a yaku, fu or points question")                               \
    X(KyokuNotInRecord, "%1 is not in the record")                                                 \
    X(NoSuchWin, "kyoku %1 has no win #%2")                                                        \
    X(TsumoWithoutDrawnTile, "the winner holds no drawn tile at the tsumo")                        \
    X(NotAboutToDiscard, "seat %1 is not about to discard at step %2")                             \
    X(SeatNotAtTable, "%1 is not at the table")                                                    \
    X(NothingToPass, "no other player's tile to pass at step %1")                                  \
    X(PassDoesNotComplete, "%1 does not complete seat %2's hand")                                  \
    X(WaitsNotFromRecords, "waits questions are generated, not taken from records")                \
    /* teach/position.cpp, positiontext.cpp: a composed position and its text form */              \
    X(PositionHandSize, "%1 tiles in hand counting 3 per meld, %2 expected")                       \
    X(PositionDrawnNotInHand, "the drawn tile %1 is not in the hand")                              \
    X(PositionDrawnNotToDiscard, "only the seat to discard shows a drawn tile")                    \
    X(PositionTooManyCopies, "%1 copies of %2 on the table (at most 4)")                           \
    X(PositionMeldSources, "%1 source seats for %2 melds")                                         \
    X(PositionMeldSource, "a %1 cannot come from seat %2")                                         \
    X(PositionCalledBy, "%1 is marked called by seat %2, which is not another seat")               \
    X(PositionRiichiTiles, "%1 riichi tiles in the river, %2 expected")                            \
    X(PositionIppatsuWithoutRiichi, "ippatsu without riichi")                                      \
    X(PositionDoubleWithoutRiichi, "double riichi without riichi")                                 \
    X(PositionNothingToClaim, "the claim phase needs a discard of seat %1 still in its river")     \
    X(PositionScoreUnit, "score %1 is not a multiple of 100")                                      \
    X(PositionSeatNotEmpty, "seat 3 must be empty with three players")                             \
    X(PositionTextVersion, "not a position text: it starts with '%1', not 'hp1'")                  \
    X(PositionTextLength, "%1 characters, at most %2")                                             \
    X(PositionUnknownField, "unknown field '%1'")                                                  \
    X(PositionMissingField, "missing field '%1'")                                                  \
    X(PositionFieldTwice, "field '%1' is given twice")                                             \
    X(PositionNotANumber, "'%1' is not a number")                                                  \
    X(PositionNotATile, "'%1' is not a tile")                                                      \
    X(PositionNotAMeld, "'%1' is not a meld (see the position text form)")                         \
    X(PositionTooMany, "%1 items, at most %2")                                                     \
    X(PositionBadFlag, "'%1' is not a flag (r riichi, d double riichi, i ippatsu)")                \
    /* teach/problem.cpp: a teacher's problem and lesson */                                        \
    X(ProblemNoAnswer, "no answer is given")                                                       \
    X(ProblemBadAnswer, "'%1' is not an answer to a %2 problem")                                   \
    X(ProblemDuplicateAnswer, "'%1' is given twice")                                               \
    X(ProblemSeatHidden, "the hand of seat %1 is hidden")                                          \
    X(ProblemNotToDiscard, "seat %1 is not the one to discard")                                    \
    X(ProblemNothingToClaim, "seat %1 has no tile of another seat to call or ron")                 \
    X(ProblemCannotCall, "the hand cannot make %1 with the tile offered")                          \
    X(ProblemNotInPosition, "a win by %1 cannot be shown in a position")                           \
    X(ProblemFromWaits, "a waits question has no problem kind")                                    \
    X(LessonNoTitle, "a lesson needs a title")                                                     \
    /* club/seating.cpp: a tournament seating */                                                   \
    X(SeatingPlayers, "%1 players cannot fill tables of four (4 to 256, a multiple of 4)")         \
    X(SeatingRounds, "%1 rounds (1 to %2)")                                                        \
    X(SeatingStandings, "%1 standing points for %2 players")                                       \
    X(SeatingTableSize, "%1 players at the table, not 4")                                          \
    X(SeatingPlayerRange, "player %1 is out of range (0 to %2)")                                   \
    X(SeatingPlayerTwice, "player %1 is already seated at table %2")                               \
    X(SeatingPlayerMissing, "player %1 is not seated")
