#pragma once
// The transaction-level network under the bridge's sockets (TransportConfig::model =
// NetworkModel::contention): the same request and response planes as the cycle-level bridge, each
// a ChannelReservations model of the configured network. Both planes move in time order, granting
// every request no message sent from now on can reach first (those before the next cycle plus
// ChannelReservations::lookahead): whenever a message is sent (catch_up), and in one SystemC method
// that wakes when the earliest pending request is due or a tail is to be delivered (on networks of
// long messages only when the first delivery the pending requests can make may be due:
// ChannelReservations::first_delivery). Waking when a
// request first became grantable instead (lookahead cycles before it), the method ran once per
// cycle in which a head asks, and with 1 KiB transactions the kernel's timed events took about a
// third of the run (DESIGN_RECORD.md, "Not met: speed at 64 bytes"). A request is granted no later
// than its own cycle, and no grant delivers a message before its cycle, so every delivery is made
// when due. The simulation costs a few operations per message and hop and one method activation
// per cycle in which something is due; with nothing in flight there are no events at all.
//
// Cycle numbers are absolute: cycle c starts at c * clock_period.

#include <cstdint>
#include <systemc>
#include <vector>

#include "rtl_models/message_observer.h"
#include "tlm/bridge/message_network.h"
#include "tlm/contention/channel_reservations.h"
#include "tlm/platform/transport_config.h"

namespace kncube::tlm2 {

class ContentionNetwork : public sc_core::sc_module, public MessageNetwork {
 public:
  SC_HAS_PROCESS(ContentionNetwork);
  // `config` must have passed validate(). Observers see every message of their plane and must
  // outlive the network.
  ContentionNetwork(sc_core::sc_module_name name, const TransportConfig& config, DeliveryListener& listener,
                    std::vector<rtl::MessageObserver*> request_observers,
                    std::vector<rtl::MessageObserver*> response_observers);

  void send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) override;
  std::size_t messages_in_flight() const override { return slots_.size() - free_slots_.size(); }

  // Timing without delivery, for the loosely-timed path: the message's channels are granted as sent
  // at cycle `generated`, after every request already pending (call order, not time order); it is
  // not delivered to anyone.
  MessageTiming reserve(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated);

  // The model of one plane, for what it counted (ChannelReservations::channel_flits, ...).
  const ChannelReservations& reservations(Plane which) const { return which == Plane::request ? requests_ : responses_; }
  // Both planes count their buffers' busy VC-cycles from now on (ChannelReservations::count_busy_vcs).
  void count_busy_vcs() {
    requests_.count_busy_vcs();
    responses_.count_busy_vcs();
  }
  // The cycle in which a message handed over at `time` is generated, and a cycle's start time.
  rtl::Cycle cycle_at(const sc_core::sc_time& time) const;
  sc_core::sc_time time_of(rtl::Cycle cycle) const {
    return sc_core::sc_time::from_value(static_cast<sc_dt::uint64>(cycle) * clock_period_.value());
  }

 private:
  struct InFlight {
    Plane plane = Plane::request;
    Transfer* transfer = nullptr;
    rtl::DeliveredMessage message;
  };
  struct Due {
    rtl::Cycle delivered;
    std::uint64_t order;  // send order breaks ties: deliveries of one cycle in the order sent
    int slot;
  };
  static bool later(const Due& a, const Due& b) {
    return a.delivered != b.delivered ? a.delivered > b.delivered : a.order > b.order;
  }

  ChannelReservations& plane(Plane which) { return which == Plane::request ? requests_ : responses_; }
  // The last cycle starting at or before `time` (integer arithmetic on the kernel's time units).
  rtl::Cycle edges_by(const sc_core::sc_time& time) const {
    return static_cast<rtl::Cycle>(time.value() / clock_period_.value());
  }
  void step();  // method
  // Grants every request that no message sent from now on, generated at `generated` (cycle_at
  // now) or later, can reach first: those before `generated` + ChannelReservations::lookahead.
  void catch_up(rtl::Cycle generated);
  // Files the messages completed_ holds for delivery.
  void collect(Plane which);
  // Files one delivery in due_, behind those that come before it.
  void file_due(const Due& due);
  // Wakes step() when the next request or the next tail is due.
  void schedule();

  sc_core::sc_time clock_period_;
  DeliveryListener& listener_;
  ChannelReservations requests_;
  ChannelReservations responses_;
  std::vector<rtl::MessageObserver*> request_observers_;
  std::vector<rtl::MessageObserver*> response_observers_;
  std::uint64_t next_id_[2] = {0, 0};
  std::vector<InFlight> slots_;  // messages sent and not delivered, reused through free_slots_
  std::vector<int> free_slots_;
  // Computed deliveries not yet made, in delivery order from due_next_ on: most come after every
  // one pending (tails are granted in time order) and are appended, which costs less than a heap.
  std::vector<Due> due_;
  std::size_t due_next_ = 0;
  static constexpr std::size_t kDueCompaction = 64;  // deliveries made before the front is dropped
  std::vector<CompletedMessage> completed_;
  sc_core::sc_event wake_;
  // The cycle wake_ is notified for, kNever when no notification is pending: a later one would
  // change nothing, and each notify() of a timed event costs the kernel's event queue an entry.
  // It is no later than anything schedule() looked at when it last ran (every change is followed
  // by a schedule()), or kNever while step() runs: so after a submit, send() needs to compare its
  // own plane's next request only.
  rtl::Cycle wake_at_ = ChannelReservations::kNever;
};

}  // namespace kncube::tlm2
