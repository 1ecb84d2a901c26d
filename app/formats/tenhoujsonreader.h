#pragma once

#include "formats/formatscommon.h"
#include "rules/ruleset.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

// The tenhou.net/6 JSON reader (recordio.h readTenhouJson): the header and the columns of a hand
// in tenhoujsonreader.cpp, the move order rebuilt from the columns in tenhoujsonevents.cpp, the
// end of a hand and its scores in tenhoujsonresult.cpp. Not part of the formats API.
namespace haifu::formats::tenhoujson {

// One entry of a take column (index 5, 8, 11, 14).
struct Take
{
    enum Kind : std::uint8_t { Draw, Chi, Pon, Minkan } kind = Draw;
    Tile tile; // drawn or claimed
    int rel = 0; // claimed from: relative position 1 shimocha, 2 toimen, 3 kamicha
    std::vector<Tile> own;
};

// One entry of a discard column (index 6, 9, 12, 15).
struct Discard
{
    enum Kind : std::uint8_t { Tile_, Tsumogiri, Kakan, Ankan, Nuki, Placeholder } kind = Tile_;
    Tile tile;
    bool riichi = false;
    std::vector<Tile> others; // kakan: the pon tiles; ankan: all four
};

struct SeatColumns
{
    std::vector<Tile> haipai;
    std::vector<Take> takes;
    std::vector<Discard> discards;
};

// The ruleset a header gives by its label and counts alone (ref, rule.disp, the red fives, the
// player count), before the rule object's options; and whether it is a Mahjong Soul record.
struct HeaderRules
{
    rules::Ruleset ruleset;
    bool majsoul = false;
};
[[nodiscard]] HeaderRules headerRules(const QJsonObject &root, int playerCount);
// Applies the rule object's keys that name an engine rule option ("kiriage_mangan": true,
// "honba_value": 1500); the message naming the key when a value is refused.
[[nodiscard]] std::optional<QString> applyRuleOptions(const QJsonObject &rule, rules::Ruleset &r);

class JsonReader
{
public:
    JsonReader(const QByteArray &data, const QString &source) : m_data(data), m_ctx(source) { }
    Result<game::Record> read();

private:
    std::optional<Error> header(const QJsonObject &root);
    std::optional<Error> kyoku(int index, const QJsonArray &entry);
    std::optional<Error> columns(int seat, const QJsonArray &entry, SeatColumns &cols);
    std::optional<Error> interleave(game::Kyoku &k, std::array<SeatColumns, 4> &cols,
            const std::vector<Tile> &doras, const std::optional<game::DrawKind> &endKind);
    std::optional<Error> result(
            game::Kyoku &k, const QJsonArray &result, const std::vector<Tile> &ura, int doraCount);
    std::optional<Error> readDeltas(const QJsonValue &v, std::array<int, 4> &out) const;
    std::optional<Error> winYaku(game::WinResult &w, const QJsonArray &detail);
    std::optional<Error> winScore(game::WinResult &w, const QString &text, bool tsumo, bool dealer);
    std::optional<Error> drawResult(game::Kyoku &k, const QJsonArray &res, const QString &label,
            game::DrawKind kind, std::array<int, 4> &total);
    std::optional<Error> readTiles(const QJsonValue &value, const QString &what,
            std::vector<Tile> &out, bool allowEmpty = true);
    Error fail(const QString &message) const { return m_ctx.error(message); }
    void warn(const QString &message) { m_ctx.warn(m_record, message); }
    std::optional<Error> connections(const QJsonArray &connection);

    const QByteArray &m_data;
    ErrorContext m_ctx;
    game::Record m_record;
    bool m_majsoul = false;
    int m_searchSteps = 0; // interleave() steps over the whole record
};

} // namespace haifu::formats::tenhoujson
