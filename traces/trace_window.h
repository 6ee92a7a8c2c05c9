#pragma once
// The cycles a trace covers: [start, end), start inclusive, end exclusive.

#include <limits>

#include "rtl_models/flit.h"

namespace kncube::traces {

struct TraceWindow {
  rtl::Cycle start = 0;
  rtl::Cycle end = std::numeric_limits<rtl::Cycle>::max();  // default: until the run stops

  bool contains(rtl::Cycle cycle) const { return cycle >= start && cycle < end; }
};

}  // namespace kncube::traces
