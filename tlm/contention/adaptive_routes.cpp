// ChannelReservations' adaptive routings. Duato's: the choice the cycle-level router makes per hop
// (rtl_models/duato_routing.cpp routes, RoutingFunction::select chooses), made on the model's
// channels at the cycle the head asks.
//
// Before this, the model took every message along its escape path (dimension order, the escape
// layer's VCs): with no other path the load it could carry was that of dimension-order routing,
// and at 70% of the adaptive network's saturation it read +36% (uniform) to +6 900% (transpose)
// on the AT platforms (README, issue 13, "Other networks").
//
// Graph networks' (--topology graph, tm, xftm): each hop's candidates come from the routing
// function the cycle-level routers compute routes with (rtl::make_routing_function:
// rtl::GraphRouting's minimal adaptive VCs and up*/down* escape VC, rtl::TmRingRouting's cut
// rings), asked with what a router's route unit reads (the input port the head came in through and
// the VC it held there), and chosen among as on the k-ary n-cubes (take_first_free, the router's
// select()). A route that leaves the shortest paths (the escape layer, TM's rings) is followed hop by
// hop, so the hops left are only known at the least (Message::steps, for delivery_lead).

#include <algorithm>

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

template <typename EscapeClass>
bool ChannelReservations::take_first_free(int slot, rtl::Cycle start_request, int* ports, int count, int adaptive_class,
                                          int escape_port, const EscapeClass& escape_class, int& channel,
                                          rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  int asked[rtl::kMaxDimensions] = {};  // the adaptive ports it asked, in the order it asked
  int asked_count = 0;
  const int productive = count;
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
    if (asked_count < productive) asked[asked_count++] = port;  // not the escape, asked last
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
  return take(escape_port, escape_class());
}

void ChannelReservations::route_adaptive(Message& message) {
  // message.ties, drawn at submit() as the cycle-level interface draws them, decides the k/2 ties
  // (rtl::productive_direction reads the bit of the dimension).
  // Every hop is productive, whichever way a tie goes: the minimal distance.
  message.steps = topology_.distance(message.node, message.to);
  message.port = -1;  // no channel crossed yet: no escape class held
  message.vc_class = -1;
}

bool ChannelReservations::cross_adaptive(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry) {
  if (graph_routing_) return cross_graph(slot, start_request, channel, retry);
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
  const int escape_port = ports[0];
  // The escape VC; on a torus ring the dateline class, kept while the message stays on the escape
  // layer of one ring (DatelineClasses::of).
  const auto escape_class = [&] {
    if (!dateline_classes_) return 0;
    const int held = message.port == escape_port && message.vc_class >= 0 && message.vc_class < adaptive_class_
                         ? message.vc_class
                         : -1;
    return classes_.of(escape_digit, escape_target, held);
  };
  return take_first_free(slot, start_request, ports, count, adaptive_class_, escape_port, escape_class, channel, retry);
}

bool ChannelReservations::cross_graph(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  rtl::Flit head;
  head.destination = static_cast<std::uint32_t>(message.to);
  head.tie_directions = message.ties;
  // The VC it holds in the buffer it is in: GraphRouting keeps a head that came on the escape VC on
  // the escape layer; a head at its source comes in through the injection port and holds none here.
  const bool injected_here = at_injection_input(message);
  head.vc = static_cast<std::uint8_t>(injected_here ? 0 : class_first_vc_[static_cast<std::size_t>(message.vc_class)]);
  const int input_port =
      injected_here ? topology_.local_port() : channel_sink_port_[static_cast<std::size_t>(message.channel)];
  rtl::RouteCandidates candidates;
  graph_routing_->route(message.node, input_port, head, candidates);
  int ports[rtl::kMaxDimensions] = {};
  const int count = candidates.adaptive_count;
  for (int i = 0; i < count; ++i) ports[i] = candidates.adaptive[static_cast<std::size_t>(i)].port;
  // The classes the routing's VC ranges stand for (class_first_vc_ numbers them alike).
  const auto class_of = [this](const rtl::VcRange& range) {
    return static_cast<int>(std::upper_bound(class_first_vc_.begin(), class_first_vc_.end(), range.first) -
                            class_first_vc_.begin()) - 1;
  };
  const int adaptive_class = count > 0 ? class_of(candidates.adaptive[0]) : 0;
  const auto escape_class = [&] { return class_of(candidates.deterministic); };
  if (!take_first_free(slot, start_request, ports, count, adaptive_class, candidates.deterministic.port, escape_class,
                       channel, retry))
    return false;
  // The hops left from the next router, at the least, plus the one grant() counts off: an escape hop
  // need not come closer.
  message.steps = topology_.distance(channel_sink_[static_cast<std::size_t>(channel)], message.to) + 1;
  return true;
}

}  // namespace kncube::tlm2
