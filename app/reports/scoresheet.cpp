#include "reports/scoresheet.h"
#include "common/qtstrings.h"

#include "reports/paintkit.h"
#include "reports/sheetmodel.h"
#include "reports/sheetpaint.h"

#include <QPagedPaintDevice>

#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::reports {

QString formatFinalScore(double score, bool typographic)
{
    const double rounded = std::round(score * 10) / 10;
    if (rounded == 0)
        return u"0.0"_s;
    const QString number = QString::number(std::abs(rounded), 'f', 1);
    if (rounded > 0)
        return u"+"_s + number;
    return (typographic ? kMinus : u"-"_s) + number;
}

std::optional<Error> paintScoreSheet(
        const club::Game &game, const SheetHeader &header, QPagedPaintDevice &device)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    return paintSheet(*model, device);
}

std::optional<Error> writeScoreSheetPdf(
        const club::Game &game, const SheetHeader &header, const QString &path)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    QString title = Tr::tr("Score sheet");
    if (!header.event.isEmpty())
        title += u" · "_s + header.event;
    return savePdf(
            path, title, [&](QPagedPaintDevice &device) { return paintSheet(*model, device); });
}

std::optional<Error> paintBlankScoreSheet(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, QPagedPaintDevice &device, int rows,
        int players)
{
    return paintSheet(blankModel(header, rules, rows, players), device);
}

std::optional<Error> writeBlankScoreSheetPdf(const SheetHeader &header,
        const std::optional<rules::Ruleset> &rules, const QString &path, int rows, int players)
{
    const SheetModel m = blankModel(header, rules, rows, players);
    return savePdf(path, Tr::tr("Score sheet"),
            [&](QPagedPaintDevice &device) { return paintSheet(m, device); });
}

QString endReasonText(const std::string &reason)
{
    return keyedText(reason,
            { { "last hand", QT_TRANSLATE_NOOP("haifu::reports", "last hand played") },
                    { "busted", QT_TRANSLATE_NOOP("haifu::reports", "a player went below zero") },
                    { "dealer top",
                            QT_TRANSLATE_NOOP(
                                    "haifu::reports", "the dealer ended on top in the last hand") },
                    { "return score reached",
                            QT_TRANSLATE_NOOP("haifu::reports",
                                    "a player reached the return score in the extension") },
                    { "extension ended",
                            QT_TRANSLATE_NOOP("haifu::reports", "the extension round ended") },
                    { "chombo", QT_TRANSLATE_NOOP("haifu::reports", "chombo ends the game") } });
}

QString presetTitle(const QString &name)
{
    if (name == "tenhou"_L1)
        return Tr::tr("Tenhou");
    if (name == "mahjongsoul"_L1)
        return Tr::tr("Mahjong Soul");
    if (name == "mleague"_L1)
        return Tr::tr("M-League");
    if (name == "wrc"_L1)
        return Tr::tr("WRC");
    if (name == "ema"_L1)
        return Tr::tr("EMA 2016");
    if (name == "ema2025"_L1)
        return Tr::tr("EMA 2025");
    if (name == "jpml"_L1)
        return Tr::tr("JPML");
    if (name.endsWith(" (modified)"_L1))
        //: a preset with some of its options changed, %1 the preset ("EMA 2016")
        return Tr::tr("%1 (modified)").arg(presetTitle(name.chopped(11)));
    return name;
}

} // namespace haifu::reports
