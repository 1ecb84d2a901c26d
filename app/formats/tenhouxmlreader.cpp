// Tenhou mjlog XML (<mjloggm>): see FORMATS.md §1.

#include "formatscommon.h"
#include "recordio.h"

#include <QUrl>
#include <QXmlStreamReader>

#include <bitset>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

namespace haifu::formats {

namespace {

// Tenhou rank index (UN dan) to its title.
constexpr const char16_t *kRankTitles[] = { u"新人", u"９級", u"８級", u"７級", u"６級", u"５級",
    u"４級", u"３級", u"２級", u"１級", u"初段", u"二段", u"三段", u"四段", u"五段", u"六段",
    u"七段", u"八段", u"九段", u"十段", u"天鳳位" };

// Attributes one element may have (INIT and AGARI have about a dozen).
constexpr int kMaxAttributes = 64;

// QXmlStreamReader compares each attribute of an element with every one before it (quadratic in
// the attributes of one element: 40,000 of them take seconds). This linear pass over the bytes
// finds an element with more than kMaxAttributes before the XML reader sees it: the offset of its
// '<', or -1. Comments, CDATA and processing instructions are skipped; at a DTD it stops (the
// reader refuses the DTD).
qsizetype elementWithTooManyAttributes(const QByteArray &data)
{
    const char *p = data.constData();
    const qsizetype n = data.size();
    qsizetype i = 0;
    auto skipTo = [&](const char *end, qsizetype from) {
        const qsizetype at = data.indexOf(end, from);
        return at < 0 ? n : at + qsizetype(std::strlen(end));
    };
    while (i < n) {
        if (p[i] != '<') {
            ++i;
            continue;
        }
        const QByteArrayView rest(p + i, n - i);
        if (rest.startsWith("<!--")) {
            i = skipTo("-->", i + 4);
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            i = skipTo("]]>", i + 9);
            continue;
        }
        if (rest.startsWith("<?")) {
            i = skipTo("?>", i + 2);
            continue;
        }
        if (rest.startsWith("<!"))
            return -1;
        const qsizetype start = i++;
        int count = 0;
        char quote = 0;
        for (; i < n; ++i) {
            const char c = p[i];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '=') {
                if (++count > kMaxAttributes)
                    return start;
            } else if (c == '>' || c == '<') {
                break; // the end of the tag (a '<' is broken XML: the reader says so)
            }
        }
    }
    return -1;
}

// Tenhou writes mjlog XML in a small, plain subset of XML: ASCII only, no entity or character
// references, no CDATA, DTD or processing instructions (but the XML declaration), no text but
// whitespace and comments, no namespaces. scanPlainXml reads a document in that subset several
// times faster than QXmlStreamReader, calling `onElement(name, attributes)` for every start tag in
// document order; it returns false as soon as the document leaves the subset (or onElement
// returns false). A document that is not in the subset, and so every malformed one, is left to
// QXmlStreamReader: what is accepted, and every error message, stay exactly as they were. The
// subset is well-formed XML by construction (names, quoting, whitespace between attributes, no
// duplicate attribute, matching end tags, one root, nothing after it), so QXmlStreamReader would
// report the same start tags with the same attributes.
struct PlainAttribute
{
    QByteArrayView name;
    QByteArrayView value;
};

constexpr bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

constexpr bool isNameStart(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

constexpr bool isNameChar(char c)
{
    return isNameStart(c) || (c >= '0' && c <= '9') || c == '.' || c == '-';
}

template <typename OnElement>
bool scanPlainXml(const QByteArray &data, OnElement &&onElement)
{
    const char *p = data.constData();
    const qsizetype n = data.size();
    qsizetype i = 0;
    // The XML declaration in the forms Tenhou and the converters write; any other goes to
    // QXmlStreamReader (it checks version, encoding and standalone).
    static constexpr std::string_view declarations[] = {
        R"(<?xml version="1.0" encoding="UTF-8"?>)",
        R"(<?xml version="1.0" encoding="utf-8"?>)",
        R"(<?xml version="1.0"?>)",
    };
    const QByteArrayView all(data);
    if (all.startsWith("<?")) {
        bool known = false;
        for (const std::string_view d : declarations) {
            if (all.startsWith(QByteArrayView(d.data(), qsizetype(d.size())))) {
                i = qsizetype(d.size());
                known = true;
                break;
            }
        }
        if (!known)
            return false;
    }
    auto name = [&]() -> QByteArrayView {
        const qsizetype start = i;
        if (i >= n || !isNameStart(p[i]))
            return {};
        while (i < n && isNameChar(p[i]))
            ++i;
        return QByteArrayView(p + start, i - start);
    };
    auto skipSpace = [&] {
        while (i < n && isXmlSpace(p[i]))
            ++i;
    };
    std::vector<QByteArrayView> open; // the elements not closed yet
    std::vector<PlainAttribute> attributes;
    bool sawRoot = false;
    bool rootClosed = false;
    while (i < n) {
        if (isXmlSpace(p[i])) {
            ++i;
            continue;
        }
        if (p[i] == '<' && QByteArrayView(p + i, n - i).startsWith("<!--")) {
            // A comment (the test fixtures of some converters have them): ASCII, no "--" in it,
            // not ending in '-'.
            const qsizetype end = all.indexOf("-->", i + 4);
            if (end < 0)
                return false;
            const QByteArrayView text(p + i + 4, end - i - 4);
            if (text.contains("--") || text.endsWith('-'))
                return false;
            for (const char c : text) {
                if ((c < 0x20 && !isXmlSpace(c)) || c > 0x7e)
                    return false;
            }
            i = end + 3;
            continue;
        }
        if (p[i] != '<' || rootClosed)
            return false; // text, or anything but comments after the root
        ++i;
        if (i < n && p[i] == '/') {
            ++i;
            const QByteArrayView closing = name();
            skipSpace();
            if (closing.isEmpty() || i >= n || p[i] != '>' || open.empty()
                    || open.back() != closing)
                return false;
            ++i;
            open.pop_back();
            rootClosed = open.empty();
            continue;
        }
        const QByteArrayView element = name(); // empty at "<!" and "<?"
        if (element.isEmpty() || (sawRoot && open.empty()))
            return false;
        attributes.clear();
        bool empty = false;
        for (;;) {
            const qsizetype before = i;
            skipSpace();
            if (i >= n)
                return false;
            if (p[i] == '/') {
                if (i + 1 >= n || p[i + 1] != '>')
                    return false;
                i += 2;
                empty = true;
                break;
            }
            if (p[i] == '>') {
                ++i;
                break;
            }
            if (i == before) // attributes are separated by whitespace
                return false;
            const QByteArrayView attribute = name();
            if (attribute.isEmpty() || attribute == "xmlns")
                return false;
            skipSpace();
            if (i >= n || p[i] != '=')
                return false;
            ++i;
            skipSpace();
            if (i >= n || (p[i] != '"' && p[i] != '\''))
                return false;
            const char quote = p[i++];
            const qsizetype value = i;
            for (; i < n && p[i] != quote; ++i) {
                const char c = p[i];
                if (c < 0x20 || c > 0x7e || c == '<' || c == '&')
                    return false; // also tabs and newlines, which XML normalises in values
            }
            if (i >= n)
                return false;
            // More than kMaxAttributes: QXmlStreamReader's path refuses the element (by a
            // linear pass, as this duplicate check is quadratic).
            if (attributes.size() >= std::size_t(kMaxAttributes))
                return false;
            for (const PlainAttribute &a : attributes) {
                if (a.name == attribute)
                    return false;
            }
            attributes.push_back({ attribute, QByteArrayView(p + value, i - value) });
            ++i;
        }
        sawRoot = true;
        if (!onElement(element, std::as_const(attributes)))
            return false;
        if (!empty)
            open.push_back(element);
        else if (open.empty())
            rootClosed = true;
    }
    return rootClosed;
}

// Parses "1,2,3" into integers; false on anything else (empty items included).
bool parseIntList(QStringView text, std::vector<int> &out)
{
    out.clear();
    if (text.trimmed().isEmpty())
        return true;
    for (QStringView part : text.tokenize(u',')) {
        bool ok = false;
        const int v = part.trimmed().toInt(&ok);
        if (!ok)
            return false;
        out.push_back(v);
    }
    return true;
}

bool parseDoubleList(QStringView text, std::vector<double> &out)
{
    out.clear();
    if (text.trimmed().isEmpty())
        return true;
    for (QStringView part : text.tokenize(u',')) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok)
            return false;
        out.push_back(v);
    }
    return true;
}

