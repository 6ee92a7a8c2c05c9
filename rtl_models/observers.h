#pragma once
// Optional probes for debugging and tracing. Nothing calls them unless they are set, so the
// simulation pays one pointer test per node and cycle (and per switch traversal) when unused.

#include "rtl_models/flit.h"

namespace kncube::rtl {

// Sees every flit a router switches, after the switch allocator granted it.
class FlitObserver {
 public:
  virtual ~FlitObserver() = default;
  // `flit` as it leaves (vc already the output VC, hops already counted for network outputs);
  // out_vc is -1 for an unlimited ejection port (it has no VCs).
  virtual void on_switch(Cycle now, NodeId node, const Flit& flit, int in_port, int in_vc, int out_port, int out_vc) = 0;
};

// Called once per node and cycle after the node's units stepped (VCD sampling).
class CycleObserver {
 public:
  virtual ~CycleObserver() = default;
  virtual void after_cycle(Cycle now) = 0;
};

}  // namespace kncube::rtl
