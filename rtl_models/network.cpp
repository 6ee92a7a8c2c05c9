#include "rtl_models/network.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "rtl_models/cache_size.h"
#include "rtl_models/network_footprint.h"

namespace kncube::rtl {

Network::Network(sc_core::sc_module_name name, const NetworkConfig& config, const ArrivalProcess& arrivals,
                 const TrafficPattern& traffic, MessageObserver& observer, std::unique_ptr<RoutingFunction> routing)
    : sc_core::sc_module(name),
      clock("clock"),
      config_(config),
      topology_(make_topology(config.spec)),
      routing_(routing ? std::move(routing)
                       : make_routing_function(config.spec.routing, topology_, config.spec.vcs,
                                               RoutingRules{config.router.dateline, config.router.dimension_order})) {
  if (traffic.class_count() > kMaxMessageClasses)
    throw std::logic_error("traffic pattern with " + std::to_string(traffic.class_count()) + " message classes; a flit numbers at most " +
                           std::to_string(kMaxMessageClasses));
  const NodeId nodes = topology_.node_count();
  const int ports = topology_.ports();
  const int vcs = config_.spec.vcs;
  const int buffer_slots = vcs * config_.router.buffer_depth;
  const int switch_latency = config_.router.delays.sw_alloc + config_.router.delays.crossbar;

  const int router_credits = credits_in_flight_between_routers(config_.router.delays.credit, buffer_slots);
  channels_.resize(topology_.channels().size());
  channel_into_.assign(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(ports), -1);
  for (std::size_t c = 0; c < channels_.size(); ++c) {
    const ChannelSpec& spec = topology_.channels()[c];
    const LinkTiming timing = link_timing(config_.links, spec.dimension, spec.wire_delay);
    channels_[c].configure(timing.latency, timing.period, config_.router.delays.credit, router_credits, switch_latency);
    channel_into_[static_cast<std::size_t>(spec.sink) * static_cast<std::size_t>(ports) + static_cast<std::size_t>(spec.sink_port)] =
        static_cast<int>(c);
  }
  const LinkTiming injection = injection_timing(config_.links, config_.router.injection_latency);
  const int injection_ports = config_.router.injection_ports(vcs);
  injection_channels_.resize(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(injection_ports));
  for (auto& channel : injection_channels_)
    channel.configure(injection.latency, injection.period, config_.router.delays.credit, buffer_slots);
  const int router_inputs = topology_.network_ports() + injection_ports;
  const int in_flight = switch_latency + config_.router.ejection_latency + 2;

  RouterContext router_context;
  router_context.config = &config_.router;
  router_context.vcs = vcs;
  router_context.topology = &topology_;
  router_context.routing = routing_.get();
  router_context.seed = config_.seed;
  router_context.switch_scratch = &switch_scratch_;

  InterfaceContext interface_context;
  interface_context.config = &config_.router;
  interface_context.vcs = vcs;
  interface_context.message_length = config_.spec.message_length;
  interface_context.input_ports = router_inputs;
  interface_context.injection_channels = injection_ports;
  interface_context.tie_mask = tie_mask(topology_);
  interface_context.arrivals = &arrivals;
  interface_context.traffic = &traffic;
  interface_context.observer = &observer;
  interface_context.counter = &counter_;
  interface_context.seed = config_.seed;

  nodes_.reserve(static_cast<std::size_t>(nodes));
  for (NodeId node = 0; node < nodes; ++node) {
    nodes_.push_back(std::make_unique<Node>(topology_.router_name(node).c_str(), node, router_context, interface_context, cycle_observers_));
    Router& router = nodes_.back()->router();
    NetworkInterface& ni = nodes_.back()->interface();
    std::vector<Channel*> inject;
    for (int v = 0; v < injection_ports; ++v) {
      Channel* channel = &injection_channels_[static_cast<std::size_t>(node) * static_cast<std::size_t>(injection_ports) + static_cast<std::size_t>(v)];
      router.attach_input(router.first_injection_port() + v, channel);
      inject.push_back(channel);
    }
    ni.ejection().configure(config_.router.ejection_latency, static_cast<std::size_t>(router_inputs * in_flight));
    router.attach_ejection(&ni.ejection());
    ni.attach(inject);
  }
  for (std::size_t c = 0; c < channels_.size(); ++c) {
    const ChannelSpec& spec = topology_.channels()[c];
    router(spec.source).attach_output(spec.source_port, &channels_[c]);
    router(spec.sink).attach_input(spec.sink_port, &channels_[c]);
  }
  prefetching_ = estimated_footprint(config_).total() > static_cast<double>(l2_cache_bytes());
  // The same networks walk more pages than the TLB maps: huge pages under their state.
  if (prefetching_) huge_pages_ = advise_huge_pages_for_heap();
  ordered_work_.assign((nodes_.size() + 63) / 64, 0);
  SC_METHOD(tick);
  sensitive << clock.pos();
  dont_initialize();
}

void Network::tick() {
  const Cycle now = cycle_++;
  if (now > kMaxFlitCycle) cycles_exhausted(now);
  if (cycle_observers_ == 0) {
    if (prefetching_) {
      step_prefetching(now);
    } else {
      for (auto& node : nodes_) node->step(now);
    }
  } else {
    for (auto& node : nodes_) node->tick(now);
  }
}

void Network::cycles_exhausted(Cycle now) {
  throw std::overflow_error("cycle " + std::to_string(now) + ": a flit carries cycles up to 2^47 - 1; the run is longer");
}

// Four nodes ahead the lines step() reads first; two ahead, those arrived, what the router's
// stages read next. Measured on the 32x32 torus at load 0.1 (`bench_router 0.2`, ten runs
// alternated with a build without): 8% less time per flit-hop (median of the pairs' ratios), where
// prefetching only the first lines gained about half of that and a third stage (channels, input
// VCs) nothing more.
//
// Every other cycle the nodes are visited backwards. A cycle's state is a little larger than the L2
// cache (a 32x32 torus at load 0.1 touches about 2.7 MiB), and walked in the same order every cycle
// each line has been evicted by the time it comes round again: least recently used is next to be
// used. Walked back, the nodes visited last are visited first, while their lines are still there.
// Routers exchange flits and credits only through channels of at least a cycle, so the order they
// step in is not seen; what is seen, the interfaces' generation (messages are numbered network-wide
// as they are generated) and delivery (observers are told in node order), is left to a second loop
// in node order over the nodes that have it (Node::step_unordered), so results stay the same to the
// bit. Routers report their switch traversals as they step, so while any has a flit observer (a hop
// log, a message's path) every cycle keeps node order. (A message submitted to another node's
// interface from within a delivery report finds that node's cycle stepped, as the plain loop does
// for a node before the reporting one; the TLM bridge defers such messages to between cycles.)
// Measured on the 32x32 torus at load 0.1: simulated last-level misses (2 MiB) 108.0 M -> 46.5 M,
// 11% less time per flit-hop (SPEED_RECORD.md, issue 17's ninth round).
void Network::step_prefetching(Cycle now) {
  const std::size_t n = nodes_.size();
  if ((now & 1) == 0 || flit_observers_ > 0) {
    for (std::size_t i = 0; i < n; ++i) {
      if (i + 4 < n) nodes_[i + 4]->prefetch_step();
      if (i + 2 < n) nodes_[i + 2]->prefetch_stages(now);
      nodes_[i]->step(now);
    }
    return;
  }
  for (std::size_t i = n; i-- > 0;) {
    if (i >= 4) nodes_[i - 4]->prefetch_step();
    if (i >= 2) nodes_[i - 2]->prefetch_stages(now);
    if (nodes_[i]->step_unordered(now)) ordered_work_[i >> 6] |= std::uint64_t{1} << (i & 63);
  }
  for (std::size_t w = 0; w < ordered_work_.size(); ++w) {
    for (std::uint64_t bits = ordered_work_[w]; bits != 0; bits &= bits - 1)
      nodes_[(w << 6) + static_cast<std::size_t>(__builtin_ctzll(bits))]->finish_step(now);
    ordered_work_[w] = 0;
  }
}

void Network::set_flit_observer(NodeId node, FlitObserver* observer) {
  Router& observed = router(node);
  flit_observers_ -= observed.flit_observer_ != nullptr;
  flit_observers_ += observer != nullptr;
  observed.set_flit_observer(observer);
}

const Channel* Network::channel_into(NodeId node, int port) const {
  if (port >= topology_.local_port()) {
    const int injection_ports = config_.router.injection_ports(config_.spec.vcs);
    return &injection_channels_[static_cast<std::size_t>(node) * static_cast<std::size_t>(injection_ports) +
                                static_cast<std::size_t>(port - topology_.local_port())];
  }
  const int c = channel_into_[static_cast<std::size_t>(node) * static_cast<std::size_t>(topology_.ports()) + static_cast<std::size_t>(port)];
  return c < 0 ? nullptr : &channels_[static_cast<std::size_t>(c)];
}

const ChannelSpec* Network::channel_spec_into(NodeId node, int port) const {
  if (port >= topology_.local_port()) return nullptr;
  const int c = channel_into_[static_cast<std::size_t>(node) * static_cast<std::size_t>(topology_.ports()) + static_cast<std::size_t>(port)];
  return c < 0 ? nullptr : &topology_.channels()[static_cast<std::size_t>(c)];
}

void Network::set_generating(bool on) {
  for (auto& node : nodes_) node->interface().set_generating(on);
}

std::int64_t Network::flits_in_flight() const {
  std::int64_t total = 0;
  for (const auto& node : nodes_) total += node->interface().flits_injected() - node->interface().flits_delivered();
  return total;
}

std::int64_t Network::source_backlog() const {
  std::int64_t total = 0;
  for (const auto& node : nodes_) total += static_cast<std::int64_t>(node->interface().source_queue_length());
  return total;
}

Cycle Network::last_progress() const {
  Cycle last = -1;
  for (const auto& node : nodes_) last = std::max({last, node->router().last_move(), node->interface().last_move()});
  return last;
}

}  // namespace kncube::rtl
