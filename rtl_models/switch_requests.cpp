#include "rtl_models/switch_requests.h"

#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"

namespace kncube::rtl {

SwitchRequests::SwitchRequests(int input_ports, int output_ports, int ejection_port)
    : requesting_(static_cast<std::size_t>(input_ports), 0), credited_(static_cast<std::size_t>(output_ports), 0) {
  if (ejection_port >= 0 && ejection_port < output_ports) credited_[static_cast<std::size_t>(ejection_port)] = ~std::uint64_t{0};
}

SwitchRequests SwitchRequests::scanned(const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                                       int ejection_port) {
  SwitchRequests requests(static_cast<int>(inputs.size()), static_cast<int>(outputs.size()), ejection_port);
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
  return requests;
}

}  // namespace kncube::rtl
