#include "rtl_models/islip_switch_allocator.h"

#include <algorithm>
#include <stdexcept>

namespace kncube::rtl {

IslipSwitchAllocator::IslipSwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter,
                                           int ejection_port, bool unlimited_ejection, bool transit_priority, int delay)
    : SwitchAllocator(vcs, ejection_port, unlimited_ejection, transit_priority, delay), arbiter_kind_(arbiter),
      output_ports_(output_ports) {
  if (input_ports > 64 || output_ports > 64 || vcs > 64)
    throw std::invalid_argument("IslipSwitchAllocator: at most 64 input ports, 64 output ports and 64 VCs");
  for (int p = 0; p < input_ports; ++p) {
    vc_arbiters_.push_back(make_arbiter(arbiter, vcs));
    accept_arbiters_.push_back(make_arbiter(arbiter, output_ports));
  }
  for (int p = 0; p < output_ports; ++p) grant_arbiters_.push_back(make_arbiter(arbiter, input_ports));
  ready_vcs_.assign(static_cast<std::size_t>(output_ports), 0);
  requesters_.assign(static_cast<std::size_t>(output_ports), 0);
  offers_.assign(static_cast<std::size_t>(input_ports), 0);
  request_vcs_.assign(static_cast<std::size_t>(input_ports) * static_cast<std::size_t>(output_ports), 0);
  candidates_.reserve(static_cast<std::size_t>(std::max({input_ports, output_ports, vcs})));
}

}  // namespace kncube::rtl
