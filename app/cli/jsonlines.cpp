#include "cli/jsonlines.h"

#include "cli/cli.h"
#include "cli/commandline.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <rapidjson/reader.h>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

constexpr std::size_t kMaxLine = std::size_t(1) << 20; // longer lines are refused, not read
constexpr std::size_t kReadBlock = std::size_t(1) << 20;
constexpr std::size_t kFlushAt = std::size_t(1) << 20;
constexpr int kMaxDepth = 1024; // as QJsonDocument's limit
// A line of ASCII needs no check of its UTF-8.
constexpr unsigned kAsciiParseFlags =
        rapidjson::kParseInsituFlag | rapidjson::kParseFullPrecisionFlag;
constexpr unsigned kParseFlags = kAsciiParseFlags | rapidjson::kParseValidateEncodingFlag;

// A document of one input line: its values and its parse stack both in pools emptied per line.
using LineDocument = rapidjson::GenericDocument<rapidjson::UTF8<>, rapidjson::MemoryPoolAllocator<>,
        rapidjson::MemoryPoolAllocator<>>;

// One line of standard input: its bytes (NUL-terminated in place) or only the fact that it was
// longer than kMaxLine.
struct Line
{
    char *data = nullptr;
    std::size_t size = 0;
    bool tooLong = false;
};

// Standard input in blocks of kReadBlock, split at '\n'. Memory stays under kMaxLine + kReadBlock:
// the part of a line past kMaxLine is dropped as it is read.
class LineReader
{
public:
    // The next line, or false at the end of the input.
    bool next(Line &line);
    [[nodiscard]] bool failed() const { return m_failed; }

private:
    std::vector<char> m_buffer = std::vector<char>(kMaxLine + kReadBlock + 1);
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    bool m_failed = false;
};

bool LineReader::next(Line &line)
{
    bool tooLong = false;
    for (;;) {
        char *begin = m_buffer.data() + m_begin;
        const std::size_t available = m_end - m_begin;
        if (auto *newline = static_cast<char *>(std::memchr(begin, '\n', available))) {
            *newline = '\0';
            const auto size = static_cast<std::size_t>(newline - begin);
            line = { begin, size, tooLong || size > kMaxLine };
            m_begin += size + 1;
            return true;
        }
        if (m_eof) {
            if (available == 0 && !tooLong)
                return false;
            m_buffer[m_end] = '\0'; // the buffer has room for it
            line = { begin, available, tooLong || available > kMaxLine };
            m_begin = m_end;
            return true;
        }
        if (available > kMaxLine) {
            tooLong = true;
            m_begin = m_end = 0;
        } else if (m_begin > 0) {
            std::memmove(m_buffer.data(), begin, available);
            m_begin = 0;
            m_end = available;
        }
        const std::size_t room = m_buffer.size() - 1 - m_end;
        const std::size_t read = std::fread(m_buffer.data() + m_end, 1, room, stdin);
        m_end += read;
        if (read < room) {
            m_eof = std::feof(stdin) || std::ferror(stdin);
            m_failed = std::ferror(stdin) != 0;
        }
    }
}

// Builds the document from the reader's events, refusing values nested deeper than kMaxDepth
// (the reader recurses once per level).
class DepthLimitedBuilder
{
public:
    explicit DepthLimitedBuilder(LineDocument &document) : m_document(document) { }

    bool Null() { return m_document.Null(); }
    bool Bool(bool b) { return m_document.Bool(b); }
    bool Int(int i) { return m_document.Int(i); }
    bool Uint(unsigned u) { return m_document.Uint(u); }
    bool Int64(std::int64_t i) { return m_document.Int64(i); }
    bool Uint64(std::uint64_t u) { return m_document.Uint64(u); }
    bool Double(double d) { return m_document.Double(d); }
    bool RawNumber(const char *s, rapidjson::SizeType n, bool copy)
    {
        return m_document.RawNumber(s, n, copy);
    }
    bool String(const char *s, rapidjson::SizeType n, bool copy)
    {
        return m_document.String(s, n, copy);
    }
    bool Key(const char *s, rapidjson::SizeType n, bool copy) { return m_document.Key(s, n, copy); }
    bool StartObject() { return ++m_depth <= kMaxDepth && m_document.StartObject(); }
    bool EndObject(rapidjson::SizeType n)
    {
        --m_depth;
        return m_document.EndObject(n);
    }
    bool StartArray() { return ++m_depth <= kMaxDepth && m_document.StartArray(); }
    bool EndArray(rapidjson::SizeType n)
    {
        --m_depth;
        return m_document.EndArray(n);
    }

private:
    LineDocument &m_document;
    int m_depth = 0;
};

