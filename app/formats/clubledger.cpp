#include "formats/clubledger.h"
#include "common/qtstrings.h"

#include "formats/formatscommon.h"
#include "formats/recordio.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <optional>

namespace haifu::formats {

namespace {

Error fieldError(const QString &where, const QString &what)
{
    return Error{ (where + u": "_s + what).toStdString() };
}

// A field the format does not have is refused (a misspelt one would otherwise be dropped).
std::optional<Error> unknownField(
        const QJsonObject &o, const QString &where, std::initializer_list<QLatin1StringView> known)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            return fieldError(
                    where.isEmpty() ? it.key() : where + u"."_s + it.key(), u"unknown field"_s);
    }
    return std::nullopt;
}

Result<rules::OptionValue> optionFromJson(const QJsonValue &v, const std::string &name)
{
    if (v.isBool())
        return rules::OptionValue(v.toBool());
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d != std::floor(d) || std::abs(d) > 1e9)
            return Error{ "rules." + name + ": expected an integer" };
        return rules::OptionValue(static_cast<int>(d));
    }
    if (v.isString())
        return rules::OptionValue(v.toString().toStdString());
    if (v.isArray()) {
        const QJsonArray items = v.toArray();
        if (items.size() > 16)
            return Error{ "rules." + name + ": a list of " + std::to_string(items.size())
                + " values (at most 16)" };
        std::vector<int> list;
        for (const QJsonValue &item : items) {
            const double d = item.toDouble();
            if (!item.isDouble() || d != std::floor(d) || std::abs(d) > 1e9)
                return Error{ "rules." + name + ": expected a list of integers" };
            list.push_back(static_cast<int>(d));
        }
        return rules::OptionValue(list);
    }
    return Error{ "rules." + name + ": unsupported value" };
}

// The preset a ruleset name comes from: "ema (modified)" -> "ema".
std::string basePreset(const std::string &name)
{
    const std::string base = name.substr(0, name.find(" ("));
    return rules::presetRuleset(base) ? base : std::string("tenhou");
}

bool sameOptions(const rules::Ruleset &a, const rules::Ruleset &b)
{
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        if (option.get && option.get(a) != option.get(b))
            return false;
    }
    return true;
}

QJsonArray seatList(const std::array<bool, 4> &flags)
{
    QJsonArray list;
    for (int s = 0; s < 4; ++s) {
        if (flags[std::size_t(s)])
            list.append(s);
    }
    return list;
}

// A seat number 0..players-1.
Result<int> seatFromJson(const QJsonValue &v, const QString &where, int players)
{
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
        return fieldError(where, u"expected a seat number 0-%1"_s.arg(players - 1));
    const int seat = v.toInt();
    if (seat < 0 || seat >= players)
        return fieldError(where, u"seat %1 is out of range 0-%2"_s.arg(seat).arg(players - 1));
    return seat;
}

Result<std::array<bool, 4>> seatSetFromJson(const QJsonValue &v, const QString &where, int players)
{
    std::array<bool, 4> flags{};
    if (v.isUndefined() || v.isNull())
        return flags;
    if (!v.isArray())
        return fieldError(where, u"expected a list of seats"_s);
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        auto seat = seatFromJson(list[i], u"%1[%2]"_s.arg(where).arg(i), players);
        if (!seat)
            return seat.error();
        if (flags[std::size_t(*seat)])
            return fieldError(where, u"seat %1 is listed twice"_s.arg(*seat));
        flags[std::size_t(*seat)] = true;
    }
    return flags;
}

Result<int> intFromJson(const QJsonObject &o, const char *field, const QString &where, int fallback,
        int min, int max)
{
    const QJsonValue v = o.value(QLatin1StringView(field));
    if (v.isUndefined() || v.isNull())
        return fallback;
    const QString at = where + u"."_s + QLatin1StringView(field);
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
        return fieldError(at, u"expected an integer"_s);
    const double d = v.toDouble();
    if (d < min || d > max)
        return fieldError(at, u"%1 is out of range %2-%3"_s.arg(d).arg(min).arg(max));
    return int(d);
}

