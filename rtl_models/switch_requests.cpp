#include "rtl_models/switch_requests.h"

namespace kncube::rtl {

SwitchRequests::SwitchRequests(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs, int ejection_port)
    : inputs_(inputs.data()), outputs_(outputs.data()) {
  for (std::size_t p = 0; p < inputs.size(); ++p)
    if (inputs[p].requesting != 0) ports_ |= std::uint64_t{1} << p;
  if (ejection_port >= 0 && static_cast<std::size_t>(ejection_port) < outputs.size())
    outputs[static_cast<std::size_t>(ejection_port)].credited = ~std::uint64_t{0};
}

SwitchRequests SwitchRequests::scanned(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs,
                                       int ejection_port) {
  for (InputUnit& unit : inputs) {
    unit.requesting = 0;
    for (std::size_t v = 0; v < unit.vcs.size(); ++v) {
      const InputVc& vc = unit.vcs[v];
      if (vc.state == VcState::active && !vc.buffer.empty()) unit.requesting |= std::uint64_t{1} << v;
    }
  }
  for (OutputUnit& unit : outputs) {
    unit.credited = 0;
    for (std::size_t v = 0; v < unit.vcs.size(); ++v)
      if (unit.vcs[v].credits > 0) unit.credited |= std::uint64_t{1} << v;
  }
  return SwitchRequests(inputs, outputs, ejection_port);
}

}  // namespace kncube::rtl
