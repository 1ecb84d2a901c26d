#pragma once

#include "viewer/kyokuresult.h"

#include "game/record.h"
#include "game/replay.h"
#include "game/verify.h"
#include "rules/score.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <vector>

namespace haifu::app {

// The result panel's views of a hand's end: each win scored by the engine (yaku, fu, value and
// payments, next to what the record says) or the draw (tenpai and payments), with the
// verifier's mismatches.
class ResultBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ResultBuilder)

public:
    struct Win
    {
        int result = 0; // index into Kyoku::wins
        haifu::game::TableState before; // the table just before the Win event
    };

    // `winChecks`: the verifier's payments of every win; `playerName`: a seat's name.
    ResultBuilder(const haifu::game::Record &record,
            const std::vector<haifu::game::WinCheck> &winChecks,
            std::function<QString(int)> playerName);

    // The views of the kyoku of `now` (a table at its end): the wins applied so far (`wins` are
    // every win of the kyoku), or the draw. `mismatches`: the verifier's, for this kyoku.
    [[nodiscard]] QList<ResultView> views(const haifu::game::TableState &now,
            const std::vector<Win> &wins,
            const std::vector<haifu::game::Mismatch> &mismatches) const;
    [[nodiscard]] ResultView winView(
            int kyoku, const Win &win, const std::vector<haifu::game::Mismatch> &mismatches) const;
    [[nodiscard]] ResultView drawView(const haifu::game::TableState &now,
            const std::vector<haifu::game::Mismatch> &mismatches) const;

private:
    // The yaku and fu lines and the value, from the engine's score.
    void addScore(ResultView &v, const haifu::game::WinResult &w,
            const haifu::rules::HandValue &value, bool dealer, bool tsumo) const;
    void addPayments(ResultView &v, int kyoku, const Win &win, int players) const;
    [[nodiscard]] static QString mismatchLine(const haifu::game::Mismatch &m);

    const haifu::game::Record &m_record;
    const std::vector<haifu::game::WinCheck> &m_winChecks;
    std::function<QString(int)> m_playerName;
};

} // namespace haifu::app
