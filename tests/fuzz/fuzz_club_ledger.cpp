// libFuzzer target: the club ledger reader (formats::readLedger, what `haifu-cli club` and the
// Club page read) on arbitrary bytes, then the ledger written back and read again, replayed by
// the club engine and scored (see run.sh).
#include "formats/clubledger.h"
#include "fuzzcommon.h"

#include "club/finalscore.h"
#include "club/ledger.h"
#include "club/standings.h"

#include <QJsonDocument>

#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu;
    const Result<formats::Ledger> ledger =
            formats::readLedger(formats::fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    if (!ledger)
        return 0;
    // What the ledger writer writes reads back as the same ledger (written again, the same JSON).
    const QJsonObject written = formats::ledgerToJson(*ledger);
    const Result<formats::Ledger> back = formats::ledgerFromJson(written);
    if (!back) {
        std::fprintf(
                stderr, "the written ledger does not read: %s\n", back.error().message.c_str());
        __builtin_trap();
    }
    if (formats::ledgerToJson(*back) != written) {
        std::fprintf(stderr, "the written ledger reads back as another ledger:\n%s\n%s\n",
                QJsonDocument(written).toJson().constData(),
                QJsonDocument(formats::ledgerToJson(*back)).toJson().constData());
        __builtin_trap();
    }
    const Result<club::GameState> state = club::scoreGame(ledger->game);
    if (!state)
        return 0;
    const club::FinalScore final = club::finalScore(*state, ledger->game.rules);
    (void)club::gameResult(ledger->game, *state, final, { 1, 2, 3, 4 });
    return 0;
}
