#pragma once

#include "quiz/question.h"

#include <QJsonObject>
#include <QString>
#include <QTextStream>

// haifu-cli quiz: the drills (defence, conditions, shanten, discard_ev) as JSON and
// as text; quizcommand.cpp hands the drill kinds over to these.
namespace haifu::cli {

// The question's situation and its answer, for the JSON line.
void drillJson(const quiz::Question &q, QJsonObject &question, QJsonObject &answer);
// The question for people (before "Choices:").
void printDrillQuestion(const quiz::Question &q, QTextStream &s);
[[nodiscard]] QString drillAnswerText(const quiz::Question &q);
// An explanation step of a drill ("" for a step that is not one).
[[nodiscard]] QString drillStepText(const quiz::Step &s);

} // namespace haifu::cli
