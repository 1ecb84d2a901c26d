#include "mjai/reportreview.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/danger.h"
#include "insight/placement.h"
#include "mjai/mjaifeed.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace haifu::engine {

using namespace Qt::StringLiterals;
using formats::detail::mjaiName;
using formats::detail::tileFromMjai;

namespace {

// The entry's kind of decision, from who acted last.
DecisionKind entryKind(const formats::ReportEntry &e, int seat)
{
    if (e.lastActor != seat)
        return DecisionKind::Claim;
    return e.atSelfChiPon ? DecisionKind::AfterCall : DecisionKind::Draw;
}

// Whether the report's action is what the record's player did: the same type, and the same tiles
// where the report names them (a report's riichi names no tile: its discard is the next entry).
bool samePlay(const Action &report, const Action &record)
{
    if (report.type != record.type)
        return false;
    if (report.tile && record.tile && report.type != "hora"_L1 && *report.tile != *record.tile)
        return false;
    if (!report.consumed.empty() && sortedTiles(report.consumed) != sortedTiles(record.consumed))
        return false;
    return true;
}

struct Candidate
{
    const FeedLine *line = nullptr;
    Action played; // for a riichi discard: the declaration's tile as a dahai
};

class Placer
{
public:
    Placer(const formats::ReviewReport &report, const game::Record &record)
        : m_report(report), m_record(record)
    { }

    Result<ReviewResult> run();

private:
    QString fail(int kyoku, int index, const formats::ReportEntry &e, const QString &why) const;
    // Why the entry is not the candidate's decision; empty when it is.
    QString mismatch(const formats::ReportEntry &e, const Candidate &c, const Action &actual) const;

