#pragma once
// The wormhole virtual-channel router: a SystemC module whose node process (see node.h) calls
// step() every cycle, which evaluates its stages in pipeline order (receive, route computation,
// VC allocation, switch allocation and traversal). Stage latencies are expressed as ready cycles, so a flit never
// passes two one-cycle stages in one cycle, while zero-latency stages chain. Routers exchange
// flits and credits only through channels with at least one cycle of latency.

#include <cstdint>
#include <memory>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/arrival_wheel.h"
#include "rtl_models/crossbar.h"
#include "rtl_models/ejection_port.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/observers.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"
#include "rtl_models/router_activity.h"
#include "rtl_models/router_config.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/switch_allocator.h"
#include "rtl_models/topology.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::rtl {

// What every router of a network shares (read-only after elaboration).
struct RouterContext {
  const RouterConfig* config = nullptr;
  int vcs = 1;
  const TopologyGraph* topology = nullptr;
  const RoutingFunction* routing = nullptr;
  std::uint64_t seed = 0;
  // The switch allocators' per-call arrays, shared by the network's routers (nullptr: each router's
  // allocator keeps its own).
  SwitchAllocatorScratch* switch_scratch = nullptr;
};

class Router : public sc_core::sc_module {
 public:
  Router(sc_core::sc_module_name name, NodeId node, const RouterContext& context);

  void attach_input(int port, Channel* channel);
  // After the channel is configured: its period is read here.
  void attach_output(int port, Channel* channel);
  void attach_ejection(EjectionChannel* channel) { ejection_ = channel; }
  // Counts this router's activity into `activity` (nullptr: stop counting); its port arrays must
  // hold input_ports() and output_ports() entries.
  void set_activity(RouterActivity* activity) { activity_ = activity; }
  bool counting() const { return activity_ != nullptr; }
  const RouterActivity* activity() const { return activity_; }

  // One clock cycle. Inline: at low load most calls find the router idle, and then the test is
  // all they cost.
  void step(Cycle now) {
    if (idle()) return;
    if (activity_ == nullptr)
      step_stages<false>(now);
    else
      step_stages<true>(now);
  }

  // For the network's loop on networks larger than the cache (Network::set_prefetching): the lines
  // step() reads first (the idle test and a busy cycle's fields), and, once those have arrived, the
  // wheel's slot of the cycle, the unit arrays and the switch allocator a busy cycle reads next,
  // whose addresses are in them.
  void prefetch_step() const {
    const char* const fields = reinterpret_cast<const char*>(&buffered_);
    for (int line = 0; line < 4; ++line) __builtin_prefetch(fields + 64 * line);
  }
  void prefetch_stages(Cycle now) const {
    if (idle()) return;
    arrivals_.prefetch(now);
    const char* const in = reinterpret_cast<const char*>(inputs_.data());
    for (std::size_t b = 0; b < inputs_.size() * sizeof(InputUnit); b += 64) __builtin_prefetch(in + b);
    const char* const out = reinterpret_cast<const char*>(outputs_.data());
    for (std::size_t b = 0; b < outputs_.size() * sizeof(OutputUnit); b += 64) __builtin_prefetch(out + b);
    const char* const allocator = reinterpret_cast<const char*>(switch_allocator_.get());
    __builtin_prefetch(allocator);
    __builtin_prefetch(allocator + 64);
  }

  NodeId node() const { return node_; }
  // Input ports: the network ports, then the injection ports from the PE. Output ports: the
  // network ports, then the ejection port (local_port()) to the PE.
  int input_ports() const { return static_cast<int>(inputs_.size()); }
  int output_ports() const { return static_cast<int>(outputs_.size()); }
  int local_port() const { return local_port_; }
  int first_injection_port() const { return local_port_; }
  std::string input_port_name(int port) const;   // "xp", ..., "pe" (or "pe0", "pe1", ... with parallel injection)
  std::string output_port_name(int port) const;  // "xp", ..., "pe"
  const InputUnit& input(int port) const { return inputs_[static_cast<std::size_t>(port)]; }
  const OutputUnit& output(int port) const { return outputs_[static_cast<std::size_t>(port)]; }
  const Crossbar& crossbar() const { return crossbar_; }
  const VcAllocator& vc_allocator() const { return *vc_allocator_; }
  const SwitchGrants& switch_grants() const { return grants_; }
  const SwitchRequests& switch_requests() const { return switch_requests_; }
  const InputVcStates& vc_states() const { return vc_states_; }
  int buffered_flits() const { return buffered_; }
  Cycle last_move() const { return last_move_; }

