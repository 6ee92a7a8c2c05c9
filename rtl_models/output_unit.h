#pragma once
// One output port: for each downstream VC whether it is allocated, to which input VC, and how
// many credits (free downstream buffer slots) it has.

#include <cstdint>

#include "rtl_models/channel.h"
#include "rtl_models/vc_span.h"

namespace kncube::rtl {

// Changes of an output VC's allocation go through its own methods; the VC allocator allocates,
// the router's traversal and credit stages release.
struct OutputVc {
  bool allocated = false;
  bool draining = false;       // tail sent, waiting for its credit (VcRelease::tail_credit)
  std::int16_t owner_port = -1;
  std::int16_t owner_vc = -1;
  int credits = 0;

  void allocate_to(int port, int vc) {
    allocated = true;
    owner_port = static_cast<std::int16_t>(port);
    owner_vc = static_cast<std::int16_t>(vc);
  }
  void release() {
    allocated = draining = false;
    owner_port = owner_vc = -1;
  }
};

struct OutputUnit {
  VcSpan<OutputVc> vcs;  // in the router's array of output VCs (Router::output_vcs_)
  Channel* channel = nullptr;  // outgoing channel; nullptr for the ejection port or a mesh edge
  // Bit v: VC v has a credit (SwitchRequests keeps it; every bit for the ejection port).
  std::uint64_t credited = 0;
};

}  // namespace kncube::rtl
