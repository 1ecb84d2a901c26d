#include "formats/draftjson.h"
#include "rules/byseat.h"

#include <QJsonArray>

namespace haifu::formats {

namespace {

QString tilesText(const std::vector<rules::Tile> &tiles)
{
    return QString::fromStdString(rules::formatTiles(tiles));
}

QJsonArray intArray(const std::array<int, 4> &values, int count)
{
    QJsonArray a;
    for (int i = 0; i < count; ++i)
        a.append(values[static_cast<std::size_t>(i)]);
    return a;
}

Error atField(Error e, const QString &field)
{
    return std::move(e).at(ErrorCode::AtField, { field.toStdString() });
}

Result<std::vector<rules::Tile>> tilesOf(const QJsonValue &v, const QString &field)
{
    if (v.isUndefined() || v.toString().trimmed().isEmpty())
        return std::vector<rules::Tile>{};
    auto tiles = rules::parseTiles(v.toString().toStdString());
    if (!tiles)
        return atField(std::move(tiles).error(), field);
    return tiles;
}

std::optional<Error> readKyoku(const QJsonObject &o, int players, game::KyokuDraft &k)
{
    k.round = o.value(QStringLiteral("round")).toInt(k.round);
    k.honba = o.value(QStringLiteral("honba")).toInt(k.honba);
    k.riichiSticks = o.value(QStringLiteral("deposits")).toInt(k.riichiSticks);
    k.dealer = o.value(QStringLiteral("dealer")).toInt(k.dealer);
    const QJsonArray scores = o.value(QStringLiteral("scores")).toArray();
    for (int s = 0; s < 4 && s < scores.size(); ++s)
        bySeat(k.startScores, s) = scores.at(s).toInt();
    const QJsonArray hands = o.value(QStringLiteral("hands")).toArray();
    for (int s = 0; s < players && s < hands.size(); ++s) {
        auto tiles = tilesOf(hands.at(s), QStringLiteral("hands[%1]").arg(s));
        if (!tiles)
            return tiles.error();
        bySeat(k.hands, s) = std::move(*tiles);
    }
    for (const auto &[field, target] : { std::pair{ QStringLiteral("dora"), &k.dora },
                 std::pair{ QStringLiteral("ura"), &k.ura } }) {
        if (!o.contains(field))
            continue;
        auto tiles = tilesOf(o.value(field), field);
        if (!tiles)
            return tiles.error();
        *target = std::move(*tiles);
    }
    if (o.contains(QStringLiteral("moves"))) {
        const QString text = o.value(QStringLiteral("moves")).toString();
        if (text.size() > game::kMaxDraftMoves * 16)
            return Error::of(ErrorCode::DraftTooLong,
                    { std::to_string(text.size() / 16), std::to_string(game::kMaxDraftMoves) });
        auto moves = game::parseActions(text.toStdString());
        if (!moves)
            return atField(std::move(moves).error(), QStringLiteral("moves"));
        k.moves = std::move(*moves);
    }
    return std::nullopt;
}

} // namespace

QJsonObject draftToJson(const game::RecordDraft &draft)
{
    const int n = draft.game.playerCount == 3 ? 3 : 4;
    QJsonArray players;
    for (int s = 0; s < n; ++s)
        players.append(QString::fromStdString(bySeat(draft.game.players, s).name));
    QJsonArray kyoku;
    for (const game::KyokuDraft &k : draft.kyoku) {
        QJsonArray hands;
        for (int s = 0; s < n; ++s)
            hands.append(QString::fromStdString(rules::formatSorted(bySeat(k.hands, s))));
        kyoku.append(QJsonObject{ { QStringLiteral("round"), k.round },
                { QStringLiteral("honba"), k.honba },
                { QStringLiteral("deposits"), k.riichiSticks },
                { QStringLiteral("dealer"), k.dealer },
                { QStringLiteral("scores"), intArray(k.startScores, n) },
                { QStringLiteral("hands"), hands }, { QStringLiteral("dora"), tilesText(k.dora) },
                { QStringLiteral("ura"), tilesText(k.ura) },
                { QStringLiteral("moves"), QString::fromStdString(game::actionsText(k.moves)) } });
    }
    return QJsonObject{ { QStringLiteral("players"), players },
        { QStringLiteral("playerCount"), n },
        { QStringLiteral("rules"), QString::fromStdString(draft.game.ruleset.name) },
        { QStringLiteral("kyoku"), kyoku } };
}

Result<game::RecordDraft> draftFromJson(const QJsonObject &json, game::RecordDraft base)
{
    game::RecordDraft d = std::move(base);
    if (json.contains(QStringLiteral("rules"))) {
        const std::string name = json.value(QStringLiteral("rules")).toString().toStdString();
        if (name != d.game.ruleset.name) {
            auto rules = rules::presetRuleset(name);
            if (!rules)
                return atField(std::move(rules).error(), QStringLiteral("rules"));
            d.game.ruleset = *rules;
        }
    }
    d.game.playerCount = json.value(QStringLiteral("playerCount")).toInt(d.game.playerCount);
    if (d.game.playerCount != 3 && d.game.playerCount != 4)
        return atField(
                Error::of(ErrorCode::DraftPlayerCount, { std::to_string(d.game.playerCount) }),
                QStringLiteral("playerCount"));
    d.game.ruleset.players = d.game.playerCount;
    const QJsonArray players = json.value(QStringLiteral("players")).toArray();
    for (int s = 0; s < 4 && s < players.size(); ++s)
        bySeat(d.game.players, s).name = players.at(s).toString().toStdString();
    if (!json.contains(QStringLiteral("kyoku")))
        return d;
    const QJsonArray kyoku = json.value(QStringLiteral("kyoku")).toArray();
    if (kyoku.size() > game::kMaxDraftKyoku)
        return Error::of(ErrorCode::DraftTooManyKyoku,
                { std::to_string(kyoku.size()), std::to_string(game::kMaxDraftKyoku) });
    d.kyoku.resize(static_cast<std::size_t>(kyoku.size()));
    for (int i = 0; i < kyoku.size(); ++i) {
        if (auto error = readKyoku(kyoku.at(i).toObject(), d.game.playerCount,
                    d.kyoku[static_cast<std::size_t>(i)]))
            return atField(std::move(*error), QStringLiteral("kyoku[%1]").arg(i));
    }
    return d;
}

} // namespace haifu::formats
