// MJAI JSON lines (one event object per line, or a JSON array of events): FORMATS.md §3.

#include "formats/formatscommon.h"
#include "formats/recordio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cctype>
#include <cmath>

namespace haifu::formats {

namespace {

class MjaiReader
{
public:
    MjaiReader(const QByteArray &data, const QString &source) : m_data(data), m_ctx(source) { }
    Result<game::Record> read();

private:
    std::optional<Error> event(const QJsonObject &o, const QString &type);
    std::optional<Error> horaYaku(game::WinResult &w, const QJsonArray &yakus);
    void startGame(const QJsonObject &o);
    std::optional<Error> handEvent(const QJsonObject &o, const QString &type);
    std::optional<Error> startKyoku(const QJsonObject &o);
    std::optional<Error> hora(const QJsonObject &o);
    std::optional<Error> ryukyoku(const QJsonObject &o);
    std::optional<Error> tile(const QJsonObject &o, QStringView key, Tile &out);
    std::optional<Error> tiles(const QJsonValue &v, const QString &what, std::vector<Tile> &out,
            bool allowHidden = false, bool *hidden = nullptr);
    std::optional<Error> seat(const QJsonObject &o, QStringView key, int &out);
    std::optional<Error> deltas(
            const QJsonValue &v, const char16_t *what, std::array<int, 4> &out, bool &has);
    std::optional<Error> intField(
            const QJsonObject &o, QStringView key, int min, int max, int fallback, int &out);
    Error fail(const QString &message) const { return m_ctx.error(message); }
    void warn(const QString &message) { m_ctx.warn(m_record, message); }
    game::Kyoku *current() { return m_open ? &m_record.kyoku.back() : nullptr; }
    void push(Event e) { m_record.kyoku.back().events.push_back(std::move(e)); }
    void finishKyoku();
    std::optional<Error> checkEventCount() const
    {
        if (!m_record.kyoku.empty()
                && m_record.kyoku.back().events.size() > std::size_t(kMaxEventsPerKyoku))
            return fail(u"more than %1 events in one hand"_s.arg(kMaxEventsPerKyoku));
        return std::nullopt;
    }

    const QByteArray &m_data;
    ErrorContext m_ctx;
    game::Record m_record;
    bool m_open = false; // a start_kyoku whose hand has not ended
    bool m_ended = false; // the hand has a result (hora may repeat for a multiple ron)
    bool m_stopped = false; // an error event stopped the game
    bool m_sawNames = false;
    std::array<bool, 4> m_replacement{};
    std::array<bool, 4> m_riichiPending{};
    std::array<int, 4> m_riichiPaid{};
    bool m_scoresRecorded = false; // the hand's result carried "scores"
    std::array<bool, 4> m_justDrew{}; // the seat's last move was a draw…
    std::array<Tile, 4> m_drawn{}; // …of this tile
    HandTracker m_tracker;
    // Unknown event types: the first kinds by name, the others only counted (a file can hold any
    // number of made-up types; remembering them all would cost memory and time for nothing).
    static constexpr std::size_t kListedUnknown = 20;
    std::vector<QString> m_unknown;
    qsizetype m_unknownOthers = 0;
};

std::optional<Error> MjaiReader::seat(const QJsonObject &o, QStringView key, int &out)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return fail(u"missing or non-numeric \"%1\""_s.arg(key.toString()));
    out = v.toInt(-1);
    if (out < 0 || out >= m_record.playerCount)
        return fail(u"\"%1\": %2 is not a seat of this %3-player game"_s.arg(key.toString())
                            .arg(v.toDouble())
                            .arg(m_record.playerCount));
    return std::nullopt;
}

std::optional<Error> MjaiReader::tile(const QJsonObject &o, QStringView key, Tile &out)
{
    const QString text = o.value(key).toString();
    if (text == u"?")
        return fail(u"\"%1\" is a hidden tile ('?'): player-view logs cannot be replayed"_s.arg(
                key.toString()));
    const std::optional<Tile> t = tileFromMjai(text);
    if (!t)
        return fail(u"\"%1\": \"%2\" is not a tile"_s.arg(key.toString(), text.left(10)));
    out = *t;
    return std::nullopt;
}

std::optional<Error> MjaiReader::tiles(const QJsonValue &v, const QString &what,
        std::vector<Tile> &out, bool allowHidden, bool *hidden)
{
    out.clear();
    if (!v.isArray())
        return fail(u"%1 is not a list of tiles"_s.arg(what));
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString text = a.at(i).toString();
        if (text == u"?") {
            if (!allowHidden)
                return fail(u"%1[%2] is a hidden tile ('?'): player-view logs cannot be "
                            u"replayed"_s.arg(what)
                                    .arg(i));
            if (hidden)
                *hidden = true;
            continue;
        }
        const std::optional<Tile> t = tileFromMjai(text);
        if (!t)
            return fail(u"%1[%2]: \"%3\" is not a tile"_s.arg(what).arg(i).arg(text.left(10)));
        out.push_back(*t);
    }
    return std::nullopt;
}

