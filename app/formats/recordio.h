#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QByteArray>
#include <QString>

class QIODevice;

// Reading and writing game records: Tenhou mjlog XML (plain or gzip), tenhou.net/6 JSON (the
// official mjlog2json form, the viewer export and Mahjong Soul conversions) and MJAI JSON lines.
// Every reader fills a complete game::Record or returns an error naming the file, the kyoku and
// the event (index, line or tag); oddities that do not stop reading go to Record::warnings.
// See ../shared/docs/FORMATS.md for the formats and their pitfalls.
namespace haifu::formats {

enum class Format { Unknown, TenhouXml, TenhouJson, Mjai };

// "tenhou-xml", "tenhou-json", "mjai" (the names `haifu-cli convert --to` takes), "unknown".
[[nodiscard]] QString formatName(Format format);
[[nodiscard]] Format formatFromName(const QString &name);

// The largest record read: a plain file, and gzip data once inflated (README "Game record
// formats"). A hanchan is 10-50 kB; past this a file is refused ("FILE: larger than 64 MiB")
// without reading or inflating the rest.
inline constexpr qsizetype kMaxRecordMiB = 64;
inline constexpr qsizetype kMaxRecordBytes = kMaxRecordMiB * 1024 * 1024;

// Everything the device holds, up to kMaxRecordBytes; past that the error (without a file name)
// is "larger than 64 MiB", and no more than the limit is read.
[[nodiscard]] Result<QByteArray> readAllCapped(QIODevice &device);

// True when the data starts with the gzip magic bytes (1f 8b).
[[nodiscard]] bool isGzip(const QByteArray &data);
// Inflates gzip data (several members are concatenated); the error says why it failed. Stops
// with an error as soon as the output would pass kMaxRecordBytes (a zip bomb is never inflated).
[[nodiscard]] Result<QByteArray> gunzip(const QByteArray &data);
// Which format the (already inflated) data is in, judged by content only.
[[nodiscard]] Format detectFormat(const QByteArray &data);

// Reads a record of any supported format: inflates gzip, detects the format by content.
// `sourceName` (usually the file name) is used in error messages and, for mjlog XML, which
// does not carry its own log id, to find the id in a Tenhou-style file name.
[[nodiscard]] Result<game::Record> readRecord(const QByteArray &data, const QString &sourceName);
[[nodiscard]] Result<game::Record> readRecordFile(const QString &path);

// The single-format readers (the data must not be gzip-compressed).
[[nodiscard]] Result<game::Record> readTenhouXml(const QByteArray &data, const QString &sourceName);
[[nodiscard]] Result<game::Record> readTenhouJson(
        const QByteArray &data, const QString &sourceName);
[[nodiscard]] Result<game::Record> readMjai(const QByteArray &data, const QString &sourceName);

// Writers. tenhou.net/6 JSON keeps everything the format can hold (header, every move, results
// with score texts and yaku names); kan dora are written in reveal order and read back with the
// Tenhou timing. MJAI is written in the rich dialect of the original mjai server (hora with
// yakus, fu, fan, deltas and scores; reach_accepted with deltas and scores). The error names
// the kyoku and event a record cannot be written at (e.g. a tile the format cannot express).
// The tenhou.net/6 rule object also carries, by the engine's option names ("kiriage_mangan":
// true), every rule of the record its label does not give, and an exhaustive draw without
// payments is written as 全員聴牌 or 全員不聴 as the replay finds the hands: a written record
// verifies as the original does.
[[nodiscard]] Result<QByteArray> writeTenhouJson(const game::Record &record);
// Hand `kyoku` (0-based) alone under the record's header (title, players, rule; no final
// scores): what tenhou.net/6 links for one hand hold (formats/tenhoulink.h).
[[nodiscard]] Result<QByteArray> writeTenhouJsonHand(const game::Record &record, int kyoku);
[[nodiscard]] Result<QByteArray> writeMjai(const game::Record &record);
// Tenhou mjlog XML as Tenhou serves it (plain UTF-8, one line, no declaration; gzip it for a
// Windows-client .mjlog). Tile ids are given per hand (each physical tile once, red fives copy
// 0), calls in the N bit field, scores in hundreds, the rules as GO type bits. What mjlog
// cannot hold is listed in README "Game record formats". A score that is not in hundreds, a fifth
// copy of a tile or a yaku Tenhou has no id for is an error naming the kyoku and event.
[[nodiscard]] Result<QByteArray> writeTenhouXml(const game::Record &record);
[[nodiscard]] Result<QByteArray> writeRecord(const game::Record &record, Format format);

} // namespace haifu::formats
