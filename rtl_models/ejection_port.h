#pragma once
// The channel from a router's ejection port to its network interface: flits handed over at the
// cycle they leave the crossbar arrive `latency` cycles later (--ejection-latency). The entry's
// ready cycle is the delivery cycle, so the interface may drain it in the same or a later
// evaluation without changing timestamps.

#include <cstddef>
#include <cstdint>
#include <limits>

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
    front_ready_ = kEmpty;
  }
  void send(Cycle departure, const EjectedFlit& flit) {
    const Cycle ready = departure + latency_;
    if (queue_.empty()) front_ready_ = ready;
    queue_.push(ready, flit);
  }
  // Asked by the interface every cycle, answered mostly "no": one comparison.
  bool has_ready(Cycle now) const { return now >= front_ready_; }
  const TimedQueue<EjectedFlit>::Entry& front() const { return queue_.front(); }
  void pop() {
    queue_.pop();
    front_ready_ = queue_.empty() ? kEmpty : queue_.front().ready;
  }

 private:
  static constexpr Cycle kEmpty = std::numeric_limits<Cycle>::max();

  TimedQueue<EjectedFlit> queue_;
  // Ready cycle of the oldest flit (kEmpty: none). Flits are pushed in departure order, so it is
  // the earliest of all.
  Cycle front_ready_ = kEmpty;
  int latency_ = 0;
};

}  // namespace kncube::rtl
