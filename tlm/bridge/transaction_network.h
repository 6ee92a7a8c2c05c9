#pragma once
// The two cycle-level networks under the bridge and the clock they share. Requests and responses
// travel on separate networks of the configured topology and router (two virtual networks, each
// with its own channels and V VCs), so a response never waits behind a request: requests are only
// sent into the request network with a slot reserved at the target (PlatformMap's end-to-end
// credits), and the initiators take every response, so both networks always drain and request-
// response traffic cannot deadlock whatever the load.
//
// The clock (GatedClock) runs while any message is in flight and for `drain_cycles` cycles after
// the last flit moved (credits returning); then it stops until the next send(). Cycle numbers in
// records count evaluated cycles.

#include <cstdint>
#include <memory>
#include <systemc>
#include <unordered_map>
#include <vector>

#include "rtl_models/message_observer.h"
#include "rtl_models/network.h"
#include "rtl_models/observers.h"
#include "tlm/bridge/gated_clock.h"
#include "tlm/bridge/message_network.h"
#include "tlm/bridge/submitted_traffic.h"
#include "tlm/bridge/transfer.h"
#include "tlm/platform/transport_config.h"

namespace kncube::tlm2 {

class TransactionNetwork : public sc_core::sc_module, public MessageNetwork, private ClockDemand, private rtl::CycleObserver {
 public:
  // `config` must have passed validate(). Observers see every message of their plane and must
  // outlive the network.
  TransactionNetwork(sc_core::sc_module_name name, const TransportConfig& config, DeliveryListener& listener,
                     std::vector<rtl::MessageObserver*> request_observers,
                     std::vector<rtl::MessageObserver*> response_observers);

  // Queues one message of `flits` flits for `transfer` at node `from`'s interface, as generated at
  // the first clock edge after now, and starts the clock if it sleeps. Handed over exactly on an
  // edge that the networks have not evaluated yet (the clock's edges are evaluated a delta after
  // the processes woken for that time, or not at all while it sleeps), or from within their
  // evaluation of one (a delivery's listener: the interfaces of nodes not yet stepped would take it
  // in the cycle being evaluated), the message is queued only half a period later, so that which
  // edge takes it depends neither on delta order, nor on node order, nor on whether other traffic
  // keeps the clock running: the same rule as the contention model's.
  void send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) override;

  rtl::Network& network(Plane plane) { return plane == Plane::request ? *request_ : *response_; }
  std::size_t messages_in_flight() const override;
  rtl::Cycle cycles_evaluated() const { return next_cycle_; }
  const GatedClock& clock() const { return clock_; }
  int drain_cycles() const { return drain_cycles_; }

 private:
  class PlaneTracker final : public rtl::MessageObserver {
   public:
    PlaneTracker(Plane plane, DeliveryListener& listener, std::vector<rtl::MessageObserver*> others, bool& delivering)
        : plane_(plane), listener_(listener), others_(std::move(others)), delivering_(delivering) {}
    void expect(std::uint64_t id, Transfer& transfer) { pending_.emplace(id, &transfer); }
    std::size_t in_flight() const { return pending_.size(); }
    void on_generated(const rtl::GeneratedMessage& message) override;
    void on_delivered(const rtl::DeliveredMessage& message) override;

   private:
    Plane plane_;
    DeliveryListener& listener_;
    std::vector<rtl::MessageObserver*> others_;
    bool& delivering_;  // the network's: set while the listener handles a delivery
    std::unordered_map<std::uint64_t, Transfer*> pending_;
  };

  struct Deferred {
    Plane plane;
    rtl::NodeId from;
    rtl::NodeId to;
    int flits;
    Transfer* transfer;
  };
  SC_HAS_PROCESS(TransactionNetwork);
  bool needs_clock() const override;
  void after_cycle(rtl::Cycle now) override {
    next_cycle_ = now + 1;
    last_edge_ = sc_core::sc_time_stamp();
    edge_seen_ = true;
  }
  // Hands a message to its interface now, generated in the first cycle not yet evaluated.
  void submit(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer);
  void submit_deferred();  // method: the messages send() held back from an edge

  int drain_cycles_;
  bool delivering_ = false;  // a delivery is being handled: within a network's evaluation of an edge
  NoArrivals arrivals_;
  NoDestinations destinations_;
  PlaneTracker request_tracker_;
  PlaneTracker response_tracker_;
  GatedClock clock_;
  std::unique_ptr<rtl::Network> request_;
  std::unique_ptr<rtl::Network> response_;
  rtl::Cycle next_cycle_ = 0;
  sc_core::sc_time period_;
  sc_core::sc_time last_edge_;  // when the last edge was evaluated (valid once edge_seen_)
  bool edge_seen_ = false;
  std::vector<Deferred> deferred_;
  sc_core::sc_event deferred_due_;
};

}  // namespace kncube::tlm2
