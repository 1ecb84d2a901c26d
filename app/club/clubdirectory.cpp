#include "club/clubdirectory.h"

#include "club/clubcontroller.h"
#include "club/clubtext.h"
#include "common/errortext.h"
#include "common/qtstrings.h"
#include "formats/clubledger.h"
#include "storage/database.h"
#include "viewer/gametext.h"

#include <QDate>

#include <algorithm>
#include <limits>

using haifu::toQString;

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

ClubDirectory::ClubDirectory(ClubController &club) : m_club(club) { }

void ClubDirectory::loadClubs()
{
    m_clubs.clear();
    if (const storage::Database *db = m_club.database()) {
        auto list = storage::clubs(*db);
        if (!list) {
            m_club.setError(haifu::errorText(list.error()));
        } else {
            for (const storage::Club &c : *list)
                m_clubs << QVariantMap{ { u"id"_s, c.id }, { u"name"_s, c.name } };
        }
    }
    Q_EMIT clubsChanged();
    qint64 keep = 0;
    for (const QVariant &c : std::as_const(m_clubs)) {
        if (c.toMap().value(u"id"_s).toLongLong() == m_clubId)
            keep = m_clubId;
    }
    if (keep == 0 && !m_clubs.isEmpty())
        keep = m_clubs.constFirst().toMap().value(u"id"_s).toLongLong();
    m_clubId = keep;
    loadClub();
}

void ClubDirectory::setClubId(qint64 id)
{
    if (id == m_clubId)
        return;
    m_clubId = id;
    m_seasonId = 0;
    loadClub();
}

QString ClubDirectory::clubName() const
{
    for (const QVariant &c : m_clubs) {
        const QVariantMap map = c.toMap();
        if (map.value(u"id"_s).toLongLong() == m_clubId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

void ClubDirectory::loadClub()
{
    const storage::Database *db = m_club.database();
    QList<storage::ClubPlayer> players;
    m_seasons.clear();
    if (db && m_clubId > 0) {
        if (auto list = storage::clubPlayers(*db, m_clubId))
            players = *list;
        else
            m_club.setError(haifu::errorText(list.error()));
        if (auto list = storage::seasons(*db, m_clubId)) {
            for (const storage::Season &s : *list) {
                const QString label = s.name;
                m_seasons << QVariantMap{ { u"id"_s, s.id }, { u"name"_s, s.name },
                    { u"rulesPreset"_s, s.rulesPreset },
                    { u"rulesLabel"_s, ClubText::presetName(s.rulesPreset) },
                    { u"startDate"_s, s.startDate }, { u"endDate"_s, s.endDate },
                    { u"label"_s, label } };
            }
        } else {
            m_club.setError(haifu::errorText(list.error()));
        }
    }
    m_players.setPlayers(players);
    bool seasonKnown = false;
    for (const QVariant &s : std::as_const(m_seasons))
        seasonKnown = seasonKnown || s.toMap().value(u"id"_s).toLongLong() == m_seasonId;
    if (!seasonKnown)
        m_seasonId = 0;
    Q_EMIT clubChanged();
    Q_EMIT seasonsChanged();
    loadSeasonData();
}

void ClubDirectory::setSeasonId(qint64 id)
{
    if (id == m_seasonId)
        return;
    m_seasonId = id;
    loadSeasonData();
}

QString ClubDirectory::seasonName() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

QString ClubDirectory::defaultPreset() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId
                && !map.value(u"rulesPreset"_s).toString().isEmpty())
            return map.value(u"rulesPreset"_s).toString();
    }
    return u"ema"_s;
}

void ClubDirectory::loadSeasonData()
{
    m_events.clear();
    const storage::Database *db = m_club.database();
    if (db && m_seasonId > 0) {
        if (auto list = storage::clubEvents(*db, m_seasonId)) {
            for (const storage::ClubEvent &e : *list) {
                const QString label = e.date.isEmpty() ? e.name : e.name + u" · "_s + e.date;
                m_events << QVariantMap{ { u"id"_s, e.id }, { u"name"_s, e.name },
                    { u"date"_s, e.date }, { u"venue"_s, e.venue }, { u"label"_s, label } };
            }
        }
    }
    Q_EMIT seasonChanged();
    Q_EMIT eventsChanged();
    loadGames();
    m_club.league()->loadStandings();
}

