#include "reports/notesfile.h"
#include "common/errortext.h"
#include "common/qtstrings.h"

#include "reports/gamedata.h"
#include "rules/byseat.h"

#include "formats/notesfileformat.h"
#include "formats/recordio.h"
#include "formats/studytreejson.h"
#include "storage/annotations.h"
#include "storage/database.h"
#include "storage/gamefacts.h"
#include "storage/games.h"
#include "storage/importer.h"
#include "storage/variations.h"

#include <map>

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

const QString kFormat = u"haifu-notes"_s;
constexpr int kVersion = formats::kNotesFileVersion;

Error fail(const QString &message)
{
    return Error{ message.toStdString() };
}

// The file's variations into the game's tree: into an empty tree as they are (ids and ranks
// kept), else each one the tree does not hold yet (same hand, parent, branch and moves) added
// after the tree's own. Every line is checked against the record. Returns the file's variation
// ids mapped to the library's.
Result<std::map<int, int>> mergeVariations(const storage::Database &db, qint64 gameId,
        const std::vector<game::Variation> &variations, const QString &name)
{
    std::map<int, int> ids;
    if (variations.empty())
        return ids;
    auto record = storage::loadRecord(db, gameId);
    if (!record)
        return record.error();
    auto tree = storage::loadVariations(db, gameId);
    if (!tree)
        return tree.error();
    const bool empty = tree->empty();
    // Parents first: a variation is added once the one it leaves is in.
    std::vector<const game::Variation *> pending;
    for (const game::Variation &v : variations)
        pending.push_back(&v);
    while (!pending.empty()) {
        const auto ready =
                std::find_if(pending.begin(), pending.end(), [&ids](const game::Variation *v) {
                    return v->parent == 0 || ids.count(v->parent);
                });
        if (ready == pending.end())
            //: %1 file
            return fail(
                    Tr::tr("%1: a variation leaves a variation the file does not hold").arg(name));
        const game::Variation &v = **ready;
        pending.erase(ready);
        const int parent = v.parent == 0 ? 0 : ids.at(v.parent);
        const auto same = std::find_if(tree->variations().begin(), tree->variations().end(),
                [&](const game::Variation &t) {
                    return t.kyoku == v.kyoku && t.parent == parent && t.branch == v.branch
                            && game::actionsText(t.moves) == game::actionsText(v.moves);
                });
        if (same != tree->variations().end()) {
            ids[v.id] = same->id;
            continue;
        }
        auto added = tree->add(*record, v.kyoku, parent, v.branch, v.moves, v.name);
        if (!added)
            //: %1 file, %2 the variation's id, %3 why its line is refused
            return fail(Tr::tr("%1, variation %2: %3")
                                .arg(name)
                                .arg(v.id)
                                .arg(haifu::errorText(added.error())));
        ids[v.id] = *added;
    }
    if (empty) {
        // Checked line by line above; kept as written.
        tree->assign(variations);
        for (auto &[from, to] : ids)
            to = from;
    }
    if (auto error = storage::saveVariations(db, gameId, *tree))
        return *error;
    return ids;
}

} // namespace

