#include "tlm/bridge/gated_clock.h"

#include <cmath>

namespace kncube::tlm2 {

GatedClock::GatedClock(sc_core::sc_module_name name, sc_core::sc_time period, const ClockDemand& demand)
    : sc_core::sc_module(name), signal("signal", false), period_(period), demand_(demand) {
  SC_THREAD(drive);
}

void GatedClock::wake() {
  if (!running_) wake_.notify(sc_core::SC_ZERO_TIME);
}

void GatedClock::drive() {
  const sc_core::sc_time high = period_ / 2.0;
  for (;;) {
    if (!demand_.needs_clock()) {
      running_ = false;
      wait(wake_);
      running_ = true;
      const sc_core::sc_time now = sc_core::sc_time_stamp();
      const sc_core::sc_time edge = period_ * std::ceil(now / period_);
      if (edge > now) wait(edge - now);
    }
    signal.write(true);
    ++edges_;
    wait(high);
    signal.write(false);
    wait(period_ - high);
  }
}

}  // namespace kncube::tlm2
