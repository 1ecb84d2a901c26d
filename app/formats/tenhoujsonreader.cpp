// tenhou.net/6 JSON (official mjlog2json output, viewer exports, Mahjong Soul conversions):
// see FORMATS.md §2 and §4.

#include "formats/tenhoujsonreader.h"
#include "formats/recordio.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace haifu::formats {

Result<game::Record> readTenhouJson(const QByteArray &data, const QString &sourceName)
{
    return tenhoujson::JsonReader(data, sourceName).read();
}

namespace tenhoujson {

namespace {

// A parsed call string: the tiles, where the letter was and which letter.
struct CallString
{
    QChar letter;
    int letterPos = -1; // character index of the letter
    std::vector<Tile> tiles;
    int marked = -1; // index (in tiles) of the tile right after the letter
};

std::optional<CallString> parseCallString(const QString &text)
{
    CallString c;
    int i = 0;
    const int n = static_cast<int>(text.size());
    while (i < n) {
        const QChar ch = text[i];
        if (ch.isLetter()) {
            if (c.letterPos >= 0)
                return std::nullopt;
            c.letter = ch;
            c.letterPos = i;
            c.marked = static_cast<int>(c.tiles.size());
            ++i;
            continue;
        }
        if (i + 1 >= n || !ch.isDigit() || !text[i + 1].isDigit())
            return std::nullopt;
        const int code = (ch.unicode() - u'0') * 10 + (text[i + 1].unicode() - u'0');
        const std::optional<Tile> t = tileFromTenhouCode(code);
        if (!t)
            return std::nullopt;
        c.tiles.push_back(*t);
        i += 2;
    }
    if (c.letterPos < 0 || c.marked >= static_cast<int>(c.tiles.size()))
        return std::nullopt;
    return c;
}

int relFromPosition(int pos)
{
    return pos == 0 ? 3 : pos == 2 ? 2 : 1;
}

} // namespace

std::optional<Error> JsonReader::readTiles(
        const QJsonValue &value, const QString &what, std::vector<Tile> &out, bool allowEmpty)
{
    out.clear();
    if (!value.isArray())
        return fail(u"%1 is not a list of tiles"_s.arg(what));
    const QJsonArray array = value.toArray();
    if (array.isEmpty() && !allowEmpty)
        return fail(u"%1 is empty"_s.arg(what));
    out.reserve(static_cast<std::size_t>(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue v = array.at(i);
        const std::optional<Tile> t = v.isDouble() ? tileFromTenhouCode(v.toInt()) : std::nullopt;
        if (!t)
            return fail(u"%1[%2]: %3 is not a tile code"_s.arg(what).arg(i).arg(
                    v.isDouble() ? QString::number(v.toDouble()) : v.toVariant().toString()));
        out.push_back(*t);
    }
    return std::nullopt;
}

Result<game::Record> JsonReader::read()
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(m_data, &error);
    if (error.error != QJsonParseError::NoError) {
        const QByteArray before = m_data.left(error.offset);
        const int line = static_cast<int>(before.count('\n')) + 1;
        return fail(u"broken JSON at line %1 (offset %2): %3"_s.arg(line)
                            .arg(error.offset)
                            .arg(error.errorString()));
    }
    if (!doc.isObject())
        return fail(u"not a tenhou.net/6 record: the top level is not a JSON object"_s);
    const QJsonObject root = doc.object();
    const QJsonValue log = root.value(u"log");
    if (!log.isArray())
        return fail(u"not a tenhou.net/6 record: no \"log\" list"_s);
    m_record.format = game::RecordFormat::TenhouJson;
    const QJsonArray hands = log.toArray();
    if (hands.isEmpty())
        return fail(u"the record has no hand (\"log\" is empty)"_s);
    if (hands.size() > kMaxKyoku)
        return fail(u"more than %1 hands in one record"_s.arg(kMaxKyoku));
    // Players: count the non-empty deals of the first hand.
    const QJsonArray first = hands.at(0).toArray();
    if (first.size() >= 14 && first.at(13).toArray().isEmpty())
        m_record.playerCount = 3;
    if (auto e = header(root))
        return *e;
    for (qsizetype i = 0; i < hands.size(); ++i) {
        if (!hands.at(i).isArray())
            return fail(u"log[%1] is not a hand"_s.arg(i));
        if (auto e = kyoku(static_cast<int>(i), hands.at(i).toArray()))
            return *e;
    }
    m_ctx.clearKyoku();
    m_ctx.clearEvent();
    if (auto e = connections(root.value(u"connection").toArray()))
        return *e;
    // Tenhou's final points as the corpus shows them, then the options the rule object states
    // (they win: a written record's uma and rounding are what it was read with).
    applyTenhouFinalScoring(m_record);
    if (auto why = applyRuleOptions(root.value(u"rule").toObject(), m_record.ruleset))
        return fail(*why);
    m_ctx.finishWarnings(m_record);
    return std::move(m_record);
}

// Disconnections (display only): `step` counts the moves of the hand before it; an entry goes
// right before the next move after `step` moves. The entries of a hand are sorted by step and
// merged into its events in one pass (a record can list any number of them).
std::optional<Error> JsonReader::connections(const QJsonArray &connection)
{
    auto isMove = [](EventType t) {
        return t == EventType::Draw || t == EventType::Discard || t == EventType::Call
                || t == EventType::ClosedKan || t == EventType::AddedKan
                || t == EventType::NorthBonus || t == EventType::Win || t == EventType::DrawEnd;
    };
    struct Entry
    {
        int step = 0;
        Event event;
    };
    if (connection.size() > kMaxConnectionEntries)
        return fail(u"connection: %1 entries (at most %2)"_s.arg(connection.size())
                            .arg(kMaxConnectionEntries));
    std::vector<std::vector<Entry>> byKyoku(m_record.kyoku.size());
    qsizetype ignored = 0;
    for (qsizetype i = 0; i < connection.size(); ++i) {
        const QJsonObject c = connection.at(i).toObject();
        const int k = c.value(u"log").toInt(-1);
        const int who = c.value(u"who").toInt(-1);
        const int step = c.value(u"step").toInt(-1);
        if (k < 0 || k >= static_cast<int>(m_record.kyoku.size()) || who < 0
                || who >= m_record.playerCount || step < 0) {
            ++ignored;
            continue;
        }
        std::vector<Entry> &entries = byKyoku[static_cast<std::size_t>(k)];
        const game::Kyoku &kyoku = m_record.kyoku[static_cast<std::size_t>(k)];
        if (kyoku.events.size() + entries.size() >= std::size_t(kMaxEventsPerKyoku)) {
            m_ctx.setEvent(-1, u"connection[%1]"_s.arg(i));
            return fail(u"more than %1 events in one hand: kyoku %2 (%3)"_s.arg(kMaxEventsPerKyoku)
                                .arg(k + 1)
                                .arg(roundLabel(kyoku.round, kyoku.honba)));
        }
        Entry entry;
        entry.step = step;
        entry.event.type =
                c.value(u"what").toInt() == 0 ? EventType::Disconnect : EventType::Reconnect;
        entry.event.seat = static_cast<std::int8_t>(who);
        entries.push_back(std::move(entry));
    }
    if (ignored > 0)
        warn(u"ignored %1 connection entries that name no hand, seat or step"_s.arg(ignored));
    for (std::size_t k = 0; k < byKyoku.size(); ++k) {
        std::vector<Entry> &entries = byKyoku[k];
        if (entries.empty())
            continue;
        std::vector<Event> &events = m_record.kyoku[k].events;
        // Past the last move is the end of the hand, in the order listed.
        const int moves = static_cast<int>(std::count_if(
                events.begin(), events.end(), [&](const Event &e) { return isMove(e.type); }));
        for (Entry &entry : entries)
            entry.step = std::min(entry.step, moves);
        std::stable_sort(entries.begin(), entries.end(),
                [](const Entry &a, const Entry &b) { return a.step < b.step; });
        std::vector<Event> merged;
        merged.reserve(events.size() + entries.size());
        std::size_t next = 0;
        int seen = 0;
        for (Event &e : events) {
            if (isMove(e.type)) {
                while (next < entries.size() && entries[next].step <= seen)
                    merged.push_back(std::move(entries[next++].event));
                ++seen;
            }
            merged.push_back(std::move(e));
        }
        while (next < entries.size())
            merged.push_back(std::move(entries[next++].event));
        events = std::move(merged);
    }
    return std::nullopt;
}

namespace {

// A rule option's value as the rule object holds it (a boolean, a number, a choice's name or a
// list of numbers); nullopt when the JSON value is none of these.
std::optional<rules::OptionValue> optionValueFromJson(const QJsonValue &v, rules::OptionType type)
{
    switch (type) {
    case rules::OptionType::Bool:
        if (v.isBool())
            return rules::OptionValue(v.toBool());
        break;
    case rules::OptionType::Int: {
        const std::optional<int> n =
                v.isDouble() ? boundedInt(v.toDouble(), -kMaxScore, kMaxScore) : std::nullopt;
        if (n && *n == v.toDouble())
            return rules::OptionValue(*n);
        break;
    }
    case rules::OptionType::Choice:
        if (v.isString())
            return rules::OptionValue(v.toString().left(40).toStdString());
        break;
    case rules::OptionType::IntList: {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() > 4)
            break;
        std::vector<int> values;
        for (const QJsonValue &x : a) {
            const std::optional<int> n =
                    x.isDouble() ? boundedInt(x.toDouble(), -kMaxScore, kMaxScore) : std::nullopt;
            if (!n)
                return std::nullopt;
            values.push_back(*n);
        }
        return rules::OptionValue(std::move(values));
    }
    }
    return std::nullopt;
}

} // namespace

