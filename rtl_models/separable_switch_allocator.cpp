#include "rtl_models/separable_switch_allocator.h"

namespace kncube::rtl {

SeparableSwitchAllocator::SeparableSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                                   int ejection_port, bool unlimited_ejection, bool transit_priority,
                                                   int delay)
    : SwitchAllocator(vcs, ejection_port, unlimited_ejection, transit_priority, delay), arbiter_kind_(arbiter) {
  for (int p = 0; p < input_ports; ++p) input_arbiters_.push_back(make_arbiter(arbiter, vcs));
  for (int p = 0; p < output_ports; ++p) output_arbiters_.push_back(make_arbiter(arbiter, input_ports));
  requests_.resize(static_cast<std::size_t>(input_ports));
  requesters_.assign(static_cast<std::size_t>(output_ports), 0);
  requested_vc_.assign(static_cast<std::size_t>(input_ports), 0);
  candidates_.reserve(static_cast<std::size_t>(input_ports));
}

}  // namespace kncube::rtl
