#include "club/clubmodels.h"
#include "common/qtstrings.h"
#include "common/rowindex.h"

#include "club/clubtext.h"
#include "formats/clubledger.h"
#include "viewer/gametext.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <map>

using haifu::toQString;

using namespace Qt::StringLiterals;
using namespace haifu;

namespace haifu::app {

namespace {

QVariantList intList(const std::array<int, 4> &values, int n)
{
    QVariantList list;
    for (int i = 0; i < n; ++i)
        list << values[std::size_t(i)];
    return list;
}

QVariantList boolList(const std::array<bool, 4> &values, int n)
{
    QVariantList list;
    for (int i = 0; i < n; ++i)
        list << values[std::size_t(i)];
    return list;
}

QString dateText(const QString &iso)
{
    const QDate date = QDate::fromString(iso.left(10), Qt::ISODate);
    return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat) : iso;
}

} // namespace

// --- ClubRowModel ---

ClubRowModel::ClubRowModel(QList<QByteArray> roles, QObject *parent)
    : QAbstractListModel(parent), m_roles(std::move(roles))
{ }

int ClubRowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ClubRowModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const QVariantList &row = m_rows.at(index.row());
    const int column = role == Qt::DisplayRole ? 0 : role - Qt::UserRole - 1;
    if (column < 0 || column >= row.size())
        return {};
    return row.at(column);
}

QHash<int, QByteArray> ClubRowModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_roles.size(); ++i)
        names.insert(Qt::UserRole + 1 + i, m_roles.at(i));
    return names;
}

int ClubRowModel::roleIndex(const QString &name) const
{
    return int(m_roles.indexOf(name.toUtf8()));
}

QVariant ClubRowModel::get(int row, const QString &role) const
{
    const int column = roleIndex(role);
    if (row < 0 || row >= m_rows.size() || column < 0)
        return {};
    return m_rows.at(row).value(column);
}

QList<double> ClubRowModel::series(const QString &role) const
{
    QList<double> values;
    const int column = roleIndex(role);
    if (column < 0)
        return values;
    for (const QVariantList &row : m_rows)
        values << row.value(column).toDouble();
    return values;
}

QStringList ClubRowModel::texts(const QString &role) const
{
    QStringList values;
    const int column = roleIndex(role);
    if (column < 0)
        return values;
    for (const QVariantList &row : m_rows)
        values << row.value(column).toString();
    return values;
}

void ClubRowModel::setRows(QList<QVariantList> rows)
{
    const bool countChanges = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
    ++m_revision;
    Q_EMIT revisionChanged();
}

void ClubRowModel::setRow(int row, const QVariantList &values)
{
    if (row < 0 || row >= m_rows.size())
        return;
    m_rows[row] = values;
    Q_EMIT dataChanged(index(row), index(row));
    ++m_revision;
    Q_EMIT revisionChanged();
}

// --- ClubPlayerModel ---

ClubPlayerModel::ClubPlayerModel(QObject *parent)
    : ClubRowModel({ "name", "playerId", "emaNumber", "notes" }, parent)
{ }

void ClubPlayerModel::setPlayers(const QList<storage::ClubPlayer> &players)
{
    m_players = players;
    QList<QVariantList> rows;
    for (const storage::ClubPlayer &p : players)
        rows << QVariantList{ p.name, p.id, p.emaNumber, p.notes };
    setRows(rows);
}

int ClubPlayerModel::rowOf(qint64 playerId) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_players.at(i).id == playerId)
            return i;
    }
    return -1;
}

// --- ClubGameModel ---

ClubGameModel::ClubGameModel(QObject *parent)
    : ClubRowModel({ "title", "gameId", "date", "dateText", "players", "seatNames", "hands",
                           "finished", "status", "rules", "table", "session" },
            parent)
{ }

void ClubGameModel::setGames(const QList<storage::ClubGameHeader> &games)
{
    QList<QVariantList> rows;
    m_ids.clear();
    for (const storage::ClubGameHeader &g : games) {
        QStringList names;
        for (int s = 0; s < g.playerCount; ++s)
            names << g.playerNames[std::size_t(s)];
        QString status;
        if (g.finished)
            //: a finished game in the list (Japanese: 終了)
            status = ClubText::tr("Finished");
        else
            //: a game still being played, with its number of hands (Japanese: 対局中・%n局)
            status = ClubText::tr("In progress · %n hand(s)", nullptr, g.handCount);
        const QString title = ClubText::gameTitle(g);
        rows << QVariantList{ title, g.id, g.playedAt, dateText(g.playedAt), names.join(u" · "_s),
            names, g.handCount, g.finished, status, ClubText::presetName(g.rulesName), g.table,
            g.session };
        m_ids << g.id;
    }
    setRows(rows);
}

