#include "formats/tenhouxmlscan.h"

#include <QString>
#include <QStringTokenizer>

#include <cstring>

namespace haifu::formats::tenhouxml {

qsizetype elementWithTooManyAttributes(const QByteArray &data)
{
    const char *p = data.constData();
    const qsizetype n = data.size();
    qsizetype i = 0;
    auto skipTo = [&](const char *end, qsizetype from) {
        const qsizetype at = data.indexOf(end, from);
        return at < 0 ? n : at + qsizetype(std::strlen(end));
    };
    while (i < n) {
        if (p[i] != '<') {
            ++i;
            continue;
        }
        const QByteArrayView rest(p + i, n - i);
        if (rest.startsWith("<!--")) {
            i = skipTo("-->", i + 4);
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            i = skipTo("]]>", i + 9);
            continue;
        }
        if (rest.startsWith("<?")) {
            i = skipTo("?>", i + 2);
            continue;
        }
        if (rest.startsWith("<!"))
            return -1;
        const qsizetype start = i++;
        int count = 0;
        char quote = 0;
        for (; i < n; ++i) {
            const char c = p[i];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '=') {
                if (++count > kMaxAttributes)
                    return start;
            } else if (c == '>' || c == '<') {
                break; // the end of the tag (a '<' is broken XML: the reader says so)
            }
        }
    }
    return -1;
}

namespace {

template <typename T, typename Convert>
bool parseList(QStringView text, std::vector<T> &out, Convert &&convert)
{
    out.clear();
    if (text.trimmed().isEmpty())
        return true;
    for (QStringView part : text.tokenize(u',')) {
        bool ok = false;
        const T v = convert(part.trimmed(), &ok);
        if (!ok)
            return false;
        out.push_back(v);
    }
    return true;
}

} // namespace

bool parseIntList(QStringView text, std::vector<int> &out)
{
    return parseList(text, out, [](QStringView part, bool *ok) { return part.toInt(ok); });
}

bool parseDoubleList(QStringView text, std::vector<double> &out)
{
    return parseList(text, out, [](QStringView part, bool *ok) { return part.toDouble(ok); });
}

std::optional<DecodedMeld> decodeMeld(int m)
{
    if (m < 0 || m > 0xFFFF)
        return std::nullopt;
    DecodedMeld d;
    d.rel = m & 3;
    if (m & 0x4) {
        d.kind = DecodedMeld::Chi;
        const int v = (m >> 10) & 0x3F;
        const int called = v % 3;
        const int start = v / 3;
        if (start > 20)
            return std::nullopt;
        const int base = (start / 7) * 9 + start % 7;
        for (int i = 0; i < 3; ++i) {
            const int copy = (m >> (3 + 2 * i)) & 3;
            d.ids.push_back((base + i) * 4 + copy);
        }
        d.calledId = d.ids[static_cast<std::size_t>(called)];
        return d;
    }
    if (m & 0x18) {
        d.kind = (m & 0x8) ? DecodedMeld::Pon : DecodedMeld::Kakan;
        const int fourth = (m >> 5) & 3;
        const int v = (m >> 9) & 0x7F;
        const int kind = v / 3;
        const int called = v % 3;
        if (kind > 33)
            return std::nullopt;
        for (int c = 0; c < 4; ++c) {
            if (c != fourth)
                d.ids.push_back(kind * 4 + c);
        }
        d.calledId = d.ids[static_cast<std::size_t>(called)];
        if (d.kind == DecodedMeld::Kakan)
            d.addedId = kind * 4 + fourth;
        return d;
    }
    const int id = (m >> 8) & 0xFF;
    if (id > 135)
        return std::nullopt;
    if (m & 0x20) {
        d.kind = DecodedMeld::Nuki;
        d.addedId = id;
        d.ids.push_back(id);
        return d;
    }
    d.kind = d.rel == 0 ? DecodedMeld::Ankan : DecodedMeld::Minkan;
    for (int c = 0; c < 4; ++c)
        d.ids.push_back(id / 4 * 4 + c);
    d.calledId = d.kind == DecodedMeld::Minkan ? id : -1;
    return d;
}

} // namespace haifu::formats::tenhouxml
