#pragma once

#include "viewer/resultbuilder.h"

#include "game/record.h"
#include "game/replay.h"
#include "game/verify.h"

#include <memory>
#include <optional>
#include <vector>

namespace haifu::app {

// The line of play the viewer walks and where it stands on it: the replay of a record at a
// position (hand, step), and for each hand where the decisions, the wins and the verifier's
// differences are. Every move says whether the position changed. GameSession shows what is at
// the position; this class only knows where it is, so that other lines (variations from a step)
// can come in behind the same moves.
class GameLine
{
public:
    // A step where a seat holds 14 tiles and acts (discard, kan, tsumo…).
    struct Decision
    {
        int step = 0;
        int seat = 0;
        bool inefficient = false; // the discard made loses shanten or tiles
    };
    struct Hand
    {
        std::vector<Decision> decisions;
        std::vector<ResultBuilder::Win> wins;
        std::vector<haifu::game::Mismatch> mismatches;
    };

    // Replays `record` (which must outlive the line), indexes its hands and verifies it; the
    // position is the deal of the first hand.
    void open(const haifu::game::Record &record);
    void close();
    [[nodiscard]] bool isOpen() const { return m_replay != nullptr; }

    [[nodiscard]] const haifu::game::Replay *replay() const { return m_replay.get(); }
    [[nodiscard]] const haifu::game::TableState &state() const { return m_replay->state(); }
    [[nodiscard]] std::optional<haifu::Error> firstError() const;

    [[nodiscard]] int kyokuCount() const;
    [[nodiscard]] int totalSteps() const;
    [[nodiscard]] int currentKyoku() const;
    [[nodiscard]] int currentStep() const;
    [[nodiscard]] int stepCount() const; // of the current hand
    [[nodiscard]] int globalStep() const;
    [[nodiscard]] bool atStart() const;
    [[nodiscard]] bool atEnd() const;

    [[nodiscard]] const Hand &hand(int kyoku) const;
    [[nodiscard]] const std::vector<haifu::game::WinCheck> &winChecks() const
    {
        return m_winChecks;
    }
    // How many decisions of `seat` there are (only the inefficient ones when asked).
    [[nodiscard]] int decisionCount(int seat, bool inefficientOnly) const;

    bool seek(int kyoku, int step); // clamped to the steps the hand reaches
    bool seekGlobal(int globalStep);
    bool next(); // into the next hand after the last step
    bool previous();
    // The next (previous) decision of `seat` after (before) the position.
    bool nextDecision(int seat, bool inefficientOnly);
    bool previousDecision(int seat, bool inefficientOnly);

private:
    void index(const haifu::game::Record &record);

    std::unique_ptr<haifu::game::Replay> m_replay;
    std::vector<Hand> m_hands;
    std::vector<haifu::game::WinCheck> m_winChecks;
};

} // namespace haifu::app