int ClubGameModel::rowOf(qint64 gameId) const
{
    return int(m_ids.indexOf(gameId));
}

qint64 ClubGameModel::gameIdAt(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : 0;
}

// --- ClubLedgerModel ---

ClubLedgerModel::ClubLedgerModel(QObject *parent)
    : ClubRowModel({ "label", "index", "round", "kind", "result", "value", "deltas", "totals",
                           "riichi", "honba", "sticksBefore", "sticksAfter", "dealer",
                           "dealerKeeps", "note", "last" },
            parent)
{ }

void ClubLedgerModel::setLedger(
        const club::Game &game, const club::GameState &state, const QStringList &names)
{
    const int n = state.players;
    QList<QVariantList> rows;
    const std::size_t count = std::min(game.entries.size(), state.hands.size());
    for (std::size_t i = 0; i < count; ++i) {
        const club::HandEntry &e = game.entries[i];
        const club::HandRecord &h = state.hands[i];
        rows << QVariantList{ ClubText::handLabel(h.round, h.hand, h.honba), int(i),
            ClubText::handTitle(h.round, h.hand, h.honba), ClubText::kindKey(e),
            ClubText::resultText(e, names), ClubText::valueText(e, game.rules), intList(h.delta, n),
            intList(h.totals, n), boolList(e.riichi, n), h.honba, h.sticksBefore, h.sticksAfter,
            h.dealer, h.dealerKeeps, toQString(e.note), i + 1 == count };
    }
    setRows(rows);
}

// --- ClubFinalModel ---

ClubFinalModel::ClubFinalModel(QObject *parent)
    : ClubRowModel({ "name", "seat", "wind", "raw", "leftover", "place", "placeText", "shared",
                           "base", "uma", "oka", "penalty", "score", "scoreText" },
            parent)
{ }

void ClubFinalModel::setFinal(const club::FinalScore &final, const QStringList &names)
{
    QList<QVariantList> rows;
    for (int s = 0; s < final.players; ++s) {
        const club::FinalSeat &f = final.seats[std::size_t(s)];
        rows << QVariantList{ names.value(s), s, GameText::windName(s), f.raw, f.leftover, f.place,
            ClubText::placeText(f.place, f.sharedPlace), f.sharedPlace, f.base, f.uma, f.oka,
            f.penalty, f.score, ClubText::scoreText(f.score) };
    }
    setRows(rows);
}

// --- ClubStandingsModel ---

ClubStandingsModel::ClubStandingsModel(QObject *parent)
    : ClubRowModel({ "name", "rank", "rankText", "playerId", "games", "total", "totalText",
                           "average", "averagePlace", "first", "second", "third", "fourth", "best",
                           "worst", "penalties", "hands", "wins", "dealIns", "riichi", "winRate",
                           "dealInRate", "riichiRate" },
            parent)
{ }

void ClubStandingsModel::setStandings(const std::vector<club::Standing> &standings)
{
    m_rows = standings;
    QList<QVariantList> rows;
    for (const club::Standing &s : standings) {
        const double riichiRate = s.hands ? double(s.riichi) / s.hands : 0;
        rows << QVariantList{ toQString(s.name), s.rank, ClubText::placeText(s.rank, s.sharedRank),
            qint64(s.player), s.games, s.total, ClubText::scoreText(s.total), s.average,
            s.averagePlace, s.places[0], s.places[1], s.places[2], s.places[3], s.best, s.worst,
            s.penalties, s.hands, s.wins, s.dealIns, s.riichi, s.winRate(), s.dealInRate(),
            riichiRate };
    }
    setRows(rows);
}

// --- ClubHistoryModel ---

ClubHistoryModel::ClubHistoryModel(QObject *parent)
    : ClubRowModel({ "dateText", "gameId", "date", "place", "placeText", "score", "scoreText",
                           "cumulative" },
            parent)
{ }

