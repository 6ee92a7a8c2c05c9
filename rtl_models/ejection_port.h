#pragma once
// The channel from a router's ejection port to its network interface: flits handed over at the
// cycle they leave the crossbar arrive `latency` cycles later (--ejection-latency). The entry's
// ready cycle is the delivery cycle, so the interface may drain it in the same or a later
// evaluation without changing timestamps.

#include <cstddef>
#include <cstdint>

#include "rtl_models/flit.h"
#include "rtl_models/timed_queue.h"

namespace kncube::rtl {

struct EjectedFlit {
  Flit flit;
  std::uint8_t input_port = 0;  // router input the message arrived on (its reassembly slot)
  std::uint8_t input_vc = 0;
};

class EjectionChannel {
 public:
  // `capacity`: flits in flight at most (inputs that may eject in one cycle x cycles in flight).
  void configure(int latency, std::size_t capacity) {
    latency_ = latency;
    queue_.reset(capacity);
  }
  void send(Cycle departure, const EjectedFlit& flit) { queue_.push(departure + latency_, flit); }
  // Asked by the interface every cycle, answered mostly "no": one comparison.
  bool has_ready(Cycle now) const { return queue_.has_ready(now); }
  const TimedQueue<EjectedFlit>::Entry& front() const { return queue_.front(); }
  void pop() { queue_.pop(); }

 private:
  TimedQueue<EjectedFlit> queue_;
  int latency_ = 0;
};

}  // namespace kncube::rtl
