#include "importer.h"

#include "database.h"
#include "recordio.h"
#include "sqlutil.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("haifu::storage", text);
}

QVariant optionalValue(const std::optional<int> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<int>());
}

QVariant optionalValue(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

} // namespace

QString importStatusName(ImportStatus status)
{
    switch (status) {
    case ImportStatus::Imported: return u"imported"_s;
    case ImportStatus::Duplicate: return u"duplicate"_s;
    case ImportStatus::Failed: break;
    }
    return u"failed"_s;
}

QString originalHash(const QByteArray &data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QStringList collectRecordFiles(const QStringList &paths)
{
    static const QStringList patterns = { u"*.mjlog"_s, u"*.xml"_s, u"*.json"_s, u"*.mjson"_s,
        u"*.jsonl"_s, u"*.log"_s, u"*.gz"_s };
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            files << path;
            continue;
        }
        QStringList found;
        QDirIterator it(path, patterns, QDir::Files | QDir::Readable,
                QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext())
            found << it.next();
        found.sort();
        files << found;
    }
    return files;
}

// The prepared statements of one import, reused for every game.
struct detail::GameWriter
{
    explicit GameWriter(const Database &db) : db(db) { }

    const Database &db;
    bool prepared = false;
    QSqlQuery originalBySha{ db.query() };
    QSqlQuery gameByFingerprint{ db.query() };
    QSqlQuery insertGame{ db.query() };
    QSqlQuery insertOriginal{ db.query() };
    QSqlQuery upsertPlayer{ db.query() };
    QSqlQuery playerId{ db.query() };
    QSqlQuery insertGamePlayer{ db.query() };
    QSqlQuery insertWin{ db.query() };
    QSqlQuery insertYaku{ db.query() };
    QSqlQuery upsertRuleset{ db.query() };
    QSqlQuery rulesetId{ db.query() };

