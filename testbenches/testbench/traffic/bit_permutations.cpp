#include "testbenches/testbench/traffic/bit_permutations.h"

#include <stdexcept>
#include <string>

namespace kncube::traffic {
namespace {

// Node ids are 31-bit (rtl::NodeId); a larger N could not be simulated anyway.
constexpr int max_bits = 30;

template <class Map>
std::vector<rtl::NodeId> table(std::int64_t nodes, const char* name, Map map) {
  const int bits = address_bits(nodes);
  if (bits < 1 || bits > max_bits)
    throw std::invalid_argument(std::string(name) + ": needs N a power of two from 2 to 2^30");
  std::vector<rtl::NodeId> images(static_cast<std::size_t>(nodes));
  for (rtl::NodeId source = 0; source < nodes; ++source) images[static_cast<std::size_t>(source)] = map(source, bits);
  return images;
}

}  // namespace

int address_bits(std::int64_t nodes) {
  if (nodes < 1 || (nodes & (nodes - 1)) != 0) return -1;
  int bits = 0;
  while ((std::int64_t{1} << bits) < nodes) ++bits;
  return bits;
}

rtl::NodeId bit_complement(rtl::NodeId source, int bits) { return ((rtl::NodeId{1} << bits) - 1) ^ source; }

rtl::NodeId bit_reversal(rtl::NodeId source, int bits) {
  rtl::NodeId image = 0;
  for (int bit = 0; bit < bits; ++bit) image |= ((source >> bit) & 1) << (bits - 1 - bit);
  return image;
}

rtl::NodeId bit_shuffle(rtl::NodeId source, int bits) {
  // Unsigned, so that shifting a 30-bit id left cannot overflow.
  const auto s = static_cast<std::uint32_t>(source);
  const std::uint32_t mask = (std::uint32_t{1} << bits) - 1;
  return static_cast<rtl::NodeId>(((s << 1) & mask) | (s >> (bits - 1)));
}

std::vector<rtl::NodeId> bit_complement_map(std::int64_t nodes) { return table(nodes, "bitcomp", bit_complement); }
std::vector<rtl::NodeId> bit_reversal_map(std::int64_t nodes) { return table(nodes, "bitrev", bit_reversal); }
std::vector<rtl::NodeId> bit_shuffle_map(std::int64_t nodes) { return table(nodes, "shuffle", bit_shuffle); }

}  // namespace kncube::traffic
