#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

namespace haifu {

// The one bridge from the core's UTF-8 strings to Qt's: core text (names, yaku keys, error
// arguments) reaches the app through here.
inline QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

inline QString toQString(const std::string &text)
{
    return toQString(std::string_view(text));
}

inline QString toQString(const char *text)
{
    return toQString(std::string_view(text));
}

} // namespace haifu

// tr() for code outside QObjects: Tr::tr("…") in a layer's namespace. lupdate reads
// Q_DECLARE_TR_FUNCTIONS, so the strings are filed under the same context that the running app
// looks them up in ("haifu::storage"), also from inside a class's member functions.
namespace haifu::formats {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::formats)
};
} // namespace haifu::formats

namespace haifu::storage {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::storage)
};
} // namespace haifu::storage

namespace haifu::reports {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::reports)
};
} // namespace haifu::reports

namespace haifu::cli {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(haifu::cli)
};
} // namespace haifu::cli
