#include "testbenches/testbench/traffic/random_permutation.h"

#include <stdexcept>
#include <utility>

#include "rtl_models/random.h"

namespace kncube::traffic {

std::vector<rtl::NodeId> random_permutation_map(std::int64_t nodes, std::uint64_t seed) {
  if (nodes < 2 || nodes >= (std::int64_t{1} << 31))
    throw std::invalid_argument("random_permutation_map: needs 2 <= N < 2^31");
  std::vector<rtl::NodeId> images(static_cast<std::size_t>(nodes));
  for (rtl::NodeId node = 0; node < nodes; ++node) images[static_cast<std::size_t>(node)] = node;
  // Fisher-Yates: position i takes one of the i+1 images not yet placed, each equally likely,
  // so every one of the N! permutations is equally likely.
  rtl::Random random(seed, random_permutation_stream);
  for (std::size_t i = images.size() - 1; i > 0; --i) {
    const std::size_t j = random.below(static_cast<std::uint32_t>(i + 1));
    std::swap(images[i], images[j]);
  }
  return images;
}

}  // namespace kncube::traffic
