#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

// tenhou.net/6 viewer links with the record inside: https://tenhou.net/6/#json={...}, the JSON
// as it is or percent-encoded (as a browser copies it). What NAGA's custom analysis and the
// tenhou.net/6 viewer take; Haifu reads them wherever it takes a record file and writes them one
// per hand. No network: the record is in the link.
namespace haifu::formats {

// The address the links written start with.
inline constexpr auto kTenhouJsonLinkPrefix = "https://tenhou.net/6/#json=";

// Whether `text` (white space around it ignored) is a tenhou.net/6 viewer link with a record
// inside: http(s)://, "www." optional, tenhou.net/6/ and a fragment with json=.
[[nodiscard]] bool isTenhouJsonLink(QStringView text);
// The same test on bytes (a file or standard input that holds a link).
[[nodiscard]] bool isTenhouJsonLink(const QByteArray &data);

// The JSON a link holds: the part after "#json=" as it stands when it is a JSON object, else
// percent-decoded. Errors start with "link:" and say what is wrong and where ("link: the #json=
// part is not valid JSON at offset 123: …"); a link whose record would pass kMaxRecordBytes is
// refused before it is decoded.
[[nodiscard]] Result<QByteArray> jsonFromTenhouLink(QStringView text);
// The record a link holds, read as tenhou.net/6 JSON named `sourceName` in its messages
// ("link: kyoku 2 (E2-0): …"); the errors of jsonFromTenhouLink as they are.
[[nodiscard]] Result<game::Record> readTenhouLink(
        QStringView text, const QString &sourceName = QStringLiteral("link"));

// A record named on a command line: the record inside a tenhou.net/6 link, else the file at
// the path (readRecordFile).
[[nodiscard]] Result<game::Record> readRecordFileOrLink(const QString &pathOrLink);

// A file name for a link's record in the library: "REF.json" when the record's ref is a plain
// id (a Tenhou log id, a Mahjong Soul uuid), else "tenhou-link.json".
[[nodiscard]] QString tenhouLinkFileName(const QByteArray &json);

// The link for a record's JSON (compact, written as it is after the prefix).
[[nodiscard]] QString tenhouJsonLink(const QByteArray &json);
// One link per hand, in order, each holding that hand under the record's header
// (writeTenhouJsonHand); the error names the hand that cannot be written.
[[nodiscard]] Result<QStringList> writeTenhouLinks(const game::Record &record);

} // namespace haifu::formats
