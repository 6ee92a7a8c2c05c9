#include "rtl_models/graph/graph_routing.h"

#include <stdexcept>

namespace kncube::rtl {

GraphRouting::GraphRouting(const TopologyGraph& topology, int vcs)
    : nodes_(static_cast<int>(topology.node_count())),
      ports_(topology.network_ports()),
      vcs_(vcs),
      escape_(*topology.graph()),
      profitable_(static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(nodes_), 0),
      arrived_down_(static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(ports_), 0) {
  if (ports_ > kMaxDimensions) throw std::invalid_argument("graph routing lists at most 16 ports per router");
  const graph::DistanceTable& distances = *topology.distances();
  const auto& channels = topology.graph()->channels();
  for (std::size_t c = 0; c < channels.size(); ++c) {
    const graph::GraphChannel& channel = channels[c];
    if (!escape_.is_up(static_cast<int>(c)))
      arrived_down_[static_cast<std::size_t>(channel.sink) * static_cast<std::size_t>(ports_) + static_cast<std::size_t>(channel.sink_port)] = 1;
    for (int t = 0; t < nodes_; ++t)
      if (distances.distance(channel.sink, t) + 1 == distances.distance(channel.source, t))
        profitable_[static_cast<std::size_t>(channel.source) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(t)] |=
            static_cast<std::uint16_t>(1U << channel.source_port);
  }
}

void GraphRouting::route(NodeId current, int input_port, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  const NodeId t = head.destination;
  out.eject = current == t;
  if (out.eject) return;
  const bool from_network = input_port < ports_;
  const bool escaping = vcs_ == 1 || (from_network && head.vc == 0);
  const int phase = escaping && from_network
                        ? arrived_down_[static_cast<std::size_t>(current) * static_cast<std::size_t>(ports_) + static_cast<std::size_t>(input_port)]
                        : 0;
  out.deterministic = VcRange{static_cast<std::uint8_t>(escape_.port(current, phase, t)), 0, 1};
  if (escaping) return;
  std::uint16_t mask = profitable_ports(current, t);
  while (mask != 0) {
    const int port = __builtin_ctz(mask);
    mask = static_cast<std::uint16_t>(mask & (mask - 1));
    out.adaptive[out.adaptive_count++] = VcRange{static_cast<std::uint8_t>(port), 1, static_cast<std::uint8_t>(vcs_)};
  }
}

}  // namespace kncube::rtl