QJsonObject winToJson(const club::Win &w)
{
    QJsonObject o{ { u"seat"_s, w.seat } };
    if (w.yakuman > 0) {
        o.insert(u"yakuman"_s, w.yakuman);
    } else {
        o.insert(u"han"_s, w.han);
        o.insert(u"fu"_s, w.fu);
    }
    if (w.paoSeat >= 0) {
        o.insert(u"pao"_s, w.paoSeat);
        o.insert(u"pao_yakuman"_s, w.paoYakuman);
    }
    return o;
}

Result<club::Win> winFromJson(const QJsonValue &v, const QString &where, int players)
{
    if (!v.isObject())
        return fieldError(where, u"expected {\"seat\":…, \"han\":…, \"fu\":…}"_s);
    const QJsonObject o = v.toObject();
    if (auto e = unknownField(o, where,
                { "seat"_L1, "han"_L1, "fu"_L1, "yakuman"_L1, "pao"_L1, "pao_yakuman"_L1 }))
        return *e;
    club::Win w;
    auto seat = seatFromJson(o.value("seat"_L1), where + u".seat"_s, players);
    if (!seat)
        return seat.error();
    w.seat = *seat;
    auto yakuman = intFromJson(o, "yakuman", where, 0, 0, 6);
    if (!yakuman)
        return yakuman.error();
    w.yakuman = *yakuman;
    if (w.yakuman == 0) {
        if (!o.contains("han"_L1))
            return fieldError(where, u"han (or yakuman) is missing"_s);
        auto han = intFromJson(o, "han", where, 0, -100, 100);
        auto fu = intFromJson(o, "fu", where, 0, 0, 200);
        if (!han)
            return han.error();
        if (!fu)
            return fu.error();
        w.han = *han;
        w.fu = *fu;
    }
    if (o.contains("pao"_L1)) {
        auto pao = seatFromJson(o.value("pao"_L1), where + u".pao"_s, players);
        if (!pao)
            return pao.error();
        w.paoSeat = *pao;
        auto count = intFromJson(o, "pao_yakuman", where, 1, 1, 6);
        if (!count)
            return count.error();
        w.paoYakuman = *count;
    }
    return w;
}

QString stringField(const QJsonObject &o, const char *field)
{
    return o.value(QLatin1StringView(field)).toString();
}

} // namespace

QJsonValue optionValueToJson(const rules::OptionValue &value)
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b;
    if (const int *i = std::get_if<int>(&value))
        return *i;
    if (const std::string *s = std::get_if<std::string>(&value))
        return toQString(*s);
    QJsonArray list;
    for (int v : std::get<std::vector<int>>(value))
        list.append(v);
    return list;
}

QJsonObject rulesetToJson(const rules::Ruleset &rules)
{
    QJsonObject o;
    const std::string preset = basePreset(rules.name);
    o.insert(u"preset"_s, toQString(preset));
    // A club's own name for its rules ("Thursday rules") is kept; a preset's is implied.
    if (rules.name != preset && rules.name != preset + " (modified)")
        o.insert(u"name"_s, toQString(rules.name));
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        if (option.get)
            o.insert(toQString(option.name), optionValueToJson(option.get(rules)));
    }
    return o;
}