    const formats::ReviewReport &m_report;
    const game::Record &m_record;
    Feed m_feed;
};

QString Placer::fail(int kyoku, int index, const formats::ReportEntry &e, const QString &why) const
{
    return Tr::tr("hand %1, reviewed decision %2 (turn %3, %4, played %5): %6")
            .arg(m_feed.kyokuLabels[std::size_t(kyoku)])
            .arg(index + 1)
            .arg(e.junme)
            .arg(e.tile, QString::fromUtf8(QJsonDocument(e.actual).toJson(QJsonDocument::Compact)),
                    why);
}

QString Placer::mismatch(
        const formats::ReportEntry &e, const Candidate &c, const Action &actual) const
{
    const FeedLine &f = *c.line;
    if (e.atSelfRiichi != (f.role == LineRole::RiichiDiscard))
        return Tr::tr("not the same kind of decision");
    if (f.role == LineRole::Decision && entryKind(e, m_feed.seat) != f.kind)
        return Tr::tr("not the same kind of decision");
    const std::optional<Tile> tile = tileFromMjai(e.tile);
    if (!tile)
        return Tr::tr("\"%1\" is not a tile").arg(e.tile);
    if (f.role == LineRole::Decision && f.kind == DecisionKind::Draw
            && (!f.allowed.drawn || *f.allowed.drawn != *tile))
        return Tr::tr("the seat did not draw %1 there").arg(e.tile);
    if (f.role == LineRole::Decision && f.kind == DecisionKind::Claim && f.allowed.offered != *tile)
        return Tr::tr("%1 was not offered there").arg(e.tile);
    std::vector<Tile> hand;
    for (const QString &name : e.tehai) {
        const std::optional<Tile> t = tileFromMjai(name);
        if (!t)
            return Tr::tr("\"%1\" in the hand is not a tile").arg(name);
        hand.push_back(*t);
    }
    if (sortedTiles(hand) != sortedTiles(f.allowed.closed))
        return Tr::tr("the report's hand is not the seat's hand in the game");
    if (!samePlay(actual, c.played))
        return Tr::tr("the game has %1 there").arg(c.played.text());
    return {};
}

Result<ReviewResult> Placer::run()
{
    const int seat = m_report.playerId;
    if (auto error = buildFeed(m_record, seat, m_feed))
        return Error(error->toStdString());
    ReviewResult review;
    review.seat = seat;
    review.kyokuLabels = m_feed.kyokuLabels;
    review.engine = m_report.engine;
    review.modelTag = m_report.modelTag;
    review.engineVersion = m_report.version;
    review.reportedRating = m_report.rating;
    review.reportedReviewed = m_report.totalReviewed;
    review.reportedMatches = m_report.totalMatches;

    // The seat's decisions of each hand, in order.
    std::vector<std::vector<Candidate>> byKyoku(m_record.kyoku.size());
    Action lastDraw;
    for (const FeedLine &f : m_feed.lines) {
        if (f.kyoku < 0 || (f.role != LineRole::Decision && f.role != LineRole::RiichiDiscard))
            continue;
        Candidate c{ &f, f.played };
        if (f.role == LineRole::RiichiDiscard) {
            c.played = Action{};
            c.played.type = u"dahai"_s;
            c.played.tile = lastDraw.tile;
        } else if (f.kind == DecisionKind::Draw) {
            lastDraw = f.played;
        }
        byKyoku[std::size_t(f.kyoku)].push_back(std::move(c));
    }

    std::size_t nextKyoku = 0;
    for (const formats::ReportKyoku &rk : m_report.kyokus) {
        // The record's hand with this round and honba, after the last one placed.
        std::size_t k = nextKyoku;
        while (k < m_record.kyoku.size()
                && (m_record.kyoku[k].round != rk.kyoku || m_record.kyoku[k].honba != rk.honba))
            ++k;
        if (k >= m_record.kyoku.size()) {
            game::Kyoku missing;
            missing.round = rk.kyoku;
            missing.honba = rk.honba;
            const QString label = QString::fromStdString(game::kyokuLabel(missing));
            return Error(Tr::tr("reviewed hand %1 is not in the game (or not in its order)")
                                 .arg(label)
                                 .toStdString());
        }
        nextKyoku = k + 1;
        const std::vector<Candidate> &candidates = byKyoku[k];
        std::size_t cursor = 0;
        for (std::size_t i = 0; i < rk.entries.size(); ++i) {
            const formats::ReportEntry &e = rk.entries[i];
            Decision d;
            if (auto why = actionFromJson(e.actual, d.played))
                return Error(fail(int(k), int(i), e, *why).toStdString());
            if (auto why = actionFromJson(e.expected, d.bot))
                return Error(fail(int(k), int(i), e, *why).toStdString());
            QString firstWhy;
            std::size_t at = cursor;
            for (; at < candidates.size(); ++at) {
                const QString why = mismatch(e, candidates[at], d.played);
                if (why.isEmpty())
                    break;
                if (firstWhy.isEmpty())
                    firstWhy = why;
            }
            if (at >= candidates.size()) {
                return Error(fail(int(k), int(i), e,
                        firstWhy.isEmpty()
                                ? Tr::tr("the seat makes no more decisions in this hand")
                                : Tr::tr("it is not a decision of seat %1 in the game (%2)")
                                          .arg(seat)
                                          .arg(firstWhy))
                                     .toStdString());
            }
            cursor = at + 1;
            const FeedLine &f = *candidates[at].line;
            d.kyoku = int(k);
            d.riichiDiscard = f.role == LineRole::RiichiDiscard;
            // A riichi's discard shares the declaration's step (the draw before it).
            d.step = d.riichiDiscard && !review.decisions.empty() ? review.decisions.back().step
                                                                  : f.step;
            d.globalStep = m_feed.firstGlobalStep[k] + d.step;
            d.kind = d.riichiDiscard ? DecisionKind::Draw : f.kind;
            d.agreed = e.isEqual;
            for (const formats::ReportOption &o : e.details) {
                ScoredAction s;
                if (auto why = actionFromJson(o.action, s.action))
                    return Error(fail(int(k), int(i), e, *why).toStdString());
                s.q = o.q;
                s.prob = o.prob;
                d.options.push_back(std::move(s));
            }
            d.playedOption = e.actualIndex;
            if (d.playedOption < 0) {
                const auto it = std::find_if(d.options.begin(), d.options.end(),
                        [&](const ScoredAction &s) { return agrees(s.action, d.played); });
                d.playedOption = it == d.options.end() ? -1 : int(it - d.options.begin());
            }
            review.decisions.push_back(std::move(d));
        }
    }
    if (auto error = classifyDecisions(m_record, review))
        return *error;
    return review;
}

// A call among the actions: on another seat's tile, or a closed or added kan.
bool isCall(const Action &a)
{
    return isClaimCall(a) || a.type == "ankan"_L1 || a.type == "kakan"_L1;
}

ReviewCategory categoryAt(
        const game::TableState &state, const game::Record &record, int seat, const Decision &d)
{
    if (d.kind == DecisionKind::Claim || isCall(d.bot) || isCall(d.played))
        return ReviewCategory::Calls;
    if (d.riichiDiscard || d.bot.type == "reach"_L1 || d.played.type == "reach"_L1)
        return ReviewCategory::Riichi;
    if (insight::placementAt(state, seat, record.ruleset).allLast)
        return ReviewCategory::Placement;
    for (int other = 0; other < state.playerCount; ++other) {
        if (other != seat && insight::threatOf(state, other))
            return ReviewCategory::PushFold;
    }
    return ReviewCategory::Efficiency;
}

QJsonArray tileNames(const std::vector<QString> &labels)
{
    QJsonArray a;
    for (const QString &l : labels)
        a.append(l);
    return a;
}

} // namespace

Result<ReviewResult> reviewFromReport(
        const formats::ReviewReport &report, const game::Record &record)
{
    return Placer(report, record).run();
}

Result<ReviewedGame> readReviewedGame(const QByteArray &data, const QString &sourceName)
{
    auto report = formats::readReviewReport(data, sourceName);
    if (!report)
        return report.error();
    auto record = formats::readMjai(report->mjaiLog, sourceName + u" (mjai_log)"_s);
    if (!record)
        return record.error();
    auto review = reviewFromReport(*report, *record);
    if (!review)
        return Error(sourceName.toStdString() + ": " + review.error().message);
    return ReviewedGame{ std::move(*record), std::move(*review) };
}

