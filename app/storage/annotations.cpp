#include "storage/annotations.h"
#include "common/qtstrings.h"

#include "common/errortext.h"
#include "rules/tile.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace haifu::storage {

namespace {

using detail::prepareAndExec;

const QString kColumns = u"a.id, a.game_id, a.kyoku, a.step, a.seat, a.body, a.mark, "
                         "a.alternative, a.bookmark, a.created_at, a.updated_at, a.variation"_s;

Annotation readAnnotation(const QSqlQuery &q)
{
    Annotation a;
    a.id = q.value(0).toLongLong();
    a.key.gameId = q.value(1).toLongLong();
    a.key.kyoku = q.value(2).toInt();
    a.key.step = q.value(3).toInt();
    a.key.seat = q.value(4).toInt();
    a.text = q.value(5).toString();
    a.mark = q.value(6).toString();
    a.alternative = q.value(7).toString();
    a.bookmark = q.value(8).toBool();
    a.createdAt = q.value(9).toString();
    a.updatedAt = q.value(10).toString();
    a.key.variation = q.value(11).toInt();
    return a;
}

QVariantList keyValues(const AnnotationKey &key)
{
    return { key.gameId, key.kyoku, key.step, key.seat, key.variation };
}

QString describe(const AnnotationKey &key)
{
    if (key.variation != 0) {
        return Tr::tr("game %1, kyoku %2, variation %3, step %4, seat %5")
                .arg(key.gameId)
                .arg(key.kyoku)
                .arg(key.variation)
                .arg(key.step)
                .arg(key.seat);
    }
    return Tr::tr("game %1, kyoku %2, step %3, seat %4")
            .arg(key.gameId)
            .arg(key.kyoku)
            .arg(key.step)
            .arg(key.seat);
}

} // namespace

const QStringList &annotationMarks()
{
    static const QStringList marks = { u"!"_s, u"?"_s, u"!!"_s, u"??"_s, u"!?"_s, u"?!"_s };
    return marks;
}

Result<std::optional<Annotation>> annotation(const Database &db, const AnnotationKey &key)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT "_s + kColumns
                        + u" FROM annotations a WHERE a.game_id = ? AND a.kyoku = ? AND a.step "
                          "= ? AND a.seat = ? AND a.variation = ?"_s,
                keyValues(key)))
        return sqlError(Tr::tr("Cannot read the annotation at %1").arg(describe(key)), q);
    if (!q.next())
        return std::optional<Annotation>();
    return std::optional<Annotation>(readAnnotation(q));
}

Result<Annotation> editAnnotation(
        const Database &db, const AnnotationKey &key, const AnnotationEdit &edit)
{
    if (key.kyoku < 0 || key.step < 0 || key.seat < -1 || key.seat > 3 || key.variation < 0)
        return makeError(Tr::tr("No such position: %1").arg(describe(key)));
    if (edit.mark && !edit.mark->isEmpty() && !annotationMarks().contains(*edit.mark)) {
        return makeError(Tr::tr("'%1' is not an annotation mark (use one of %2)")
                                 .arg(*edit.mark, annotationMarks().join(u' ')));
    }
    QString alternative;
    if (edit.alternative && !edit.alternative->trimmed().isEmpty()) {
        auto tile = rules::parseTile(edit.alternative->trimmed().toStdString());
        if (!tile) {
            return makeError(Tr::tr("'%1' is not a tile for the alternative discard: %2")
                                     .arg(*edit.alternative, haifu::errorText(tile.error())));
        }
        alternative = QString::fromStdString(rules::toString(*tile));
    }

    Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"SELECT kyoku_count FROM games WHERE id = ?"_s, { key.gameId }))
        return sqlError(Tr::tr("Cannot read game %1").arg(key.gameId), q);
    if (!q.next())
        return makeError(Tr::tr("No game %1 in the library").arg(key.gameId));
    if (key.kyoku >= q.value(0).toInt()) {
        return makeError(Tr::tr("Game %1 has %2 kyoku; there is no kyoku %3")
                                 .arg(key.gameId)
                                 .arg(q.value(0).toInt())
                                 .arg(key.kyoku));
    }
    q.finish();
    if (key.variation != 0) {
        if (!prepareAndExec(q,
                    u"SELECT 1 FROM variations WHERE game_id = ? AND number = ? AND kyoku = ?"_s,
                    { key.gameId, key.variation, key.kyoku }))
            return sqlError(Tr::tr("Cannot read game %1").arg(key.gameId), q);
        if (!q.next()) {
            return makeError(Tr::tr("Game %1 has no variation %2 in kyoku %3")
                                     .arg(key.gameId)
                                     .arg(key.variation)
                                     .arg(key.kyoku));
        }
        q.finish();
    }

    auto current = annotation(db, key);
    if (!current)
        return current.error();
    Annotation a = current->value_or(Annotation{});
    a.key = key;
    if (edit.text)
        a.text = *edit.text;
    if (edit.mark)
        a.mark = *edit.mark;
    if (edit.alternative)
        a.alternative = alternative;
    if (edit.bookmark)
        a.bookmark = *edit.bookmark;
    const QString now = detail::nowUtc();
    QVariantList values = keyValues(key);
    values << detail::text(a.text) << detail::text(a.mark) << detail::text(a.alternative)
           << (a.bookmark ? 1 : 0) << now << now;
    if (!prepareAndExec(q,
                u"INSERT INTO annotations (game_id, kyoku, step, seat, variation, body, mark, "
                "alternative, bookmark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?) ON CONFLICT (game_id, kyoku, variation, step, seat) DO UPDATE SET body = "
                "excluded.body, mark "
                "= excluded.mark, alternative = excluded.alternative, bookmark = "
                "excluded.bookmark, updated_at = excluded.updated_at"_s,
                values))
        return sqlError(Tr::tr("Cannot save the annotation at %1").arg(describe(key)), q);
    auto saved = annotation(db, key);
    if (!saved)
        return saved.error();
    if (auto error = transaction.commit())
        return *error;
    return saved->value();
}

