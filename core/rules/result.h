#pragma once

#include "rules/errorcodes.h"

#include <array>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace haifu {

// Every kind of error the core reports (rules/errorcodes.h lists them with their English text).
// Text is an error that carries only its message: one the app raised in the reader's language,
// or one of the core's that has no code yet.
enum class ErrorCode {
    Text,
#define HAIFU_ERROR_ENUM(name, english) name,
    HAIFU_ERROR_FRAMES(HAIFU_ERROR_ENUM) HAIFU_ERROR_MESSAGES(HAIFU_ERROR_ENUM)
#undef HAIFU_ERROR_ENUM
            Count
};

// All codes but Text, for code that must handle each of them (tests, translations).
[[nodiscard]] std::vector<ErrorCode> allErrorCodes();
// Whether a code says where an error happened ("hand 3 (E3-1): ") rather than what.
[[nodiscard]] bool isErrorFrame(ErrorCode code);
// A code's English text with %1, %2 … for its arguments; its name ("NoSuchHanFu").
[[nodiscard]] std::string_view englishText(ErrorCode code);
[[nodiscard]] std::string_view errorCodeName(ErrorCode code);
// The English text with the arguments filled in.
[[nodiscard]] std::string formatEnglish(ErrorCode code, const std::vector<std::string> &args);

// One place an error happened, outermost first in Error::context: a hand of a club game
// (number, label), a field of the input ("seat_wind") …
struct ErrorFrame
{
    ErrorCode code = ErrorCode::AtField;
    std::vector<std::string> args;
};

// An error as a value: what is wrong (code and arguments) and where (context). Core code returns
// these instead of throwing, so that callers (CLI, GUI, importers) can report them and go on.
// `message` is the English rendering ("hand 3 (E3-1): winner 1: 1 han 20 fu does not exist")
// that the CLI prints; the app translates code, args and context (app/formats/errortext.h).
struct Error
{
    Error() = default;
    // An error that is only its message (code Text).
    explicit Error(std::string text) : message(std::move(text)) { }

    std::string message;
    ErrorCode code = ErrorCode::Text;
    std::vector<std::string> args;
    std::vector<ErrorFrame> context;

    // An error of the core: the message is its English text.
    [[nodiscard]] static Error of(ErrorCode code, std::vector<std::string> args = {});
    // This error, happened at `frame` (which goes outside the frames it has).
    [[nodiscard]] Error at(ErrorCode frame, std::vector<std::string> args) &&;
    [[nodiscard]] Error at(ErrorCode frame, std::vector<std::string> args) const &;
    // The English rendering of code, args and context (what `message` holds for core errors).
    [[nodiscard]] std::string describe() const;
};

// The value or the error that prevented it (std::expected is C++23; we target C++20).
template <typename T>
class Result
{
public:
    Result(T value) : m_data(std::move(value)) { }
    Result(Error error) : m_data(std::move(error)) { }

    [[nodiscard]] bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] const T &value() const & { return std::get<T>(m_data); }
    [[nodiscard]] T &value() & { return std::get<T>(m_data); }
    [[nodiscard]] T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    [[nodiscard]] const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace haifu
