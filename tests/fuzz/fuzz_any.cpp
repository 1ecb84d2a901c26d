// libFuzzer target: haifu::formats::readRecord on arbitrary bytes (see run.sh).
#include "fuzzcommon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu::formats;
    fuzz::exercise(readRecord(fuzz::bytes(data, size), QStringLiteral("fuzz")));
    return 0;
}
