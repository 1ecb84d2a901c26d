#include "storage/gamefacts.h"

#include "formats/clubledger.h"

#include "game/replay.h"
#include "rules/ruleset.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

// Every option of the ruleset, without its name: equal options are one row of `rulesets`.
QString rulesetJson(const rules::Ruleset &ruleset)
{
    QJsonObject o = formats::rulesetToJson(ruleset);
    o.remove(u"preset"_s);
    o.remove(u"name"_s);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// Placements from final scores: higher score first, ties to the lower seat.
std::array<int, 4> placements(const std::array<int, 4> &scores, int players)
{
    std::array<int, 4> order{};
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.begin() + players,
            [&](int a, int b) { return scores[std::size_t(a)] > scores[std::size_t(b)]; });
    std::array<int, 4> place{};
    for (int i = 0; i < players; ++i)
        place[std::size_t(order[std::size_t(i)])] = i + 1;
    return place;
}

} // namespace

QString recordFormatName(game::RecordFormat format)
{
    switch (format) {
    case game::RecordFormat::TenhouXml: return u"tenhou-xml"_s;
    case game::RecordFormat::TenhouJson: return u"tenhou-json"_s;
    case game::RecordFormat::Mjai: return u"mjai"_s;
    case game::RecordFormat::Haifu: return u"haifu"_s;
    case game::RecordFormat::Unknown: break;
    }
    return u"unknown"_s;
}

QString gameFingerprint(const game::Record &record)
{
    // A compact byte string of the content, then SHA-256 (128 bits kept, as hex).
    QByteArray content;
    content.reserve(int(record.kyoku.size()) * 64 + 8);
    content.append(char(record.playerCount));
    for (const game::Kyoku &kyoku : record.kyoku) {
        content.append('K');
        content.append(char(kyoku.round));
        content.append(char(kyoku.honba & 0x7f));
        content.append(char(kyoku.dealer));
        for (int seat = 0; seat < record.playerCount; ++seat) {
            std::array<std::uint8_t, 14> kinds{};
            const auto &hand = kyoku.hands[std::size_t(seat)];
            const std::size_t n = std::min(hand.size(), kinds.size());
            for (std::size_t i = 0; i < n; ++i)
                kinds[i] = hand[i].kind;
            std::sort(kinds.begin(), kinds.begin() + std::ptrdiff_t(n));
            content.append('H');
            content.append(reinterpret_cast<const char *>(kinds.data()), qsizetype(n));
        }
        content.append('D');
        for (const rules::Tile &tile : kyoku.doraIndicators)
            content.append(char(tile.kind));
    }
    return QString::fromLatin1(
            QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(32));
}

QString gameSource(const game::Record &record)
{
    static const QRegularExpression tenhouId(u"^\\d{10}gm-[0-9a-f]{4}-\\d{4}-[0-9a-f]{8}$"_s);
    const QString id = str(record.id);
    if (tenhouId.match(id).hasMatch())
        return u"tenhou"_s;
    switch (record.format) {
    case game::RecordFormat::TenhouJson:
        // tenhou.net/6 JSON that is not a Tenhou log: a Mahjong Soul conversion (tensoul).
        return id.isEmpty() ? u"tenhou-json"_s : u"mahjongsoul"_s;
    case game::RecordFormat::TenhouXml: return u"tenhou"_s;
    case game::RecordFormat::Mjai: return u"mjai"_s;
    case game::RecordFormat::Haifu: return u"haifu"_s;
    case game::RecordFormat::Unknown: break;
    }
    return QString();
}