HeaderRules headerRules(const QJsonObject &root, int playerCount)
{
    HeaderRules h;
    const QString ref = root.value(u"ref").toString();
    static const QRegularExpression majsoulUuid(u"^(\\d{6})-[0-9a-f]{8}-"_s);
    h.majsoul = findTenhouLogId(ref).isEmpty() && majsoulUuid.match(ref).hasMatch();
    const QJsonObject rule = root.value(u"rule").toObject();
    const QString disp = rule.value(u"disp").toString();
    if (disp.contains(u"間") || disp.contains(u"Room", Qt::CaseInsensitive)
            || disp.contains(u"会戦") || disp.contains(u"友人"))
        h.majsoul = true;
    h.ruleset = *rules::presetRuleset(h.majsoul ? "mahjongsoul" : "tenhou");
    rules::Ruleset &r = h.ruleset;
    if (playerCount == 3) {
        const bool dbl = r.doubleYakuman;
        applyTenhouType(r, 0x10 | 0x08);
        r.doubleYakuman = dbl;
    }
    if (disp.contains(u'南') || disp.contains(u"South", Qt::CaseInsensitive))
        r.length = rules::GameLength::EastSouth;
    else if (disp.contains(u'東') || disp.contains(u"East", Qt::CaseInsensitive))
        r.length = rules::GameLength::EastOnly;
    if (disp.contains(u'東') || disp.contains(u'南'))
        r.openTanyao = disp.contains(u'喰');
    if (rule.contains(u"aka51") || rule.contains(u"aka52") || rule.contains(u"aka53")) {
        const int m = rule.value(u"aka51").toInt();
        const int p = rule.value(u"aka52").toInt();
        const int s = rule.value(u"aka53").toInt();
        r.redFives = (m == 0 && p == 0 && s == 0) ? 0 : (p >= 2 ? 4 : 3); // no sum: no overflow
    } else if (rule.contains(u"aka")) {
        r.redFives = rule.value(u"aka").toInt() > 0 ? 3 : 0;
    } else if (!disp.isEmpty() && (disp.contains(u'東') || disp.contains(u'南'))) {
        r.redFives = disp.contains(u'赤') ? 3 : 0;
    }
    return h;
}

