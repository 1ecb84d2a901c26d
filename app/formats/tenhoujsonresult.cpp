// tenhou.net/6 JSON: the end of a hand (wins, draws) and its scores (FORMATS.md §2).

#include "formats/tenhoujsonreader.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace haifu::formats::tenhoujson {

namespace {

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

} // namespace

std::optional<Error> JsonReader::readDeltas(const QJsonValue &v, std::array<int, 4> &out) const
{
    const int n = m_record.playerCount;
    const QJsonArray a = v.toArray();
    // Three-player records may carry the empty fourth seat's 0; nothing else may follow.
    if (!v.isArray() || a.size() < n || a.size() > 4)
        return fail(u"the score changes are not a list of %1 numbers"_s.arg(n));
    for (int s = 0; s < a.size(); ++s) {
        if (!a.at(s).isDouble())
            return fail(u"score change %1 is not a number"_s.arg(s));
        const double delta = a.at(s).toDouble();
        const std::optional<int> bounded = boundedInt(delta, -kMaxScore, kMaxScore);
        if (!bounded)
            return fail(outOfRange(u"score change %1"_s.arg(s), delta, -kMaxScore, kMaxScore));
        if (s >= n && *bounded != 0)
            return fail(
                    u"score change %1 is for a seat this %2-player game does not have"_s.arg(s).arg(
                            n));
        out[s] = *bounded;
    }
    return std::nullopt;
}

// The yaku of a win from its details (from index 4: "name(N飜)", "name(役満)").
std::optional<Error> JsonReader::winYaku(game::WinResult &w, const QJsonArray &detail)
{
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
        addYaku(w, yakuKeyFromName(name), name, han, m_ctx, m_record);
    }
    if (auto error = finishYaku(w, m_ctx))
        return error;
    return std::nullopt;
}

// The fu and points of a win from its score text, checked against its yaku and kind.
std::optional<Error> JsonReader::winScore(
        game::WinResult &w, const QString &text, bool tsumo, bool dealer)
{
    const int n = m_record.playerCount;
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
                warn(u"the score text says %1 han, the yaku add up to %2"_s.arg(s.han).arg(w.han));
            if (tsumo && dealer != (s.all || s.points.size() == 1))
                warn(u"the score text \"%1\" does not fit a %2 tsumo"_s.arg(text).arg(
                        dealer ? u"dealer"_s : u"non-dealer"_s));
        }
    }
    return std::nullopt;
}

// The draw `kind` that ends hand `k` (its score changes, tenpai or nagashi seats).
std::optional<Error> JsonReader::drawResult(game::Kyoku &k, const QJsonArray &res,
        const QString &label, game::DrawKind kind, std::array<int, 4> &total)
{
    game::DrawResult d;
    d.kind = kind;
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
    return std::nullopt;
}

std::optional<Error> JsonReader::result(
        game::Kyoku &k, const QJsonArray &res, const std::vector<Tile> &ura, int doraCount)
{
    const int n = m_record.playerCount;
    const QString label = res.at(0).toString();
    m_ctx.setEvent(static_cast<int>(k.events.size()), u"result \"%1\""_s.arg(label));
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
        if (auto error = drawResult(k, res, label, *drawKind, total))
            return error;
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
            if (auto error = winYaku(w, detail))
                return error;
            if (auto error = winScore(w, text, tsumo, dealer))
                return error;
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
    for (int s = 0; s < 4; ++s) {
        k.endScores[s] = k.startScores[s] - riichi[s] + total[s];
        if (k.endScores[s] < -kMaxScore || k.endScores[s] > kMaxScore)
            return fail(outOfRange(u"seat %1's score after the hand"_s.arg(s), k.endScores[s],
                    -kMaxScore, kMaxScore));
    }
    k.hasEndScores = true;
    (void)paid;
    m_ctx.clearEvent();
    return std::nullopt;
}

} // namespace haifu::formats::tenhoujson
