#include "rtl_models/vc_allocator.h"

namespace kncube::rtl {

VcAllocator::VcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter) : vcs_(vcs) {
  const int input_vcs = input_ports * vcs;
  for (int i = 0; i < output_ports * vcs; ++i) output_arbiters_.push_back(make_arbiter(arbiter, input_vcs));
  requests_.reserve(static_cast<std::size_t>(input_vcs));
  contenders_.reserve(static_cast<std::size_t>(input_vcs));
  grants_.reserve(static_cast<std::size_t>(input_vcs));
  free_count_.resize(kMaxDimensions);
}

int VcAllocator::choose(const RouteCandidates& route, const std::vector<OutputUnit>& outputs, Random& random) {
  // Spec 01 §3.3 step 3: a productive dimension uniformly among those with a free adaptive VC,
  // then one of its free adaptive VCs uniformly.
  int ports_with_free = 0;
  for (int c = 0; c < route.adaptive_count; ++c) {
    const VcRange& r = route.adaptive[static_cast<std::size_t>(c)];
    const auto& vcs = outputs[r.port].vcs;
    std::uint8_t free = 0;
    for (int v = r.first; v < r.end; ++v) free += vcs[static_cast<std::size_t>(v)].allocated ? 0 : 1;
    free_count_[static_cast<std::size_t>(c)] = free;
    ports_with_free += free > 0 ? 1 : 0;
  }
  if (ports_with_free > 0) {
    int pick = static_cast<int>(random.below(static_cast<std::uint32_t>(ports_with_free)));
    for (int c = 0; c < route.adaptive_count; ++c) {
      const std::uint8_t free = free_count_[static_cast<std::size_t>(c)];
      if (free == 0 || pick-- > 0) continue;
      const VcRange& r = route.adaptive[static_cast<std::size_t>(c)];
      int nth = static_cast<int>(random.below(free));
      const auto& vcs = outputs[r.port].vcs;
      for (int v = r.first; v < r.end; ++v)
        if (!vcs[static_cast<std::size_t>(v)].allocated && nth-- == 0) return r.port * vcs_ + v;
    }
  }
  // Escape (Duato) or dimension-order class: the lowest free VC of the deterministic range.
  const VcRange& d = route.deterministic;
  const auto& vcs = outputs[d.port].vcs;
  for (int v = d.first; v < d.end; ++v)
    if (!vcs[static_cast<std::size_t>(v)].allocated) return d.port * vcs_ + v;
  return -1;
}

int VcAllocator::allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
                          std::vector<OutputUnit>& outputs, Random& random) {
  requests_.clear();
  grants_.clear();
  int grants = 0;
  const int input_ports = static_cast<int>(inputs.size());
  for (int p = 0; p < input_ports; ++p) {
    auto& unit = inputs[static_cast<std::size_t>(p)];
    for (int v = 0; v < vcs_; ++v) {
      InputVc& ivc = unit.vcs[static_cast<std::size_t>(v)];
      if (ivc.state != VcState::vc_alloc || ivc.ready > now) continue;
      if (ivc.route.eject) {
        // The PE accepts every message: no VC to allocate on the ejection port.
        ivc.state = VcState::active;
        ivc.out_port = static_cast<std::int16_t>(ejection_port);
        ivc.out_vc = -1;
        ivc.ready = now + delay;
        ++grants;
        continue;
      }
      const int target = choose(ivc.route, outputs, random);
      if (target >= 0)
        requests_.push_back(Request{static_cast<std::uint16_t>(p * vcs_ + v), static_cast<std::uint16_t>(target)});
    }
  }
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
    Arbiter& arbiter = *output_arbiters_[target];
    const int winner = contenders_.size() == 1 ? contenders_[0] : arbiter.pick(contenders_.data(), static_cast<int>(contenders_.size()));
    arbiter.grant(winner);
    const int out_port = target / vcs_;
    const int out_vc = target % vcs_;
    OutputVc& ovc = outputs[static_cast<std::size_t>(out_port)].vcs[static_cast<std::size_t>(out_vc)];
    ovc.allocated = true;
    ovc.owner_port = static_cast<std::int16_t>(winner / vcs_);
    ovc.owner_vc = static_cast<std::int16_t>(winner % vcs_);
    InputVc& ivc = inputs[static_cast<std::size_t>(winner / vcs_)].vcs[static_cast<std::size_t>(winner % vcs_)];
    ivc.state = VcState::active;
    ivc.out_port = static_cast<std::int16_t>(out_port);
    ivc.out_vc = static_cast<std::int16_t>(out_vc);
    ivc.ready = now + delay;
    grants_.push_back(Grant{static_cast<std::uint16_t>(winner), target});
    ++grants;
  }
  return grants;
}

}  // namespace kncube::rtl
