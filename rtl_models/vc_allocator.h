#pragma once
// Separable VC allocator. Stage 1: every input VC waiting for a VC picks one free output VC from
// its route candidates (a free adaptive VC of a random productive port, else the deterministic
// VC). Stage 2: an arbiter per output VC grants one of the input VCs that picked it. Losers and
// VCs that found nothing free try again next cycle, with the then-current VC state.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"

namespace kncube::rtl {

class VcAllocator {
 public:
  VcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter);

  // Grants output VCs to input VCs in state vc_alloc whose stage is ready; granted VCs become
  // active `delay` cycles later. Returns the number of grants.
  int allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
               std::vector<OutputUnit>& outputs, Random& random);

  struct Grant {
    std::uint16_t input;   // input port * vcs + vc
    std::uint16_t output;  // output port * vcs + vc
  };
  // The grants of the last allocate() call (ejections excluded), for tracing.
  const std::vector<Grant>& last_grants() const { return grants_; }

 private:
  using Request = Grant;
  // Stage 1 for one input VC: the output VC it asks for, or -1.
  int choose(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, Random& random);

  int vcs_;
  std::vector<std::unique_ptr<Arbiter>> output_arbiters_;  // one per output VC, over input VCs
  std::vector<Request> requests_;
  std::vector<std::uint16_t> contenders_;
  std::vector<Grant> grants_;
  std::vector<std::uint8_t> free_count_;   // scratch: free VCs per adaptive candidate
};

}  // namespace kncube::rtl
