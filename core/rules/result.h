#pragma once

#include <string>
#include <utility>
#include <variant>

namespace haifu {

// An error as a value: a message that names what is wrong and where. Core code returns these
// instead of throwing, so that callers (CLI, GUI, importers) can report them and go on.
struct Error
{
    std::string message;
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
