#pragma once

#include "quiz/grading.h"
#include "quiz/question.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace haifu::app {

// One line of a quiz explanation as the Quiz page shows it: the text, a number at the end
// ("+20", "30 fu"), the tiles the line is about (the group a fu item is for, a wait, a discard),
// and whether it is a total or a verdict (emphasis) or part of the right answer (good).
struct QuizStepRow
{
    QString text;
    QString value;
    QStringList tiles; // tile codes: "5m", "0p", "7z"
    bool emphasis = false;
    bool good = false;

    friend bool operator==(const QuizStepRow &, const QuizStepRow &) = default;
};

// The Quiz page's words for questions, answers, mistakes and explanation steps (translated; the
// mahjong terms have translator comments). haifu-cli quiz keeps its own plain-text form with the
// engine's keys, which scripts read; this one names yaku, fu items and furiten rules in words.
class QuizText
{
    Q_DECLARE_TR_FUNCTIONS(QuizText)

public:
    [[nodiscard]] static QString kindLabel(haifu::quiz::Kind kind);
    // "yaku", "fu", …, or "mixed" / "" for every kind.
    [[nodiscard]] static QString kindLabel(const QString &key);
    [[nodiscard]] static QString difficultyText(haifu::quiz::Kind kind, int difficulty);
    // The question asked.
    [[nodiscard]] static QString prompt(const haifu::quiz::Question &q);
    // Yaku, fu, points: "Seat East, round South · ron on 3m · riichi"; others: the winds.
    [[nodiscard]] static QString situation(const haifu::quiz::Question &q);
    // Where the question comes from: "Generated · difficulty 2 · tenhou" or the game and hand.
    [[nodiscard]] static QString origin(const haifu::quiz::Question &q);
    // The label of a choice (yaku name, "30 fu", tile, furiten answer).
    [[nodiscard]] static QString choiceLabel(haifu::quiz::Kind kind, const std::string &choice);
    [[nodiscard]] static QString answer(const haifu::quiz::Question &q);
    [[nodiscard]] static QString mistake(const haifu::quiz::Mistake &m);
    [[nodiscard]] static QList<QuizStepRow> explanation(const haifu::quiz::Question &q);
    // Furiten: what happened since the deal, one line per event, with its tile code.
    [[nodiscard]] static QString timelineEvent(const haifu::quiz::TimelineEvent &e);
    // "123m 456p 77z" → 1m 2m 3m 4p 5p 6p 7z 7z (words that are not tiles are skipped).
    [[nodiscard]] static QStringList codes(const std::string &tiles);
    [[nodiscard]] static QString waitName(const std::string &key);
    [[nodiscard]] static QString furitenReason(haifu::rules::FuritenReason reason);

private:
    // explanation(), by kind of step: each fills `row` and says true for the steps it knows.
    // The reading, yaku and fu steps (`fuIndex` counts the fu items named so far).
    static bool handStep(const haifu::quiz::Step &s, const haifu::quiz::Question &q,
            std::size_t &fuIndex, QuizStepRow &row);
    // Basic points, payments, honba, deposits, what the winner gains.
    static bool pointsStep(const haifu::quiz::Step &s, QuizStepRow &row);
    // Waits and discards (tile efficiency).
    static bool efficiencyStep(const haifu::quiz::Step &s, QuizStepRow &row);
    // The furiten checks and the verdict.
    static bool furitenStep(
            const haifu::quiz::Step &s, const haifu::quiz::Question &q, QuizStepRow &row);
};

} // namespace haifu::app