std::optional<Error> MjaiReader::deltas(
        const QJsonValue &v, const char16_t *what, std::array<int, 4> &out, bool &has)
{
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() < m_record.playerCount || a.size() > 4)
        return fail(u"%1: score list does not have one number per player"_s.arg(
                QString::fromUtf16(what)));
    for (int s = 0; s < a.size(); ++s) {
        if (!a.at(s).isDouble())
            return fail(u"%1: score %2 is not a number"_s.arg(QString::fromUtf16(what)).arg(s));
        const double value = a.at(s).toDouble();
        const std::optional<int> bounded = boundedInt(value, -kMaxScore, kMaxScore);
        if (!bounded)
            return fail(outOfRange(u"%1[%2]"_s.arg(QString::fromUtf16(what)).arg(s), value,
                    -kMaxScore, kMaxScore));
        out[s] = *bounded;
    }
    has = true;
    return std::nullopt;
}

// An optional whole number within [min, max] (`fallback` when absent).
std::optional<Error> MjaiReader::intField(
        const QJsonObject &o, QStringView key, int min, int max, int fallback, int &out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        out = fallback;
        return std::nullopt;
    }
    const double d = v.toDouble();
    const std::optional<int> bounded = v.isDouble() ? boundedInt(d, min, max) : std::nullopt;
    if (!v.isDouble())
        return fail(u"\"%1\" is not a number"_s.arg(key.toString()));
    if (!bounded || d != std::floor(d))
        return fail(outOfRange(u"\"%1\""_s.arg(key.toString()), d, min, max));
    out = *bounded;
    return std::nullopt;
}

Result<game::Record> MjaiReader::read()
{
    m_record.format = game::RecordFormat::Mjai;
    m_record.ruleset = *rules::presetRuleset("tenhou");
    // A top-level JSON array of events, or one object per line.
    const QByteArray trimmed = m_data.trimmed();
    if (trimmed.startsWith('[')) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &error);
        if (error.error != QJsonParseError::NoError)
            return fail(
                    u"broken JSON at offset %1: %2"_s.arg(error.offset).arg(error.errorString()));
        const QJsonArray events = doc.array();
        for (qsizetype i = 0; i < events.size() && !m_stopped; ++i) {
            const QJsonObject o = events.at(i).toObject();
            const QString type = o.value("type"_L1).toString();
            m_ctx.setTypedEvent(static_cast<int>(i), -1, type);
            if (!events.at(i).isObject())
                return fail(u"event is not a JSON object"_s);
            if (auto e = event(o, type))
                return *e;
            if (auto e = checkEventCount())
                return *e;
        }
    } else {
        int line = 0;
        qsizetype pos = 0;
        while (pos < m_data.size() && !m_stopped) {
            qsizetype end = m_data.indexOf('\n', pos);
            if (end < 0)
                end = m_data.size();
            // The line without surrounding white space, not copied.
            qsizetype from = pos;
            qsizetype to = end;
            pos = end + 1;
            ++line;
            while (from < to && std::isspace(static_cast<unsigned char>(m_data[from])))
                ++from;
            while (to > from && std::isspace(static_cast<unsigned char>(m_data[to - 1])))
                --to;
            if (from == to)
                continue;
            const QByteArray text = QByteArray::fromRawData(m_data.constData() + from, to - from);
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
            m_ctx.setEvent(-1, QString());
            if (error.error != QJsonParseError::NoError)
                return fail(u"line %1: broken JSON at column %2: %3"_s.arg(line)
                                    .arg(error.offset + 1)
                                    .arg(error.errorString()));
            if (!doc.isObject())
                return fail(u"line %1: not a JSON object"_s.arg(line));
            const QJsonObject o = doc.object();
            const QString type = o.value("type"_L1).toString();
            m_ctx.setTypedEvent(line, line, type);
            if (auto e = event(o, type))
                return *e;
            if (auto e = checkEventCount())
                return *e;
        }
    }
    m_ctx.clearEvent();
    if (m_record.kyoku.empty())
        return fail(u"not an MJAI record: no start_kyoku event"_s);
    if (m_open)
        warn(u"the last hand has no result (the record stops in the middle of it)"_s);
    else if (!m_record.hasFinal && !m_stopped)
        warn(u"no end_game event: the game is incomplete"_s);
    m_ctx.finishWithIgnored(m_record, m_unknown, m_unknownOthers,
            u"ignored events of unknown type \"%1\""_s,
            u"ignored %1 more events of other unknown types"_s);
    return std::move(m_record);
}

