// libFuzzer target: haifu::formats::readMjai on arbitrary bytes (see run.sh).
#include "fuzzcommon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu::formats;
    fuzz::exercise(readMjai(fuzz::bytes(data, size), QStringLiteral("fuzz")));
    return 0;
}