    std::optional<Error> prepare()
    {
        if (prepared)
            return std::nullopt;
        const std::pair<QSqlQuery *, QString> statements[] = {
            { &originalBySha, u"SELECT game_id FROM originals WHERE sha256 = ?"_s },
            { &gameByFingerprint, u"SELECT id FROM games WHERE fingerprint = ?"_s },
            { &insertGame,
                    u"INSERT INTO games (fingerprint, source_id, format, source, lobby, title, "
                    "played_at, imported_at, player_count, ruleset, ruleset_id, "
                    "kyoku_count, has_final, replay_ok, replay_error) VALUES (?, ?, ?, ?, ?, ?, "
                    "?, ?, ?, ?, ?, ?, ?, ?, ?)"_s },
            { &insertOriginal,
                    u"INSERT INTO originals (game_id, file_name, format, sha256, size, data, "
                    "imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s },
            { &upsertPlayer,
                    u"INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING"_s },
            { &playerId, u"SELECT id FROM players WHERE name = ?"_s },
            { &insertGamePlayer,
                    u"INSERT INTO game_players (game_id, seat, player_id, player_rank, rating, "
                    "final_score, final_points, placement, kyoku_played, wins, tsumo_wins, "
                    "win_points, deal_ins, deal_in_points, riichi, called_hands) VALUES (?, ?, "
                    "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s },
            { &insertWin,
                    u"INSERT INTO wins (game_id, kyoku, win_index, winner, from_seat, han, fu, "
                    "yakuman, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s },
            { &insertYaku, u"INSERT INTO win_yaku (win_id, yaku, han) VALUES (?, ?, ?)"_s },
            { &upsertRuleset,
                    u"INSERT INTO rulesets (name, options) VALUES (?, ?) ON CONFLICT (options) "
                    "DO NOTHING"_s },
            { &rulesetId, u"SELECT id FROM rulesets WHERE options = ?"_s },
        };
        for (const auto &[query, sql] : statements) {
            if (!query->prepare(sql))
                return sqlError(tr("Cannot prepare the import"), *query);
        }
        prepared = true;
        return std::nullopt;
    }

    // A game already stored with these exact bytes, or 0.
    Result<qint64> gameWithOriginal(const QString &sha)
    {
        originalBySha.addBindValue(sha);
        if (!originalBySha.exec())
            return sqlError(tr("Cannot look up the file in the library"), originalBySha);
        const qint64 id = originalBySha.next() ? originalBySha.value(0).toLongLong() : 0;
        originalBySha.finish();
        return id;
    }

    Result<qint64> gameWithFingerprint(const QString &fingerprint)
    {
        gameByFingerprint.addBindValue(fingerprint);
        if (!gameByFingerprint.exec())
            return sqlError(tr("Cannot look up the game in the library"), gameByFingerprint);
        const qint64 id = gameByFingerprint.next() ? gameByFingerprint.value(0).toLongLong() : 0;
        gameByFingerprint.finish();
        return id;
    }

    std::optional<Error> addOriginal(qint64 gameId, const QString &fileName, const QString &format,
            const QString &sha, const QByteArray &data, const QString &now)
    {
        for (const QVariant &v : { QVariant(gameId), detail::text(fileName), detail::text(format),
                     QVariant(sha), QVariant(qint64(data.size())), QVariant(data), QVariant(now) })
            insertOriginal.addBindValue(v);
        if (!insertOriginal.exec())
            return sqlError(tr("Cannot store the original file"), insertOriginal);
        return std::nullopt;
    }

    Result<qint64> player(const QString &name)
    {
        upsertPlayer.addBindValue(detail::text(name));
        if (!upsertPlayer.exec())
            return sqlError(tr("Cannot store the player '%1'").arg(name), upsertPlayer);
        playerId.addBindValue(detail::text(name));
        if (!playerId.exec() || !playerId.next())
            return sqlError(tr("Cannot read the player '%1'").arg(name), playerId);
        const qint64 id = playerId.value(0).toLongLong();
        playerId.finish();
        return id;
    }

    Result<qint64> ruleset(const QString &name, const QString &options)
    {
        upsertRuleset.addBindValue(detail::text(name));
        upsertRuleset.addBindValue(detail::text(options));
        if (!upsertRuleset.exec())
            return sqlError(tr("Cannot store the ruleset '%1'").arg(name), upsertRuleset);
        rulesetId.addBindValue(detail::text(options));
        if (!rulesetId.exec() || !rulesetId.next())
            return sqlError(tr("Cannot read the ruleset '%1'").arg(name), rulesetId);
        const qint64 id = rulesetId.value(0).toLongLong();
        rulesetId.finish();
        return id;
    }

    // Everything inside one write transaction.
    Result<StoreResult> store(const GameFacts &facts, const QByteArray &data,
            const QString &fileName, const QString &sha)
    {
        if (auto error = prepare())
            return *error;
        Transaction transaction(db);
        if (transaction.beginError())
            return *transaction.beginError();
        const QString now = detail::nowUtc();
        StoreResult result;

        auto existing = gameWithOriginal(sha);
        if (!existing)
            return existing.error();
        if (*existing != 0) {
            result.status = ImportStatus::Duplicate;
            result.gameId = *existing;
            return result; // nothing to write (the transaction rolls back)
        }
        auto same = gameWithFingerprint(facts.fingerprint);
        if (!same)
            return same.error();
        if (*same != 0) {
            if (auto error = addOriginal(*same, fileName, facts.format, sha, data, now))
                return *error;
            if (auto error = transaction.commit())
                return *error;
            result.status = ImportStatus::Duplicate;
            result.gameId = *same;
            result.newOriginal = true;
            return result;
        }

        auto rules = ruleset(facts.ruleset, facts.rulesetOptions);
        if (!rules)
            return rules.error();
        for (const QVariant &v : { QVariant(facts.fingerprint), detail::text(facts.sourceId),
                     detail::text(facts.format), detail::text(facts.source),
                     detail::text(facts.lobby), detail::text(facts.title),
                     detail::text(facts.playedAt), QVariant(now), QVariant(facts.playerCount),
                     detail::text(facts.ruleset), QVariant(*rules), QVariant(facts.kyokuCount),
                     QVariant(facts.hasFinal ? 1 : 0), QVariant(facts.replayOk ? 1 : 0),
                     detail::text(facts.replayError) })
            insertGame.addBindValue(v);
        if (!insertGame.exec())
            return sqlError(tr("Cannot store the game"), insertGame);
        const qint64 gameId = insertGame.lastInsertId().toLongLong();
        if (auto error = addOriginal(gameId, fileName, facts.format, sha, data, now))
            return *error;

        for (int seat = 0; seat < facts.playerCount; ++seat) {
            const SeatFacts &s = facts.seats[std::size_t(seat)];
            auto pid = player(s.name);
            if (!pid)
                return pid.error();
            for (const QVariant &v : { QVariant(gameId), QVariant(seat), QVariant(*pid),
                         detail::text(s.rank), QVariant(s.rating), optionalValue(s.finalScore),
                         optionalValue(s.finalPoints), optionalValue(s.placement),
                         QVariant(s.kyokuPlayed), QVariant(s.wins), QVariant(s.tsumoWins),
                         QVariant(s.winPoints), QVariant(s.dealIns), QVariant(s.dealInPoints),
                         QVariant(s.riichi), QVariant(s.calledHands) })
                insertGamePlayer.addBindValue(v);
            if (!insertGamePlayer.exec())
                return sqlError(tr("Cannot store the players of the game"), insertGamePlayer);
        }
        for (const WinFacts &w : facts.wins) {
            for (const QVariant &v : { QVariant(gameId), QVariant(w.kyoku), QVariant(w.index),
                         QVariant(w.winner), QVariant(w.from), QVariant(w.han), QVariant(w.fu),
                         QVariant(w.yakuman), QVariant(w.points) })
                insertWin.addBindValue(v);
            if (!insertWin.exec())
                return sqlError(tr("Cannot store the wins of the game"), insertWin);
            const qint64 winId = insertWin.lastInsertId().toLongLong();
            for (const auto &[key, han] : w.yaku) {
                insertYaku.addBindValue(winId);
                insertYaku.addBindValue(detail::text(key));
                insertYaku.addBindValue(han);
                if (!insertYaku.exec())
                    return sqlError(tr("Cannot store the yaku of the game"), insertYaku);
            }
        }
        if (auto error = transaction.commit())
            return *error;
        result.gameId = gameId;
        return result;
    }
};

Result<StoreResult> storeGame(const Database &db, const GameFacts &facts,
        const QByteArray &original, const QString &fileName)
{
    detail::GameWriter writer(db);
    return writer.store(facts, original, fileName, originalHash(original));
}

Importer::Importer(const Database &db, QObject *parent)
    : QObject(parent), m_db(db), m_writer(std::make_unique<detail::GameWriter>(db))
{ }

Importer::~Importer() = default;

ImportItem Importer::store(
        const QByteArray &data, const QString &fileName, const QString &reportPath)
{
    ImportItem item;
    item.path = reportPath;
    if (auto error = m_writer->prepare()) {
        item.message = QString::fromStdString(error->message);
        return item;
    }
    // Bytes already stored: a duplicate without reading the file.
    const QString sha = originalHash(data);
    auto existing = m_writer->gameWithOriginal(sha);
    if (!existing) {
        item.message = QString::fromStdString(existing.error().message);
        return item;
    }
    if (*existing != 0) {
        item.status = ImportStatus::Duplicate;
        item.gameId = *existing;
        return item;
    }

    auto record = formats::readRecord(data, fileName);
    if (!record) {
        item.message = QString::fromStdString(record.error().message);
        return item;
    }
    if (record->kyoku.empty()) {
        item.message = tr("%1: the record holds no hand").arg(fileName);
        return item;
    }
    const GameFacts facts = gameFacts(*record, m_replay);
    auto stored = m_writer->store(facts, data, fileName, sha);
    if (!stored) {
        item.message = QString::fromStdString(stored.error().message);
        return item;
    }
    item.status = stored->status;
    item.gameId = stored->gameId;
    item.newOriginal = stored->newOriginal;
    if (!facts.replayOk)
        item.message = tr("stored, but the replay stops: %1").arg(facts.replayError);
    return item;
}

ImportItem Importer::importData(const QByteArray &data, const QString &fileName)
{
    return store(data, QFileInfo(fileName).fileName(), fileName);
}

ImportItem Importer::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportItem item;
        item.path = path;
        item.message = tr("%1: cannot read the file: %2").arg(path, file.errorString());
        return item;
    }
    // At most the record cap is read: a larger file is refused before it is loaded.
    const QString name = QFileInfo(path).fileName();
    const Result<QByteArray> data = formats::readAllCapped(file);
    file.close();
    if (!data) {
        ImportItem item;
        item.path = path;
        item.message = name + u": "_s + QString::fromStdString(data.error().message);
        return item;
    }
    return store(*data, name, path);
}

ImportReport Importer::importPaths(const QStringList &paths)
{
    ImportReport report;
    const QStringList files = collectRecordFiles(paths);
    const int total = int(files.size());
    for (int i = 0; i < total; ++i) {
        if (m_cancel.load()) {
            report.cancelled = true;
            report.notImported = total - i;
            break;
        }
        const QString &path = files[i];
        const ImportItem item = importFile(path);
        switch (item.status) {
        case ImportStatus::Imported: ++report.imported; break;
        case ImportStatus::Duplicate: ++report.duplicates; break;
        case ImportStatus::Failed: ++report.failed; break;
        }
        report.items << item;
        Q_EMIT itemImported(item);
        Q_EMIT progress(i + 1, total, path);
    }
    return report;
}

} // namespace haifu::storage
