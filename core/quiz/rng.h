#pragma once

#include <cstdint>
#include <span>

// A small deterministic random number generator for the quiz generators: xoshiro256** seeded
// through splitmix64, with its own bounded draw, so that one seed gives the same question on
// every machine and standard library (std::uniform_int_distribution is implementation-defined).
namespace haifu::quiz {

// One step of splitmix64 (also a good 64-bit mixer).
[[nodiscard]] constexpr std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

class Rng
{
public:
    explicit constexpr Rng(std::uint64_t seed)
    {
        std::uint64_t s = seed;
        for (std::uint64_t &word : m_state)
            word = splitMix64(s);
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, n) for n >= 1 (Lemire's multiply-shift with rejection; 0 when n == 0).
    constexpr std::uint32_t below(std::uint32_t n)
    {
        if (n == 0)
            return 0;
        std::uint64_t m = (next() >> 32) * n;
        auto low = static_cast<std::uint32_t>(m);
        if (low < n) {
            const std::uint32_t threshold = (0U - n) % n;
            while (low < threshold) {
                m = (next() >> 32) * n;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Uniform in [lo, hi].
    constexpr int range(int lo, int hi)
    {
        return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1)));
    }

    // True with probability num / den.
    constexpr bool chance(int num, int den)
    {
        return static_cast<int>(below(static_cast<std::uint32_t>(den))) < num;
    }

    template <typename T>
    constexpr const T &pick(std::span<const T> items)
    {
        return items[below(static_cast<std::uint32_t>(items.size()))];
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }

    std::uint64_t m_state[4] = {};
};

} // namespace haifu::quiz
