#pragma once

#include "reports/paintkit.h"
#include "reports/sheetmodel.h"

#include <array>
#include <vector>

// Where the columns of a game sheet are, how tall its rows are and which rows go on which page.
// Not part of the reports' API.
namespace haifu::reports {

struct SheetLayout
{
    double width = 0;
    int players = 4;
    Col number, hand, honba, before, result, winner, from, pao, value, after;
    std::array<Col, 4> block, riichi, change, total;
    double seatsLeft = 0; // where the first seat block starts
    double seatsRight = 0;
    double blankLine = 20; // the height of a hand row on a blank sheet
};

constexpr double kHeaderHeight = 84;
constexpr double kTableHeadTop = 46; // seat names and EMA numbers
constexpr double kTableHeadSub = 16; // R, change, total
constexpr double kTableHead = kTableHeadTop + kTableHeadSub;
constexpr double kFinalRow = 16;
constexpr double kSignatures = 50;
constexpr double kLine = 16; // one text line of a hand row

SheetLayout sheetLayout(double width, int players, bool blank);
// The text lines of a hand row.
int handLines(const SheetModel &m, const SheetLayout &l, const HandLine &h);
double rowHeight(const SheetModel &m, const SheetLayout &l, std::size_t row);
// Hand rows on the sheet (the blank rows of a blank sheet).
std::size_t rowCount(const SheetModel &m);

struct SheetPage
{
    std::size_t first = 0;
    std::size_t last = 0; // one past
    bool footer = false;
};

// The rows of the sheet on pages of `pageHeight`, the footer (`footerHeight` tall) after the
// last row, on a page of its own when it does not fit under it.
std::vector<SheetPage> paginate(
        const SheetModel &m, const SheetLayout &l, double pageHeight, double footerHeight);

} // namespace haifu::reports
