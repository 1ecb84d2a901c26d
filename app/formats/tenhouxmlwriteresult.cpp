// Tenhou mjlog XML writer: the ends of hands (AGARI, RYUUKYOKU), their yaku and scores
// (FORMATS.md §1).

#include "formats/tenhouxmlwriter.h"

#include "club/finalscore.h"
#include "club/ledger.h"
#include "rules/points.h"

#include <algorithm>

namespace haifu::formats::tenhouxml {

namespace {

// The Tenhou yaku id of an engine key (winds by the winner's seat wind and the round wind);
// -1 when Tenhou has none.
int tenhouYakuId(std::string_view key, int seatWind, int roundWind)
{
    if (key == "seat_wind")
        return 10 + (seatWind & 3);
    if (key == "round_wind")
        return 14 + (roundWind & 3);
    for (int id = 0; id <= 54; ++id) {
        if (yakuKeyFromTenhouId(id, false) == key || yakuKeyFromTenhouId(id, true) == key)
            return id;
    }
    return -1;
}

// mjlog's limit code in AGARI ten: 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman.
int limitCode(rules::Limit limit)
{
    switch (limit) {
    case rules::Limit::None: return 0;
    case rules::Limit::Mangan:
    case rules::Limit::KiriageMangan: return 1;
    case rules::Limit::Haneman: return 2;
    case rules::Limit::Baiman: return 3;
    case rules::Limit::Sanbaiman: return 4;
    case rules::Limit::Yakuman:
    case rules::Limit::KazoeYakuman: return 5;
    }
    return 0;
}

QByteArray pair(int a, int b)
{
    return QByteArray::number(a) + ',' + QByteArray::number(b);
}

bool isZeroDora(const std::string &key, int han)
{
    return han == 0 && (key == "dora" || key == "ura_dora" || key == "aka_dora");
}

} // namespace

// The yaku and yakuman lists. Tenhou counts the sanma north bonus as dora, so "kita" is added
// to the dora entry (or written as dora where it stands); a yakuman counted other than once
// (a double yakuman) goes to the yaku list with its han, which the reader keeps as it is; a
// riichi winner without ura dora gets Tenhou's "53,0".
std::optional<Error> XmlWriter::yaku(const game::WinResult &w, Attrs &attrs)
{
    const int wind = seatWind(w.winner, m_kyoku->dealer, m_record.playerCount);
    int kita = 0;
    bool hasDora = false;
    bool hasUra = false;
    for (const auto &[key, han] : w.yaku) {
        kita += key == "kita" ? han : 0;
        hasDora = hasDora || (key == "dora" && han > 0);
        hasUra = hasUra || (key == "ura_dora" && han > 0);
    }
    std::vector<int> list;
    std::vector<int> yakuman;
    bool kitaWritten = false;
    for (const auto &[key, han] : w.yaku) {
        if (key == "kita") {
            if (!hasDora && !kitaWritten && kita > 0)
                list.insert(list.end(), { 52, kita });
            kitaWritten = true;
            continue;
        }
        if (isZeroDora(key, han))
            continue;
        const int id = tenhouYakuId(key, wind, m_kyoku->roundWind());
        if (id < 0)
            return fail(u"the yaku \"%1\" has no Tenhou id"_s.arg(QString::fromStdString(key)));
        if (isYakumanKey(key) && (han == 13 || key == "renhou_yakuman"))
            yakuman.push_back(id);
        else
            list.insert(list.end(), { id, key == "dora" ? han + kita : han });
    }
    if (!hasUra && !w.uraIndicators.empty())
        list.insert(list.end(), { 53, 0 });
    if (!list.empty()) {
        QByteArray text;
        for (std::size_t i = 0; i < list.size(); i += 2)
            text += (i ? "," : "") + pair(list[i], list[i + 1]);
        attrs.emplace_back("yaku", text);
    }
    if (!yakuman.empty()) {
        QByteArray text;
        for (std::size_t i = 0; i < yakuman.size(); ++i)
            text += (i ? "," : "") + QByteArray::number(yakuman[i]);
        attrs.emplace_back("yakuman", text);
    }
    return std::nullopt;
}

// sc: each seat's score before the result and its change, in hundreds. The last result of a
// hand ends on the scores the record states after it, when it states them.
std::optional<Error> XmlWriter::scores(const std::array<int, 4> &deltas, bool has, Attrs &attrs)
{
    if (!has)
        return std::nullopt;
    const bool last = m_eventIndex == m_lastResult && m_kyoku->hasEndScores;
    QByteArray sc;
    for (std::size_t s = 0; s < 4; ++s) {
        const int before = last ? m_kyoku->endScores[s] - deltas[s] : m_scores[s];
        int b = 0;
        int d = 0;
        if (auto error = hundreds(before, u"a score"_s, b))
            return error;
        if (auto error = hundreds(deltas[s], u"a score change"_s, d))
            return error;
        sc += (s ? "," : "") + pair(b, d);
        m_scores[s] = before + deltas[s];
    }
    attrs.emplace_back("sc", sc);
    return std::nullopt;
}

// owari on the last result of the game: final scores in hundreds and points; points the record
// does not state are made by the record's rules.
QByteArray XmlWriter::owari()
{
    if (!m_lastKyoku || m_eventIndex != m_lastResult || !m_record.hasFinal)
        return {};
    std::array<double, 4> points = m_record.finalPoints;
    if (!m_record.hasFinalPoints) {
        club::GameState end;
        end.players = m_record.playerCount;
        end.points = m_record.finalScores;
        const club::FinalScore f = club::finalScore(end, m_record.ruleset);
        for (std::size_t s = 0; s < 4; ++s)
            points[s] = s < std::size_t(m_record.playerCount) ? f.seats[s].score : 0;
    }
    QByteArray text;
    for (std::size_t s = 0; s < 4; ++s) {
        // In hundreds (checked in write()).
        text += (s ? "," : "") + QByteArray::number(m_record.finalScores[s] / 100) + ',';
        text += decimal(points[s], 1);
    }
    return text;
}

std::optional<Error> XmlWriter::agari(const Event &e)
{
    const game::Kyoku &k = *m_kyoku;
    if (e.result < 0 || e.result >= static_cast<int>(k.wins.size()))
        return fail(u"a win without its result"_s);
    const game::WinResult &w = k.wins[std::size_t(e.result)];
    const int players = m_record.playerCount;
    if (w.winner < 0 || w.winner >= players || w.from < 0 || w.from >= players)
        return fail(u"a win without its winner or the seat it came from"_s);
    const bool tsumo = w.from == w.winner;
    // The winning tile: the one just drawn, discarded, added to a kan or set aside.
    std::vector<int> pool = m_ids.hand(w.winner);
    int machi = -1;
    for (int candidate : { tsumo ? m_lastDraw[std::size_t(w.winner)] : m_lastDiscard, m_lastTile })
        machi = machi < 0 && m_ids.fits(candidate, w.winTile) ? candidate : machi;
    if (machi < 0)
        machi = tsumo ? m_ids.pick(pool, w.winTile) : m_ids.anyId(w.winTile);
    pool.erase(std::remove(pool.begin(), pool.end(), machi), pool.end());
    std::vector<Tile> rest = w.closed;
    std::vector<int> hai;
    const auto win = std::find_if(
            rest.begin(), rest.end(), [&](const Tile &t) { return m_ids.fits(machi, t); });
    if (win != rest.end()) {
        rest.erase(win);
        hai.push_back(machi);
    }
    for (const Tile &t : rest)
        hai.push_back(m_ids.pick(pool, t));
    Attrs a{ { "ba", pair(k.honba, m_firstWin ? m_sticks : 0) }, { "hai", idList(hai) } };
    if (!m_meldCodes[std::size_t(w.winner)].empty()) {
        QByteArray m;
        for (int code : m_meldCodes[std::size_t(w.winner)])
            m += (m.isEmpty() ? "" : ",") + QByteArray::number(code);
        a.emplace_back("m", m);
    }
    a.emplace_back("machi", QByteArray::number(machi));
    a.emplace_back("ten",
            pair(w.fu, w.points) + ','
                    + QByteArray::number(limitCode(statedLimit(w, m_record.ruleset))));
    if (auto error = yaku(w, a))
        return error;
    std::vector<int> dora;
    for (std::size_t i = 0; i < w.doraIndicators.size(); ++i) {
        const Tile t = w.doraIndicators[i];
        dora.push_back(i < m_doraIds.size() && m_ids.fits(m_doraIds[i], t) ? m_doraIds[i]
                                                                           : m_ids.anyId(t));
    }
    a.emplace_back("doraHai", intList(dora));
    if (!w.uraIndicators.empty()) {
        for (std::size_t i = 0; i < w.uraIndicators.size(); ++i) {
            const Tile t = w.uraIndicators[i];
            if (i >= m_uraIds.size())
                m_uraIds.push_back(m_ids.anyId(t));
            else if (!m_ids.fits(m_uraIds[i], t))
                m_uraIds[i] = m_ids.anyId(t);
        }
        a.emplace_back("doraHaiUra",
                intList({ m_uraIds.begin(), m_uraIds.begin() + long(w.uraIndicators.size()) }));
    }
    a.emplace_back("who", QByteArray::number(w.winner));
    a.emplace_back("fromWho", QByteArray::number(w.from));
    if (w.pao >= 0)
        a.emplace_back("paoWho", QByteArray::number(w.pao));
    if (auto error = scores(w.deltas, w.hasDeltas, a))
        return error;
    if (const QByteArray end = owari(); !end.isEmpty())
        a.emplace_back("owari", end);
    m_firstWin = false;
    element("AGARI", a, true);
    return std::nullopt;
}

std::optional<Error> XmlWriter::ryuukyoku()
{
    if (!m_kyoku->draw)
        return fail(u"a draw without its result"_s);
    const game::DrawResult &d = *m_kyoku->draw;
    Attrs a;
    static constexpr std::pair<game::DrawKind, const char *> kTypes[] = {
        { game::DrawKind::NineTerminals, "yao9" }, { game::DrawKind::FourRiichi, "reach4" },
        { game::DrawKind::TripleRon, "ron3" }, { game::DrawKind::FourKans, "kan4" },
        { game::DrawKind::FourWinds, "kaze4" }, { game::DrawKind::NagashiMangan, "nm" }
    };
    for (const auto &[kind, name] : kTypes) {
        if (d.kind == kind)
            a.emplace_back("type", name);
    }
    a.emplace_back("ba", pair(m_kyoku->honba, m_sticks));
    // As Tenhou, always with sc: a draw whose changes the record does not state has none.
    if (auto error = scores(d.deltas, true, a))
        return error;
    // Hands shown: at an exhaustive draw the tenpai ones (the reader takes a shown hand for
    // tenpai), else those the record shows.
    const bool exhaustive =
            d.kind == game::DrawKind::Exhaustive || d.kind == game::DrawKind::NagashiMangan;
    static constexpr const char *kHai[] = { "hai0", "hai1", "hai2", "hai3" };
    for (int s = 0; s < m_record.playerCount; ++s) {
        const std::vector<Tile> &shown = d.shownHands[std::size_t(s)];
        if (exhaustive ? !d.tenpai[std::size_t(s)] : shown.empty())
            continue;
        std::vector<int> pool = m_ids.hand(s);
        std::vector<int> ids;
        for (const Tile &t : shown)
            ids.push_back(m_ids.pick(pool, t));
        a.emplace_back(kHai[s], idList(shown.empty() ? m_ids.hand(s) : ids));
    }
    if (const QByteArray end = owari(); !end.isEmpty())
        a.emplace_back("owari", end);
    element("RYUUKYOKU", a, true);
    return std::nullopt;
}

} // namespace haifu::formats::tenhouxml
