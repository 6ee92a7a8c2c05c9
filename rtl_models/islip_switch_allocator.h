#pragma once
// iSLIP switch allocation, one iteration, per flit (BookSim's sw_allocator = islip with
// hold_switch_for_packet = 0). Request: each input port asks for every output port that one of
// its VCs can go to; where several of its VCs want the same output, the port's VC arbiter names
// the one that would go. Grant: each output port's arbiter picks one requesting input port (the
// unlimited ejection port grants them all). Accept: each input port's arbiter picks one of the
// outputs that granted it. Arbiters move only on an accepted grant.

#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/round_robin_arbiter.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::rtl {

class IslipSwitchAllocator final : public SwitchAllocator {
 public:
  IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                       bool unlimited_ejection, bool transit_priority = false, int delay = 0);
  using SwitchAllocator::allocate;
  // Defined below, in the header: the router's step calls it through this final class, and inlined
  // there it saves the call's register saves and restores.
  inline __attribute__((always_inline)) void allocate(Cycle now, Cycle departure, std::uint64_t occupied,
                                                      const std::vector<InputUnit>& inputs,
                                                      const std::vector<OutputUnit>& outputs,
                                                      std::vector<SwitchGrant>& grants) override;

 private:
  // Inlined into allocate (once per occupied input port and cycle; its call was 3% of the BookSim
  // preset's instructions).
  inline __attribute__((always_inline)) void request(int port, const InputUnit& unit, Cycle now, Cycle departure, const std::vector<OutputUnit>& outputs);

  ArbiterKind arbiter_kind_;
  std::vector<std::unique_ptr<Arbiter>> vc_arbiters_;      // per input port, over its VCs
  std::vector<std::unique_ptr<Arbiter>> grant_arbiters_;   // per output port, over input ports
  std::vector<std::unique_ptr<Arbiter>> accept_arbiters_;  // per input port, over output ports
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

inline void IslipSwitchAllocator::request(int port, const InputUnit& unit, Cycle now, Cycle departure,
                                   const std::vector<OutputUnit>& outputs) {
  std::uint64_t ready_outputs = 0;
  for (int v = 0; v < vcs_; ++v) {
    const InputVc& ivc = unit.vcs[static_cast<std::size_t>(v)];
    if (!can_go(now, departure, ivc, outputs)) continue;
    const std::uint64_t output_bit = std::uint64_t{1} << ivc.out_port;
    std::uint64_t& ready = ready_vcs_[static_cast<std::size_t>(ivc.out_port)];
    ready = (ready_outputs & output_bit) != 0 ? ready | (std::uint64_t{1} << v) : std::uint64_t{1} << v;
    ready_outputs |= output_bit;
  }
  // By output, then VC, ascending: the order the port's VC arbiter saw when this was a sort.
  Arbiter& vcs = *vc_arbiters_[static_cast<std::size_t>(port)];
  for (; ready_outputs != 0; ready_outputs &= ready_outputs - 1) {
    const int output = __builtin_ctzll(ready_outputs);
    const std::uint64_t ready = ready_vcs_[static_cast<std::size_t>(output)];
    const int vc = (ready & (ready - 1)) == 0 ? __builtin_ctzll(ready) : pick_from(vcs, arbiter_kind_, ready, candidates_);
    requesters_[output] |= std::uint64_t{1} << port;
    requested_outputs_ |= std::uint64_t{1} << output;
    request_vcs_[static_cast<std::size_t>(port) * static_cast<std::size_t>(output_ports_) + output] = static_cast<std::uint8_t>(vc);
  }
}

inline void IslipSwitchAllocator::allocate(Cycle now, Cycle departure, std::uint64_t occupied,
                                    const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                                    std::vector<SwitchGrant>& grants) {
  grants.clear();
  for (; occupied != 0; occupied &= occupied - 1) {
    const int p = __builtin_ctzll(occupied);
    request(p, inputs[static_cast<std::size_t>(p)], now, departure, outputs);
  }
  // Grant: one input port per output port (every one for the unlimited ejection port).
  for (; requested_outputs_ != 0; requested_outputs_ &= requested_outputs_ - 1) {
    const int output = __builtin_ctzll(requested_outputs_);
    const std::uint64_t requesters = requesters_[static_cast<std::size_t>(output)];
    requesters_[static_cast<std::size_t>(output)] = 0;
    const std::uint64_t output_bit = std::uint64_t{1} << output;
    if (output == ejection_port_ && unlimited_ejection_) {
      for (std::uint64_t m = requesters; m != 0; m &= m - 1) offers_[static_cast<std::size_t>(__builtin_ctzll(m))] |= output_bit;
      offered_inputs_ |= requesters;
      continue;
    }
    int winner = __builtin_ctzll(requesters);
    if ((requesters & (requesters - 1)) != 0)
      winner = pick_from(*grant_arbiters_[static_cast<std::size_t>(output)], arbiter_kind_,
                         transit_priority_ ? prefer_transit(requesters, ejection_port_) : requesters, candidates_);
    offers_[static_cast<std::size_t>(winner)] |= output_bit;
    offered_inputs_ |= std::uint64_t{1} << winner;
  }
  // Accept: one granted output per input port.
  for (; offered_inputs_ != 0; offered_inputs_ &= offered_inputs_ - 1) {
    const int input = __builtin_ctzll(offered_inputs_);
    const std::uint64_t offers = offers_[static_cast<std::size_t>(input)];
    offers_[static_cast<std::size_t>(input)] = 0;
    const int output = (offers & (offers - 1)) == 0
                           ? __builtin_ctzll(offers)
                           : pick_from(*accept_arbiters_[static_cast<std::size_t>(input)], arbiter_kind_, offers, candidates_);
    const int vc = request_vcs_[static_cast<std::size_t>(input) * static_cast<std::size_t>(output_ports_) + static_cast<std::size_t>(output)];
    if (!(output == ejection_port_ && unlimited_ejection_))
      grant_to(*grant_arbiters_[static_cast<std::size_t>(output)], arbiter_kind_, input);
    grant_to(*accept_arbiters_[static_cast<std::size_t>(input)], arbiter_kind_, output);
    grant_to(*vc_arbiters_[static_cast<std::size_t>(input)], arbiter_kind_, vc);
    grants.push_back(SwitchGrant{static_cast<std::uint8_t>(input), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(output)});
  }
}

}  // namespace kncube::rtl