const char *parseErrorText(rapidjson::ParseErrorCode code)
{
    switch (code) {
    case rapidjson::kParseErrorNone: return "no error";
    case rapidjson::kParseErrorDocumentEmpty: return "empty document";
    case rapidjson::kParseErrorDocumentRootNotSingular: return "garbage at the end of the document";
    case rapidjson::kParseErrorValueInvalid: return "illegal value";
    case rapidjson::kParseErrorObjectMissName: return "missing name of an object member";
    case rapidjson::kParseErrorObjectMissColon: return "missing name separator";
    case rapidjson::kParseErrorObjectMissCommaOrCurlyBracket:
        return "unterminated object (missing ',' or '}')";
    case rapidjson::kParseErrorArrayMissCommaOrSquareBracket:
        return "unterminated array (missing ',' or ']')";
    case rapidjson::kParseErrorStringUnicodeEscapeInvalidHex:
        return "invalid escape sequence (\\u needs four hex digits)";
    case rapidjson::kParseErrorStringUnicodeSurrogateInvalid: return "invalid unicode surrogate";
    case rapidjson::kParseErrorStringEscapeInvalid:
        return "invalid escape sequence or control character in a string";
    case rapidjson::kParseErrorStringMissQuotationMark: return "unterminated string";
    case rapidjson::kParseErrorStringInvalidEncoding: return "invalid UTF8 string";
    case rapidjson::kParseErrorNumberTooBig: return "number too big";
    case rapidjson::kParseErrorNumberMissFraction: return "illegal number (no digit after '.')";
    case rapidjson::kParseErrorNumberMissExponent: return "illegal number (no digit in exponent)";
    case rapidjson::kParseErrorTermination: return "too deeply nested document";
    case rapidjson::kParseErrorUnspecificSyntaxError: break;
    }
    return "syntax error";
}

bool isBlank(const Line &line)
{
    for (std::size_t i = 0; i < line.size; ++i) {
        const char c = line.data[i];
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

std::string lineText(long number)
{
    return "line " + std::to_string(number);
}

void flush(rapidjson::StringBuffer &buffer)
{
    std::fwrite(buffer.GetString(), 1, buffer.GetSize(), stdout);
    buffer.Clear();
}

// One of 64 bits for a name, from its length and its first and last characters.
std::uint64_t nameBit(const char *name, std::size_t length)
{
    const unsigned first = length ? static_cast<unsigned char>(name[0]) : 0;
    const unsigned last = length ? static_cast<unsigned char>(name[length - 1]) : 0;
    return std::uint64_t(1) << ((length * 31 + first * 7 + last) & 63);
}

// The input object being answered and a 64-bit summary of its member names: most fields a
// command reads are absent, and a name whose bit is not set is known absent at once.
class InputObject
{
public:
    explicit InputObject(const JsonValue &object) : m_object(object), m_previous(s_current)
    {
        for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it)
            m_names |= nameBit(it->name.GetString(), it->name.GetStringLength());
        s_current = this;
    }
    ~InputObject() { s_current = m_previous; }
    InputObject(const InputObject &) = delete;
    InputObject &operator=(const InputObject &) = delete;

    // False when `object` surely has no member named `name`.
    static bool mayHave(const JsonValue &object, std::string_view name)
    {
        return !s_current || &s_current->m_object != &object
                || (s_current->m_names & nameBit(name.data(), name.size())) != 0;
    }

private:
    const JsonValue &m_object;
    const InputObject *m_previous;
    std::uint64_t m_names = 0;
    static thread_local const InputObject *s_current;
};

thread_local const InputObject *InputObject::s_current = nullptr;

bool needsEscape(std::string_view text)
{
    return std::any_of(text.begin(), text.end(),
            [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == '"' || c == '\\'; });
}

bool isAscii(const char *text, std::size_t size)
{
    unsigned char bits = 0;
    for (std::size_t i = 0; i < size; ++i)
        bits |= static_cast<unsigned char>(text[i]);
    return bits < 0x80;
}

} // namespace

