#pragma once
// One output port: for each downstream VC whether it is allocated, to which input VC, and how
// many credits (free downstream buffer slots) it has.

#include <cstdint>
#include <vector>

#include "rtl_models/channel.h"

namespace kncube::rtl {

struct OutputVc {
  bool allocated = false;
  bool draining = false;       // tail sent, waiting for its credit (VcRelease::tail_credit)
  std::int16_t owner_port = -1;
  std::int16_t owner_vc = -1;
  int credits = 0;
};

struct OutputUnit {
  std::vector<OutputVc> vcs;
  Channel* channel = nullptr;  // outgoing channel; nullptr for the ejection port or a mesh edge
};

}  // namespace kncube::rtl