std::optional<Error> removeAnnotation(const Database &db, const AnnotationKey &key)
{
    Transaction transaction(db);
    if (transaction.beginError())
        return transaction.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"DELETE FROM annotations WHERE game_id = ? AND kyoku = ? AND step = ? AND seat "
                "= ? AND variation = ?"_s,
                keyValues(key)))
        return sqlError(Tr::tr("Cannot remove the annotation at %1").arg(describe(key)), q);
    if (q.numRowsAffected() == 0)
        return makeError(Tr::tr("No annotation at %1").arg(describe(key)));
    return transaction.commit();
}

Result<QList<Annotation>> gameAnnotations(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT "_s + kColumns
                        + u" FROM annotations a WHERE a.game_id = ? ORDER BY a.kyoku, a.variation, "
                          "a.step, a.seat"_s,
                { gameId }))
        return sqlError(Tr::tr("Cannot read the annotations of game %1").arg(gameId), q);
    QList<Annotation> list;
    while (q.next())
        list << readAnnotation(q);
    return list;
}

Result<QList<AnnotationHit>> searchAnnotations(const Database &db, const QString &text, int limit)
{
    detail::Conditions c;
    if (!detail::annotationTextCondition(db, text, c))
        return QList<AnnotationHit>();
    QSqlQuery q = db.query();
    QVariantList values = c.values;
    values << std::max(1, limit);
    if (!prepareAndExec(q,
                u"SELECT "_s + kColumns + u" FROM annotations a"_s + c.where()
                        + u" ORDER BY a.updated_at DESC, a.id DESC LIMIT ?"_s,
                values))
        return sqlError(Tr::tr("Cannot search the annotations for '%1'").arg(text), q);
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    QList<AnnotationHit> hits;
    while (q.next()) {
        AnnotationHit hit;
        hit.annotation = readAnnotation(q);
        // The snippet: up to 40 characters either side of the first word found.
        const QString &body = hit.annotation.text;
        qsizetype at = -1;
        qsizetype length = 0;
        for (const QString &word : words) {
            at = body.indexOf(word, 0, Qt::CaseInsensitive);
            if (at >= 0) {
                length = word.size();
                break;
            }
        }
        if (at < 0) {
            hit.snippet = body.left(80);
        } else {
            const qsizetype start = std::max<qsizetype>(0, at - 40);
            hit.snippet = (start > 0 ? u"…"_s : QString()) + body.mid(start, at - start) + u"["_s
                    + body.mid(at, length) + u"]"_s + body.mid(at + length, 40)
                    + (at + length + 40 < body.size() ? u"…"_s : QString());
        }
        hits << hit;
    }
    return hits;
}

} // namespace haifu::storage