std::optional<Error> MjaiReader::event(const QJsonObject &o, const QString &type)
{
    if (type.isEmpty())
        return fail(u"an event without a \"type\""_s);
    if (type == "start_game"_L1) {
        startGame(o);
        return std::nullopt;
    }
    if (type == "start_kyoku"_L1)
        return startKyoku(o);
    if (type == "end_kyoku"_L1) {
        if (m_open)
            return fail(u"end_kyoku before the hand has a result"_s);
        return std::nullopt;
    }
    if (type == "end_game"_L1) {
        if (m_open)
            warn(u"end_game in the middle of a hand"_s);
        bool has = false;
        if (auto e = deltas(o.value(u"scores"), u"scores", m_record.finalScores, has))
            return e;
        m_record.hasFinal = has;
        m_open = false;
        return std::nullopt;
    }
    if (type == "error"_L1) {
        warn(u"the game was stopped by an error: %1"_s.arg(o.value(u"message").toString()));
        m_stopped = true;
        return std::nullopt;
    }
    if (type == "none"_L1 || type == "hello"_L1 || type == "join"_L1 || type == "ok"_L1)
        return std::nullopt;
    if (type == "hora"_L1)
        return hora(o);
    if (type == "ryukyoku"_L1)
        return ryukyoku(o);
    const bool known = type == "tsumo"_L1 || type == "dahai"_L1 || type == "chi"_L1
            || type == "pon"_L1 || type == "daiminkan"_L1 || type == "kakan"_L1
            || type == "ankan"_L1 || type == "nukidora"_L1 || type == "dora"_L1
            || type == "reach"_L1 || type == "reach_accepted"_L1;
    if (!known) {
        // A search of at most kListedUnknown types: constant time per event.
        if (std::find(m_unknown.begin(), m_unknown.end(), type) != m_unknown.end())
            return std::nullopt;
        if (m_unknown.size() < kListedUnknown)
            m_unknown.push_back(type);
        else
            ++m_unknownOthers;
        return std::nullopt;
    }
    return handEvent(o, type);
}

void MjaiReader::startGame(const QJsonObject &o)
{
    const QJsonArray names = o.value(u"names").toArray();
    if (names.size() == 3 || names.size() == 4) {
        m_record.playerCount = static_cast<int>(names.size());
        for (int s = 0; s < names.size(); ++s)
            m_record.players[s].name = names.at(s).toString().toStdString();
        m_sawNames = true;
    }
    const QString uri = o.value(u"uri").toString();
    const QString id = findTenhouLogId(uri);
    if (!id.isEmpty()) {
        m_record.id = id.toStdString();
        m_record.date = dateFromTenhouLogId(id).toStdString();
        bool ok = false;
        const int gameType = id.mid(13, 4).toInt(&ok, 16);
        if (ok) {
            applyTenhouType(m_record.ruleset, gameType);
            m_record.lobby = tenhouLobbyLabel(gameType).toStdString();
        }
    }
    if (o.contains(u"aka_flag") && !o.value(u"aka_flag").toBool())
        m_record.ruleset.redFives = 0;
}

