#include "network/tenhoulog.h"

#include "common/errortext.h"
#include "formats/recordio.h"

#include <QDate>
#include <QRegularExpression>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace haifu::network {

namespace {

// What is quoted back of a pasted text in a message: at most a line's worth.
QString quoted(const QString &text)
{
    constexpr qsizetype kMax = 80;
    return text.size() <= kMax ? text : text.left(kMax) + u'…';
}

QString notAnIdMessage(const QString &text)
{
    return Tr::tr("'%1' is not a Tenhou log id (the form is YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX, "
                  "e.g. 2019103023gm-00a9-0000-f90e0fe9)")
            .arg(quoted(text));
}

// The tw= of a query: -1 when absent; the error when it is not a seat.
int viewpointOf(const QUrlQuery &query, QString &error)
{
    if (!query.hasQueryItem(u"tw"_s))
        return -1;
    const QString tw = query.queryItemValue(u"tw"_s);
    bool ok = false;
    const int seat = tw.toInt(&ok);
    if (!ok || seat < 0 || seat > 3 || tw.size() != 1) {
        error = Tr::tr("tw=%1 is not a seat (tw is 0, 1, 2 or 3)").arg(quoted(tw));
        return -1;
    }
    return seat;
}

// The id and tw of a query (the part after '?' of a viewer address, or after a bare id's '&').
LogAddress fromQuery(const QString &id, const QUrlQuery &query)
{
    LogAddress address;
    const QString lower = id.toLower();
    if (!isTenhouLogId(lower)) {
        address.error = notAnIdMessage(id);
        return address;
    }
    address.viewpoint = viewpointOf(query, address.error);
    if (address.ok())
        address.id = lower;
    return address;
}

LogAddress fromViewerUrl(const QString &text)
{
    LogAddress address;
    const QUrl url(text);
    const QString host = url.host().toLower();
    if (!url.isValid() || (url.scheme() != "https"_L1 && url.scheme() != "http"_L1)) {
        address.error = Tr::tr("'%1' is not a web address").arg(quoted(text));
    } else if (host != "tenhou.net"_L1 && !host.endsWith(".tenhou.net"_L1)) {
        address.error =
                Tr::tr("'%1' is not a Tenhou address (paste a tenhou.net log address or a log id)")
                        .arg(quoted(text));
    } else if (const QUrlQuery query(url); !query.hasQueryItem(u"log"_s)) {
        address.error =
                Tr::tr("The address '%1' names no game (it has no log=…)").arg(quoted(text));
    } else {
        address = fromQuery(query.queryItemValue(u"log"_s, QUrl::FullyDecoded), query);
    }
    return address;
}

} // namespace

bool isTenhouLogId(const QString &id)
{
    static const QRegularExpression re(
            u"^([0-9]{8})([0-9]{2})gm-[0-9a-f]{4}-[0-9]{4}-[0-9a-f]{8}$"_s);
    const QRegularExpressionMatch m = re.match(id);
    if (!m.hasMatch())
        return false;
    return QDate::fromString(m.captured(1), u"yyyyMMdd"_s).isValid() && m.captured(2).toInt() < 24;
}

LogAddress parseLogAddress(const QString &text)
{
    const QString pasted = text.trimmed();
    if (pasted.isEmpty()) {
        LogAddress address;
        address.error = Tr::tr("Paste a Tenhou log address or log id");
        return address;
    }
    if (pasted.contains("://"_L1))
        return fromViewerUrl(pasted);
    // A bare id, perhaps with the viewer's &tw=N (as in the names of downloaded logs).
    const qsizetype amp = pasted.indexOf(u'&');
    const QString id = amp < 0 ? pasted : pasted.left(amp);
    const QUrlQuery query(amp < 0 ? QString() : pasted.mid(amp + 1));
    if (!isTenhouLogId(id.toLower())) {
        LogAddress address;
        address.error = notAnIdMessage(id);
        return address;
    }
    return fromQuery(id, query);
}

QString checkLogBase(const QUrl &base)
{
    if (!base.isValid() || base.host().isEmpty()
            || (base.scheme() != "https"_L1 && base.scheme() != "http"_L1))
        return Tr::tr("'%1' is not a web address to download logs from (http or https)")
                .arg(quoted(base.toString()));
    if (base.hasQuery() || base.hasFragment())
        return Tr::tr("The log address '%1' must not hold '?' or '#': the log id is added as ?ID")
                .arg(quoted(base.toString()));
    return {};
}

QUrl logUrl(const QUrl &base, const QString &id)
{
    QUrl url = base;
    url.setQuery(id);
    return url;
}

QString checkLogData(const QByteArray &data)
{
    if (data.isEmpty())
        return Tr::tr("The server sent an empty answer, not a Tenhou log");
    QByteArray plain = data;
    if (formats::isGzip(data)) {
        auto inflated = formats::gunzip(data);
        if (!inflated)
            return Tr::tr("The server's answer is not a Tenhou log: %1")
                    .arg(haifu::errorText(inflated.error()));
        plain = std::move(*inflated);
    }
    // The root element comes first, after at most an XML declaration or a comment.
    if (formats::detectFormat(plain) != formats::Format::TenhouXml
            || !plain.left(4096).contains("<mjloggm"))
        return Tr::tr("The server's answer is not a Tenhou log (it begins '%1')")
                .arg(quoted(QString::fromUtf8(plain.left(40)).simplified()));
    return {};
}

} // namespace haifu::network
