#include "rtl_models/switch_requests.h"

namespace kncube::rtl {

SwitchRequests::SwitchRequests(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs, int ejection_port)
    : inputs_(inputs.data()), outputs_(outputs.data()) {
  for (InputUnit& unit : inputs) unit.requesting = 0;
  for (OutputUnit& unit : outputs) unit.credited = 0;
  if (ejection_port >= 0 && static_cast<std::size_t>(ejection_port) < outputs.size())
    outputs[static_cast<std::size_t>(ejection_port)].credited = ~std::uint64_t{0};
}

SwitchRequests SwitchRequests::scanned(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs,
                                       int ejection_port) {
  SwitchRequests requests(inputs, outputs, ejection_port);
  for (std::size_t p = 0; p < inputs.size(); ++p)
    for (std::size_t v = 0; v < inputs[p].vcs.size(); ++v) {
      const InputVc& vc = inputs[p].vcs[v];
      if (vc.state == VcState::active && !vc.buffer.empty()) requests.start(static_cast<int>(p), static_cast<int>(v));
    }
  for (std::size_t p = 0; p < outputs.size(); ++p) {
    if (static_cast<int>(p) == ejection_port) continue;
    for (std::size_t v = 0; v < outputs[p].vcs.size(); ++v)
      requests.set_credits(static_cast<int>(p), static_cast<int>(v), outputs[p].vcs[v].credits);
  }
  for (InputUnit& unit : inputs) {
    unit.uncredited = 0;
    for (std::size_t v = 0; v < unit.vcs.size(); ++v) {
      const InputVc& vc = unit.vcs[v];
      if (vc.state != VcState::active) continue;
      unit.uncredited |= std::uint32_t{!requests.has_credit(vc.out_port, vc.out_vc)} << v;
      if (vc.ready > requests.activated_ready_) requests.activated_ready_ = vc.ready;
    }
  }
  return requests;
}

}  // namespace kncube::rtl
