#pragma once
// The address map shared by the bridge and the loosely-timed network model. A 64-bit TLM address
// names the destination node in its upper 32 bits and an offset inside that node's window in the
// lower 32 bits:
//
//   address = (destination node << 32) | offset        e.g. node 5, offset 0x40: 0x0000'0005'0000'0040
//
// A write must stay inside one window (offset + length <= 2^32). The destination's processing
// element sees only the offset, as its own local address; the source travels in NetworkReceipt.

#include <cstddef>
#include <cstdint>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

class AddressMap {
 public:
  static constexpr int kOffsetBits = 32;

  explicit AddressMap(rtl::NodeId nodes) : nodes_(nodes) {}

  rtl::NodeId nodes() const { return nodes_; }
  // The node the address names, or -1 when its upper bits name no node of the network.
  rtl::NodeId destination(std::uint64_t address) const;
  // Whether `length` bytes from `address` stay inside the window of the node it names.
  static bool fits_window(std::uint64_t address, std::size_t length);

  static std::uint32_t offset(std::uint64_t address) { return static_cast<std::uint32_t>(address); }
  static std::uint64_t address(rtl::NodeId node, std::uint32_t offset) {
    return (static_cast<std::uint64_t>(node) << kOffsetBits) | offset;
  }

 private:
  rtl::NodeId nodes_;
};

}  // namespace kncube::tlm2
