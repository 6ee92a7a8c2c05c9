#pragma once
// Per-router and per-interface random streams: xoshiro256** seeded through splitmix64 from
// (run seed, stream id), so results do not depend on the order in which SystemC runs processes.

#include <cmath>
#include <cstdint>

namespace kncube::rtl {

class Random {
 public:
  Random() : Random(0, 0) {}
  Random(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t x = seed ^ (0x9e3779b97f4a7c15ULL * (stream + 1));
    for (auto& word : state_) word = splitmix64(x);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }
  // Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  // Uniform integer in [0, bound), bound > 0 (multiply-shift; the bias is below 2^-32 for our bounds).
  std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
  }
  // Exponential with the given rate (mean 1/rate).
  double exponential(double rate) { return -std::log1p(-uniform()) / rate; }
  // Number of Bernoulli(p) trials up to and including the first success (>= 1).
  std::uint64_t geometric(double p) {
    if (p >= 1.0) return 1;
    const double u = 1.0 - uniform();  // (0, 1]
    return 1 + static_cast<std::uint64_t>(std::floor(std::log(u) / std::log1p(-p)));
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  std::uint64_t state_[4];
};

}  // namespace kncube::rtl
