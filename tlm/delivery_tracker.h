#pragma once
// The bridged network's message observer. The network reports every message event to one
// observer; this one passes each event on to the network's other observers (statistics,
// reference monitors, in the order given) and, for the messages the bridge submitted, wakes the
// sender's b_transport and hands the payload to the destination's port.

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "rtl_models/message_observer.h"

namespace kncube::tlm2 {

class BridgePort;

// A write accepted by a port, waiting for the network to deliver its message.
struct OutgoingMessage {
  std::uint32_t offset = 0;          // inside the destination's window
  std::vector<unsigned char> data;   // copied: the destination receives it after the sender returned
};

class DeliveryTracker final : public rtl::MessageObserver {
 public:
  explicit DeliveryTracker(std::vector<rtl::MessageObserver*> others) : others_(std::move(others)) {}

  // One port per node, indexed by node id; set once the ports exist.
  void attach_ports(std::vector<BridgePort*> ports) { ports_ = std::move(ports); }
  // The message `id`, just submitted, is the bridge's.
  void expect(std::uint64_t id, OutgoingMessage message);
  // The delivery record of an expected message, removed from the tracker; nothing while in flight.
  std::optional<rtl::DeliveredMessage> collect(std::uint64_t id);
  // Messages expected and not yet collected.
  std::size_t outstanding() const { return entries_.size(); }

  void on_generated(const rtl::GeneratedMessage& message) override;
  void on_delivered(const rtl::DeliveredMessage& message) override;

 private:
  struct Entry {
    OutgoingMessage message;
    std::optional<rtl::DeliveredMessage> delivered;
  };

  std::vector<rtl::MessageObserver*> others_;
  std::vector<BridgePort*> ports_;
  std::unordered_map<std::uint64_t, Entry> entries_;
};

}  // namespace kncube::tlm2
