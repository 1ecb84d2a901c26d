#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>

#include <optional>
#include <vector>

// The pieces of the Tenhou mjlog XML reader that work on bytes and numbers: the linear checks and
// scan run before QXmlStreamReader sees a file, number lists and the N element's meld field. Not
// part of the formats API.
namespace haifu::formats::tenhouxml {

// Attributes one element may have (INIT and AGARI have about a dozen).
constexpr int kMaxAttributes = 64;

// QXmlStreamReader compares each attribute of an element with every one before it (quadratic in
// the attributes of one element: 40,000 of them take seconds). This linear pass over the bytes
// finds an element with more than kMaxAttributes before the XML reader sees it: the offset of its
// '<', or -1. Comments, CDATA and processing instructions are skipped; at a DTD it stops (the
// reader refuses the DTD).
qsizetype elementWithTooManyAttributes(const QByteArray &data);

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

// The cursor of scanPlainXml over the bytes of a document: one method per piece of the subset
// (declaration, comment, end tag, attributes). Every method returns false as soon as the bytes
// leave the subset.
class PlainXmlCursor
{
public:
    explicit PlainXmlCursor(const QByteArray &data)
        : m_all(data), m_p(data.constData()), m_n(data.size())
    { }

    bool atEnd() const { return m_i >= m_n; }

    // The XML declaration in the forms Tenhou and the converters write; any other goes to
    // QXmlStreamReader (it checks version, encoding and standalone).
    bool skipDeclaration()
    {
        static constexpr std::string_view declarations[] = {
            R"(<?xml version="1.0" encoding="UTF-8"?>)",
            R"(<?xml version="1.0" encoding="utf-8"?>)",
            R"(<?xml version="1.0"?>)",
        };
        if (!m_all.startsWith("<?"))
            return true;
        for (const std::string_view d : declarations) {
            if (m_all.startsWith(QByteArrayView(d.data(), qsizetype(d.size())))) {
                m_i = qsizetype(d.size());
                return true;
            }
        }
        return false;
    }

    // Moves past `c` when it is next.
    bool take(char c)
    {
        if (m_i >= m_n || m_p[m_i] != c)
            return false;
        ++m_i;
        return true;
    }

    bool takeSpace()
    {
        if (m_i >= m_n || !isXmlSpace(m_p[m_i]))
            return false;
        ++m_i;
        return true;
    }

    bool atComment() const
    {
        return m_i < m_n && m_p[m_i] == '<'
                && QByteArrayView(m_p + m_i, m_n - m_i).startsWith("<!--");
    }

    // A comment (the test fixtures of some converters have them): ASCII, no "--" in it, not
    // ending in '-'.
    bool skipComment()
    {
        const qsizetype end = m_all.indexOf("-->", m_i + 4);
        if (end < 0)
            return false;
        const QByteArrayView text(m_p + m_i + 4, end - m_i - 4);
        if (text.contains("--") || text.endsWith('-'))
            return false;
        for (const char c : text) {
            if ((c < 0x20 && !isXmlSpace(c)) || c > 0x7e)
                return false;
        }
        m_i = end + 3;
        return true;
    }

    // A name, or an empty view (and nothing consumed) when none starts here.
    QByteArrayView name()
    {
        const qsizetype start = m_i;
        if (m_i >= m_n || !isNameStart(m_p[m_i]))
            return {};
        while (m_i < m_n && isNameChar(m_p[m_i]))
            ++m_i;
        return QByteArrayView(m_p + start, m_i - start);
    }

    void skipSpace()
    {
        while (m_i < m_n && isXmlSpace(m_p[m_i]))
            ++m_i;
    }

    // The rest of an end tag after "</": it must close the innermost open element.
    bool endTag(std::vector<QByteArrayView> &open)
    {
        const QByteArrayView closing = name();
        skipSpace();
        if (closing.isEmpty() || m_i >= m_n || m_p[m_i] != '>' || open.empty()
                || open.back() != closing)
            return false;
        ++m_i;
        open.pop_back();
        return true;
    }

