#pragma once
// What a run measures, as the network sees it: which messages are measured and in which cycles the
// window is open. The testbench's statistics decide both (warm-up, window in messages or cycles);
// a network that keeps counters of its own (the circuit-switched network's control plane) asks
// here so that its counters cover the same messages and cycles as the latencies beside them.

#include <cstdint>

#include "rtl_models/flit.h"

namespace kncube::rtl {

class MeasurementWindow {
 public:
  virtual ~MeasurementWindow() = default;
  // The message numbered `id`, generated in cycle `generated`, is one of the measured ones.
  virtual bool measures_message(std::uint64_t id, Cycle generated) const = 0;
  // Cycle `now` lies in the window (valid once the messages generated in `now` have been reported).
  virtual bool measures_cycle(Cycle now) const = 0;
};

}  // namespace kncube::rtl