std::optional<QString> applyRuleOptions(const QJsonObject &rule, rules::Ruleset &r)
{
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        const QString key = QString::fromUtf8(option.name.data(), qsizetype(option.name.size()));
        if (!rule.contains(key))
            continue;
        const std::optional<rules::OptionValue> value =
                optionValueFromJson(rule.value(key), option.type);
        if (!value)
            return u"rule.%1: the value is not of type %2"_s.arg(key,
                    QString::fromUtf8(rules::optionTypeName(option.type).data(),
                            qsizetype(rules::optionTypeName(option.type).size())));
        if (auto error = rules::setRuleOption(r, option.name, *value))
            return u"rule.%1: %2"_s.arg(key, QString::fromStdString(error->message));
    }
    return std::nullopt;
}

std::optional<Error> JsonReader::header(const QJsonObject &root)
{
    const QString ref = root.value(u"ref").toString();
    m_record.id = ref.toStdString();
    const QString tenhouId = findTenhouLogId(ref);
    static const QRegularExpression majsoulUuid(u"^(\\d{6})-[0-9a-f]{8}-"_s);
    const QRegularExpressionMatch uuid = majsoulUuid.match(ref);
    if (!tenhouId.isEmpty()) {
        m_record.date = dateFromTenhouLogId(tenhouId).toStdString();
    } else if (uuid.hasMatch()) {
        const QString d = uuid.captured(1);
        m_record.date =
                (u"20"_s + d.left(2) + u'-' + d.mid(2, 2) + u'-' + d.mid(4, 2)).toStdString();
    }
    const QJsonObject rule = root.value(u"rule").toObject();
    const QString disp = rule.value(u"disp").toString();
    m_record.lobby = disp.toStdString();
    HeaderRules derived = headerRules(root, m_record.playerCount);
    m_majsoul = derived.majsoul;
    m_record.ruleset = std::move(derived.ruleset);
    // Options the label cannot say (a written record's kiriage mangan, a room's honba), by the
    // engine's names (tenhoujsonwriter.cpp writes them).
    if (auto why = applyRuleOptions(rule, m_record.ruleset))
        return fail(*why);
    const bool sanmaLabel = disp.startsWith(u'三') || disp.startsWith(u'3')
            || disp.contains(u"3-Player", Qt::CaseInsensitive)
            || root.value(u"ratingc").toString() == u"PF3";
    if (sanmaLabel != (m_record.playerCount == 3) && !disp.isEmpty())
        warn(u"the rule label \"%1\" does not match the %2 players dealt in"_s.arg(disp).arg(
                m_record.playerCount));
    // Players.
    const QJsonArray names = root.value(u"name").toArray();
    const QJsonArray dan = root.value(u"dan").toArray();
    const QJsonArray rate = root.value(u"rate").toArray();
    for (int s = 0; s < 4; ++s) {
        m_record.players[s].name = names.at(s).toString().toStdString();
        m_record.players[s].rank = dan.at(s).toString().toStdString();
        const double rating = rate.at(s).toDouble();
        if (std::abs(rating) > kMaxScore)
            return fail(outOfRange(u"rate[%1]"_s.arg(s), rating, -kMaxScore, kMaxScore));
        m_record.players[s].rating = rating;
    }
    // Title lines: strings as given; a number is a Unix time (Mahjong Soul converters).
    QStringList title;
    const QJsonArray titleLines = root.value(u"title").toArray();
    for (qsizetype i = 0; i < titleLines.size(); ++i) {
        const QJsonValue v = titleLines.at(i);
        if (v.isDouble()) {
            // Seconds from 1970 to the end of year 9999.
            constexpr double kLatest = 253402300799.0;
            const double seconds = v.toDouble();
            if (!(seconds >= 0 && seconds <= kLatest))
                return fail(u"title[%1]: %2 is not a time (seconds since 1970)"_s.arg(i).arg(
                        QString::number(seconds, 'g', 12)));
            const QDateTime t =
                    QDateTime::fromSecsSinceEpoch(static_cast<qint64>(seconds), Qt::UTC);
            if (m_record.date.empty())
                m_record.date = t.date().toString(Qt::ISODate).toStdString();
            title << t.toString(Qt::ISODate);
            continue;
        }
        const QString line = v.toString();
        if (line.isEmpty())
            continue;
        if (m_record.date.empty()) {
            const QDateTime t = QDateTime::fromString(line, Qt::RFC2822Date);
            if (t.isValid())
                m_record.date = t.date().toString(Qt::ISODate).toStdString();
        }
        title << line;
    }
    m_record.title = title.join(u'\n').toStdString();
    // Final scores and points.
    const QJsonArray sc = root.value(u"sc").toArray();
    if (sc.size() >= 8) {
        for (int s = 0; s < 4; ++s) {
            const double score = sc.at(2 * s).toDouble();
            const double points = sc.at(2 * s + 1).toDouble();
            const std::optional<int> bounded = boundedInt(score, -kMaxScore, kMaxScore);
            if (!bounded)
                return fail(outOfRange(u"sc[%1]"_s.arg(2 * s), score, -kMaxScore, kMaxScore));
            if (std::abs(points) > kMaxFinalPoints)
                return fail(outOfRange(
                        u"sc[%1]"_s.arg(2 * s + 1), points, -kMaxFinalPoints, kMaxFinalPoints));
            m_record.finalScores[s] = *bounded;
            m_record.finalPoints[s] = points;
        }
        m_record.hasFinal = true;
        m_record.hasFinalPoints = true;
    }
    return std::nullopt;
}

