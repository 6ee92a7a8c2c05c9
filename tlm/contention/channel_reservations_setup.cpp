// ChannelReservations' construction: what the model derives once from the network's
// configuration (its channels and their timing, the VC classes as the routing numbers them, the
// per-node arrays), apart from the per-message code in channel_reservations.cpp.

#include "tlm/contention/channel_reservations.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "rtl_models/link_config.h"

namespace kncube::tlm2 {
namespace {

bool uses_dateline_classes(const rtl::NetworkConfig& config, const rtl::TopologyGraph& topology) {
  // A graph network's routings have no dateline classes (rtl::minimum_vcs).
  return !topology.graph() && rtl::DatelineClasses(topology, config.router.dateline).active();
}

// The first VC of each class and the end. Dimension order: on a torus ring the VCs split into the
// two dateline classes as DimensionOrderRouting splits them (class 1 from (V + 1) / 2); without
// wrap-around, one class of all V. Duato's routing as DuatoRouting numbers its VCs: the escape VC
// of each dateline class (VCs 0 and 1 on a torus ring, VC 0 otherwise), then one class of the
// adaptive VCs.
std::vector<int> class_first(const rtl::NetworkConfig& config, const rtl::TopologyGraph& topology) {
  const int vcs = config.spec.vcs;
  if (topology.graph()) {
    // As the graph routings name their VCs: rtl::GraphRouting's escape VC 0 and adaptive VCs 1 ..
    // V - 1 (with one VC, the escape alone); rtl::TmRingRouting's one class of all V.
    if (config.spec.routing == Routing::duato && vcs > 1) return {0, 1, vcs};
    return {0, vcs};
  }
  const bool dateline = uses_dateline_classes(config, topology);
  if (config.spec.routing == Routing::duato) return dateline ? std::vector<int>{0, 1, 2, vcs} : std::vector<int>{0, 1, vcs};
  if (dateline) return {0, (vcs + 1) / 2, vcs};
  return {0, vcs};
}

// Cycles from a VC's release to the first cycle a waiting head may ask for the switch on it, as
// the cycle-level router steps (rtl::Router::step_stages: credits received, VC allocation, switch
// allocation, traversal, in that order). Released with its tail's credit (tail_credit), the VC is
// seen free by the VC allocator in the cycle the credit arrives; released as the tail is switched
// (tail_sent), in traversal, after that cycle's VC allocation: the next cycle. Either way the head
// granted the VC asks for the switch vc_alloc cycles later. Without those cycles a waiting head on
// BookSim's router (VC allocation one cycle, tail_sent) went on a cycle early after every VC wait,
// and the preset read -3.4 / -4.4% at 70% of its saturation on uniform / transpose traffic, -6.1%
// on 6-hop transactions (DESIGN_RECORD.md, "VC allocation after a VC wait").
int release_delay(const rtl::RouterConfig& router) {
  const int seen = router.vc_release == rtl::VcRelease::tail_sent ? 1 : router.delays.credit;
  return seen + router.delays.vc_alloc;
}

bool port_as_channel(const rtl::NetworkConfig& config) { return config.router.ejection == rtl::EjectionKind::single_port; }
bool link_as_channel(const rtl::NetworkConfig& config) { return config.router.injection == rtl::InjectionKind::shared; }

// The channels SharedChannels keeps: the network's, then with a single-port ejection each node's
// port (an output of V VCs like any other, its VCs a class of their own), then with shared
// injection each node's injection link (V VCs likewise).
std::size_t shared_channels(const rtl::NetworkConfig& config, const rtl::TopologyGraph& topology) {
  const auto nodes = static_cast<std::size_t>(topology.node_count());
  return topology.channels().size() + (port_as_channel(config) ? nodes : 0) + (link_as_channel(config) ? nodes : 0);
}
std::vector<int> shared_class_first(const rtl::NetworkConfig& config, const rtl::TopologyGraph& topology) {
  std::vector<int> first = class_first(config, topology);
  if (port_as_channel(config)) first.push_back(first.back() + config.spec.vcs);
  if (link_as_channel(config)) first.push_back(first.back() + config.spec.vcs);
  return first;
}

}  // namespace

ChannelReservations::ChannelReservations(const rtl::NetworkConfig& config, std::uint64_t tie_seed)
    : topology_(rtl::make_topology(config.spec)),
      head_wait_(config.router.delays.route + config.router.delays.vc_alloc),
      switch_latency_(config.router.delays.sw_alloc + config.router.delays.crossbar),
      ejection_latency_(config.router.ejection_latency),
      buffer_depth_(config.router.buffer_depth),
      injection_(static_cast<std::size_t>(topology_.node_count()), config.router, config.spec.vcs,
                 rtl::injection_timing(config.links, config.router.injection_latency)),
      input_turns_(static_cast<std::size_t>(topology_.node_count()),
                   config.router.injection != rtl::InjectionKind::parallel),
      channels_(shared_channels(config, topology_), config.spec.vcs, shared_class_first(config, topology_), release_delay(config.router),
                config.router.vc_release == rtl::VcRelease::tail_sent, head_wait_, config.seed),
      dateline_classes_(uses_dateline_classes(config, topology_)),
      adaptive_(config.spec.routing == Routing::duato || topology_.graph()),
      adaptive_class_(dateline_classes_ ? 2 : 1),
      classes_(topology_, config.router.dateline),
      tail_sent_(config.router.vc_release == rtl::VcRelease::tail_sent),
      random_(config.seed) {
  if (topology_.graph()) {
    graph_routing_ = rtl::make_routing_function(config.spec.routing, topology_, config.spec.vcs,
                                                 rtl::RoutingRules{config.router.dateline, config.router.dimension_order});
    class_first_vc_ = class_first(config, topology_);
  }
  const int n = topology_.dimensions();
  for (int i = 0; i < n; ++i)
    dimension_order_.push_back(config.router.dimension_order == rtl::DimensionOrder::descending ? n - 1 - i : i);
  const auto nodes = static_cast<std::size_t>(topology_.node_count());
  channel_at_.assign(nodes * static_cast<std::size_t>(topology_.network_ports()), -1);
  for (const rtl::ChannelSpec& channel : topology_.channels()) {
    channel_at_[static_cast<std::size_t>(channel.source) * static_cast<std::size_t>(topology_.network_ports()) +
                static_cast<std::size_t>(channel.source_port)] = static_cast<int>(hop_latency_.size());
    const rtl::LinkTiming timing = rtl::link_timing(config.links, channel.dimension, channel.wire_delay);
    hop_latency_.push_back(switch_latency_ + timing.latency);
    channel_period_.push_back(timing.period);
    channel_sink_.push_back(channel.sink);
    channel_sink_port_.push_back(channel.sink_port);
  }
  // A flit's credit is back upstream a hop and the credit delay after the flit was switched on (its
  // buffer slot freed as it arrives, at the earliest); slower than buffer_depth flits at the
  // channel's period, the credits pace the stream (credit_paced).
  const auto paced_round_trip = [&](std::size_t c) {
    const int round_trip = hop_latency_[c] + config.router.delays.credit;
    return round_trip + head_wait_ > buffer_depth_ * channel_period_[c] ? round_trip : 0;
  };
  for (std::size_t c = 0; c < channel_sink_.size(); ++c) {
    credit_round_trip_.push_back(paced_round_trip(c));
    paces_credits_ = paces_credits_ || credit_round_trip_.back() > 0;
  }
  paces_alike_ = paces_credits_;
  for (std::size_t c = 0; c < channel_sink_.size(); ++c)
    paces_alike_ = paces_alike_ && credit_round_trip_[c] == credit_round_trip_[0] && channel_period_[c] == channel_period_[0];
  const int least_hop = hop_latency_.empty() ? switch_latency_ : *std::min_element(hop_latency_.begin(), hop_latency_.end());
  int classes = static_cast<int>(class_first(config, topology_).size()) - 1;
  if (port_as_channel(config)) {
    ejection_port_ = static_cast<int>(channel_sink_.size());
    ejection_class_ = classes++;
    for (std::size_t node = 0; node < nodes; ++node) {
      hop_latency_.push_back(switch_latency_ + ejection_latency_);
      channel_period_.push_back(1);
      channel_sink_.push_back(static_cast<rtl::NodeId>(node));
      channel_sink_port_.push_back(-1);
      credit_round_trip_.push_back(0);
    }
  }
  if (link_as_channel(config)) {
    // The link has no switch before it: the interface's flit is on it as it is sent. Its credits
    // pace it as a network channel's do (their round trip: the link and the credit's way back).
    injection_link_ = static_cast<int>(channel_sink_.size());
    injection_class_ = classes++;
    const rtl::LinkTiming timing = rtl::injection_timing(config.links, config.router.injection_latency);
    for (std::size_t node = 0; node < nodes; ++node) {
      hop_latency_.push_back(timing.latency);
      channel_period_.push_back(timing.period);
      channel_sink_.push_back(static_cast<rtl::NodeId>(node));
      channel_sink_port_.push_back(-1);
      credit_round_trip_.push_back(paced_round_trip(channel_sink_.size() - 1));
      paces_credits_ = paces_credits_ || credit_round_trip_.back() > 0;
    }
  }
  if (paces_credits_) {
    std::vector<int> streams(credit_round_trip_.size());
    std::vector<double> intervals(credit_round_trip_.size());
    for (std::size_t c = 0; c < streams.size(); ++c) {
      streams[c] = credit_round_trip_[c] > 0 ? std::max(1, credit_round_trip_[c] / (buffer_depth_ * channel_period_[c])) : 0;
      intervals[c] = std::max(static_cast<double>(channel_period_[c]),
                              static_cast<double>(credit_round_trip_[c]) / static_cast<double>(buffer_depth_));
    }
    channels_.set_paced_streams(PacedStreams(std::move(streams), std::move(intervals), buffer_depth_));
  }
  channel_flits_.assign(channel_sink_.size(), 0);
  injected_flits_.assign(nodes * static_cast<std::size_t>(injection_.ports()), 0);
  ejected_flits_.assign(nodes, 0);
  channel_busy_.assign(channel_sink_.size(), 0);
  injection_busy_.assign(nodes * static_cast<std::size_t>(injection_.ports()), 0);
  source_queue_.assign(nodes, 0);
  stalls_ = StalledHeads(paces_credits_);
  tie_mask_ = rtl::tie_mask(topology_);
  bounds_deliveries_ = config.spec.message_length >= kLongMessage && !tail_sent_;
  delivery_lead_ = switch_latency_ + ejection_latency_;
  ejected_lead_ = ejection_port_ >= 0 ? 0 : delivery_lead_;
  least_hop_ = least_hop + head_wait_;
  // Each node's stream as its rtl::NetworkInterface seeds it (stream id: the node).
  for (std::size_t node = 0; node < nodes; ++node) tie_streams_.emplace_back(tie_seed, static_cast<std::uint64_t>(node));
}

}  // namespace kncube::tlm2
