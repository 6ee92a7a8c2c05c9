#pragma once
// One input port: its V virtual channels (input_vc.h) and the link they are fed by.

#include <cstdint>

#include "rtl_models/channel.h"
#include "rtl_models/input_vc.h"
#include "rtl_models/vc_span.h"

namespace kncube::rtl {

struct InputUnit {
  VcSpan<InputVc> vcs;  // in the router's array of input VCs (Router::input_vcs_)
  Channel* channel = nullptr;  // the incoming channel (nullptr on an unconnected mesh edge)
  // Bit v: VC v asks the switch allocator for the crossbar (SwitchRequests keeps it). Beside the
  // VCs' address, which the allocator loads with it.
  std::uint64_t requesting = 0;
  // Bit v: VC v holds an output VC without a credit (SwitchRequests keeps it for the VCs it made
  // active; meaningless for the others).
  std::uint64_t uncredited = 0;
  // The latest cycle from which a VC made active on this port may use the switch: from it on,
  // every asking VC's stage is ready.
  Cycle activated_ready = 0;
};

}  // namespace kncube::rtl
