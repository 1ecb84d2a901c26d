// Tenhou mjlog XML writer: the plain one-line XML Tenhou serves (no declaration), FORMATS.md §1.

#include "formats/tenhouxmlwriter.h"
#include "formats/recordio.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace haifu::formats {

Result<QByteArray> writeTenhouXml(const game::Record &record)
{
    return tenhouxml::XmlWriter(record).write();
}

namespace tenhouxml {

namespace {

bool isFive(int kind)
{
    return kind == 4 || kind == 13 || kind == 22;
}

// Tenhou rank titles by UN dan index (as the reader names them).
constexpr const char16_t *kRankTitles[] = { u"新人", u"９級", u"８級", u"７級", u"６級", u"５級",
    u"４級", u"３級", u"２級", u"１級", u"初段", u"二段", u"三段", u"四段", u"五段", u"六段",
    u"七段", u"八段", u"九段", u"十段", u"天鳳位" };

int rankIndex(const std::string &rank)
{
    const QString r = QString::fromStdString(rank);
    for (std::size_t i = 0; i < std::size(kRankTitles); ++i) {
        if (r == QStringView(kRankTitles[i]))
            return static_cast<int>(i);
    }
    return -1;
}

// Every byte of the UTF-8 text as %XX, as Tenhou writes names.
QByteArray percentEncoded(const QString &text)
{
    QByteArray out;
    for (const char c : text.toUtf8())
        out += '%'
                + QByteArray::number(static_cast<unsigned char>(c), 16)
                          .toUpper()
                          .rightJustified(2, '0');
    return out;
}

// The GO type bits of the record's rules (FORMATS.md §1.4); the lobby level and the fast flag
// from a Tenhou lobby label such as "四鳳南喰赤速", else from the type part of a Tenhou log id.
int gameType(const game::Record &record, bool red)
{
    const rules::Ruleset &r = record.ruleset;
    int type = 0x01;
    type |= red ? 0 : 0x02;
    type |= r.openTanyao ? 0 : 0x04;
    type |= r.length == rules::GameLength::EastOnly ? 0 : 0x08;
    type |= record.playerCount == 3 ? 0x10 : 0;
    // Kiriage mangan: Tenhou has it only at its chip tables (the reader's rule for that bit).
    type |= r.kiriageMangan ? 0x200 : 0;
    const QString lobby = QString::fromStdString(record.lobby);
    const QString id = findTenhouLogId(QString::fromStdString(record.id));
    bool ok = false;
    if (lobby.size() >= 2 && (lobby[0] == u'四' || lobby[0] == u'三')) {
        const QChar level = lobby[1];
        type |= level == u'鳳' ? 0xA0 : level == u'特' ? 0x20 : level == u'上' ? 0x80 : 0;
        type |= lobby.endsWith(u'速') ? 0x40 : 0;
    } else if (const int fromId = id.mid(13, 4).toInt(&ok, 16); ok) {
        type |= fromId & 0xE0; // a Tenhou log id (its type part) without a lobby label
    }
    return type;
}

// Whether a hand shows four plain copies of a five (a record whose header says red fives
// but whose tiles have none): then it is written as a game without red fives.
bool fourPlainFives(const game::Record &record)
{
    for (const game::Kyoku &k : record.kyoku) {
        std::array<int, 3> plain{};
        auto count = [&](const Tile &t) {
            if (isFive(t.kind) && !t.red)
                ++plain[std::size_t(t.kind / 9)];
        };
        for (const auto &hand : k.hands)
            std::for_each(hand.begin(), hand.end(), count);
        std::for_each(k.doraIndicators.begin(), k.doraIndicators.end(), count);
        for (const Event &e : k.events) {
            if (e.type == EventType::Draw || e.type == EventType::NewDora)
                count(e.tile);
        }
        if (!k.wins.empty())
            std::for_each(k.wins.front().uraIndicators.begin(), k.wins.front().uraIndicators.end(),
                    count);
        if (std::any_of(plain.begin(), plain.end(), [](int n) { return n >= 4; }))
            return true;
    }
    return false;
}

} // namespace

QByteArray intList(const std::vector<int> &values)
{
    QByteArray out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += ',';
        out += QByteArray::number(values[i]);
    }
    return out;
}

