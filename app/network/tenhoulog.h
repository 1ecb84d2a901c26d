#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

// Tenhou log addresses as players share them, and where a log is downloaded from. Only a log
// id that passed parseLogAddress() ever becomes part of an address Haifu asks for, so no other
// address can be built from what a user pastes.
namespace haifu::network {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::network)
};

// Tenhou's log endpoint: the mjlog XML of a game is at BASE?ID. Mirrors use the same form.
inline constexpr auto kDefaultTenhouLogBase = "https://tenhou.net/0/log/";

struct LogAddress
{
    QString id; // YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX (lower case)
    int viewpoint = -1; // tw: the seat shown at the bottom (0-3), -1 when not given
    QString error; // why the text is not a log address (translated); empty when it is one

    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

// Whether `id` is a Tenhou log id: ten digits of date and hour (a real date), "gm", the game
// type in four hex digits, the lobby in four digits and the eight hex digits of the hash.
[[nodiscard]] bool isTenhouLogId(const QString &id);

// Reads what a player pastes (surrounding white space is ignored):
//   a viewer address  https://tenhou.net/0/?log=ID&tw=2  (also /3/, /5/, /6/, http, &ts=N),
//   a bare log id     2019103023gm-00a9-0000-f90e0fe9    (optionally followed by &tw=N).
// Anything else is refused with a message naming what was wrong.
[[nodiscard]] LogAddress parseLogAddress(const QString &text);

// Checks a log base address (--from, the setting): http or https, a host, no query or fragment.
// Returns the error (translated), empty when the base can be used.
[[nodiscard]] QString checkLogBase(const QUrl &base);
// The address of log `id` at `base`: BASE?ID (`id` must have passed isTenhouLogId).
[[nodiscard]] QUrl logUrl(const QUrl &base, const QString &id);

// Whether downloaded bytes are a Tenhou mjlog (plain or gzip). Returns the error (translated),
// empty when they are: an HTML page, JSON or anything else is "not a Tenhou log".
[[nodiscard]] QString checkLogData(const QByteArray &data);

} // namespace haifu::network
