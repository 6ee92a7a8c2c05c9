#include "rtl_models/islip_vc_allocator.h"

#include <algorithm>

namespace kncube::rtl {

IslipVcAllocator::IslipVcAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, InjectionLimit limit,
                                   bool transit_priority)
    : VcAllocator(vcs, limit, transit_priority),
      grant_arbiters_(arbiter, output_ports * vcs, input_ports * vcs),
      accept_arbiters_(arbiter, input_ports * vcs, output_ports * vcs) {
  const int input_vcs = input_ports * vcs;
  const int output_vcs = output_ports * vcs;
  requests_ = BoundedList<Grant>(static_cast<std::size_t>(input_vcs) * static_cast<std::size_t>(output_vcs));  // every pair
  offers_ = BoundedList<Grant>(static_cast<std::size_t>(output_vcs));
  candidates_.reserve(static_cast<std::size_t>(std::max(input_vcs, output_vcs)));
  grants_ = BoundedList<Grant>(static_cast<std::size_t>(input_vcs));
}

void IslipVcAllocator::request_free(int input, const VcRange& range, const std::vector<OutputUnit>& outputs) {
  const auto& vcs = outputs[range.port].vcs;
  for (int v = range.first; v < range.end; ++v)
    if (!vcs[static_cast<std::size_t>(v)].allocated)
      requests_.push_back(Grant{static_cast<std::uint16_t>(input), static_cast<std::uint16_t>(range.port * vcs_ + v)});
}

void IslipVcAllocator::request(int input, const RouteCandidates& route, const std::vector<OutputUnit>& outputs) {
  const std::size_t before = requests_.size();
  for (int c = 0; c < route.adaptive_count; ++c) request_free(input, route.adaptive[static_cast<std::size_t>(c)], outputs);
  if (requests_.size() == before) request_free(input, route.deterministic, outputs);
}

int IslipVcAllocator::allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
                               std::vector<OutputUnit>& outputs, InputVcStates& states, Random& random) {
  (void)random;
  requests_.clear();
  offers_.clear();
  grants_.clear();
  const int ejections = for_each_waiting(now, delay, ejection_port, inputs, states, [&](int p, int v, InputVc& ivc) {
    if (admitted(p, ejection_port, ivc.route, outputs)) request(p * vcs_ + v, ivc.route, outputs);
  });
  if (requests_.empty()) return ejections;
  if (requests_.size() == 1) {
    // A sole request is granted and accepted, as the phases below would: common at low load, where
    // sorting and listing candidates was most of an allocation's work.
    const Grant only = requests_.front();
    grant_arbiters_.grant(only.output, only.input);
    accept_arbiters_.grant(only.input, only.output);
    commit(only.input, only.output, now, delay, inputs, outputs, states);
    return ejections + static_cast<int>(grants_.size());
  }
  // Grant: one requesting input VC per output VC.
  std::sort(requests_.begin(), requests_.end(), [](const Grant& a, const Grant& b) {
    return a.output != b.output ? a.output < b.output : a.input < b.input;
  });
  for (std::size_t i = 0; i < requests_.size();) {
    const std::uint16_t output = requests_[i].output;
    candidates_.clear();
    for (; i < requests_.size() && requests_[i].output == output; ++i) candidates_.push_back(requests_[i].input);
    if (transit_priority_) prefer_transit(candidates_, ejection_port, vcs_);
    const int input = candidates_.size() == 1 ? candidates_[0]
                                              : grant_arbiters_.pick(output, candidates_.data(), static_cast<int>(candidates_.size()));
    offers_.push_back(Grant{static_cast<std::uint16_t>(input), output});
  }
  // Accept: one granted output VC per input VC.
  std::sort(offers_.begin(), offers_.end(), [](const Grant& a, const Grant& b) {
    return a.input != b.input ? a.input < b.input : a.output < b.output;
  });
  for (std::size_t i = 0; i < offers_.size();) {
    const std::uint16_t input = offers_[i].input;
    candidates_.clear();
    for (; i < offers_.size() && offers_[i].input == input; ++i) candidates_.push_back(offers_[i].output);
    const int output = candidates_.size() == 1 ? candidates_[0]
                                               : accept_arbiters_.pick(input, candidates_.data(), static_cast<int>(candidates_.size()));
    grant_arbiters_.grant(static_cast<std::size_t>(output), input);
    accept_arbiters_.grant(input, output);
    commit(input, output, now, delay, inputs, outputs, states);
  }
  return ejections + static_cast<int>(grants_.size());
}

}  // namespace kncube::rtl
