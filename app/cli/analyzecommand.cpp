#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "formats/recordio.h"

#include "game/replay.h"
#include "insight/advice.h"
#include "insight/calladvice.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "insight/placement.h"
#include "insight/pushfold.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

// haifu-cli analyze: the engine's insight at the decisions of a game record, as JSON: every
// discard with its shanten and tiles accepted, its safety tier against each threat at the table
// (insight/danger.h) and its expected value (insight/expectedvalue.h); and the game's deal-ins
// into riichi with their tier.
namespace haifu::cli {

namespace {

void printAnalyzeUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("haifu-cli analyze RECORD [--kyoku K --step S] [--seat N] "
                                "[--turns T] [--riichi best|always|never] [--no-ev] [--features]"),
                               Tr::tr("haifu-cli analyze RECORD --deal-ins") },
            { Tr::tr("Prints, as JSON, every discard of a decision (a player holding 14 tiles): "
                     "shanten, tiles accepted, the safety tier against each threat (riichi, "
                     "open hands) with its reason, and the expected value: the probability of "
                     "tenpai and of a win by self-draw within the draws left and the expected "
                     "points (README \"Analysis\" explains the model). Without --kyoku and "
                     "--step: every decision of the game (of --seat when given).") })
           << optionLines(18,
                      { { "--kyoku K", Tr::tr("The hand (0 = the first)") },
                              { "--step S", Tr::tr("The step of the hand (0 = after the deal)") },
                              { "--seat N", Tr::tr("Only the decisions of this seat") },
                              { "--turns T", Tr::tr("Own draws left (default: from the wall)") },
                              { "--riichi POLICY",
                                      Tr::tr("best (default), always or never declare riichi "
                                             "at tenpai") },
                              { "--no-ev", Tr::tr("Leave the expected values out (fast)") },
                              { "--features",
                                      Tr::tr("Each discard's advice features (insight/advice.h)") },
                              { "--deal-ins", Tr::tr("Only the deal-ins into riichi") } });
    stream.flush();
}

const Usage kUsage{ u"analyze"_s, printAnalyzeUsage };

QString code(const rules::Tile &tile)
{
    return toQString(rules::toString(tile));
}

QJsonObject safetyJson(const insight::TileSafety &s, int seat)
{
    QJsonArray kinds;
    for (int i = 0; i < s.kindCount; ++i)
        kinds.append(code(rules::Tile{ s.kinds[static_cast<std::size_t>(i)], false }));
    QJsonArray notes;
    const std::pair<insight::SafetyNote, const char *> names[] = { { insight::NoteRiichiTileSuji,
                                                                           "riichi_tile_suji" },
        { insight::NoteEarlyOutside, "early_outside" }, { insight::NoteDora, "dora" },
        { insight::NoteNextToDora, "next_to_dora" } };
    for (const auto &[note, name] : names) {
        if (s.has(note))
            notes.append(QLatin1String(name));
    }
    return QJsonObject{ { u"seat"_s, seat }, { u"tier"_s, static_cast<int>(s.tier) + 1 },
        { u"tier_name"_s, toQString(std::string(insight::tierName(s.tier))) },
        { u"reason"_s, toQString(std::string(insight::reasonName(s.reason))) },
        { u"kinds"_s, kinds }, { u"notes"_s, notes } };
}

struct Settings
{
    insight::EvOptions ev;
    bool withEv = true;
    bool features = false; // the advice's inputs per discard
};

QJsonObject evJson(const insight::DiscardEv &d, double best)
{
    QJsonObject o{ { u"win"_s, d.winProbability }, { u"tenpai"_s, d.tenpaiProbability },
        { u"expected_score"_s, d.expectedScore }, { u"average_win_value"_s, d.averageWinValue },
        { u"loss"_s, best - d.expectedScore }, { u"riichi"_s, d.riichi }, { u"exact"_s, d.exact } };
    if (!d.exact) {
        o.insert(u"samples"_s, d.samples);
        o.insert(u"standard_error"_s, d.standardError);
    }
    if (d.riichiOption) {
        o.insert(u"riichi_or_dama"_s,
                QJsonObject{ { u"riichi"_s, d.riichiScore }, { u"dama"_s, d.damaScore } });
    }
    return o;
}

