#pragma once
// iSLIP VC allocation, one iteration (BookSim's vc_allocator = islip). Request: every waiting
// input VC asks for every free output VC of its route: its free adaptive VCs if it has any
// (Duato's routing takes the escape VC only when no adaptive VC is free), else its free
// deterministic VCs. Grant: an arbiter per output VC picks one requesting input VC. Accept: an
// arbiter per input VC picks one of the output VCs that granted it. Both arbiters move only on an
// accepted grant, which is what desynchronises them under load.

#include <memory>
#include <vector>

#include "rtl_models/arbiter_bank.h"
#include "rtl_models/vc_allocator.h"

namespace kncube::rtl {

class IslipVcAllocator final : public VcAllocator {
 public:
  IslipVcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                   InjectionLimit limit = InjectionLimit::none, bool transit_priority = false);
  int allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
               std::vector<OutputUnit>& outputs, InputVcStates& states, Random& random) override;

 private:
  void request(int input, const RouteCandidates& route, const std::vector<OutputUnit>& outputs);
  void request_free(int input, const VcRange& range, const std::vector<OutputUnit>& outputs);

  ArbiterBank grant_arbiters_;    // per output VC, over input VCs
  ArbiterBank accept_arbiters_;   // per input VC, over output VCs
  BoundedList<Grant> requests_;                            // (input VC, output VC), sorted by output
  BoundedList<Grant> offers_;                              // the grant phase's choices, sorted by input
  std::vector<std::uint16_t> candidates_;
};

}  // namespace kncube::rtl
