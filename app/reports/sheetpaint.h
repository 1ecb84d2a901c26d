#pragma once

#include "reports/sheetmodel.h"

class QPagedPaintDevice;

namespace haifu::reports {

// Paints the sheet `m` (a game's or a blank one) on `device`, page after page, in landscape.
std::optional<Error> paintSheet(const SheetModel &m, QPagedPaintDevice &device);

} // namespace haifu::reports