std::optional<Error> JsonReader::columns(int seat, const QJsonArray &entry, SeatColumns &cols)
{
    const int base = 4 + 3 * seat;
    if (auto e = readTiles(entry.at(base), u"seat %1 haipai"_s.arg(seat), cols.haipai))
        return e;
    if (!entry.at(base + 1).isArray() || !entry.at(base + 2).isArray())
        return fail(u"seat %1: the take and discard columns must be lists"_s.arg(seat));
    const QJsonArray takes = entry.at(base + 1).toArray();
    const QJsonArray discards = entry.at(base + 2).toArray();
    cols.takes.reserve(static_cast<std::size_t>(takes.size()));
    for (qsizetype i = 0; i < takes.size(); ++i) {
        const QJsonValue v = takes.at(i);
        Take t;
        if (v.isDouble()) {
            const std::optional<Tile> tile = tileFromTenhouCode(v.toInt());
            if (!tile)
                return fail(u"seat %1 take %2: %3 is not a tile code"_s.arg(seat).arg(i).arg(
                        v.toDouble()));
            t.tile = *tile;
        } else if (v.isString()) {
            const QString text = v.toString();
            const std::optional<CallString> c = parseCallString(text);
            const bool ok = c
                    && ((c->letter == u'c' && c->tiles.size() == 3)
                            || (c->letter == u'p' && c->tiles.size() == 3)
                            || (c->letter == u'm' && c->tiles.size() == 4));
            if (!ok)
                return fail(u"seat %1 take %2: \"%3\" is not a call"_s.arg(seat).arg(i).arg(
                        text.left(40)));
            t.kind = c->letter == u'c' ? Take::Chi : c->letter == u'p' ? Take::Pon : Take::Minkan;
            t.tile = c->tiles[static_cast<std::size_t>(c->marked)];
            t.rel = c->letter == u'c' ? 3 : relFromPosition(c->letterPos);
            for (std::size_t k = 0; k < c->tiles.size(); ++k) {
                if (static_cast<int>(k) != c->marked)
                    t.own.push_back(c->tiles[k]);
            }
        } else {
            return fail(u"seat %1 take %2 is neither a tile nor a call"_s.arg(seat).arg(i));
        }
        cols.takes.push_back(std::move(t));
    }
    cols.discards.reserve(static_cast<std::size_t>(discards.size()));
    for (qsizetype i = 0; i < discards.size(); ++i) {
        const QJsonValue v = discards.at(i);
        Discard d;
        if (v.isDouble()) {
            const int code = v.toInt();
            if (code == 60) {
                d.kind = Discard::Tsumogiri;
            } else if (code == 0) {
                d.kind = Discard::Placeholder;
            } else {
                const std::optional<Tile> tile = tileFromTenhouCode(code);
                if (!tile)
                    return fail(u"seat %1 discard %2: %3 is not a tile code"_s.arg(seat).arg(i).arg(
                            v.toDouble()));
                d.tile = *tile;
            }
        } else if (v.isString()) {
            const QString text = v.toString();
            bool ok = false;
            if (text.size() == 3 && (text[0] == u'r' || text[0] == u'f')) {
                const int code = text.mid(1).toInt(&ok);
                if (ok && text[0] == u'r') {
                    d.riichi = true;
                    if (code == 60) {
                        d.kind = Discard::Tsumogiri;
                    } else {
                        const std::optional<Tile> tile = tileFromTenhouCode(code);
                        ok = tile.has_value();
                        if (tile)
                            d.tile = *tile;
                    }
                } else if (ok) {
                    const std::optional<Tile> tile = tileFromTenhouCode(code);
                    ok = tile.has_value();
                    d.kind = Discard::Nuki;
                    if (tile)
                        d.tile = *tile;
                }
            } else {
                const std::optional<CallString> c = parseCallString(text);
                if (c && c->letter == u'k' && c->tiles.size() == 4) {
                    d.kind = Discard::Kakan;
                    d.tile = c->tiles[static_cast<std::size_t>(c->marked)];
                    for (std::size_t k = 0; k < 4; ++k) {
                        if (static_cast<int>(k) != c->marked)
                            d.others.push_back(c->tiles[k]);
                    }
                    ok = true;
                } else if (c && c->letter == u'a' && c->tiles.size() == 4) {
                    d.kind = Discard::Ankan;
                    d.tile = Tile{ c->tiles.front().kind, false };
                    d.others = c->tiles;
                    ok = true;
                }
            }
            if (!ok)
                return fail(u"seat %1 discard %2: \"%3\" is not a discard, kan or north bonus"_s
                                    .arg(seat)
                                    .arg(i)
                                    .arg(text.left(40)));
        } else {
            return fail(u"seat %1 discard %2 is neither a tile nor a string"_s.arg(seat).arg(i));
        }
        cols.discards.push_back(std::move(d));
    }
    return std::nullopt;
}

