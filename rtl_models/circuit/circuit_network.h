#pragma once
// A circuit-switched binary n-cube (spec 04 B.1) as one SystemC module: per node V injection VCs,
// each with its own unbounded FIFO (a new message joins one picked uniformly at random) and serving
// one message at a time, from its first probe to its tail's delivery; the control plane
// (probes, backtracking, acknowledgements) and the data plane (flits over the circuits). One
// process steps the whole network each cycle: the control plane crosses nodes without contention,
// and one process keeps the order of events fixed, so a seed gives the same run bit for bit.
//
// Messages are reported to the MessageObserver like the wormhole network's: generated when they
// join a FIFO, delivered when the tail is ejected; `injected` is the launch of the first probe.

#include <cstdint>
#include <systemc>
#include <vector>

#include "rtl_models/circuit/circuit.h"
#include "rtl_models/circuit/circuit_control_plane.h"
#include "rtl_models/circuit/circuit_counters.h"
#include "rtl_models/circuit/circuit_data_plane.h"
#include "rtl_models/circuit/circuit_events.h"
#include "rtl_models/circuit/circuit_vc_table.h"
#include "rtl_models/circuit/source_fifo.h"
#include "rtl_models/measurement_window.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/network_config.h"
#include "rtl_models/network_progress.h"
#include "rtl_models/observers.h"
#include "rtl_models/traffic_source.h"

namespace kncube::rtl {

class CircuitNetwork : public sc_core::sc_module, public NetworkProgress {
 public:
  sc_core::sc_in<bool> clock;

  SC_HAS_PROCESS(CircuitNetwork);
  // `config` must have passed validate() with spec.switching == circuit. The policies and the
  // observer must outlive the network.
  CircuitNetwork(sc_core::sc_module_name name, const NetworkConfig& config, const ArrivalProcess& arrivals,
                 const TrafficPattern& traffic, MessageObserver& observer);

  // Queues a message at `source` for `destination` as if generated in the coming cycle, into
  // injection VC `injection_vc` (-1: one drawn at random, as generated messages are). Returns its id.
  std::uint64_t submit(NodeId source, NodeId destination, int injection_vc = -1);
  void set_event_observer(CircuitEventObserver* observer) {
    events_ = observer;
    control_.set_observer(observer);
  }
  // Called after every cycle, in the order added (VCD sampling).
  void add_cycle_observer(CycleObserver* observer) { cycle_observers_.push_back(observer); }

  NodeId node_count() const { return nodes_; }
  int vcs() const { return vcs_; }
  const Circuit& circuit(int slot) const { return slots_[static_cast<std::size_t>(slot)]; }
  const CircuitVcTable& vc_table() const { return table_; }
  // The control plane over the whole run, warm-up included (tests of the mechanism).
  const CircuitCounters& counters() const { return counters_; }
  // The same of the measured messages only (attempts, failures, set-ups, hops: the circuits of the
  // measured messages, counted when their tails are delivered; busy VCs: the window's cycles), what
  // the model's intermediates are compared with. Without a window: every message and cycle.
  const CircuitCounters& measured_counters() const { return measured_; }
  // `window` must outlive the network; set before the simulation starts.
  void set_measurement_window(const MeasurementWindow* window) { window_ = window; }
  Cycle now() const { return cycle_; }  // the next cycle to run

  void set_generating(bool on) override { generating_ = on; }
  std::int64_t flits_in_flight() const override { return flits_in_service_; }
  std::int64_t source_backlog() const override { return queued_; }
  Cycle last_progress() const override { return last_progress_; }
  std::int64_t messages_generated() const { return static_cast<std::int64_t>(counter_.issued()); }
  std::int64_t messages_delivered() const { return delivered_; }
  std::int64_t circuits_in_service() const;

 private:
  struct QueuedMessage {
    std::uint64_t id = 0;
    Cycle generated = 0;
    NodeId destination = 0;
    std::uint8_t message_class = 0;
  };

  void tick();
  void step(Cycle now);
  // Called when next_generation_[node] <= now: the node's arrivals up to `now` become messages.
  void generate(NodeId node, Cycle now);
  void enqueue(NodeId source, int injection_vc, const QueuedMessage& message);
  void launch(int slot, Cycle now);
  void complete(int slot, Cycle now);
  void count_measured(const Circuit& c);

  NodeId nodes_;
  int vcs_;
  int length_;
  const ArrivalProcess& arrivals_;
  const TrafficPattern& traffic_;
  MessageObserver& observer_;
  MessageCounter counter_;
  std::vector<Random> random_;        // per node: arrivals, destinations, injection VC
  std::vector<double> next_arrival_;    // per node: time of its next arrival, cycles
  std::vector<Cycle> next_generation_;  // per node: arrival_cycle(next_arrival_), compared every cycle
  std::vector<Circuit> slots_;        // node * V + injection VC
  std::vector<SourceFifo<QueuedMessage>> fifos_;  // per slot
  std::vector<int> pending_;          // idle slots with a queued message: launch this cycle
  CircuitVcTable table_;
  CircuitCounters counters_;
  CircuitCounters measured_;
  const MeasurementWindow* window_ = nullptr;
  CircuitControlPlane control_;
  CircuitDataPlane data_;
  bool generating_ = true;
  Cycle cycle_ = 0;
  Cycle last_progress_ = -1;
  std::int64_t queued_ = 0;
  std::int64_t flits_in_service_ = 0;
  std::int64_t delivered_ = 0;
  std::vector<CycleObserver*> cycle_observers_;
  CircuitEventObserver* events_ = nullptr;
};

}  // namespace kncube::rtl
