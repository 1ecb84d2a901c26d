#include "formats/reviewreport.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace haifu::formats {

using namespace Qt::StringLiterals;

namespace {

class ReportReader
{
public:
    ReportReader(const QByteArray &data, const QString &sourceName)
        : m_data(data), m_source(sourceName)
    { }

    Result<ReviewReport> read();

private:
    Error fail(const QString &where, const QString &what) const
    {
        const QString place = where.isEmpty() ? QString() : where + u": "_s;
        return Error((m_source + u": "_s + place + what).toStdString());
    }
    std::optional<Error> number(const QJsonObject &o, const QString &key, const QString &where,
            double &out, double limit, bool required = true) const;
    std::optional<Error> integer(const QJsonObject &o, const QString &key, const QString &where,
            int &out, int low, int high, bool required = true) const;
    std::optional<Error> entry(const QJsonObject &o, const QString &where, ReportEntry &e) const;
    std::optional<Error> kyoku(const QJsonObject &o, const QString &where, ReportKyoku &k);
    std::optional<Error> log(const QJsonValue &v, ReviewReport &r) const;

    const QByteArray &m_data;
    QString m_source;
    int m_entries = 0;
};

std::optional<Error> ReportReader::number(const QJsonObject &o, const QString &key,
        const QString &where, double &out, double limit, bool required) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && !required)
        return std::nullopt;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || std::abs(v.toDouble()) > limit)
        return fail(where + u'.' + key, u"not a number (at most %1)"_s.arg(limit));
    out = v.toDouble();
    return std::nullopt;
}

std::optional<Error> ReportReader::integer(const QJsonObject &o, const QString &key,
        const QString &where, int &out, int low, int high, bool required) const
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && !required)
        return std::nullopt;
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < low || d > high)
        return fail(where + u'.' + key, u"not a whole number from %1 to %2"_s.arg(low).arg(high));
    out = int(d);
    return std::nullopt;
}

std::optional<Error> ReportReader::entry(
        const QJsonObject &o, const QString &where, ReportEntry &e) const
{
    if (auto error = integer(o, u"junme"_s, where, e.junme, 0, 200, false))
        return error;
    if (auto error = integer(o, u"tiles_left"_s, where, e.tilesLeft, 0, 136, false))
        return error;
    if (auto error = integer(o, u"last_actor"_s, where, e.lastActor, 0, 3))
        return error;
    e.tile = o.value("tile"_L1).toString();
    if (e.tile.isEmpty() || e.tile.size() > 3)
        return fail(where + u".tile"_s, u"not a tile name"_s);
    const QJsonObject state = o.value("state"_L1).toObject();
    const QJsonArray tehai = state.value("tehai"_L1).toArray();
    if (tehai.isEmpty() || tehai.size() > 14)
        return fail(where + u".state.tehai"_s, u"not a hand of 1 to 14 tiles"_s);
    for (const QJsonValue &t : tehai) {
        if (!t.isString() || t.toString().size() > 3)
            return fail(where + u".state.tehai"_s, u"not a list of tile names"_s);
        e.tehai << t.toString();
    }
    e.atSelfChiPon = o.value("at_self_chi_pon"_L1).toBool();
    e.atSelfRiichi = o.value("at_self_riichi"_L1).toBool();
    e.atOpponentKakan = o.value("at_opponent_kakan"_L1).toBool();
    if (!o.value("expected"_L1).isObject() || !o.value("actual"_L1).isObject())
        return fail(where, u"no \"expected\" or \"actual\" action"_s);
    e.expected = o.value("expected"_L1).toObject();
    e.actual = o.value("actual"_L1).toObject();
    if (!o.value("is_equal"_L1).isBool())
        return fail(where + u".is_equal"_s, u"not true or false"_s);
    e.isEqual = o.value("is_equal"_L1).toBool();
    const QJsonArray details = o.value("details"_L1).toArray();
    if (details.isEmpty() || details.size() > kMaxReportActions)
        return fail(
                where + u".details"_s, u"not a list of 1 to %1 actions"_s.arg(kMaxReportActions));
    for (qsizetype i = 0; i < details.size(); ++i) {
        const QString at = where + u".details[%1]"_s.arg(i);
        const QJsonObject d = details.at(i).toObject();
        ReportOption option;
        if (!d.value("action"_L1).isObject())
            return fail(at + u".action"_s, u"not an action"_s);
        option.action = d.value("action"_L1).toObject();
        if (auto error = number(d, u"q_value"_s, at, option.q, kMaxReportQ))
            return error;
        if (auto error = number(d, u"prob"_s, at, option.prob, 1.0))
            return error;
        if (option.prob < 0)
            return fail(at + u".prob"_s, u"negative"_s);
        e.details.push_back(std::move(option));
    }
    if (auto error = integer(
                o, u"actual_index"_s, where, e.actualIndex, 0, int(details.size()) - 1, false))
        return error;
    return std::nullopt;
}

