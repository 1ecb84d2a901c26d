#pragma once

#include "game/studytree.h"
#include "rules/result.h"

#include <QByteArray>
#include <QString>

#include <vector>

// The Haifu game file (.haifu, README "File formats") as data: what reports::readNotesFile
// takes from the file before it touches the library, parsed and checked here (QtCore only, so
// that the fuzz target tests/fuzz/fuzz_notes runs exactly this code).
namespace haifu::formats {

// Version 2 adds the study tree ("variations") and notes on its nodes ("variation" in a note);
// version 1 files are read as before.
inline constexpr int kNotesFileVersion = 2;
// Notes one file may carry (a game has a few thousand positions; past this it is refused).
inline constexpr int kMaxNotesPerFile = 100'000;

struct NotesFileNote
{
    int kyoku = 0; // index of the hand in the record
    int step = 0; // 0 = after the deal, k = after event k-1 of the hand
    int seat = -1; // -1 = the table
    int variation = 0; // 0 = the recorded line, else the id of one of the file's variations
    QString text;
    QString mark;
    QString alternative;
    bool bookmark = false;
};

struct NotesFile
{
    QByteArray recordJson; // the "record" object (tenhou.net/6 JSON), compact
    std::vector<NotesFileNote> notes;
    // The file's variations as written (ids, ranks, moves parsed), checked only for shape here:
    // the lines are checked against the record when they are imported.
    std::vector<game::Variation> variations;
};

// Parses a .haifu file: the size (at most kMaxRecordBytes), the format and version, the record
// and each note, whose kyoku, step and seat must be whole numbers in range (kyoku below
// detail::kMaxKyoku, step up to detail::kMaxEventsPerKyoku, seat -1 to 3). `name` names the
// file in the errors, which are in the reader's language. Version 2: every variation has an id
// (unique), a kyoku, a parent (0 or another variation of the file), a branch, a rank, a name and
// its moves in the move notation (at most storage::kMaxVariationsPerGame variations of
// kMaxMovesPerVariation moves); a note's "variation" names one of them.
[[nodiscard]] Result<NotesFile> parseNotesFile(const QByteArray &data, const QString &name);

} // namespace haifu::formats
