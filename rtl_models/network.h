#pragma once
// A whole simulated network: routers, network interfaces and the channels between them,
// elaborated from the topology's channel list. Bind `clock` and run sc_start.

#include <cstdint>
#include <memory>
#include <systemc>
#include <vector>

#include "rtl_models/channel.h"
#include "rtl_models/ejection_port.h"
#include "rtl_models/huge_pages.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/network_config.h"
#include "rtl_models/network_interface.h"
#include "rtl_models/network_progress.h"
#include "rtl_models/node.h"
#include "rtl_models/router.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/switch_allocator_scratch.h"
#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::rtl {

class Network : public sc_core::sc_module, public NetworkProgress {
 public:
  sc_core::sc_in<bool> clock;

  SC_HAS_PROCESS(Network);
  // `config` must have passed validate(). The policies and the observer must outlive the network.
  // `routing` replaces the routing function the spec names (custom policies, negative tests).
  Network(sc_core::sc_module_name name, const NetworkConfig& config, const ArrivalProcess& arrivals,
          const TrafficPattern& traffic, MessageObserver& observer, std::unique_ptr<RoutingFunction> routing = nullptr);

  const NetworkConfig& config() const { return config_; }
  const TopologyGraph& topology() const { return topology_; }
  NodeId node_count() const { return topology_.node_count(); }
  Router& router(NodeId node) { return nodes_[static_cast<std::size_t>(node)]->router(); }
  const Router& router(NodeId node) const { return nodes_[static_cast<std::size_t>(node)]->router(); }
  NetworkInterface& interface(NodeId node) { return nodes_[static_cast<std::size_t>(node)]->interface(); }
  Node& node(NodeId id) { return *nodes_[static_cast<std::size_t>(id)]; }
  const NetworkInterface& interface(NodeId node) const { return nodes_[static_cast<std::size_t>(node)]->interface(); }
  // The channel entering `node` on input `port` (nullptr if none), and its topology description
  // (nullptr for injection ports).
  const Channel* channel_into(NodeId node, int port) const;
  const ChannelSpec* channel_spec_into(NodeId node, int port) const;

  void set_generating(bool on) override;
  std::int64_t flits_in_flight() const override;  // injected but not yet delivered
  std::int64_t source_backlog() const override;   // messages waiting in source queues
  std::int64_t messages_generated() const { return static_cast<std::int64_t>(counter_.issued()); }
  Cycle last_progress() const override;           // last cycle any flit moved anywhere
  Cycle next_cycle() const { return cycle_; }      // the cycle the next clock edge evaluates

  // Whether each cycle's loop over the nodes prefetches the state of the nodes a few places ahead,
  // and every other cycle visits them backwards (step_prefetching; results are the same either
  // way). A cycle visits every node's state in turn: on a network
  // whose state outgrows the core's L2 cache the lines are fetched from further away every cycle,
  // one dependent load after another (a router's fields, then its units, then their channels), and
  // fetched ahead they arrive in parallel. On by default when the estimated footprint
  // (network_footprint.h) exceeds the core's L2 cache as the kernel describes it; off otherwise,
  // where the prefetches would only add instructions (3% on the 8x8 benchmark at load 0.1).
  void set_prefetching(bool on) { prefetching_ = on; }
  // Reports every switch traversal of router `node` to `observer` (nullptr: stop). While any router
  // is observed the prefetching loop keeps node order on every cycle, so the reports (a hop log,
  // a message's path) come in the order they always have.
  void set_flit_observer(NodeId node, FlitObserver* observer);
  bool prefetching() const { return prefetching_; }
  // What the network asked of the kernel when it was built: the networks that prefetch asked for
  // huge pages under the heap (huge_pages.h); the others asked nothing (all zero).
  const HugePageAdvice& huge_pages() const { return huge_pages_; }

 private:
  // One cycle of every node, in node order (the order in which SystemC ran the one process per
  // node this replaces, so results are unchanged); with prefetching, in an order that reports
  // the same (step_prefetching).
  void tick();
  // Past the last cycle a flit can carry (kMaxFlitCycle).
  [[noreturn]] __attribute__((cold, noinline)) static void cycles_exhausted(Cycle now);
  void step_prefetching(Cycle now);

  // Cycles are counted, not derived from sc_time_stamp(): tick() runs at every rising edge from
  // the first one (cycle 0), whatever the clock's period.
  Cycle cycle_ = 0;
  std::size_t cycle_observers_ = 0;  // added to its nodes; while none, tick skips asking each node for its list
  bool prefetching_ = false;
  // Bit i: node i has work to finish in node order this cycle (step_prefetching's backward cycles).
  std::vector<std::uint64_t> ordered_work_;
  std::size_t flit_observers_ = 0;  // routers given a FlitObserver

  NetworkConfig config_;
  TopologyGraph topology_;
  std::unique_ptr<RoutingFunction> routing_;
  MessageCounter counter_;
  std::vector<Channel> channels_;            // one per ChannelSpec, same order
  std::vector<Channel> injection_channels_;  // per node: one, or one per VC (parallel injection)
  std::vector<int> channel_into_;            // node * ports + port -> index into channels_, or -1
  SwitchAllocatorScratch switch_scratch_;    // the routers' switch allocators', one call at a time
  std::vector<std::unique_ptr<Node>> nodes_;
  HugePageAdvice huge_pages_;
};

}  // namespace kncube::rtl
