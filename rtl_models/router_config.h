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
};

// The local output to the processing element.
enum class EjectionKind {
  unlimited,    // every input port may deliver one flit per cycle; ejection never blocks (the models' assumption)
  single_port,  // a realistic port: one flit per cycle in total, allocated like any output
};

// The VC count is the network's (NetworkSpec::vcs): every channel, injection included, has V VCs.
struct RouterConfig {
  int buffer_depth = 4;   // flits per VC buffer
  PipelinePreset preset = PipelinePreset::ideal;
  PipelineDelays delays;
  VcRelease vc_release = VcRelease::tail_credit;
  ArbiterKind arbiter = ArbiterKind::round_robin;
  EjectionKind ejection = EjectionKind::unlimited;
  InjectionKind injection = InjectionKind::parallel;

  // Router input ports that come from the processing element.
  int injection_ports(int vcs) const { return injection == InjectionKind::parallel ? vcs : 1; }
};

PipelineDelays delays_for(PipelinePreset preset);

std::string to_string(PipelinePreset preset);
std::string to_string(VcRelease release);
std::string to_string(ArbiterKind kind);
std::string to_string(EjectionKind kind);
std::string to_string(InjectionKind kind);

}  // namespace kncube::rtl
