#include "stats/statscontroller.h"

#include "common/qtstrings.h"
#include "stats/metrictext.h"
#include "storage/database.h"
#include "storage/savefile.h"
#include "storage/statsexport.h"

#include <QCoreApplication>
#include <QDate>
#include <QEvent>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

// The playstyle radar's axes: the metric and whether a lower value is the axis' higher end
// (speed: an earlier win).
struct RadarAxis
{
    const char *key;
    const char *name;
    bool inverted;
};

const RadarAxis kRadarAxes[] = {
    { "win_rate", QT_TRANSLATE_NOOP("StatsController", "Win"), false },
    { "deal_in_rate", QT_TRANSLATE_NOOP("StatsController", "Deal-in"), false },
    { "riichi_rate", QT_TRANSLATE_NOOP("StatsController", "Riichi"), false },
    { "call_rate", QT_TRANSLATE_NOOP("StatsController", "Calls"), false },
    { "dama_share", QT_TRANSLATE_NOOP("StatsController", "Dama"), false },
    { "average_win_turn", QT_TRANSLATE_NOOP("StatsController", "Speed"), true },
};

std::size_t metricIndex(std::string_view key)
{
    const auto all = game::metrics();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].key == key)
            return i;
    }
    return all.size();
}

} // namespace

StatsController::StatsController(QObject *parent) : QObject(parent), m_trend(new StatsTrend(this))
{ }

void StatsController::setDatabase(const storage::Database *db)
{
    m_library.set(db);
    refresh();
}

bool StatsController::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        recompute();
    return QObject::event(event);
}

void StatsController::setStatus(const QString &status, const QString &error)
{
    m_statusText = status;
    m_errorText = error;
    Q_EMIT statusChanged();
}

storage::StatsFilter StatsController::filter() const
{
    storage::StatsFilter f = m_filter;
    if (m_periodDays > 0) {
        f.since = QDate::currentDate().addDays(-m_periodDays + 1).toString(Qt::ISODate);
    } else if (m_periodDays < 0) {
        if (QDate::fromString(m_since, Qt::ISODate).isValid())
            f.since = m_since;
        if (QDate::fromString(m_until, Qt::ISODate).isValid())
            f.until = m_until;
    }
    return f;
}

void StatsController::readSubjects()
{
    m_subjects.clear();
    m_persons.clear();
    m_choices = {};
    const storage::Database *db = database();
    if (!db)
        return;
    if (auto list = storage::persons(*db)) {
        for (const storage::Person &p : *list) {
            m_persons.append(QVariantMap{ { u"id"_s, p.id }, { u"name"_s, p.name },
                    { u"me"_s, p.me }, { u"accounts"_s, p.accounts } });
            //: a person in the Statistics page's choice of whose statistics: the name, then
            //: whether it is the user
            m_subjects.append(QVariantMap{
                    { u"text"_s, p.me ? tr("%1 (me)").arg(p.name) : tr("%1 (person)").arg(p.name) },
                    { u"person"_s, true }, { u"id"_s, p.id }, { u"name"_s, p.name } });
        }
    }
    if (auto names = storage::topPlayers(*db, kTopPlayers)) {
        for (const QString &name : *names)
            m_subjects.append(QVariantMap{ { u"text"_s, name }, { u"person"_s, false },
                    { u"id"_s, 0 }, { u"name"_s, name } });
    }
    if (auto choices = storage::statsChoices(*db))
        m_choices = *choices;
}

void StatsController::refresh()
{
    readSubjects();
    Q_EMIT subjectsChanged();
    // Who is shown: the same subject still there, else "me", else the first.
    int row = -1;
    for (int i = 0; i < m_subjects.size(); ++i) {
        const QVariantMap s = m_subjects.at(i).toMap();
        const bool person = s.value(u"person"_s).toBool();
        if (!m_subject.label.isEmpty() && s.value(u"name"_s).toString() == m_subject.label
                && person
                        == (m_subjectRow >= 0
                                && m_subjects.value(m_subjectRow)
                                           .toMap()
                                           .value(u"person"_s)
                                           .toBool())) {
            row = i;
            break;
        }
    }
    if (row < 0 && m_subjectRow < 0 && !m_subject.label.isEmpty()) {
        // A player typed by name: kept as it is.
        showPlayer(m_subject.label);
        return;
    }
    if (row < 0) {
        for (int i = 0; i < m_persons.size() && row < 0; ++i) {
            if (m_persons.at(i).toMap().value(u"me"_s).toBool())
                row = i;
        }
    }
    if (row < 0 && !m_subjects.isEmpty())
        row = 0;
    m_subjectRow = -2; // so that setSubjectRow reads it again
    setSubjectRow(row);
}

