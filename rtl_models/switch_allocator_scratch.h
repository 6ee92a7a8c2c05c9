#pragma once
// What a switch allocator builds and consumes within one allocate() call: the requests of the
// cycle and the masks through which the phases find each other. Nothing in it outlives the call,
// so the routers of a network share one (the network owns it; a router steps to its end before the
// next one starts). Kept per router, these arrays were three to five heap blocks of their own that
// every busy router-cycle touched, and on a 1 024-node network each was a cache miss (README,
// "Speed and memory", issue 17's sixth round); shared, they stay in the first-level cache.

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace kncube::rtl {

// Ports and VCs are bits of 64-bit masks throughout the router: at most 64 of each.
constexpr int kMaxSwitchPorts = 64;

struct SwitchGrant {
  std::uint8_t input_port;
  std::uint8_t input_vc;
  std::uint8_t output_port;
};

// One cycle's grants: at most one per input port. A fixed array with a count, not a
// vector: the allocators fill it and the router walks it in every busy cycle, and a vector's
// capacity test and end pointer on each push were 1% of the 8x8 benchmark's instructions.
class SwitchGrants {
 public:
  static constexpr int kCapacity = kMaxSwitchPorts;
  void clear() { size_ = 0; }
  void push_back(const SwitchGrant& grant) {
    assert(size_ < kCapacity);
    grants_[size_++] = grant;
  }
  // Appends `grant` only if `keep`, without a branch (whether a port has a grant follows the traffic).
  void push_back_if(const SwitchGrant& grant, bool keep) {
    assert(size_ < kCapacity);
    grants_[size_] = grant;
    size_ += keep;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const SwitchGrant& front() const {
    assert(size_ > 0);
    return grants_[0];
  }
  const SwitchGrant& operator[](std::size_t i) const {
    assert(i < size_);
    return grants_[i];
  }
  const SwitchGrant* begin() const { return grants_; }
  const SwitchGrant* end() const { return grants_ + size_; }

 private:
  std::uint32_t size_ = 0;
  SwitchGrant grants_[kCapacity];
};

// Fixed arrays, not vectors: an allocation reaches all of them from one register.
struct SwitchAllocatorScratch {
  static constexpr int kMaxPorts = kMaxSwitchPorts;

  // Separable: the requests of the cycle, at most one per input port, and the VC each input port
  // put forward.
  SwitchGrant requests[kMaxPorts];
  std::uint8_t requested_vc[kMaxPorts];
  // Both: bit p of requesters[o] iff input port p requests output o. Zero between calls.
  std::uint64_t requesters[kMaxPorts] = {};
  // iSLIP: bit v of ready_vcs[o] iff the requesting port's VC v can go to output o; bit o of
  // offers[p] iff output o granted input port p (zero between calls); the VC input port p asks
  // output o for at request_vcs[p * kMaxPorts + o].
  std::uint64_t ready_vcs[kMaxPorts];
  std::uint64_t offers[kMaxPorts] = {};
  std::uint8_t request_vcs[kMaxPorts * kMaxPorts];
  // Arbiters other than round robin take their requesters as a list.
  std::vector<std::uint16_t> candidates;

  // Checks that an allocator over `input_ports` x `output_ports` with `vcs` VCs per port fits,
  // and makes room for its arbiters' lists.
  void fit(int input_ports, int output_ports, int vcs) {
    if (input_ports < 1 || input_ports > kMaxPorts || output_ports < 1 || output_ports > kMaxPorts || vcs < 1 ||
        vcs > kMaxPorts)
      throw std::invalid_argument("switch allocator: " + std::to_string(input_ports) + " input ports, " +
                                  std::to_string(output_ports) + " output ports and " + std::to_string(vcs) +
                                  " VCs per port (1 to 64 each allowed)");
    candidates.reserve(static_cast<std::size_t>(std::max({input_ports, output_ports, vcs})));
  }
};

}  // namespace kncube::rtl
