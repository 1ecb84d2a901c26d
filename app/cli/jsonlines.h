#pragma once

#include "rules/hand.h"
#include "rules/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QTextStream>

#include <cstring>
#include <optional>
#include <string_view>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

// The JSON lines of the rules commands (docs/SCORING_JSON.md), read and written with RapidJSON:
// the hot path of `score|shanten|waits|points --json` holds no Qt type.
namespace haifu::cli {

using JsonValue = rapidjson::Value;

// RapidJSON's writer with a copy path for text that needs no escaping.
class JsonWriter : public rapidjson::Writer<rapidjson::StringBuffer>
{
public:
    using Writer::Writer;
    // A key or string value of printable ASCII other than '"' and '\\', copied as it is.
    void plainString(std::string_view text)
    {
        Prefix(rapidjson::kStringType);
        char *p = os_->Push(text.size() + 2);
        p[0] = '"';
        std::memcpy(p + 1, text.data(), text.size());
        p[text.size() + 1] = '"';
    }
};

// One command's answer to one input object: writes the members of the output object ("id" is
// already written). A handler decides whether the input is valid before it writes anything.
using JsonHandler = void (*)(const JsonValue &input, JsonWriter &out);

// Reads one JSON object per line from standard input and writes exactly one JSON object per
// line to standard output, in order (blank lines skipped). A line that is not a JSON object, is
// nested deeper than 1024 or is longer than 1 MiB yields {"error":"invalid_input: …"} and the
// run goes on; the "id" of each input is echoed back first. Input is read and output written in
// large blocks. Returns the process exit status (0 unless standard input could not be read).
int runJsonLines(JsonHandler handle);

// The member `name` of an object (the last one when a name repeats), or nullptr.
[[nodiscard]] const JsonValue *member(const JsonValue &object, std::string_view name);
// A member that is missing or null: the field takes its default.
[[nodiscard]] inline bool isAbsent(const JsonValue *value)
{
    return !value || value->IsNull();
}
// The text of a string value; "" for anything else.
[[nodiscard]] std::string_view stringOf(const JsonValue *value);

// Output helpers: one member of the object being written. Keys are the commands' own names
// (plain ASCII); string values are escaped where needed.
inline void writeKey(JsonWriter &out, std::string_view key)
{
    out.plainString(key);
}
void writeString(JsonWriter &out, std::string_view text);
void writeMember(JsonWriter &out, std::string_view key, std::string_view text);
inline void writeInt(JsonWriter &out, std::string_view key, int value)
{
    writeKey(out, key);
    out.Int(value);
}
void writeBool(JsonWriter &out, std::string_view key, bool value);
void writeNull(JsonWriter &out, std::string_view key);
// "error": "invalid_input: WHAT" (invalid UTF-8 in WHAT is replaced, as QString would).
void writeInvalidInput(JsonWriter &out, std::string_view what);

// The "closed" and "melds" fields of the SCORING_JSON.md input: closed tiles in mpsz and
// melds as "KIND:tiles" or {"type":KIND,"tiles":"…"}. Errors name the field.
Result<rules::Hand> handFromJson(const JsonValue &object);

// The value of `result` moved into `into`, or its error: the fields of an input read one by one.
template <typename T, typename Into>
[[nodiscard]] std::optional<Error> take(Result<T> result, Into &into)
{
    if (!result)
        return result.error();
    into = std::move(*result);
    return std::nullopt;
}

// Bridges for the readable forms, the quiz and the club ledger, which hold QJsonObjects.
[[nodiscard]] rapidjson::Document toRapidJson(const QJsonObject &object);
[[nodiscard]] QJsonValue toQtJson(const JsonValue &value);
// The object `handle` writes for `input`, as a QJsonObject.
[[nodiscard]] QJsonObject runJsonHandler(JsonHandler handle, const QJsonObject &input);

struct Usage;

// shanten and waits: with --json, JSON lines through `handle`; otherwise the readable form's
// hand arguments TILES… [--melds KIND:tiles,…] [--`tilesOption` TILES] become the JSON input
// {"closed", "melds", `jsonField`} that `printReadable` explains. Returns the exit status (2 after
// a usage error, printed with the help on standard error).
int runHandCommand(const Usage &usage, const QStringList &args, const QString &tilesOption,
        const QString &jsonField, JsonHandler handle, int (*printReadable)(const QJsonObject &));

} // namespace haifu::cli