// At all-last (empty before): the place and the gaps, and with expected values every discard's
// expected final score on the score sheet, uma and oka included (insight/placement.h).
QJsonObject allLastJson(const game::Record &record, const game::TableState &s, int seat,
        const insight::EvTable &table, const insight::HandDanger &danger, bool withEv)
{
    const insight::PlacementNote note = insight::placementAt(s, seat, record.ruleset);
    if (!note.allLast)
        return {};
    QJsonObject o{ { u"place"_s, note.place }, { u"behind"_s, note.behind },
        { u"ahead"_s, note.ahead } };
    const insight::PlacementAdvice a = withEv
            ? insight::placementAdvice(s, seat, record.ruleset, table, danger)
            : insight::PlacementAdvice{};
    if (!a.valid)
        return o;
    QJsonArray values;
    for (const insight::PlacementAdvice::Value &v : a.values)
        values.append(QJsonObject{ { u"tile"_s, code(v.tile) }, { u"final"_s, v.value } });
    o.insert(u"final_now"_s, a.reach.stay);
    o.insert(u"best"_s, code(a.best.tile));
    o.insert(u"best_final"_s, a.value);
    o.insert(u"by_points"_s, code(a.byPoints.tile));
    o.insert(u"by_points_final"_s, a.byPointsValue);
    o.insert(u"changes"_s, a.changes);
    o.insert(u"win"_s,
            QJsonObject{ { u"points"_s, a.reach.winPoints },
                    { u"best_place"_s, a.reach.bestWinPlace }, { u"final"_s, a.reach.win } });
    o.insert(u"deal_in"_s,
            QJsonObject{ { u"points"_s, a.reach.dealInCost }, { u"place"_s, a.reach.dealInPlace },
                    { u"final"_s, a.reach.dealIn } });
    o.insert(u"finals"_s, values);
    return o;
}

// One decision: the seat to act holds 14 tiles.
Result<QJsonObject> decisionJson(
        const game::Record &record, const game::TableState &s, const Settings &settings)
{
    const int seat = s.turn;
    auto input = insight::evInputFromState(s, seat, record.ruleset);
    if (!input)
        return input.error();
    const insight::HandDanger danger = insight::assessDanger(s, seat);
    insight::EvOptions options = settings.ev;
    if (!settings.withEv)
        options.turns = 0;
    auto table = insight::expectedValues(*input, options);
    if (!table)
        return table.error();
    const auto &events = record.kyoku[static_cast<std::size_t>(s.kyoku)].events;
    std::optional<rules::Tile> played;
    if (s.step < static_cast<int>(events.size())
            && events[static_cast<std::size_t>(s.step)].type == game::EventType::Discard)
        played = events[static_cast<std::size_t>(s.step)].tile;

    QJsonArray threats;
    for (const insight::Threat &t : danger.threats) {
        threats.append(QJsonObject{ { u"seat"_s, t.seat },
                { u"kind"_s, t.kind == insight::ThreatKind::Riichi ? u"riichi"_s : u"open"_s } });
    }
    QJsonArray discards;
    const double best = table->discards.empty() ? 0 : table->discards.front().expectedScore;
    // The advice works without expected values too (their features are then 0).
    const insight::DiscardWeighing weighing = insight::adviseDiscards(*input, *table, danger, s);
    const std::vector<insight::AdviceFeatures> features = settings.features
            ? insight::adviceFeatures(*input, *table, &weighing, &s)
            : std::vector<insight::AdviceFeatures>{};
    for (std::size_t i = 0; i < table->discards.size(); ++i) {
        const insight::DiscardEv &d = table->discards[i];
        QJsonObject o{ { u"tile"_s, code(d.tile) }, { u"shanten"_s, d.shanten },
            { u"ukeire"_s, d.ukeire }, { u"played"_s, played && *played == d.tile } };
        const auto choice = std::find_if(weighing.choices.begin(), weighing.choices.end(),
                [&](const insight::DiscardChoice &c) { return c.tile == d.tile; });
        if (choice != weighing.choices.end()) {
            o.insert(u"recommended"_s, choice == weighing.choices.begin());
            o.insert(u"preference"_s, choice->preference);
            if (weighing.threatened && settings.withEv)
                o.insert(u"value"_s, choice->value);
            if (weighing.threatened) {
                o.insert(u"deal_in"_s, choice->dealIn);
                o.insert(u"fold"_s, choice->fold);
            }
        }
        if (settings.features) {
            QJsonArray x;
            for (double v : features[i])
                x.append(v);
            o.insert(u"features"_s, x);
        }
        if (const insight::TileDanger *td = danger.find(d.tile.kind)) {
            QJsonArray against;
            for (std::size_t t = 0; t < danger.threats.size(); ++t)
                against.append(safetyJson(td->against[t], danger.threats[t].seat));
            o.insert(u"danger"_s, against);
            if (const insight::TileSafety *worst = td->worstSafety())
                o.insert(u"worst_tier"_s, static_cast<int>(worst->tier) + 1);
        }
        if (settings.withEv)
            o.insert(u"ev"_s, evJson(d, best));
        discards.append(o);
    }
    // The situation: a discard right after the seat's own chi or pon, and a seat in riichi
    // (its discard is forced).
    const bool afterCall = s.step > 0
            && events[static_cast<std::size_t>(s.step - 1)].type == game::EventType::Call
            && events[static_cast<std::size_t>(s.step - 1)].seat == seat;
    QJsonObject out{ { u"kyoku"_s, s.kyoku },
        { u"label"_s,
                toQString(game::kyokuLabel(record.kyoku[static_cast<std::size_t>(s.kyoku)])) },
        { u"step"_s, s.step }, { u"seat"_s, seat }, { u"turns"_s, table->turns },
        { u"in_riichi"_s, s.player(seat).inRiichi() }, { u"after_call"_s, afterCall },
        { u"threats"_s, threats }, { u"discards"_s, discards } };
    if (settings.features) {
        // What the fitting scripts need to try features the program does not compute yet.
        const auto countsJson = [](const rules::TileCounts &c) {
            QJsonArray a;
            for (int n : c)
                a.append(n);
            return a;
        };
        QJsonArray indicators;
        for (const rules::Tile &t : input->doraIndicators)
            indicators.append(code(t));
        QJsonArray closedTiles;
        for (const rules::Tile &t : input->hand.closed)
            closedTiles.append(code(t));
        out.insert(u"context"_s,
                QJsonObject{ { u"closed"_s, closedTiles },
                        { u"melds"_s, static_cast<int>(input->hand.melds.size()) },
                        { u"all"_s, countsJson(input->hand.allCounts()) },
                        { u"unseen"_s, countsJson(input->unseen) },
                        { u"seat_wind"_s, static_cast<int>(input->seatWind) },
                        { u"round_wind"_s, static_cast<int>(input->roundWind) },
                        { u"dora_indicators"_s, indicators },
                        { u"draws_left"_s, input->drawsLeft } });
    }
    const QJsonObject allLast = allLastJson(record, s, seat, *table, danger, settings.withEv);
    if (!allLast.isEmpty())
        out.insert(u"all_last"_s, allLast);
    return out;
}

