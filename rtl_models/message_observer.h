#pragma once
// How statistics and reference monitors see traffic: network interfaces report every generated
// and every delivered message (never by reaching into routers).

#include <cstdint>
#include <stdexcept>

#include "rtl_models/flit.h"

namespace kncube::rtl {

struct GeneratedMessage {
  std::uint64_t id = 0;  // network-wide generation sequence number
  NodeId source = 0;
  NodeId destination = 0;
  std::uint8_t message_class = 0;
  int length = 0;        // flits
  Cycle generated = 0;
};

struct DeliveredMessage {
  std::uint64_t id = 0;
  NodeId source = 0;
  NodeId destination = 0;
  std::uint8_t message_class = 0;
  int length = 0;
  int hops = 0;
  Cycle generated = 0;
  Cycle injected = 0;    // head left the source queue
  Cycle delivered = 0;   // tail delivered to the PE
};

class MessageObserver {
 public:
  virtual ~MessageObserver() = default;
  virtual void on_generated(const GeneratedMessage& message) = 0;
  virtual void on_delivered(const DeliveredMessage& message) = 0;
};

// Shared by the interfaces of one network: ids in generation order.
class MessageCounter {
 public:
  // `first`: the id of the first message (tests start near the limit).
  explicit MessageCounter(std::uint64_t first = 0) : next_(first) {}
  // Throws std::overflow_error past the most a flit can number (kMaxFlitMessageId: 2.8e14).
  std::uint64_t next() {
    if (next_ > kMaxFlitMessageId) exhausted();
    return next_++;
  }
  std::uint64_t issued() const { return next_; }

 private:
  [[noreturn]] static void exhausted() {
    throw std::overflow_error("more than 2^48 messages in one network: a flit numbers at most 2^48");
  }
  std::uint64_t next_ = 0;
};

}  // namespace kncube::rtl