void StatsController::setSubjectRow(int row)
{
    if (row == m_subjectRow)
        return;
    const storage::Database *db = database();
    m_subjectRow = row >= 0 && row < m_subjects.size() ? row : -1;
    m_subject = {};
    if (db && m_subjectRow >= 0) {
        const QVariantMap s = m_subjects.at(m_subjectRow).toMap();
        auto subject = s.value(u"person"_s).toBool()
                ? storage::personSubject(*db, s.value(u"id"_s).toLongLong())
                : storage::playerSubject(*db, s.value(u"name"_s).toString());
        if (subject)
            m_subject = *subject;
        else
            setStatus(QString(), toQString(subject.error().message));
    }
    Q_EMIT filterChanged();
    recompute();
}

bool StatsController::showPlayer(const QString &name)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    for (int i = 0; i < m_subjects.size(); ++i) {
        const QVariantMap s = m_subjects.at(i).toMap();
        if (!s.value(u"person"_s).toBool() && s.value(u"name"_s).toString() == name) {
            setSubjectRow(i);
            return true;
        }
    }
    auto subject = storage::playerSubject(*db, name);
    if (!subject) {
        setStatus(QString(), toQString(subject.error().message));
        return false;
    }
    m_subjectRow = -1;
    m_subject = *subject;
    Q_EMIT filterChanged();
    recompute();
    return true;
}

bool StatsController::showPerson(qint64 id)
{
    for (int i = 0; i < m_subjects.size(); ++i) {
        const QVariantMap s = m_subjects.at(i).toMap();
        if (s.value(u"person"_s).toBool() && s.value(u"id"_s).toLongLong() == id) {
            m_subjectRow = -2;
            setSubjectRow(i);
            return true;
        }
    }
    return false;
}

void StatsController::filterEdited()
{
    Q_EMIT filterChanged();
    recompute();
}

void StatsController::setPeriodDays(int days)
{
    if (days == m_periodDays)
        return;
    m_periodDays = days;
    filterEdited();
}

void StatsController::setSince(const QString &date)
{
    const QString d = date.trimmed();
    if (d == m_since)
        return;
    m_since = d;
    if (!d.isEmpty() && !QDate::fromString(d, Qt::ISODate).isValid())
        //: %1 what the user typed
        setStatus(QString(),
                tr("'%1' is not a date (YYYY-MM-DD): the period starts at the first game.").arg(d));
    filterEdited();
}

void StatsController::setUntil(const QString &date)
{
    const QString d = date.trimmed();
    if (d == m_until)
        return;
    m_until = d;
    if (!d.isEmpty() && !QDate::fromString(d, Qt::ISODate).isValid())
        setStatus(QString(),
                tr("'%1' is not a date (YYYY-MM-DD): the period ends at the last game.").arg(d));
    filterEdited();
}

void StatsController::setLobby(const QString &lobby)
{
    if (lobby == m_filter.lobby)
        return;
    m_filter.lobby = lobby;
    filterEdited();
}

void StatsController::setSource(const QString &source)
{
    if (source == m_filter.source)
        return;
    m_filter.source = source;
    filterEdited();
}

void StatsController::setRuleset(const QString &ruleset)
{
    if (ruleset == m_filter.ruleset)
        return;
    m_filter.ruleset = ruleset;
    filterEdited();
}

void StatsController::setLength(int length)
{
    if (length == m_filter.length)
        return;
    m_filter.length = std::clamp(length, 0, 2);
    filterEdited();
}

void StatsController::setPlayerCount(int count)
{
    if (count == m_filter.playerCount)
        return;
    m_filter.playerCount = count == 3 || count == 4 ? count : 0;
    filterEdited();
}

QStringList StatsController::filterChoices(int kind, const QString &every) const
{
    const QStringList &list = kind == 0 ? m_choices.sources
            : kind == 1                 ? m_choices.lobbies
                                        : m_choices.rulesets;
    return QStringList{ every } + list;
}

