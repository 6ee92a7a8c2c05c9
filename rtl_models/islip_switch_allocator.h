#pragma once
// iSLIP switch allocation, one iteration, per flit (BookSim's sw_allocator = islip with
// hold_switch_for_packet = 0). Request: each input port asks for every output port that one of
// its VCs can go to; where several of its VCs want the same output, the port's VC arbiter names
// the one that would go. Grant: each output port's arbiter picks one requesting input port (the
// unlimited ejection port grants them all). Accept: each input port's arbiter picks one of the
// outputs that granted it. Arbiters move only on an accepted grant.

#include <memory>
#include <vector>

#include "rtl_models/arbiter_bank.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::rtl {

class IslipSwitchAllocator final : public SwitchAllocator {
 public:
  IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                       bool unlimited_ejection, bool transit_priority = false, int delay = 0);
  using SwitchAllocator::allocate;
  void allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                std::vector<SwitchGrant>& grants) override;

 private:
  // Inlined into allocate (once per asking input port and cycle; its call was 3% of the BookSim
  // preset's instructions).
  inline __attribute__((always_inline)) void request(int port, Cycle now, const SwitchRequests& asking,
                                                     std::uint64_t open_outputs, const std::vector<InputUnit>& inputs);

  ArbiterBank vc_arbiters_;      // per input port, over its VCs
  ArbiterBank grant_arbiters_;   // per output port, over input ports
  ArbiterBank accept_arbiters_;  // per input port, over output ports
  std::vector<std::uint64_t> ready_vcs_;  // scratch: bit v of [o] iff the port's VC v can go to output o
  // The grant and accept phases find their requesters through bit masks, zero between calls: bit
  // p of requesters_[o] iff input port p requests output o (with VC request_vcs_[p * outputs + o]);
  // bit o of offers_[p] iff output o granted input port p. Visiting the set bits in ascending
  // order gives the order of a stable sort by output, then by input, without sorting.
  int output_ports_;
  std::uint64_t requested_outputs_ = 0;
  std::uint64_t offered_inputs_ = 0;
  std::vector<std::uint64_t> requesters_;
  std::vector<std::uint64_t> offers_;
  std::vector<std::uint8_t> request_vcs_;
  std::vector<std::uint16_t> candidates_;
};

}  // namespace kncube::rtl
