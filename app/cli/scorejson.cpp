#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "formats/clubledger.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <deque>
#include <string>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

std::string_view groupSource(const rules::Group &g)
{
    if (g.declared)
        return rules::meldKindName(g.meldKind);
    return "closed";
}

// fu_details: every fu item with its reason and the pair, wait or group it comes from.
void writeFuDetails(JsonWriter &out, const rules::HandValue &v)
{
    out.StartArray();
    for (const rules::FuItem &f : v.fuItems) {
        out.StartObject();
        writeInt(out, "fu", int(f.fu));
        writeMember(out, "reason", rules::fuReasonKey(f.reason));
        switch (f.reason) {
        case rules::FuReason::Pair:
            writeMember(out, "tile", rules::kindToString(f.tile));
            writeMember(out, "kind", rules::pairFuKindKey(rules::PairFuKind(f.detail)));
            break;
        case rules::FuReason::Wait:
            writeMember(out, "wait", rules::waitKindName(rules::WaitKind(f.detail)));
            writeMember(out, "tile", rules::kindToString(f.tile));
            break;
        case rules::FuReason::Meld: {
            const rules::Group &g = v.reading.groups[static_cast<std::size_t>(f.group)];
            writeMember(out, "meld", rules::meldFuKindKey(rules::MeldFuKind(f.detail)));
            writeMember(out, "tiles", rules::groupToString(g));
            writeMember(out, "from", groupSource(g));
            if (f.byRon)
                writeBool(out, "completed_by_ron", true);
            break;
        }
        default: break;
        }
        out.EndObject();
    }
    out.EndArray();
}

} // namespace

Result<bool> boolField(const JsonValue &o, std::string_view field)
{
    const JsonValue *v = member(o, field);
    if (isAbsent(v))
        return false;
    if (!v->IsBool())
        return Error{ std::string(field) + ": must be true or false" };
    return v->GetBool();
}

Result<int> intField(const JsonValue &o, std::string_view field, int fallback)
{
    const JsonValue *v = member(o, field);
    if (isAbsent(v))
        return fallback;
    const double d = v->IsNumber() ? v->GetDouble() : -1;
    if (d != std::floor(d) || d < 0 || d > 1000)
        return Error{ std::string(field) + ": must be a whole number from 0 to 1000" };
    return int(d);
}

Result<std::vector<rules::Tile>> tilesField(const JsonValue &o, std::string_view field)
{
    const JsonValue *v = member(o, field);
    if (isAbsent(v))
        return std::vector<rules::Tile>{};
    if (!v->IsString())
        return Error{ std::string(field) + ": must be a string of tiles" };
    auto tiles = rules::parseTiles(stringOf(v));
    if (!tiles)
        return Error{ std::string(field) + ": " + tiles.error().message };
    return tiles;
}

Result<rules::TileKind> windField(const JsonValue &o, std::string_view field)
{
    const JsonValue *v = member(o, field);
    if (isAbsent(v))
        return rules::kinds::East;
    const std::string_view s = stringOf(v);
    const std::size_t i = s.size() == 1 ? std::string_view("ESWN").find(s[0]) : s.npos;
    if (i == s.npos) {
        // Also accept 1z..4z.
        auto tile = rules::parseTile(s);
        if (tile && rules::isWind(tile->kind))
            return tile->kind;
        return Error{ std::string(field) + ": must be \"E\", \"S\", \"W\" or \"N\"" };
    }
    return static_cast<rules::TileKind>(rules::kinds::East + int(i));
}

Result<rules::Situation> situationFromJson(const JsonValue &o, bool readTsumo)
{
    rules::Situation s;
    struct Flag
    {
        std::string_view name;
        bool rules::Situation::*member;
    };
    static constexpr Flag kFlags[] = { { "riichi", &rules::Situation::riichi },
        { "double_riichi", &rules::Situation::doubleRiichi },
        { "ippatsu", &rules::Situation::ippatsu }, { "haitei", &rules::Situation::haitei },
        { "houtei", &rules::Situation::houtei }, { "rinshan", &rules::Situation::rinshan },
        { "chankan", &rules::Situation::chankan }, { "tenhou", &rules::Situation::tenhou },
        { "chiihou", &rules::Situation::chiihou }, { "renhou", &rules::Situation::renhou } };
    if (readTsumo) {
        if (auto error = take(boolField(o, "tsumo"), s.tsumo))
            return *error;
    }
    for (const Flag &f : kFlags) {
        auto b = boolField(o, f.name);
        if (!b)
            return b.error();
        s.*f.member = *b;
    }
    if (auto error = take(windField(o, "seat_wind"), s.seatWind))
        return *error;
    if (auto error = take(windField(o, "round_wind"), s.roundWind))
        return *error;
    if (auto error = take(tilesField(o, "dora_indicators"), s.doraIndicators))
        return *error;
    if (auto error = take(tilesField(o, "ura_indicators"), s.uraIndicators))
        return *error;
    using Counter = std::pair<std::string_view, int rules::Situation::*>;
    for (auto [name, member] : { Counter{ "honba", &rules::Situation::honba },
                 Counter{ "riichi_sticks", &rules::Situation::riichiSticks },
                 Counter{ "north_bonus", &rules::Situation::northBonus } }) {
        auto n = intField(o, name);
        if (!n)
            return n.error();
        s.*member = *n;
    }
    return s;
}

