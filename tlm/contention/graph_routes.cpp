// ChannelReservations on graph networks (--topology graph, tm, xftm): each hop's candidates come
// from the routing function the cycle-level routers compute routes with (rtl::make_routing_function:
// rtl::GraphRouting's minimal adaptive VCs and up*/down* escape VC, rtl::TmRingRouting's cut
// rings), asked with what a router's route unit reads (the input port the head came in through and
// the VC it held there), and chosen among as on the k-ary n-cubes (take_first_free, the router's
// select()). A route that leaves the shortest paths (the escape layer, TM's rings) is followed hop by
// hop, so the hops left are only known at the least (route_graph, for delivery_lead).

#include <algorithm>

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

void ChannelReservations::route_graph(Message& message) const {
  message.steps = topology_.distance(message.node, message.to);
}

bool ChannelReservations::cross_graph(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  rtl::Flit head;
  head.destination = static_cast<std::uint32_t>(message.to);
  head.tie_directions = message.ties;
  // The VC it holds in the buffer it is in: GraphRouting keeps a head that came on the escape VC on
  // the escape layer; a head at its source comes in through the injection port and holds none here.
  const bool injected_here = message.channel < 0;
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
  return take_first_free(slot, start_request, ports, count, adaptive_class, candidates.deterministic.port,
                         class_of(candidates.deterministic), channel, retry);
}

}  // namespace kncube::tlm2
