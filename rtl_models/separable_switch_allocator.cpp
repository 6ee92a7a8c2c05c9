#include "rtl_models/separable_switch_allocator.h"

namespace kncube::rtl {

SeparableSwitchAllocator::SeparableSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                                   int ejection_port, bool unlimited_ejection, bool transit_priority,
                                                   int delay, SwitchAllocatorScratch* scratch)
    : SwitchAllocator(input_ports, output_ports, vcs, ejection_port, unlimited_ejection, transit_priority, delay, scratch),
      input_arbiters_(arbiter, input_ports, vcs),
      output_arbiters_(arbiter, output_ports, input_ports) {}

// The port's choice is granted, as the output stage below would grant a sole requester, without
// the per-output bookkeeping. The common case at low load: at 0.1 flits/node/cycle on the 8x8
// torus, 8% of the benchmark's instructions.
void SeparableSwitchAllocator::sole_port(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking,
                                         std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                                         SwitchGrants& grants) {
  if (asking_ports == 0) return;
  const int p = __builtin_ctzll(asking_ports);
  const std::uint64_t ready = ready_vcs(p, now, asking, open_outputs, inputs);
  if (ready == 0) return;
  const int vc = input_arbiters_.pick(static_cast<std::size_t>(p), ready, scratch_->candidates);
  const int out = inputs[static_cast<std::size_t>(p)].vcs.data()[vc].out_port;
  output_arbiters_.grant(static_cast<std::size_t>(out), p);  // unread for an unlimited ejection port (allocate)
  input_arbiters_.grant(static_cast<std::size_t>(p), vc);
  grants.push_back(SwitchGrant{static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(out)});
}

void SeparableSwitchAllocator::allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                                        const std::vector<InputUnit>& inputs,
                                        SwitchGrants& grants) {
  grants.clear();
  SwitchAllocatorScratch& scratch = *scratch_;
  const std::uint64_t asking_ports = asking.ports();
  if ((asking_ports & (asking_ports - 1)) == 0) {
    sole_port(asking_ports, now, asking, open_outputs, inputs, grants);
    return;
  }
  SwitchGrant* const requests = scratch.requests;
  int request_count = 0;
  for (std::uint64_t ports = asking_ports; ports != 0; ports &= ports - 1) {
    const int p = __builtin_ctzll(ports);
    const InputVc* const vcs = inputs[static_cast<std::size_t>(p)].vcs.data();
    const std::uint64_t ready = ready_vcs(p, now, asking, open_outputs, inputs);
    if (ready == 0) continue;
    const int vc = input_arbiters_.pick(static_cast<std::size_t>(p), ready, scratch.candidates);
    const int out = vcs[vc].out_port;
    requests[request_count++] = SwitchGrant{static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(out)};
    scratch.requesters[static_cast<std::size_t>(out)] |= std::uint64_t{1} << p;
    scratch.requested_vc[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(vc);
  }
  // Outputs are settled in the order of their first requester, as the grants' order is observable.
  for (int r = 0; r < request_count; ++r) {
    const SwitchGrant& request = requests[r];
    std::uint64_t& requesters = scratch.requesters[request.output_port];
    if (unlimited_ejection_ && request.output_port == ejection_port_) {  // the router's constant first
      requesters = 0;
      input_arbiters_.grant(request.input_port, request.input_vc);
      grants.push_back(request);
      continue;
    }
    const std::uint64_t mask = requesters;
    if (mask == 0) continue;  // settled with an earlier request
    requesters = 0;
    int winner = __builtin_ctzll(mask);
    if ((mask & (mask - 1)) != 0)
      winner = output_arbiters_.pick(request.output_port, transit_priority_ ? prefer_transit(mask, ejection_port_) : mask,
                                     scratch.candidates);
    output_arbiters_.grant(request.output_port, winner);
    const int vc = scratch.requested_vc[static_cast<std::size_t>(winner)];
    input_arbiters_.grant(static_cast<std::size_t>(winner), vc);
    grants.push_back(SwitchGrant{static_cast<std::uint8_t>(winner), static_cast<std::uint8_t>(vc), request.output_port});
  }
}

}  // namespace kncube::rtl
