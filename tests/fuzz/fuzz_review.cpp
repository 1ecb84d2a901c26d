// libFuzzer target: an engine review report read and placed on its game
// (haifu::engine::readReviewedGame: formats/reviewreport.h, mjai/reportreview.h) on arbitrary
// bytes (see run.sh). A report that reads must place every decision on a step of its game.
#include "fuzzcommon.h"
#include "mjai/reportreview.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu;
    const auto game =
            engine::readReviewedGame(formats::fuzz::bytes(data, size), QStringLiteral("fuzz"));
    if (!game)
        return 0;
    for (const engine::Decision &d : game->review.decisions) {
        if (d.kyoku < 0 || d.kyoku >= int(game->record.kyoku.size()) || d.step < 0
                || d.step > int(game->record.kyoku[std::size_t(d.kyoku)].events.size())
                || d.playedOption >= int(d.options.size()))
            __builtin_trap();
        (void)d.severity();
        (void)d.qLoss();
    }
    (void)game->review.rating();
    (void)engine::reviewFromStored(engine::storedReview(game->review));
    return 0;
}