const JsonValue *member(const JsonValue &object, std::string_view name)
{
    if (!InputObject::mayHave(object, name))
        return nullptr;
    // From the end: the last of repeated names counts, as in QJsonObject.
    for (auto it = object.MemberEnd(); it != object.MemberBegin();) {
        --it;
        if (it->name.GetStringLength() != name.size())
            continue;
        const char *text = it->name.GetString();
        std::size_t i = 0;
        while (i < name.size() && text[i] == name[i]) // names are short: no memcmp call
            ++i;
        if (i == name.size())
            return &it->value;
    }
    return nullptr;
}

std::string_view stringOf(const JsonValue *value)
{
    if (!value || !value->IsString())
        return {};
    return { value->GetString(), value->GetStringLength() };
}

void writeString(JsonWriter &out, std::string_view text)
{
    if (needsEscape(text))
        out.String(text.data(), rapidjson::SizeType(text.size()));
    else
        out.plainString(text);
}

void writeMember(JsonWriter &out, std::string_view key, std::string_view text)
{
    writeKey(out, key);
    writeString(out, text);
}

void writeBool(JsonWriter &out, std::string_view key, bool value)
{
    writeKey(out, key);
    out.Bool(value);
}

void writeNull(JsonWriter &out, std::string_view key)
{
    writeKey(out, key);
    out.Null();
}

void writeInvalidInput(JsonWriter &out, std::string_view what)
{
    std::string text = "invalid_input: ";
    text += what;
    writeKey(out, "error");
    if (isAscii(text.data(), text.size())) {
        writeString(out, text);
        return;
    }
    // Engine messages may quote a piece of the input cut inside a UTF-8 sequence: replace it as
    // QString does.
    const QByteArray valid = QString::fromUtf8(text.data(), qsizetype(text.size())).toUtf8();
    writeString(out, std::string_view(valid.constData(), std::size_t(valid.size())));
}

int runJsonLines(JsonHandler handle)
{
    LineReader reader;
    rapidjson::Reader parser;
    // The documents live in these pools, emptied after each line: no allocation per line.
    static char valueBuffer[1 << 16];
    static char stackBuffer[1 << 16];
    rapidjson::MemoryPoolAllocator<> values(valueBuffer, sizeof valueBuffer);
    rapidjson::MemoryPoolAllocator<> stack(stackBuffer, sizeof stackBuffer);
    rapidjson::StringBuffer output;
    JsonWriter out(output);
    Line line;
    long lineNumber = 0;
    while (reader.next(line)) {
        ++lineNumber;
        out.Reset(output);
        if (line.tooLong) {
            out.StartObject();
            writeInvalidInput(out,
                    lineText(lineNumber) + " is longer than " + std::to_string(kMaxLine)
                            + " bytes");
            out.EndObject();
        } else if (isBlank(line)) {
            continue;
        } else if (const void *nul = std::memchr(line.data, '\0', line.size)) {
            out.StartObject();
            writeInvalidInput(out,
                    lineText(lineNumber) + " is not valid JSON (NUL character at offset "
                            + std::to_string(static_cast<const char *>(nul) - line.data) + ")");
            out.EndObject();
        } else {
            rapidjson::ParseResult parsed;
            LineDocument document(&values, sizeof stackBuffer / 2, &stack);
            auto generate = [&](LineDocument &d) {
                DepthLimitedBuilder builder(d);
                rapidjson::InsituStringStream stream(line.data);
                parsed = isAscii(line.data, line.size)
                        ? parser.Parse<kAsciiParseFlags>(stream, builder)
                        : parser.Parse<kParseFlags>(stream, builder);
                return !parsed.IsError();
            };
            document.Populate(generate);
            out.StartObject();
            if (parsed.IsError()) {
                writeInvalidInput(out,
                        lineText(lineNumber) + " is not valid JSON ("
                                + parseErrorText(parsed.Code()) + " at offset "
                                + std::to_string(parsed.Offset()) + ")");
            } else if (!document.IsObject()) {
                writeInvalidInput(out, lineText(lineNumber) + " is not a JSON object");
            } else {
                const InputObject input(document);
                if (const JsonValue *id = member(document, "id")) {
                    writeKey(out, "id");
                    id->Accept(out);
                }
                handle(document, out);
            }
            out.EndObject();
        }
        output.Put('\n');
        if (output.GetSize() >= kFlushAt)
            flush(output);
        values.Clear();
        stack.Clear();
    }
    flush(output);
    std::fflush(stdout);
    return reader.failed() ? 1 : 0;
}