QJsonArray dealInsJson(const game::Record &record)
{
    QJsonArray list;
    for (const insight::DealIn &d : insight::flaggedDealIns(record)) {
        QJsonObject o = safetyJson(d.safety, d.winner);
        o.remove(u"seat"_s);
        o.insert(u"kyoku"_s, d.kyoku);
        o.insert(u"step"_s, d.step);
        o.insert(u"discarder"_s, d.discarder);
        o.insert(u"winner"_s, d.winner);
        o.insert(u"tile"_s, code(d.tile));
        o.insert(u"robbed_kan"_s, d.robbedKan);
        list.append(o);
    }
    return list;
}

// Every chance to call a discard (of `seat`, or all seats when -1), in game order: passing and
// each call with its value and the advice's preference (insight/calladvice.h).
Result<QJsonArray> allCallDecisions(const game::Record &record, int seat, bool features)
{
    QJsonArray list;
    for (int k = 0; k < static_cast<int>(record.kyoku.size()); ++k) {
        auto decisions = insight::callDecisions(record, k);
        if (!decisions)
            return decisions.error();
        for (const insight::CallDecision &d : *decisions) {
            if (seat >= 0 && d.seat != seat)
                continue;
            QJsonArray options;
            for (std::size_t i = 0; i < d.options.size(); ++i) {
                const insight::CallOption &c = d.options[i];
                QJsonObject o{ { u"action"_s,
                                       c.action.kind == game::ActionKind::Pass
                                               ? u"pass"_s
                                               : toQString(game::actionText(c.action)) },
                    { u"shanten"_s, c.shanten }, { u"ukeire"_s, c.ukeire },
                    { u"yaku_in_sight"_s, c.yakuInSight }, { u"preference"_s, c.preference },
                    { u"recommended"_s, int(i) == d.advised },
                    { u"played"_s, int(i) == d.played } };
                if (features) {
                    QJsonArray x;
                    for (double v : c.features)
                        x.append(v);
                    o.insert(u"features"_s, x);
                }
                options.append(o);
            }
            list.append(QJsonObject{ { u"kyoku"_s, d.kyoku }, { u"step"_s, d.step },
                    { u"seat"_s, d.seat }, { u"tile"_s, code(d.tile) },
                    { u"known"_s, d.played >= 0 }, { u"options"_s, options } });
        }
    }
    return list;
}

