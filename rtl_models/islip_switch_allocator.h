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

class alignas(64) IslipSwitchAllocator final : public SwitchAllocator {
 public:
  IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                       bool unlimited_ejection, bool transit_priority = false, int delay = 0,
                       SwitchAllocatorScratch* scratch = nullptr);
  using SwitchAllocator::allocate;
  void allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                SwitchGrants& grants) override;

 private:
  // Inlined into allocate (once per asking input port and cycle; its call was 3% of the BookSim
  // preset's instructions).
  inline __attribute__((always_inline)) void request(int port, Cycle now, const SwitchRequests& asking,
                                                     std::uint64_t open_outputs, const std::vector<InputUnit>& inputs);

  // Input port `port` asks output `output` for its VC `vc`: entered where the grant and accept
  // phases find it. With `asks` 0 nothing is entered that they read (request() asks without a
  // branch for a port that may have no VC able to go).
  void ask(int port, int output, int vc, std::uint64_t asks = 1) {
    SwitchAllocatorScratch& scratch = *scratch_;
    scratch.requesters[static_cast<std::size_t>(output)] |= asks << port;
    requested_outputs_ |= asks << output;
    scratch.request_vcs[static_cast<std::size_t>(port) * SwitchAllocatorScratch::kMaxPorts + static_cast<std::size_t>(output)] =
        static_cast<std::uint8_t>(vc);
  }
  // Moves the three arbiters for input port `input`'s accepted grant of `output` to its VC `vc`.
  void move_arbiters(int input, int vc, int output) {
    if (round_robin_) {
      grant_arbiters_.grant_within_mask(static_cast<std::size_t>(output), input);
      accept_arbiters_.grant_within_mask(static_cast<std::size_t>(input), output);
      vc_arbiters_.grant_within_mask(static_cast<std::size_t>(input), vc);
    } else {
      grant_arbiters_.grant(static_cast<std::size_t>(output), input);
      accept_arbiters_.grant(static_cast<std::size_t>(input), output);
      vc_arbiters_.grant(static_cast<std::size_t>(input), vc);
    }
  }
  // allocate() when every asking input port has at most one VC that can go and no two of them want
  // the same output (an unlimited ejection port excepted): every request is granted and accepted,
  // as the three phases would find, without their per-output bookkeeping. Returns false, with
  // `grants` empty and nothing moved, when that is not so.
  bool disjoint_ports(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                      const std::vector<InputUnit>& inputs, SwitchGrants& grants);
  // allocate() when at most one input port asks (bit mask `asking_ports`).
  void sole_port(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                 const std::vector<InputUnit>& inputs, SwitchGrants& grants);

  ArbiterBank vc_arbiters_;      // per input port, over its VCs
  ArbiterBank grant_arbiters_;   // per output port, over input ports
  ArbiterBank accept_arbiters_;  // per input port, over output ports
  // The grant and accept phases find their requesters through bit masks in the shared scratch_,
  // zero between calls (requesters, offers; SwitchAllocatorScratch). Visiting the set bits in
  // ascending order gives the order of a stable sort by output, then by input, without sorting.
  std::uint64_t requested_outputs_ = 0;
  std::uint64_t offered_inputs_ = 0;
  bool round_robin_;  // every bank round robin within a mask (ports and VCs: at most 64 each)
};

}  // namespace kncube::rtl
