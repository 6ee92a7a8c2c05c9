// AddressDecoder::find against the definition, by brute force: the range holding every byte of
// [address, address + length - 1], or none. Random maps of disjoint ranges (gaps, adjacent ranges,
// ranges of one byte, ranges at the ends of the 64-bit space) and addresses at and around every
// boundary, with lengths that stay inside a range or cross out of it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "tlm/platform/platform_map.h"

namespace {

using kncube::tlm2::AddressDecoder;
using kncube::tlm2::AddressRange;
using kncube::tlm2::PlatformMap;

constexpr std::uint64_t kTop = std::numeric_limits<std::uint64_t>::max();

const AddressRange* brute_force(const PlatformMap& map, std::uint64_t address, std::uint64_t length) {
  for (const auto& range : map.ranges) {
    if (address < range.start || address > range.end) continue;
    if (length > 0 && length - 1 > range.end - address) return nullptr;  // runs past the range's end
    return &range;
  }
  return nullptr;
}

// Disjoint ranges in shuffled order (the decoder sorts them), some adjacent, some one byte long.
PlatformMap random_map(std::mt19937_64& rng, int count, bool reach_top) {
  PlatformMap map;
  std::uint64_t next = rng() % 3 == 0 ? 0 : rng() % 1000;
  for (int i = 0; i < count; ++i) {
    const std::uint64_t size = rng() % 4 == 0 ? 1 : 1 + rng() % 200;
    AddressRange range;
    range.start = next;
    range.end = next + size - 1;
    range.target = i;
    range.target_base = rng() % 4096;
    map.ranges.push_back(range);
    next = range.end + 1 + (rng() % 3 == 0 ? 0 : rng() % 300);
  }
  if (reach_top) {
    AddressRange last;
    last.start = kTop - rng() % 100;
    last.end = kTop;
    last.target = count;
    map.ranges.push_back(last);
  }
  std::shuffle(map.ranges.begin(), map.ranges.end(), rng);
  return map;
}

TEST(AddressDecoder, FindsWhatTheDefinitionFindsAtEveryBoundary) {
  std::mt19937_64 rng(13);
  for (int trial = 0; trial < 300; ++trial) {
    const int count = static_cast<int>(rng() % 70);  // 0 (nothing mapped) to 69 ranges
    const PlatformMap map = random_map(rng, count, trial % 5 == 0);
    const AddressDecoder decoder(map);
    std::vector<std::uint64_t> probes{0, 1, kTop, kTop - 1};
    for (const auto& range : map.ranges)
      for (const std::uint64_t at : {range.start, range.end})
        for (const std::uint64_t step : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{2}}) {
          probes.push_back(at - step);  // wraps below 0 to the top: probes there too
          probes.push_back(at + step);
        }
    for (const std::uint64_t address : probes)
      for (const std::uint64_t length : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{8},
                                         std::uint64_t{64}, std::uint64_t{1000}, kTop})
        ASSERT_EQ(decoder.find(address, length) == nullptr, brute_force(map, address, length) == nullptr)
            << "trial " << trial << ", address " << address << ", length " << length;
    // Where both find a range it is the same one (the decoder's copy, so compared by contents).
    for (const std::uint64_t address : probes) {
      const AddressRange* found = decoder.find(address, 1);
      const AddressRange* expected = brute_force(map, address, 1);
      if (found == nullptr || expected == nullptr) continue;
      EXPECT_EQ(found->start, expected->start);
      EXPECT_EQ(found->target, expected->target);
      EXPECT_EQ(AddressDecoder::to_target(*found, address), expected->target_base + (address - expected->start));
    }
  }
}

TEST(AddressDecoder, AnEmptyMapFindsNothing) {
  const AddressDecoder decoder{PlatformMap{}};
  EXPECT_EQ(decoder.find(0, 1), nullptr);
  EXPECT_EQ(decoder.find(kTop, 0), nullptr);
}

}  // namespace
