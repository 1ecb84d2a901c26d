#include "mjai/reviewproblems.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "game/replay.h"
#include "rules/ruleset.h"
#include "teach/position.h"

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;

namespace {

Error refusal(const QString &text)
{
    return Error(text.toStdString());
}

// The action as the lesson's answers write it: a tile ("5m", "0m" for a red five), "riichi" or
// "dama", "call" or "pass".
std::string tileAnswer(const Action &a)
{
    return a.tile ? rules::toString(*a.tile) : std::string();
}

// What the player faced, in the words of the question.
QString questionOf(teach::ProblemKind kind, const QString &where)
{
    switch (kind) {
    case teach::ProblemKind::Discard:
        //: %1 the hand and turn ("E3-1, turn 7")
        return Tr::tr("%1. What do you discard?").arg(where);
    case teach::ProblemKind::Riichi: return Tr::tr("%1. Riichi or stay dama?").arg(where);
    case teach::ProblemKind::Call: return Tr::tr("%1. Call or pass?").arg(where);
    default: return where;
    }
}

// The option's share as a whole percentage ("72%", "<1%").
QString percent(double prob)
{
    const double p = prob * 100.0;
    return p < 1.0 ? u"<1%"_s : QString::number(p, 'f', 0) + u'%';
}

} // namespace

QString decisionExplanation(const ReviewResult &review, const Decision &d)
{
    QStringList shares;
    std::vector<const ScoredAction *> ranked;
    for (const ScoredAction &s : d.options)
        ranked.push_back(&s);
    std::stable_sort(ranked.begin(), ranked.end(),
            [](const ScoredAction *a, const ScoredAction *b) { return a->prob > b->prob; });
    for (std::size_t i = 0; i < ranked.size() && i < 4; ++i)
        shares << ranked[i]->action.label() + u' ' + percent(ranked[i]->prob);
    const QString engine = review.engine.isEmpty() ? Tr::tr("The engine") : review.engine;
    //: %1 the engine ("Mortal"), %2 its choices with how often it plays each
    QString text = Tr::tr("%1 plays %2.").arg(engine, shares.join(u", "_s));
    if (!d.agreed) {
        text += u' ';
        if (d.playedProb() >= 0)
            //: %1 the action played in the game, %2 its share, %3 the q-value given up
            text += Tr::tr("Played in the game: %1 (%2), %3 q lost.")
                            .arg(d.played.label(), percent(d.playedProb()))
                            .arg(d.qLoss(), 0, 'f', 3);
        else
            text += Tr::tr("Played in the game: %1.").arg(d.played.label());
    }
    return text;
}

Result<teach::Problem> problemFromDecision(
        const game::Record &record, const ReviewResult &review, int index)
{
    if (index < 0 || index >= int(review.decisions.size()))
        return refusal(Tr::tr("no decision %1 in the review").arg(index + 1));
    const Decision &d = review.decisions[std::size_t(index)];
    teach::Problem p;
    p.seat = review.seat;
    std::vector<std::string> answers;
    std::string wrong;
    if (d.bot.type == "reach"_L1 || d.played.type == "reach"_L1) {
        p.kind = teach::ProblemKind::Riichi;
        answers.push_back(d.bot.type == "reach"_L1 ? "riichi" : "dama");
        wrong = d.played.type == "reach"_L1 ? "riichi" : "dama";
    } else if (d.kind == DecisionKind::Claim && (isClaimCall(d.bot) || isClaimCall(d.played))) {
        p.kind = teach::ProblemKind::Call;
        answers.push_back(isClaimCall(d.bot) ? "call" : "pass");
        wrong = isClaimCall(d.played) ? "call" : "pass";
    } else if (d.bot.type == "dahai"_L1 && d.played.type == "dahai"_L1) {
        p.kind = teach::ProblemKind::Discard;
        answers.push_back(tileAnswer(d.bot));
        wrong = tileAnswer(d.played);
    } else {
        //: %1 the engine's choice, %2 the player's ("hora", "ryukyoku", …)
        return refusal(Tr::tr("%1 against %2 makes no problem").arg(d.bot.text(), d.played.text()));
    }
    game::Replay replay(record);
    if (auto error = replay.seek(d.kyoku, d.step))
        return *error;
    p.position = teach::positionFromState(replay.state());
    const auto names = rules::presetNames();
    if (std::find(names.begin(), names.end(), record.ruleset.name) != names.end())
        p.position.rulesPreset = record.ruleset.name;
    const game::PlayerState &player = replay.state().player(review.seat);
    const QString where =
            Tr::tr("%1, turn %2").arg(review.kyokuLabel(d.kyoku)).arg(player.discards + 1);
    p.question = questionOf(p.kind, where).toStdString();
    p.answers = answers;
    QString explanation = decisionExplanation(review, d);
    if (!wrong.empty() && wrong != answers.front())
        //: %1 the answer the player gave in the game
        explanation +=
                u' ' + Tr::tr("A common wrong answer: %1.").arg(QString::fromStdString(wrong));
    p.explanation = explanation.toStdString();
    if (auto error = teach::checkProblem(p))
        return refusal(Tr::tr("the position makes no problem: %1").arg(haifu::errorText(*error)));
    return p;
}

} // namespace haifu::engine