// Every decision of the game (of `seat`, or all seats when -1), in game order.
Result<QJsonArray> allDecisions(const game::Record &record, int seat, const Settings &settings)
{
    QJsonArray list;
    game::Replay replay(record);
    for (int k = 0; k < replay.kyokuCount(); ++k) {
        for (int step = 0; step < replay.reachableSteps(k); ++step) {
            if (replay.seek(k, step))
                break;
            const game::TableState &s = replay.state();
            if (s.ended || s.phase != game::TableState::Phase::Discard
                    || (seat >= 0 && s.turn != seat))
                continue;
            auto one = decisionJson(record, s, settings);
            if (!one)
                return one.error();
            list.append(*one);
        }
    }
    return list;
}

std::optional<int> readSettings(const CommandLine &cl, Settings &settings)
{
    settings.withEv = !cl.isSet(u"no-ev"_s);
    settings.features = cl.isSet(u"features"_s);
    if (cl.isSet(u"turns"_s)) {
        bool ok = false;
        settings.ev.turns = cl.value(u"turns"_s).toInt(&ok);
        if (!ok || settings.ev.turns < 0 || settings.ev.turns > 30)
            return kUsage.report(Tr::tr("--turns takes a number of draws from 0 to 30"));
    }
    const QString riichi = cl.value(u"riichi"_s);
    if (riichi == u"always"_s)
        settings.ev.riichi = insight::RiichiPolicy::Always;
    else if (riichi == u"never"_s)
        settings.ev.riichi = insight::RiichiPolicy::Never;
    else if (!riichi.isEmpty() && riichi != u"best"_s)
        return kUsage.report(Tr::tr("--riichi takes best, always or never"));
    return std::nullopt;
}

std::optional<int> number(const CommandLine &cl, const QString &name, int limit, int &value)
{
    if (!cl.isSet(name))
        return std::nullopt;
    bool ok = false;
    value = cl.value(name).toInt(&ok);
    if (!ok || value < 0 || value >= limit)
        return kUsage.report(Tr::tr("--%1 takes a number from 0 to %2").arg(name).arg(limit - 1));
    return std::nullopt;
}

} // namespace

int runAnalyze(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"kyoku"_s }, true }, { { u"step"_s }, true },
        { { u"seat"_s }, true }, { { u"turns"_s }, true }, { { u"riichi"_s }, true },
        { { u"no-ev"_s } }, { { u"features"_s } }, { { u"deal-ins"_s } } };
    if (auto status = cl.parse(args, kUsage))
        return *status;
    if (cl.positional().size() != 1)
        return kUsage.report(Tr::tr("give one record file"));
    Settings settings;
    if (auto status = readSettings(cl, settings))
        return *status;
    auto record = formats::readRecordFile(cl.positional().front());
    if (!record)
        return kUsage.fail(record.error().message);
    int kyoku = -1, step = -1, seat = -1;
    const int kyokuCount = static_cast<int>(record->kyoku.size());
    for (auto [name, limit, value] : { std::tuple{ u"kyoku"_s, kyokuCount, &kyoku },
                 std::tuple{ u"step"_s, 100000, &step }, std::tuple{ u"seat"_s, 4, &seat } }) {
        if (auto status = number(cl, name, limit, *value))
            return *status;
    }
    if ((kyoku >= 0) != (step >= 0))
        return kUsage.report(Tr::tr("--kyoku and --step go together"));

    QJsonObject result{ { u"deal_ins"_s, dealInsJson(*record) } };
    if (cl.isSet(u"deal-ins"_s)) {
        // Only the deal-ins.
    } else if (kyoku >= 0) {
        game::Replay replay(*record);
        if (auto error = replay.seek(kyoku, step))
            return kUsage.fail(error->message);
        const game::TableState &s = replay.state();
        if (s.ended || s.phase != game::TableState::Phase::Discard)
            return kUsage.fail("kyoku " + std::to_string(kyoku) + " step " + std::to_string(step)
                    + ": nobody holds 14 tiles to discard here");
        auto one = decisionJson(*record, s, settings);
        if (!one)
            return kUsage.fail(one.error().message);
        result.insert(u"decision"_s, *one);
    } else {
        auto all = allDecisions(*record, seat, settings);
        if (!all)
            return kUsage.fail(all.error().message);
        result.insert(u"decisions"_s, *all);
        auto calls = allCallDecisions(*record, seat, settings.features);
        if (!calls)
            return kUsage.fail(calls.error().message);
        result.insert(u"calls"_s, *calls);
    }
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace haifu::cli
