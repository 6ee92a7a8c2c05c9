#pragma once
// Hand-built router units for driving the VC and switch allocators without a router (as
// router.cpp builds them), and the rules every allocator's result is checked against.

#include <cstdint>
#include <set>
#include <vector>

#include "rtl_models/channel.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"
#include "rtl_models/duato_routing.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::test {

using rtl::Cycle;
using rtl::InputUnit;
using rtl::InputVc;
using rtl::OutputUnit;
using rtl::OutputVc;
using rtl::RouteCandidates;
using rtl::VcRange;
using rtl::VcState;

// A routing policy for allocators driven with hand-made routes: they use only its selection
// function, which reads nothing but the routes and the output VCs.
struct AnyRouting {
  rtl::TopologyGraph topology{Topology::torus, 4, 2, true};
  rtl::DuatoRouting routing{topology, 4};
};

// The units of one router: `ports` inputs and outputs, the last being the local (PE) port, whose
// output is the ejection port and has no channel.
struct Units {

  int ports;
  int vcs;
  std::vector<InputUnit> inputs;
  std::vector<OutputUnit> outputs;
  std::vector<rtl::Channel> channels;  // one per network output, never resized (outputs point into it)
  std::vector<InputVc> landing;        // per channel: the downstream VC its flits land in, never read
  std::vector<InputVc> input_vcs;      // the units' VCs, port by port, as a router keeps them
  std::vector<OutputVc> output_vcs;

  Units(int ports_, int vcs_, int depth) : ports(ports_), vcs(vcs_), inputs(static_cast<std::size_t>(ports_)),
                                          outputs(static_cast<std::size_t>(ports_)), channels(static_cast<std::size_t>(ports_ - 1)),
                                          landing(static_cast<std::size_t>(ports_ - 1)),
                                          input_vcs(static_cast<std::size_t>(ports_ * vcs_)),
                                          output_vcs(static_cast<std::size_t>(ports_ * vcs_)) {
    point_into_own_vectors();
    for (auto& vc : input_vcs) vc.buffer.reset(static_cast<std::size_t>(depth));
    for (int p = 0; p < ejection(); ++p) {
      configure_link(p, depth);
      for (auto& vc : outputs[static_cast<std::size_t>(p)].vcs) vc.credits = depth;
    }
  }
  // A snapshot: the copy's units and channels point into its own vectors.
  Units(const Units& other)
      : ports(other.ports), vcs(other.vcs), inputs(other.inputs), outputs(other.outputs), channels(other.channels),
        landing(other.landing), input_vcs(other.input_vcs), output_vcs(other.output_vcs) {
    point_into_own_vectors();
  }
  Units& operator=(const Units&) = delete;

  void point_into_own_vectors() {
    const auto count = static_cast<std::size_t>(vcs);
    for (std::size_t p = 0; p < inputs.size(); ++p) inputs[p].vcs = rtl::VcSpan<InputVc>(input_vcs.data() + p * count, count);
    for (std::size_t p = 0; p < outputs.size(); ++p) {
      outputs[p].vcs = rtl::VcSpan<OutputVc>(output_vcs.data() + p * count, count);
      if (static_cast<int>(p) == ejection()) continue;
      outputs[p].channel = &channels[p];
      channels[p].deliver_into(&landing[p]);
    }
  }
  int ejection() const { return ports - 1; }
  // Output `p`'s link as new: period 2, nothing on it.
  void configure_link(int p, int depth) {
    landing[static_cast<std::size_t>(p)] = InputVc{};
    landing[static_cast<std::size_t>(p)].buffer.reset(1);
    channels[static_cast<std::size_t>(p)].configure(1, 2, 1, vcs * depth);
    channels[static_cast<std::size_t>(p)].deliver_into(&landing[static_cast<std::size_t>(p)]);
  }
  // One VC allocation over these units, their VC states counted as the tests set them.
  int allocate_vcs(rtl::VcAllocator& allocator, Cycle now, int delay, rtl::Random& random) {
    rtl::InputVcStates states = rtl::InputVcStates::counted(inputs);
    return allocator.allocate(now, delay, ejection(), inputs, outputs, states, random);
  }
  InputVc& in(int port, int vc) { return inputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(vc)]; }
  OutputVc& out(int port, int vc) { return outputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(vc)]; }
};

