// tenhou.net/6 viewer links with the record inside (tenhoulink.h).

#include "formats/tenhoulink.h"

#include "formats/formatscommon.h"
#include "formats/recordio.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace haifu::formats {

namespace {

constexpr QStringView kJsonMarker = u"#json=";
// Where "#json=" may start: the address before it is short (a query is allowed, but not a long
// one), so a pasted text is never searched through.
constexpr qsizetype kMaxAddressLength = 200;

// The index of "#json=" in a link's text (trimmed), or -1 when the text is not such a link.
qsizetype markerIndex(QStringView text)
{
    const qsizetype at = text.left(kMaxAddressLength + kJsonMarker.size()).indexOf(kJsonMarker);
    if (at < 0)
        return -1;
    static const QRegularExpression address(
            u"^(https?://)?(www\\.)?tenhou\\.net/6/?(\\?[^#\\s]*)?$"_s,
            QRegularExpression::CaseInsensitiveOption);
    return address.match(text.left(at)).hasMatch() ? at : -1;
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// The first '%' not followed by two hex digits, or -1.
qsizetype brokenEscape(const QByteArray &data)
{
    for (qsizetype i = data.indexOf('%'); i >= 0; i = data.indexOf('%', i + 1)) {
        if (i + 2 >= data.size() || !isHex(data[i + 1]) || !isHex(data[i + 2]))
            return i;
    }
    return -1;
}

QString tooLargeMessage()
{
    return u"link: the record inside is larger than %1 MiB"_s.arg(kMaxRecordMiB);
}

} // namespace

bool isTenhouJsonLink(QStringView text)
{
    return markerIndex(text.trimmed()) >= 0;
}

bool isTenhouJsonLink(const QByteArray &data)
{
    // Only the start is looked at: the address is ASCII.
    const QByteArray head = data.left(kMaxAddressLength + 64).trimmed();
    return isTenhouJsonLink(QString::fromLatin1(head));
}

Result<QByteArray> jsonFromTenhouLink(QStringView text)
{
    const QStringView link = text.trimmed();
    const qsizetype at = markerIndex(link);
    if (at < 0)
        return Error{ "link: not a tenhou.net/6 link with a record inside "
                      "(https://tenhou.net/6/#json={...})" };
    const QStringView payload = link.mid(at + kJsonMarker.size());
    if (payload.isEmpty())
        return Error{ "link: nothing follows #json=" };
    // Percent-encoded, a byte takes three characters at most.
    if (payload.size() > 3 * kMaxRecordBytes)
        return Error{ tooLargeMessage().toStdString() };
    QByteArray json = payload.toUtf8();
    QJsonParseError error;
    if (json.size() <= kMaxRecordBytes) {
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        if (error.error == QJsonParseError::NoError && doc.isObject())
            return json;
    }
    if (json.contains('%')) {
        if (const qsizetype bad = brokenEscape(json); bad >= 0)
            return Error{
                u"link: broken percent-encoding at offset %1 of the #json= part (\"%2\")"_s.arg(bad)
                        .arg(QString::fromUtf8(json.mid(bad, 3)))
                        .toStdString()
            };
        json = QByteArray::fromPercentEncoding(json);
        if (json.size() > kMaxRecordBytes)
            return Error{ tooLargeMessage().toStdString() };
    } else if (json.size() > kMaxRecordBytes) {
        return Error{ tooLargeMessage().toStdString() };
    }
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{ u"link: the #json= part is not valid JSON at offset %1: %2"_s
                              .arg(error.offset)
                              .arg(error.errorString())
                              .toStdString() };
    if (!doc.isObject())
        return Error{ "link: the #json= part is not a JSON object (a tenhou.net/6 record)" };
    return json;
}

Result<game::Record> readTenhouLink(QStringView text, const QString &sourceName)
{
    Result<QByteArray> json = jsonFromTenhouLink(text);
    if (!json)
        return json.error();
    return readTenhouJson(*json, sourceName);
}

Result<game::Record> readRecordFileOrLink(const QString &pathOrLink)
{
    if (isTenhouJsonLink(pathOrLink))
        return readTenhouLink(pathOrLink);
    return readRecordFile(pathOrLink);
}

QString tenhouLinkFileName(const QByteArray &json)
{
    const QString ref = QJsonDocument::fromJson(json).object().value(u"ref").toString();
    static const QRegularExpression plain(u"^[0-9A-Za-z_-]{1,80}$"_s);
    return plain.match(ref).hasMatch() ? ref + u".json"_s : u"tenhou-link.json"_s;
}

QString tenhouJsonLink(const QByteArray &json)
{
    return QString::fromLatin1(kTenhouJsonLinkPrefix) + QString::fromUtf8(json);
}

Result<QStringList> writeTenhouLinks(const game::Record &record)
{
    QStringList links;
    for (int k = 0; k < static_cast<int>(record.kyoku.size()); ++k) {
        Result<QByteArray> json = writeTenhouJsonHand(record, k);
        if (!json)
            return json.error();
        links << tenhouJsonLink(*json);
    }
    return links;
}

} // namespace haifu::formats
