#include "storage/statsexport.h"

#include "storage/playerstats.h"

#include <QJsonArray>
#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QString latin(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

QString csvCell(const QString &text)
{
    QString cell = text;
    if (!cell.isEmpty() && QStringLiteral("=+-@").contains(cell.front()))
        cell.prepend(u'\'');
    if (cell.contains(u',') || cell.contains(u'"') || cell.contains(u'\n')
            || cell.contains(u'\r')) {
        cell.replace(u"\""_s, u"\"\""_s);
        cell = u'"' + cell + u'"';
    }
    return cell;
}

QString csvNumber(const game::Metric &metric, std::optional<double> value)
{
    if (!value)
        return QString();
    return metric.kind == game::MetricKind::Count ? QString::number(qint64(*value))
                                                  : QString::number(*value, 'f', 4);
}

} // namespace

QString statsCsv(const QList<StatsRow> &rows)
{
    QStringList header = { u"name"_s };
    for (const game::Metric &m : game::metrics())
        header << latin(m.key);
    QString out = header.join(u',') + u"\r\n"_s;
    for (const StatsRow &row : rows) {
        QStringList cells = { csvCell(row.name) };
        for (const game::Metric &m : game::metrics())
            cells << csvNumber(m, game::metricValue(m, row.totals));
        out += cells.join(u',') + u"\r\n"_s;
    }
    return out;
}

QJsonObject statsJson(const StatsRow &row, const StatsFilter &filter)
{
    QJsonObject f;
    const std::pair<const char *, QString> texts[] = { { "since", filter.since },
        { "until", filter.until }, { "lobby", filter.lobby }, { "source", filter.source },
        { "ruleset", filter.ruleset } };
    for (const auto &[key, value] : texts) {
        if (!value.isEmpty())
            f.insert(QLatin1String(key), value);
    }
    if (filter.length != 0)
        f.insert(u"length"_s, filter.length == 1 ? u"east"_s : u"south"_s);
    if (filter.playerCount != 0)
        f.insert(u"players"_s, filter.playerCount);
    QJsonArray metrics;
    for (const game::Metric &m : game::metrics()) {
        const auto value = game::metricValue(m, row.totals);
        metrics.append(QJsonObject{ { u"key"_s, latin(m.key) }, { u"name"_s, latin(m.name) },
                { u"formula"_s, latin(m.formula) }, { u"per"_s, latin(game::perName(m.per)) },
                { u"denominator"_s, game::denominator(m.per, row.totals) },
                { u"value"_s, value ? QJsonValue(*value) : QJsonValue() } });
    }
    QJsonArray rare;
    for (const game::RareEvent &e : row.totals.play.rare) {
        rare.append(QJsonObject{ { u"kyoku"_s, e.kyoku },
                { u"what"_s, QString::fromStdString(e.what) }, { u"dealt_in"_s, e.dealtIn } });
    }
    return QJsonObject{ { u"name"_s, row.name }, { u"filter"_s, f }, { u"metrics"_s, metrics },
        { u"rare"_s, rare } };
}

QString metricText(const game::Metric &metric, std::optional<double> value)
{
    if (!value)
        return u"-"_s;
    const QLocale locale;
    switch (metric.kind) {
    case game::MetricKind::Count: return locale.toString(qint64(*value));
    case game::MetricKind::Rate: return locale.toString(*value * 100.0, 'f', 2) + u'%';
    case game::MetricKind::Average:
        return locale.toString(*value, 'f', std::abs(*value) >= 100 ? 0 : 2);
    }
    return QString();
}

} // namespace haifu::storage
