#include "rtl_models/switch_allocator.h"

#include "rtl_models/islip_switch_allocator.h"
#include "rtl_models/separable_switch_allocator.h"

namespace kncube::rtl {

std::unique_ptr<SwitchAllocator> make_switch_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                                       ArbiterKind arbiter, int ejection_port, bool unlimited_ejection,
                                                       bool transit_priority, int delay, SwitchAllocatorScratch* scratch) {
  if (kind == AllocatorKind::islip)
    return std::make_unique<IslipSwitchAllocator>(input_ports, output_ports, vcs, arbiter, ejection_port, unlimited_ejection,
                                                  transit_priority, delay, scratch);
  return std::make_unique<SeparableSwitchAllocator>(input_ports, output_ports, vcs, arbiter, ejection_port,
                                                    unlimited_ejection, transit_priority, delay, scratch);
}

}  // namespace kncube::rtl
