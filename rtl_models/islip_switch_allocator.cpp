#include "rtl_models/islip_switch_allocator.h"

namespace kncube::rtl {

IslipSwitchAllocator::IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                           int ejection_port, bool unlimited_ejection, bool transit_priority, int delay,
                                           SwitchAllocatorScratch* scratch)
    : SwitchAllocator(input_ports, output_ports, vcs, ejection_port, unlimited_ejection, transit_priority, delay, scratch),
      vc_arbiters_(arbiter, input_ports, vcs),
      grant_arbiters_(arbiter, output_ports, input_ports),
      accept_arbiters_(arbiter, input_ports, output_ports),
      round_robin_(vc_arbiters_.round_robin_within_mask() && grant_arbiters_.round_robin_within_mask() &&
                   accept_arbiters_.round_robin_within_mask()) {}

void IslipSwitchAllocator::request(int port, Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                                   const std::vector<InputUnit>& inputs) {
  SwitchAllocatorScratch& scratch = *scratch_;
  const std::uint64_t going = ready_vcs(port, now, asking, open_outputs, inputs);
  if ((going & (going - 1)) == 0) {
    // At most one VC can go (most ports, most cycles): it asks for its output, without the
    // grouping by output below or its VC arbiter, whose pick of a sole requester is that one.
    // Whether one or none can go follows the traffic, so it is not a branch (as one it was 4% of
    // the BookSim preset's mispredictions, cachegrind --branch-sim=yes): a port with none asks
    // output 0 with no bit set, which no phase below sees.
    const int any = going != 0;
    const int v = __builtin_ctzll(going | (std::uint64_t{1} << 63)) & -any;
    ask(port, inputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(v)].out_port & -any, v,
        static_cast<std::uint64_t>(any));
    return;
  }
  std::uint64_t ready_outputs = 0;
  for (std::uint64_t left = going; left != 0; left &= left - 1) {
    const int v = __builtin_ctzll(left);
    const InputVc& ivc = inputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(v)];
    const std::uint64_t output_bit = std::uint64_t{1} << ivc.out_port;
    std::uint64_t& ready = scratch.ready_vcs[static_cast<std::size_t>(ivc.out_port)];
    ready = (ready_outputs & output_bit) != 0 ? ready | (std::uint64_t{1} << v) : std::uint64_t{1} << v;
    ready_outputs |= output_bit;
  }
  // By output, then VC, ascending: the order the port's VC arbiter saw when this was a sort.
  for (; ready_outputs != 0; ready_outputs &= ready_outputs - 1) {
    const int output = __builtin_ctzll(ready_outputs);
    const std::uint64_t ready = scratch.ready_vcs[static_cast<std::size_t>(output)];
    ask(port, output, vc_arbiters_.pick(static_cast<std::size_t>(port), ready, scratch.candidates));
  }
}

// Every output the port asks for grants it (it is their only requester); it accepts one, and its VC
// arbiter names the VC for that output, as the three phases below would. The common case at low
// load, where the phases' per-output bookkeeping was most of the allocation's instructions.
void IslipSwitchAllocator::sole_port(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking,
                                     std::uint64_t open_outputs, const std::vector<InputUnit>& inputs, SwitchGrants& grants) {
  if (asking_ports == 0) return;
  const int port = __builtin_ctzll(asking_ports);
  const std::uint64_t going = ready_vcs(port, now, asking, open_outputs, inputs);
  if (going == 0) return;
  SwitchAllocatorScratch& scratch = *scratch_;
  const InputVc* const vcs = inputs[static_cast<std::size_t>(port)].vcs.data();
  int output = vcs[__builtin_ctzll(going)].out_port;
  std::uint64_t ready = going;  // the VCs going to that output
  if ((going & (going - 1)) != 0) {  // several VCs: the accept arbiter picks among their outputs
    std::uint64_t outputs = 0;
    for (std::uint64_t g = going; g != 0; g &= g - 1) outputs |= std::uint64_t{1} << vcs[__builtin_ctzll(g)].out_port;
    output = accept_arbiters_.pick(static_cast<std::size_t>(port), outputs, scratch.candidates);
    ready = 0;
    for (std::uint64_t g = going; g != 0; g &= g - 1) {
      const int v = __builtin_ctzll(g);
      ready |= std::uint64_t{vcs[v].out_port == output} << v;
    }
  }
  const int vc = vc_arbiters_.pick(static_cast<std::size_t>(port), ready, scratch.candidates);
  move_arbiters(port, vc, output);  // the grant arbiter's move is unread for an unlimited ejection port (allocate)
  grants.push_back(SwitchGrant{static_cast<std::uint8_t>(port), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(output)});
}

