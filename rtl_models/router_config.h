#pragma once
// Typed, validated-once configuration of a router. All delays are in clock cycles.

#include <string>

namespace kncube::rtl {

// Per-stage latencies of the router pipeline. A stage with latency d makes its result usable d
// cycles after it acts; 0 chains it with the next stage in the same cycle.
//   head arrives at cycle a -> route known at a+route -> VC granted at g >= a+route
//   -> switch request from g+vc_alloc -> granted at s -> enters the link at s+sw_alloc+crossbar
//   -> arrives downstream at s+sw_alloc+crossbar+wire (or is delivered at s+sw_alloc+crossbar
//   when the output is the ejection port).
struct PipelineDelays {
  int route = 0;     // RC: route computation
  int vc_alloc = 0;  // VA: virtual-channel allocation
  int sw_alloc = 0;  // SA: switch allocation
  int crossbar = 0;  // ST: switch traversal
  int credit = 1;    // a credit reaches the upstream router this many cycles after its flit left (>= 1)

  int router_latency() const { return route + vc_alloc + sw_alloc + crossbar; }
};

enum class PipelinePreset {
  ideal,       // all router stages 0: an uncontended header advances one hop per cycle (spec 01 §3.5)
  four_stage,  // RC, VA, SA, ST one cycle each, plus the link
  custom,      // the per-stage options as given
};

// When a router may give an output VC to another message.
enum class VcRelease {
  tail_credit,  // atomic allocation: only when the tail's buffer slot is credited back, i.e. the
                // downstream VC is empty (spec 01 §3.1: a VC belongs to its message until its last flit left)
  tail_sent,    // as soon as the tail has been switched onto the output; the next message queues behind
                // it downstream. Deadlock-free for dimension-order routing, not for Duato's routing: a
                // message on an escape VC could wait behind one committed to an adaptive VC
};

enum class ArbiterKind { round_robin, matrix };

// How the processing element injects into the router.
enum class InjectionKind {
  parallel,  // one injection channel (1 flit/cycle) per VC, each its own crossbar input: V messages enter at
             // full speed at once, the models' source queue of V servers (spec 01 eq 3.21, lambda/V)
  shared,    // one injection channel of 1 flit/cycle whose V VCs interleave, as in most routers
  serial,    // one injection channel, one message at a time: its flits enter contiguously on one injection
             // VC, chosen round robin among the free ones that have a credit (BookSim's terminal)
};

// How a torus ring's two dateline classes (spec 01 §3.3-3.4) are assigned to a message.
enum class DatelineRule {
  per_hop,        // re-derived at every hop: class 0 iff c_q < d_q (spec 01 §3.3, what the models assume).
                  // On a bidirectional ring half of the channels then carry only one class
  per_dimension,  // chosen by the same rule when the message enters the dimension (or, with Duato's
                  // routing, its escape layer in that dimension) and kept while it stays there, as
                  // BookSim's dim_order_torus does: both classes load every channel. On a
                  // unidirectional ring a route can span almost the whole ring, so keeping class 1
                  // past the dateline would close a cycle; there the message drops to class 0 when it
                  // crosses the dateline, which is the per-hop rule
};

// The order in which dimension-order routing (and Duato's escape layer) resolves dimensions.
enum class DimensionOrder {
  descending,  // highest dimension first (Dally's e-cube; spec 01 A11, the models)
  ascending,   // dimension 0 (x) first (BookSim's dim_order)
};

// How an allocator matches requesters to resources in one cycle.
enum class AllocatorKind {
  separable,  // input-first separable: each requester picks one resource (round robin over its free
              // candidates), then an arbiter per resource grants one requester
  islip,      // iSLIP, one iteration: requesters ask for every free candidate, each resource grants one
              // requester (round robin), each requester accepts one grant (round robin); pointers
              // move only on an accepted grant (BookSim's vc_allocator = sw_allocator = islip)
};

// The local output to the processing element.
enum class EjectionKind {
  unlimited,    // every input port may deliver one flit per cycle; ejection never blocks (the models' assumption)
  single_port,  // a realistic port: one flit per cycle in total, allocated like any output, with V VCs that
                // the VC allocator gives to arriving messages (at most V eject at once, as in BookSim). The PE
                // takes every flit at once, so a VC is free again as soon as its tail has been sent
};

// Whether a message at the source router may ask for its first VC (injection limitation).
enum class InjectionLimit {
  none,  // whenever it is at the front of its injection VC
  alo,   // "at least one", after Lopez, Martinez and Duato's ALO: only when every output channel useful
         // to it has a free VC it could use (an adaptive VC, where the routing offers any), or one of
         // them has all its VCs free. Under saturation this keeps new messages out of a congested
         // network instead of letting them take the last free escape VCs, after which adaptive
         // routing's throughput falls to what the escape layer alone carries (measured: 8x8 uni
         // torus, Duato, from 0.18 to 0.094 flits/node/cycle). Dimension-order routing is never held
         // back: its one useful channel has a usable VC exactly when it could be allocated one
};

// A whole router micro-architecture under one name (--router).
enum class RouterPreset {
  model,    // what the analytical models assume (the defaults below): co-verification against the models
  booksim,  // BookSim2's input-queued router (iq) with its default timing: design evaluation
};

// The VC count is the network's (NetworkSpec::vcs): every channel, injection included, has V VCs.
// Defaults are RouterPreset::model; router_preset(RouterPreset::booksim) lists what that one changes.
struct RouterConfig {
  // The preset these settings started from (router_preset sets it): what the rest is written
  // back relative to, so a run handed these settings as options gets exactly them.
  RouterPreset base = RouterPreset::model;
  int buffer_depth = 4;   // flits per VC buffer
  PipelinePreset preset = PipelinePreset::ideal;
  PipelineDelays delays;
  VcRelease vc_release = VcRelease::tail_credit;
  ArbiterKind arbiter = ArbiterKind::round_robin;
  AllocatorKind vc_allocator = AllocatorKind::separable;
  AllocatorKind sw_allocator = AllocatorKind::separable;
  EjectionKind ejection = EjectionKind::unlimited;
  InjectionKind injection = InjectionKind::parallel;
  InjectionLimit injection_limit = InjectionLimit::none;
  // Whether an output's VC and switch arbiters serve requests from network inputs before those from
  // the PE's injection ports (transit priority), so that a saturated network drains before new
  // messages enter it. Neither preset sets it: BookSim's arbiters treat every input alike.
  bool transit_priority = false;
  DatelineRule dateline = DatelineRule::per_hop;
  DimensionOrder dimension_order = DimensionOrder::descending;
  // Cycles from a flit leaving the source queue to its arrival in the router's injection buffer
  // (>= 1), and from its switch traversal at the destination router to its delivery to the PE
  // (>= 0). BookSim's terminal channels take 2 and 1 cycles beyond that: 2 and 1 here.
  int injection_latency = 1;
  int ejection_latency = 0;

