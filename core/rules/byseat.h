#pragma once

#include <cstddef>
#include <utility>

namespace haifu {

// A seat's element of a per-seat container (a std::array<T, 4>, a vector of seats): seats are
// counted as int (0-3, as the records count them, -1 for none), containers by std::size_t, and
// the one conversion lives here instead of at every index.
template <class Seats>
constexpr decltype(auto) bySeat(Seats &&seats, int seat)
{
    return std::forward<Seats>(seats)[static_cast<std::size_t>(seat)];
}

} // namespace haifu
