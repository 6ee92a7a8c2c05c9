#include "rtl_models/vc_allocator.h"

#include "rtl_models/islip_vc_allocator.h"
#include "rtl_models/separable_vc_allocator.h"

namespace kncube::rtl {

void VcAllocator::activate_ejection(InputVc& ivc, int ejection_port, Cycle now, int delay) {
  ivc.state = VcState::active;
  ivc.out_port = static_cast<std::int16_t>(ejection_port);
  ivc.out_vc = -1;
  ivc.ready = now + delay;
}

void VcAllocator::commit(int input, int output, Cycle now, int delay, std::vector<InputUnit>& inputs,
                         std::vector<OutputUnit>& outputs) {
  const int out_port = output / vcs_;
  const int out_vc = output % vcs_;
  OutputVc& ovc = outputs[static_cast<std::size_t>(out_port)].vcs[static_cast<std::size_t>(out_vc)];
  ovc.allocated = true;
  ovc.owner_port = static_cast<std::int16_t>(input / vcs_);
  ovc.owner_vc = static_cast<std::int16_t>(input % vcs_);
  InputVc& ivc = inputs[static_cast<std::size_t>(input / vcs_)].vcs[static_cast<std::size_t>(input % vcs_)];
  ivc.state = VcState::active;
  ivc.out_port = static_cast<std::int16_t>(out_port);
  ivc.out_vc = static_cast<std::int16_t>(out_vc);
  ivc.ready = now + delay;
  grants_.push_back(Grant{static_cast<std::uint16_t>(input), static_cast<std::uint16_t>(output)});
}

std::unique_ptr<VcAllocator> make_vc_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                               ArbiterKind arbiter) {
  if (kind == AllocatorKind::islip) return std::make_unique<IslipVcAllocator>(input_ports, output_ports, vcs, arbiter);
  return std::make_unique<SeparableVcAllocator>(input_ports, output_ports, vcs, arbiter);
}

}  // namespace kncube::rtl
