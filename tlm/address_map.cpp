#include "tlm/address_map.h"

namespace kncube::tlm2 {

rtl::NodeId AddressMap::destination(std::uint64_t address) const {
  const std::uint64_t node = address >> kOffsetBits;
  return node < static_cast<std::uint64_t>(nodes_) ? static_cast<rtl::NodeId>(node) : -1;
}

bool AddressMap::fits_window(std::uint64_t address, std::size_t length) {
  const std::uint64_t window = std::uint64_t{1} << kOffsetBits;
  return length <= window && offset(address) <= window - length;
}

}  // namespace kncube::tlm2