bool IslipSwitchAllocator::disjoint_ports(std::uint64_t asking_ports, Cycle now, const SwitchRequests& asking,
                                          std::uint64_t open_outputs, const std::vector<InputUnit>& inputs,
                                          SwitchGrants& grants) {
  std::uint64_t taken = 0;    // outputs asked for so far
  std::uint64_t clashes = 0;  // outputs asked for twice
  std::uint64_t several = 0;  // non-zero if a port has more than one VC that can go
  for (std::uint64_t ports = asking_ports; ports != 0; ports &= ports - 1) {
    const int port = __builtin_ctzll(ports);
    const std::uint64_t going = ready_vcs(port, now, asking, open_outputs, inputs);
    several |= going & (going - 1);
    // As in request(): which ports have a VC that can go follows the traffic, so no branch.
    const int any = going != 0;
    const int v = __builtin_ctzll(going | (std::uint64_t{1} << 63)) & -any;
    const int output = inputs[static_cast<std::size_t>(port)].vcs[static_cast<std::size_t>(v)].out_port & -any;
    const std::uint64_t output_bit = static_cast<std::uint64_t>(any) << output;
    clashes |= taken & output_bit;
    taken |= output_bit;
    grants.push_back_if(SwitchGrant{static_cast<std::uint8_t>(port), static_cast<std::uint8_t>(v), static_cast<std::uint8_t>(output)},
                        any != 0);
  }
  if (unlimited_ejection_) clashes &= ~(std::uint64_t{1} << ejection_port_);  // it takes every requester
  if ((several | clashes) != 0) {
    grants.clear();
    return false;
  }
  // In ascending port order, as the accept phase grants: the unlimited ejection port's grant
  // arbiter ends where it would.
  for (const SwitchGrant& g : grants) move_arbiters(g.input_port, g.input_vc, g.output_port);
  return true;
}

void IslipSwitchAllocator::allocate(Cycle now, const SwitchRequests& asking, std::uint64_t open_outputs,
                                    const std::vector<InputUnit>& inputs,
                                    SwitchGrants& grants) {
  grants.clear();
  SwitchAllocatorScratch& scratch = *scratch_;
  const std::uint64_t asking_ports = asking.ports();
  if ((asking_ports & (asking_ports - 1)) == 0) {
    sole_port(asking_ports, now, asking, open_outputs, inputs, grants);
    return;
  }
  if (disjoint_ports(asking_ports, now, asking, open_outputs, inputs, grants)) return;
  for (std::uint64_t ports = asking_ports; ports != 0; ports &= ports - 1)
    request(__builtin_ctzll(ports), now, asking, open_outputs, inputs);
  // Grant: one input port per output port (every one for the unlimited ejection port).
  for (; requested_outputs_ != 0; requested_outputs_ &= requested_outputs_ - 1) {
    const int output = __builtin_ctzll(requested_outputs_);
    const std::uint64_t requesters = scratch.requesters[static_cast<std::size_t>(output)];
    scratch.requesters[static_cast<std::size_t>(output)] = 0;
    const std::uint64_t output_bit = std::uint64_t{1} << output;
    // The router's constant first: which output this is follows the traffic, and tested first it
    // was a mispredicted branch wherever the ejection port is not unlimited (the BookSim preset).
    if (unlimited_ejection_ && output == ejection_port_) {
      for (std::uint64_t m = requesters; m != 0; m &= m - 1) scratch.offers[__builtin_ctzll(m)] |= output_bit;
      offered_inputs_ |= requesters;
      continue;
    }
    int winner = __builtin_ctzll(requesters);
    if ((requesters & (requesters - 1)) != 0)
      winner = grant_arbiters_.pick(static_cast<std::size_t>(output),
                                    transit_priority_ ? prefer_transit(requesters, ejection_port_) : requesters, scratch.candidates);
    scratch.offers[static_cast<std::size_t>(winner)] |= output_bit;
    offered_inputs_ |= std::uint64_t{1} << winner;
  }
  // Accept: one granted output per input port.
  for (; offered_inputs_ != 0; offered_inputs_ &= offered_inputs_ - 1) {
    const int input = __builtin_ctzll(offered_inputs_);
    const std::uint64_t offers = scratch.offers[static_cast<std::size_t>(input)];
    scratch.offers[static_cast<std::size_t>(input)] = 0;
    const int output = accept_arbiters_.pick(static_cast<std::size_t>(input), offers, scratch.candidates);
    const int vc = scratch.request_vcs[static_cast<std::size_t>(input) * SwitchAllocatorScratch::kMaxPorts + static_cast<std::size_t>(output)];
    // An unlimited ejection port's grant arbiter is never asked (above), so it is granted too
    // rather than tested for: a test of the output would follow the traffic.
    move_arbiters(input, vc, output);
    grants.push_back(SwitchGrant{static_cast<std::uint8_t>(input), static_cast<std::uint8_t>(vc), static_cast<std::uint8_t>(output)});
  }
}

}  // namespace kncube::rtl
