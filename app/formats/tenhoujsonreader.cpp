// tenhou.net/6 JSON (official mjlog2json output, viewer exports, Mahjong Soul conversions):
// see FORMATS.md §2 and §4.

#include "formatscommon.h"
#include "recordio.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace haifu::formats {

namespace {

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

// Numbers in a score text: "30符2飜2000点", "満貫2000-4000点", "役満16000点∀", "Mangan 8000".
struct ScoreText
{
    int fu = 0;
    int han = -1;
    std::vector<int> points; // 1 value (ron, or each with ∀) or 2 (ko-oya)
    bool all = false; // ∀: everybody pays the same
    bool valid = false;
    QString error; // a number past the limits (the record is refused)
};

ScoreText parseScoreText(const QString &text)
{
    ScoreText s;
    s.all = text.contains(u'∀');
    // Whole digit runs, saturated far above every limit (so "999999999999点" is one number, too
    // big, and nothing overflows).
    constexpr std::int64_t kSaturated = 1'000'000'000'000;
    std::vector<std::pair<std::int64_t, qsizetype>> numbers; // value, end position
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (!text[i].isDigit() || text[i].unicode() > 127) {
            ++i;
            continue;
        }
        std::int64_t v = 0;
        while (i < n && text[i].isDigit() && text[i].unicode() < 128)
            v = std::min(v * 10 + (text[i++].unicode() - u'0'), kSaturated);
        numbers.emplace_back(v, i);
    }
    auto bounded = [&](std::int64_t v, int max, const char16_t *what) {
        if (v <= max)
            return static_cast<int>(v);
        if (s.error.isEmpty())
            s.error = outOfRange(
                    u"score text \"%1\": %2"_s.arg(text.left(40), QString::fromUtf16(what)),
                    static_cast<double>(v), 0, max);
        return 0;
    };
    std::vector<int> rest;
    for (const auto &[value, end] : numbers) {
        const QStringView after = QStringView(text).mid(end).trimmed();
        if (after.startsWith(u'符') || after.startsWith(u"fu", Qt::CaseInsensitive)) {
            s.fu = bounded(value, kMaxFu, u"fu");
        } else if (after.startsWith(u'飜') || after.startsWith(u'翻')
                || after.startsWith(u"han", Qt::CaseInsensitive)) {
            s.han = bounded(value, kMaxHan, u"han");
        } else {
            rest.push_back(bounded(value, kMaxHandValue, u"points"));
        }
    }
    if (!s.error.isEmpty() || rest.empty() || rest.size() > 2)
        return s;
    s.points = rest;
    s.valid = true;
    return s;
}

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
        m_majsoul = true;
        const QString d = uuid.captured(1);
        m_record.date =
                (u"20"_s + d.left(2) + u'-' + d.mid(2, 2) + u'-' + d.mid(4, 2)).toStdString();
    }
    const QJsonObject rule = root.value(u"rule").toObject();
    const QString disp = rule.value(u"disp").toString();
    m_record.lobby = disp.toStdString();
    if (disp.contains(u"間") || disp.contains(u"Room", Qt::CaseInsensitive)
            || disp.contains(u"会戦") || disp.contains(u"友人"))
        m_majsoul = true;
    m_record.ruleset = *rules::presetRuleset(m_majsoul ? "mahjongsoul" : "tenhou");
    rules::Ruleset &r = m_record.ruleset;
    if (m_record.playerCount == 3) {
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
    const bool sanmaLabel = disp.startsWith(u'三') || disp.startsWith(u'3')
            || disp.contains(u"3-Player", Qt::CaseInsensitive)
            || root.value(u"ratingc").toString() == u"PF3";
    if (sanmaLabel != (m_record.playerCount == 3) && !disp.isEmpty())
        warn(u"the rule label \"%1\" does not match the %2 players dealt in"_s.arg(disp).arg(
                m_record.playerCount));
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
    for (int s = 0; s < 4 && s < scores.size(); ++s) {
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

// Rebuilds the move order from the four columns (FORMATS.md §2.6): a depth-first search that
// prefers calls (pon/kan before chi) and backtracks when the columns stop fitting together, so
// that any interleaving consuming every column exactly is found.
std::optional<Error> JsonReader::interleave(game::Kyoku &k, std::array<SeatColumns, 4> &cols,
        const std::vector<Tile> &doras, const std::optional<game::DrawKind> &endKind)
{
    const int n = m_record.playerCount;
    struct State
    {
        std::array<int, 4> ti{};
        std::array<int, 4> di{};
        int seat = 0;
        bool discardPhase = false;
        std::array<Tile, 4> lastDraw{};
        std::array<bool, 4> hasDraw{};
        std::array<bool, 4> replacement{};
        int doraUsed = 1;
        int pendingDora = 0;
        int riichiSeat = -1;
        std::size_t events = 0;
    };
    struct Choice
    {
        State state;
        std::array<int, 4> options{}; // caller seats, then -1 = nobody calls
        int count = 0;
        int next = 0;
        Tile tile;
        int discarder = 0;
    };
    std::vector<Event> &events = k.events;
    std::vector<Choice> stack;
    State st;
    st.seat = k.dealer;
    bool doraShort = false;
    auto allConsumed = [&](const State &s) {
        for (int p = 0; p < n; ++p) {
            if (s.ti[p] != static_cast<int>(cols[p].takes.size())
                    || s.di[p] != static_cast<int>(cols[p].discards.size()))
                return false;
        }
        return true;
    };
    auto emit = [&](Event e) { events.push_back(std::move(e)); };
    auto revealDora = [&](State &s) {
        if (s.doraUsed < static_cast<int>(doras.size())) {
            Event e;
            e.type = EventType::NewDora;
            e.tile = doras[static_cast<std::size_t>(s.doraUsed++)];
            emit(e);
        } else {
            doraShort = true;
        }
    };
    auto flushDora = [&](State &s) {
        for (; s.pendingDora > 0; --s.pendingDora)
            revealDora(s);
    };
    auto acceptRiichi = [&](State &s) {
        if (s.riichiSeat >= 0) {
            Event e;
            e.type = EventType::RiichiAccepted;
            e.seat = static_cast<std::int8_t>(s.riichiSeat);
            emit(e);
            s.riichiSeat = -1;
        }
    };
    // Applies option `caller` (a seat, or -1 for "the next seat draws") after a discard.
    // Returns 1 when the hand ended with every column consumed, 0 to go on, -1 on a dead end.
    auto applyOption = [&](State &s, int caller, Tile tile, int discarder) -> int {
        if (caller < 0) {
            const int next = (discarder + 1) % n;
            if (s.ti[next] >= static_cast<int>(cols[next].takes.size()))
                return allConsumed(s) ? 1 : -1;
            if (cols[next].takes[static_cast<std::size_t>(s.ti[next])].kind != Take::Draw)
                return -1;
            s.seat = next;
            s.discardPhase = false;
            return 0;
        }
        const Take &t = cols[caller].takes[static_cast<std::size_t>(s.ti[caller])];
        acceptRiichi(s);
        Event e;
        e.type = EventType::Call;
        e.seat = static_cast<std::int8_t>(caller);
        e.from = static_cast<std::int8_t>(discarder);
        e.tile = tile;
        e.consumed = t.own;
        e.meld = t.kind == Take::Chi  ? rules::MeldKind::Chi
                : t.kind == Take::Pon ? rules::MeldKind::Pon
                                      : rules::MeldKind::Minkan;
        flushDora(s);
        emit(std::move(e));
        ++s.ti[caller];
        s.hasDraw[caller] = false;
        s.seat = caller;
        if (t.kind == Take::Minkan) {
            const auto &d = cols[caller].discards;
            if (s.di[caller] < static_cast<int>(d.size())
                    && d[static_cast<std::size_t>(s.di[caller])].kind == Discard::Placeholder)
                ++s.di[caller];
            s.replacement[caller] = true;
            ++s.pendingDora;
            s.discardPhase = false;
        } else {
            s.discardPhase = true;
        }
        return 0;
    };
    int steps = 0;
    int deepest = 0;
    QString deepestWhy;
    // Returns 1 when an alternative finished the hand, 0 when one goes on, -1 when none is left.
    auto backtrack = [&](const QString &why) -> int {
        if (static_cast<int>(events.size()) >= deepest) {
            deepest = static_cast<int>(events.size());
            deepestWhy = why;
        }
        while (!stack.empty()) {
            Choice &c = stack.back();
            if (c.next >= c.count) {
                stack.pop_back();
                continue;
            }
            st = c.state;
            events.resize(st.events);
            const int option = c.options[static_cast<std::size_t>(c.next++)];
            const int r = applyOption(st, option, c.tile, c.discarder);
            if (r >= 0)
                return r;
        }
        return -1;
    };
    bool finished = false;
    while (!finished) {
        // A hand gets 200,000 steps of the search, the whole record 1,000,000: a record built
        // to make it backtrack in every hand stays bounded too.
        if (++steps > 200000 || ++m_searchSteps > 1000000)
            return fail(u"cannot rebuild the move order: too many ambiguous calls"_s);
        const int seat = st.seat;
        SeatColumns &c = cols[seat];
        QString dead;
        if (!st.discardPhase) {
            if (st.ti[seat] >= static_cast<int>(c.takes.size())) {
                if (allConsumed(st)) {
                    finished = true;
                    break;
                }
                dead = u"seat %1 has no take left"_s.arg(seat);
            } else {
                const Take &t = c.takes[static_cast<std::size_t>(st.ti[seat])];
                if (t.kind != Take::Draw) {
                    dead = u"seat %1 take %2 is a call where a draw is due"_s.arg(seat).arg(
                            st.ti[seat]);
                } else {
                    acceptRiichi(st);
                    Event e;
                    e.type = EventType::Draw;
                    e.seat = static_cast<std::int8_t>(seat);
                    e.tile = t.tile;
                    e.replacement = st.replacement[seat];
                    st.replacement[seat] = false;
                    emit(e);
                    ++st.ti[seat];
                    st.lastDraw[seat] = t.tile;
                    st.hasDraw[seat] = true;
                    if (st.di[seat] >= static_cast<int>(c.discards.size())) {
                        if (allConsumed(st)) {
                            finished = true;
                            break;
                        }
                        dead = u"seat %1 has no discard left"_s.arg(seat);
                    } else {
                        st.discardPhase = true;
                        continue;
                    }
                }
            }
        } else if (st.di[seat] >= static_cast<int>(c.discards.size())) {
            dead = u"seat %1 has no discard left"_s.arg(seat);
        } else {
            const Discard &d = c.discards[static_cast<std::size_t>(st.di[seat])];
            switch (d.kind) {
            case Discard::Placeholder:
                dead = u"seat %1 discard %2 is a kan placeholder out of place"_s.arg(seat).arg(
                        st.di[seat]);
                break;
            case Discard::Kakan:
            case Discard::Ankan:
            case Discard::Nuki: {
                Event e;
                e.seat = static_cast<std::int8_t>(seat);
                e.tile = d.tile;
                if (d.kind != Discard::Nuki)
                    flushDora(st);
                if (d.kind == Discard::Kakan) {
                    e.type = EventType::AddedKan;
                    e.consumed = d.others;
                } else if (d.kind == Discard::Ankan) {
                    e.type = EventType::ClosedKan;
                    e.consumed = d.others;
                } else {
                    e.type = EventType::NorthBonus;
                }
                emit(std::move(e));
                ++st.di[seat];
                st.hasDraw[seat] = false;
                st.replacement[seat] = true;
                st.discardPhase = false;
                if (d.kind == Discard::Ankan)
                    revealDora(st);
                else if (d.kind == Discard::Kakan)
                    ++st.pendingDora;
                continue;
            }
            case Discard::Tile_:
            case Discard::Tsumogiri: {
                if (d.kind == Discard::Tsumogiri && !st.hasDraw[seat]) {
                    dead = u"seat %1 discard %2 is a tsumogiri with no tile drawn"_s.arg(seat).arg(
                            st.di[seat]);
                    break;
                }
                const Tile tile = d.kind == Discard::Tsumogiri ? st.lastDraw[seat] : d.tile;
                flushDora(st);
                Event e;
                e.type = EventType::Discard;
                e.seat = static_cast<std::int8_t>(seat);
                e.tile = tile;
                e.tsumogiri = d.kind == Discard::Tsumogiri;
                e.riichi = d.riichi;
                emit(std::move(e));
                ++st.di[seat];
                st.hasDraw[seat] = false;
                if (d.riichi)
                    st.riichiSeat = seat;
                // Who may claim it: pon/kan first, then chi, then nobody.
                Choice choice;
                for (int pass = 0; pass < 2; ++pass) {
                    for (int o = 0; o < n; ++o) {
                        if (o == seat || st.ti[o] >= static_cast<int>(cols[o].takes.size()))
                            continue;
                        const Take &t = cols[o].takes[static_cast<std::size_t>(st.ti[o])];
                        if (t.kind == Take::Draw || !(t.tile == tile) || (o + t.rel) % 4 != seat)
                            continue;
                        if ((pass == 0) == (t.kind != Take::Chi))
                            choice.options[static_cast<std::size_t>(choice.count++)] = o;
                    }
                }
                choice.options[static_cast<std::size_t>(choice.count++)] = -1;
                choice.tile = tile;
                choice.discarder = seat;
                st.events = events.size();
                choice.state = st;
                choice.next = 1;
                const int first = choice.options[0];
                if (choice.count > 1)
                    stack.push_back(choice);
                const int r = applyOption(st, first, tile, seat);
                if (r == 1) {
                    finished = true;
                    break;
                }
                if (r == 0)
                    continue;
                dead = u"nobody can act after seat %1's discard"_s.arg(seat);
                break;
            }
            }
        }
        if (finished)
            break;
        const int r = backtrack(dead);
        if (r < 0)
            return fail(u"cannot rebuild the move order from the columns: %1"_s.arg(deepestWhy));
        finished = r == 1;
    }
    // Riichi on the last discard stands unless that discard was won on.
    const bool ron = !endKind.has_value() || *endKind == game::DrawKind::TripleRon;
    if (st.riichiSeat >= 0 && !ron)
        acceptRiichi(st);
    if (doraShort)
        warn(u"more kans than kan dora indicators listed"_s);
    return std::nullopt;
}

std::optional<Error> JsonReader::result(
        game::Kyoku &k, const QJsonArray &res, const std::vector<Tile> &ura, int doraCount)
{
    const int n = m_record.playerCount;
    const QString label = res.at(0).toString();
    m_ctx.setEvent(static_cast<int>(k.events.size()), u"result \"%1\""_s.arg(label));
    auto readDeltas = [&](const QJsonValue &v, std::array<int, 4> &out) -> std::optional<Error> {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() < n)
            return fail(u"the score changes are not a list of %1 numbers"_s.arg(n));
        for (int s = 0; s < 4 && s < a.size(); ++s) {
            if (!a.at(s).isDouble())
                return fail(u"score change %1 is not a number"_s.arg(s));
            const double delta = a.at(s).toDouble();
            const std::optional<int> bounded = boundedInt(delta, -kMaxScore, kMaxScore);
            if (!bounded)
                return fail(outOfRange(u"score change %1"_s.arg(s), delta, -kMaxScore, kMaxScore));
            out[s] = *bounded;
        }
        return std::nullopt;
    };
    // Hands at the end, for the winners' tiles and melds.
    HandTracker tracker;
    tracker.start(k);
    std::array<bool, 4> declared{};
    Tile lastTile;
    bool lastWasDraw = false;
    for (const Event &e : k.events) {
        tracker.apply(e);
        if (e.type == EventType::Discard && e.riichi)
            declared[e.seat] = true;
        if (e.type == EventType::Draw || e.type == EventType::Discard
                || e.type == EventType::AddedKan) {
            lastTile = e.tile;
            lastWasDraw = e.type == EventType::Draw;
        }
    }
    std::vector<Tile> shownDoras(k.doraIndicators);
    for (const Event &e : k.events) {
        if (e.type == EventType::NewDora)
            shownDoras.push_back(e.tile);
    }
    (void)doraCount;
    const std::optional<game::DrawKind> drawKind = drawKindFromLabel(label);
    int paid = 0;
    for (const Event &e : k.events)
        paid += e.type == EventType::RiichiAccepted;
    std::array<int, 4> total{};
    if (drawKind) {
        game::DrawResult d;
        d.kind = *drawKind;
        if (res.size() >= 2) {
            if (auto e = readDeltas(res.at(1), d.deltas))
                return e;
            d.hasDeltas = true;
        }
        if (d.kind == game::DrawKind::Exhaustive) {
            const QString n = label.simplified();
            for (int s = 0; s < m_record.playerCount; ++s) {
                d.tenpai[s] = n == u"全員聴牌" || d.deltas[s] > 0;
            }
        } else if (d.kind == game::DrawKind::NagashiMangan) {
            for (int s = 0; s < m_record.playerCount; ++s)
                d.nagashi[s] = d.deltas[s] >= 8000;
        }
        total = d.deltas;
        k.draw = std::move(d);
        Event e;
        e.type = EventType::DrawEnd;
        k.events.push_back(e);
    } else {
        const QString norm = label.simplified().toLower();
        if (label != u"和了" && norm != u"agari" && norm != u"ron" && norm != u"tsumo"
                && norm != u"win" && norm != u"hule" && norm != u"和")
            return fail(u"unknown result \"%1\""_s.arg(label));
        if (res.size() < 3 || res.size() % 2 != 1)
            return fail(u"a win needs pairs of score changes and details"_s);
        if (res.size() / 2 > kMaxWinsPerKyoku)
            return fail(u"more than %1 wins in one hand"_s.arg(kMaxWinsPerKyoku));
        bool uraUsed = false;
        for (qsizetype i = 1; i + 1 < res.size(); i += 2) {
            m_ctx.setEvent(static_cast<int>(k.events.size()), u"result \"%1\""_s.arg(label));
            game::WinResult w;
            if (auto e = readDeltas(res.at(i), w.deltas))
                return e;
            w.hasDeltas = true;
            const QJsonArray detail = res.at(i + 1).toArray();
            if (detail.size() < 3)
                return fail(u"win details must start with winner, discarder and liable seat"_s);
            w.winner = detail.at(0).toInt(-1);
            w.from = detail.at(1).toInt(-1);
            const int pao = detail.at(2).toInt(-1);
            if (w.winner < 0 || w.winner >= n || w.from < 0 || w.from >= n || pao < 0 || pao >= n)
                return fail(u"win details name a seat outside the table"_s);
            w.pao = pao == w.winner ? -1 : pao;
            const bool tsumo = w.winner == w.from;
            const bool dealer = w.winner == k.dealer;
            const QString text = detail.at(3).toString();
            for (qsizetype y = 4; y < detail.size(); ++y) {
                const QString item = detail.at(y).toString();
                const qsizetype open = item.lastIndexOf(u'(');
                const QString name = open > 0 ? item.left(open) : item;
                const QString value = open > 0 ? item.mid(open) : QString();
                int han = 0;
                if (value.contains(u"役満") || value.contains(u"yakuman", Qt::CaseInsensitive)) {
                    han = 13;
                    if (value.contains(u"2倍") || value.contains(u"ダブル")
                            || value.contains(u"double", Qt::CaseInsensitive))
                        han = 26;
                } else {
                    QString digits;
                    for (QChar ch : value) {
                        if (ch.isDigit() && ch.unicode() < 128)
                            digits += ch;
                    }
                    bool ok = digits.isEmpty();
                    han = digits.isEmpty() ? 0 : digits.toInt(&ok);
                    if (!ok || han > kMaxHan)
                        return fail(outOfRange(u"han of \"%1\""_s.arg(item.left(40)),
                                digits.left(15).toDouble(), 0, kMaxHan));
                }
                std::string key = yakuKeyFromName(name);
                if (key.empty()) {
                    warn(u"unknown yaku name \"%1\" kept as written"_s.arg(name));
                    key = name.toStdString();
                }
                w.yaku.emplace_back(key, han);
            }
            if (auto why = checkYakuList(w))
                return fail(*why);
            fillHanFromYaku(w);
            if (text.isEmpty()) {
                warn(u"a win without a score text"_s);
            } else {
                const ScoreText s = parseScoreText(text);
                if (!s.error.isEmpty())
                    return fail(s.error);
                if (!s.valid) {
                    warn(u"unreadable score text \"%1\""_s.arg(text));
                } else {
                    w.fu = s.fu;
                    if (!tsumo)
                        w.points = s.points.front();
                    else if (s.points.size() == 2)
                        w.points = s.points[0] * (n - 2) + s.points[1];
                    else
                        w.points = s.points.front() * (n - 1);
                    // Each part is within kMaxHandValue, so this does not overflow; the sum
                    // is checked with the rest of the win (checkWinNumbers).
                    if (s.han >= 0 && w.yakuman == 0 && s.han != w.han)
                        warn(u"the score text says %1 han, the yaku add up to %2"_s.arg(s.han).arg(
                                w.han));
                    if (tsumo && dealer != (s.all || s.points.size() == 1))
                        warn(u"the score text \"%1\" does not fit a %2 tsumo"_s.arg(text).arg(
                                dealer ? u"dealer"_s : u"non-dealer"_s));
                }
            }
            // Winning tile and hand.
            w.winTile = lastTile;
            w.closed = tracker.closed(w.winner);
            if (!tsumo)
                w.closed.push_back(lastTile);
            else if (!lastWasDraw || tracker.lastDrawSeat() != w.winner)
                warn(u"a tsumo win by seat %1 who did not draw last"_s.arg(w.winner));
            w.melds = tracker.melds(w.winner);
            w.doraIndicators = shownDoras;
            if (declared[w.winner]) {
                w.uraIndicators = ura;
                uraUsed = true;
            }
            if (auto why = checkWinNumbers(w))
                return fail(*why);
            for (int s = 0; s < 4; ++s)
                total[s] += w.deltas[s];
            k.wins.push_back(std::move(w));
            Event e;
            e.type = EventType::Win;
            e.seat = static_cast<std::int8_t>(k.wins.back().winner);
            e.from = static_cast<std::int8_t>(k.wins.back().from);
            e.tile = lastTile;
            e.result = static_cast<int>(k.wins.size()) - 1;
            k.events.push_back(e);
        }
        if (!ura.empty() && !uraUsed)
            warn(u"ura indicators are listed but no winner declared riichi"_s);
    }
    // Scores after the hand: start, minus riichi deposits, plus the recorded changes.
    std::array<int, 4> riichi{};
    for (const Event &e : k.events) {
        if (e.type == EventType::RiichiAccepted)
            riichi[e.seat] += 1000;
    }
    for (int s = 0; s < 4; ++s)
        k.endScores[s] = k.startScores[s] - riichi[s] + total[s];
    k.hasEndScores = true;
    (void)paid;
    m_ctx.clearEvent();
    return std::nullopt;
}

} // namespace

Result<game::Record> readTenhouJson(const QByteArray &data, const QString &sourceName)
{
    JsonReader reader(data, sourceName);
    return reader.read();
}

} // namespace haifu::formats
