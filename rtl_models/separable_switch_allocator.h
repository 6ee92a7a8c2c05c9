#pragma once
// Separable input-first switch allocation. Stage 1: each input port's arbiter picks one of its
// VCs that can go. Stage 2: each output port's arbiter grants one of the input ports that chose
// it. An input arbiter only advances when its choice is granted. The ejection port with unlimited
// bandwidth grants every request.

#include <memory>
#include <vector>

#include "rtl_models/arbiter_bank.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::rtl {

class alignas(64) SeparableSwitchAllocator final : public SwitchAllocator {
 public:
  SeparableSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                           bool unlimited_ejection, bool transit_priority = false, int delay = 0,
                           SwitchAllocatorScratch* scratch = nullptr);
  using SwitchAllocator::allocate;
  void allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                SwitchGrants& grants) override;

 private:
  // allocate() when at most one input port asks (bit mask `asking_ports`).
  void sole_port(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                 const std::vector<InputUnit>& inputs, SwitchGrants& grants);

  // The requests, each output's requesters (so the output stage finds them without rescanning
  // the requests) and the VC each input port put forward are in the shared scratch_.
  ArbiterBank input_arbiters_;   // per input port, over its VCs
  ArbiterBank output_arbiters_;  // per output port, over input ports
};

}  // namespace kncube::rtl