rapidjson::Document toRapidJson(const QJsonObject &object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Compact);
    rapidjson::Document document;
    document.Parse(bytes.constData(), std::size_t(bytes.size()));
    return document;
}

QJsonValue toQtJson(const JsonValue &value)
{
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartArray();
    value.Accept(out);
    out.EndArray();
    return QJsonDocument::fromJson(QByteArray(buffer.GetString(), qsizetype(buffer.GetSize())))
            .array()
            .at(0);
}

QJsonObject runJsonHandler(JsonHandler handle, const QJsonObject &input)
{
    const rapidjson::Document document = toRapidJson(input);
    const InputObject object(document);
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    handle(document, out);
    out.EndObject();
    return QJsonDocument::fromJson(QByteArray(buffer.GetString(), qsizetype(buffer.GetSize())))
            .object();
}

int runHandCommand(const Usage &usage, const QStringList &args, const QString &tilesOption,
        const QString &jsonField, JsonHandler handle, int (*printReadable)(const QJsonObject &))
{
    CommandLine cl{ kJsonOption, { { u"melds"_s, u"meld"_s }, true }, { { tilesOption }, true } };
    if (const auto status = cl.parse(args, usage))
        return *status;
    if (cl.isSet(u"json"_s))
        return runJsonLines(handle);
    QJsonArray melds;
    for (const QString &list : cl.values(u"melds"_s)) {
        for (const QString &m : list.split(u',', Qt::SkipEmptyParts))
            melds.append(m.trimmed());
    }
    const QString closed = cl.positional().join(QString());
    if (closed.isEmpty()) {
        usage.help(err());
        return 2;
    }
    QJsonObject input{ { u"closed"_s, closed }, { u"melds"_s, melds } };
    const QString extra = cl.values(tilesOption).join(QString());
    if (!extra.isEmpty())
        input.insert(jsonField, extra);
    return printReadable(input);
}

Result<rules::Hand> handFromJson(const JsonValue &object)
{
    rules::Hand hand;
    const JsonValue *closed = member(object, "closed");
    if (!closed || !closed->IsString())
        return Error{ "closed: required, a string of tiles such as \"123m456p\"" };
    auto tiles = rules::parseTiles(stringOf(closed));
    if (!tiles)
        return Error{ "closed: " + tiles.error().message };
    hand.closed = std::move(*tiles);

    const JsonValue *melds = member(object, "melds");
    if (isAbsent(melds))
        return hand;
    if (!melds->IsArray())
        return Error{ "melds: must be an array" };
    for (rapidjson::SizeType i = 0; i < melds->Size(); ++i) {
        const JsonValue &m = (*melds)[i];
        const std::string where = "melds[" + std::to_string(i) + "]: ";
        Result<rules::Meld> meld = Error{};
        if (m.IsString()) {
            meld = rules::parseMeld(stringOf(&m));
        } else if (m.IsObject()) {
            auto kind = rules::parseMeldKind(stringOf(member(m, "type")));
            if (!kind)
                return Error{ where + kind.error().message };
            auto meldTiles = rules::parseTiles(stringOf(member(m, "tiles")));
            if (!meldTiles)
                return Error{ where + meldTiles.error().message };
            meld = rules::makeMeld(*kind, std::move(*meldTiles));
        } else {
            return Error{ where + "must be \"KIND:tiles\" or {\"type\":KIND,\"tiles\":\"…\"}" };
        }
        if (!meld)
            return Error{ where + meld.error().message };
        hand.melds.push_back(std::move(*meld));
    }
    return hand;
}

} // namespace haifu::cli
