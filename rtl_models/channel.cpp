#include "rtl_models/channel.h"

#include <stdexcept>

namespace kncube::rtl {

void Channel::configure(int latency, int period, int credit_delay, int credit_capacity, int lead) {
  latency_ = latency;
  period_ = period;
  credit_delay_ = credit_delay;
  horizon_ = lead + latency;
  // At most one flit enters per period and each stays `lead + latency` cycles (the receiver drains
  // every cycle in which anything is ready), so this many slots always suffice.
  arrivals_.reset(static_cast<std::size_t>((lead + latency) / period + 2));
  // The caller's bound (credits_in_flight_between_routers, or the downstream buffer slots) is exact:
  // a credit beyond it is a flow-control bug, and the line throws on it.
  credits_.reset(static_cast<std::size_t>(credit_capacity));
  next_send_ = 0;
}

void Channel::credit_violation() {
  throw std::logic_error("flit sent to a full VC buffer (credit protocol violated)");
}

}  // namespace kncube::rtl
