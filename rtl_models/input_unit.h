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
  // VCs' address, which the allocator loads with it. 32 bits (at most 32 VCs, NetworkConfig), so
  // that with the next mask a unit stays 32 bytes, two to a cache line.
  std::uint32_t requesting = 0;
  // Bit v: VC v holds an output VC without a credit (SwitchRequests keeps it for the VCs it made
  // active; meaningless for the others).
  std::uint32_t uncredited = 0;
};

}  // namespace kncube::rtl
