#include "rtl_models/vc_allocator.h"

#include "rtl_models/islip_vc_allocator.h"
#include "rtl_models/separable_vc_allocator.h"

namespace kncube::rtl {

bool VcAllocator::at_least_one(const RouteCandidates& route, const std::vector<OutputUnit>& outputs) const {
  if (route.eject) return true;
  // The VCs a message could use on a channel: its adaptive range where the routing offers adaptive
  // candidates, else its deterministic one.
  bool every_channel_usable = true;
  bool one_channel_idle = false;
  const auto check = [&](const VcRange& usable) {
    const auto& vcs = outputs[usable.port].vcs;
    int free = 0, free_usable = 0;
    for (int v = 0; v < vcs_; ++v) {
      if (vcs[static_cast<std::size_t>(v)].allocated) continue;
      ++free;
      free_usable += v >= usable.first && v < usable.end;
    }
    every_channel_usable = every_channel_usable && free_usable > 0;
    one_channel_idle = one_channel_idle || free == vcs_;
  };
  if (route.adaptive_count == 0) check(route.deterministic);
  for (int c = 0; c < route.adaptive_count; ++c) check(route.adaptive[static_cast<std::size_t>(c)]);
  return every_channel_usable || one_channel_idle;
}

std::unique_ptr<VcAllocator> make_vc_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                               ArbiterKind arbiter, const RoutingFunction& routing, InjectionLimit limit,
                                               bool transit_priority) {
  if (kind == AllocatorKind::islip)
    return std::make_unique<IslipVcAllocator>(input_ports, output_ports, vcs, arbiter, limit, transit_priority);
  return std::make_unique<SeparableVcAllocator>(input_ports, output_ports, vcs, arbiter, routing, limit, transit_priority);
}

}  // namespace kncube::rtl
