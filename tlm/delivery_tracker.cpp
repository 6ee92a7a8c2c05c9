#include "tlm/delivery_tracker.h"

#include <utility>

#include "tlm/bridge_port.h"

namespace kncube::tlm2 {

void DeliveryTracker::expect(std::uint64_t id, OutgoingMessage message) {
  entries_.emplace(id, Entry{std::move(message), std::nullopt});
}

std::optional<rtl::DeliveredMessage> DeliveryTracker::collect(std::uint64_t id) {
  const auto found = entries_.find(id);
  if (found == entries_.end() || !found->second.delivered) return std::nullopt;
  const rtl::DeliveredMessage delivered = *found->second.delivered;
  entries_.erase(found);
  return delivered;
}

void DeliveryTracker::on_generated(const rtl::GeneratedMessage& message) {
  for (auto* other : others_) other->on_generated(message);
}

void DeliveryTracker::on_delivered(const rtl::DeliveredMessage& message) {
  for (auto* other : others_) other->on_delivered(message);
  const auto found = entries_.find(message.id);
  if (found == entries_.end()) return;  // not submitted through the bridge
  Entry& entry = found->second;
  entry.delivered = message;
  // The payload moves to the destination: the sender only needs the record.
  ports_[static_cast<std::size_t>(message.destination)]->receive(message, entry.message.offset,
                                                                 std::move(entry.message.data));
  ports_[static_cast<std::size_t>(message.source)]->wake_senders();
}

}  // namespace kncube::tlm2
