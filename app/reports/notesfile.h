#pragma once

#include "rules/result.h"

#include <QByteArray>
#include <QString>

// The Haifu game file (.haifu): one game with its notes, for sharing. A JSON object:
//
//   { "format": "haifu-notes", "version": 2,
//     "game": { "fingerprint": "…", "log_id": "…", "title": "…", "played_at": "…",
//               "players": ["…", …] },
//     "record": { …the game as tenhou.net/6 JSON… },
//     "variations": [ { "id": 1, "kyoku": 0, "parent": 0, "branch": 5, "rank": 1,
//                       "name": "…", "moves": "2d1z 3d5p" }, … ],
//     "annotations": [ { "kyoku": 0, "step": 12, "seat": 1, "variation": 0, "text": "…",
//                        "mark": "?", "alternative": "5m", "bookmark": false,
//                        "updated_at": "…" }, … ] }
//
// kyoku, step, seat and variation address a position as in storage/annotations.h (step k = after
// event k-1 of the kyoku or of the variation's line; seat -1 = the table; variation 0 = the
// recorded line). Version 1 files (no variations, no "variation" in a note) are read as before;
// a file's variations join the game's tree when it is read (checked against the record). Any
// tenhou.net/6 reader opens the record; Haifu reads both back (readNotesFile). README "File
// formats" documents it for other tools.
namespace haifu::storage {
class Database;
}

namespace haifu::reports {

// The game `gameId` of the library with all its notes.
[[nodiscard]] Result<QByteArray> writeNotesFile(const storage::Database &db, qint64 gameId);

struct NotesImport
{
    qint64 gameId = 0;
    bool newGame = false; // the game was not in the library before
    int added = 0; // notes added at steps that had none
    int merged = 0; // notes joined to a note already at that step
    int unchanged = 0; // notes the library had already
};

// Adds the game of a .haifu file to the library (or finds it there) and merges its notes: a step
// without a note takes the file's; at a step with one, a different text is added below the
// existing text, and the file's mark, alternative and bookmark fill only what is empty. Nothing
// in the library is overwritten. All or nothing: one transaction, so a note that cannot be stored
// leaves neither the game nor any other note of the file. `fileName` names the file in messages.
[[nodiscard]] Result<NotesImport> readNotesFile(
        const storage::Database &db, const QByteArray &data, const QString &fileName);

} // namespace haifu::reports
