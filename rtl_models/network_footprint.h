#pragma once
// How much memory elaborating a network takes, computed from the configuration before anything
// is allocated, so that a network that cannot fit is refused with a number instead of ending in
// std::bad_alloc halfway through elaboration (or in the kernel's OOM killer).
//
// The estimate counts what the network allocates, unit by unit, with the sizes of the types it
// allocates: per input VC its state and its flit buffer, per output VC its state, per channel its
// two delay lines (arrivals of flits in flight, credits in flight) sized as Channel::configure sizes them, per
// ejection port its queue, per network interface its per-VC records. Two parts are not sums of
// our own types and were measured instead (heap growth of elaboration, tests/rtl/
// test_network_footprint.cpp checks the whole estimate against it): the SystemC module, process
// and port objects of a node, and the allocators' request and arbiter state, which grows with
// (input VCs) x (output VCs).

#include <cstdint>

#include "rtl_models/network_config.h"

namespace kncube::rtl {

struct NetworkFootprint {
  double buffers = 0.0;     // input VC state and flit buffers, bytes
  double channels = 0.0;    // network, injection and ejection channels and the routers' arrival wheels, bytes
  double allocators = 0.0;  // VC and switch allocators with their arbiters, bytes
  double nodes = 0.0;       // SystemC objects, network interfaces, output VC state, bytes

  double total() const { return buffers + channels + allocators + nodes; }
};

// `config` must have passed validate(). Graph networks are counted from their graph.
NetworkFootprint estimated_footprint(const NetworkConfig& config);

}  // namespace kncube::rtl