void ClubDirectory::loadGames()
{
    QList<storage::ClubGameHeader> headers;
    if (const storage::Database *db = m_club.database(); db && m_clubId > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = m_clubId;
        filter.seasonId = m_seasonId;
        if (auto list = storage::clubGames(*db, filter))
            headers = *list;
        else
            m_club.setError(haifu::errorText(list.error()));
    }
    // Newest first: by date, then by id.
    std::stable_sort(headers.begin(), headers.end(), [](const auto &a, const auto &b) {
        if (a.playedAt != b.playedAt)
            return a.playedAt > b.playedAt;
        return a.id > b.id;
    });
    m_games.setGames(headers);
    // The open game stays open when it is still listed.
    if (ClubOpenGame *game = m_club.game(); game->hasGame() && m_games.rowOf(game->gameId()) < 0)
        game->close();
}

QVariantList ClubDirectory::presets() const
{
    QVariantList list;
    for (std::string_view name : rules::presetNames()) {
        const QString key = toQString(name);
        list << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::presetName(key) },
            { u"description"_s, toQString(rules::presetDescription(name)) } };
    }
    return list;
}

// --- Clubs, players, seasons, events ---

qint64 ClubDirectory::createClub(const QString &name)
{
    const storage::Database *db = m_club.database();
    if (!db)
        return m_club.refuse<qint64>(tr("No library is open."));
    storage::Club c;
    c.name = name.trimmed();
    if (c.name.isEmpty())
        return m_club.refuse<qint64>(tr("Give the club a name."));
    auto id = storage::createClub(*db, c);
    if (!m_club.checkCreated(id))
        return 0;
    m_clubId = *id;
    loadClubs();
    return *id;
}

qint64 ClubDirectory::addPlayer(const QString &name, const QString &emaNumber)
{
    const storage::Database *db = m_club.database();
    if (!db || m_clubId <= 0)
        return m_club.refuse<qint64>(tr("Choose or create a club first."));
    storage::ClubPlayer p;
    p.clubId = m_clubId;
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return m_club.refuse<qint64>(tr("Give the player a name."));
    auto id = storage::addClubPlayer(*db, p);
    if (!m_club.checkCreated(id))
        return 0;
    m_club.setMessage(tr("Added %1").arg(p.name));
    loadClub();
    return *id;
}

bool ClubDirectory::updatePlayer(qint64 id, const QString &name, const QString &emaNumber)
{
    const storage::Database *db = m_club.database();
    const int row = m_players.rowOf(id);
    if (!db || row < 0)
        return m_club.refuse(tr("Unknown player."));
    storage::ClubPlayer p = m_players.players().at(row);
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return m_club.refuse(tr("Give the player a name."));
    if (!m_club.check(storage::updateClubPlayer(*db, p)))
        return false;
    loadClub();
    return true;
}

qint64 ClubDirectory::createSeason(const QString &name, const QString &preset,
        const QString &startDate, const QString &endDate)
{
    const storage::Database *db = m_club.database();
    if (!db || m_clubId <= 0)
        return m_club.refuse<qint64>(tr("Choose or create a club first."));
    storage::Season s;
    s.clubId = m_clubId;
    s.name = name.trimmed();
    s.rulesPreset = preset;
    s.startDate = startDate.trimmed();
    s.endDate = endDate.trimmed();
    if (s.name.isEmpty())
        return m_club.refuse<qint64>(tr("Give the season a name."));
    auto id = storage::createSeason(*db, s);
    if (!m_club.checkCreated(id))
        return 0;
    loadClub();
    setSeasonId(*id);
    return *id;
}

qint64 ClubDirectory::createEvent(const QString &name, const QString &date, const QString &venue)
{
    const storage::Database *db = m_club.database();
    if (!db || m_seasonId <= 0)
        return m_club.refuse<qint64>(tr("Choose a season first: events belong to a season."));
    storage::ClubEvent e;
    e.seasonId = m_seasonId;
    e.name = name.trimmed();
    e.date = date.trimmed();
    e.venue = venue.trimmed();
    if (e.name.isEmpty())
        return m_club.refuse<qint64>(tr("Give the event a name."));
    auto id = storage::createClubEvent(*db, e);
    if (!m_club.checkCreated(id))
        return 0;
    loadSeasonData();
    return *id;
}