std::optional<Error> ReportReader::kyoku(const QJsonObject &o, const QString &where, ReportKyoku &k)
{
    if (auto error = integer(o, u"kyoku"_s, where, k.kyoku, 0, 15))
        return error;
    if (auto error = integer(o, u"honba"_s, where, k.honba, 0, 99))
        return error;
    const QJsonArray entries = o.value("entries"_L1).toArray();
    if (!o.value("entries"_L1).isArray())
        return fail(where + u".entries"_s, u"not a list"_s);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        if (++m_entries > kMaxReportEntries)
            return fail(QString(), u"more than %1 reviewed decisions"_s.arg(kMaxReportEntries));
        if (!entries.at(i).isObject())
            return fail(where + u".entries[%1]"_s.arg(i), u"not an object"_s);
        ReportEntry e;
        if (auto error = entry(entries.at(i).toObject(), where + u".entries[%1]"_s.arg(i), e))
            return error;
        k.entries.push_back(std::move(e));
    }
    return std::nullopt;
}

std::optional<Error> ReportReader::log(const QJsonValue &v, ReviewReport &r) const
{
    if (!v.isArray() || v.toArray().isEmpty())
        return fail(u"mjai_log"_s, u"not a list of MJAI events"_s);
    const QJsonArray events = v.toArray();
    if (events.size() > kMaxReportLogEvents)
        return fail(u"mjai_log"_s, u"more than %1 events"_s.arg(kMaxReportLogEvents));
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (!events.at(i).isObject())
            return fail(u"mjai_log[%1]"_s.arg(i), u"not an event object"_s);
        r.mjaiLog += QJsonDocument(events.at(i).toObject()).toJson(QJsonDocument::Compact);
        r.mjaiLog += '\n';
    }
    return std::nullopt;
}

Result<ReviewReport> ReportReader::read()
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(m_data, &error);
    if (error.error != QJsonParseError::NoError) {
        const int line = int(m_data.left(error.offset).count('\n')) + 1;
        return fail(QString(),
                u"broken JSON at line %1 (offset %2): %3"_s.arg(line)
                        .arg(error.offset)
                        .arg(error.errorString()));
    }
    const QJsonObject root = doc.object();
    if (!root.value("review"_L1).isObject())
        return fail(QString(), u"not a review report: no \"review\" object"_s);
    ReviewReport r;
    r.engine = root.value("engine"_L1).toString().left(64);
    if (r.engine.isEmpty())
        r.engine = u"Mortal"_s;
    r.version = root.value("version"_L1).toString().left(64);
    if (auto e = integer(root, u"player_id"_s, QString(), r.playerId, 0, 3))
        return *e;
    const QJsonObject review = root.value("review"_L1).toObject();
    r.modelTag = review.value("model_tag"_L1).toString().left(128);
    const QString at = u"review"_s;
    if (auto e = number(review, u"rating"_s, at, r.rating, 1.0, false))
        return *e;
    if (auto e = integer(review, u"total_reviewed"_s, at, r.totalReviewed, 0, kMaxReportEntries))
        return *e;
    if (auto e = integer(review, u"total_matches"_s, at, r.totalMatches, 0, kMaxReportEntries))
        return *e;
    if (auto e = number(review, u"temperature"_s, at, r.temperature, 1e3, false))
        return *e;
    if (!review.value("kyokus"_L1).isArray())
        return fail(u"review.kyokus"_s, u"not a list"_s);
    const QJsonArray kyokus = review.value("kyokus"_L1).toArray();
    for (qsizetype i = 0; i < kyokus.size(); ++i) {
        const QString where = u"review.kyokus[%1]"_s.arg(i);
        if (!kyokus.at(i).isObject())
            return fail(where, u"not an object"_s);
        ReportKyoku k;
        if (auto e = kyoku(kyokus.at(i).toObject(), where, k))
            return *e;
        r.kyokus.push_back(std::move(k));
    }
    if (r.totalMatches > r.totalReviewed)
        return fail(u"review.total_matches"_s, u"more matches than reviewed decisions"_s);
    if (auto e = log(root.value("mjai_log"_L1), r))
        return *e;
    return r;
}

} // namespace

int ReviewReport::entryCount() const
{
    int n = 0;
    for (const ReportKyoku &k : kyokus)
        n += int(k.entries.size());
    return n;
}

bool isReviewReport(const QByteArray &data)
{
    // A report starts with an object; its keys "review" and "mjai_log" are near the top level
    // (the service writes them; a record has "log" or MJAI lines instead).
    qsizetype i = 0;
    while (i < data.size()
            && (data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t'))
        ++i;
    if (i >= data.size() || data[i] != '{')
        return false;
    return data.contains("\"mjai_log\"") && data.contains("\"review\"")
            && data.contains("\"kyokus\"");
}

Result<ReviewReport> readReviewReport(const QByteArray &data, const QString &sourceName)
{
    return ReportReader(data, sourceName).read();
}

} // namespace haifu::formats
