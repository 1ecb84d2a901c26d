#pragma once

#include "rules/hand.h"
#include "rules/result.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace haifu::cli {

// Reads one JSON object per line from standard input and writes exactly one JSON object per
// line to standard output, in order (blank lines skipped). A line that is not a JSON object
// yields {"error":"invalid_input: …"}; the "id" of each input is echoed back. Returns the
// process exit status (0 unless standard input could not be read).
int runJsonLines(const std::function<QJsonObject(const QJsonObject &)> &handle);

// The "closed" and "melds" fields of the SCORING_JSON.md input: closed tiles in mpsz and
// melds as "KIND:tiles" or {"type":KIND,"tiles":"…"}. Errors name the field.
Result<rules::Hand> handFromJson(const QJsonObject &object);

// The readable form's hand arguments: TILES… [--melds KIND:tiles,…] [`tilesOption` TILES] become
// the JSON input {"closed", "melds", `jsonField`}. On a usage error it prints the error and the
// help to standard error and returns nothing.
std::optional<QJsonObject> handArguments(const QString &command, const QStringList &args,
        const QString &tilesOption, const QString &jsonField, void (*printHelp)(QTextStream &));

// "invalid_input: WHAT" as the error field of an output object.
QJsonObject invalidInput(const std::string &what);

} // namespace haifu::cli
