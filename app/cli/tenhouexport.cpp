#include "cli/tenhouexport.h"

#include "common/qtstrings.h"
#include "formats/recordio.h"
#include "formats/tenhoulink.h"

using namespace Qt::StringLiterals;

namespace haifu::cli {

std::optional<QString> readKyokuOption(const QString &value, int hands, TenhouOutput &output)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    if (!ok || n < 1 || n > hands)
        return Tr::tr("--kyoku takes the number of a hand of the game, 1 to %1 (not '%2')")
                .arg(hands)
                .arg(value.left(20));
    output.kyoku = n - 1;
    return std::nullopt;
}

Result<QByteArray> writeTenhouOutput(const game::Record &record, const TenhouOutput &output)
{
    if (!output.links) {
        return output.kyoku < 0 ? formats::writeTenhouJson(record)
                                : formats::writeTenhouJsonHand(record, output.kyoku);
    }
    QByteArray lines;
    const int first = output.kyoku < 0 ? 0 : output.kyoku;
    const int last = output.kyoku < 0 ? static_cast<int>(record.kyoku.size()) : output.kyoku + 1;
    for (int k = first; k < last; ++k) {
        Result<QByteArray> json = formats::writeTenhouJsonHand(record, k);
        if (!json)
            return json.error();
        lines += formats::tenhouJsonLink(*json).toUtf8() + '\n';
    }
    return lines;
}

} // namespace haifu::cli
