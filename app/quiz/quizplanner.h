#pragma once

#include "game/record.h"
#include "quiz/question.h"
#include "storage/quizprogress.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <map>
#include <optional>

namespace haifu::storage {
class Database;
}

namespace haifu::app {

// Where the questions of a quiz session come from, and in what order they are asked: generated
// questions (one seed per session, one question seed per index), situations found in the games
// of the library, or the questions due for review; a missed question is planned again a few
// questions later. QuizSession asks it for the next question and reports the misses; it knows
// nothing of how questions are shown or graded.
class QuizPlanner
{
    Q_DECLARE_TR_FUNCTIONS(QuizPlanner)

public:
    struct Planned
    {
        haifu::storage::QuizItemRef ref;
        bool review = false; // asked before (a miss, or due for review)
    };

    // Plans a session: source "generated", "library" or "review"; kind "mixed" or a kind; count
    // the questions asked (it bounds the situations gathered and the questions due taken).
    // False, with errorText, when no question can be asked. `db` may be nullptr (generated
    // questions only).
    bool plan(const haifu::storage::Database *db, const QString &source, const QString &kind,
            int difficulty, const QString &preset, int count, quint64 seed);
    [[nodiscard]] QString errorText() const { return m_errorText; }
    // Questions planned ahead (review: the questions due).
    [[nodiscard]] int queued() const { return int(m_queue.size()); }

    // The next question to ask: a planned one (a miss coming back, a review) or a fresh one;
    // nothing when a review session has asked every question due.
    [[nodiscard]] std::optional<Planned> next();
    // The question a reference stands for (a game of the library is read once and kept).
    [[nodiscard]] std::optional<haifu::quiz::Question> make(
            const haifu::storage::Database *db, const haifu::storage::QuizItemRef &ref);
    // A miss: `ref` comes back after a few other questions, within the `left` still to ask.
    void retry(const haifu::storage::QuizItemRef &ref, int left);

private:
    bool planLibrary(const haifu::storage::Database *db, int count);
    bool planReview(const haifu::storage::Database *db, int count);
    [[nodiscard]] Planned fresh(int index) const;

    QString m_errorText;
    QString m_source;
    QString m_kind;
    int m_difficulty = 1;
    QString m_preset;
    quint64 m_seed = 0;
    QList<Planned> m_queue;
    int m_made = 0; // fresh questions planned so far (the index of the next seed)
    std::map<qint64, haifu::game::Record> m_records;
    QList<haifu::storage::QuizItemRef> m_libraryRefs;
};

} // namespace haifu::app