std::optional<Error> JsonReader::kyoku(int index, const QJsonArray &entry)
{
    m_ctx.clearEvent();
    m_ctx.clearKyoku();
    m_ctx.setEvent(-1, u"log[%1]"_s.arg(index));
    if (entry.size() < 17)
        return fail(u"log[%1] has %2 entries, not 17"_s.arg(index).arg(entry.size()));
    const QJsonArray counters = entry.at(0).toArray();
    if (counters.size() < 3)
        return fail(u"log[%1][0] is not [round, honba, deposits]"_s.arg(index));
    game::Kyoku k;
    k.round = counters.at(0).toInt(-1);
    k.honba = counters.at(1).toInt(-1);
    k.riichiSticks = counters.at(2).toInt(-1);
    if (k.round < 0 || k.round > 15 || k.honba < 0 || k.honba > 100 || k.riichiSticks < 0
            || k.riichiSticks > 100)
        return fail(u"log[%1][0]: impossible round, honba or deposits"_s.arg(index));
    m_ctx.setKyoku(index, k.round, k.honba);
    m_ctx.setEvent(-1, QString());
    const int n = m_record.playerCount;
    k.dealer = k.round % 4;
    if (k.dealer >= n)
        return fail(u"round %1 has no dealer in a three-player game"_s.arg(k.round));
    const QJsonArray scores = entry.at(1).toArray();
    if (scores.size() < n)
        return fail(u"the start scores list %1 values"_s.arg(scores.size()));
    // A three-player game has no fourth seat: a fourth score the file gives is not read.
    for (int s = 0; s < n; ++s) {
        const double score = scores.at(s).toDouble();
        const std::optional<int> bounded = boundedInt(score, -kMaxScore, kMaxScore);
        if (!bounded)
            return fail(outOfRange(u"start score %1"_s.arg(s), score, -kMaxScore, kMaxScore));
        k.startScores[s] = *bounded;
    }
    std::vector<Tile> doras;
    std::vector<Tile> ura;
    if (auto e = readTiles(entry.at(2), u"dora indicators"_s, doras, false))
        return e;
    if (auto e = readTiles(entry.at(3), u"ura indicators"_s, ura))
        return e;
    k.doraIndicators.push_back(doras.front());
    std::array<SeatColumns, 4> cols;
    for (int s = 0; s < 4; ++s) {
        if (auto e = columns(s, entry, cols[s]))
            return e;
        const bool empty = cols[s].haipai.empty();
        if (s < n && cols[s].haipai.size() != 13)
            return fail(u"seat %1 is dealt %2 tiles, not 13"_s.arg(s).arg(cols[s].haipai.size()));
        if (s >= n && (!empty || !cols[s].takes.empty() || !cols[s].discards.empty()))
            return fail(u"seat %1 plays in a three-player game"_s.arg(s));
        k.hands[s] = cols[s].haipai;
    }
    if (!entry.at(16).isArray() || entry.at(16).toArray().isEmpty())
        return fail(u"log[%1][16]: no result"_s.arg(index));
    const QJsonArray res = entry.at(16).toArray();
    const QString label = res.at(0).toString();
    std::optional<game::DrawKind> endKind = drawKindFromLabel(label);
    if (auto e = interleave(k, cols, doras, endKind))
        return e;
    if (k.events.size() > std::size_t(kMaxEventsPerKyoku))
        return fail(u"more than %1 events in one hand"_s.arg(kMaxEventsPerKyoku));
    int revealed = static_cast<int>(k.doraIndicators.size());
    for (const Event &e : k.events)
        revealed += e.type == EventType::NewDora;
    if (revealed < static_cast<int>(doras.size()))
        warn(u"%1 dora indicators listed but only %2 kans reveal one"_s.arg(doras.size())
                        .arg(revealed - 1));
    if (auto e = result(k, res, ura, revealed))
        return e;
    m_record.kyoku.push_back(std::move(k));
    return std::nullopt;
}

} // namespace tenhoujson

} // namespace haifu::formats
