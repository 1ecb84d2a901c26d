#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

// What convert and export write as tenhou.net/6: the game's JSON, one hand's (--kyoku N), or
// tenhou.net/6 links, one per hand and line (--links), as NAGA's custom analysis takes them.
namespace haifu::cli {

struct TenhouOutput
{
    bool links = false;
    int kyoku = -1; // 0-based; -1: every hand
};

// Reads --kyoku's value (1-based: the Nth hand of the game) into `output`; the usage error
// (translated) when it is not a hand of a game of `hands` hands.
[[nodiscard]] std::optional<QString> readKyokuOption(
        const QString &value, int hands, TenhouOutput &output);
// The bytes to write: JSON (the game or the hand), or the links, each on its own line.
[[nodiscard]] Result<QByteArray> writeTenhouOutput(
        const game::Record &record, const TenhouOutput &output);

} // namespace haifu::cli