GameFacts gameFacts(const game::Record &record, bool replay)
{
    GameFacts facts;
    facts.fingerprint = gameFingerprint(record);
    facts.sourceId = str(record.id);
    facts.format = recordFormatName(record.format);
    facts.source = gameSource(record);
    facts.lobby = str(record.lobby);
    facts.title = str(record.title);
    facts.playedAt = str(record.date);
    facts.playerCount = std::clamp(record.playerCount, 2, 4);
    facts.ruleset = str(record.ruleset.name);
    facts.rulesetOptions = rulesetJson(record.ruleset);
    facts.kyokuCount = int(record.kyoku.size());
    facts.length = record.ruleset.length == rules::GameLength::EastOnly ? 1 : 2;
    facts.hasFinal = record.hasFinal;
    // The replay checks every event against the table and counts the seats' play on the way.
    std::array<game::PlayCounts, 4> play{};
    if (replay) {
        auto counted = game::countPlayAll(record);
        if (counted) {
            play = std::move(*counted);
            facts.playCounted = true;
        } else {
            facts.replayOk = false;
            facts.replayError = str(counted.error().message);
        }
    }

    const int players = facts.playerCount;
    for (int seat = 0; seat < players; ++seat) {
        SeatFacts &s = facts.seats[std::size_t(seat)];
        const game::Player &p = record.players[std::size_t(seat)];
        s.name = str(p.name);
        s.rank = str(p.rank);
        s.rating = p.rating;
        s.kyokuPlayed = facts.kyokuCount;
    }

    // Final scores and placements: the recorded result, else the scores after the last hand.
    std::optional<std::array<int, 4>> scores;
    if (record.hasFinal)
        scores = record.finalScores;
    else if (!record.kyoku.empty() && record.kyoku.back().hasEndScores)
        scores = record.kyoku.back().endScores;
    if (scores) {
        const std::array<int, 4> place = placements(*scores, players);
        for (int seat = 0; seat < players; ++seat) {
            SeatFacts &s = facts.seats[std::size_t(seat)];
            s.finalScore = (*scores)[std::size_t(seat)];
            s.placement = place[std::size_t(seat)];
            if (record.hasFinalPoints)
                s.finalPoints = record.finalPoints[std::size_t(seat)];
        }
    }

    for (int k = 0; k < facts.kyokuCount; ++k) {
        const game::Kyoku &kyoku = record.kyoku[std::size_t(k)];
        std::array<bool, 4> riichi{};
        std::array<bool, 4> called{};
        for (const game::Event &event : kyoku.events) {
            if (event.seat < 0 || event.seat >= players)
                continue;
            if (event.type == game::EventType::Discard && event.riichi)
                riichi[std::size_t(event.seat)] = true;
            else if (event.type == game::EventType::Call)
                called[std::size_t(event.seat)] = true;
        }
        for (int seat = 0; seat < players; ++seat) {
            facts.seats[std::size_t(seat)].riichi += riichi[std::size_t(seat)] ? 1 : 0;
            facts.seats[std::size_t(seat)].calledHands += called[std::size_t(seat)] ? 1 : 0;
        }
        for (int w = 0; w < int(kyoku.wins.size()); ++w) {
            const game::WinResult &win = kyoku.wins[std::size_t(w)];
            if (win.winner < 0 || win.winner >= players)
                continue;
            WinFacts wf;
            wf.kyoku = k;
            wf.index = w;
            wf.winner = win.winner;
            wf.from = (win.from >= 0 && win.from < players) ? win.from : win.winner;
            wf.han = win.han;
            wf.fu = win.fu;
            wf.yakuman = win.yakuman;
            wf.points = win.points;
            wf.yaku.reserve(win.yaku.size());
            for (const auto &[key, han] : win.yaku)
                wf.yaku.emplace_back(str(key), han);
            SeatFacts &winner = facts.seats[std::size_t(wf.winner)];
            ++winner.wins;
            winner.winPoints += win.points;
            if (wf.from == wf.winner) {
                ++winner.tsumoWins;
            } else {
                SeatFacts &loser = facts.seats[std::size_t(wf.from)];
                ++loser.dealIns;
                loser.dealInPoints += win.points;
            }
            facts.wins.push_back(std::move(wf));
        }
    }
    if (facts.playCounted) {
        for (int seat = 0; seat < players; ++seat)
            facts.seats[std::size_t(seat)].play = std::move(play[std::size_t(seat)]);
    }
    return facts;
}

game::PlayCounts SeatFacts::storedPlay(bool counted) const
{
    if (counted)
        return play;
    game::PlayCounts results;
    results.hands = kyokuPlayed;
    results.wins = wins;
    results.tsumoWins = tsumoWins;
    results.winPoints = winPoints;
    results.dealIns = dealIns;
    results.dealInPoints = dealInPoints;
    results.riichi = riichi;
    results.calledHands = calledHands;
    return results;
}

} // namespace haifu::storage