QJsonValue optionJson(const rules::OptionValue &value)
{
    if (auto b = std::get_if<bool>(&value))
        return *b;
    if (auto n = std::get_if<int>(&value))
        return *n;
    if (auto s = std::get_if<std::string>(&value))
        return QString::fromStdString(*s);
    QJsonArray list;
    for (int x : std::get<std::vector<int>>(value))
        list.append(x);
    return list;
}

Result<rules::OptionValue> optionValueFromText(const QString &text)
{
    if (text == u"true"_s)
        return rules::OptionValue(true);
    if (text == u"false"_s)
        return rules::OptionValue(false);
    bool ok = false;
    const int i = text.toInt(&ok);
    if (ok)
        return rules::OptionValue(i);
    if (text.startsWith(u'[') && text.endsWith(u']')) {
        std::vector<int> list;
        for (const QString &part : text.mid(1, text.size() - 2).split(u',', Qt::SkipEmptyParts)) {
            const int v = part.trimmed().toInt(&ok);
            if (!ok)
                return Error{ "'" + text.toStdString() + "' is not a list of integers" };
            list.push_back(v);
        }
        return rules::OptionValue(list);
    }
    return rules::OptionValue(text.toStdString());
}

Result<const rules::Ruleset *> rulesFromJson(const JsonValue &o)
{
    // Building a ruleset (through formats::rulesetFromJson, which also reads club ledgers)
    // costs more than scoring a hand; input lines nearly always repeat the same "rules".
    struct Cached
    {
        std::string key;
        Result<rules::Ruleset> ruleset;
    };
    static std::deque<Cached> cache;
    static rapidjson::StringBuffer key;
    key.Clear();
    const JsonValue *value = member(o, "rules");
    if (!isAbsent(value)) {
        JsonWriter writer(key);
        value->Accept(writer);
    }
    const std::string_view text(key.GetString(), key.GetSize());
    auto it = std::find_if(
            cache.begin(), cache.end(), [&](const Cached &c) { return c.key == text; });
    if (it == cache.end()) {
        if (cache.size() >= 16)
            cache.pop_front();
        cache.push_back({ std::string(text),
                formats::rulesetFromJson(value ? toQtJson(*value) : QJsonValue()) });
        it = cache.end() - 1;
    }
    if (!it->ruleset)
        return it->ruleset.error();
    return &*it->ruleset;
}

void writePayments(JsonWriter &out, const rules::Payments &p)
{
    out.StartObject();
    if (!p.tsumo) {
        writeInt(out, "ron", p.ron);
    } else if (p.dealer) {
        writeInt(out, "tsumo_each", p.tsumoEach);
    } else {
        writeInt(out, "tsumo_dealer", p.tsumoDealer);
        writeInt(out, "tsumo_non_dealer", p.tsumoNonDealer);
    }
    out.EndObject();
}

namespace {

// [{"key":…,"han":…},…]: every yaku of the hand with the han it gives.
void writeYaku(JsonWriter &out, const rules::HandValue &value)
{
    out.StartArray();
    for (const rules::YakuHan &y : value.yaku) {
        out.StartObject();
        writeMember(out, "key", rules::yakuKey(y.yaku));
        writeInt(out, "han", int(y.han));
        out.EndObject();
    }
    out.EndArray();
}

} // namespace

int jsonHan(const rules::HandValue &value)
{
    if (value.yakumanMultiple == 0)
        return value.han;
    int han = 0;
    for (const rules::YakuHan &y : value.yaku)
        han += int(y.han);
    return han;
}

void writeScoreResult(JsonWriter &out, const rules::ScoreResult &result)
{
    const rules::HandValue &v = result.value;
    writeKey(out, "decomposition");
    out.StartArray();
    for (const std::string &g : rules::decompositionStrings(v.reading))
        writeString(out, g);
    out.EndArray();
    writeMember(out, "wait", rules::waitKindName(v.reading.wait));
    writeMember(out, "shape", rules::shapeName(v.reading.shape));
    if (result.status == rules::ScoreStatus::Win)
        writeWinValue(out, result, true);
}

void writeWinValue(JsonWriter &out, const rules::ScoreResult &result, bool details)
{
    const rules::HandValue &v = result.value;
    writeInt(out, "han", jsonHan(v));
    writeInt(out, "fu", v.fu);
    if (details) {
        writeInt(out, "fu_raw", v.fuRaw);
        writeKey(out, "fu_details");
        writeFuDetails(out, v);
        writeInt(out, "basic_points", v.basicPoints);
    }
    writeKey(out, "yaku");
    writeYaku(out, v);
    writeMember(out, "limit", rules::limitKey(v.limit));
    writeInt(out, "yakuman_multiple", v.yakumanMultiple);
    writeKey(out, "payments");
    writePayments(out, result.payments);
    writeInt(out, "winner_gain", result.winnerGain);
}

QJsonObject scoreResultJson(const rules::ScoreResult &result)
{
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    writeScoreResult(out, result);
    out.EndObject();
    return QJsonDocument::fromJson(QByteArray(buffer.GetString(), qsizetype(buffer.GetSize())))
            .object();
}

} // namespace haifu::cli