int StatsController::filterRow(int kind) const
{
    const QStringList &list = kind == 0 ? m_choices.sources
            : kind == 1                 ? m_choices.lobbies
                                        : m_choices.rulesets;
    const QString &chosen = kind == 0 ? m_filter.source
            : kind == 1               ? m_filter.lobby
                                      : m_filter.ruleset;
    return int(list.indexOf(chosen)) + 1;
}

void StatsController::setFilterRow(int kind, int row)
{
    const QStringList &list = kind == 0 ? m_choices.sources
            : kind == 1                 ? m_choices.lobbies
                                        : m_choices.rulesets;
    const QString value = row >= 1 && row <= list.size() ? list.at(row - 1) : QString();
    if (kind == 0)
        setSource(value);
    else if (kind == 1)
        setLobby(value);
    else
        setRuleset(value);
}

void StatsController::setSortColumn(int column)
{
    if (column == m_sortColumn)
        return;
    m_sortColumn = std::clamp(column, 0, 3);
    Q_EMIT sortChanged();
    Q_EMIT statsChanged();
}

void StatsController::setSortAscending(bool ascending)
{
    if (ascending == m_sortAscending)
        return;
    m_sortAscending = ascending;
    Q_EMIT sortChanged();
    Q_EMIT statsChanged();
}

void StatsController::setMinGames(int games)
{
    games = std::clamp(games, 1, 100000);
    if (games == m_minGames)
        return;
    m_minGames = games;
    m_populationCount = 0; // read again
    Q_EMIT populationChanged();
    recompute();
}

void StatsController::computePopulation()
{
    const storage::Database *db = database();
    // The population of the subject's kind of game: the filter's player count, else the count
    // most of the subject's games have.
    int count = m_filter.playerCount;
    if (count == 0 && db && !m_subject.playerIds.isEmpty()) {
        storage::StatsFilter three = filter();
        three.playerCount = 3;
        auto t = storage::subjectTotals(*db, m_subject, three);
        count = t && t->games * 2 > m_totals.games ? 3 : 4;
    }
    if (count == 0)
        count = 4;
    if (count == m_populationCount)
        return;
    m_populationCount = count;
    m_population.assign(game::metrics().size(), {});
    m_populationSize = 0;
    if (!db)
        return;
    auto entries = storage::population(*db, m_minGames, count);
    if (!entries) {
        setStatus(QString(), toQString(entries.error().message));
        return;
    }
    m_populationSize = int(entries->size());
    const auto all = game::metrics();
    for (std::size_t i = 0; i < all.size(); ++i) {
        std::vector<double> &values = m_population[i].sorted;
        values.reserve(entries->size());
        for (const storage::PopulationEntry &e : *entries) {
            if (auto v = game::metricValue(all[i], e.totals))
                values.push_back(*v);
        }
        std::sort(values.begin(), values.end());
    }
}

