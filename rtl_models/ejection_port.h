#pragma once
// Flits handed from a router to its network interface. The entry's ready cycle is the delivery
// cycle, so the interface may drain it in the same or a later evaluation without changing
// timestamps.

#include <cstdint>

#include "rtl_models/flit.h"
#include "rtl_models/timed_queue.h"

namespace kncube::rtl {

struct EjectedFlit {
  Flit flit;
  std::uint8_t input_port = 0;  // router input the message arrived on (its reassembly slot)
  std::uint8_t input_vc = 0;
};

using EjectionQueue = TimedQueue<EjectedFlit>;

}  // namespace kncube::rtl
