#pragma once
// The transaction-level network under the bridge's sockets (TransportConfig::model =
// NetworkModel::contention): the same request and response planes as the cycle-level bridge, each
// a ChannelReservations model of the configured network. A message is timed completely when it is
// sent (its route's channels reserved from the current cycle) and delivered by one SystemC event at
// its computed tail delivery, so the simulation costs a few operations per message and hop and
// nothing per cycle; with nothing in flight there are no events at all.
//
// Cycle numbers are absolute: cycle c starts at c * clock_period.

#include <cstdint>
#include <queue>
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
  std::size_t messages_in_flight() const override { return pending_.size(); }

  // Timing without SystemC scheduling, for the loosely-timed path: reserves the message's channels
  // as sent at cycle `generated` and returns its timing; nothing is delivered.
  MessageTiming reserve(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated);

  // The cycle in which a message handed over at `time` is generated, and a cycle's start time.
  rtl::Cycle cycle_at(const sc_core::sc_time& time) const;
  sc_core::sc_time time_of(rtl::Cycle cycle) const { return clock_period_ * static_cast<double>(cycle); }

 private:
  struct Pending {
    rtl::Cycle delivered;
    std::uint64_t order;  // send order breaks ties: deliveries of one cycle in the order sent
    Plane plane;
    Transfer* transfer;
    rtl::DeliveredMessage message;
    bool operator>(const Pending& other) const {
      return delivered != other.delivered ? delivered > other.delivered : order > other.order;
    }
  };

  void deliver();  // method

  sc_core::sc_time clock_period_;
  DeliveryListener& listener_;
  ChannelReservations requests_;
  ChannelReservations responses_;
  std::vector<rtl::MessageObserver*> request_observers_;
  std::vector<rtl::MessageObserver*> response_observers_;
  std::uint64_t next_id_[2] = {0, 0};
  std::uint64_t sent_ = 0;
  std::priority_queue<Pending, std::vector<Pending>, std::greater<Pending>> pending_;
  sc_core::sc_event due_;
};

}  // namespace kncube::tlm2