std::optional<Error> classifyDecisions(const game::Record &record, ReviewResult &review)
{
    std::optional<game::TableState> state;
    for (Decision &d : review.decisions) {
        if (d.kyoku < 0 || d.kyoku >= int(record.kyoku.size()))
            return Error("a decision's hand is not in the game");
        if (!state || state->kyoku != d.kyoku || state->step > d.step) {
            auto deal = game::dealState(record, d.kyoku);
            if (!deal)
                return deal.error();
            state = std::move(*deal);
        }
        while (state->step < d.step) {
            if (auto error = game::applyNext(*state, record))
                return error;
        }
        d.category = categoryAt(*state, record, review.seat, d);
    }
    return std::nullopt;
}

QByteArray storedReview(const ReviewResult &review)
{
    QJsonArray decisions;
    for (const Decision &d : review.decisions) {
        QJsonArray options;
        for (const ScoredAction &s : d.options)
            options.append(QJsonArray{ s.action.toJson(), s.q, s.prob });
        QJsonObject o{ { u"k"_s, d.kyoku }, { u"s"_s, d.step }, { u"g"_s, d.globalStep },
            { u"kind"_s, decisionKindName(d.kind) }, { u"bot"_s, d.bot.toJson() },
            { u"played"_s, d.played.toJson() }, { u"agreed"_s, d.agreed },
            { u"cat"_s, categoryName(d.category) }, { u"po"_s, d.playedOption },
            { u"opts"_s, options } };
        if (d.riichiDiscard)
            o.insert(u"rd"_s, true);
        decisions.append(o);
    }
    const QJsonObject root{ { u"v"_s, 1 }, { u"seat"_s, review.seat },
        { u"engine"_s, review.engine }, { u"modelTag"_s, review.modelTag },
        { u"engineVersion"_s, review.engineVersion }, { u"rating"_s, review.reportedRating },
        { u"reviewed"_s, review.reportedReviewed }, { u"matches"_s, review.reportedMatches },
        { u"labels"_s, tileNames(review.kyokuLabels) }, { u"decisions"_s, decisions } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<ReviewResult> reviewFromStored(const QByteArray &data)
{
    const QJsonObject root = QJsonDocument::fromJson(data).object();
    if (root.value("v"_L1).toInt() != 1)
        return Error("stored review: unknown version");
    ReviewResult r;
    r.seat = root.value("seat"_L1).toInt();
    r.engine = root.value("engine"_L1).toString();
    r.modelTag = root.value("modelTag"_L1).toString();
    r.engineVersion = root.value("engineVersion"_L1).toString();
    r.reportedRating = root.value("rating"_L1).toDouble(-1);
    r.reportedReviewed = root.value("reviewed"_L1).toInt(-1);
    r.reportedMatches = root.value("matches"_L1).toInt(-1);
    for (const QJsonValue &l : root.value("labels"_L1).toArray())
        r.kyokuLabels.push_back(l.toString());
    const QJsonArray decisions = root.value("decisions"_L1).toArray();
    int index = 0;
    for (const QJsonValue &v : decisions) {
        const QJsonObject o = v.toObject();
        const std::string where = "stored review: decision " + std::to_string(index++);
        Decision d;
        d.kyoku = o.value("k"_L1).toInt(-1);
        d.step = o.value("s"_L1).toInt(-1);
        d.globalStep = o.value("g"_L1).toInt(-1);
        if (d.kyoku < 0 || d.step < 0 || d.globalStep < 0)
            return Error(where + ": no position");
        const QString kind = o.value("kind"_L1).toString();
        d.kind = kind == "claim"_L1 ? DecisionKind::Claim
                : kind == "call"_L1 ? DecisionKind::AfterCall
                                    : DecisionKind::Draw;
        if (actionFromJson(o.value("bot"_L1).toObject(), d.bot)
                || actionFromJson(o.value("played"_L1).toObject(), d.played))
            return Error(where + ": not an action");
        d.agreed = o.value("agreed"_L1).toBool();
        d.riichiDiscard = o.value("rd"_L1).toBool();
        d.category =
                categoryFromName(o.value("cat"_L1).toString()).value_or(ReviewCategory::Efficiency);
        d.playedOption = o.value("po"_L1).toInt(-1);
        for (const QJsonValue &ov : o.value("opts"_L1).toArray()) {
            const QJsonArray a = ov.toArray();
            ScoredAction s;
            if (a.size() != 3 || actionFromJson(a.at(0).toObject(), s.action))
                return Error(where + ": not an option");
            s.q = a.at(1).toDouble();
            s.prob = a.at(2).toDouble();
            d.options.push_back(std::move(s));
        }
        if (d.playedOption >= int(d.options.size()))
            d.playedOption = -1;
        r.decisions.push_back(std::move(d));
    }
    return r;
}

} // namespace haifu::engine
