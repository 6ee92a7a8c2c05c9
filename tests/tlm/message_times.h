#pragma once
// Message latencies summed by length, for one plane of the bridge (requests or responses): where
// two network models part, message by message (bench_tlm_contention --by-length). A transaction's
// latency is the sum of its messages' and the target's; split so, the contention model's excess
// below saturation turned out to be the 1-flit messages' alone
// (tlm/contention/DESIGN_RECORD.md, "The newcomer's first slot"), which the split by hop count
// (--by-hops) did not show.
//
// Both network models call it on the AT path (the bridge's observers); the loosely-timed path of
// the contention model reserves messages without delivering them and calls nothing.

#include <cstdint>
#include <vector>

#include "rtl_models/message_observer.h"

namespace kncube::test {

class MessageTimes final : public rtl::MessageObserver {
 public:
  struct Sum {
    std::int64_t messages = 0;
    double cycles = 0.0;  // generated to tail delivered, summed
  };

  void on_generated(const rtl::GeneratedMessage&) override {}
  void on_delivered(const rtl::DeliveredMessage& message) override {
    const auto length = static_cast<std::size_t>(message.length);
    if (by_length_.size() <= length) by_length_.resize(length + 1);
    ++by_length_[length].messages;
    by_length_[length].cycles += static_cast<double>(message.delivered - message.generated);
  }

  // Indexed by message length in flits; lengths never delivered have no messages.
  const std::vector<Sum>& by_length() const { return by_length_; }

 private:
  std::vector<Sum> by_length_;
};

}  // namespace kncube::test
