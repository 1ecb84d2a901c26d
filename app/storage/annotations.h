#pragma once

#include "rules/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Annotations: notes on a position of a stored game, addressed by game, kyoku (index into the
// record's kyoku), step (as in game::Replay: 0 = after the deal, k = after event k-1) and seat
// (-1 for the table as a whole). A note on a node of the study tree (schema 8) also names its
// variation (its id, game::Variation::id; 0 is the recorded line) and counts the step within
// that variation's line of play (game::StudyTree::line: the deal, the recorded events up to the
// branch, the variation's own). Each carries free text, a mark (! ? !! ?? !? ?!), a suggested
// alternative discard (a tile such as "5m" or "0p") and a bookmark flag. Every edit is its own
// committed write transaction, so nothing typed is lost when the app crashes, and edits merge
// field by field inside the transaction, so two app instances never overwrite each other's
// fields by accident.
namespace haifu::storage {

class Database;

struct AnnotationKey
{
    qint64 gameId = 0;
    int kyoku = 0;
    int step = 0;
    int seat = -1;
    int variation = 0; // 0: the recorded line
};

struct Annotation
{
    qint64 id = 0;
    AnnotationKey key;
    QString text;
    QString mark;
    QString alternative;
    bool bookmark = false;
    QString createdAt;
    QString updatedAt;
};

// The fields an edit changes; unset fields keep their stored value.
struct AnnotationEdit
{
    std::optional<QString> text;
    std::optional<QString> mark;
    std::optional<QString> alternative;
    std::optional<bool> bookmark;
};

// The marks an annotation may carry ("" for none).
[[nodiscard]] const QStringList &annotationMarks();

// Creates or edits the annotation at `key`. Errors name what is wrong: no such game, a mark
// that is not one of annotationMarks(), an alternative that is not a tile.
[[nodiscard]] Result<Annotation> editAnnotation(
        const Database &db, const AnnotationKey &key, const AnnotationEdit &edit);
[[nodiscard]] std::optional<Error> removeAnnotation(const Database &db, const AnnotationKey &key);
[[nodiscard]] Result<std::optional<Annotation>> annotation(
        const Database &db, const AnnotationKey &key);
// Every annotation of a game, by kyoku, variation, step and seat.
[[nodiscard]] Result<QList<Annotation>> gameAnnotations(const Database &db, qint64 gameId);

struct AnnotationHit
{
    Annotation annotation;
    QString snippet; // the text around the first match, matches in [brackets]
};

// Full-text search of annotation text: every word must occur (any part of a word of three or
// more characters; shorter words as substrings). Newest edits first.
[[nodiscard]] Result<QList<AnnotationHit>> searchAnnotations(
        const Database &db, const QString &text, int limit = 100);

} // namespace haifu::storage
