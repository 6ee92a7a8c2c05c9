#include "rtl_models/network_footprint.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "analytical/graph/network_graph.h"
#include "rtl_models/ejection_port.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/link_config.h"
#include "rtl_models/matrix_arbiter.h"
#include "rtl_models/network_interface.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/timed_queue.h"

namespace kncube::rtl {

namespace {

// Measured (heap growth of elaboration per node, tests/rtl/test_network_footprint.cpp): the
// SystemC sc_modules, their ports, names, and the node's own objects. 4500 bytes when every node
// had an SC_METHOD of its own; the network steps its nodes from one process now, and an
// SC_METHOD takes about 780 bytes of heap (a module with one against one without, 4096 of each,
// mallinfo2), so 3720.
constexpr double node_fixed_bytes = 3720.0;
// And per router port (input or output): its unit record, the blocks of its per-VC vectors.
constexpr double port_bytes = 150.0;
// What malloc adds to each block (glibc: a size word, rounded to 16 bytes).
constexpr double block_overhead = 16.0;

// One arbiter over `size` requesters outside an ArbiterBank's own fields: a round robin's pointer,
// else an object as make_arbiter allocates it and its pointer.
double arbiter_bytes(ArbiterKind kind, int size) {
  if (kind == ArbiterKind::matrix) {
    const double words = static_cast<double>(size) * ((size + 63) / 64);
    return sizeof(std::unique_ptr<Arbiter>) + sizeof(MatrixArbiter) + 2 * block_overhead + 8.0 * words;
  }
  return sizeof(std::uint16_t);
}

// What an ArbiterBank of `count` arbiters over `size` requesters allocates: nothing for up to eight
// round robins (their pointers are in the bank), else a record with the arbiters' array.
double bank_bytes(ArbiterKind kind, int count, int size) {
  if (kind == ArbiterKind::round_robin && count <= 8) return 0.0;
  return 2 * sizeof(std::vector<int>) + 2 * block_overhead + count * arbiter_bytes(kind, size);
}

// The VC and switch allocators of one router with `inputs` and `outputs` ports of `vcs` VCs,
// following their constructors: arbiter banks per resource and the request lists they reserve
// (the switch allocators' per-call arrays are the network's, shared by its routers).
double allocator_bytes(const RouterConfig& router, int inputs, int outputs, int vcs) {
  const int input_vcs = inputs * vcs;
  const int output_vcs = outputs * vcs;
  const ArbiterKind arbiter = router.arbiter;
  double bytes = 0.0;
  if (router.vc_allocator == AllocatorKind::islip)
    bytes += bank_bytes(arbiter, output_vcs, input_vcs) + bank_bytes(arbiter, input_vcs, output_vcs) +
             4.0 * input_vcs * output_vcs + 8.0 * (input_vcs + output_vcs);
  else
    bytes += bank_bytes(arbiter, output_vcs, input_vcs) + 12.0 * input_vcs;
  if (router.sw_allocator == AllocatorKind::islip)
    bytes += bank_bytes(arbiter, inputs, vcs) + bank_bytes(arbiter, inputs, outputs) + bank_bytes(arbiter, outputs, inputs);
  else
    bytes += bank_bytes(arbiter, inputs, vcs) + bank_bytes(arbiter, outputs, inputs);
  return bytes;
}

// One channel between routers: a router listens to both of its directions, which keep no delay
// lines then (Channel::listen_flits, listen_credits).
double router_channel_bytes() { return sizeof(Channel); }

// An injection channel: its flits go to a listening router, its credits to a network interface
// that polls them, through a delay line with a heap block of its own when it outgrows the words
// kept inside the channel.
double injection_channel_bytes(int credit_slots) {
  const double block = credit_slots > Channel::kInlineCredits ? credit_slots * sizeof(std::uint64_t) + block_overhead : 0.0;
  return sizeof(Channel) + block;
}

// A router's arrival wheel (ArrivalWheel::fit): a slot per cycle up to its horizon, in a power of
// two, of two masks and two bytes per port.
double wheel_bytes(int horizon, int ports) {
  double slots = 1;
  while (slots <= horizon) slots *= 2;
  return slots * (2 + (2 * ports + 7) / 8) * sizeof(std::uint64_t) + block_overhead;
}

struct ChannelCount {
  double count = 0.0;
  int dimension = 0;  // for the link timing
};

// The network channels of a k-ary n-cube, hypercube or mesh, by dimension.
std::vector<ChannelCount> cube_channels(const NetworkSpec& spec) {
  const double nodes = static_cast<double>(spec.nodes());
  std::vector<ChannelCount> counts;
  for (int d = 0; d < spec.n; ++d) {
    double per_dimension = nodes;  // unidirectional torus, hypercube: one channel out of each node
    if (spec.topology == Topology::mesh)
      per_dimension = 2.0 * nodes * (spec.k - 1) / spec.k;
    else if (spec.topology == Topology::torus && spec.directions == Directions::bi && spec.k > 2)
      per_dimension = 2.0 * nodes;
    counts.push_back({per_dimension, d});
  }
  return counts;
}

int cube_ports(const NetworkSpec& spec) {
  const bool both_ways = spec.topology == Topology::mesh ||
                         (spec.topology == Topology::torus && spec.directions == Directions::bi && spec.k > 2);
  return both_ways ? 2 * spec.n : spec.n;
}

}  // namespace

NetworkFootprint estimated_footprint(const NetworkConfig& config) {
  const NetworkSpec& spec = config.spec;
  const RouterConfig& router = config.router;
  const double nodes = static_cast<double>(spec.nodes());
  const int vcs = spec.vcs;
  const int ports = spec.graph ? spec.graph->ports() : cube_ports(spec);
  const int injection_ports = router.injection_ports(vcs);
  const int inputs = ports + injection_ports;
  const int outputs = ports + 1;  // the ejection port
  const int buffer_slots = vcs * router.buffer_depth;
  const int lead = router.delays.sw_alloc + router.delays.crossbar;

  NetworkFootprint footprint;
  const double input_vcs = nodes * inputs * vcs;
  footprint.buffers = input_vcs * (sizeof(InputVc) + static_cast<double>(router.buffer_depth) * sizeof(Flit));

  // A router's wheel sees as far ahead as its slowest input channel (a flit handed over `lead`
  // cycles before it departs) or its credit loop.
  const int wheel_ports = std::max(inputs, outputs);
  const int injection_horizon = injection_timing(config.links, router.injection_latency).latency;
  const int base_horizon = std::max(injection_horizon, router.delays.credit);
  if (spec.graph) {
    std::vector<int> horizon(static_cast<std::size_t>(spec.nodes()), base_horizon);
    for (const auto& channel : spec.graph->channels()) {
      const LinkTiming timing = link_timing(config.links, 0, channel.wire_delay);
      footprint.channels += router_channel_bytes();
      int& sink = horizon[static_cast<std::size_t>(channel.sink)];
      sink = std::max(sink, lead + timing.latency);
    }
    for (const int h : horizon) footprint.channels += wheel_bytes(h, wheel_ports);
  } else {
    int horizon = base_horizon;
    for (const auto& [count, dimension] : cube_channels(spec)) {
      footprint.channels += count * router_channel_bytes();
      horizon = std::max(horizon, lead + link_timing(config.links, dimension).latency);
    }
    footprint.channels += nodes * wheel_bytes(horizon, wheel_ports);
  }
  footprint.channels += nodes * injection_ports * injection_channel_bytes(buffer_slots);
  const double ejection_slots = static_cast<double>(inputs) * (lead + router.ejection_latency + 2);
  footprint.channels += nodes * ejection_slots * sizeof(TimedQueue<EjectedFlit>::Entry);

  footprint.allocators = nodes * allocator_bytes(router, inputs, outputs, vcs);
  footprint.nodes = nodes * (node_fixed_bytes + port_bytes * (inputs + outputs) + static_cast<double>(outputs) * vcs * sizeof(OutputVc) +
                             static_cast<double>(inputs) * vcs * 16.0 /* an NI reassembly record */ +
                             static_cast<double>(injection_ports) * 96.0 /* an NI injection record */);
  return footprint;
}

}  // namespace kncube::rtl
