// Problems and lessons (teach/problem.h): kind names, answers in their canonical form,
// grading, what is wrong with a problem or a lesson, and the statistics of students' results.
// The engine's answer and problems made from quiz questions are in problemengine.cpp.

#include "teach/problem.h"

#include "rules/efficiency.h"
#include "rules/shanten.h"
#include "teach/problemdetail.h"

#include <algorithm>
#include <array>
#include <map>

namespace haifu::teach {

namespace {

constexpr std::array<std::string_view, 6> kKindNames = { "discard", "call", "riichi", "push_fold",
    "win", "furiten" };

std::string lower(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        out += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

std::string tileAnswer(std::string_view text)
{
    auto tile = rules::parseTile(text);
    return tile ? rules::toString(*tile) : std::string();
}

// "chi:345m" and the like: the meld in its canonical form, empty when it is not one.
std::string meldAnswer(std::string_view text)
{
    auto meld = rules::parseMeld(text);
    if (!meld || meld->kind == rules::MeldKind::Ankan || meld->kind == rules::MeldKind::Kakan)
        return {};
    return rules::formatMeld(*meld);
}

std::string winAnswer(std::string_view text)
{
    std::array<long, 3> parts{};
    std::size_t part = 0;
    bool digits = false;
    for (char c : text) {
        if (c == ',') {
            if (!digits || ++part == parts.size())
                return {};
            digits = false;
        } else if (c >= '0' && c <= '9') {
            parts[part] = parts[part] * 10 + (c - '0');
            if (parts[part] > 100000000)
                return {};
            digits = true;
        } else {
            return {};
        }
    }
    if (part != 2 || !digits)
        return {};
    return std::to_string(parts[0]) + "," + std::to_string(parts[1]) + ","
            + std::to_string(parts[2]);
}

// The plain form of a tile answer: red fives as plain fives ("0m" -> "5m", "chi:340m" ->
// "chi:345m").
std::string plain(std::string text)
{
    std::replace(text.begin(), text.end(), '0', '5');
    return text;
}

bool hasTiles(ProblemKind kind)
{
    return kind == ProblemKind::Discard || kind == ProblemKind::Call
            || kind == ProblemKind::PushFold;
}

std::string num(int value)
{
    return std::to_string(value);
}

Error atAnswer(Error error, std::size_t index)
{
    return std::move(error).at(ErrorCode::AtField, { "answer " + num(int(index) + 1) });
}

} // namespace

std::string_view problemKindName(ProblemKind kind)
{
    return kKindNames[static_cast<std::size_t>(kind) % kKindNames.size()];
}

std::optional<ProblemKind> problemKindFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i) {
        if (kKindNames[i] == name)
            return static_cast<ProblemKind>(i);
    }
    return std::nullopt;
}

std::string normaliseAnswer(ProblemKind kind, std::string_view answer)
{
    if (answer.size() > 64)
        return {};
    const std::string text = lower(answer);
    // Tiles keep their case for the honour letters ("E", "P"); "5M" is read lower case.
    std::string raw(answer);
    raw.erase(std::remove_if(raw.begin(), raw.end(),
                      [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }),
            raw.end());
    const auto tileOf = [](const std::string &exact, const std::string &lowered) {
        const std::string t = tileAnswer(exact);
        return t.empty() ? tileAnswer(lowered) : t;
    };
    const std::size_t colon = text.find(':');
    const std::string head = text.substr(0, colon);
    const std::string tail = colon == std::string::npos ? std::string() : text.substr(colon + 1);
    switch (kind) {
    case ProblemKind::Discard: return tileOf(raw, text);
    case ProblemKind::Call:
        if (text == "call" || text == "pass")
            return text;
        return meldAnswer(text);
    case ProblemKind::Riichi: return text == "riichi" || text == "dama" ? text : std::string();
    case ProblemKind::PushFold:
        if (head != "push" && head != "fold")
            return {};
        if (colon == std::string::npos)
            return head;
        if (const std::string tile = tileOf(raw.substr(colon + 1), tail); !tile.empty())
            return head + ":" + tile;
        return {};
    case ProblemKind::Win: return winAnswer(text);
    case ProblemKind::Furiten: return text == "yes" || text == "no" ? text : std::string();
    }
    return {};
}

bool detail::answersMatch(ProblemKind kind, const std::string &given, const std::string &accepted)
{
    if (given.empty() || accepted.empty())
        return false;
    if (given == accepted)
        return true;
    return hasTiles(kind) && accepted.find('0') == std::string::npos && plain(given) == accepted;
}

ProblemGrade gradeProblem(const Problem &problem, std::string_view answer)
{
    ProblemGrade grade;
    grade.normalised = normaliseAnswer(problem.kind, answer);
    for (std::size_t i = 0; i < problem.answers.size(); ++i) {
        const std::string accepted = normaliseAnswer(problem.kind, problem.answers[i]);
        if (detail::answersMatch(problem.kind, grade.normalised, accepted)) {
            grade.correct = true;
            grade.rank = static_cast<int>(i);
            break;
        }
    }
    return grade;
}

