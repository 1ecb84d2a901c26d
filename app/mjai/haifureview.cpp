#include "mjai/haifureview.h"

#include "common/qtstrings.h"
#include "game/replay.h"
#include "insight/advice.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "mjai/mjaifeed.h"
#include "mjai/reportreview.h"

#include <QCoreApplication>

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;

namespace {

Action dahai(const Tile &tile)
{
    Action a;
    a.type = u"dahai"_s;
    a.tile = tile;
    return a;
}

} // namespace

Result<ReviewResult> haifuReview(const game::Record &record, int seat, int costlyLoss,
        const std::function<void(int, int)> &progress, const std::atomic<bool> *cancel)
{
    Feed feed;
    if (auto error = buildFeed(record, seat, feed))
        return Error(error->toStdString());
    ReviewResult review;
    review.seat = seat;
    review.kyokuLabels = feed.kyokuLabels;
    review.engine = QString::fromLatin1(kHaifuEngine);
    //: the model of Haifu's own review (its advice and expected values)
    review.modelTag = Tr::tr("advice and expected value, costly from %1 points").arg(costlyLoss);
    review.engineVersion = QCoreApplication::applicationVersion();
    // The seat's discards: after its draws and calls (a riichi's declaration discard included).
    std::vector<const FeedLine *> lines;
    for (const FeedLine &f : feed.lines) {
        if (f.role == LineRole::Decision && f.kind != DecisionKind::Claim && f.played.tile
                && (f.played.type == "dahai"_L1 || f.played.type == "reach"_L1))
            lines.push_back(&f);
    }
    game::Replay replay(record);
    const int total = int(lines.size());
    for (int i = 0; i < total; ++i) {
        if (cancel && cancel->load())
            return Error(Tr::tr("The review was stopped.").toStdString());
        const FeedLine &f = *lines[std::size_t(i)];
        if (replay.seek(f.kyoku, f.step))
            continue;
        const game::TableState &state = replay.state();
        auto input = insight::evInputFromState(state, seat, record.ruleset);
        if (!input)
            continue;
        auto table = insight::expectedValues(*input);
        if (!table)
            continue;
        const insight::DiscardWeighing advised =
                insight::adviseDiscards(*input, *table, insight::assessDanger(state, seat), state);
        if (advised.choices.empty())
            continue;
        std::vector<insight::DiscardChoice> byValue = advised.choices;
        std::stable_sort(byValue.begin(), byValue.end(),
                [](const insight::DiscardChoice &a, const insight::DiscardChoice &b) {
                    return a.value > b.value;
                });
        Decision d;
        d.kyoku = f.kyoku;
        d.step = f.step;
        d.globalStep = feed.firstGlobalStep[std::size_t(f.kyoku)] + f.step;
        d.kind = f.kind;
        d.played = dahai(*f.played.tile);
        d.bot = dahai(byValue.front().tile);
        for (const insight::DiscardChoice &c : byValue) {
            ScoredAction s;
            s.action = dahai(c.tile);
            s.q = c.value / 1000.0;
            s.prob = c.preference;
            // The played tile: the same tile, else a copy of its kind (a red five or not).
            if (c.tile == *f.played.tile
                    || (d.playedOption < 0 && c.tile.kind == f.played.tile->kind))
                d.playedOption = int(d.options.size());
            d.options.push_back(std::move(s));
        }
        d.agreed = d.qLoss() * 1000.0 < costlyLoss;
        review.decisions.push_back(std::move(d));
        if (progress)
            progress(i + 1, total);
    }
    if (auto error = classifyDecisions(record, review))
        return *error;
    return review;
}

} // namespace haifu::engine
