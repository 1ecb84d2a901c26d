#pragma once

#include "rules/result.h"

#include <QString>

#include <functional>
#include <string>

namespace haifu {

// How errorText names what the core gives as numbers and keys. The defaults suit any page:
// "seat 1" (counted from 0, as the core counts), the points in the locale, the end key as is.
struct ErrorTextOptions
{
    std::function<QString(int seat)> seatName; // the club page names its players
    std::function<QString(int points)> points;
    std::function<QString(const std::string &key)> endReason; // "the game already ended (…)"
    // Leave out the input's field names ("winner 1: ", "seat_wind: "): the page's form names
    // them already.
    bool omitFields = false;
};

// A core error in the reader's language: its context frames ("hand 3 (E3-1): "), then what is
// wrong, from its code and arguments. An error without a code (ErrorCode::Text) is its message.
[[nodiscard]] QString errorText(const Error &error, const ErrorTextOptions &options = {});

// The translated text of one code with %1, %2 … for its arguments; empty when it has none (the
// test checks that every code has one).
[[nodiscard]] QString errorTemplate(ErrorCode code);

} // namespace haifu
