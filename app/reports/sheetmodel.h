#pragma once

#include "reports/scoresheet.h"

#include "club/finalscore.h"

#include <QString>
#include <QStringList>

#include <array>
#include <initializer_list>
#include <optional>
#include <vector>

// The content of a score sheet, shared by the PDF and the CSV, and the texts it is made of. Not
// part of the reports' API.
namespace haifu::reports {

std::size_t idx(int i);

struct KeyedText
{
    const char *key;
    const char *text; // QT_TRANSLATE_NOOP("haifu::reports", …)
};
// The translated text of `key` in `texts`; `key` itself when it is not there.
QString keyedText(const std::string &key, std::initializer_list<KeyedText> texts);

inline const QString kMinus = QStringLiteral("\u2212");

// "32,900", "−3,900": table points in the PDF.
QString pointsText(int value);
// "+3,900", "−3,900", "0".
QString signedPointsText(int value);
// "+3900", "-3900", "0": table points in the CSV.
QString csvSigned(int value);
// "East" … "North".
QString seatName(int seat);
// The ruleset in one line: start, return, uma, oka and the rules that change the final scores.
QString rulesLine(const rules::Ruleset &r, int players);
// "1st" … "4th" (place 0 … 3).
QString placeHeading(int place);

struct HandLine
{
    QString number; // "1": the ledger entry
    QString hand; // "E1"
    QString label; // "E1-0"
    QString honba;
    QString before; // deposits on the table before / after, in sticks
    QString after;
    QString result;
    QStringList winners; // one line per winner (ron, tsumo) or the draw's players
    QString from; // discarder (ron) or offender (chombo)
    QString pao;
    QStringList values; // han/fu per winner
    QString note;
    std::array<bool, 4> riichi{};
    std::array<int, 4> delta{};
    std::array<int, 4> total{};
};

struct PenaltyLine
{
    double order = 0; // position in the game, for sorting
    QString when;
    int seat = 0;
    double points = 0; // in thousands, positive = deducted
    QString reason;
};

struct SheetModel
{
    bool blank = false;
    int players = 4;
    std::optional<rules::Ruleset> rules;
    SheetHeader header; // player names resolved
    std::vector<HandLine> hands;
    int blankRows = 0;
    bool ended = false;
    QString endText;
    std::array<int, 4> tablePoints{};
    club::FinalScore final;
    std::vector<PenaltyLine> penalties;
    QString leftoverText;
    QString zeroSumText;
    bool zeroSumOk = true;
};

QString rulesTitle(const SheetModel &m);
QString playerName(const SheetModel &m, int seat);
QString placeText(const club::FinalSeat &s);
Result<SheetModel> gameModel(const club::Game &game, const SheetHeader &header);
SheetModel blankModel(const SheetHeader &header, const std::optional<rules::Ruleset> &rules,
        int rows, int players);

} // namespace haifu::reports
