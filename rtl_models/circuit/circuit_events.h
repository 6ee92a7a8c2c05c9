#pragma once
// Optional probe of the control plane of a circuit-switched network (VCD tracing, tests): called
// for every step of a probe and for every acknowledgement. Nothing calls it unless it is set.

#include <cstdint>

#include "rtl_models/flit.h"

namespace kncube::rtl {

enum class CircuitEvent : std::uint8_t {
  launch,     // a probe leaves the source (first attempt or retry)
  reserve,    // the probe reserved a VC and moves one hop
  block,      // every VC of every profitable channel is busy: the attempt fails here
  backtrack,  // the returning probe released a VC and is one hop nearer the source
  arrive,     // the probe reached the destination; the acknowledgement starts back
  acknowledge,  // the acknowledgement reached the source; data follows next cycle
  deliver,    // the tail was delivered; the injection VC is free
};

class CircuitEventObserver {
 public:
  virtual ~CircuitEventObserver() = default;
  // `slot` = source * V + injection VC; `node` where it happened; `channel`/`vc` the VC reserved or
  // released (-1 otherwise).
  virtual void on_circuit_event(Cycle now, CircuitEvent event, int slot, NodeId node, int channel, int vc) = 0;
};

}  // namespace kncube::rtl
