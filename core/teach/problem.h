#pragma once

#include "quiz/question.h"
#include "rules/result.h"
#include "rules/tile.h"
#include "teach/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Problems and lessons: a teacher's position, a question about it, the teacher's
// answer and explanation; the engine's own answer where it can give one; grading a student's
// answer. A lesson is an ordered list of problems with a title, an introduction and hints.
namespace haifu::teach {

enum class ProblemKind : std::uint8_t {
    Discard, // what to discard: answers are tiles ("5m"), ranked, best first; any accepted
    Call, // call or not: answers "call" / "pass" (the claim tile is the last discard); a call
          // answer may name the meld ("chi:345m", "pon:555z")
    Riichi, // riichi or stay closed: "riichi" / "dama" (the seat holds 14 and is tenpai)
    PushFold, // push or fold against a riichi: "push" / "fold" (optionally the tile: "fold:5m")
    Win, // the win in the position: answer = "han,fu,points" of the winner's gain ("3,40,5200")
    Furiten, // may the seat ron the claim tile: "yes" / "no" (the reason in the explanation)
};
// "discard", "call", "riichi", "push_fold", "win", "furiten".
[[nodiscard]] std::string_view problemKindName(ProblemKind kind);
[[nodiscard]] std::optional<ProblemKind> problemKindFromName(std::string_view name);

struct Problem
{
    Position position;
    ProblemKind kind = ProblemKind::Discard;
    int seat = 0; // whose decision (and whose hand is shown)
    std::string question; // the teacher's words ("East 2, you are dealer. What do you cut?")
    // Accepted answers, best first (Discard: several tiles may be accepted, ranked). The first
    // is the teacher's answer. Forms per kind are listed at ProblemKind.
    std::vector<std::string> answers;
    std::string explanation; // the teacher's why
    std::vector<std::string> hints; // shown one at a time on request
    // Win problems: ron (the claim tile) or tsumo (the drawn tile); ura indicators if known.
    bool tsumo = false;
    std::vector<Tile> uraIndicators;

    friend bool operator==(const Problem &, const Problem &) = default;
};

struct Lesson
{
    std::string title;
    std::string introduction;
    std::string author;
    std::vector<Problem> problems;

    friend bool operator==(const Lesson &, const Lesson &) = default;
};

// What is wrong with a problem: the position (checkPosition), the seat, no answer, an answer
// that is not of the kind's form or not possible in the position (a discard not in the hand, a
// call that the hand cannot make, riichi with an open or not-tenpai hand, a win that is not a
// win), duplicated answers. The error names the field ("answer 2: '5x' is not a tile").
[[nodiscard]] std::optional<Error> checkProblem(const Problem &problem);
// The first problem of a lesson that fails, framed "problem N: …"; an empty title fails too.
[[nodiscard]] std::optional<Error> checkLesson(const Lesson &lesson);

// The engine's answer to a problem, where it has one.
struct EngineAnswer
{
    bool available = false; // false: the engine has no answer (a riichi or push-fold seat without
                            // a discard to weigh)
    // The engine's answers in the kind's form, best first (Discard: the advice's discard
    // (insight/advice.h), then every other best tile by shanten then tiles accepted; Call: "call"
    // or "pass" by shanten and acceptance after the call; Riichi: "riichi"/"dama" by the expected
    // value of the best tenpai discard; PushFold: "push:5p" or "fold:1z" then "push"/"fold", the
    // push-or-fold weighing's advice; Win: "han,fu,points"; Furiten: "yes"/"no").
    std::vector<std::string> answers;
    // The engine's working, the quiz explanation steps (efficiency table, fu breakdown,
    // furiten rule), so the page and the worksheet show it like a quiz answer.
    quiz::Question question;
    // The teacher's first answer is not among the engine's answers.
    bool differs = false;
};
[[nodiscard]] Result<EngineAnswer> engineAnswer(const Problem &problem);

// A student's answer graded: correct when it is one of the accepted answers (exact form,
// tiles compared with red fives as plain unless the answer names the red one); rank = the
// index of the accepted answer matched (0 = the teacher's first), -1 when wrong.
struct ProblemGrade
{
    bool correct = false;
    int rank = -1;
    std::string normalised; // the answer in its canonical form ("5m", "call", "3,40,5200")
};
[[nodiscard]] ProblemGrade gradeProblem(const Problem &problem, std::string_view answer);
// An answer in its canonical form (trimmed, lower case words, tiles as "5m"/"0m"); empty when
// the answer is not of the kind's form.
[[nodiscard]] std::string normaliseAnswer(ProblemKind kind, std::string_view answer);

// A quiz question Haifu made (generator or record), as a problem: the position is built around
// the question's hand (the seat at the table with the question's winds, the other hands
// empty-free: filled so that the position checks), the engine's answer as the teacher's.
// Efficiency -> Discard, Furiten -> Furiten, Yaku/Fu/Points -> Win; Waits has no problem kind
// (error).
[[nodiscard]] Result<Problem> problemFromQuestion(const quiz::Question &question);

// --- Students' results ----------------------------------------------------------------------

// One student's answers to one lesson (what a student exports, what the teacher imports).
struct ProblemResult
{
    int problem = 0; // index into Lesson::problems
    std::string answer; // the first answer given (normalised), empty when skipped
    bool correct = false; // the first answer was accepted
    int attempts = 0; // answers given until right (0 = not answered)
    friend bool operator==(const ProblemResult &, const ProblemResult &) = default;
};

struct LessonResults
{
    std::string student;
    std::string lessonId; // the lesson's fingerprint (app/formats/lessonfile.h), to match
    std::string lessonTitle;
    std::vector<ProblemResult> results;
    friend bool operator==(const LessonResults &, const LessonResults &) = default;
};

// Per problem over many students: how many answered, how many got it right at first try, and
// the wrong answers with how many gave each, most common first (ties by answer text).
struct ProblemStats
{
    int answered = 0;
    int correct = 0;
    std::vector<std::pair<std::string, int>> wrongAnswers;
};
// One entry per problem of the lesson; results for problems the lesson lacks are ignored.
[[nodiscard]] std::vector<ProblemStats> lessonStatistics(
        const Lesson &lesson, const std::vector<LessonResults> &results);

} // namespace haifu::teach
