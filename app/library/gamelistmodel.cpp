#include "library/gamelistmodel.h"
#include "common/errortext.h"
#include "common/rowindex.h"
#include "shared/listroles.h"

#include "storage/database.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;

namespace {

constexpr int kPageSize = 60;

QString playersText(const storage::GameSummary &game)
{
    QStringList parts;
    for (const storage::GamePlayerSummary &p : game.players) {
        const QString name = p.name.isEmpty() ? u"—"_s : p.name;
        parts << (p.finalScore ? u"%1 %2"_s.arg(name).arg(*p.finalScore) : name);
    }
    return parts.join(u" · "_s);
}

QString topPlayer(const storage::GameSummary &game)
{
    for (const storage::GamePlayerSummary &p : game.players) {
        if (p.placement && *p.placement == 1)
            return p.name;
    }
    return {};
}

} // namespace

GameListModel::GameListModel(QObject *parent) : QAbstractListModel(parent)
{
    m_options.limit = kPageSize;
}

GameListModel::~GameListModel()
{
    m_countWanted = false;
    if (m_countThread) {
        m_countThread->wait();
        delete m_countThread;
    }
}

void GameListModel::setPageSize(int rows)
{
    m_options.limit = std::max(1, rows);
    refresh();
}

void GameListModel::waitForCount()
{
    while (m_countThread) {
        m_countThread->wait();
        QCoreApplication::sendPostedEvents(this);
    }
}

void GameListModel::setTotal(int total, bool exact)
{
    if (total == m_total && exact == m_totalExact)
        return;
    m_total = total;
    m_totalExact = exact;
    Q_EMIT totalChanged();
}

// Counts the current search's matches in a worker thread with its own read-only connection
// (QtSql connections belong to the thread that opened them; WAL lets it read while the window
// reads and writes). The result comes back queued and counts only if no search came since.
void GameListModel::startCount()
{
    m_countWanted = false;
    const QString path = m_db ? m_db->path() : QString();
    const storage::SearchFilter filter = m_filter;
    const quint64 search = m_search;
    QPointer<GameListModel> self(this);
    m_countThread = QThread::create([path, filter, search, self] {
        storage::Database db;
        storage::OpenOptions options;
        options.create = false;
        options.readOnly = true;
        std::optional<qint64> count;
        if (!db.open(path, options)) {
            if (auto counted = storage::countGames(db, filter))
                count = *counted;
        }
        QMetaObject::invokeMethod(
                self,
                [self, search, count] {
                    if (!self)
                        return;
                    if (self->m_countThread) {
                        self->m_countThread->wait();
                        self->m_countThread->deleteLater();
                        self->m_countThread = nullptr;
                    }
                    // On an error the number stays a lower bound.
                    if (search == self->m_search && count)
                        self->setTotal(int(*count), true);
                    if (self->m_countWanted)
                        self->startCount();
                },
                Qt::QueuedConnection);
    });
    m_countThread->start();
}

void GameListModel::setDatabase(const storage::Database *db)
{
    m_db = db;
    refresh();
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const storage::GameSummary &game = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PlayersRole: return playersText(game);
    case GameIdRole: return game.id;
    case DateRole: return game.playedAt.left(10);
    case WinnerRole: return topPlayer(game);
    case SourceRole: return game.source;
    case LobbyRole: return game.lobby.isEmpty() ? game.title : game.lobby;
    case RulesetRole: return game.ruleset;
    case KyokuCountRole: return game.kyokuCount;
    case NotesRole: return game.annotationCount;
    case TagsRole: return game.tags.join(u", "_s);
    case FormatRole: return game.format;
    case ReplayOkRole: return game.replayOk;
    case ImportedRole: return game.importedAt.left(10);
    default: return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const
{
    return enumRoleNames(staticMetaObject);
}

bool GameListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more && m_db;
}

void GameListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    storage::SearchOptions options = m_options;
    options.after = m_next;
    if (!m_next)
        options.offset = int(m_rows.size()); // sort keys without keyset paging
    auto page = storage::searchGames(*m_db, m_filter, options);
    if (!page) {
        setError(haifu::errorText(page.error()));
        m_more = false;
        return;
    }
    if (!page->games.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page->games.size()) - 1);
        m_rows.append(page->games);
        endInsertRows();
    }
    m_more = page->more;
    m_next = page->next;
    if (!m_totalExact)
        setTotal(std::max(m_total, int(m_rows.size())), false);
}

void GameListModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_next.reset();
    m_more = false;
    setError({});
    ++m_search;
    m_countWanted = false;
    if (m_db && m_db->isOpen()) {
        auto page = storage::searchGames(*m_db, m_filter, m_options);
        if (page) {
            m_rows = page->games;
            m_more = page->more;
            m_next = page->next;
        } else {
            setError(haifu::errorText(page.error()));
        }
    }
    endResetModel();
    // The first page holds every match: counted. Else counted in the background, the games
    // listed so far standing in for the number until it comes.
    if (!m_more) {
        setTotal(int(m_rows.size()), true);
        return;
    }
    if (m_db->path().isEmpty()) { // no file to open a second connection on
        auto count = storage::countGames(*m_db, m_filter);
        setTotal(count ? int(*count) : int(m_rows.size()), bool(count));
        return;
    }
    setTotal(int(m_rows.size()), false);
    if (m_countThread)
        m_countWanted = true;
    else
        startCount();
}

void GameListModel::clearFilters()
{
    m_filter = {};
    filterEdited();
}

qint64 GameListModel::gameIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).id : 0;
}

int GameListModel::rowOfGame(qint64 gameId) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == gameId)
            return int(row);
    }
    return -1;
}

void GameListModel::filterEdited()
{
    Q_EMIT filterChanged();
    refresh();
}

void GameListModel::setError(const QString &text)
{
    if (text == m_errorText)
        return;
    m_errorText = text;
    Q_EMIT errorTextChanged();
}

void GameListModel::setPlayer(const QString &value)
{
    updateFilter(m_filter.player, value.trimmed());
}

void GameListModel::setText(const QString &value)
{
    updateFilter(m_filter.text, value.trimmed());
}

void GameListModel::setSource(const QString &value)
{
    updateFilter(m_filter.source, value);
}

void GameListModel::setYaku(const QString &value)
{
    updateFilter(m_filter.yaku, value);
}

void GameListModel::setMinHan(int value)
{
    updateFilter(m_filter.minHan, qMax(0, value));
}

void GameListModel::setYakuman(bool value)
{
    updateFilter(m_filter.yakuman, value);
}

void GameListModel::setTag(const QString &value)
{
    updateFilter(m_filter.tag, value);
}

void GameListModel::setCollection(const QString &value)
{
    updateFilter(m_filter.collection, value);
}

void GameListModel::setAnnotatedOnly(bool value)
{
    const std::optional<bool> wanted = value ? std::optional<bool>(true) : std::nullopt;
    if (m_filter.annotated == wanted)
        return;
    m_filter.annotated = wanted;
    filterEdited();
}

QString GameListModel::dateFrom() const
{
    return m_filter.from.isValid() ? m_filter.from.toString(Qt::ISODate) : QString();
}

void GameListModel::setDateFrom(const QString &value)
{
    const QDate date = QDate::fromString(value.trimmed(), Qt::ISODate);
    if (date == m_filter.from)
        return;
    m_filter.from = date;
    filterEdited();
}

QString GameListModel::dateTo() const
{
    return m_filter.to.isValid() ? m_filter.to.toString(Qt::ISODate) : QString();
}

void GameListModel::setDateTo(const QString &value)
{
    const QDate date = QDate::fromString(value.trimmed(), Qt::ISODate);
    if (date == m_filter.to)
        return;
    m_filter.to = date;
    filterEdited();
}

namespace {

struct SortName
{
    storage::SortKey key;
    const char *name;
};
constexpr SortName kSortNames[] = {
    { storage::SortKey::Date, "date" },
    { storage::SortKey::Imported, "imported" },
    { storage::SortKey::Source, "source" },
    { storage::SortKey::Lobby, "lobby" },
    { storage::SortKey::Ruleset, "ruleset" },
    { storage::SortKey::Kyoku, "hands" },
    { storage::SortKey::Notes, "notes" },
};

} // namespace

QString GameListModel::sortKey() const
{
    for (const SortName &s : kSortNames) {
        if (s.key == m_options.sort)
            return QString::fromLatin1(s.name);
    }
    return u"date"_s;
}

void GameListModel::setSortKey(const QString &value)
{
    auto key = storage::SortKey::Date;
    for (const SortName &s : kSortNames) {
        if (value == QLatin1String(s.name))
            key = s.key;
    }
    if (key == m_options.sort)
        return;
    m_options.sort = key;
    Q_EMIT sortChanged();
    refresh();
}

void GameListModel::setDescending(bool value)
{
    if (value == m_options.descending)
        return;
    m_options.descending = value;
    Q_EMIT sortChanged();
    refresh();
}

} // namespace haifu::app
