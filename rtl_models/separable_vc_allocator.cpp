#include "rtl_models/separable_vc_allocator.h"

#include "rtl_models/topology.h"

namespace kncube::rtl {

SeparableVcAllocator::SeparableVcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                           const RoutingFunction& routing, InjectionLimit limit, bool transit_priority)
    : VcAllocator(vcs, limit, transit_priority), routing_(routing), output_arbiters_(arbiter, output_ports * vcs, input_ports * vcs) {
  const int input_vcs = input_ports * vcs;
  next_vc_.assign(static_cast<std::size_t>(input_vcs), 0);
  requests_ = BoundedList<Grant>(static_cast<std::size_t>(input_vcs));
  contenders_.reserve(static_cast<std::size_t>(input_vcs));
  grants_ = BoundedList<Grant>(static_cast<std::size_t>(input_vcs));
}

int SeparableVcAllocator::choose(int input, const RouteCandidates& route, const std::vector<OutputUnit>& outputs,
                                 Random& random) {
  if (route.adaptive_count > 0) {
    const int adaptive = routing_.select(route, outputs, vcs_, random);
    if (adaptive >= 0) return adaptive;
  }
  // Escape (Duato) or dimension-order class: round robin over the deterministic range.
  const VcRange& d = route.deterministic;
  const auto& vcs = outputs[d.port].vcs;
  if (d.end - d.first == 1) return vcs[d.first].allocated ? -1 : d.port * vcs_ + d.first;
  const int pointer = next_vc_[static_cast<std::size_t>(input)];
  const int start = pointer > d.first && pointer < d.end ? pointer : d.first;
  for (int v = start; v < d.end; ++v)
    if (!vcs[static_cast<std::size_t>(v)].allocated) return d.port * vcs_ + v;
  for (int v = d.first; v < start; ++v)
    if (!vcs[static_cast<std::size_t>(v)].allocated) return d.port * vcs_ + v;
  return -1;
}

int SeparableVcAllocator::allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
                                   std::vector<OutputUnit>& outputs, InputVcStates& states, Random& random) {
  requests_.clear();
  grants_.clear();
  const bool limited = limit_ != InjectionLimit::none;
  const int ejections = for_each_waiting(now, delay, ejection_port, inputs, states, [&](int p, int v, InputVc& ivc) {
    if (limited && !admitted(p, ejection_port, ivc.route, outputs)) return;
    const int input = p * vcs_ + v;
    const int target = choose(input, ivc.route, outputs, random);
    if (target >= 0) requests_.push_back(Grant{static_cast<std::uint16_t>(input), static_cast<std::uint16_t>(target)});
  });
  // Stage 2: one arbitration per requested output VC.
  for (std::size_t i = 0; i < requests_.size(); ++i) {
    const std::uint16_t target = requests_[i].output;
    if (target == UINT16_MAX) continue;  // already settled with an earlier request
    contenders_.clear();
    for (std::size_t j = i; j < requests_.size(); ++j) {
      if (requests_[j].output != target) continue;
      contenders_.push_back(requests_[j].input);
      if (j != i) requests_[j].output = UINT16_MAX;
    }
    if (transit_priority_) prefer_transit(contenders_, ejection_port, vcs_);
    const int winner = contenders_.size() == 1 ? contenders_[0]
                                               : output_arbiters_.pick(target, contenders_.data(), static_cast<int>(contenders_.size()));
    output_arbiters_.grant(target, winner);
    next_vc_[static_cast<std::size_t>(winner)] = static_cast<std::uint8_t>(target % vcs_ + 1);
    commit(winner, target, now, delay, inputs, outputs, states);
  }
  return ejections + static_cast<int>(grants_.size());
}

}  // namespace kncube::rtl
