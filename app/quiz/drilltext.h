#pragma once

#include "quiz/grading.h"
#include "quiz/question.h"
#include "quiz/quiztext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace haifu::app {

// The Quiz page's words for the drills (defence, all-last conditions, shanten,
// discard EV), translated. QuizText hands the drill kinds over to it; the safety tiers and
// their reasons are InsightText's.
class DrillText
{
    Q_DECLARE_TR_FUNCTIONS(DrillText)

public:
    [[nodiscard]] static QString kindLabel(haifu::quiz::Kind kind);
    [[nodiscard]] static QString prompt(const haifu::quiz::Question &q);
    // Conditions: the hand, honba, deposits and every score; others: the winds.
    [[nodiscard]] static QString situation(const haifu::quiz::Question &q);
    [[nodiscard]] static QString choiceLabel(
            const haifu::quiz::Question &q, const std::string &choice);
    [[nodiscard]] static QString answer(const haifu::quiz::Question &q);
    [[nodiscard]] static QString mistake(const haifu::quiz::Mistake &m);
    // One explanation step of a drill; false for a step that is not a drill's.
    [[nodiscard]] static bool step(
            const haifu::quiz::Step &s, const haifu::quiz::Question &q, QuizStepRow &row);

    // Conditions: the values a source can be answered with, in order: "No win needed",
    // "Impossible", then the hands (1 han 30 fu … yakuman). Index i of conditionOptions().
    [[nodiscard]] static QStringList conditionOptions();
    [[nodiscard]] static haifu::quiz::UserAnswer::ConditionPick conditionOption(
            int index, int from);
    // The index of a need among conditionOptions() (the first with the same gain: hands that
    // pay the same are equal answers).
    [[nodiscard]] static int conditionOptionIndex(
            const haifu::quiz::Question &q, const haifu::quiz::ConditionNeed &need);
    // "Ron from East (dealer)", "Tsumo".
    [[nodiscard]] static QString sourceLabel(const haifu::quiz::Question &q, int from);
    // "3 han 40 fu", "Mangan", "Yakuman".
    [[nodiscard]] static QString handValue(int han, int fu);
    // A seat of a conditions question by its wind this hand: "South".
    [[nodiscard]] static QString seatWind(const haifu::quiz::Question &q, int seat);
};

} // namespace haifu::app