inline bool in_range(const VcRange& r, int port, int vc) { return port == r.port && vc >= r.first && vc < r.end; }

inline bool in_adaptive(const RouteCandidates& route, int port, int vc) {
  for (int c = 0; c < route.adaptive_count; ++c)
    if (in_range(route.adaptive[static_cast<std::size_t>(c)], port, vc)) return true;
  return false;
}

// Output VCs (port * vcs + vc) of a route that are free in `outputs`, adaptive and deterministic.
inline std::set<int> free_adaptive(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, int vcs) {
  std::set<int> free;
  for (int c = 0; c < route.adaptive_count; ++c) {
    const VcRange& r = route.adaptive[static_cast<std::size_t>(c)];
    for (int v = r.first; v < r.end; ++v)
      if (!outputs[r.port].vcs[static_cast<std::size_t>(v)].allocated) free.insert(r.port * vcs + v);
  }
  return free;
}
inline std::set<int> free_deterministic(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, int vcs) {
  std::set<int> free;
  const VcRange& r = route.deterministic;
  for (int v = r.first; v < r.end; ++v)
    if (!outputs[r.port].vcs[static_cast<std::size_t>(v)].allocated) free.insert(r.port * vcs + v);
  return free;
}

// Whether an input VC may send a flit now, from the definition: active, ready, non-empty, and for
// a network output a credit for its VC and a free link.
inline bool can_send(const Units& units, int port, int vc, Cycle now) {
  const InputVc& ivc = units.inputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(vc)];
  if (ivc.state != VcState::active || ivc.ready > now || ivc.buffer.empty()) return false;
  if (ivc.out_port == units.ports - 1) return true;
  const OutputUnit& out = units.outputs[static_cast<std::size_t>(ivc.out_port)];
  return out.vcs[static_cast<std::size_t>(ivc.out_vc)].credits > 0 && out.channel->can_send(now);
}

inline void randomize_for_switch(Units& units, rtl::Random& random, Cycle now) {
  const int depth = static_cast<int>(units.inputs[0].vcs[0].buffer.capacity());
  for (int p = 0; p < units.ports; ++p) {
    for (int v = 0; v < units.vcs; ++v) {
      InputVc& ivc = units.in(p, v);
      ivc.state = random.below(5) == 0 ? static_cast<VcState>(random.below(3)) : VcState::active;
      ivc.ready = now - 1 + static_cast<Cycle>(random.below(3));
      ivc.buffer.reset(static_cast<std::size_t>(depth));
      const int flits = static_cast<int>(random.below(static_cast<std::uint32_t>(depth + 1)));
      for (int f = 0; f < flits; ++f) ivc.buffer.push_back(rtl::Flit{});
      if (ivc.state == VcState::active) {
        // Outputs skewed towards a few ports so that inputs collide.
        ivc.out_port = static_cast<std::int16_t>(random.below(2) == 0 ? random.below(2) * (units.ports - 1)
                                                                      : random.below(static_cast<std::uint32_t>(units.ports)));
        ivc.out_vc = ivc.out_port == units.ejection() ? -1 : static_cast<std::int16_t>(random.below(static_cast<std::uint32_t>(units.vcs)));
      } else {
        ivc.out_port = ivc.out_vc = -1;
      }
    }
  }
  for (int p = 0; p < units.ejection(); ++p) {
    for (int v = 0; v < units.vcs; ++v) units.out(p, v).credits = static_cast<int>(random.below(3));
    units.configure_link(p, depth);
    if (random.below(4) == 0) units.channels[static_cast<std::size_t>(p)].send(now - 1, rtl::Flit{});  // period 2: busy until now + 1
  }
}

}  // namespace kncube::test
