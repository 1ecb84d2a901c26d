#pragma once

#include "rules/byseat.h"
#include "viewer/annotationmodel.h"
#include "viewer/seatstate.h"

#include "game/record.h"
#include "game/replay.h"
#include "insight/danger.h"

#include <QList>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <utility>

namespace haifu::app {

// The seats of the study table at one step as they are drawn: each seat's facts (name, score,
// wind, riichi, shanten, furiten…) and its tiles (hand with the drawn tile apart, river in rows
// with the marks of the notes, melds, norths, waits with the copies unseen).
class SeatLayout
{
public:
    // How the table is looked at.
    struct View
    {
        int viewpoint = 0; // the seat at the bottom; the others' hands may be hidden
        bool showAllHands = true;
        std::array<int, 4> positions{}; // where each seat is drawn (0 bottom … 3 left)
        std::array<QString, 4> names;
        int actingSeat = -1; // the seat at the decision on screen
        std::optional<haifu::rules::Tile> played; // the tile it discards next
        bool playedTsumogiri = false;
        // The danger of the acting seat's tiles (null: not shown).
        const haifu::insight::HandDanger *danger = nullptr;
    };
    using Seat = SeatView;

    // `s` is the table of `record` at a step; `notes` the notes of the game (their marks are
    // drawn on the discards they judge).
    SeatLayout(const haifu::game::Record &record, const haifu::game::TableState &s,
            const QList<AnnotationRow> &notes);

    // Seat `i` (0 .. playerCount-1).
    [[nodiscard]] Seat seat(int i, const View &view) const;
    // The seats that won so far, and how many wins are applied (at the end of a hand).
    [[nodiscard]] bool winner(int seat) const { return haifu::bySeat(m_winner, seat); }
    [[nodiscard]] int winsApplied() const { return m_winsApplied; }
    // The event after the step on screen, null at the end of the kyoku.
    [[nodiscard]] const haifu::game::Event *nextEvent() const { return m_nextEvent; }

private:
    [[nodiscard]] SeatInfo info(int i, const View &view) const;
    [[nodiscard]] QList<TileItem> hand(int i, bool hidden, const View &view) const;
    [[nodiscard]] QList<TileItem> river(int i) const;
    [[nodiscard]] QList<TileItem> waits(int i, int &remaining) const;

    const haifu::game::Record &m_record;
    const haifu::game::TableState &m_state;
    std::array<bool, 4> m_winner{};
    int m_winsApplied = 0;
    int m_lastDiscardSeat = -1;
    const haifu::game::Event *m_nextEvent = nullptr;
    std::map<std::pair<int, int>, QString> m_riverMarks; // (seat, river index) -> mark
};

} // namespace haifu::app