// A decoded N `m` field (FORMATS.md §1.7).
struct DecodedMeld
{
    enum Kind { Chi, Pon, Kakan, Nuki, Ankan, Minkan } kind = Chi;
    int rel = 0; // relative position of the source (bits 0-1)
    std::vector<int> ids; // every tile of the meld (kakan: the three pon tiles)
    int calledId = -1;
    int addedId = -1; // kakan: the added tile; nuki: the north
};

std::optional<DecodedMeld> decodeMeld(int m)
{
    if (m < 0 || m > 0xFFFF)
        return std::nullopt;
    DecodedMeld d;
    d.rel = m & 3;
    if (m & 0x4) {
        d.kind = DecodedMeld::Chi;
        const int v = (m >> 10) & 0x3F;
        const int called = v % 3;
        const int start = v / 3;
        if (start > 20)
            return std::nullopt;
        const int base = (start / 7) * 9 + start % 7;
        for (int i = 0; i < 3; ++i) {
            const int copy = (m >> (3 + 2 * i)) & 3;
            d.ids.push_back((base + i) * 4 + copy);
        }
        d.calledId = d.ids[static_cast<std::size_t>(called)];
        return d;
    }
    if (m & 0x18) {
        d.kind = (m & 0x8) ? DecodedMeld::Pon : DecodedMeld::Kakan;
        const int fourth = (m >> 5) & 3;
        const int v = (m >> 9) & 0x7F;
        const int kind = v / 3;
        const int called = v % 3;
        if (kind > 33)
            return std::nullopt;
        for (int c = 0; c < 4; ++c) {
            if (c != fourth)
                d.ids.push_back(kind * 4 + c);
        }
        d.calledId = d.ids[static_cast<std::size_t>(called)];
        if (d.kind == DecodedMeld::Kakan)
            d.addedId = kind * 4 + fourth;
        return d;
    }
    const int id = (m >> 8) & 0xFF;
    if (id > 135)
        return std::nullopt;
    if (m & 0x20) {
        d.kind = DecodedMeld::Nuki;
        d.addedId = id;
        d.ids.push_back(id);
        return d;
    }
    d.kind = d.rel == 0 ? DecodedMeld::Ankan : DecodedMeld::Minkan;
    for (int c = 0; c < 4; ++c)
        d.ids.push_back(id / 4 * 4 + c);
    d.calledId = d.kind == DecodedMeld::Minkan ? id : -1;
    return d;
}

