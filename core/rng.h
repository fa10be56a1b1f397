// Seeded pseudo-random generator kept inside the game state (xoshiro256**),
// so that the same seed and the same answers replay the same game bit for bit.
#pragma once
#include <array>
#include <cstdint>

namespace cardinal {

struct Rng {
  std::array<uint64_t, 4> s{};

  static uint64_t splitmix(uint64_t& x) {
    uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // A 256-bit seed; an all-zero state is not allowed by xoshiro, so mix it.
  void seed(const std::array<uint64_t, 4>& seed) {
    uint64_t x = seed[0] ^ 0x5851F42D4C957F2Dull;
    for (int i = 0; i < 4; i++) s[i] = splitmix(x) ^ seed[i];
    if ((s[0] | s[1] | s[2] | s[3]) == 0) s[0] = 1;
  }
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t next() {
    uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t; s[3] = rotl(s[3], 45);
    return result;
  }
  // Uniform in [0, n) without modulo bias (Lemire's method).
  uint32_t below(uint32_t n) {
    if (n <= 1) return 0;
    uint64_t m = uint64_t(uint32_t(next() >> 32)) * n;
    uint32_t l = uint32_t(m);
    if (l < n) {
      uint32_t t = uint32_t(-n) % n;
      while (l < t) { m = uint64_t(uint32_t(next() >> 32)) * n; l = uint32_t(m); }
    }
    return uint32_t(m >> 32);
  }
};

}  // namespace cardinal