Result<rules::Ruleset> rulesetFromJson(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return rules::presetRuleset("tenhou");
    if (value.isString()) {
        auto r = rules::presetRuleset(value.toString().toStdString());
        if (!r)
            return Error{ "rules: " + r.error().message };
        return r;
    }
    if (!value.isObject())
        return Error{ "rules: a preset name or {\"preset\":NAME, OPTION: value, …}" };
    const QJsonObject o = value.toObject();
    const QJsonValue preset = o.value("preset"_L1);
    if (!preset.isUndefined() && !preset.isString())
        return Error{ "rules.preset: must be a preset name" };
    const std::string presetName =
            preset.isString() ? preset.toString().toStdString() : std::string("tenhou");
    auto base = rules::presetRuleset(presetName);
    if (!base)
        return Error{ "rules: " + base.error().message };
    rules::Ruleset r = *base;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == "preset"_L1 || it.key() == "name"_L1)
            continue;
        const std::string name = it.key().toStdString();
        if (!rules::findRuleOption(name))
            return Error{ "rules." + name + ": unknown option (see haifu-cli rules --list)" };
        auto v = optionFromJson(it.value(), name);
        if (!v)
            return v.error();
        if (auto e = rules::setRuleOption(r, name, *v))
            return Error{ "rules." + e->message };
    }
    if (o.contains("dealer_top_ends"_L1) && !o.contains("dealer_tenpai_ends"_L1)) {
        // Written before tenpai-yame and the target were options of their own: the one switch
        // covered the dealer's win and tenpai, with the target only where the game extends.
        r.dealerTenpaiEnds = r.dealerTopEnds;
        r.dealerTopNeedsTarget = r.westExtension;
    }
    r.name = sameOptions(r, *base) ? presetName : presetName + " (modified)";
    const QJsonValue name = o.value("name"_L1);
    if (name.isString() && !name.toString().trimmed().isEmpty())
        r.name = name.toString().trimmed().toStdString();
    return r;
}

QJsonObject handEntryToJson(const club::HandEntry &e)
{
    QJsonObject o;
    switch (e.kind) {
    case club::HandKind::Ron:
    case club::HandKind::Tsumo: {
        o.insert(u"result"_s, e.kind == club::HandKind::Ron ? u"ron"_s : u"tsumo"_s);
        if (e.kind == club::HandKind::Ron)
            o.insert(u"discarder"_s, e.discarder);
        QJsonArray winners;
        for (const club::Win &w : e.wins)
            winners.append(winToJson(w));
        o.insert(u"winners"_s, winners);
        break;
    }
    case club::HandKind::ExhaustiveDraw:
        o.insert(u"result"_s, u"draw"_s);
        o.insert(u"tenpai"_s, seatList(e.tenpai));
        if (seatList(e.nagashi).size() > 0)
            o.insert(u"nagashi"_s, seatList(e.nagashi));
        break;
    case club::HandKind::AbortiveDraw:
        o.insert(u"result"_s, u"abortive"_s);
        if (!e.abortReason.empty())
            o.insert(u"reason"_s, toQString(e.abortReason));
        break;
    case club::HandKind::Chombo:
        o.insert(u"result"_s, u"chombo"_s);
        o.insert(u"offender"_s, e.offender);
        break;
    }
    if (seatList(e.riichi).size() > 0)
        o.insert(u"riichi"_s, seatList(e.riichi));
    if (!e.note.empty())
        o.insert(u"note"_s, toQString(e.note));
    if (e.dealerPlaysOn)
        o.insert(u"dealer_plays_on"_s, true);
    return o;
}

