#include "insight/reviewtext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

constexpr qsizetype kMaxShownOptions = 8;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::app::ReviewText)
};

} // namespace

QString severityText(engine::Severity severity)
{
    switch (severity) {
    case engine::Severity::None: return Tr::tr("as the engine");
    //: a deviation the engine itself plays often (20% or more)
    case engine::Severity::Minor: return Tr::tr("minor");
    case engine::Severity::Moderate: return Tr::tr("moderate");
    //: a deviation the engine almost never plays (below 5%)
    case engine::Severity::Serious: return Tr::tr("serious");
    }
    return {};
}

QString categoryText(engine::ReviewCategory category)
{
    switch (category) {
    case engine::ReviewCategory::Efficiency: return Tr::tr("efficiency");
    case engine::ReviewCategory::PushFold: return Tr::tr("push or fold");
    case engine::ReviewCategory::Riichi: return Tr::tr("riichi or dama");
    case engine::ReviewCategory::Calls: return Tr::tr("calls");
    case engine::ReviewCategory::Placement: return Tr::tr("placement at all-last");
    }
    return {};
}

QVariantList decisionsView(const engine::ReviewResult &review, int kyoku, int step)
{
    QVariantList out;
    for (const engine::Decision *d : review.allAt(kyoku, step)) {
        QVariantList options;
        double best = -1e300;
        for (const engine::ScoredAction &s : d->options)
            best = std::max(best, s.q);
        // The engine's first kMaxShownOptions, the played action always among them.
        for (std::size_t i = 0; i < d->options.size(); ++i) {
            const bool played = int(i) == d->playedOption;
            const bool room =
                    options.size() < kMaxShownOptions - (d->playedOption > int(i) ? 1 : 0);
            if (!played && !room)
                continue;
            const engine::ScoredAction &s = d->options[i];
            options << QVariantMap{ { u"label"_s, s.action.label() }, { u"prob"_s, s.prob },
                { u"q"_s, s.q }, { u"best"_s, s.q >= best }, { u"played"_s, played } };
        }
        out << QVariantMap{ { u"engine"_s, d->bot.label() }, { u"played"_s, d->played.label() },
            { u"agreed"_s, d->agreed }, { u"severity"_s, engine::severityName(d->severity()) },
            { u"severityText"_s, severityText(d->severity()) },
            { u"category"_s, engine::categoryName(d->category) },
            { u"categoryText"_s, categoryText(d->category) }, { u"qLoss"_s, d->qLoss() },
            { u"playedProb"_s, d->playedProb() }, { u"riichiDiscard"_s, d->riichiDiscard },
            { u"options"_s, options } };
    }
    return out;
}

QString reviewFiguresText(const engine::ReviewResult &review, int kyoku)
{
    const bool whole = kyoku < 0;
    const int decisions = whole && review.reportedReviewed >= 0 ? review.reportedReviewed
            : whole                                             ? int(review.decisions.size())
                                                                : review.decisionsIn(kyoku);
    const int agreed = whole && review.reportedMatches >= 0 ? review.reportedMatches
            : whole                                         ? review.agreedCount()
                                                            : review.agreedIn(kyoku);
    const double rating =
            whole && review.reportedRating >= 0 ? review.reportedRating : review.rating(kyoku);
    if (decisions == 0)
        return Tr::tr("No reviewed decision");
    const QString agreement = QString::number(100.0 * agreed / decisions, 'f', 1);
    if (rating < 0)
        //: %1 agreement in percent, %2 decisions agreed, %3 decisions
        return Tr::tr("Agreement %1% (%2 of %3)").arg(agreement).arg(agreed).arg(decisions);
    //: %1 the rating (0-100), %2 agreement in percent, %3 decisions agreed, %4 decisions
    return Tr::tr("Rating %1 · agreement %2% (%3 of %4)")
            .arg(QString::number(rating * 100.0, 'f', 1), agreement)
            .arg(agreed)
            .arg(decisions);
}

} // namespace haifu::app
