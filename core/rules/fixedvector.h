#pragma once

#include <array>
#include <cstddef>

namespace haifu::rules {

// A vector with a fixed capacity and no heap allocation, for the scoring hot path. Pushing past
// the capacity is ignored (and counted in droppedCount()) rather than writing out of bounds.
template <typename T, std::size_t N>
class FixedVector
{
public:
    using value_type = T;

    void push_back(const T &value)
    {
        if (m_size < N)
            m_data[m_size++] = value;
        else
            ++m_dropped;
    }
    void pop_back()
    {
        if (m_size > 0)
            --m_size;
    }
    void clear()
    {
        m_size = 0;
        m_dropped = 0;
    }
    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() { return N; }
    [[nodiscard]] std::size_t droppedCount() const { return m_dropped; }
    T &operator[](std::size_t i) { return m_data[i]; }
    const T &operator[](std::size_t i) const { return m_data[i]; }
    T &back() { return m_data[m_size - 1]; }
    const T &back() const { return m_data[m_size - 1]; }
    T *begin() { return m_data.data(); }
    T *end() { return m_data.data() + m_size; }
    const T *begin() const { return m_data.data(); }
    const T *end() const { return m_data.data() + m_size; }

private:
    std::array<T, N> m_data{};
    std::size_t m_size = 0;
    std::size_t m_dropped = 0;
};

} // namespace haifu::rules