// A move, a riichi or a new dora of the hand under way.
std::optional<Error> MjaiReader::handEvent(const QJsonObject &o, const QString &type)
{
    if (!current())
        return fail(u"\"%1\" outside a hand"_s.arg(type));
    Event e;
    if (type == "dora"_L1) {
        e.type = EventType::NewDora;
        if (auto err = tile(o, u"dora_marker", e.tile))
            return err;
        push(e);
        return std::nullopt;
    }
    int actor = 0;
    if (auto err = seat(o, u"actor", actor))
        return err;
    e.seat = static_cast<std::int8_t>(actor);
    if (type == "tsumo"_L1) {
        e.type = EventType::Draw;
        if (auto err = tile(o, u"pai", e.tile))
            return err;
        e.replacement = m_replacement[actor];
        m_replacement[actor] = false;
    } else if (type == "dahai"_L1) {
        e.type = EventType::Discard;
        if (auto err = tile(o, u"pai", e.tile))
            return err;
        e.tsumogiri = o.value(u"tsumogiri").toBool();
        if (e.tsumogiri && !(m_justDrew[actor] && m_drawn[actor] == e.tile)) {
            // Some converters flag the discard after a call as tsumogiri (wahaha__…: a pon
            // followed by "tsumogiri":true); only the tile just drawn can be discarded so.
            warn(u"tsumogiri flag on a discard that is not the tile just drawn; cleared"_s);
            e.tsumogiri = false;
        }
        e.riichi = m_riichiPending[actor];
        m_riichiPending[actor] = false;
    } else if (type == "chi"_L1 || type == "pon"_L1 || type == "daiminkan"_L1) {
        e.type = EventType::Call;
        e.meld = type == "chi"_L1  ? rules::MeldKind::Chi
                : type == "pon"_L1 ? rules::MeldKind::Pon
                                   : rules::MeldKind::Minkan;
        int target = 0;
        if (auto err = seat(o, u"target", target))
            return err;
        if (target == actor)
            return fail(u"a call from the caller's own discard"_s);
        e.from = static_cast<std::int8_t>(target);
        if (auto err = tile(o, u"pai", e.tile))
            return err;
        if (auto err = tiles(o.value(u"consumed"), u"consumed"_s, e.consumed))
            return err;
        const std::size_t need = e.meld == rules::MeldKind::Minkan ? 3 : 2;
        if (e.consumed.size() != need)
            return fail(
                    u"%1 consumes %2 tiles, not %3"_s.arg(type).arg(e.consumed.size()).arg(need));
        if (e.meld == rules::MeldKind::Minkan)
            m_replacement[actor] = true;
    } else if (type == "kakan"_L1) {
        e.type = EventType::AddedKan;
        if (auto err = tile(o, u"pai", e.tile))
            return err;
        if (o.contains(u"consumed")) {
            if (auto err = tiles(o.value(u"consumed"), u"consumed"_s, e.consumed))
                return err;
        }
        m_replacement[actor] = true;
    } else if (type == "ankan"_L1) {
        e.type = EventType::ClosedKan;
        if (auto err = tiles(o.value(u"consumed"), u"consumed"_s, e.consumed))
            return err;
        if (e.consumed.size() != 4)
            return fail(u"ankan consumes %1 tiles, not 4"_s.arg(e.consumed.size()));
        e.tile = Tile{ e.consumed.front().kind, false };
        m_replacement[actor] = true;
    } else if (type == "nukidora"_L1) {
        e.type = EventType::NorthBonus;
        e.tile = Tile{ rules::kinds::North, false };
        if (o.contains(u"pai")) {
            if (auto err = tile(o, u"pai", e.tile))
                return err;
        }
        m_replacement[actor] = true;
    } else if (type == "reach"_L1) {
        m_riichiPending[actor] = true;
        return std::nullopt;
    } else if (type == "reach_accepted"_L1) {
        e.type = EventType::RiichiAccepted;
        if (m_riichiPaid[actor] > 0)
            return fail(u"seat %1's riichi is accepted twice in one hand"_s.arg(actor));
        m_riichiPaid[actor] += 1000;
    }
    if (e.type == EventType::Draw) {
        m_justDrew[actor] = true;
        m_drawn[actor] = e.tile;
    } else if (e.type != EventType::RiichiAccepted) {
        m_justDrew[actor] = false;
    }
    if (!m_tracker.apply(e) && e.type != EventType::RiichiAccepted)
        warn(u"seat %1 uses a tile that is not in their hand"_s.arg(actor));
    push(std::move(e));
    return std::nullopt;
}