Result<QByteArray> writeNotesFile(const storage::Database &db, qint64 gameId)
{
    auto data = loadGameData(db, gameId);
    if (!data)
        return data.error();
    const game::Record *record = &data->record;
    const storage::GameSummary *summary = &data->summary;
    const QList<storage::Annotation> *notes = &data->notes;
    auto json = formats::writeTenhouJson(*record);
    if (!json)
        return json.error();
    QJsonParseError parseError;
    const QJsonDocument recordDoc = QJsonDocument::fromJson(*json, &parseError);
    if (!recordDoc.isObject())
        return fail(Tr::tr("The tenhou.net/6 JSON of game %1 does not read back: %2")
                            .arg(gameId)
                            .arg(parseError.errorString()));

    QJsonArray players;
    for (int seat = 0; seat < record->playerCount; ++seat)
        players.append(QString::fromStdString(bySeat(record->players, seat).name));
    const QJsonObject game{
        { u"fingerprint"_s, storage::gameFingerprint(*record) },
        { u"log_id"_s, summary->sourceId },
        { u"title"_s, summary->lobby.isEmpty() ? summary->title : summary->lobby },
        { u"played_at"_s, summary->playedAt },
        { u"players"_s, players },
    };
    QJsonArray annotations;
    for (const storage::Annotation &a : *notes) {
        annotations.append(QJsonObject{
                { u"kyoku"_s, a.key.kyoku },
                { u"step"_s, a.key.step },
                { u"seat"_s, a.key.seat },
                { u"variation"_s, a.key.variation },
                { u"text"_s, a.text },
                { u"mark"_s, a.mark },
                { u"alternative"_s, a.alternative },
                { u"bookmark"_s, a.bookmark },
                { u"updated_at"_s, a.updatedAt },
        });
    }
    QJsonArray variations;
    for (const int id : data->tree.ordered())
        variations.append(formats::variationToJson(*data->tree.find(id)));
    const QJsonObject root{
        { u"format"_s, kFormat },
        { u"version"_s, kVersion },
        { u"game"_s, game },
        { u"record"_s, recordDoc.object() },
        { u"variations"_s, variations },
        { u"annotations"_s, annotations },
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<NotesImport> readNotesFile(
        const storage::Database &db, const QByteArray &data, const QString &fileName)
{
    const QString name = QFileInfo(fileName).fileName();
    // The file checked as a whole (size, format, version, every note's position) before the
    // library is touched: formats::parseNotesFile, QtCore only, is what tests/fuzz/fuzz_notes runs.
    auto file = formats::parseNotesFile(data, name);
    if (!file)
        return file.error();
    const QByteArray &recordJson = file->recordJson;
    // The game and all its notes in one transaction: a note that cannot be stored leaves the
    // library as it was (no game, no earlier notes of the file).
    storage::Transaction transaction(db);
    if (transaction.beginError())
        return *transaction.beginError();
    storage::Importer importer(db);
    const storage::ImportItem item =
            importer.importData(recordJson, QFileInfo(fileName).completeBaseName() + u".json"_s);
    if (item.status == storage::ImportStatus::Failed || item.gameId <= 0)
        return fail(Tr::tr("The game in %1 cannot be added to the library: %2")
                            .arg(name, item.message));

    auto variationIds = mergeVariations(db, item.gameId, file->variations, name);
    if (!variationIds)
        return variationIds.error();
    NotesImport result;
    result.gameId = item.gameId;
    result.newGame = item.status == storage::ImportStatus::Imported;
    for (std::size_t i = 0; i < file->notes.size(); ++i) {
        const formats::NotesFileNote &note = file->notes[i];
        storage::AnnotationKey key;
        key.gameId = item.gameId;
        key.kyoku = note.kyoku;
        key.step = note.step;
        key.seat = note.seat;
        key.variation = note.variation == 0 ? 0 : variationIds->at(note.variation);
        const QString &text = note.text;
        const QString &mark = note.mark;
        const QString &alternative = note.alternative;
        const bool bookmark = note.bookmark;

        auto existing = storage::annotation(db, key);
        if (!existing)
            return existing.error();
        storage::AnnotationEdit edit;
        if (!*existing) {
            edit.text = text;
            edit.mark = mark;
            edit.alternative = alternative;
            edit.bookmark = bookmark;
            ++result.added;
        } else {
            const storage::Annotation &a = **existing;
            bool changed = false;
            if (!text.trimmed().isEmpty() && !a.text.contains(text.trimmed())) {
                edit.text = a.text.trimmed().isEmpty() ? text : a.text + u"\n\n"_s + text;
                changed = true;
            }
            if (a.mark.isEmpty() && !mark.isEmpty()) {
                edit.mark = mark;
                changed = true;
            }
            if (a.alternative.isEmpty() && !alternative.isEmpty()) {
                edit.alternative = alternative;
                changed = true;
            }
            if (!a.bookmark && bookmark) {
                edit.bookmark = true;
                changed = true;
            }
            if (!changed) {
                ++result.unchanged;
                continue;
            }
            ++result.merged;
        }
        auto saved = storage::editAnnotation(db, key, edit);
        if (!saved) {
            //: %1 file, %2 the note's number in the file, %3 what is wrong
            return fail(Tr::tr("%1, note %2: %3")
                                .arg(name)
                                .arg(i + 1)
                                .arg(haifu::errorText(saved.error())));
        }
    }
    if (auto error = transaction.commit())
        return *error;
    return result;
}

} // namespace haifu::reports
