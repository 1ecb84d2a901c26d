#include "scorejson.h"

#include "clubledger.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString groupSource(const rules::Group &g)
{
    if (g.declared)
        return qs(rules::meldKindName(g.meldKind));
    return u"closed"_s;
}

QJsonArray decompositionJson(const rules::Decomposition &d)
{
    QJsonArray groups;
    for (const std::string &g : rules::decompositionStrings(d))
        groups.append(QString::fromStdString(g));
    return groups;
}

} // namespace

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

Result<bool> boolField(const QJsonObject &o, const char *field)
{
    const QJsonValue v = o.value(QLatin1String(field));
    if (v.isUndefined() || v.isNull())
        return false;
    if (!v.isBool())
        return Error{ std::string(field) + ": must be true or false" };
    return v.toBool();
}

Result<int> intField(const QJsonObject &o, const char *field, int fallback)
{
    const QJsonValue v = o.value(QLatin1String(field));
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < 0
            || v.toDouble() > 1000)
        return Error{ std::string(field) + ": must be a whole number from 0 to 1000" };
    return v.toInt();
}

Result<std::vector<rules::Tile>> tilesField(const QJsonObject &o, const char *field)
{
    const QJsonValue v = o.value(QLatin1String(field));
    if (v.isUndefined() || v.isNull())
        return std::vector<rules::Tile>{};
    if (!v.isString())
        return Error{ std::string(field) + ": must be a string of tiles" };
    auto tiles = rules::parseTiles(v.toString().toStdString());
    if (!tiles)
        return Error{ std::string(field) + ": " + tiles.error().message };
    return tiles;
}

Result<rules::TileKind> windField(const QJsonObject &o, const char *field)
{
    const QJsonValue v = o.value(QLatin1String(field));
    if (v.isUndefined() || v.isNull())
        return rules::kinds::East;
    const QString s = v.toString();
    const qsizetype i = u"ESWN"_s.indexOf(s);
    if (s.size() != 1 || i < 0) {
        // Also accept 1z..4z.
        auto tile = rules::parseTile(s.toStdString());
        if (tile && rules::isWind(tile->kind))
            return tile->kind;
        return Error{ std::string(field) + ": must be \"E\", \"S\", \"W\" or \"N\"" };
    }
    return static_cast<rules::TileKind>(rules::kinds::East + i);
}