 private:
  // Through Network::set_flit_observer, which counts the routers observed: their reports come in
  // the order the routers step.
  friend class Network;
  void set_flit_observer(FlitObserver* observer) { flit_observer_ = observer; }

  bool idle() const { return buffered_ == 0 && arrivals_.empty(); }
  // The stages, compiled twice: with Counting they also count into activity_.
  template <bool Counting>
  void step_stages(Cycle now);
  template <bool Counting>
  void receive(Cycle now);
  void compute_routes(Cycle now);
  // Bit p: output port p's link takes a flit departing at `departure`.
  std::uint64_t open_outputs(Cycle departure) const {
    std::uint64_t open = ~slow_outputs_;
    for (std::uint64_t slow = slow_outputs_; slow != 0; slow &= slow - 1) {
      const int p = __builtin_ctzll(slow);
      open |= std::uint64_t{outputs_[static_cast<std::size_t>(p)].channel->can_send(departure)} << p;
    }
    return open;
  }
  // Frees an output VC: every release goes through here, as a freed VC may end a settled VC
  // allocation (vc_allocation_settled_).
  void release(OutputVc& vc) {
    vc.release();
    vc_allocation_settled_ = false;
  }
  // Inlined into step_stages: called once per flit and router, its call and register spills were
  // 2% of the instructions of the 8x8 benchmark.
  template <bool Counting>
  inline __attribute__((always_inline)) void traverse(const SwitchGrant& grant, Cycle now, Cycle departure);
  // Counting only: the heads asking for a VC, and the VCs asking for the switch or stalled.
  void count_vc_requests(Cycle now);
  void count_switch_requests(Cycle now, Cycle departure);

  // The members in the order a cycle reads them, from a cache-line boundary on: the idle test and
  // the stages' dispatch in the first line, what a busy cycle reads in the next three, the VC
  // allocator's in the fifth, and what only elaboration, route computation and names read last.
  // On a 1024-node network a cycle's state outgrows the L2 cache and every line a router reads
  // is a miss (SPEED_RECORD.md, issue 17's fifth round): scattered, these fields took six.
  alignas(64) int buffered_ = 0;
  // The last VC allocation granted nothing, and nothing it reads has changed since: no head started
  // waiting and no output VC came free. It changed no state then (no grant, no arbiter move, no
  // random draw: RoutingFunction::select draws only when it finds a free VC), so until one of those
  // happens another run would only repeat it, and is skipped. Heads blocked behind a held output VC
  // retry every cycle otherwise.
  bool vc_allocation_settled_ = false;
  // The flits on their way to the input ports and the credits to the output ports, by the cycle
  // they arrive in.
  ArrivalWheel arrivals_;
  RouterActivity* activity_ = nullptr;
  InputVcStates vc_states_;  // every input VC state change goes through it
  // Bit p: output port p's link takes a flit only every period() > 1 cycles, so whether it takes
  // one is asked each cycle; a pipelined link (period 1) always takes the next (Channel::can_send).
  std::uint64_t slow_outputs_ = 0;
  int switch_latency_;  // the switch allocator's and the crossbar's latencies: allocation to departure
  int local_port_;
  const RouterConfig& config_;
  std::vector<InputUnit> inputs_;
  std::vector<OutputUnit> outputs_;
  std::unique_ptr<SwitchAllocator> switch_allocator_;
  SwitchRequests switch_requests_;
  Crossbar crossbar_;
  EjectionChannel* ejection_ = nullptr;
  FlitObserver* flit_observer_ = nullptr;
  Cycle last_move_ = -1;
  std::unique_ptr<VcAllocator> vc_allocator_;
  Random random_;
  const RoutingFunction& routing_;
  NodeId node_;
  int vcs_;
  bool ejection_vcs_;     // the ejection port's VCs are allocated (EjectionKind::single_port)
  const TopologyGraph& topology_;
  // Every port's VCs in one array of each kind, port by port (the units' spans point into them).
  std::vector<OutputVc> output_vcs_;
  std::vector<InputVc> input_vcs_;
  // Last, from a line of its own: a cycle's grants are few, and its count and first twenty share
  // the line (as a vector they were its header here and a heap block's line).
  alignas(64) SwitchGrants grants_;
};

}  // namespace kncube::rtl
