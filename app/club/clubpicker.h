#pragma once

#include "club/ledger.h"
#include "rules/ruleset.h"
#include "rules/score.h"
#include "shared/linelistmodel.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace haifu::app {

// The Club page's tile picker scoring (out of ClubController): a hand entered tile by
// tile is scored with the rules engine for the hand being entered (or corrected), and its yaku
// and fu lines are kept for the picker to show.
class ClubPicker
{
    // Its texts are the Club page's (translated under ClubController, where they were written).
    Q_DECLARE_TR_FUNCTIONS(ClubController)

public:
    // Scores `input` ({ closed: "123m456p…" (concealed tiles, the winning tile included), melds:
    // ["pon:555z", …], winTile: "3s", seat (the winner), tsumo, riichi, doubleRiichi, ippatsu,
    // haitei, houtei, rinshan, chankan, dora: "1m" (indicators), ura, hand (the ledger index
    // being corrected, -1 for the next hand) }) under `rules` in the game `state`. Returns { ok,
    // error, status ("win", "not_winning", "no_yaku"), han, fu, yakuman, valueText, points } and
    // fills yaku() and fu().
    QVariantMap score(const QVariantMap &input, const haifu::rules::Ruleset &rules,
            const haifu::club::GameState &state);
    // Forgets the last scoring (no lines).
    void clear();

    [[nodiscard]] LineListModel *yaku() { return &m_yaku; }
    [[nodiscard]] LineListModel *fu() { return &m_fu; }

private:
    void setLines(const haifu::rules::HandValue &value);

    LineListModel m_yaku;
    LineListModel m_fu;
};

} // namespace haifu::app
