#pragma once
// The transaction-level contention model of one network: messages, not flits. Every message is
// routed over the topology's channels as the cycle-level network routes it and takes each channel
// for its whole length from the cycle its head can get it, pipelined as wormhole: the head spends
// the router's pipeline delays and the wire delay per hop, the body follows a channel period per
// flit behind, and the channel is free again when the tail has crossed it. Per-channel next-free
// cycles live in flat arrays, so a message costs O(hops) and contention, queueing and saturation
// emerge from the reservations rather than from a formula.
//
// What it assumes (and the cycle-level network does differently):
//  * A channel serves messages first come first served, whole messages at a time; the cycle-level
//    router interleaves the flits of messages on different VCs. VC occupancy, buffer depth and
//    credit back-pressure are not modelled: a blocked head does not hold the channels behind it
//    (virtual cut-through with unbounded buffers, a good approximation while buffers and VCs are
//    not exhausted, i.e. below saturation).
//  * Reservations are made in the order messages are sent; a message sent later cannot use a gap
//    left before a reservation already made for a later cycle.
//  * Routing: dimension order in the configured order (--dimension-order); the tie at k/2 on a
//    bidirectional ring is drawn at random per message, as the cycle-level network does. With
//    Duato's adaptive routing the same minimal dimension-order path is taken (the escape path):
//    adaptive routing spreads load over more paths, so near saturation this model is pessimistic.
//  * Injection: V independent servers per node with `--injection parallel`, one otherwise.
//    Ejection: never blocks with `--ejection unlimited`; one flit per cycle per node with
//    `--ejection 1`.
//
// Plain C++ (no SystemC): ContentionNetwork puts it behind the bridge's sockets.

#include <cstdint>
#include <random>
#include <vector>

#include "rtl_models/flit.h"
#include "rtl_models/network_config.h"
#include "rtl_models/topology.h"

namespace kncube::tlm2 {

struct MessageTiming {
  rtl::Cycle injected = 0;   // head left the source queue (its injection server was free)
  rtl::Cycle delivered = 0;  // tail delivered to the PE at the destination
  int hops = 0;              // network channels crossed
};

class ChannelReservations {
 public:
  // `config` must have passed rtl::validate().
  explicit ChannelReservations(const rtl::NetworkConfig& config);

  // Routes one message of `flits` flits generated at cycle `generated` and reserves its channels.
  MessageTiming reserve(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated);

  rtl::NodeId node_count() const { return topology_.node_count(); }

 private:
  // Crosses one channel: head and tail arrival cycles at the next router.
  void cross(int channel, int flits, rtl::Cycle& head, rtl::Cycle& tail);
  // The destination router's ejection: the cycle the tail is delivered.
  rtl::Cycle eject(rtl::NodeId node, int flits, rtl::Cycle head, rtl::Cycle tail);

  rtl::TopologyGraph topology_;
  int head_wait_;       // route + VC allocation, cycles
  int switch_latency_;  // switch allocation + crossbar, cycles
  int ejection_latency_;
  bool ejection_blocks_;
  int injection_latency_;
  int injection_period_;
  int injection_servers_;  // per node
  std::vector<int> dimension_order_;
  std::vector<int> channel_at_;        // [node * network_ports + port] -> channel index
  std::vector<int> channel_latency_;   // per channel: wire latency, cycles
  std::vector<int> channel_period_;    // per channel: cycles between flits
  std::vector<rtl::Cycle> channel_free_;    // per channel: first cycle a new head may be switched onto it
  std::vector<rtl::Cycle> injection_free_;  // [node * servers + server]
  std::vector<rtl::Cycle> ejection_free_;   // per node (single-port ejection)
  std::mt19937_64 random_;  // ties at k/2
};

}  // namespace kncube::tlm2
