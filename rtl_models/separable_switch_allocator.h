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

class SeparableSwitchAllocator final : public SwitchAllocator {
 public:
  SeparableSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                           bool unlimited_ejection, bool transit_priority = false, int delay = 0);
  using SwitchAllocator::allocate;
  void allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                std::vector<SwitchGrant>& grants) override;

 private:
  ArbiterBank input_arbiters_;   // per input port, over its VCs
  ArbiterBank output_arbiters_;  // per output port, over input ports
  std::vector<SwitchGrant> requests_;  // this cycle's requests, one per input port at most (input-port entries)
  // Per output port, bit p set iff input port p requests it this cycle (zero between calls), so
  // the output stage finds an output's requesters without rescanning the requests.
  std::vector<std::uint64_t> requesters_;
  std::vector<std::uint8_t> requested_vc_;  // per input port: the VC it put forward this cycle
  std::vector<std::uint16_t> candidates_;  // scratch: a mask's bits as a list, for arbiters other than round robin
};

}  // namespace kncube::rtl