// --- Games ---

qint64 ClubDirectory::newGame(const QVariantMap &setup)
{
    const storage::Database *db = m_club.database();
    if (!db || m_clubId <= 0)
        return m_club.refuse<qint64>(tr("Choose or create a club first."));
    const QString preset = setup.value(u"preset"_s, defaultPreset()).toString();
    auto ruleset = rulesFor(preset, setup.value(u"options"_s).toMap(),
            setup.value(u"rulesName"_s).toString().trimmed());
    if (!ruleset)
        return m_club.refuse<qint64>(haifu::errorText(ruleset.error()));
    storage::ClubGameHeader h;
    h.clubId = m_clubId;
    h.seasonId = m_seasonId;
    h.eventId = setup.value(u"eventId"_s).toLongLong();
    h.title = setup.value(u"title"_s).toString().trimmed();
    h.table = setup.value(u"table"_s).toString().trimmed();
    h.session = setup.value(u"session"_s).toString().trimmed();
    h.playedAt = setup.value(u"date"_s).toString().trimmed();
    if (h.playedAt.isEmpty())
        h.playedAt = QDate::currentDate().toString(Qt::ISODate);
    h.referee = setup.value(u"referee"_s).toString().trimmed();
    h.rulesName = toQString(ruleset->name);
    h.playerCount = ruleset->players;
    const QVariantList seats = setup.value(u"players"_s).toList();
    for (int s = 0; s < ruleset->players; ++s) {
        const qint64 id = seats.value(s).toLongLong();
        if (id <= 0)
            //: a seat of a new game has no player yet, %1 is East/South/West/North
            return m_club.refuse<qint64>(
                    tr("Choose the player in the %1 seat.").arg(GameText::windName(s)));
        h.players[std::size_t(s)] = id;
    }
    auto id = storage::createClubGame(*db, h, *ruleset);
    if (!m_club.checkCreated(id))
        return 0;
    loadGames();
    m_club.game()->load(*id);
    m_club.league()->loadStandings();
    m_club.setMessage(tr("New game: %1").arg(m_club.game()->seatNames().join(u" · "_s)));
    return *id;
}

bool ClubDirectory::deleteGame(qint64 id)
{
    const storage::Database *db = m_club.database();
    if (!db)
        return false;
    if (!m_club.check(storage::deleteClubGame(*db, id)))
        return false;
    if (m_club.game()->gameId() == id)
        m_club.game()->close();
    loadGames();
    m_club.league()->loadStandings();
    return true;
}

namespace {

// An option's value from QML: a bool, a number, a choice's key or a list of numbers.
rules::OptionValue optionValue(const rules::RuleOption &option, const QVariant &v)
{
    switch (option.type) {
    case rules::OptionType::Bool: return v.toBool();
    case rules::OptionType::Int: return v.toInt();
    case rules::OptionType::Choice: return v.toString().toStdString();
    case rules::OptionType::IntList: break;
    }
    std::vector<int> list;
    const QVariantList items = v.canConvert<QVariantList>() ? v.toList() : QVariantList{};
    if (items.isEmpty()) { // typed as text: "15000, 5000, -5000, -15000"
        for (const QString &part : v.toString().split(u',', Qt::SkipEmptyParts))
            list.push_back(part.trimmed().toInt());
    }
    for (const QVariant &item : items)
        list.push_back(item.toInt());
    return list;
}

QVariant optionVariant(const rules::OptionValue &value)
{
    return haifu::formats::optionValueToJson(value).toVariant();
}

} // namespace

Result<rules::Ruleset> ClubDirectory::rulesFor(
        const QString &preset, const QVariantMap &changes, const QString &name)
{
    auto ruleset = rules::presetRuleset(preset.toStdString());
    if (!ruleset)
        return ruleset;
    const rules::Ruleset base = *ruleset;
    bool modified = false;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const rules::RuleOption *option = rules::findRuleOption(it.key().toStdString());
        if (!option)
            return Error{ tr("Unknown rule option %1").arg(it.key()).toStdString() };
        const rules::OptionValue value = optionValue(*option, it.value());
        if (auto error = rules::setRuleOption(*ruleset, option->name, value))
            //: a club's own rule option is refused, %1 the option, %2 why
            return Error{ tr("%1: %2")
                                  .arg(ClubText::optionLabel(it.key()), haifu::errorText(*error))
                                  .toStdString() };
        modified = modified || option->get(base) != option->get(*ruleset);
    }
    if (!name.isEmpty())
        ruleset->name = name.toStdString();
    else if (modified)
        ruleset->name = preset.toStdString() + " (modified)";
    return ruleset;
}

