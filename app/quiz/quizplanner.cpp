#include "quiz/quizplanner.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "quiz/generator.h"
#include "quiz/recordquiz.h"
#include "storage/games.h"

#include <algorithm>
#include <random>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace quiz = haifu::quiz;
namespace storage = haifu::storage;

namespace {

// A missed question comes back after this many other questions.
constexpr int kRetryGap = 2;
// Spots of real games gathered for a library session, at most.
constexpr int kMaxLibrarySpots = 400;

std::vector<quiz::Kind> kindsFor(const QString &kind, bool fromRecords)
{
    std::vector<quiz::Kind> kinds;
    if (auto k = quiz::kindFromName(kind.toStdString())) {
        kinds.push_back(*k);
        return kinds;
    }
    for (quiz::Kind k : quiz::kAllKinds) {
        if (!fromRecords || k != quiz::Kind::Waits)
            kinds.push_back(k);
    }
    return kinds;
}

} // namespace

bool QuizPlanner::plan(const storage::Database *db, const QString &source, const QString &kind,
        int difficulty, const QString &preset, int count, quint64 seed)
{
    m_errorText.clear();
    m_source = source;
    m_kind = kind;
    m_difficulty = difficulty;
    m_preset = preset;
    m_seed = seed;
    m_queue.clear();
    m_libraryRefs.clear();
    m_records.clear();
    m_made = 0;
    if (source == "library"_L1)
        return planLibrary(db, count);
    if (source == "review"_L1)
        return planReview(db, count);
    if (kind != "mixed"_L1 && !quiz::kindFromName(kind.toStdString())) {
        m_errorText = tr("Unknown quiz kind: %1").arg(kind);
        return false;
    }
    return true;
}

bool QuizPlanner::planLibrary(const storage::Database *db, int count)
{
    if (!db) {
        m_errorText = tr("The library is not available.");
        return false;
    }
    if (m_kind == "waits"_L1) {
        m_errorText = tr("Questions about waits are only generated; choose another kind or "
                         "generated questions.");
        return false;
    }
    const std::vector<quiz::Kind> kinds = kindsFor(m_kind, true);
    auto ids = storage::quizGameIds(*db, 40);
    if (!ids) {
        m_errorText = haifu::errorText(ids.error());
        return false;
    }
    std::mt19937_64 random(m_seed);
    for (qint64 id : *ids) {
        auto record = storage::loadRecord(*db, id);
        if (!record)
            continue;
        QList<storage::QuizItemRef> spots;
        for (quiz::Kind k : kinds) {
            for (const quiz::RecordSpot &spot : quiz::findRecordSpots(*record, k)) {
                storage::QuizItemRef ref;
                ref.kind = toQString(quiz::kindName(k));
                ref.source = u"record"_s;
                ref.difficulty = 0;
                ref.preset = QString();
                ref.gameId = id;
                ref.kyoku = spot.kyoku;
                ref.step = spot.step;
                ref.seat = spot.seat;
                ref.win = spot.win;
                spots << ref;
            }
        }
        if (spots.isEmpty())
            continue;
        m_records.emplace(id, std::move(*record));
        m_libraryRefs << spots;
        if (m_libraryRefs.size() >= std::max(count * 4, 40)
                || m_libraryRefs.size() > kMaxLibrarySpots)
            break;
    }
    if (m_libraryRefs.isEmpty()) {
        m_errorText = tr("The library has no games with situations for this quiz yet. Import "
                         "some games, or choose generated questions.");
        return false;
    }
    std::shuffle(m_libraryRefs.begin(), m_libraryRefs.end(), random);
    return true;
}

bool QuizPlanner::planReview(const storage::Database *db, int count)
{
    if (!db) {
        m_errorText = tr("The library is not available.");
        return false;
    }
    // Lesson problems among the due ones are skipped below: ask for enough to fill the count.
    constexpr int kManyDue = 10'000;
    auto due = storage::dueItems(*db, m_kind == "mixed"_L1 ? QString() : m_kind, kManyDue);
    if (!due) {
        m_errorText = haifu::errorText(due.error());
        return false;
    }
    // Lesson problems are reviewed in their lesson (the Lessons tab), not among the quizzes.
    for (const storage::QuizItem &item : *due) {
        if (item.ref.source != "lesson"_L1 && m_queue.size() < count)
            m_queue << Planned{ item.ref, true };
    }
    if (m_queue.isEmpty()) {
        m_errorText = tr("Nothing is due for review. Missed questions come back here.");
        return false;
    }
    return true;
}

QuizPlanner::Planned QuizPlanner::fresh(int index) const
{
    Planned planned;
    if (m_source == "library"_L1) {
        if (!m_libraryRefs.isEmpty())
            planned.ref = m_libraryRefs.at(index % m_libraryRefs.size());
        return planned;
    }
    const std::vector<quiz::Kind> kinds = kindsFor(m_kind, false);
    planned.ref.kind = toQString(quiz::kindName(kinds[std::size_t(index) % kinds.size()]));
    planned.ref.difficulty = m_difficulty;
    planned.ref.preset = m_preset;
    planned.ref.source = u"generated"_s;
    planned.ref.seed = quiz::questionSeed(m_seed, std::uint64_t(index));
    return planned;
}

std::optional<QuizPlanner::Planned> QuizPlanner::next()
{
    if (!m_queue.isEmpty())
        return m_queue.takeFirst();
    if (m_source == "review"_L1)
        return std::nullopt;
    return fresh(m_made++);
}

std::optional<quiz::Question> QuizPlanner::make(
        const storage::Database *db, const storage::QuizItemRef &ref)
{
    const auto kind = quiz::kindFromName(ref.kind.toStdString());
    if (!kind)
        return std::nullopt;
    if (ref.source == "record"_L1) {
        auto it = m_records.find(ref.gameId);
        if (it == m_records.end()) {
            if (!db)
                return std::nullopt;
            auto record = storage::loadRecord(*db, ref.gameId);
            if (!record)
                return std::nullopt;
            it = m_records.emplace(ref.gameId, std::move(*record)).first;
        }
        quiz::RecordSpot spot;
        spot.kind = *kind;
        spot.kyoku = ref.kyoku;
        spot.step = ref.step;
        spot.seat = ref.seat;
        spot.win = ref.win;
        auto q = quiz::questionFromSpot(it->second, spot);
        if (!q)
            return std::nullopt;
        return std::move(*q);
    }
    auto q = quiz::generateQuestion(
            *kind, ref.difficulty, ref.preset.toStdString(), std::uint64_t(ref.seed));
    if (!q)
        return std::nullopt;
    return std::move(*q);
}

void QuizPlanner::retry(const storage::QuizItemRef &ref, int left)
{
    if (left <= 0)
        return;
    const int gap = std::min(kRetryGap, left - 1);
    while (m_source != "review"_L1 && m_queue.size() < gap)
        m_queue << fresh(m_made++);
    m_queue.insert(std::min(gap, int(m_queue.size())), Planned{ ref, true });
}

} // namespace haifu::app
