#include "formats/recordio.h"
#include "formats/reviewreport.h"

#include "formats/formatscommon.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <zlib.h>

#include <algorithm>
#include <string>

namespace haifu::formats {

namespace {

std::string tooLarge()
{
    return "larger than " + std::to_string(kMaxRecordMiB) + " MiB";
}

} // namespace

Result<QByteArray> readAllCapped(QIODevice &device)
{
    QByteArray data;
    if (!device.isSequential()) {
        if (device.size() > kMaxRecordBytes)
            return Error{ tooLarge() };
        data.reserve(std::max<qint64>(device.size() - device.pos(), 0) + 1);
    }
    // Chunks until the end (as readAll does): one read() of a pipe such as standard input
    // returns only what has arrived so far. One byte past the limit is enough to refuse.
    constexpr qsizetype kChunk = qsizetype(1) << 20;
    while (data.size() <= kMaxRecordBytes) {
        const qsizetype before = data.size();
        qsizetype want = std::min(kChunk, kMaxRecordBytes + 1 - before);
        if (data.capacity() > before) // a file's reserved size: read into it, no reallocation
            want = std::min(want, data.capacity() - before);
        data.resize(before + want);
        const qint64 got = device.read(data.data() + before, want);
        data.resize(before + std::max<qint64>(got, 0));
        if (got <= 0)
            break;
    }
    if (data.size() > kMaxRecordBytes)
        return Error{ tooLarge() };
    return data;
}

QString formatName(Format format)
{
    switch (format) {
    case Format::TenhouXml: return u"tenhou-xml"_s;
    case Format::TenhouJson: return u"tenhou-json"_s;
    case Format::Mjai: return u"mjai"_s;
    case Format::Unknown: break;
    }
    return u"unknown"_s;
}

Format formatFromName(const QString &name)
{
    const QString n = name.toLower();
    if (n == u"tenhou-xml" || n == u"mjlog" || n == u"xml")
        return Format::TenhouXml;
    if (n == u"tenhou-json" || n == u"tenhou" || n == u"json" || n == u"tenhou6")
        return Format::TenhouJson;
    if (n == u"mjai" || n == u"mjson")
        return Format::Mjai;
    return Format::Unknown;
}

bool isGzip(const QByteArray &data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f
            && static_cast<unsigned char>(data[1]) == 0x8b;
}

Result<QByteArray> gunzip(const QByteArray &data)
{
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return Error{ "gzip: cannot start zlib" };
    QByteArray out;
    out.reserve(std::min(data.size() * 5, kMaxRecordBytes));
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    zs.avail_in = static_cast<uInt>(data.size());
    char buffer[65536];
    int rc = Z_OK;
    while (true) {
        zs.next_out = reinterpret_cast<Bytef *>(buffer);
        zs.avail_out = sizeof(buffer);
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            const std::string why = zs.msg ? zs.msg : "corrupt data";
            inflateEnd(&zs);
            if (rc == Z_BUF_ERROR)
                return Error{ "gzip: the compressed data ends early (truncated)" };
            return Error{ "gzip: " + why };
        }
        const auto produced = static_cast<qsizetype>(sizeof(buffer) - zs.avail_out);
        if (out.size() + produced > kMaxRecordBytes) {
            inflateEnd(&zs);
            return Error{ tooLarge() + " when inflated (gzip)" };
        }
        out.append(buffer, produced);
        if (rc == Z_STREAM_END) {
            // Another gzip member may follow (concatenated files).
            if (zs.avail_in >= 2 && zs.next_in[0] == 0x1f && zs.next_in[1] == 0x8b) {
                inflateReset(&zs);
                continue;
            }
            break;
        }
        if (zs.avail_in == 0 && zs.avail_out != 0) {
            inflateEnd(&zs);
            return Error{ "gzip: the compressed data ends early (truncated)" };
        }
    }
    inflateEnd(&zs);
    return out;
}

Format detectFormat(const QByteArray &data)
{
    qsizetype i = 0;
    if (data.startsWith("\xEF\xBB\xBF"))
        i = 3;
    while (i < data.size()
            && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n'))
        ++i;
    if (i >= data.size())
        return Format::Unknown;
    const char c = data[i];
    if (c == '<')
        return Format::TenhouXml;
    if (c == '[')
        return Format::Mjai;
    if (c != '{')
        return Format::Unknown;
    // One object per line with a "type" is MJAI; a (possibly pretty-printed) object with a
    // "log" list is tenhou.net/6.
    qsizetype end = data.indexOf('\n', i);
    if (end < 0)
        end = data.size();
    const QByteArray firstLine = data.mid(i, end - i);
    if (firstLine.contains("\"type\"")) {
        const QJsonDocument doc = QJsonDocument::fromJson(firstLine);
        if (doc.isObject() && doc.object().contains(u"type"_s) && !doc.object().contains(u"log"_s))
            return Format::Mjai;
    }
    return Format::TenhouJson;
}

Result<game::Record> readRecord(const QByteArray &raw, const QString &sourceName)
{
    if (raw.size() > kMaxRecordBytes)
        return Error{ sourceName.toStdString() + ": " + tooLarge() };
    QByteArray data = raw;
    if (isGzip(raw)) {
        Result<QByteArray> inflated = gunzip(raw);
        if (!inflated)
            return Error{ sourceName.toStdString() + ": " + inflated.error().message };
        data = std::move(inflated).value();
    }
    Result<game::Record> record = Error{ sourceName.toStdString()
        + ": not a game record (expected Tenhou mjlog XML, tenhou.net/6 JSON or MJAI)" };
    if (isReviewReport(data)) {
        // An engine review report holds its game as MJAI events (reviewreport.h).
        Result<ReviewReport> report = readReviewReport(data, sourceName);
        if (!report)
            return report.error();
        record = readMjai(report->mjaiLog, sourceName);
    } else {
        switch (detectFormat(data)) {
        case Format::TenhouXml: record = readTenhouXml(data, sourceName); break;
        case Format::TenhouJson: record = readTenhouJson(data, sourceName); break;
        case Format::Mjai: record = readMjai(data, sourceName); break;
        case Format::Unknown: break;
        }
    }
    // The tenhou.net/6 JSON reader makes the final points itself, before the options its rule
    // object states.
    if (record && record->format != game::RecordFormat::TenhouJson)
        detail::applyTenhouFinalScoring(*record);
    return record;
}

Result<game::Record> readRecordFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ path.toStdString() + ": cannot open: " + file.errorString().toStdString() };
    Result<QByteArray> data = readAllCapped(file);
    if (!data)
        return Error{ path.toStdString() + ": " + data.error().message };
    return readRecord(*data, path);
}

Result<QByteArray> writeRecord(const game::Record &record, Format format)
{
    switch (format) {
    case Format::TenhouJson: return writeTenhouJson(record);
    case Format::Mjai: return writeMjai(record);
    case Format::TenhouXml: return writeTenhouXml(record);
    case Format::Unknown: break;
    }
    return Error{ "unknown output format" };
}

} // namespace haifu::formats
