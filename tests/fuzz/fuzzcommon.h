#pragma once

#include "recordio.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

// What every fuzz target does with a record that was read: write it in both formats and read
// the results back. Nothing may crash, hang or trip a sanitizer; errors are fine.
namespace haifu::formats::fuzz {

inline void exercise(const Result<game::Record> &record)
{
    if (!record)
        return;
    for (Format format : { Format::TenhouJson, Format::Mjai }) {
        const Result<QByteArray> written = writeRecord(*record, format);
        if (written)
            (void)readRecord(*written, QStringLiteral("rewritten"));
    }
}

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace haifu::formats::fuzz
