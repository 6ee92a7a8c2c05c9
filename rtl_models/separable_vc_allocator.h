#pragma once
// Separable input-first VC allocation. Stage 1: every waiting input VC picks one free output VC
// from its route: the free adaptive VC the routing policy's selection function names (Duato's
// random selection, spec 01 §3.3); else the first free VC of the deterministic range at or after
// the input VC's round-robin pointer, which moves past the VC it is granted (so heads bound for
// one port spread over its free VCs instead of all asking for the lowest). Stage 2: an arbiter per
// output VC grants one of the input VCs that picked it.

#include <memory>
#include <vector>

#include "rtl_models/arbiter_bank.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::rtl {

class SeparableVcAllocator final : public VcAllocator {
 public:
  SeparableVcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, const RoutingFunction& routing,
                       InjectionLimit limit = InjectionLimit::none, bool transit_priority = false);
  int allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
               std::vector<OutputUnit>& outputs, InputVcStates& states, Random& random) override;

 private:
  // Stage 1 for one input VC: the output VC it asks for, or -1.
  int choose(int input, const RouteCandidates& route, const std::vector<OutputUnit>& outputs, Random& random);

  const RoutingFunction& routing_;                         // owns the selection function
  ArbiterBank output_arbiters_;                            // one per output VC, over input VCs
  std::vector<std::uint8_t> next_vc_;                      // per input VC: round-robin pointer over VC numbers
  BoundedList<Grant> requests_;
  std::vector<std::uint16_t> contenders_;
};

}  // namespace kncube::rtl
