// ChannelReservations' Duato routing: the choice the cycle-level router makes per hop
// (rtl_models/duato_routing.cpp routes, RoutingFunction::select chooses), made on the model's
// channels at the cycle the head asks.
//
// Before this, the model took every message along its escape path (dimension order, the escape
// layer's VCs): with no other path the load it could carry was that of dimension-order routing,
// and at 70% of the adaptive network's saturation it read +36% (uniform) to +6 900% (transpose)
// on the AT platforms (README, issue 13, "Other networks").

#include <algorithm>

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

void ChannelReservations::route_adaptive(Message& message) {
  // message.ties, drawn at submit() as the cycle-level interface draws them, decides the k/2 ties
  // (rtl::productive_direction reads the bit of the dimension).
  // Every hop is productive, whichever way a tie goes: the minimal distance.
  message.steps = topology_.distance(message.node, message.to);
  message.port = -1;  // no channel crossed yet: no escape class held
  message.vc_class = -1;
}

bool ChannelReservations::cross_adaptive(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  // The productive ports; the first in routing order is the escape dimension's.
  int ports[rtl::kMaxDimensions] = {};
  int count = 0;
  int escape_digit = 0;
  int escape_target = 0;
  for (const int d : dimension_order_) {
    const int here = topology_.digit(message.node, d);
    const int target = topology_.digit(message.to, d);
    if (here == target) continue;
    if (count == 0) {
      escape_digit = here;
      escape_target = target;
    }
    ports[count++] = topology_.port_of(d, rtl::productive_direction(topology_, here, target, d, message.ties));
  }
  // The escape VC; on a torus ring the dateline class, kept while the message stays on the escape
  // layer of one ring (DatelineClasses::of).
  const int escape_port = ports[0];
  int escape_class = 0;
  if (dateline_classes_) {
    const int held = message.port == escape_port && message.vc_class >= 0 && message.vc_class < adaptive_class_
                         ? message.vc_class
                         : -1;
    escape_class = classes_.of(escape_digit, escape_target, held);
  }
  return take_first_free(slot, start_request, ports, count, adaptive_class_, escape_port, escape_class, channel, retry);
}

bool ChannelReservations::take_first_free(int slot, rtl::Cycle start_request, int* ports, int count, int adaptive_class,
                                          int escape_port, int escape_class, int& channel, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  int asked[rtl::kMaxDimensions + 1] = {};  // the ports it asked, in the order it asked (the escape last)
  int asked_count = 0;
  retry = kNever;
  // Asks for a VC of class `vc_class` on the channel through `port`; a refused ask changes nothing
  // but `retry`.
  const rtl::NodeId node = message.node;
  const auto take = [&](int port, int vc_class) {
    channel = channel_from(node, port);
    rtl::Cycle again = 0;
    if (cross(slot, channel, vc_class, start_request, again)) {
      message.port = port;
      message.vc_class = vc_class;
      // It waits no more for the VCs it asked for before this one (WaitingHeads).
      for (int i = 0; i < asked_count; ++i) channels_.stop_waiting(channel_from(node, asked[i]), message.sequence);
      return true;
    }
    asked[asked_count++] = port;  // the escape, asked last, is never looked at again
    retry = std::min(retry, again);
    return false;
  };
  // An adaptive VC of a port drawn at random among those with one free: trying them in a random
  // order and taking the first that grants draws uniformly among them, as the router's select()
  // does.
  while (count > 0) {
    const int pick = count == 1 ? 0 : static_cast<int>(random_() % static_cast<std::uint64_t>(count));
    const int port = ports[pick];
    ports[pick] = ports[--count];
    if (take(port, adaptive_class)) return true;
  }
  return take(escape_port, escape_class);
}

}  // namespace kncube::tlm2