    // The attributes of a start tag up to and including its '>' or "/>" (then `empty`).
    bool attributes(std::vector<PlainAttribute> &out, bool &empty)
    {
        out.clear();
        empty = false;
        for (;;) {
            const qsizetype before = m_i;
            skipSpace();
            if (m_i >= m_n)
                return false;
            if (m_p[m_i] == '/') {
                if (m_i + 1 >= m_n || m_p[m_i + 1] != '>')
                    return false;
                m_i += 2;
                empty = true;
                return true;
            }
            if (m_p[m_i] == '>') {
                ++m_i;
                return true;
            }
            if (m_i == before) // attributes are separated by whitespace
                return false;
            if (!attribute(out))
                return false;
        }
    }

private:
    // One name="value" (or 'value'), appended to `out`.
    bool attribute(std::vector<PlainAttribute> &out)
    {
        const QByteArrayView attribute = name();
        if (attribute.isEmpty() || attribute == "xmlns")
            return false;
        skipSpace();
        if (m_i >= m_n || m_p[m_i] != '=')
            return false;
        ++m_i;
        skipSpace();
        if (m_i >= m_n || (m_p[m_i] != '"' && m_p[m_i] != '\''))
            return false;
        const char quote = m_p[m_i++];
        const qsizetype value = m_i;
        for (; m_i < m_n && m_p[m_i] != quote; ++m_i) {
            const char c = m_p[m_i];
            if (c < 0x20 || c > 0x7e || c == '<' || c == '&')
                return false; // also tabs and newlines, which XML normalises in values
        }
        if (m_i >= m_n)
            return false;
        // More than kMaxAttributes: QXmlStreamReader's path refuses the element (by a linear
        // pass, as this duplicate check is quadratic).
        if (out.size() >= std::size_t(kMaxAttributes))
            return false;
        for (const PlainAttribute &a : out) {
            if (a.name == attribute)
                return false;
        }
        out.push_back({ attribute, QByteArrayView(m_p + value, m_i - value) });
        ++m_i;
        return true;
    }

    const QByteArrayView m_all;
    const char *m_p;
    const qsizetype m_n;
    qsizetype m_i = 0;
};

template <typename OnElement>
bool scanPlainXml(const QByteArray &data, OnElement &&onElement)
{
    PlainXmlCursor in(data);
    if (!in.skipDeclaration())
        return false;
    std::vector<QByteArrayView> open; // the elements not closed yet
    std::vector<PlainAttribute> attributes;
    bool sawRoot = false;
    bool rootClosed = false;
    while (!in.atEnd()) {
        if (in.takeSpace())
            continue;
        if (in.atComment()) {
            if (!in.skipComment())
                return false;
            continue;
        }
        if (rootClosed || !in.take('<'))
            return false; // text, or anything but comments after the root
        if (in.take('/')) {
            if (!in.endTag(open))
                return false;
            rootClosed = open.empty();
            continue;
        }
        const QByteArrayView element = in.name(); // empty at "<!" and "<?"
        if (element.isEmpty() || (sawRoot && open.empty()))
            return false;
        bool empty = false;
        if (!in.attributes(attributes, empty))
            return false;
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
bool parseIntList(QStringView text, std::vector<int> &out);
bool parseDoubleList(QStringView text, std::vector<double> &out);

// A decoded N `m` field (FORMATS.md §1.7).
struct DecodedMeld
{
    enum Kind { Chi, Pon, Kakan, Nuki, Ankan, Minkan } kind = Chi;
    int rel = 0; // relative position of the source (bits 0-1)
    std::vector<int> ids; // every tile of the meld (kakan: the three pon tiles)
    int calledId = -1;
    int addedId = -1; // kakan: the added tile; nuki: the north
};

std::optional<DecodedMeld> decodeMeld(int m);

} // namespace haifu::formats::tenhouxml
