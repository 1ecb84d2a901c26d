#include "storage/tablelinks.h"
#include "common/qtstrings.h"

#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace haifu::storage {

using detail::prepareAndExec;

namespace {

QString hashOf(const QString &token)
{
    return QString::fromLatin1(
            QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString roleName(TableRole role)
{
    return role == TableRole::Score ? u"score"_s : u"watch"_s;
}

// 24 random bytes from the system's generator, base64url: 32 characters, 192 bits.
QString newToken()
{
    QByteArray bytes(24, '\0');
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), 6);
    return QString::fromLatin1(
            bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

Result<TableLink> issueTableLink(
        const Database &db, qint64 gameId, TableRole role, const QString &label)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT 1 FROM club_games WHERE id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot read club game %1").arg(gameId), q);
    if (!q.next())
        return makeError(Tr::tr("No club game %1").arg(gameId));
    q.finish();
    if (!prepareAndExec(q, u"UPDATE table_links SET revoked = 1 WHERE game_id = ? AND role = ?"_s,
                { gameId, roleName(role) }))
        return sqlError(Tr::tr("Cannot revoke the earlier links of club game %1").arg(gameId), q);
    TableLink link{ newToken(), gameId, role, label };
    if (!prepareAndExec(q,
                u"INSERT INTO table_links (token_hash, game_id, role, label, created_at) VALUES "
                "(?, ?, ?, ?, ?)"_s,
                { hashOf(link.token), gameId, roleName(role), detail::text(label),
                        detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot store the link of club game %1").arg(gameId), q);
    if (auto error = transaction.commit())
        return *error;
    return link;
}

std::optional<Error> revokeTableLinks(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"UPDATE table_links SET revoked = 1 WHERE game_id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot revoke the links of club game %1").arg(gameId), q);
    return std::nullopt;
}

Result<TableLink> tableLinkOf(const Database &db, const QString &token)
{
    static const QRegularExpression shape(u"^[A-Za-z0-9_-]{32}$"_s);
    const QString refused = Tr::tr("This link is not valid (revoked, or never issued)");
    if (!shape.match(token).hasMatch())
        return makeError(refused);
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT l.game_id, l.role, l.label FROM table_links l JOIN club_games g ON g.id "
                "= l.game_id WHERE l.token_hash = ? AND l.revoked = 0"_s,
                { hashOf(token) }))
        return sqlError(Tr::tr("Cannot read the table links"), q);
    if (!q.next())
        return makeError(refused);
    return TableLink{ token, q.value(0).toLongLong(),
        q.value(1).toString() == u"score"_s ? TableRole::Score : TableRole::Watch,
        q.value(2).toString() };
}

Result<StoredHand> appendHandOnce(const Database &db, const TableLink &link, const QString &key,
        const club::HandEntry &entry, const ClubExpectation &expect)
{
    static const QRegularExpression keyShape(u"^[A-Za-z0-9_-]{1,64}$"_s);
    if (!keyShape.match(key).hasMatch())
        return makeError(Tr::tr("The hand's request key is missing or not 1 to 64 letters, "
                                "digits, '-' or '_'"));
    if (link.role != TableRole::Score)
        return makeError(Tr::tr("This link can watch the table, not score it"));
    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    const QString hash = hashOf(link.token);
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT hand FROM table_requests WHERE token_hash = ? AND request_key = ?"_s,
                { hash, key }))
        return sqlError(Tr::tr("Cannot read the table's requests"), q);
    if (q.next())
        return StoredHand{ q.value(0).toInt(), true };
    q.finish();
    const QString actor = db.actor();
    db.setActor(link.label.isEmpty() ? u"phone link"_s : link.label + u" (phone link)"_s);
    auto index = appendClubHand(db, link.gameId, entry, expect);
    db.setActor(actor);
    if (!index)
        return index.error();
    if (!prepareAndExec(q,
                u"INSERT INTO table_requests (token_hash, request_key, game_id, hand, "
                "created_at) VALUES (?, ?, ?, ?, ?)"_s,
                { hash, key, link.gameId, *index, detail::nowUtc() }))
        return sqlError(Tr::tr("Cannot keep the hand's request key"), q);
    if (auto error = transaction.commit())
        return *error;
    return StoredHand{ *index, false };
}

} // namespace haifu::storage