void StatsController::recompute()
{
    const storage::Database *db = database();
    m_totals = {};
    m_games.clear();
    m_rareEvents.clear();
    m_summaryText.clear();
    m_radar.clear();
    m_populationText.clear();
    const storage::StatsFilter f = filter();
    if (db && !m_subject.playerIds.isEmpty()) {
        // The games are read for the trends anyway: the totals are their sum (the same figures
        // as storage::subjectTotals, without reading the rows twice).
        auto games = storage::subjectGames(*db, m_subject, f);
        auto rare = storage::subjectRareEvents(*db, m_subject, f);
        if (!games || !rare) {
            setStatus(QString(), toQString((!games ? games.error() : rare.error()).message));
        } else {
            m_games = *games;
            for (const storage::GameTotals &g : std::as_const(m_games))
                m_totals += g.totals;
            for (const storage::RareEventRow &r : *rare)
                m_totals.play.rare.push_back({ r.kyoku, r.what.toStdString(), r.dealtIn });
            QStringList parts = { m_subject.label, tr("%n game(s)", "", m_totals.games),
                tr("%n hand(s)", "", m_totals.play.hands) };
            // The dated games' first and last day (a record may have no date).
            QString first;
            QString last;
            for (const storage::GameTotals &g : std::as_const(m_games)) {
                if (g.playedAt.isEmpty())
                    continue;
                if (first.isEmpty())
                    first = g.playedAt;
                last = g.playedAt;
            }
            if (!first.isEmpty())
                parts << dateRange(first, last);
            m_summaryText = parts.join(u" · "_s);
            for (const storage::RareEventRow &r : *rare) {
                QString what = r.what == "yakuman"_L1  ? tr("Yakuman")
                        : r.what == "nagashi"_L1       ? tr("Nagashi mangan")
                        : r.what == "double_riichi"_L1 ? tr("Double riichi")
                                                       : r.what;
                if (r.dealtIn)
                    //: a rare event the player paid: %1 what it was
                    what = tr("%1 (dealt in)").arg(what);
                m_rareEvents.append(
                        QVariantMap{ { u"date"_s, r.playedAt.left(10) }, { u"player"_s, r.player },
                                //: the hand of a game, counted from 1
                                { u"hand"_s, tr("hand %1").arg(r.kyoku + 1) }, { u"what"_s, what },
                                { u"dealtIn"_s, r.dealtIn }, { u"gameId"_s, r.gameId } });
            }
            if (m_errorText.isEmpty() || m_subject.label.isEmpty())
                setStatus(QString(), QString());
        }
    }
    computePopulation();
    if (m_populationSize > 0) {
        m_populationText = m_populationCount == 3
                //: %n players of the library; %1 the fewest games they have
                ? tr("Percentiles among the library's %n player(s) with at least %1 three-player "
                     "games (all their games).",
                        "", m_populationSize)
                          .arg(m_minGames)
                : tr("Percentiles among the library's %n player(s) with at least %1 four-player "
                     "games (all their games).",
                        "", m_populationSize)
                          .arg(m_minGames);
    } else {
        m_populationText =
                tr("No player of the library has %1 games or more of this kind: no percentiles.")
                        .arg(m_minGames);
    }
    const auto all = game::metrics();
    for (const RadarAxis &axis : kRadarAxes) {
        const std::size_t i = metricIndex(axis.key);
        const auto value = game::metricValue(all[i], m_totals);
        double pct = populationPercentile(i, value);
        if (pct >= 0 && axis.inverted)
            pct = 100.0 - pct;
        m_radar.append(QVariantMap{
                { u"axis"_s, QCoreApplication::translate("StatsController", axis.name) },
                { u"percentile"_s, pct }, { u"value"_s, storage::metricText(all[i], value) } });
    }
    Q_EMIT statsChanged();
    m_trend->setGames(m_games);
}

double StatsController::populationPercentile(std::size_t metric, std::optional<double> value) const
{
    if (!value || metric >= m_population.size() || m_population[metric].sorted.empty())
        return -1;
    // storage::percentile's rule (ties count half) on the values sorted once per population.
    const std::vector<double> &v = m_population[metric].sorted;
    const auto lo = std::lower_bound(v.begin(), v.end(), *value);
    const auto hi = std::upper_bound(v.begin(), v.end(), *value);
    return 100.0 * (double(lo - v.begin()) + 0.5 * double(hi - lo)) / double(v.size());
}

QVariantList StatsController::rows() const
{
    struct Row
    {
        QVariantMap map;
        QString name;
        double number;
        double percentile;
    };
    std::vector<Row> rows;
    const QLocale locale;
    const auto all = game::metrics();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const game::Metric &m = all[i];
        const auto value = game::metricValue(m, m_totals);
        const double pct = m.kind == game::MetricKind::Count ? -1 : populationPercentile(i, value);
        const QString name = metricName(m);
        const QString formula = metricFormula(m);
        const QString over = m.kind == game::MetricKind::Count
                ? QString()
                //: a metric's denominator: %1 the count, %2 what is counted ("hands", "wins")
                : tr("of %1 %2")
                          .arg(locale.toString(game::denominator(m.per, m_totals)), perText(m.per));
        QString tip = name + u'\n' + formula;
        if (pct >= 0)
            //: %1 a percentile (0-100)
            tip += u'\n'
                    + tr("Higher than %1% of the players compared with.")
                              .arg(locale.toString(pct, 'f', 0));
        QVariantMap map{ { u"key"_s, QString::fromLatin1(m.key.data(), qsizetype(m.key.size())) },
            { u"name"_s, name }, { u"formula"_s, formula }, { u"over"_s, over },
            { u"value"_s, storage::metricText(m, value) },
            { u"number"_s, value ? QVariant(*value) : QVariant() }, { u"percentile"_s, pct },
            { u"tip"_s, tip } };
        rows.push_back({ map, name, value.value_or(-1e300), pct });
    }
    if (m_sortColumn != 0) {
        const auto before = [this](const Row &a, const Row &b) {
            if (m_sortColumn == 1)
                return QString::localeAwareCompare(a.name, b.name) < 0;
            return m_sortColumn == 2 ? a.number < b.number : a.percentile < b.percentile;
        };
        std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
            return m_sortAscending ? before(a, b) : before(b, a);
        });
    } else if (!m_sortAscending) {
        std::reverse(rows.begin(), rows.end());
    }
    QVariantList out;
    for (const Row &r : rows)
        out.append(r.map);
    return out;
}