  // Router input ports that come from the processing element.
  int injection_ports(int vcs) const { return injection == InjectionKind::parallel ? vcs : 1; }
};

PipelineDelays delays_for(PipelinePreset preset);

// The complete configuration a preset names.
//   model:   the defaults of RouterConfig.
//   booksim: 8-flit VC buffers; 4stage pipeline (RC, VA, SA, ST) with 1-cycle links; credits back
//            in 2 cycles (BookSim's 1-cycle credit channel read a cycle later, like its flits);
//            VC released when the tail is sent; iSLIP VC and switch allocators with round-robin
//            arbiters; serial injection (one message at a time) through a 2-cycle injection channel;
//            one-flit-per-cycle ejection through a 1-cycle ejection channel; dateline classes per
//            dimension; dimension 0 routed first. Zero-load latency 5H + 6 + M (H link hops). And
//            injection limitation (alo), which BookSim lacks: it changes nothing for dimension-order
//            routing and keeps adaptive routing from collapsing past saturation.
RouterConfig router_preset(RouterPreset preset);

std::string to_string(PipelinePreset preset);
std::string to_string(VcRelease release);
std::string to_string(ArbiterKind kind);
std::string to_string(EjectionKind kind);
std::string to_string(InjectionKind kind);
std::string to_string(DatelineRule rule);
std::string to_string(DimensionOrder order);
std::string to_string(AllocatorKind kind);
std::string to_string(RouterPreset preset);
std::string to_string(InjectionLimit limit);

}  // namespace kncube::rtl
