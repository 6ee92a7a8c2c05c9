// ChannelReservations' credit pacing: where a channel's credit round trip is longer than its
// buffer takes to fill (a long wire, a small buffer), a message longer than the buffer crosses it
// in groups, each waiting for the credits of the one a buffer ahead (channel_reservations.h,
// credit_round_trip_; DESIGN_RECORD.md, "Graph networks; credits that pace a stream" and after).

#include <algorithm>

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

rtl::Cycle ChannelReservations::credit_paced(int slot, int channel, const ChannelCrossing& crossing) {
  const Message& message = messages_[static_cast<std::size_t>(slot)];
  // Flit j + buffer_depth waits for flit j's credit, and a group's first flit, behind a head, for
  // that head's route and VC allocation at the router the credit comes from (it waits for them in
  // the buffer). With every channel paced alike the wait carries back: group g waits for the head
  // at the g-th router ahead, while there is one (the destination's included). So a flit is
  // switched on as many head waits as its group waited for and, with a round trip longer than the
  // buffer's flits at the channel's period, every group's round trip later than its flits' pace;
  // else only the groups that waited for a head (paced_span). Exact at zero load for any buffer depth, round trip and route length
  // (the cycle-level network's switch times, every channel of the route). Waiting at the next router
  // only, a message's latency was right, but with 2-flit buffers on BookSim's router its tail left
  // the source 2 cycles early for every router of its route after the first (up to one per group):
  // the source's next message went early (tests/tlm/traces/credit_cascade.trace).
  const rtl::Cycle last = message.flits - 1;
  if (last < buffer_depth_) return crossing.tail_switched;
  const rtl::Cycle paced = crossing.start + paced_span(channel, last, routers_ahead(channel, message.to));
  if (paced <= crossing.tail_switched) return crossing.tail_switched;
  channels_.tail_pressed(channel, slot, message.sequence, crossing.holder, paced);
  return paced;
}

rtl::Cycle ChannelReservations::paced_span(int channel, rtl::Cycle flit, rtl::Cycle ahead) const {
  const auto c = static_cast<std::size_t>(channel);
  const rtl::Cycle period = channel_period_[c];
  const rtl::Cycle over = credit_round_trip_[c] - static_cast<rtl::Cycle>(buffer_depth_) * period;
  const rtl::Cycle groups = flit / buffer_depth_;
  const rtl::Cycle waited = std::min(groups, ahead);
  return flit * period + waited * head_wait_ + (over > 0 ? groups : waited) * over;
}

rtl::Cycle ChannelReservations::paced_drain_gap(int channel, const Message& message) const {
  const rtl::Cycle last = message.flits - 1;
  if (last < buffer_depth_) return static_cast<rtl::Cycle>(buffer_depth_) * channel_period_[static_cast<std::size_t>(channel)];
  const rtl::Cycle ahead = routers_ahead(channel, message.to);
  return paced_span(channel, last, ahead) - paced_span(channel, last - buffer_depth_, ahead);
}

}  // namespace kncube::tlm2
