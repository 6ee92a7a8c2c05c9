#pragma once
// A whole simulated network: routers, network interfaces and the channels between them,
// elaborated from the topology's channel list. Bind `clock` and run sc_start.

#include <cstdint>
#include <memory>
#include <systemc>
#include <vector>

#include "rtl_models/channel.h"
#include "rtl_models/ejection_port.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/network_config.h"
#include "rtl_models/network_interface.h"
#include "rtl_models/router.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::rtl {

class Network : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clock;

  // `config` must have passed validate(). The policies and the observer must outlive the network.
  Network(sc_core::sc_module_name name, const NetworkConfig& config, const ArrivalProcess& arrivals,
          const TrafficPattern& traffic, MessageObserver& observer,
          sc_core::sc_time clock_period = sc_core::sc_time(1, sc_core::SC_NS));

  const NetworkConfig& config() const { return config_; }
  const TopologyGraph& topology() const { return topology_; }
  NodeId node_count() const { return topology_.node_count(); }
  Router& router(NodeId node) { return *routers_[static_cast<std::size_t>(node)]; }
  const Router& router(NodeId node) const { return *routers_[static_cast<std::size_t>(node)]; }
  NetworkInterface& interface(NodeId node) { return *interfaces_[static_cast<std::size_t>(node)]; }
  const NetworkInterface& interface(NodeId node) const { return *interfaces_[static_cast<std::size_t>(node)]; }
  // The channel entering `node` on `port` (nullptr if none), and its topology description.
  const Channel* channel_into(NodeId node, int port) const;
  const ChannelSpec* channel_spec_into(NodeId node, int port) const;

  void set_generating(bool on);
  std::int64_t flits_in_flight() const;     // injected but not yet delivered
  std::int64_t source_backlog() const;      // messages waiting in source queues
  std::int64_t messages_generated() const { return static_cast<std::int64_t>(counter_.issued()); }
  Cycle last_progress() const;              // last cycle any flit moved anywhere

 private:
  NetworkConfig config_;
  TopologyGraph topology_;
  std::unique_ptr<RoutingFunction> routing_;
  MessageCounter counter_;
  std::vector<Channel> channels_;            // one per ChannelSpec, same order
  std::vector<Channel> injection_channels_;  // one per node
  std::vector<EjectionQueue> ejections_;     // one per node
  std::vector<int> channel_into_;            // node * ports + port -> index into channels_, or -1
  std::vector<std::unique_ptr<Router>> routers_;
  std::vector<std::unique_ptr<NetworkInterface>> interfaces_;
};

}  // namespace kncube::rtl