class XmlReader
{
public:
    XmlReader(const QByteArray &data, const QString &source)
        : m_data(data), m_xml(data), m_ctx(source)
    { }

    Result<game::Record> read();

private:
    std::optional<Error> element(QStringView name, const QXmlStreamAttributes &attrs);
    std::optional<Error> header(QStringView name, const QXmlStreamAttributes &attrs);
    std::optional<Error> init(const QXmlStreamAttributes &attrs);
    std::optional<Error> drawOrDiscard(QChar letter, int id);
    std::optional<Error> call(const QXmlStreamAttributes &attrs);
    std::optional<Error> agari(const QXmlStreamAttributes &attrs);
    std::optional<Error> ryuukyoku(const QXmlStreamAttributes &attrs);
    std::optional<Error> scores(
            const QXmlStreamAttributes &attrs, std::array<int, 4> &deltas, bool &hasDeltas);
    std::optional<Error> seatAttr(
            const QXmlStreamAttributes &attrs, QLatin1String name, int &seat, bool required = true);
    std::optional<Error> tileList(QStringView text, const char16_t *what, std::vector<Tile> &out,
            std::vector<int> *ids = nullptr);
    std::optional<Error> checkNew(int id);
    std::optional<Error> checkScores(const char16_t *what, int scale, int count);
    std::optional<Error> ignore(QStringView name);
    Error fail(const QString &message) const { return m_ctx.error(message); }
    void warn(const QString &message) { m_ctx.warn(m_record, message); }
    game::Kyoku *kyoku() { return m_record.kyoku.empty() ? nullptr : &m_record.kyoku.back(); }
    void push(Event e) { m_record.kyoku.back().events.push_back(std::move(e)); }

    const QByteArray &m_data;
    QXmlStreamReader m_xml;
    ErrorContext m_ctx;
    game::Record m_record;
    bool m_red = true;
    bool m_sawRoot = false;
    bool m_sawGo = false;
    bool m_started = false; // TAIKYOKU or INIT seen: a UN is a reconnect from now on
    bool m_kyokuOpen = false; // an INIT whose hand has not ended yet
    bool m_kyokuEnded = false;
    std::array<int, 4> m_lastDraw{ -1, -1, -1, -1 };
    std::array<bool, 4> m_replacement{};
    std::array<bool, 4> m_riichiPending{};
    int m_lastDiscardSeat = -1;
    int m_lastDiscardId = -1;
    std::bitset<136> m_seen;
    // Unknown elements: the first kinds by name, the others only counted (a file can hold any
    // number of made-up names; remembering them all would cost memory and time for nothing).
    static constexpr std::size_t kListedUnknown = 20;
    std::vector<QString> m_ignored;
    qsizetype m_ignoredOthers = 0;
    std::vector<Event> m_early; // disconnections before the first INIT
    std::array<char16_t, 24> m_tag{}; // the current element's name
    std::vector<int> m_ints;
};

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
    for (const QString &tag : m_ignored)
        warn(u"ignored unknown element <%1>"_s.arg(tag));
    if (m_ignoredOthers > 0)
        warn(u"ignored %1 more unknown elements of other names"_s.arg(m_ignoredOthers));
    m_ctx.finishWarnings(m_record);
    return std::move(m_record);
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
    if (name == u"SHUFFLE")
        return std::nullopt; // wall seed for verification; not needed for replay
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

} // namespace

Result<game::Record> readTenhouXml(const QByteArray &data, const QString &sourceName)
{
    XmlReader reader(data, sourceName);
    return reader.read();
}

} // namespace haifu::formats
