#include "quiz/quizstatistics.h"

#include "storage/quizprogress.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;

QuizStatistics::QuizStatistics(QObject *parent) : QObject(parent) { }

void QuizStatistics::refresh(const storage::Database *db, const QString &kind)
{
    if (!db) {
        m_skills.setSkills({});
        m_history.setHistory({});
        m_dueCount = 0;
        Q_EMIT changed();
        return;
    }
    if (auto skills = storage::skillStats(*db)) {
        m_skills.setSkills(*skills);
        m_dueCount = 0;
        for (const storage::SkillStats &s : *skills)
            m_dueCount += s.due;
    }
    const QString filter = kind == "mixed"_L1 ? QString() : kind;
    if (auto history = storage::quizHistory(*db, filter, 0))
        m_history.setHistory(*history);
    Q_EMIT changed();
}

} // namespace haifu::app
