#pragma once

// Review reports of the mjai-reviewer shape (formats/reviewreport.h) made for the tests from a
// real record: the reviewed seat's decisions after each of its draws (a discard, or a riichi and
// its discard as two entries), every discard of the hand among the actions, figures made up from
// a seed. Real reports (../shared/reviews) are read at test time only; these are the project's own.

#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "game/replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <random>

namespace haifu::test {

struct FixtureOptions
{
    int seat = 0;
    unsigned seed = 1;
    double agreeRate = 0.75; // how often the engine's choice is the played action
    int maxKyoku = 1000; // review only the first hands
    QString playerName; // not empty: the reviewed seat's name in the report's game
};

inline QJsonObject fixtureDahai(int seat, const rules::Tile &t, bool tsumogiri)
{
    return QJsonObject{ { QStringLiteral("type"), QStringLiteral("dahai") },
        { QStringLiteral("actor"), seat }, { QStringLiteral("pai"), formats::detail::mjaiName(t) },
        { QStringLiteral("tsumogiri"), tsumogiri } };
}

// One entry of a report: the seat's decision after its draw of `tile` holding `tehai`.
inline QJsonObject fixtureEntry(int seat, int junme, int tilesLeft, const QString &tile,
        const QJsonArray &tehai, bool atSelfRiichi, const QJsonObject &expected,
        const QJsonObject &actual, bool equal, const QJsonArray &details, int actualIndex)
{
    return QJsonObject{ { QStringLiteral("junme"), junme },
        { QStringLiteral("tiles_left"), tilesLeft }, { QStringLiteral("last_actor"), seat },
        { QStringLiteral("tile"), tile },
        { QStringLiteral("state"),
                QJsonObject{ { QStringLiteral("tehai"), tehai },
                        { QStringLiteral("fuuros"), QJsonArray() } } },
        { QStringLiteral("at_self_chi_pon"), false },
        { QStringLiteral("at_self_riichi"), atSelfRiichi },
        { QStringLiteral("at_opponent_kakan"), false }, { QStringLiteral("expected"), expected },
        { QStringLiteral("actual"), actual }, { QStringLiteral("is_equal"), equal },
        { QStringLiteral("details"), details }, { QStringLiteral("actual_index"), actualIndex } };
}

// The report, or an empty array when the record cannot be written as MJAI or replayed.
inline QByteArray makeReviewReport(const game::Record &record, const FixtureOptions &o)
{
    using game::EventType;
    const auto lines = formats::writeMjai(record);
    if (!lines)
        return {};
    QJsonArray log;
    for (const QByteArray &line : lines->split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonObject event = QJsonDocument::fromJson(line).object();
        if (!o.playerName.isEmpty()
                && event.value(QStringLiteral("type")).toString() == QStringLiteral("start_game")) {
            QJsonArray names = event.value(QStringLiteral("names")).toArray();
            if (o.seat < names.size())
                names[o.seat] = o.playerName;
            event.insert(QStringLiteral("names"), names);
        }
        log.append(event);
    }
    std::mt19937 rng(o.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QJsonArray kyokus;
    int reviewed = 0;
    int matches = 0;
    double scoreSum = 0;
    const int seat = o.seat;
    const auto name = [](const rules::Tile &t) { return formats::detail::mjaiName(t); };
    for (int k = 0; k < int(record.kyoku.size()) && k < o.maxKyoku; ++k) {
        const game::Kyoku &kyoku = record.kyoku[std::size_t(k)];
        auto state = game::dealState(record, k);
        if (!state)
            return {};
        QJsonArray entries;
        for (std::size_t i = 0; i < kyoku.events.size(); ++i) {
            const game::Event &e = kyoku.events[i];
            const game::PlayerState &p = state->player(seat);
            if (e.type == EventType::Discard && e.seat == seat && p.drawn && !p.inRiichi()) {
                // The hand's distinct tiles as discards, the played one among them.
                std::vector<rules::Tile> kinds;
                for (const rules::Tile &t : p.closed) {
                    if (std::find(kinds.begin(), kinds.end(), t) == kinds.end())
                        kinds.push_back(t);
                }
                struct Option
                {
                    QJsonObject action;
                    double q;
                    bool played;
                };
                std::vector<Option> options;
                for (const rules::Tile &t : kinds) {
                    const bool played = t == e.tile && !e.riichi;
                    options.push_back({ fixtureDahai(seat, t, t == *p.drawn), -unit(rng), played });
                }
                if (e.riichi) {
                    options.push_back(
                            { QJsonObject{ { QStringLiteral("type"), QStringLiteral("reach") },
                                      { QStringLiteral("actor"), seat } },
                                    -unit(rng), true });
                }
                auto played = std::find_if(
                        options.begin(), options.end(), [](const Option &x) { return x.played; });
                const bool agree = unit(rng) < o.agreeRate;
                if (agree) {
                    played->q = 0.05;
                } else {
                    auto best = std::find_if(options.begin(), options.end(),
                            [](const Option &x) { return !x.played; });
                    if (best != options.end())
                        best->q = 0.05;
                }
                std::sort(options.begin(), options.end(),
                        [](const Option &a, const Option &b) { return a.q > b.q; });
                double z = 0;
                for (const Option &x : options)
                    z += std::exp(x.q / 0.1);
                QJsonArray details;
                int actualIndex = 0;
                double low = options.back().q;
                double high = options.front().q;
                for (std::size_t j = 0; j < options.size(); ++j) {
                    details.append(QJsonObject{ { QStringLiteral("action"), options[j].action },
                            { QStringLiteral("q_value"), options[j].q },
                            { QStringLiteral("prob"), std::exp(options[j].q / 0.1) / z } });
                    if (options[j].played)
                        actualIndex = int(j);
                }
                const bool equal = actualIndex == 0;
                QJsonArray tehai;
                for (const rules::Tile &t : p.closed)
                    tehai.append(name(t));
                const QJsonObject actual = options[std::size_t(actualIndex)].action;
                entries.append(fixtureEntry(seat, p.discards + 1, state->liveWall, name(*p.drawn),
                        tehai, false, options.front().action, actual, equal, details, actualIndex));
                ++reviewed;
                matches += equal ? 1 : 0;
                scoreSum += high > low ? (options[std::size_t(actualIndex)].q - low) / (high - low)
                                       : 1.0;
                if (e.riichi) {
                    // The riichi's discard: the played tile, the engine agreeing.
                    const QJsonObject dahai = fixtureDahai(seat, e.tile, e.tsumogiri);
                    QJsonArray riichiDetails{ QJsonObject{ { QStringLiteral("action"), dahai },
                            { QStringLiteral("q_value"), 0.0 }, { QStringLiteral("prob"), 1.0 } } };
                    entries.append(fixtureEntry(seat, p.discards + 1, state->liveWall,
                            name(*p.drawn), tehai, true, dahai, dahai, true, riichiDetails, 0));
                    ++reviewed;
                    ++matches;
                    scoreSum += 1.0;
                }
            }
            if (game::applyNext(*state, record))
                return {};
        }
        kyokus.append(QJsonObject{ { QStringLiteral("kyoku"), kyoku.round },
                { QStringLiteral("honba"), kyoku.honba }, { QStringLiteral("entries"), entries } });
    }
    const double mean = reviewed > 0 ? scoreSum / reviewed : 1.0;
    const QJsonObject review{ { QStringLiteral("total_reviewed"), reviewed },
        { QStringLiteral("total_matches"), matches }, { QStringLiteral("rating"), mean * mean },
        { QStringLiteral("temperature"), 0.1 }, { QStringLiteral("kyokus"), kyokus },
        { QStringLiteral("model_tag"), QStringLiteral("fixture-model") } };
    const QJsonObject root{ { QStringLiteral("engine"), QStringLiteral("Mortal") },
        { QStringLiteral("version"), QStringLiteral("fixture") },
        { QStringLiteral("player_id"), seat }, { QStringLiteral("review"), review },
        { QStringLiteral("mjai_log"), log } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace haifu::test
