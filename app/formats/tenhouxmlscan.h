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
