#pragma once

#include "game/record.h"
#include "rules/result.h"

#include <QString>

// The record editor's save: an edited or newly written record stored as a NEW game of the
// library (written as Tenhou mjlog XML and stored like an imported file, in one transaction),
// so the game it was made from is kept untouched.
namespace haifu::storage {

class Database;

// The new game's id. Refused when the library holds this very file already (the same edit
// saved twice) or when the record cannot be written or read back.
[[nodiscard]] Result<qint64> saveAsNewGame(
        const Database &db, const game::Record &record, const QString &name);

} // namespace haifu::storage