void ClubHistoryModel::setHistory(const std::vector<club::HistoryPoint> &points,
        std::span<const club::GameResult> games, qint64 player)
{
    // The shared-place marks come from the game results.
    std::map<std::int64_t, bool> shared;
    for (const club::GameResult &g : games) {
        for (const club::SeatResult &s : g.seats) {
            if (s.player == player)
                shared[g.game] = s.sharedPlace;
        }
    }
    QList<QVariantList> rows;
    for (const club::HistoryPoint &p : points) {
        const QString date = toQString(p.date);
        rows << QVariantList{ dateText(date), qint64(p.game), date, p.place,
            ClubText::placeText(p.place, shared[p.game]), p.score, ClubText::scoreText(p.score),
            p.cumulative };
    }
    setRows(rows);
}

// --- ClubAuditModel ---

namespace {

QString entrySummary(const QString &json, const QStringList &names, const rules::Ruleset &rules)
{
    if (json.isEmpty())
        return {};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8());
    if (!doc.isObject())
        return json;
    const QJsonObject o = doc.object();
    // A hand entry has a "result"; a penalty a "points"; a header anything else.
    if (o.contains("result"_L1)) {
        auto entry = formats::handEntryFromJson(
                o, u"entry"_s, int(std::max<qsizetype>(3, names.size())));
        if (!entry)
            return json;
        QString text = ClubText::resultText(*entry, names);
        bool hasRiichi = false;
        for (bool r : entry->riichi)
            hasRiichi = hasRiichi || r;
        const QString value = ClubText::valueText(*entry, rules);
        if (!value.isEmpty())
            text += ClubText::tr(", ") + value;
        if (hasRiichi) {
            QStringList who;
            for (int s = 0; s < 4; ++s) {
                if (entry->riichi[std::size_t(s)])
                    who << names.value(s);
            }
            //: who declared riichi in a hand, in the audit trail
            text += ClubText::tr(" (riichi: %1)").arg(who.join(ClubText::tr(", ")));
        }
        return text;
    }
    if (o.contains("points"_L1)) {
        auto penalty = formats::penaltyFromJson(o, u"penalty"_s);
        if (!penalty)
            return json;
        //: a referee penalty in the audit trail: who, how many points, why
        return ClubText::tr("Penalty: %1 %2 (%3)")
                .arg(names.value(penalty->seat),
                        ClubText::scoreText(-double(penalty->points) / 1000),
                        toQString(penalty->reason));
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString actionText(const QString &action)
{
    if (action == "create"_L1)
        //: audit trail: the game was created
        return ClubText::tr("Game created");
    if (action == "add"_L1)
        return ClubText::tr("Hand added");
    if (action == "edit"_L1)
        return ClubText::tr("Hand corrected");
    if (action == "insert"_L1)
        return ClubText::tr("Hand inserted");
    if (action == "remove"_L1)
        return ClubText::tr("Hand removed");
    if (action == "penalty"_L1)
        return ClubText::tr("Penalty given");
    if (action == "remove penalty"_L1)
        return ClubText::tr("Penalty removed");
    if (action == "header"_L1)
        return ClubText::tr("Details changed");
    return action;
}

} // namespace

ClubAuditModel::ClubAuditModel(QObject *parent)
    : ClubRowModel({ "actionText", "auditId", "at", "when", "action", "hand", "handText", "before",
                           "after", "reason" },
            parent)
{ }

void ClubAuditModel::setAudit(const QList<storage::ClubAuditEntry> &entries,
        const QStringList &seatNames, const rules::Ruleset &rules)
{
    QList<QVariantList> rows;
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        const storage::ClubAuditEntry &a = *it;
        const QDateTime at = QDateTime::fromString(a.at, Qt::ISODate);
        const QString when =
                at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : a.at;
        //: the number of a hand in the ledger, 1-based (Japanese: 第%1局)
        const QString handText = a.hand >= 0 ? ClubText::tr("hand %1").arg(a.hand + 1) : QString();
        rows << QVariantList{ actionText(a.action), a.id, a.at, when, a.action, a.hand, handText,
            entrySummary(a.before, seatNames, rules), entrySummary(a.after, seatNames, rules),
            a.reason };
    }
    setRows(rows);
}

} // namespace haifu::app