Result<club::HandEntry> handEntryFromJson(
        const QJsonValue &value, const QString &where, int players)
{
    if (!value.isObject())
        return fieldError(where, u"expected an object with \"result\""_s);
    const QJsonObject o = value.toObject();
    static const QStringList known = { u"result"_s, u"discarder"_s, u"winners"_s, u"tenpai"_s,
        u"nagashi"_s, u"reason"_s, u"offender"_s, u"riichi"_s, u"note"_s, u"dealer_plays_on"_s };
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key()))
            return fieldError(where + u"."_s + it.key(), u"unknown field"_s);
    }
    club::HandEntry e;
    const QString result = stringField(o, "result");
    auto riichi = seatSetFromJson(o.value("riichi"_L1), where + u".riichi"_s, players);
    if (!riichi)
        return riichi.error();
    e.riichi = *riichi;
    e.note = stringField(o, "note").toStdString();
    if (const QJsonValue on = o.value("dealer_plays_on"_L1); !on.isUndefined()) {
        if (!on.isBool())
            return fieldError(where + u".dealer_plays_on"_s, u"expected true or false"_s);
        e.dealerPlaysOn = on.toBool();
    }
    if (result == "ron"_L1 || result == "tsumo"_L1) {
        e.kind = result == "ron"_L1 ? club::HandKind::Ron : club::HandKind::Tsumo;
        const QJsonValue winners = o.value("winners"_L1);
        if (!winners.isArray() || winners.toArray().isEmpty())
            return fieldError(where + u".winners"_s, u"expected a list of winners"_s);
        const QJsonArray list = winners.toArray();
        if (e.kind == club::HandKind::Tsumo && list.size() != 1)
            return fieldError(where + u".winners"_s, u"a tsumo has exactly one winner"_s);
        if (list.size() >= players)
            return fieldError(where + u".winners"_s,
                    u"%1 winners in a %2-player game"_s.arg(list.size()).arg(players));
        for (qsizetype i = 0; i < list.size(); ++i) {
            auto w = winFromJson(list[i], u"%1.winners[%2]"_s.arg(where).arg(i), players);
            if (!w)
                return w.error();
            e.wins.push_back(*w);
        }
        if (e.kind == club::HandKind::Ron) {
            auto discarder =
                    seatFromJson(o.value("discarder"_L1), where + u".discarder"_s, players);
            if (!discarder)
                return discarder.error();
            e.discarder = *discarder;
        }
    } else if (result == "draw"_L1) {
        e.kind = club::HandKind::ExhaustiveDraw;
        auto tenpai = seatSetFromJson(o.value("tenpai"_L1), where + u".tenpai"_s, players);
        if (!tenpai)
            return tenpai.error();
        auto nagashi = seatSetFromJson(o.value("nagashi"_L1), where + u".nagashi"_s, players);
        if (!nagashi)
            return nagashi.error();
        e.tenpai = *tenpai;
        e.nagashi = *nagashi;
    } else if (result == "abortive"_L1) {
        e.kind = club::HandKind::AbortiveDraw;
        e.abortReason = stringField(o, "reason").toStdString();
        static const QStringList reasons = { u""_s, u"nine_terminals"_s, u"four_winds"_s,
            u"four_riichi"_s, u"four_kans"_s, u"triple_ron"_s };
        if (!reasons.contains(toQString(e.abortReason)))
            return fieldError(where + u".reason"_s,
                    u"unknown abortive draw \"%1\" (%2)"_s.arg(
                            toQString(e.abortReason), reasons.mid(1).join(u", "_s)));
    } else if (result == "chombo"_L1) {
        e.kind = club::HandKind::Chombo;
        auto offender = seatFromJson(o.value("offender"_L1), where + u".offender"_s, players);
        if (!offender)
            return offender.error();
        e.offender = *offender;
    } else {
        return fieldError(where + u".result"_s,
                u"expected ron, tsumo, draw, abortive or chombo, not \"%1\""_s.arg(result));
    }
    return e;
}

QJsonObject penaltyToJson(const club::Penalty &p)
{
    QJsonObject o{ { u"seat"_s, p.seat }, { u"points"_s, p.points } };
    if (p.afterHand >= 0)
        o.insert(u"after_hand"_s, p.afterHand);
    if (!p.reason.empty())
        o.insert(u"reason"_s, toQString(p.reason));
    return o;
}

Result<club::Penalty> penaltyFromJson(const QJsonValue &value, const QString &where)
{
    if (!value.isObject())
        return fieldError(where, u"expected {\"seat\":…, \"points\":…}"_s);
    const QJsonObject o = value.toObject();
    if (auto e = unknownField(o, where, { "seat"_L1, "points"_L1, "after_hand"_L1, "reason"_L1 }))
        return *e;
    club::Penalty p;
    auto seat = seatFromJson(o.value("seat"_L1), where + u".seat"_s, 4);
    if (!seat)
        return seat.error();
    p.seat = *seat;
    if (!o.contains("points"_L1))
        return fieldError(where + u".points"_s, u"missing"_s);
    auto points = intFromJson(o, "points", where, 0, -kMaxPenaltyPoints, kMaxPenaltyPoints);
    if (!points)
        return points.error();
    p.points = *points;
    auto after = intFromJson(o, "after_hand", where, -1, -1, 10000);
    if (!after)
        return after.error();
    p.afterHand = *after;
    p.reason = stringField(o, "reason").toStdString();
    return p;
}

