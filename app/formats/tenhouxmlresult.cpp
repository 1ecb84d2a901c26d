// Tenhou mjlog XML: the ends of hands (AGARI, RYUUKYOKU) and their scores (FORMATS.md §1).

#include "formats/tenhouxmlreader.h"

#include <cmath>

namespace haifu::formats::tenhouxml {

std::optional<Error> XmlReader::scores(
        const QXmlStreamAttributes &attrs, std::array<int, 4> &deltas, bool &hasDeltas)
{
    game::Kyoku *k = kyoku();
    const QStringView sc = attrs.value("sc"_L1);
    if (sc.isEmpty()) {
        warn(u"a result without scores (sc)"_s);
        return std::nullopt;
    }
    if (!parseIntList(sc, m_ints) || m_ints.size() < 8 || m_ints.size() % 8 != 0)
        return fail(u"sc=\"%1\" is not a list of score pairs"_s.arg(sc.left(80).toString()));
    if (auto e = checkScores(u"sc", 100, 8))
        return e;
    for (int s = 0; s < 4; ++s) {
        const int end = m_ints[2 * s] + m_ints[2 * s + 1];
        if (end < -kMaxScore / 100 || end > kMaxScore / 100)
            return fail(outOfRange(u"sc: seat %1's score after the hand"_s.arg(s), end * 100.0,
                    -kMaxScore, kMaxScore));
        deltas[s] = m_ints[2 * s + 1] * 100;
        k->endScores[s] = end * 100;
    }
    hasDeltas = true;
    k->hasEndScores = true;
    const QStringView owari = attrs.value("owari"_L1);
    if (!owari.isEmpty()) {
        std::vector<double> values;
        if (!parseDoubleList(owari, values) || values.size() < 8)
            return fail(u"owari=\"%1\" is not a list of final scores"_s.arg(owari.toString()));
        for (int s = 0; s < 4; ++s) {
            const std::optional<int> score = boundedInt(values[2 * s] * 100, -kMaxScore, kMaxScore);
            if (!score)
                return fail(outOfRange(u"owari: seat %1's score"_s.arg(s), values[2 * s] * 100,
                        -kMaxScore, kMaxScore));
            const double points = values[2 * s + 1];
            if (!std::isfinite(points) || std::abs(points) > kMaxFinalPoints)
                return fail(outOfRange(u"owari: seat %1's points"_s.arg(s), points,
                        -kMaxFinalPoints, kMaxFinalPoints));
            m_record.finalScores[s] = *score;
            m_record.finalPoints[s] = points;
        }
        m_record.hasFinal = true;
        m_record.hasFinalPoints = true;
    }
    return std::nullopt;
}

std::optional<Error> XmlReader::agari(const QXmlStreamAttributes &attrs)
{
    game::Kyoku *k = kyoku();
    if (!k || (!m_kyokuOpen && !m_kyokuEnded))
        return fail(u"a win outside a hand"_s);
    if (m_kyokuEnded && !k->draw && k->wins.empty())
        return fail(u"a win outside a hand"_s);
    if (k->draw)
        return fail(u"a win after the hand was drawn"_s);
    if (k->wins.size() >= std::size_t(kMaxWinsPerKyoku))
        return fail(u"more than %1 wins in one hand"_s.arg(kMaxWinsPerKyoku));
    game::WinResult w;
    int who = 0;
    int from = 0;
    if (auto e = seatAttr(attrs, "who"_L1, who))
        return e;
    if (auto e = seatAttr(attrs, "fromWho"_L1, from))
        return e;
    if (auto e = seatAttr(attrs, "paoWho"_L1, w.pao, false))
        return e;
    w.winner = who;
    w.from = from;
    if (auto e = tileList(attrs.value("hai"_L1), u"hai", w.closed))
        return e;
    if (w.closed.empty() || w.closed.size() > 14)
        return fail(u"the winning hand has %1 concealed tiles"_s.arg(w.closed.size()));
    if (!attrs.value("m"_L1).isEmpty()) {
        if (!parseIntList(attrs.value("m"_L1), m_ints))
            return fail(u"m=\"%1\" is not a list of calls"_s.arg(attrs.value("m"_L1).toString()));
        for (int code : m_ints) {
            const std::optional<DecodedMeld> d = decodeMeld(code);
            if (!d)
                return fail(u"m: %1 is not a call code"_s.arg(code));
            if (d->kind == DecodedMeld::Nuki)
                continue; // the north bonus is no meld of the hand
            rules::Meld meld;
            std::vector<int> ids = d->ids;
            if (d->kind == DecodedMeld::Kakan)
                ids.push_back(d->addedId);
            for (int id : ids)
                meld.tiles.push_back(tileFromId136(id, m_red));
            std::stable_sort(meld.tiles.begin(), meld.tiles.end(),
                    [](const Tile &a, const Tile &b) { return a.kind < b.kind; });
            meld.kind = d->kind == DecodedMeld::Chi ? rules::MeldKind::Chi
                    : d->kind == DecodedMeld::Pon   ? rules::MeldKind::Pon
                    : d->kind == DecodedMeld::Kakan ? rules::MeldKind::Kakan
                    : d->kind == DecodedMeld::Ankan ? rules::MeldKind::Ankan
                                                    : rules::MeldKind::Minkan;
            if (d->kind != DecodedMeld::Ankan) {
                meld.from = static_cast<rules::CalledFrom>(d->rel);
                const Tile called = tileFromId136(d->calledId, m_red);
                for (std::size_t i = 0; i < meld.tiles.size(); ++i) {
                    if (meld.tiles[i] == called) {
                        meld.calledTile = static_cast<int>(i);
                        break;
                    }
                }
            }
            w.melds.push_back(std::move(meld));
        }
    }
    bool ok = false;
    const int machi = attrs.value("machi"_L1).toInt(&ok);
    if (!ok || machi < 0 || machi > 135)
        return fail(u"machi=\"%1\" is not a tile id"_s.arg(attrs.value("machi"_L1).toString()));
    w.winTile = tileFromId136(machi, m_red);
    if (!parseIntList(attrs.value("ten"_L1), m_ints) || m_ints.size() < 2)
        return fail(u"ten=\"%1\" is not fu,points,limit"_s.arg(attrs.value("ten"_L1).toString()));
    w.fu = m_ints[0];
    w.points = m_ints[1];
    if (!parseIntList(attrs.value("yaku"_L1), m_ints) || m_ints.size() % 2 != 0)
        return fail(u"yaku=\"%1\" is not a list of id,han pairs"_s.arg(
                attrs.value("yaku"_L1).toString()));
    for (std::size_t i = 0; i < m_ints.size(); i += 2) {
        const std::string_view key = yakuKeyFromTenhouId(m_ints[i], false);
        if (key.empty())
            return fail(u"unknown yaku id %1"_s.arg(m_ints[i]));
        // "53,0" (a riichi winner without ura dora) carries nothing the indicators do not say;
        // tenhou.net/6 JSON leaves it out, and so do we, so that both forms read the same.
        if (m_ints[i + 1] == 0 && (key == "dora" || key == "ura_dora" || key == "aka_dora"))
            continue;
        w.yaku.emplace_back(std::string(key), m_ints[i + 1]);
    }
    if (!parseIntList(attrs.value("yakuman"_L1), m_ints))
        return fail(u"yakuman=\"%1\" is not a list of yaku ids"_s.arg(
                attrs.value("yakuman"_L1).toString()));
    for (int id : m_ints) {
        const std::string_view key = yakuKeyFromTenhouId(id, true);
        if (key.empty())
            return fail(u"unknown yakuman id %1"_s.arg(id));
        w.yaku.emplace_back(std::string(key), 13);
    }
    if (auto why = checkYakuList(w))
        return fail(*why);
    fillHanFromYaku(w);
    if (w.yaku.empty())
        warn(u"a win without any yaku"_s);
    if (auto e = tileList(attrs.value("doraHai"_L1), u"doraHai", w.doraIndicators))
        return e;
    if (auto e = tileList(attrs.value("doraHaiUra"_L1), u"doraHaiUra", w.uraIndicators))
        return e;
    if (auto e = scores(attrs, w.deltas, w.hasDeltas))
        return e;
    if (auto why = checkWinNumbers(w))
        return fail(*why);
    k->wins.push_back(std::move(w));
    Event e;
    e.type = EventType::Win;
    e.seat = static_cast<std::int8_t>(who);
    e.from = static_cast<std::int8_t>(from);
    e.tile = k->wins.back().winTile;
    e.result = static_cast<int>(k->wins.size()) - 1;
    push(std::move(e));
    m_kyokuOpen = false;
    m_kyokuEnded = true;
    return std::nullopt;
}

std::optional<Error> XmlReader::ryuukyoku(const QXmlStreamAttributes &attrs)
{
    game::Kyoku *k = kyoku();
    if (!k || !m_kyokuOpen)
        return fail(u"a draw outside a hand"_s);
    game::DrawResult d;
    const std::optional<game::DrawKind> kind = drawKindFromTenhouType(attrs.value("type"_L1));
    if (!kind)
        return fail(u"unknown draw type \"%1\""_s.arg(attrs.value("type"_L1).toString()));
    d.kind = *kind;
    for (int s = 0; s < 4; ++s) {
        const QString key = u"hai"_s + QString::number(s);
        if (!attrs.hasAttribute(key))
            continue;
        if (auto e = tileList(attrs.value(key), u"hai", d.shownHands[s]))
            return e;
        if (d.kind == game::DrawKind::Exhaustive || d.kind == game::DrawKind::NagashiMangan)
            d.tenpai[s] = true;
    }
    if (auto e = scores(attrs, d.deltas, d.hasDeltas))
        return e;
    if (d.kind == game::DrawKind::NagashiMangan) {
        // Nagashi winners are not named; they are the seats that collect the most.
        int best = 0;
        for (int s = 0; s < 4; ++s)
            best = std::max(best, d.deltas[s]);
        for (int s = 0; s < 4; ++s)
            d.nagashi[s] = best > 0 && d.deltas[s] >= 8000;
    }
    k->draw = std::move(d);
    Event e;
    e.type = EventType::DrawEnd;
    push(std::move(e));
    m_kyokuOpen = false;
    m_kyokuEnded = true;
    return std::nullopt;
}

} // namespace haifu::formats::tenhouxml