QVariantList ClubDirectory::ruleOptions(const QString &preset, const QVariantMap &changes) const
{
    auto base = rules::presetRuleset(preset.toStdString());
    if (!base)
        return {};
    auto ruleset = rulesFor(preset, changes, {});
    const rules::Ruleset &r = ruleset ? *ruleset : *base;
    QVariantList list;
    for (const QString &name : ClubText::clubOptionNames()) {
        const rules::RuleOption *option = rules::findRuleOption(name.toStdString());
        if (!option || !option->get)
            continue;
        static constexpr const char *kTypes[] = { "bool", "int", "choice", "list" };
        QVariantList choices;
        for (std::string_view c : option->choices) {
            const QString key = toQString(c);
            choices << QVariantMap{ { u"key"_s, key }, { u"label"_s, ClubText::choiceLabel(key) } };
        }
        list << QVariantMap{ { u"name"_s, name }, { u"label"_s, ClubText::optionLabel(name) },
            { u"type"_s, QString::fromLatin1(kTypes[int(option->type)]) },
            { u"value"_s, optionVariant(option->get(r)) },
            { u"changed"_s, option->get(r) != option->get(*base) }, { u"choices"_s, choices },
            { u"min"_s, option->minValue }, { u"max"_s, option->maxValue } };
    }
    return list;
}

QVariantMap ClubDirectory::lastRules() const
{
    const storage::Database *db = m_club.database();
    if (!db || m_seasonId <= 0)
        return {};
    storage::ClubGameFilter filter;
    filter.seasonId = m_seasonId;
    auto games = storage::clubGames(*db, filter);
    if (!games || games->isEmpty())
        return {};
    auto game = storage::clubGame(*db, games->back().id); // oldest first: the newest is last
    if (!game)
        return {};
    const rules::Ruleset &r = game->game.rules;
    // A club's own name hides the preset: the rules are then told as the preset they differ
    // least from, with the differences.
    const std::string named = r.name.substr(0, r.name.find(" ("));
    const bool known = rules::presetRuleset(named).ok();
    auto differences = [&](const rules::Ruleset &base) {
        int count = 0;
        for (const rules::RuleOption &option : rules::ruleOptions())
            count += option.get && option.get(r) != option.get(base) ? 1 : 0;
        return count;
    };
    std::string preset = named;
    if (!known) {
        int fewest = std::numeric_limits<int>::max();
        for (std::string_view candidate : rules::presetNames()) {
            const int count = differences(*rules::presetRuleset(candidate));
            if (count < fewest) {
                fewest = count;
                preset = std::string(candidate);
            }
        }
    }
    auto base = rules::presetRuleset(preset);
    QVariantMap options;
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        if (option.get && option.get(r) != option.get(*base))
            options.insert(toQString(option.name), optionVariant(option.get(r)));
    }
    return QVariantMap{ { u"preset"_s, toQString(preset) }, { u"options"_s, options },
        { u"rulesName"_s, known ? QString() : toQString(r.name) } };
}

QString ClubDirectory::eventName(qint64 eventId) const
{
    const storage::Database *db = m_club.database();
    if (!db || eventId <= 0 || m_clubId <= 0)
        return {};
    auto events = storage::clubEventsOfClub(*db, m_clubId);
    if (!events)
        return {};
    for (const storage::ClubEvent &e : *events) {
        if (e.id == eventId)
            return e.name;
    }
    return {};
}

QString ClubDirectory::seasonPeriod() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId
                && !map.value(u"startDate"_s).toString().isEmpty())
            return map.value(u"startDate"_s).toString() + u" – "_s
                    + map.value(u"endDate"_s).toString();
    }
    return {};
}

} // namespace haifu::app