std::optional<Error> MjaiReader::startKyoku(const QJsonObject &o)
{
    if (m_open)
        return fail(u"a new hand starts before the previous one has a result"_s);
    if (m_record.kyoku.size() >= std::size_t(kMaxKyoku))
        return fail(u"more than %1 hands in one record"_s.arg(kMaxKyoku));
    game::Kyoku k;
    const QString wind = o.value(u"bakaze").toString();
    const int w = wind == u"E" ? 0 : wind == u"S" ? 1 : wind == u"W" ? 2 : wind == u"N" ? 3 : -1;
    const int number = o.value(u"kyoku").toInt(-1);
    if (w < 0 || number < 1 || number > 4)
        return fail(u"bakaze \"%1\" / kyoku %2 is not a round"_s.arg(wind).arg(number));
    k.round = w * 4 + number - 1;
    k.honba = o.value(u"honba").toInt(0);
    k.riichiSticks = o.value(u"kyotaku").toInt(0);
    if (k.honba < 0 || k.honba > 100 || k.riichiSticks < 0 || k.riichiSticks > 100)
        return fail(u"impossible honba or deposits"_s);
    const QJsonArray tehais = o.value(u"tehais").toArray();
    if (tehais.size() != 3 && tehais.size() != 4)
        return fail(u"tehais has %1 hands"_s.arg(tehais.size()));
    if (m_record.kyoku.empty() && !m_sawNames && tehais.size() == 3) {
        m_record.playerCount = 3;
        applyTenhouType(m_record.ruleset, 0x10 | 0x08 | (m_record.ruleset.redFives ? 0 : 2));
    }
    if (tehais.size() != m_record.playerCount)
        return fail(u"tehais has %1 hands in a %2-player game"_s.arg(tehais.size())
                            .arg(m_record.playerCount));
    if (m_record.playerCount == 3 && m_record.ruleset.players != 3) {
        const int red = m_record.ruleset.redFives;
        applyTenhouType(m_record.ruleset, 0x10 | 0x08);
        m_record.ruleset.redFives = red;
    }
    if (auto e = seat(o, u"oya", k.dealer))
        return e;
    for (int s = 0; s < tehais.size(); ++s) {
        if (auto e = tiles(tehais.at(s), u"tehais[%1]"_s.arg(s), k.hands[s]))
            return e;
        if (k.hands[s].size() != 13)
            return fail(u"seat %1 is dealt %2 tiles, not 13"_s.arg(s).arg(k.hands[s].size()));
    }
    Tile dora;
    if (auto e = tile(o, u"dora_marker", dora))
        return e;
    k.doraIndicators.push_back(dora);
    bool has = false;
    if (o.contains(u"scores")) {
        if (auto e = deltas(o.value(u"scores"), u"scores", k.startScores, has))
            return e;
    } else if (!m_record.kyoku.empty() && m_record.kyoku.back().hasEndScores) {
        k.startScores = m_record.kyoku.back().endScores;
    } else if (m_record.kyoku.empty()) {
        for (int s = 0; s < m_record.playerCount; ++s)
            k.startScores[s] = m_record.ruleset.startPoints;
    }
    m_record.kyoku.push_back(std::move(k));
    const game::Kyoku &kk = m_record.kyoku.back();
    m_ctx.setKyoku(static_cast<int>(m_record.kyoku.size()) - 1, kk.round, kk.honba);
    m_tracker.start(kk);
    m_open = true;
    m_ended = false;
    m_replacement.fill(false);
    m_riichiPending.fill(false);
    m_riichiPaid.fill(0);
    m_scoresRecorded = false;
    m_justDrew.fill(false);
    return std::nullopt;
}

void MjaiReader::finishKyoku()
{
    game::Kyoku &k = m_record.kyoku.back();
    if (!m_scoresRecorded) {
        for (int s = 0; s < 4; ++s)
            k.endScores[s] = k.startScores[s] - m_riichiPaid[s];
        for (const game::WinResult &w : k.wins) {
            for (int s = 0; s < 4; ++s)
                k.endScores[s] += w.deltas[s];
        }
        if (k.draw) {
            for (int s = 0; s < 4; ++s)
                k.endScores[s] += k.draw->deltas[s];
        }
        bool known = !k.wins.empty() || k.draw.has_value();
        for (const game::WinResult &w : k.wins)
            known = known && w.hasDeltas;
        if (k.draw && !k.draw->hasDeltas && k.draw->kind == game::DrawKind::Exhaustive)
            known = false;
        k.hasEndScores = known;
    }
    m_open = false;
    m_ended = true;
}

