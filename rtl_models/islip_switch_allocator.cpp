#include "rtl_models/islip_switch_allocator.h"

#include <algorithm>

namespace kncube::rtl {

namespace {

// Sorts `grants` by `key`, keeping the order of equal keys: the result of std::stable_sort, but
// in place. std::stable_sort allocates a temporary buffer on every call (measured with callgrind:
// malloc and free were a sixth of the BookSim preset's instructions); requests and offers are a
// few per router and cycle, where an insertion sort is also the fastest.
template <class Key>
void stable_sort_in_place(std::vector<SwitchGrant>& grants, Key key) {
  for (std::size_t i = 1; i < grants.size(); ++i) {
    const SwitchGrant item = grants[i];
    std::size_t j = i;
    for (; j > 0 && key(item) < key(grants[j - 1]); --j) grants[j] = grants[j - 1];
    grants[j] = item;
  }
}

}  // namespace

IslipSwitchAllocator::IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                           int ejection_port, bool unlimited_ejection, bool transit_priority, int delay)
    : SwitchAllocator(vcs, ejection_port, unlimited_ejection, transit_priority, delay) {
  for (int p = 0; p < input_ports; ++p) {
    vc_arbiters_.push_back(make_arbiter(arbiter, vcs));
    accept_arbiters_.push_back(make_arbiter(arbiter, output_ports));
  }
  for (int p = 0; p < output_ports; ++p) grant_arbiters_.push_back(make_arbiter(arbiter, input_ports));
  ready_.reserve(static_cast<std::size_t>(vcs));
  requests_.reserve(static_cast<std::size_t>(input_ports) * static_cast<std::size_t>(std::min(vcs, output_ports)));
  offers_.reserve(requests_.capacity());
  candidates_.reserve(static_cast<std::size_t>(std::max({input_ports, output_ports, vcs})));
}

void IslipSwitchAllocator::request(int port, const InputUnit& unit, Cycle now, Cycle departure,
                                   const std::vector<OutputUnit>& outputs) {
  ready_.clear();
  for (int v = 0; v < vcs_; ++v) {
    const InputVc& ivc = unit.vcs[static_cast<std::size_t>(v)];
    if (can_go(now, departure, ivc, outputs))
      ready_.push_back(SwitchGrant{static_cast<std::uint8_t>(port), static_cast<std::uint8_t>(v),
                                   static_cast<std::uint8_t>(ivc.out_port)});
  }
  // Up to 16 entries std::sort is an insertion sort, so the in-place one gives the same order
  // (a port has a few VCs ready, often one); beyond that std::sort keeps deciding as it did.
  if (ready_.size() <= 16)
    stable_sort_in_place(ready_, [](const SwitchGrant& g) { return g.output_port; });
  else
    std::sort(ready_.begin(), ready_.end(),
              [](const SwitchGrant& a, const SwitchGrant& b) { return a.output_port < b.output_port; });
  Arbiter& vcs = *vc_arbiters_[static_cast<std::size_t>(port)];
  for (std::size_t i = 0; i < ready_.size();) {
    const std::uint8_t output = ready_[i].output_port;
    candidates_.clear();
    for (; i < ready_.size() && ready_[i].output_port == output; ++i) candidates_.push_back(ready_[i].input_vc);
    const int vc = candidates_.size() == 1 ? candidates_[0] : vcs.pick(candidates_.data(), static_cast<int>(candidates_.size()));
    requests_.push_back(SwitchGrant{static_cast<std::uint8_t>(port), static_cast<std::uint8_t>(vc), output});
  }
}

void IslipSwitchAllocator::allocate(Cycle now, Cycle departure, std::uint64_t occupied,
                                    const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                                    std::vector<SwitchGrant>& grants) {
  grants.clear();
  requests_.clear();
  offers_.clear();
  for (; occupied != 0; occupied &= occupied - 1) {
    const int p = __builtin_ctzll(occupied);
    request(p, inputs[static_cast<std::size_t>(p)], now, departure, outputs);
  }
  if (requests_.empty()) return;
  // Grant: one input port per output port (every one for the unlimited ejection port).
  stable_sort_in_place(requests_, [](const SwitchGrant& g) { return g.output_port; });
  for (std::size_t i = 0; i < requests_.size();) {
    const std::uint8_t output = requests_[i].output_port;
    const std::size_t first = i;
    while (i < requests_.size() && requests_[i].output_port == output) ++i;
    if (output == ejection_port_ && unlimited_ejection_) {
      offers_.insert(offers_.end(), requests_.begin() + static_cast<std::ptrdiff_t>(first),
                     requests_.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    candidates_.clear();
    for (std::size_t j = first; j < i; ++j) candidates_.push_back(requests_[j].input_port);
    if (transit_priority_) prefer_transit(candidates_, ejection_port_, 1);
    const int winner = candidates_.size() == 1 ? candidates_[0]
                                               : grant_arbiters_[output]->pick(candidates_.data(), static_cast<int>(candidates_.size()));
    for (std::size_t j = first; j < i; ++j)
      if (requests_[j].input_port == winner) offers_.push_back(requests_[j]);
  }
  // Accept: one granted output per input port.
  stable_sort_in_place(offers_, [](const SwitchGrant& g) { return g.input_port; });
  for (std::size_t i = 0; i < offers_.size();) {
    const std::uint8_t input = offers_[i].input_port;
    const std::size_t first = i;
    candidates_.clear();
    for (; i < offers_.size() && offers_[i].input_port == input; ++i) candidates_.push_back(offers_[i].output_port);
    const int output = candidates_.size() == 1 ? candidates_[0]
                                               : accept_arbiters_[input]->pick(candidates_.data(), static_cast<int>(candidates_.size()));
    for (std::size_t j = first; j < i; ++j) {
      if (offers_[j].output_port != output) continue;
      if (!(output == ejection_port_ && unlimited_ejection_)) grant_arbiters_[static_cast<std::size_t>(output)]->grant(input);
      accept_arbiters_[input]->grant(output);
      vc_arbiters_[input]->grant(offers_[j].input_vc);
      grants.push_back(offers_[j]);
    }
  }
}

}  // namespace kncube::rtl
