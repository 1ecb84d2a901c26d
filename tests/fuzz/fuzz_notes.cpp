// libFuzzer target: the Haifu game file (.haifu) as reports::readNotesFile takes it before it
// touches the library (formats::parseNotesFile), then its record read as the importer reads it
// and exercised like every record (see run.sh).
#include "formats/notesfileformat.h"
#include "fuzzcommon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace haifu::formats;
    const haifu::Result<NotesFile> file =
            parseNotesFile(fuzz::bytes(data, size), QStringLiteral("fuzz.haifu"));
    if (!file)
        return 0;
    fuzz::exercise(readRecord(file->recordJson, QStringLiteral("fuzz.json")));
    return 0;
}