// The yaku of a win (MJAI "yakus": [name, han] pairs), checked.
std::optional<Error> MjaiReader::horaYaku(game::WinResult &w, const QJsonArray &yakus)
{
    if (yakus.size() > kMaxYakuPerWin)
        return fail(
                u"a win with %1 yaku entries (at most %2)"_s.arg(yakus.size()).arg(kMaxYakuPerWin));
    int dragonIndex = 0;
    for (const QJsonValue &v : yakus) {
        const QJsonArray pair = v.toArray();
        const QString name = pair.at(0).toString();
        const double value = pair.at(1).toDouble();
        if (!pair.at(1).isUndefined() && !boundedInt(value, 0, kMaxHan))
            return fail(outOfRange(u"han of yaku \"%1\""_s.arg(name.left(40)), value, 0, kMaxHan));
        const int han = pair.at(1).toInt();
        std::string key = yakuKeyFromName(name);
        if (key == "sangenpai") {
            // MJAI does not say which dragon: take the dragon sets of the hand in order.
            std::array<int, 3> count{};
            for (const Tile &t : w.closed) {
                if (t.kind >= rules::kinds::White)
                    ++count[t.kind - rules::kinds::White];
            }
            for (const rules::Meld &m : w.melds) {
                if (m.base() >= rules::kinds::White)
                    count[m.base() - rules::kinds::White] += 3;
            }
            static constexpr std::string_view kDragons[] = { "haku", "hatsu", "chun" };
            int given = 0;
            for (; dragonIndex < 3 && given < std::max(han, 1); ++dragonIndex) {
                if (count[dragonIndex] >= 3) {
                    w.yaku.emplace_back(std::string(kDragons[dragonIndex]), 1);
                    ++given;
                }
            }
            if (given == 0)
                warn(u"\"sangenpai\" without a dragon set in the hand"_s);
            continue;
        }
        addYaku(w, std::move(key), name, han, m_ctx, m_record);
    }
    if (auto error = finishYaku(w, m_ctx))
        return error;
    return std::nullopt;
}

std::optional<Error> MjaiReader::hora(const QJsonObject &o)
{
    if (m_record.kyoku.empty()
            || (!m_open
                    && !(m_ended && m_record.kyoku.back().draw == std::nullopt
                            && !m_record.kyoku.back().wins.empty())))
        return fail(u"hora outside a hand"_s);
    game::Kyoku &k = m_record.kyoku.back();
    if (k.wins.size() >= std::size_t(kMaxWinsPerKyoku))
        return fail(u"more than %1 wins in one hand"_s.arg(kMaxWinsPerKyoku));
    game::WinResult w;
    if (auto e = seat(o, u"actor", w.winner))
        return e;
    if (auto e = seat(o, u"target", w.from))
        return e;
    const bool tsumo = w.winner == w.from;
    // Winning tile: given, or the last draw / discard / added kan tile.
    Tile last;
    for (auto it = k.events.rbegin(); it != k.events.rend(); ++it) {
        if (it->type == EventType::Draw || it->type == EventType::Discard
                || it->type == EventType::AddedKan) {
            last = it->tile;
            break;
        }
    }
    w.winTile = last;
    if (o.contains(u"pai") && o.value(u"pai").toString() != u"?") {
        if (auto e = tile(o, u"pai", w.winTile))
            return e;
    }
    w.melds = m_tracker.melds(w.winner);
    bool hidden = false;
    if (o.contains(u"hora_tehais")) {
        if (auto e = tiles(o.value(u"hora_tehais"), u"hora_tehais"_s, w.closed, true, &hidden))
            return e;
    }
    if (hidden || !o.contains(u"hora_tehais"))
        w.closed = m_tracker.closed(w.winner);
    if (w.closed.size() + 3 * w.melds.size() == 13)
        w.closed.push_back(w.winTile);
    if (o.contains(u"ura_markers") || o.contains(u"uradora_markers")) {
        const QJsonValue v = o.contains(u"uradora_markers") ? o.value(u"uradora_markers")
                                                            : o.value(u"ura_markers");
        if (auto e = tiles(v, u"ura markers"_s, w.uraIndicators))
            return e;
    }
    w.doraIndicators = k.doraIndicators;
    for (const Event &e : k.events) {
        if (e.type == EventType::NewDora)
            w.doraIndicators.push_back(e.tile);
    }
    if (auto e = deltas(o.value(u"deltas"), u"deltas", w.deltas, w.hasDeltas))
        return e;
    if (o.contains(u"pao") && o.value(u"pao").isDouble()) {
        const int pao = o.value(u"pao").toInt(-1);
        w.pao = pao >= 0 && pao < m_record.playerCount && pao != w.winner ? pao : -1;
    }
    const QJsonArray yakus = o.value(u"yakus").toArray();
    if (auto error = horaYaku(w, yakus))
        return error;
    int fan = 0;
    if (auto e = intField(o, u"fan", 0, kMaxHan, 0, fan))
        return e;
    if (o.contains(u"fan"))
        w.han = w.yakuman > 0 ? 0 : fan;
    if (auto e = intField(o, u"fu", 0, kMaxFu, 0, w.fu))
        return e;
    if (auto e = intField(o, u"hora_points", 0, kMaxHandValue, 0, w.points))
        return e;
    if (yakus.isEmpty() && !o.contains(u"hora_points") && !w.hasDeltas)
        warn(u"a win with no recorded value (no yakus, points or deltas)"_s);
    bool hasScores = false;
    std::array<int, 4> scores{};
    if (auto e = deltas(o.value(u"scores"), u"scores", scores, hasScores))
        return e;
    if (auto why = checkWinNumbers(w))
        return fail(*why);
    if (hasScores) {
        k.endScores = scores;
        k.hasEndScores = true;
        m_scoresRecorded = true;
    }
    (void)tsumo;
    k.wins.push_back(std::move(w));
    Event e;
    e.type = EventType::Win;
    e.seat = static_cast<std::int8_t>(k.wins.back().winner);
    e.from = static_cast<std::int8_t>(k.wins.back().from);
    e.tile = k.wins.back().winTile;
    e.result = static_cast<int>(k.wins.size()) - 1;
    push(e);
    finishKyoku();
    return std::nullopt;
}