QJsonObject ledgerToJson(const Ledger &ledger)
{
    const club::Game &g = ledger.game;
    QJsonObject o;
    o.insert(u"format"_s, u"haifu-club-ledger"_s);
    o.insert(u"version"_s, kClubLedgerVersion);
    o.insert(u"rules"_s, rulesetToJson(g.rules));
    QJsonArray players;
    for (int s = 0; s < g.rules.players; ++s)
        players.append(toQString(g.players[std::size_t(s)]));
    o.insert(u"players"_s, players);
    if (g.startScores) {
        QJsonArray start;
        for (int s = 0; s < g.rules.players; ++s)
            start.append((*g.startScores)[std::size_t(s)]);
        o.insert(u"start_scores"_s, start);
    }
    if (g.startRound || g.startHand || g.startHonba || g.startSticks)
        o.insert(u"start"_s,
                QJsonObject{ { u"round"_s, g.startRound }, { u"hand"_s, g.startHand },
                        { u"honba"_s, g.startHonba }, { u"sticks"_s, g.startSticks } });
    const std::pair<const char *, QString> info[] = { { "event", ledger.info.event },
        { "date", ledger.info.date }, { "table", ledger.info.table },
        { "session", ledger.info.session }, { "referee", ledger.info.referee } };
    for (const auto &[key, text] : info) {
        if (!text.isEmpty())
            o.insert(QLatin1StringView(key), text);
    }
    QJsonArray hands;
    for (const club::HandEntry &e : g.entries)
        hands.append(handEntryToJson(e));
    o.insert(u"hands"_s, hands);
    if (!g.penalties.empty()) {
        QJsonArray penalties;
        for (const club::Penalty &p : g.penalties)
            penalties.append(penaltyToJson(p));
        o.insert(u"penalties"_s, penalties);
    }
    return o;
}