Result<rules::Situation> situationFromJson(const QJsonObject &o, bool readTsumo)
{
    rules::Situation s;
    struct Flag
    {
        const char *name;
        bool rules::Situation::*member;
    };
    static constexpr Flag kFlags[] = { { "riichi", &rules::Situation::riichi },
        { "double_riichi", &rules::Situation::doubleRiichi },
        { "ippatsu", &rules::Situation::ippatsu }, { "haitei", &rules::Situation::haitei },
        { "houtei", &rules::Situation::houtei }, { "rinshan", &rules::Situation::rinshan },
        { "chankan", &rules::Situation::chankan }, { "tenhou", &rules::Situation::tenhou },
        { "chiihou", &rules::Situation::chiihou }, { "renhou", &rules::Situation::renhou } };
    if (readTsumo) {
        auto tsumo = boolField(o, "tsumo");
        if (!tsumo)
            return tsumo.error();
        s.tsumo = *tsumo;
    }
    for (const Flag &f : kFlags) {
        auto b = boolField(o, f.name);
        if (!b)
            return b.error();
        s.*f.member = *b;
    }
    auto seat = windField(o, "seat_wind");
    if (!seat)
        return seat.error();
    s.seatWind = *seat;
    auto round = windField(o, "round_wind");
    if (!round)
        return round.error();
    s.roundWind = *round;
    auto dora = tilesField(o, "dora_indicators");
    if (!dora)
        return dora.error();
    s.doraIndicators = std::move(*dora);
    auto ura = tilesField(o, "ura_indicators");
    if (!ura)
        return ura.error();
    s.uraIndicators = std::move(*ura);
    for (auto [name, member] : { std::pair{ "honba", &rules::Situation::honba },
                 std::pair{ "riichi_sticks", &rules::Situation::riichiSticks },
                 std::pair{ "north_bonus", &rules::Situation::northBonus } }) {
        auto n = intField(o, name);
        if (!n)
            return n.error();
        s.*member = *n;
    }
    return s;
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

Result<rules::Ruleset> rulesFromJson(const QJsonValue &value)
{
    return formats::rulesetFromJson(value);
}

QJsonObject paymentsJson(const rules::Payments &p)
{
    if (!p.tsumo)
        return QJsonObject{ { u"ron"_s, p.ron } };
    if (p.dealer)
        return QJsonObject{ { u"tsumo_each"_s, p.tsumoEach } };
    return QJsonObject{ { u"tsumo_dealer"_s, p.tsumoDealer },
        { u"tsumo_non_dealer"_s, p.tsumoNonDealer } };
}

QJsonArray fuDetailsJson(const rules::HandValue &v)
{
    QJsonArray items;
    for (const rules::FuItem &f : v.fuItems) {
        QJsonObject item{ { u"fu"_s, int(f.fu) },
            { u"reason"_s, qs(rules::fuReasonKey(f.reason)) } };
        switch (f.reason) {
        case rules::FuReason::Pair:
            item.insert(u"tile"_s, QString::fromStdString(rules::kindToString(f.tile)));
            item.insert(u"kind"_s, qs(rules::pairFuKindKey(rules::PairFuKind(f.detail))));
            break;
        case rules::FuReason::Wait:
            item.insert(u"wait"_s, qs(rules::waitKindName(rules::WaitKind(f.detail))));
            item.insert(u"tile"_s, QString::fromStdString(rules::kindToString(f.tile)));
            break;
        case rules::FuReason::Meld: {
            const rules::Group &g = v.reading.groups[static_cast<std::size_t>(f.group)];
            item.insert(u"meld"_s, qs(rules::meldFuKindKey(rules::MeldFuKind(f.detail))));
            item.insert(u"tiles"_s, QString::fromStdString(rules::groupToString(g)));
            item.insert(u"from"_s, groupSource(g));
            if (f.byRon)
                item.insert(u"completed_by_ron"_s, true);
            break;
        }
        default: break;
        }
        items.append(item);
    }
    return items;
}

int jsonHan(const rules::HandValue &value)
{
    if (value.yakumanMultiple == 0)
        return value.han;
    int han = 0;
    for (const rules::YakuHan &y : value.yaku)
        han += int(y.han);
    return han;
}

QJsonObject scoreResultJson(const rules::ScoreResult &result)
{
    const rules::HandValue &v = result.value;
    QJsonObject out{ { u"decomposition"_s, decompositionJson(v.reading) },
        { u"wait"_s, qs(rules::waitKindName(v.reading.wait)) },
        { u"shape"_s, qs(rules::shapeName(v.reading.shape)) } };
    if (result.status != rules::ScoreStatus::Win)
        return out;
    QJsonArray yaku;
    for (const rules::YakuHan &y : v.yaku)
        yaku.append(
                QJsonObject{ { u"key"_s, qs(rules::yakuKey(y.yaku)) }, { u"han"_s, int(y.han) } });
    out.insert(u"han"_s, jsonHan(v));
    out.insert(u"fu"_s, v.fu);
    out.insert(u"fu_raw"_s, v.fuRaw);
    out.insert(u"fu_details"_s, fuDetailsJson(v));
    out.insert(u"yaku"_s, yaku);
    out.insert(u"limit"_s, qs(rules::limitKey(v.limit)));
    out.insert(u"yakuman_multiple"_s, v.yakumanMultiple);
    out.insert(u"basic_points"_s, v.basicPoints);
    out.insert(u"payments"_s, paymentsJson(result.payments));
    out.insert(u"winner_gain"_s, result.winnerGain);
    return out;
}

} // namespace haifu::cli
