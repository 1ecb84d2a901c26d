// libFuzzer target: haifu::formats::readTenhouJson on arbitrary bytes (see run.sh).
#include "fuzzcommon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu::formats;
    fuzz::exercise(readTenhouJson(fuzz::bytes(data, size), QStringLiteral("fuzz")));
    return 0;
}
