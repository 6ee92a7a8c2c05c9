#pragma once
// More long messages on a channel than its credits let stream side by side (PacedStreams): the
// switch allocator serves their VCs round robin, a flit a slot, so each of k senders gets every
// k-th slot, and no sender more than its credits allow (a flit per `interval` cycles alone). The
// model's router with 1-flit buffers (a credit round trip of 2 cycles, two streams side by side)
// showed it in a flit log of the cycle-level bridge with shared injection: three 9-flit writes from
// one node through its injection input each went a flit every 3 cycles while all three sent, and
// the first's tail came 6 cycles later than alone. The holders' flits still to send were taken as
// gaps a newcomer fills (InputShares, holder_delay), which gives them 2 (DESIGN_RECORD.md, "Paced
// streams past the channel's room").
//
// A fluid approximation: each sender's flits drain at its share of the channel (water-filling: the
// channel's rate split evenly, a sender whose credits allow less keeps that and leaves the rest to
// the others), the shares recomputed as senders finish. At most one sender per VC of the channel.

#include <algorithm>
#include <cassert>
#include <cmath>

#include "rtl_models/flit.h"
#include "tlm/contention/channel_holder.h"

namespace kncube::tlm2 {

struct PacedSender {
  rtl::Cycle flits = 0;   // still to send from the newcomer's start on (at least one)
  double interval = 1.0;  // cycles per flit when it has the channel to itself (credits or the channel's period)
};

// The cycle, counted from the start, each of `count` senders sends its last flit at, into `last`,
// on a channel of a flit per `period` cycles.
inline void share_paced_channel(const PacedSender* senders, int count, int period, rtl::Cycle* last) {
  constexpr int kCapacity = kMaxChannelVcs + 1;  // a channel's holders and the newcomer
  assert(count > 0 && count <= kCapacity);
  double left[kCapacity];
  double rate[kCapacity] = {};
  bool done[kCapacity];
  for (int i = 0; i < count; ++i) {
    left[i] = static_cast<double>(senders[i].flits);
    done[i] = false;
  }
  double now = 0.0;
  for (int sending = count; sending > 0;) {
    // Water-filling: a sender whose own rate is below the even share keeps it; the rest share what
    // remains evenly.
    double capacity = 1.0 / period;
    int unset = sending;
    bool capped[kCapacity] = {};
    for (bool changed = true; changed && unset > 0;) {
      changed = false;
      const double share = capacity / unset;
      for (int i = 0; i < count; ++i) {
        if (done[i] || capped[i] || 1.0 / senders[i].interval > share) continue;
        rate[i] = 1.0 / senders[i].interval;
        capped[i] = true;
        capacity -= rate[i];
        --unset;
        changed = true;
      }
    }
    for (int i = 0; i < count; ++i)
      if (!done[i] && !capped[i]) rate[i] = capacity / unset;
    double step = HUGE_VAL;
    for (int i = 0; i < count; ++i)
      if (!done[i]) step = std::min(step, left[i] / rate[i]);
    now += step;
    for (int i = 0; i < count; ++i) {
      if (done[i]) continue;
      left[i] -= rate[i] * step;
      if (left[i] > 1e-9) continue;
      done[i] = true;
      --sending;
      // Its last flit goes a flit's time at its final rate before the fluid drains it.
      last[i] = static_cast<rtl::Cycle>(std::ceil(now - 1.0 / rate[i] - 1e-9));
    }
  }
}

}  // namespace kncube::tlm2
