#pragma once
// One input port: V virtual channels (input_vc.h) and the link they are fed by.

#include <cstdint>
#include <vector>

#include "rtl_models/channel.h"
#include "rtl_models/input_vc.h"

namespace kncube::rtl {

struct InputUnit {
  std::vector<InputVc> vcs;
  Channel* channel = nullptr;  // the incoming channel (nullptr on an unconnected mesh edge)
  // Bit v: VC v asks the switch allocator for the crossbar (SwitchRequests keeps it). Beside the
  // VCs' address, which the allocator loads with it.
  std::uint64_t requesting = 0;
};

}  // namespace kncube::rtl