std::optional<Error> MjaiReader::ryukyoku(const QJsonObject &o)
{
    if (!current())
        return fail(u"ryukyoku outside a hand"_s);
    game::Kyoku &k = m_record.kyoku.back();
    game::DrawResult d;
    const QString reason = o.value(u"reason").toString();
    const std::optional<game::DrawKind> kind = drawKindFromMjaiReason(reason);
    if (!kind)
        return fail(u"unknown draw reason \"%1\""_s.arg(reason));
    d.kind = *kind;
    if (auto e = deltas(o.value(u"deltas"), u"deltas", d.deltas, d.hasDeltas))
        return e;
    const QJsonArray tenpais = o.value(u"tenpais").toArray();
    for (int s = 0; s < tenpais.size() && s < 4; ++s)
        d.tenpai[s] = tenpais.at(s).toBool();
    if (tenpais.isEmpty() && d.hasDeltas && d.kind == game::DrawKind::Exhaustive) {
        for (int s = 0; s < m_record.playerCount; ++s)
            d.tenpai[s] = d.deltas[s] > 0;
    }
    const QJsonArray tehais = o.value(u"tehais").toArray();
    for (int s = 0; s < tehais.size() && s < 4; ++s) {
        bool hidden = false;
        if (auto e = tiles(tehais.at(s), u"tehais[%1]"_s.arg(s), d.shownHands[s], true, &hidden))
            return e;
        if (hidden)
            d.shownHands[s].clear();
    }
    if (d.kind == game::DrawKind::NagashiMangan) {
        for (int s = 0; s < m_record.playerCount; ++s)
            d.nagashi[s] = d.deltas[s] >= 8000;
    }
    bool hasScores = false;
    std::array<int, 4> scores{};
    if (auto e = deltas(o.value(u"scores"), u"scores", scores, hasScores))
        return e;
    if (hasScores) {
        k.endScores = scores;
        k.hasEndScores = true;
        m_scoresRecorded = true;
    }
    k.draw = std::move(d);
    Event e;
    e.type = EventType::DrawEnd;
    push(e);
    finishKyoku();
    return std::nullopt;
}

} // namespace

Result<game::Record> readMjai(const QByteArray &data, const QString &sourceName)
{
    return MjaiReader(data, sourceName).read();
}

} // namespace haifu::formats
