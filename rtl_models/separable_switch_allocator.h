#pragma once
// Separable input-first switch allocation. Stage 1: each input port's arbiter picks one of its
// VCs that can go. Stage 2: each output port's arbiter grants one of the input ports that chose
// it. An input arbiter only advances when its choice is granted. The ejection port with unlimited
// bandwidth grants every request.

#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/round_robin_arbiter.h"
#include "rtl_models/switch_allocator.h"

namespace kncube::rtl {

class SeparableSwitchAllocator final : public SwitchAllocator {
 public:
  SeparableSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                           bool unlimited_ejection, bool transit_priority = false, int delay = 0);
  using SwitchAllocator::allocate;
  // Defined below, in the header: the router's step calls it through this final class, and inlined
  // there it saves the call's register saves and restores (3-4% of the 8x8 benchmark's instructions).
  inline __attribute__((always_inline)) void allocate(Cycle now, Cycle departure, std::uint64_t occupied,
                                                      const std::vector<InputUnit>& inputs,
                                                      const std::vector<OutputUnit>& outputs,
                                                      std::vector<SwitchGrant>& grants) override;

 private:
  ArbiterKind arbiter_kind_;
  std::vector<std::unique_ptr<Arbiter>> input_arbiters_;   // per input port, over its VCs
  std::vector<std::unique_ptr<Arbiter>> output_arbiters_;  // per output port, over input ports
  std::vector<SwitchGrant> requests_;  // this cycle's requests, one per input port at most (input-port entries)
  // Per output port, bit p set iff input port p requests it this cycle (zero between calls), so
  // the output stage finds an output's requesters without rescanning the requests.
  std::vector<std::uint64_t> requesters_;
  std::vector<std::uint8_t> requested_vc_;  // per input port: the VC it put forward this cycle
  std::vector<std::uint16_t> candidates_;  // scratch: a mask's bits as a list, for arbiters other than round robin
};

inline void SeparableSwitchAllocator::allocate(Cycle now, Cycle departure, std::uint64_t occupied,
                                        const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                                        std::vector<SwitchGrant>& grants) {
  grants.clear();
  SwitchGrant* const requests = requests_.data();
  int request_count = 0;
  for (; occupied != 0; occupied &= occupied - 1) {
    const int p = __builtin_ctzll(occupied);
    const InputVc* const vcs = inputs[static_cast<std::size_t>(p)].vcs.data();
    std::uint64_t ready = 0;
    for (int v = 0; v < vcs_; ++v) ready |= std::uint64_t{can_go(now, departure, vcs[v], outputs)} << v;
    if (ready == 0) continue;
    const int vc = (ready & (ready - 1)) == 0
                       ? __builtin_ctzll(ready)
                       : pick_from(*input_arbiters_[static_cast<std::size_t>(p)], arbiter_kind_, ready, candidates_);
    const int out = vcs[vc].out_port;
    requests[request_count++] = SwitchGrant{static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(out)};
    requesters_[static_cast<std::size_t>(out)] |= std::uint64_t{1} << p;
    requested_vc_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(vc);
  }
  // Outputs are settled in the order of their first requester, as the grants' order is observable.
  for (int r = 0; r < request_count; ++r) {
    const SwitchGrant& request = requests[r];
    std::uint64_t& requesters = requesters_[request.output_port];
    if (request.output_port == ejection_port_ && unlimited_ejection_) {
      requesters = 0;
      grant_to(*input_arbiters_[request.input_port], arbiter_kind_, request.input_vc);
      grants.push_back(request);
      continue;
    }
    const std::uint64_t mask = requesters;
    if (mask == 0) continue;  // settled with an earlier request
    requesters = 0;
    int winner = __builtin_ctzll(mask);
    if ((mask & (mask - 1)) != 0)
      winner = pick_from(*output_arbiters_[request.output_port], arbiter_kind_,
                         transit_priority_ ? prefer_transit(mask, ejection_port_) : mask, candidates_);
    grant_to(*output_arbiters_[request.output_port], arbiter_kind_, winner);
    const int vc = requested_vc_[static_cast<std::size_t>(winner)];
    grant_to(*input_arbiters_[static_cast<std::size_t>(winner)], arbiter_kind_, vc);
    grants.push_back(SwitchGrant{static_cast<std::uint8_t>(winner), static_cast<std::uint8_t>(vc), request.output_port});
  }
}

}  // namespace kncube::rtl
