#include "tlm/bridge/transaction_network.h"

#include <algorithm>

#include "rtl_models/link_config.h"

namespace kncube::tlm2 {
namespace {

// Cycles after the last flit moved within which every credit is back and every VC released: a
// credit takes `credit` cycles plus the longest channel latency, and a router may still act on the
// last flit for its pipeline's length.
int drain_cycles_for(const rtl::NetworkConfig& network) {
  int longest_link = std::max(network.router.injection_latency, network.router.ejection_latency);
  for (int dimension = 0; dimension < network.spec.n; ++dimension) {
    const rtl::LinkTiming timing = rtl::link_timing(network.links, dimension);
    longest_link = std::max(longest_link, timing.latency + timing.period);
  }
  return network.router.delays.credit + longest_link + network.router.delays.router_latency() + 2;
}

}  // namespace

void TransactionNetwork::PlaneTracker::on_generated(const rtl::GeneratedMessage& message) {
  for (auto* other : others_) other->on_generated(message);
}

void TransactionNetwork::PlaneTracker::on_delivered(const rtl::DeliveredMessage& message) {
  for (auto* other : others_) other->on_delivered(message);
  const auto found = pending_.find(message.id);
  if (found == pending_.end()) return;
  Transfer& transfer = *found->second;
  pending_.erase(found);
  delivering_ = true;
  listener_.message_delivered(plane_, transfer, message);
  delivering_ = false;
}

TransactionNetwork::TransactionNetwork(sc_core::sc_module_name name, const TransportConfig& config,
                                       DeliveryListener& listener, std::vector<rtl::MessageObserver*> request_observers,
                                       std::vector<rtl::MessageObserver*> response_observers)
    : sc_core::sc_module(name),
      drain_cycles_(drain_cycles_for(config.network)),
      request_tracker_(Plane::request, listener, std::move(request_observers), delivering_),
      response_tracker_(Plane::response, listener, std::move(response_observers), delivering_),
      clock_("clock", config.clock_period, *this),
      period_(config.clock_period) {
  request_ = std::make_unique<rtl::Network>("requests", config.network, arrivals_, destinations_, request_tracker_);
  response_ = std::make_unique<rtl::Network>("responses", config.network, arrivals_, destinations_, response_tracker_);
  for (rtl::Network* network : {request_.get(), response_.get()}) {
    network->clock(clock_.signal);
    for (rtl::NodeId node = 0; node < network->node_count(); ++node) network->interface(node).allow_variable_length();
  }
  // Every node ticks on the same edge; one of them counts the cycles.
  request_->node(0).add_cycle_observer(this);
  SC_METHOD(submit_deferred);
  sensitive << deferred_due_;
  dont_initialize();
}

void TransactionNetwork::send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) {
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  const bool on_edge = now.value() % period_.value() == 0;
  if (delivering_ || (on_edge && (!edge_seen_ || last_edge_ != now))) {
    // Within an evaluation, or on an edge not evaluated yet: the request network counts its
    // edges (after_cycle). The response network evaluates the same edge in the same delta; a
    // message handed over in that delta between the two (by a process woken by a zero-delay
    // notification of one woken for this time) is the one case left to delta order.
    deferred_.push_back(Deferred{plane, from, to, flits, &transfer});
    deferred_due_.notify(period_ / 2.0);
    return;
  }
  submit(plane, from, to, flits, transfer);
}

void TransactionNetwork::submit_deferred() {
  for (const Deferred& message : deferred_)
    submit(message.plane, message.from, message.to, message.flits, *message.transfer);
  deferred_.clear();
}

void TransactionNetwork::submit(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) {
  rtl::Network& net = network(plane);
  const std::uint64_t id = net.interface(from).submit(to, 0, next_cycle_, flits);
  (plane == Plane::request ? request_tracker_ : response_tracker_).expect(id, transfer);
  clock_.wake();
}

std::size_t TransactionNetwork::messages_in_flight() const {
  return request_tracker_.in_flight() + response_tracker_.in_flight() + deferred_.size();
}

bool TransactionNetwork::needs_clock() const {
  if (messages_in_flight() > 0) return true;
  const rtl::Cycle last = std::max(request_->last_progress(), response_->last_progress());
  return last >= 0 && next_cycle_ - 1 - last < drain_cycles_;
}

}  // namespace kncube::tlm2
