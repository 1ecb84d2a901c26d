// Tenhou mjlog XML (<mjloggm>): see FORMATS.md §1.

#include "formats/tenhouxmlreader.h"
#include "common/qtstrings.h"
#include "formats/recordio.h"
#include "formats/tenhouwall.h"

#include <QUrl>

#include <cmath>
#include <string_view>

namespace haifu::formats {

Result<game::Record> readTenhouXml(const QByteArray &data, const QString &sourceName)
{
    return tenhouxml::XmlReader(data, sourceName).read();
}

namespace tenhouxml {

namespace {

// Tenhou rank index (UN dan) to its title.
constexpr const char16_t *kRankTitles[] = { u"新人", u"９級", u"８級", u"７級", u"６級", u"５級",
    u"４級", u"３級", u"２級", u"１級", u"初段", u"二段", u"三段", u"四段", u"五段", u"六段",
    u"七段", u"八段", u"九段", u"十段", u"天鳳位" };

} // namespace

Result<game::Record> XmlReader::read()
{
    m_record.format = game::RecordFormat::TenhouXml;
    m_record.ruleset = *rules::presetRuleset("tenhou");
    const QString id = findTenhouLogId(m_ctx.source());
    if (!id.isEmpty()) {
        m_record.id = id.toStdString();
        m_record.date = dateFromTenhouLogId(id).toStdString();
        bool ok = false;
        const int type = id.mid(13, 4).toInt(&ok, 16);
        if (ok)
            m_record.lobby = tenhouLobbyLabel(type).toStdString();
    }
    int index = 0;
    auto startElement = [&](QStringView name,
                                const QXmlStreamAttributes &attributes) -> std::optional<Error> {
        if (!m_sawRoot) {
            if (name != u"mjloggm")
                return fail(u"not a Tenhou mjlog: the root element is <%1>, not <mjloggm>"_s.arg(
                        name.toString()));
            m_sawRoot = true;
            return std::nullopt;
        }
        // The tag for messages, copied into a fixed buffer (no allocation per element).
        const qsizetype length = std::min<qsizetype>(name.size(), qsizetype(m_tag.size()));
        std::copy_n(name.utf16(), length, m_tag.data());
        m_ctx.setElement(index++, QStringView(m_tag.data(), length));
        if (auto error = element(name, attributes))
            return error;
        const game::Kyoku *k = kyoku();
        if ((k && k->events.size() > std::size_t(kMaxEventsPerKyoku))
                || m_early.size() > std::size_t(kMaxEventsPerKyoku))
            return fail(u"more than %1 events in one hand"_s.arg(kMaxEventsPerKyoku));
        return std::nullopt;
    };

    // The plain subset Tenhou writes is checked in a first pass and then read in a second one;
    // anything else (an element with too many attributes included) is read by QXmlStreamReader,
    // after a linear pass that refuses an element with more than kMaxAttributes.
    if (scanPlainXml(
                m_data, [](QByteArrayView, const std::vector<PlainAttribute> &) { return true; })) {
        std::optional<Error> error;
        QString name;
        QXmlStreamAttributes attributes;
        scanPlainXml(m_data, [&](QByteArrayView element, const std::vector<PlainAttribute> &plain) {
            name = QLatin1StringView(element.data(), element.size());
            attributes.clear();
            for (const PlainAttribute &a : plain) {
                attributes.append(QXmlStreamAttribute(
                        QString::fromLatin1(a.name), QString::fromLatin1(a.value)));
            }
            error = startElement(name, attributes);
            return !error;
        });
        if (error)
            return *error;
    } else {
        if (const qsizetype at = elementWithTooManyAttributes(m_data); at >= 0)
            return fail(u"the element at line %1 has more than %2 attributes"_s
                                .arg(m_data.left(at).count('\n') + 1)
                                .arg(kMaxAttributes));
        while (!m_xml.atEnd()) {
            const QXmlStreamReader::TokenType token = m_xml.readNext();
            if (token == QXmlStreamReader::DTD)
                return fail(u"a DTD (<!DOCTYPE …>) is not allowed in a Tenhou mjlog"_s);
            if (token != QXmlStreamReader::StartElement)
                continue;
            if (auto error = startElement(m_xml.name(), m_xml.attributes()))
                return *error;
        }
    }
    if (m_xml.hasError()) {
        const QString what = m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError
                ? u"the file ends early (truncated)"_s
                : m_xml.errorString();
        return fail(u"invalid XML at line %1, column %2: %3"_s.arg(m_xml.lineNumber())
                            .arg(m_xml.columnNumber())
                            .arg(what));
    }
    m_ctx.clearEvent();
    if (!m_sawRoot)
        return fail(u"not a Tenhou mjlog: no <mjloggm> element"_s);
    if (m_record.kyoku.empty())
        return fail(u"the record has no hand (no <INIT>)"_s);
    if (m_kyokuOpen)
        warn(u"the last hand has no result (the record stops in the middle of it)"_s);
    if (!m_record.hasFinal)
        warn(u"no final result (owari): the game is incomplete"_s);
    applyWalls();
    m_ctx.finishWithIgnored(m_record, m_ignored, m_ignoredOthers, u"ignored unknown element <%1>"_s,
            u"ignored %1 more unknown elements of other names"_s);
    return std::move(m_record);
}

void XmlReader::applyWalls()
{
    // The wall's warnings name their hand themselves: no hand context for them.
    const std::vector<std::string> warnings = applyTenhouWalls(m_record);
    if (warnings.empty())
        return;
    m_ctx.clearKyoku();
    for (const std::string &w : warnings)
        warn(toQString(w));
    const game::Kyoku &last = m_record.kyoku.back();
    m_ctx.setKyoku(static_cast<int>(m_record.kyoku.size()) - 1, last.round, last.honba);
}

std::optional<Error> XmlReader::seatAttr(
        const QXmlStreamAttributes &attrs, QLatin1String name, int &seat, bool required)
{
    const QStringView value = attrs.value(name);
    if (value.isEmpty()) {
        if (!required) {
            seat = -1;
            return std::nullopt;
        }
        return fail(u"missing attribute %1"_s.arg(QString(name)));
    }
    bool ok = false;
    seat = value.toInt(&ok);
    if (!ok || seat < 0 || seat >= m_record.playerCount)
        return fail(u"%1=\"%2\" is not a seat of this %3-player game"_s.arg(
                QString(name), value.toString(), QString::number(m_record.playerCount)));
    return std::nullopt;
}

std::optional<Error> XmlReader::tileList(
        QStringView text, const char16_t *what, std::vector<Tile> &out, std::vector<int> *ids)
{
    if (!parseIntList(text, m_ints))
        return fail(u"%1 is not a list of tile ids: \"%2\""_s.arg(
                QString::fromUtf16(what), text.left(60).toString()));
    out.clear();
    for (int id : m_ints) {
        if (id < 0 || id > 135)
            return fail(u"%1: %2 is not a tile id (0-135)"_s.arg(QString::fromUtf16(what)).arg(id));
        out.push_back(tileFromId136(id, m_red));
    }
    if (ids)
        *ids = m_ints;
    return std::nullopt;
}

std::optional<Error> XmlReader::checkNew(int id)
{
    if (m_seen.test(static_cast<std::size_t>(id)))
        return fail(u"tile id %1 appears twice in this hand"_s.arg(id));
    m_seen.set(static_cast<std::size_t>(id));
    return std::nullopt;
}

std::optional<Error> XmlReader::element(QStringView name, const QXmlStreamAttributes &attrs)
{
    // Draws and discards: a letter T..W / D..G followed by the tile id.
    if (name.size() >= 2 && name.size() <= 4) {
        const QChar letter = name[0];
        if (QStringView(u"TUVWDEFG").contains(letter)) {
            bool ok = false;
            const int id = name.mid(1).toInt(&ok);
            if (ok && name[1].isDigit()) {
                if (id < 0 || id > 135)
                    return fail(u"%1 is not a tile id (0-135)"_s.arg(id));
                return drawOrDiscard(letter, id);
            }
        }
    }
    if (name == u"N")
        return call(attrs);
    if (name == u"REACH") {
        if (!m_kyokuOpen)
            return fail(u"riichi outside a hand"_s);
        int seat = 0;
        if (auto e = seatAttr(attrs, "who"_L1, seat))
            return e;
        const QStringView step = attrs.value("step"_L1);
        if (step == u"1") {
            m_riichiPending[seat] = true;
        } else if (step == u"2") {
            if (m_riichiAccepted[seat])
                return fail(u"seat %1's riichi is accepted twice in one hand"_s.arg(seat));
            m_riichiAccepted[seat] = true;
            Event e;
            e.type = EventType::RiichiAccepted;
            e.seat = static_cast<std::int8_t>(seat);
            push(e);
        } else {
            return fail(u"REACH step=\"%1\" (expected 1 or 2)"_s.arg(step.toString()));
        }
        return std::nullopt;
    }
    if (name == u"DORA") {
        if (!m_kyokuOpen)
            return fail(u"dora outside a hand"_s);
        bool ok = false;
        const int id = attrs.value("hai"_L1).toInt(&ok);
        if (!ok || id < 0 || id > 135)
            return fail(
                    u"DORA hai=\"%1\" is not a tile id"_s.arg(attrs.value("hai"_L1).toString()));
        if (auto e = checkNew(id))
            return e;
        Event e;
        e.type = EventType::NewDora;
        e.tile = tileFromId136(id, m_red);
        push(e);
        return std::nullopt;
    }
    if (name == u"INIT")
        return init(attrs);
    if (name == u"AGARI")
        return agari(attrs);
    if (name == u"RYUUKYOKU")
        return ryuukyoku(attrs);
    if (name == u"BYE") {
        int seat = 0;
        if (auto e = seatAttr(attrs, "who"_L1, seat))
            return e;
        Event e;
        e.type = EventType::Disconnect;
        e.seat = static_cast<std::int8_t>(seat);
        if (!kyoku())
            m_early.push_back(e); // before the first hand: it opens the first hand's events
        else
            push(e);
        return std::nullopt;
    }
    return header(name, attrs);
}

std::optional<Error> XmlReader::header(QStringView name, const QXmlStreamAttributes &attrs)
{
    if (name == u"GO") {
        bool ok = false;
        const int type = attrs.value("type"_L1).toInt(&ok);
        if (!ok || type < 0)
            return fail(
                    u"GO type=\"%1\" is not a game type"_s.arg(attrs.value("type"_L1).toString()));
        m_sawGo = true;
        applyTenhouType(m_record.ruleset, type);
        m_red = m_record.ruleset.redFives > 0;
        m_record.playerCount = m_record.ruleset.players;
        m_record.lobby = tenhouLobbyLabel(type).toStdString();
        if (type & 0x200)
            warn(u"chip (shuugi) rule game: chip counts are not kept"_s);
        if (type & ~0x3FF)
            warn(u"game type %1 has rule bits beyond the documented ones"_s.arg(type));
        if (auto why = applyTenhouCustomRule(m_record.ruleset, attrs.value("csrule"_L1).toString()))
            return fail(*why);
        const QString lobby = attrs.value("lobby"_L1).toString();
        if (!lobby.isEmpty() && lobby != u"0")
            warn(u"private lobby %1: its rules may differ from the type bits"_s.arg(lobby));
        QStringList title;
        for (QLatin1String key : { "title"_L1, "rule"_L1 }) {
            const QStringView v = attrs.value(key);
            if (!v.isEmpty())
                title << QUrl::fromPercentEncoding(v.toUtf8());
        }
        if (!title.isEmpty())
            m_record.title = title.join(u'\n').toStdString();
        return std::nullopt;
    }
    if (name == u"UN") {
        const bool reconnect = m_started;
        for (int s = 0; s < 4; ++s) {
            const QString key = u"n"_s + QString::number(s);
            if (!attrs.hasAttribute(key))
                continue;
            const QString value = QUrl::fromPercentEncoding(attrs.value(key).toUtf8());
            if (reconnect) {
                if (s >= m_record.playerCount)
                    return fail(u"reconnection of seat %1 in a %2-player game"_s.arg(s).arg(
                            m_record.playerCount));
                if (kyoku()) {
                    Event e;
                    e.type = EventType::Reconnect;
                    e.seat = static_cast<std::int8_t>(s);
                    push(e);
                }
            } else {
                m_record.players[s].name = value.toStdString();
            }
        }
        if (reconnect)
            return std::nullopt;
        if (parseIntList(attrs.value("dan"_L1), m_ints)) {
            for (std::size_t s = 0; s < m_ints.size() && s < 4; ++s) {
                const int d = m_ints[s];
                if (d >= 0 && d < static_cast<int>(std::size(kRankTitles)))
                    m_record.players[s].rank = QString::fromUtf16(kRankTitles[d]).toStdString();
                else
                    warn(u"unknown rank index %1 for seat %2"_s.arg(d).arg(s));
            }
        } else {
            warn(u"UN dan=\"%1\" is not a list of ranks"_s.arg(attrs.value("dan"_L1).toString()));
        }
        std::vector<double> rates;
        if (parseDoubleList(attrs.value("rate"_L1), rates)) {
            for (std::size_t s = 0; s < rates.size() && s < 4; ++s) {
                if (!std::isfinite(rates[s]) || std::abs(rates[s]) > kMaxScore)
                    return fail(
                            outOfRange(u"UN rate[%1]"_s.arg(s), rates[s], -kMaxScore, kMaxScore));
                m_record.players[s].rating = rates[s];
            }
        } else {
            warn(u"UN rate=\"%1\" is not a list of ratings"_s.arg(
                    attrs.value("rate"_L1).toString()));
        }
        if (attrs.hasAttribute("n3"_L1) && attrs.value("n3"_L1).isEmpty() && m_sawGo
                && m_record.playerCount == 4)
            warn(u"the fourth name is empty in a four-player game"_s);
        return std::nullopt;
    }
    if (name == u"TAIKYOKU") {
        m_started = true;
        bool ok = false;
        const int oya = attrs.value("oya"_L1).toInt(&ok);
        if (ok && oya != 0)
            warn(u"the first dealer is seat %1, not 0"_s.arg(oya));
        return std::nullopt;
    }
    if (name == u"SHUFFLE") {
        // The wall seed (tenhouwall.h): kept as given, the walls are rebuilt after the hands.
        const QStringView seed = attrs.value("seed"_L1);
        if (!m_record.wallSeed.empty() || seed.isEmpty())
            return std::nullopt;
        if (std::size_t(seed.size()) > kMaxTenhouSeedChars)
            warn(u"the wall seed is longer than %1 characters: not kept"_s.arg(
                    kMaxTenhouSeedChars));
        else
            m_record.wallSeed = seed.toString().toStdString();
        return std::nullopt;
    }
    return ignore(name);
}

std::optional<Error> XmlReader::ignore(QStringView name)
{
    // A search of at most kListedUnknown names: constant time per element.
    if (std::find(m_ignored.begin(), m_ignored.end(), name) != m_ignored.end())
        return std::nullopt;
    if (m_ignored.size() < kListedUnknown)
        m_ignored.push_back(name.toString());
    else
        ++m_ignoredOthers;
    return std::nullopt;
}

// The score list just parsed into m_ints (`count` values, each times `scale` points) within
// kMaxScore.
std::optional<Error> XmlReader::checkScores(const char16_t *what, int scale, int count)
{
    const int limit = kMaxScore / scale;
    for (int i = 0; i < count && i < static_cast<int>(m_ints.size()); ++i) {
        const int v = m_ints[static_cast<std::size_t>(i)];
        if (v < -limit || v > limit)
            return fail(outOfRange(u"%1[%2]"_s.arg(QString::fromUtf16(what)).arg(i),
                    static_cast<double>(v) * scale, -kMaxScore, kMaxScore));
    }
    return std::nullopt;
}

std::optional<Error> XmlReader::init(const QXmlStreamAttributes &attrs)
{
    m_started = true;
    if (m_kyokuOpen)
        return fail(u"a new hand starts before the previous one has a result"_s);
    if (m_record.kyoku.size() >= std::size_t(kMaxKyoku))
        return fail(u"more than %1 hands in one record"_s.arg(kMaxKyoku));
    if (!parseIntList(attrs.value("seed"_L1), m_ints) || m_ints.size() < 6)
        return fail(u"INIT seed=\"%1\" needs six numbers"_s.arg(attrs.value("seed"_L1).toString()));
    const std::vector<int> seed = m_ints;
    game::Kyoku k;
    k.round = seed[0];
    k.honba = seed[1];
    k.riichiSticks = seed[2];
    if (k.round < 0 || k.round > 15 || k.honba < 0 || k.honba > 100 || k.riichiSticks < 0
            || k.riichiSticks > 100)
        return fail(u"INIT seed=\"%1\": impossible round, honba or deposits"_s.arg(
                attrs.value("seed"_L1).toString()));
    const int doraId = seed[5];
    if (doraId < 0 || doraId > 135)
        return fail(u"INIT seed: dora indicator %1 is not a tile id"_s.arg(doraId));
    int dealer = 0;
    if (auto e = seatAttr(attrs, "oya"_L1, dealer))
        return e;
    k.dealer = dealer;
    if (!parseIntList(attrs.value("ten"_L1), m_ints) || m_ints.size() < 3 || m_ints.size() > 4)
        return fail(
                u"INIT ten=\"%1\" is not a list of scores"_s.arg(attrs.value("ten"_L1).toString()));
    if (auto e = checkScores(u"INIT ten", 100, 4))
        return e;
    for (std::size_t s = 0; s < m_ints.size(); ++s)
        k.startScores[s] = m_ints[s] * 100;
    m_record.kyoku.push_back(std::move(k));
    game::Kyoku &kk = m_record.kyoku.back();
    m_ctx.setKyoku(static_cast<int>(m_record.kyoku.size()) - 1, kk.round, kk.honba);
    m_seen.reset();
    if (auto e = checkNew(doraId))
        return e;
    kk.doraIndicators.push_back(tileFromId136(doraId, m_red));
    int dealt = 0;
    std::vector<int> ids;
    for (int s = 0; s < 4; ++s) {
        const QString key = u"hai"_s + QString::number(s);
        const QStringView value = attrs.value(key);
        if (auto e = tileList(value,
                    s == 0           ? u"hai0"
                            : s == 1 ? u"hai1"
                            : s == 2 ? u"hai2"
                                     : u"hai3",
                    kk.hands[s], &ids))
            return e;
        if (kk.hands[s].empty())
            continue;
        if (kk.hands[s].size() != 13)
            return fail(u"seat %1 is dealt %2 tiles, not 13"_s.arg(s).arg(kk.hands[s].size()));
        if (s >= m_record.playerCount)
            return fail(u"seat %1 is dealt tiles in a %2-player game"_s.arg(s).arg(
                    m_record.playerCount));
        for (int id : ids) {
            if (auto e = checkNew(id))
                return e;
        }
        ++dealt;
    }
    if (dealt != m_record.playerCount)
        return fail(u"%1 hands dealt in a %2-player game"_s.arg(dealt).arg(m_record.playerCount));
    if (m_record.playerCount == 4 && kk.dealer != kk.round % 4)
        warn(u"the dealer (seat %1) does not match the round"_s.arg(kk.dealer));
    kk.events = std::move(m_early);
    m_early.clear();
    m_kyokuOpen = true;
    m_kyokuEnded = false;
    m_lastDraw.fill(-1);
    m_replacement.fill(false);
    m_riichiPending.fill(false);
    m_riichiAccepted.fill(false);
    m_lastDiscardSeat = -1;
    m_lastDiscardId = -1;
    return std::nullopt;
}

std::optional<Error> XmlReader::drawOrDiscard(QChar letter, int id)
{
    if (!m_kyokuOpen)
        return fail(u"a move outside a hand"_s);
    const bool draw = letter.unicode() >= u'T';
    const int seat = draw ? letter.unicode() - u'T' : letter.unicode() - u'D';
    if (seat >= m_record.playerCount)
        return fail(u"seat %1 moves in a %2-player game"_s.arg(seat).arg(m_record.playerCount));
    Event e;
    e.seat = static_cast<std::int8_t>(seat);
    e.tile = tileFromId136(id, m_red);
    if (draw) {
        if (auto err = checkNew(id))
            return err;
        e.type = EventType::Draw;
        e.replacement = m_replacement[seat];
        m_replacement[seat] = false;
        m_lastDraw[seat] = id;
        m_lastDiscardSeat = -1;
    } else {
        e.type = EventType::Discard;
        e.tsumogiri = m_lastDraw[seat] == id;
        e.riichi = m_riichiPending[seat];
        m_riichiPending[seat] = false;
        m_lastDraw[seat] = -1;
        m_lastDiscardSeat = seat;
        m_lastDiscardId = id;
    }
    push(std::move(e));
    return std::nullopt;
}

std::optional<Error> XmlReader::call(const QXmlStreamAttributes &attrs)
{
    if (!m_kyokuOpen)
        return fail(u"a call outside a hand"_s);
    int seat = 0;
    if (auto e = seatAttr(attrs, "who"_L1, seat))
        return e;
    bool ok = false;
    const int m = attrs.value("m"_L1).toInt(&ok);
    const std::optional<DecodedMeld> d = ok ? decodeMeld(m) : std::nullopt;
    if (!d)
        return fail(u"m=\"%1\" is not a call code"_s.arg(attrs.value("m"_L1).toString()));
    Event e;
    e.seat = static_cast<std::int8_t>(seat);
    auto others = [&](int except) {
        std::vector<Tile> tiles;
        for (int id : d->ids) {
            if (id != except)
                tiles.push_back(tileFromId136(id, m_red));
        }
        return tiles;
    };
    switch (d->kind) {
    case DecodedMeld::Chi:
    case DecodedMeld::Pon:
    case DecodedMeld::Minkan: {
        if (m_lastDiscardSeat < 0 || m_lastDiscardSeat == seat)
            return fail(u"a call with no discard of another player to claim"_s);
        const int bitsFrom = (seat + d->rel) % 4;
        if (bitsFrom != m_lastDiscardSeat)
            warn(u"the call says it takes from seat %1, but the last discard is seat %2's"_s
                            .arg(bitsFrom)
                            .arg(m_lastDiscardSeat));
        if (d->calledId != m_lastDiscardId)
            warn(u"the called tile (id %1) is not the last discard (id %2)"_s.arg(d->calledId)
                            .arg(m_lastDiscardId));
        e.type = EventType::Call;
        e.meld = d->kind == DecodedMeld::Chi  ? rules::MeldKind::Chi
                : d->kind == DecodedMeld::Pon ? rules::MeldKind::Pon
                                              : rules::MeldKind::Minkan;
        e.from = static_cast<std::int8_t>(m_lastDiscardSeat);
        e.tile = tileFromId136(m_lastDiscardId, m_red);
        e.consumed = others(d->calledId == m_lastDiscardId ? d->calledId : d->calledId);
        if (d->kind == DecodedMeld::Minkan)
            m_replacement[seat] = true;
        break;
    }
    case DecodedMeld::Kakan:
        e.type = EventType::AddedKan;
        e.tile = tileFromId136(d->addedId, m_red);
        e.consumed = others(-1);
        m_replacement[seat] = true;
        break;
    case DecodedMeld::Ankan:
        e.type = EventType::ClosedKan;
        e.consumed = others(-1);
        e.tile = Tile{ e.consumed.front().kind, false };
        m_replacement[seat] = true;
        break;
    case DecodedMeld::Nuki:
        if (m_record.playerCount != 3)
            warn(u"a north bonus in a four-player game"_s);
        e.type = EventType::NorthBonus;
        e.tile = tileFromId136(d->addedId, m_red);
        if (e.tile.kind != rules::kinds::North)
            return fail(u"the set-aside bonus tile is not a North"_s);
        m_replacement[seat] = true;
        break;
    }
    m_lastDiscardSeat = -1;
    m_lastDraw[seat] = -1;
    push(std::move(e));
    return std::nullopt;
}

} // namespace tenhouxml

} // namespace haifu::formats