namespace {

// Whether the answer (normalised) is possible in the problem's position.
std::optional<Error> checkPossible(const Problem &p, const std::string &answer)
{
    const SeatPosition &s = p.position.seat(p.seat);
    const auto inHand = [&](const std::string &tileText) -> std::optional<Error> {
        auto tile = rules::parseTile(tileText);
        if (tile && std::find(s.closed.begin(), s.closed.end(), *tile) != s.closed.end())
            return std::nullopt;
        const bool plainHeld = tile && !tile->red
                && std::any_of(s.closed.begin(), s.closed.end(),
                        [&](const Tile &t) { return t.kind == tile->kind; });
        if (plainHeld)
            return std::nullopt;
        return Error::of(ErrorCode::WinTileNotInHand, { tileText });
    };
    switch (p.kind) {
    case ProblemKind::Discard: return inHand(answer);
    case ProblemKind::PushFold: {
        const std::size_t colon = answer.find(':');
        return colon == std::string::npos ? std::nullopt : inHand(answer.substr(colon + 1));
    }
    case ProblemKind::Call:
        if (answer == "call" || answer == "pass")
            return std::nullopt;
        return detail::checkCall(p, answer);
    case ProblemKind::Riichi: return answer == "riichi" ? detail::checkRiichi(p) : std::nullopt;
    case ProblemKind::Win:
    case ProblemKind::Furiten: return std::nullopt; // the kind's checks below say it all
    }
    return std::nullopt;
}

// What the kind needs of the position: the seat to discard, a tile to claim, a win.
std::optional<Error> checkKind(const Problem &p)
{
    const Position &pos = p.position;
    const bool toDiscard = pos.phase == Phase::Discard && pos.turn == p.seat;
    const bool claim = pos.phase == Phase::Claim && pos.turn != p.seat && pos.claimTile();
    switch (p.kind) {
    case ProblemKind::Discard:
    case ProblemKind::Riichi:
        if (!toDiscard)
            return Error::of(ErrorCode::ProblemNotToDiscard, { num(p.seat) });
        return std::nullopt;
    case ProblemKind::Call:
    case ProblemKind::Furiten:
        if (!claim)
            return Error::of(ErrorCode::ProblemNothingToClaim, { num(p.seat) });
        return std::nullopt;
    case ProblemKind::PushFold:
        if (!toDiscard && !(pos.phase == Phase::Draw && pos.turn == p.seat))
            return Error::of(ErrorCode::ProblemNotToDiscard, { num(p.seat) });
        return std::nullopt;
    case ProblemKind::Win: {
        if (p.tsumo ? !toDiscard : !claim)
            return Error::of(
                    p.tsumo ? ErrorCode::ProblemNotToDiscard : ErrorCode::ProblemNothingToClaim,
                    { num(p.seat) });
        auto win = detail::scoreWin(p);
        if (!win)
            return win.error();
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> checkProblem(const Problem &problem)
{
    if (auto e = checkPosition(problem.position))
        return std::move(*e).at(ErrorCode::AtField, { "position" });
    const int n = problem.position.playerCount;
    if (problem.seat < 0 || problem.seat >= n)
        return Error::of(ErrorCode::SeatOutOfRangeFor, { num(problem.seat), num(n) })
                .at(ErrorCode::AtField, { "seat" });
    if (problem.position.seat(problem.seat).hidden())
        return Error::of(ErrorCode::ProblemSeatHidden, { num(problem.seat) })
                .at(ErrorCode::AtField, { "seat" });
    if (auto e = checkKind(problem))
        return std::move(*e).at(ErrorCode::AtField, { "kind" });
    if (problem.answers.empty())
        return Error::of(ErrorCode::ProblemNoAnswer).at(ErrorCode::AtField, { "answers" });
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < problem.answers.size(); ++i) {
        const std::string answer = normaliseAnswer(problem.kind, problem.answers[i]);
        if (answer.empty())
            return atAnswer(Error::of(ErrorCode::ProblemBadAnswer,
                                    { problem.answers[i].substr(0, 40),
                                            std::string(problemKindName(problem.kind)) }),
                    i);
        if (std::find(seen.begin(), seen.end(), answer) != seen.end())
            return atAnswer(Error::of(ErrorCode::ProblemDuplicateAnswer, { answer }), i);
        seen.push_back(answer);
        if (auto e = checkPossible(problem, answer))
            return atAnswer(std::move(*e), i);
    }
    return std::nullopt;
}

std::optional<Error> checkLesson(const Lesson &lesson)
{
    if (lesson.title.empty())
        return Error::of(ErrorCode::LessonNoTitle).at(ErrorCode::AtField, { "title" });
    for (std::size_t i = 0; i < lesson.problems.size(); ++i) {
        if (auto e = checkProblem(lesson.problems[i]))
            return std::move(*e).at(ErrorCode::AtProblem, { num(int(i) + 1) });
    }
    return std::nullopt;
}

std::vector<ProblemStats> lessonStatistics(
        const Lesson &lesson, const std::vector<LessonResults> &results)
{
    std::vector<ProblemStats> stats(lesson.problems.size());
    std::vector<std::map<std::string, int>> wrong(lesson.problems.size());
    for (const LessonResults &student : results) {
        for (const ProblemResult &r : student.results) {
            if (r.problem < 0 || r.problem >= static_cast<int>(stats.size()) || r.attempts <= 0)
                continue;
            const auto i = static_cast<std::size_t>(r.problem);
            ++stats[i].answered;
            if (r.correct)
                ++stats[i].correct;
            else
                ++wrong[i][r.answer];
        }
    }
    for (std::size_t i = 0; i < stats.size(); ++i) {
        auto &list = stats[i].wrongAnswers;
        list.assign(wrong[i].begin(), wrong[i].end()); // by answer text
        std::stable_sort(list.begin(), list.end(),
                [](const auto &a, const auto &b) { return a.second > b.second; });
    }
    return stats;
}

} // namespace haifu::teach
