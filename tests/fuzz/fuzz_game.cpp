// libFuzzer target: a record read (any format) and then used as the app uses it: replayed for
// the viewer (every step, the analysis at a few), verified by the rules engine, its library facts
// computed (app/storage/gamefacts) and its results scored as a club game (see run.sh).
#include "fuzzcommon.h"
#include "storage/gamefacts.h"

#include "club/fromrecord.h"
#include "club/ledger.h"
#include "game/replay.h"
#include "game/verify.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu;
    const Result<game::Record> record =
            formats::readRecord(formats::fuzz::bytes(data, size), QStringLiteral("fuzz"));
    if (!record)
        return 0;
    game::Replay replay(*record);
    const int total = replay.totalSteps();
    for (int step = 0; step < total; ++step) {
        if (replay.next())
            break;
    }
    for (int step : { total - 1, total / 2, 0 }) {
        if (step < 0 || replay.seekGlobal(step))
            continue;
        for (int seat = 0; seat < record->playerCount; ++seat)
            (void)game::analysePlayer(replay.state(), seat);
    }
    (void)replay.previous();
    game::VerifyOptions options;
    options.collectWinChecks = true;
    (void)game::verifyRecord(*record, options);
    (void)game::dealFingerprint(*record);
    (void)storage::gameFacts(*record);
    const Result<club::RecordGame> clubGame = club::clubGameFromRecord(*record);
    if (clubGame)
        (void)club::scoreGame(clubGame->game);
    return 0;
}