Result<Ledger> ledgerFromJson(const QJsonObject &o)
{
    if (auto e = unknownField(o, {},
                { "format"_L1, "version"_L1, "rules"_L1, "players"_L1, "start_scores"_L1,
                        "start"_L1, "event"_L1, "date"_L1, "table"_L1, "session"_L1, "referee"_L1,
                        "hands"_L1, "penalties"_L1 }))
        return *e;
    const QJsonValue format = o.value("format"_L1);
    if (!format.isUndefined() && format.toString() != "haifu-club-ledger"_L1)
        return Error{ "format: expected \"haifu-club-ledger\"" };
    const QJsonValue version = o.value("version"_L1);
    if (!version.isUndefined()
            && (!version.isDouble() || version.toDouble() != std::floor(version.toDouble())))
        return Error{ "version: expected a whole number" };
    if (version.toInt(kClubLedgerVersion) > kClubLedgerVersion)
        return Error{ "version " + std::to_string(o.value("version"_L1).toInt())
            + " is newer than this Haifu reads (" + std::to_string(kClubLedgerVersion)
            + "): update Haifu" };
    Ledger ledger;
    club::Game &g = ledger.game;
    auto rules = rulesetFromJson(o.value("rules"_L1));
    if (!rules)
        return rules.error();
    g.rules = *rules;
    const int n = g.rules.players;
    const QJsonValue players = o.value("players"_L1);
    if (!players.isArray() || players.toArray().size() != n)
        return Error{ "players: expected " + std::to_string(n) + " names, seat 0 first" };
    for (int s = 0; s < n; ++s) {
        const QJsonValue name = players.toArray()[s];
        if (!name.isString() || name.toString().trimmed().isEmpty())
            return Error{ "players[" + std::to_string(s) + "]: expected a name" };
        g.players[std::size_t(s)] = name.toString().trimmed().toStdString();
    }
    const QJsonValue start = o.value("start_scores"_L1);
    if (!start.isUndefined()) {
        if (!start.isArray() || start.toArray().size() != n)
            return Error{ "start_scores: expected " + std::to_string(n) + " scores" };
        std::array<int, 4> scores{};
        for (int s = 0; s < n; ++s) {
            const QJsonValue v = start.toArray()[s];
            if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
                return Error{ "start_scores[" + std::to_string(s) + "]: expected points" };
            const std::optional<int> points =
                    detail::boundedInt(v.toDouble(), -detail::kMaxScore, detail::kMaxScore);
            if (!points)
                return Error{ detail::outOfRange(u"start_scores[%1]"_s.arg(s), v.toDouble(),
                        -detail::kMaxScore, detail::kMaxScore)
                                      .toStdString() };
            scores[std::size_t(s)] = *points;
        }
        g.startScores = scores;
    }
    if (o.contains("start"_L1)) {
        if (!o.value("start"_L1).isObject())
            return Error{ "start: expected {\"round\":…, \"hand\":…, \"honba\":…, \"sticks\":…}" };
        const QJsonObject start = o.value("start"_L1).toObject();
        if (auto e = unknownField(
                    start, u"start"_s, { "round"_L1, "hand"_L1, "honba"_L1, "sticks"_L1 }))
            return *e;
        auto round = intFromJson(start, "round", u"start"_s, 0, 0, 3);
        auto hand = intFromJson(start, "hand", u"start"_s, 0, 0, n - 1);
        auto honba = intFromJson(start, "honba", u"start"_s, 0, 0, 100);
        auto sticks = intFromJson(start, "sticks", u"start"_s, 0, 0, 100);
        for (const auto *r : { &round, &hand, &honba, &sticks }) {
            if (!*r)
                return r->error();
        }
        g.startRound = *round;
        g.startHand = *hand;
        g.startHonba = *honba;
        g.startSticks = *sticks;
    }
    ledger.info.event = stringField(o, "event");
    ledger.info.date = stringField(o, "date");
    ledger.info.table = stringField(o, "table");
    ledger.info.session = stringField(o, "session");
    ledger.info.referee = stringField(o, "referee");
    const QJsonValue hands = o.value("hands"_L1);
    if (!hands.isUndefined() && !hands.isArray())
        return Error{ "hands: expected a list of hand entries" };
    const QJsonArray handList = hands.toArray();
    if (handList.size() > detail::kMaxKyoku)
        return Error{ "hands: " + std::to_string(handList.size()) + " hands (at most "
            + std::to_string(detail::kMaxKyoku) + ")" };
    for (qsizetype i = 0; i < handList.size(); ++i) {
        auto e = handEntryFromJson(handList[i], u"hands[%1]"_s.arg(i), n);
        if (!e)
            return e.error();
        g.entries.push_back(*e);
    }
    const QJsonValue penalties = o.value("penalties"_L1);
    if (!penalties.isUndefined() && !penalties.isArray())
        return Error{ "penalties: expected a list" };
    const QJsonArray penaltyList = penalties.toArray();
    if (penaltyList.size() > kMaxPenalties)
        return Error{ "penalties: " + std::to_string(penaltyList.size()) + " penalties (at most "
            + std::to_string(kMaxPenalties) + ")" };
    for (qsizetype i = 0; i < penaltyList.size(); ++i) {
        auto p = penaltyFromJson(penaltyList[i], u"penalties[%1]"_s.arg(i));
        if (!p)
            return p.error();
        g.penalties.push_back(*p);
    }
    return ledger;
}

Result<Ledger> readLedgerFile(const QString &path, const LedgerFilter &filter)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ (name + u": "_s + file.errorString()).toStdString() };
    const Result<QByteArray> data = readAllCapped(file);
    if (!data)
        return Error{ name.toStdString() + ": " + data.error().message };
    return readLedger(*data, name, filter);
}

Result<Ledger> readLedger(const QByteArray &data, const QString &name, const LedgerFilter &filter)
{
    if (data.size() > kMaxRecordBytes)
        return Error{ name.toStdString() + ": larger than " + std::to_string(kMaxRecordMiB)
            + " MiB" };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{ (name + u": not JSON at byte %1: "_s.arg(parseError.offset)
                + parseError.errorString())
                              .toStdString() };
    if (!doc.isObject())
        return Error{ (name + u": expected a JSON object"_s).toStdString() };
    auto object = filter ? filter(doc.object()) : Result<QJsonObject>(doc.object());
    if (!object)
        return Error{ name.toStdString() + ": " + object.error().message };
    auto ledger = ledgerFromJson(*object);
    if (!ledger)
        return Error{ name.toStdString() + ": " + ledger.error().message };
    return ledger;
}

} // namespace haifu::formats
