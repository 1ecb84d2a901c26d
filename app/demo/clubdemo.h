#pragma once

#include "rules/result.h"

#include <optional>

namespace haifu::storage {
class Database;
}

// A small demo club for a new library, so that the Club page shows real games on first start:
// six players with EMA numbers, the season "Autumn League 2026" under EMA 2016 rules with two
// club nights, two finished games (one with a corrected hand in its audit trail, a chombo and a
// double ron; one with a referee penalty) and one game in progress. Everything goes through the
// storage API (storage/club.h), so every hand is checked by the club engine like a typed one.
// All in one transaction: on an error nothing of the demo club is left in the library. Does
// nothing when the library already has a club.
[[nodiscard]] std::optional<haifu::Error> seedDemoClub(const haifu::storage::Database &db);