QByteArray decimal(double value, int decimals)
{
    const QByteArray fixed = QByteArray::number(value, 'f', decimals);
    if (fixed.toDouble() == value)
        return fixed;
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

void TileIds::reset()
{
    m_used.reset();
    for (auto &hand : m_hands)
        hand.clear();
}

bool TileIds::fits(int id, Tile tile) const
{
    return id >= 0 && id / 4 == tile.kind
            && (m_red && isFive(tile.kind) && id % 4 == 0) == tile.red;
}

int TileIds::fresh(Tile tile)
{
    for (int id = tile.kind * 4; id < tile.kind * 4 + 4; ++id) {
        if (!m_used.test(std::size_t(id)) && fits(id, tile)) {
            m_used.set(std::size_t(id));
            return id;
        }
    }
    return -1;
}

int TileIds::anyId(Tile tile)
{
    const int id = fresh(tile);
    if (id >= 0)
        return id;
    return tile.kind * 4 + (m_red && isFive(tile.kind) && !tile.red ? 1 : 0);
}

int TileIds::take(int seat, Tile tile, int prefer, int avoid)
{
    std::vector<int> &hand = m_hands[seat];
    auto found = hand.end();
    if (prefer >= 0 && fits(prefer, tile))
        found = std::find(hand.begin(), hand.end(), prefer);
    for (auto it = hand.begin(); found == hand.end() && it != hand.end(); ++it) {
        if (fits(*it, tile) && *it != avoid)
            found = it;
    }
    if (found == hand.end() && avoid >= 0 && fits(avoid, tile))
        found = std::find(hand.begin(), hand.end(), avoid);
    if (found == hand.end())
        return anyId(tile);
    const int id = *found;
    hand.erase(found);
    return id;
}

int TileIds::pick(std::vector<int> &pool, Tile tile)
{
    auto best = pool.end();
    for (auto it = pool.begin(); it != pool.end(); ++it) {
        if (fits(*it, tile) && (best == pool.end() || *it < *best))
            best = it;
    }
    if (best == pool.end())
        return anyId(tile);
    const int id = *best;
    pool.erase(best);
    return id;
}

XmlWriter::XmlWriter(const game::Record &record)
    : m_record(record), m_ctx(u"Tenhou mjlog XML"_s),
      m_red(record.ruleset.redFives > 0 && !fourPlainFives(record)), m_ids(m_red)
{ }

void XmlWriter::element(const char *name, const Attrs &attrs, bool spaced)
{
    m_out += '<';
    m_out += name;
    for (const auto &[key, value] : attrs) {
        m_out += ' ';
        m_out += key;
        m_out += "=\"";
        m_out += value;
        m_out += '"';
    }
    m_out += spaced ? " />" : "/>";
}

QByteArray XmlWriter::idList(std::vector<int> ids) const
{
    std::sort(ids.begin(), ids.end());
    return intList(ids);
}

std::optional<Error> XmlWriter::hundreds(int points, const QString &what, int &out) const
{
    if (points % 100 != 0)
        return fail(u"%1 (%2) is not in hundreds of points, as mjlog keeps scores"_s.arg(what).arg(
                points));
    out = points / 100;
    return std::nullopt;
}

std::optional<Error> XmlWriter::newTile(Tile tile, const QString &what, int &id)
{
    id = m_ids.fresh(tile);
    if (id >= 0)
        return std::nullopt;
    return fail(u"no tile id is left for %1 %2 (a fifth copy, or a red five in a game without "
                "red fives)"_s.arg(what, QString::fromStdString(rules::toString(tile))));
}

Result<QByteArray> XmlWriter::write()
{
    if (auto error = checkWritablePlayers(m_record, m_ctx))
        return *error;
    for (std::size_t s = 0; s < 4 && m_record.hasFinal; ++s) {
        int score = 0;
        if (auto error = hundreds(m_record.finalScores[s], u"a final score"_s, score))
            return *error;
    }
    m_out = "<mjloggm ver=\"2.3\">";
    header();
    for (std::size_t ki = 0; ki < m_record.kyoku.size(); ++ki) {
        if (auto error = hand(ki))
            return *error;
    }
    m_out += "</mjloggm>";
    return m_out;
}

// SHUFFLE (the wall seed, when the record has one), GO, UN and TAIKYOKU. The title's first line
// goes to GO title, the rest to rule (the reader joins them with a newline); blank lines at either
// end are left out.
void XmlWriter::header()
{
    if (!m_record.wallSeed.empty()) {
        const QString seed = QString::fromStdString(m_record.wallSeed);
        element("SHUFFLE", { { "seed", seed.toHtmlEscaped().toUtf8() }, { "ref", "" } });
    }
    Attrs go{ { "type", QByteArray::number(gameType(m_record, m_red)) }, { "lobby", "0" } };
    QStringList lines = QString::fromStdString(m_record.title).split(u'\n');
    while (!lines.isEmpty() && lines.first().isEmpty())
        lines.removeFirst();
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (!lines.isEmpty()) {
        go.emplace_back("title", percentEncoded(lines.takeFirst()));
        if (!lines.isEmpty())
            go.emplace_back("rule", percentEncoded(lines.join(u'\n')));
    }
    element("GO", go);
    Attrs un;
    std::vector<int> dan;
    QByteArray rate;
    static constexpr const char *kNames[] = { "n0", "n1", "n2", "n3" };
    for (int s = 0; s < 4; ++s) {
        const game::Player &p = m_record.players[std::size_t(s)];
        un.emplace_back(kNames[s], percentEncoded(QString::fromStdString(p.name)));
        dan.push_back(s < m_record.playerCount ? rankIndex(p.rank) : 0);
        rate += (s ? "," : "") + decimal(p.rating, 2);
    }
    // Ranks only when every player's is one of Tenhou's titles: a made-up rank would be read
    // back as a fact.
    if (std::none_of(dan.begin(), dan.end(), [](int d) { return d < 0; }))
        un.emplace_back("dan", intList(dan));
    un.emplace_back("rate", rate);
    element("UN", un);
    element("TAIKYOKU", { { "oya", "0" } });
}

std::optional<Error> XmlWriter::hand(std::size_t ki)
{
    const game::Kyoku &k = m_record.kyoku[ki];
    m_ctx.setKyoku(static_cast<int>(ki), k.round, k.honba);
    m_kyoku = &k;
    m_lastKyoku = ki + 1 == m_record.kyoku.size();
    m_lastResult = k.events.size();
    for (std::size_t ei = 0; ei < k.events.size(); ++ei) {
        const EventType type = k.events[ei].type;
        if (type == EventType::Win || type == EventType::DrawEnd)
            m_lastResult = ei;
    }
    if (auto error = init(k))
        return error;
    for (m_eventIndex = 0; m_eventIndex < k.events.size(); ++m_eventIndex) {
        const Event &e = k.events[m_eventIndex];
        if (auto error = beginEventWrite(m_ctx, m_eventIndex, e, m_record.playerCount))
            return error;
        if (auto error = event(e))
            return error;
    }
    m_ctx.clearEvent();
    return std::nullopt;
}

std::optional<Error> XmlWriter::init(const game::Kyoku &k)
{
    m_ids.reset();
    m_scores = k.startScores;
    m_sticks = k.riichiSticks;
    m_firstWin = true;
    m_lastDraw.fill(-1);
    m_lastDiscard = -1;
    m_lastTile = -1;
    m_doraIds.clear();
    m_uraIds.clear();
    for (int s = 0; s < 4; ++s) {
        m_meldCodes[std::size_t(s)].clear();
        m_pons[std::size_t(s)].clear();
    }
    if (k.doraIndicators.empty())
        return fail(u"the hand has no dora indicator"_s);
    std::array<QByteArray, 4> hands;
    for (int s = 0; s < 4; ++s) {
        if (s >= m_record.playerCount && !k.hands[std::size_t(s)].empty())
            return fail(u"seat %1 is dealt tiles in a %2-player game"_s.arg(s).arg(
                    m_record.playerCount));
        std::vector<int> ids;
        for (const Tile &t : k.hands[std::size_t(s)]) {
            int id = 0;
            if (auto error = newTile(t, u"seat %1's dealt"_s.arg(s), id))
                return error;
            m_ids.give(s, id);
            ids.push_back(id);
        }
        hands[std::size_t(s)] = intList(ids);
    }
    for (const Tile &t : k.doraIndicators) {
        int id = 0;
        if (auto error = newTile(t, u"the dora indicator"_s, id))
            return error;
        m_doraIds.push_back(id);
    }
    std::vector<int> ten(4);
    for (int s = 0; s < 4; ++s) {
        if (auto error = hundreds(
                    k.startScores[std::size_t(s)], u"a start score"_s, ten[std::size_t(s)]))
            return error;
    }
    const std::vector<int> seed{ k.round, k.honba, k.riichiSticks, 0, 0, m_doraIds.front() };
    element("INIT",
            { { "seed", intList(seed) }, { "ten", intList(ten) },
                    { "oya", QByteArray::number(k.dealer) }, { "hai0", hands[0] },
                    { "hai1", hands[1] }, { "hai2", hands[2] }, { "hai3", hands[3] } });
    // mjlog starts a hand with one indicator; more are written as revealed at once.
    for (std::size_t i = 1; i < m_doraIds.size(); ++i)
        element("DORA", { { "hai", QByteArray::number(m_doraIds[i]) } }, true);
    return std::nullopt;
}

std::optional<Error> XmlWriter::event(const Event &e)
{
    const int s = e.seat;
    switch (e.type) {
    case EventType::Draw:
    case EventType::Discard: return drawOrDiscard(e);
    case EventType::Call: return call(e);
    case EventType::ClosedKan:
    case EventType::AddedKan:
    case EventType::NorthBonus: return kan(e);
    case EventType::RiichiAccepted: {
        m_scores[std::size_t(s)] -= m_record.ruleset.riichiDeposit;
        ++m_sticks;
        std::vector<int> ten(4);
        for (int p = 0; p < 4; ++p) {
            if (auto error = hundreds(m_scores[std::size_t(p)], u"a score"_s, ten[std::size_t(p)]))
                return error;
        }
        element("REACH",
                { { "who", QByteArray::number(s) }, { "ten", intList(ten) }, { "step", "2" } });
        return std::nullopt;
    }
    case EventType::NewDora: {
        int id = 0;
        if (auto error = newTile(e.tile, u"the dora indicator"_s, id))
            return error;
        m_doraIds.push_back(id);
        element("DORA", { { "hai", QByteArray::number(id) } }, true);
        return std::nullopt;
    }
    case EventType::Disconnect:
        element("BYE", { { "who", QByteArray::number(s) } }, true);
        return std::nullopt;
    case EventType::Reconnect: {
        static constexpr const char *kNames[] = { "n0", "n1", "n2", "n3" };
        element("UN",
                { { kNames[s],
                        percentEncoded(
                                QString::fromStdString(m_record.players[std::size_t(s)].name)) } });
        return std::nullopt;
    }
    case EventType::Win: return agari(e);
    case EventType::DrawEnd: return ryuukyoku();
    }
    return std::nullopt;
}

// T/U/V/W draws a new tile; D/E/F/G discards one the seat holds: the tile just drawn when the
// record says tsumogiri (the reader sees it by the id), another copy when it does not.
std::optional<Error> XmlWriter::drawOrDiscard(const Event &e)
{
    const int s = e.seat;
    int &lastDraw = m_lastDraw[std::size_t(s)];
    int id = -1;
    if (e.type == EventType::Draw) {
        if (auto error = newTile(e.tile, u"the drawn"_s, id))
            return error;
        m_ids.give(s, id);
        lastDraw = id;
        m_lastDiscard = -1;
    } else {
        if (e.riichi)
            element("REACH", { { "who", QByteArray::number(s) }, { "step", "1" } });
        id = e.tsumogiri ? m_ids.take(s, e.tile, lastDraw) : m_ids.take(s, e.tile, -1, lastDraw);
        lastDraw = -1;
        m_lastDiscard = id;
    }
    m_lastTile = id;
    const char letter = static_cast<char>((e.type == EventType::Draw ? 'T' : 'D') + s);
    m_out += '<';
    m_out += letter;
    m_out += QByteArray::number(id);
    m_out += "/>";
    return std::nullopt;
}

// Chi, pon and open kan of the last discard, in the N `m` bit layout (FORMATS.md §1.7).
std::optional<Error> XmlWriter::call(const Event &e)
{
    const int s = e.seat;
    const int rel = ((e.from - s) % 4 + 4) % 4;
    if (e.from < 0 || rel == 0)
        return fail(u"a call without the seat it came from"_s);
    const int calledId = m_ids.fits(m_lastDiscard, e.tile) ? m_lastDiscard : m_ids.anyId(e.tile);
    std::vector<int> ids{ calledId };
    for (const Tile &t : e.consumed)
        ids.push_back(m_ids.take(s, t));
    std::sort(ids.begin(), ids.end());
    const int called = static_cast<int>(std::find(ids.begin(), ids.end(), calledId) - ids.begin());
    const int kind = ids.front() / 4;
    int m = 0;
    if (e.meld == rules::MeldKind::Chi) {
        const bool run = ids.size() == 3 && kind < 27 && kind % 9 <= 6 && ids[1] / 4 == kind + 1
                && ids[2] / 4 == kind + 2;
        if (!run)
            return fail(u"a chi that is not a run of three"_s);
        const int start = kind / 9 * 7 + kind % 9;
        m = (start * 3 + called) << 10 | (ids[0] % 4) << 3 | (ids[1] % 4) << 5 | (ids[2] % 4) << 7
                | 0x4 | rel;
    } else {
        const std::size_t size = e.meld == rules::MeldKind::Pon ? 3 : 4;
        const bool same = ids.size() == size
                && std::all_of(ids.begin(), ids.end(), [&](int id) { return id / 4 == kind; });
        if (!same)
            return fail(u"a pon or kan whose tiles are not %1 of a kind"_s.arg(size));
        if (size == 3) {
            int fourth = 0;
            while (std::find(ids.begin(), ids.end(), kind * 4 + fourth) != ids.end())
                ++fourth;
            m = (kind * 3 + called) << 9 | fourth << 5 | 0x8 | rel;
            m_pons[std::size_t(s)][kind] = { rel, called, m_meldCodes[std::size_t(s)].size() };
        } else {
            m = calledId << 8 | rel;
        }
    }
    m_meldCodes[std::size_t(s)].push_back(m);
    m_lastDraw[std::size_t(s)] = -1;
    m_lastDiscard = -1;
    element("N", { { "who", QByteArray::number(s) }, { "m", QByteArray::number(m) } }, true);
    return std::nullopt;
}

// Closed kan, added kan and the sanma north set aside (all N elements).
std::optional<Error> XmlWriter::kan(const Event &e)
{
    const int s = e.seat;
    std::vector<int> &codes = m_meldCodes[std::size_t(s)];
    int m = 0;
    if (e.type == EventType::ClosedKan) {
        std::vector<Tile> tiles = e.consumed;
        if (tiles.empty())
            tiles.assign(4, e.tile);
        if (tiles.size() != 4)
            return fail(u"a closed kan of %1 tiles"_s.arg(tiles.size()));
        for (const Tile &t : tiles) {
            if (m_ids.take(s, t) / 4 != tiles.front().kind)
                return fail(u"a closed kan whose tiles are not four of a kind"_s);
        }
        m = tiles.front().kind * 4 << 8;
        codes.push_back(m);
    } else if (e.type == EventType::AddedKan) {
        const auto pon = m_pons[std::size_t(s)].find(e.tile.kind);
        if (pon == m_pons[std::size_t(s)].end())
            return fail(u"an added kan without a pon of its kind"_s);
        const int id = m_ids.take(s, e.tile);
        m = (e.tile.kind * 3 + pon->second.called) << 9 | (id % 4) << 5 | 0x10 | pon->second.rel;
        codes[pon->second.code] = m;
        m_lastTile = id;
    } else {
        if (e.tile.kind != rules::kinds::North)
            return fail(u"the set-aside bonus tile is not a North"_s);
        const int id = m_ids.take(s, e.tile);
        m = id << 8 | 0x20;
        codes.push_back(m);
        m_lastTile = id;
    }
    m_lastDraw[std::size_t(s)] = -1;
    m_lastDiscard = -1;
    element("N", { { "who", QByteArray::number(s) }, { "m", QByteArray::number(m) } }, true);
    return std::nullopt;
}

} // namespace tenhouxml

} // namespace haifu::formats
