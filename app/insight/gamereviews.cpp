#include "insight/gamereviews.h"

#include "common/errortext.h"
#include "insight/reviewtext.h"
#include "storage/database.h"
#include "storage/reviews.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

GameReviews::GameReviews(QObject *parent) : QObject(parent) { }

GameReviews::~GameReviews() = default;

void GameReviews::clear()
{
    m_db = nullptr;
    m_gameId = 0;
    m_list.clear();
    m_ids.clear();
    m_error.clear();
    m_current = -1;
    m_review = {};
    Q_EMIT reviewsChanged();
    Q_EMIT currentChanged();
}

void GameReviews::load(const storage::Database *db, qint64 gameId)
{
    clear();
    if (!db || !db->isOpen() || gameId <= 0)
        return;
    m_db = db;
    m_gameId = gameId;
    auto reviews = storage::reviewsOfGame(*db, gameId);
    if (!reviews) {
        m_error = haifu::errorText(reviews.error());
        Q_EMIT reviewsChanged();
        return;
    }
    for (const storage::ReviewInfo &r : std::as_const(*reviews)) {
        //: a review in the viewer's list: %1 engine, %2 model, %3 the reviewed seat, %4 player
        const QString text = tr("%1 (%2) · seat %3 %4")
                                     .arg(r.engine, r.modelTag.isEmpty() ? u"-"_s : r.modelTag)
                                     .arg(r.seat)
                                     .arg(r.player);
        m_list << QVariantMap{ { u"id"_s, r.id }, { u"text"_s, text } };
        m_ids << r.id;
    }
    Q_EMIT reviewsChanged();
    show(int(m_ids.size()) - 1);
}

void GameReviews::setCurrent(int index)
{
    if (index == m_current || index < -1 || index >= int(m_ids.size()))
        return;
    show(index);
}

void GameReviews::show(int index)
{
    m_review = {};
    m_current = -1;
    if (index >= 0 && m_db) {
        auto review = storage::loadReview(*m_db, m_ids.at(index));
        if (review) {
            m_review = std::move(*review);
            m_current = index;
        } else {
            m_error = haifu::errorText(review.error());
            Q_EMIT reviewsChanged();
        }
    }
    Q_EMIT currentChanged();
}

qint64 GameReviews::currentId() const
{
    return m_current >= 0 ? m_ids.at(m_current) : 0;
}

QString GameReviews::figures() const
{
    return active() ? reviewFiguresText(m_review, -1) : QString();
}

int GameReviews::deviations() const
{
    return active() ? int(m_review.decisions.size()) - m_review.agreedCount() : 0;
}

QVariantList GameReviews::decisionsAt(int kyoku, int step) const
{
    return active() ? decisionsView(m_review, kyoku, step) : QVariantList();
}

QString GameReviews::handFigures(int kyoku) const
{
    return active() ? reviewFiguresText(m_review, kyoku) : QString();
}

int GameReviews::nextDeviation(int globalStep, bool serious) const
{
    if (!active())
        return -1;
    const engine::Decision *d = m_review.nextDeviation(
            globalStep, serious ? engine::Severity::Serious : engine::Severity::None);
    return d ? d->globalStep : -1;
}

int GameReviews::previousDeviation(int globalStep, bool serious) const
{
    if (!active())
        return -1;
    const engine::Decision *d = m_review.previousDeviation(
            globalStep, serious ? engine::Severity::Serious : engine::Severity::None);
    return d ? d->globalStep : -1;
}

QVariantList GameReviews::deviationMarks() const
{
    QVariantList out;
    if (!active())
        return out;
    for (const engine::Decision &d : m_review.decisions) {
        if (!d.agreed)
            out << QVariantMap{ { u"globalStep"_s, d.globalStep },
                { u"severity"_s, engine::severityName(d.severity()) } };
    }
    return out;
}

} // namespace haifu::app
