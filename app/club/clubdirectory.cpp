#include "club/clubcontroller.h"
#include "formats/errortext.h"
#include "formats/qtstrings.h"

#include "club/clubtext.h"
#include "formats/clubledger.h"
#include "storage/database.h"

#include <algorithm>
#include <limits>

// The club directory of ClubController (issue 14, out of clubcontroller.cpp): clubs, their
// players, seasons and events; the games and standings of the season shown, the player page,
// and the rules a club's new games start from.

using haifu::toQString;

using namespace Qt::StringLiterals;
namespace club = haifu::club;
namespace rules = haifu::rules;
namespace storage = haifu::storage;
using haifu::Error;
using haifu::Result;

void ClubController::loadClubs()
{
    m_clubs.clear();
    if (const storage::Database *db = database()) {
        auto list = storage::clubs(*db);
        if (!list) {
            setError(haifu::formats::errorText(list.error()));
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

void ClubController::followLibrary()
{
    const storage::Database *db = database();
    if (!db || m_sync.offline())
        return;
    const auto stamp = storage::clubChangeStamp(*db);
    if (!stamp)
        return; // a server that went away: the next change goes to the entry queue
    const bool changed = !m_changeStamp.isEmpty() && *stamp != m_changeStamp;
    m_changeStamp = *stamp;
    if (!changed)
        return;
    const qint64 game = gameId();
    const qint64 player = m_playerId;
    loadClubs();
    if (game > 0 && m_games.rowOf(game) >= 0)
        loadGame(game);
    if (player > 0 && player == m_playerId)
        loadPlayer();
    Q_EMIT libraryChanged();
}

void ClubController::setClubId(qint64 id)
{
    if (id == m_clubId)
        return;
    m_clubId = id;
    m_seasonId = 0;
    loadClub();
}

QString ClubController::clubName() const
{
    for (const QVariant &c : m_clubs) {
        const QVariantMap map = c.toMap();
        if (map.value(u"id"_s).toLongLong() == m_clubId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

void ClubController::loadClub()
{
    const storage::Database *db = database();
    QList<storage::ClubPlayer> players;
    m_seasons.clear();
    if (db && m_clubId > 0) {
        if (auto list = storage::clubPlayers(*db, m_clubId))
            players = *list;
        else
            setError(haifu::formats::errorText(list.error()));
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
            setError(haifu::formats::errorText(list.error()));
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

void ClubController::setSeasonId(qint64 id)
{
    if (id == m_seasonId)
        return;
    m_seasonId = id;
    loadSeasonData();
}

QString ClubController::seasonName() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId)
            return map.value(u"name"_s).toString();
    }
    return {};
}

QString ClubController::defaultPreset() const
{
    for (const QVariant &s : m_seasons) {
        const QVariantMap map = s.toMap();
        if (map.value(u"id"_s).toLongLong() == m_seasonId
                && !map.value(u"rulesPreset"_s).toString().isEmpty())
            return map.value(u"rulesPreset"_s).toString();
    }
    return u"ema"_s;
}

void ClubController::loadSeasonData()
{
    m_events.clear();
    const storage::Database *db = database();
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
    loadStandings();
}

void ClubController::loadGames()
{
    QList<storage::ClubGameHeader> headers;
    if (const storage::Database *db = database(); db && m_clubId > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = m_clubId;
        filter.seasonId = m_seasonId;
        if (auto list = storage::clubGames(*db, filter))
            headers = *list;
        else
            setError(haifu::formats::errorText(list.error()));
    }
    // Newest first: by date, then by id.
    std::stable_sort(headers.begin(), headers.end(), [](const auto &a, const auto &b) {
        if (a.playedAt != b.playedAt)
            return a.playedAt > b.playedAt;
        return a.id > b.id;
    });
    m_games.setGames(headers);
    // The open game stays open when it is still listed.
    if (m_game && m_games.rowOf(m_game->header.id) < 0) {
        m_game.reset();
        recompute();
    }
}

void ClubController::loadStandings()
{
    m_results.clear();
    if (const storage::Database *db = database(); db && m_clubId > 0) {
        storage::ClubGameFilter filter;
        filter.clubId = m_clubId;
        filter.seasonId = m_seasonId;
        if (auto results = storage::clubResults(*db, filter))
            m_results = std::move(*results);
        else
            setError(haifu::formats::errorText(results.error()));
    }
    m_standings.setStandings(club::standings(m_results));
    loadPlayer();
}

void ClubController::setPlayerId(qint64 id)
{
    if (id == m_playerId)
        return;
    m_playerId = id;
    loadPlayer();
}

void ClubController::showPlayer(qint64 id)
{
    m_playerId = id;
    loadPlayer();
}

void ClubController::loadPlayer()
{
    m_playerStats.clear();
    if (m_playerId > 0) {
        const int row = m_players.rowOf(m_playerId);
        if (row >= 0) {
            const storage::ClubPlayer &p = m_players.players().at(row);
            m_playerStats.insert(u"name"_s, p.name);
            m_playerStats.insert(u"emaNumber"_s, p.emaNumber);
        }
        club::Standing s;
        bool found = false;
        for (const club::Standing &st : m_standings.standings()) {
            if (st.player == m_playerId) {
                s = st;
                found = true;
            }
        }
        if (found) {
            m_playerStats.insert(u"rank"_s, ClubText::placeText(s.rank, s.sharedRank));
            if (!m_playerStats.contains(u"name"_s))
                m_playerStats.insert(u"name"_s, toQString(s.name));
        }
        m_playerStats.insert(u"games"_s, s.games);
        m_playerStats.insert(u"total"_s, s.total);
        m_playerStats.insert(u"totalText"_s, ClubText::scoreText(s.total));
        m_playerStats.insert(u"average"_s, s.average);
        m_playerStats.insert(u"averageText"_s, ClubText::scoreText(s.average));
        m_playerStats.insert(u"averagePlace"_s, s.averagePlace);
        m_playerStats.insert(
                u"places"_s, QVariantList{ s.places[0], s.places[1], s.places[2], s.places[3] });
        m_playerStats.insert(u"best"_s, ClubText::scoreText(s.best));
        m_playerStats.insert(u"worst"_s, ClubText::scoreText(s.worst));
        m_playerStats.insert(u"penalties"_s, s.penalties);
        m_playerStats.insert(u"hands"_s, s.hands);
        m_playerStats.insert(u"wins"_s, s.wins);
        m_playerStats.insert(u"dealIns"_s, s.dealIns);
        m_playerStats.insert(u"riichi"_s, s.riichi);
        m_playerStats.insert(u"winRate"_s, s.winRate());
        m_playerStats.insert(u"dealInRate"_s, s.dealInRate());
        m_playerStats.insert(u"riichiRate"_s, s.hands ? double(s.riichi) / s.hands : 0.0);
    }
    m_history.setHistory(m_playerId > 0 ? club::playerHistory(m_results, m_playerId)
                                        : std::vector<club::HistoryPoint>{},
            m_results, m_playerId);
    Q_EMIT playerChanged();
}

// --- The open game ---

QVariantList ClubController::presets() const
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

qint64 ClubController::createClub(const QString &name)
{
    const storage::Database *db = database();
    if (!db)
        return setError(tr("No library is open.")), 0;
    storage::Club c;
    c.name = name.trimmed();
    if (c.name.isEmpty())
        return setError(tr("Give the club a name.")), 0;
    auto id = storage::createClub(*db, c);
    if (!checkCreated(id))
        return 0;
    m_clubId = *id;
    loadClubs();
    return *id;
}

qint64 ClubController::addPlayer(const QString &name, const QString &emaNumber)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    storage::ClubPlayer p;
    p.clubId = m_clubId;
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return setError(tr("Give the player a name.")), 0;
    auto id = storage::addClubPlayer(*db, p);
    if (!checkCreated(id))
        return 0;
    setMessage(tr("Added %1").arg(p.name));
    loadClub();
    return *id;
}

bool ClubController::updatePlayer(qint64 id, const QString &name, const QString &emaNumber)
{
    const storage::Database *db = database();
    const int row = m_players.rowOf(id);
    if (!db || row < 0)
        return setError(tr("Unknown player.")), false;
    storage::ClubPlayer p = m_players.players().at(row);
    p.name = name.trimmed();
    p.emaNumber = emaNumber.trimmed();
    if (p.name.isEmpty())
        return setError(tr("Give the player a name.")), false;
    if (!check(storage::updateClubPlayer(*db, p)))
        return false;
    loadClub();
    return true;
}

qint64 ClubController::createSeason(const QString &name, const QString &preset,
        const QString &startDate, const QString &endDate)
{
    const storage::Database *db = database();
    if (!db || m_clubId <= 0)
        return setError(tr("Choose or create a club first.")), 0;
    storage::Season s;
    s.clubId = m_clubId;
    s.name = name.trimmed();
    s.rulesPreset = preset;
    s.startDate = startDate.trimmed();
    s.endDate = endDate.trimmed();
    if (s.name.isEmpty())
        return setError(tr("Give the season a name.")), 0;
    auto id = storage::createSeason(*db, s);
    if (!checkCreated(id))
        return 0;
    loadClub();
    setSeasonId(*id);
    return *id;
}

qint64 ClubController::createEvent(const QString &name, const QString &date, const QString &venue)
{
    const storage::Database *db = database();
    if (!db || m_seasonId <= 0)
        return setError(tr("Choose a season first: events belong to a season.")), 0;
    storage::ClubEvent e;
    e.seasonId = m_seasonId;
    e.name = name.trimmed();
    e.date = date.trimmed();
    e.venue = venue.trimmed();
    if (e.name.isEmpty())
        return setError(tr("Give the event a name.")), 0;
    auto id = storage::createClubEvent(*db, e);
    if (!checkCreated(id))
        return 0;
    loadSeasonData();
    return *id;
}

// --- Games ---

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

Result<rules::Ruleset> ClubController::rulesFor(
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
                                  .arg(ClubText::optionLabel(it.key()),
                                          haifu::formats::errorText(*error))
                                  .toStdString() };
        modified = modified || option->get(base) != option->get(*ruleset);
    }
    if (!name.isEmpty())
        ruleset->name = name.toStdString();
    else if (modified)
        ruleset->name = preset.toStdString() + " (modified)";
    return ruleset;
}

QVariantList ClubController::ruleOptions(const QString &preset, const QVariantMap &changes) const
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

QVariantMap ClubController::lastRules() const
{
    const storage::Database *db = database();
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