int StatsController::createPerson(const QString &name)
{
    const storage::Database *db = database();
    if (!db)
        return 0;
    auto id = storage::createPerson(*db, name);
    if (!id) {
        setStatus(QString(), toQString(id.error().message));
        return 0;
    }
    setStatus(tr("Person '%1' added.").arg(name.trimmed()), QString());
    refresh();
    return int(*id);
}

bool StatsController::editPersons(
        const std::function<std::optional<Error>(const storage::Database &)> &edit,
        const QString &done)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    if (auto error = edit(*db)) {
        setStatus(QString(), toQString(error->message));
        return false;
    }
    setStatus(done, QString());
    refresh();
    return true;
}

bool StatsController::renamePerson(qint64 id, const QString &name)
{
    return editPersons(
            [&](const storage::Database &db) { return storage::renamePerson(db, id, name); },
            tr("Person renamed to '%1'.").arg(name.trimmed()));
}

bool StatsController::deletePerson(qint64 id)
{
    return editPersons([&](const storage::Database &db) { return storage::deletePerson(db, id); },
            tr("Person removed; the players' games stay in the library."));
}

bool StatsController::addAccount(qint64 personId, const QString &account)
{
    return editPersons(
            [&](const storage::Database &db) {
                return storage::addAccount(db, personId, account.trimmed());
            },
            tr("'%1' added to the person.").arg(account.trimmed()));
}

bool StatsController::removeAccount(qint64 personId, const QString &account)
{
    return editPersons(
            [&](const storage::Database &db) {
                return storage::removeAccount(db, personId, account);
            },
            tr("'%1' removed from the person.").arg(account));
}

bool StatsController::setMe(qint64 personId)
{
    return editPersons([&](const storage::Database &db) { return storage::setMe(db, personId); },
            personId != 0 ? tr("This person is you now.") : tr("Nobody is marked as you now."));
}

QStringList StatsController::findPlayers(const QString &text) const
{
    const storage::Database *db = database();
    if (!db)
        return {};
    // Nothing typed yet: the players with the most games.
    auto names = text.trimmed().isEmpty() ? storage::topPlayers(*db, 50)
                                          : storage::findPlayers(*db, text.trimmed(), 50);
    return names ? *names : QStringList();
}

QString StatsController::exportName() const
{
    QString name = m_subject.label.isEmpty() ? u"statistics"_s : m_subject.label;
    static const QRegularExpression unsafe(u"[^\\w.-]+"_s);
    name.replace(unsafe, u"_"_s);
    return name + u".csv"_s;
}

bool StatsController::exportCsv(const QUrl &file, bool everyone)
{
    const storage::Database *db = database();
    if (!db)
        return false;
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QList<storage::StatsRow> rows;
    if (everyone) {
        auto entries = storage::population(*db, m_minGames, 0);
        if (!entries) {
            setStatus(QString(), toQString(entries.error().message));
            return false;
        }
        for (const storage::PopulationEntry &e : *entries)
            rows.append({ e.name, e.totals });
    } else {
        if (m_subject.label.isEmpty()) {
            setStatus(QString(), tr("Choose a player or a person first."));
            return false;
        }
        rows.append({ m_subject.label, m_totals });
    }
    if (auto error = storage::saveFile(path, storage::statsCsv(rows).toUtf8())) {
        setStatus(QString(), toQString(error->message));
        return false;
    }
    setStatus(tr("%n row(s) written to %1.", "", int(rows.size())).arg(path), QString());
    return true;
}

} // namespace haifu::app
