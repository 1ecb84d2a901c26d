#include "storage/variations.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/database.h"
#include "storage/sqlutil.h"

using namespace Qt::StringLiterals;

namespace haifu::storage {

using detail::prepareAndExec;

Result<game::StudyTree> loadVariations(const Database &db, qint64 gameId)
{
    QSqlQuery q = db.query();
    if (!prepareAndExec(q,
                u"SELECT number, kyoku, parent, branch, rank, name, moves FROM variations "
                "WHERE game_id = ? ORDER BY number"_s,
                { gameId }))
        return sqlError(Tr::tr("Cannot read the variations of game %1").arg(gameId), q);
    std::vector<game::Variation> out;
    while (q.next()) {
        if (static_cast<int>(out.size()) >= kMaxVariationsPerGame)
            return makeError(Tr::tr("Game %1 has more than %2 variations")
                                     .arg(gameId)
                                     .arg(kMaxVariationsPerGame));
        game::Variation v;
        v.id = q.value(0).toInt();
        v.kyoku = q.value(1).toInt();
        v.parent = q.value(2).toInt();
        v.branch = q.value(3).toInt();
        v.rank = q.value(4).toInt();
        v.name = q.value(5).toString().toStdString();
        auto moves = game::parseActions(q.value(6).toString().toStdString());
        if (!moves)
            return makeError(Tr::tr("Variation %1 of game %2: %3")
                                     .arg(v.id)
                                     .arg(gameId)
                                     .arg(haifu::errorText(moves.error())));
        if (static_cast<int>(moves->size()) > kMaxMovesPerVariation)
            return makeError(Tr::tr("Variation %1 of game %2 has more than %3 moves")
                                     .arg(v.id)
                                     .arg(gameId)
                                     .arg(kMaxMovesPerVariation));
        v.moves = std::move(*moves);
        out.push_back(std::move(v));
    }
    game::StudyTree tree;
    tree.assign(std::move(out));
    return tree;
}

std::optional<Error> saveVariations(const Database &db, qint64 gameId, const game::StudyTree &tree,
        const QList<Annotation> &restored)
{
    Transaction t(db);
    if (t.beginError())
        return t.beginError();
    QSqlQuery q = db.query();
    if (!prepareAndExec(q, u"DELETE FROM variations WHERE game_id = ?"_s, { gameId }))
        return sqlError(Tr::tr("Cannot save the variations of game %1").arg(gameId), q);
    for (const game::Variation &v : tree.variations()) {
        if (!prepareAndExec(q,
                    u"INSERT INTO variations (game_id, number, kyoku, parent, branch, rank, name, "
                    "moves) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                    { gameId, v.id, v.kyoku, v.parent, v.branch, v.rank,
                            QString::fromStdString(v.name),
                            QString::fromStdString(game::actionsText(v.moves)) }))
            return sqlError(Tr::tr("Cannot save the variations of game %1").arg(gameId), q);
    }
    if (!prepareAndExec(q,
                u"DELETE FROM annotations WHERE game_id = ? AND variation <> 0 AND variation "
                "NOT IN (SELECT number FROM variations WHERE game_id = ?)"_s,
                { gameId, gameId }))
        return sqlError(Tr::tr("Cannot save the variations of game %1").arg(gameId), q);
    for (const Annotation &a : restored) {
        if (!prepareAndExec(q,
                    u"INSERT INTO annotations (game_id, kyoku, step, seat, variation, body, mark, "
                    "alternative, bookmark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, "
                    "?, ?, ?, ?) ON CONFLICT DO NOTHING"_s,
                    { gameId, a.key.kyoku, a.key.step, a.key.seat, a.key.variation,
                            detail::text(a.text), detail::text(a.mark), detail::text(a.alternative),
                            a.bookmark ? 1 : 0, a.createdAt, a.updatedAt }))
            return sqlError(Tr::tr("Cannot save the variations of game %1").arg(gameId), q);
    }
    return t.commit();
}

} // namespace haifu::storage
