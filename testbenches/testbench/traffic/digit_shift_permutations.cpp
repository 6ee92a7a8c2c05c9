#include "testbenches/testbench/traffic/digit_shift_permutations.h"

#include <cstdint>
#include <stdexcept>

namespace kncube::traffic {

int tornado_offset(int k) { return (k + 1) / 2 - 1; }

rtl::NodeId digit_shift(rtl::NodeId source, int k, int n, int offset) {
  rtl::NodeId image = 0;
  rtl::NodeId weight = 1;  // k^i
  rtl::NodeId rest = source;
  for (int i = 0; i < n; ++i) {
    const rtl::NodeId digit = rest % k;
    rest /= k;
    image += ((digit + offset) % k) * weight;
    weight *= k;
  }
  return image;
}

std::vector<rtl::NodeId> digit_shift_map(int k, int n, int offset) {
  if (k < 2 || n < 1) throw std::invalid_argument("digit_shift_map: needs k >= 2 and n >= 1");
  if (offset < 0 || offset >= k) throw std::invalid_argument("digit_shift_map: the offset must lie in [0, k-1]");
  std::int64_t nodes = 1;
  for (int i = 0; i < n; ++i) {
    nodes *= k;
    if (nodes >= (std::int64_t{1} << 31)) throw std::invalid_argument("digit_shift_map: k^n must be below 2^31");
  }
  std::vector<rtl::NodeId> images(static_cast<std::size_t>(nodes));
  for (rtl::NodeId source = 0; source < nodes; ++source) images[static_cast<std::size_t>(source)] = digit_shift(source, k, n, offset);
  return images;
}

}  // namespace kncube::traffic
