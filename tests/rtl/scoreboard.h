#pragma once
// A message-level scoreboard: every generated message must be delivered exactly once, to its
// destination, with its source and length intact. (The network interfaces check flit order and
// destination per flit and throw rtl::DeliveryError themselves.)

#include <gtest/gtest.h>

#include <string>
#include <unordered_map>

#include "rtl_models/message_observer.h"

namespace kncube::test {

class Scoreboard final : public rtl::MessageObserver {
 public:
  void on_generated(const rtl::GeneratedMessage& m) override {
    ASSERT_EQ(pending_.count(m.id), 0u) << "message id " << m.id << " generated twice";
    ASSERT_NE(m.source, m.destination) << "message " << m.id << " addressed to its own source";
    pending_.emplace(m.id, m);
    ++generated_;
  }
  void on_delivered(const rtl::DeliveredMessage& m) override {
    const auto it = pending_.find(m.id);
    ASSERT_NE(it, pending_.end()) << "message " << m.id << " delivered but never generated, or delivered twice";
    EXPECT_EQ(it->second.source, m.source);
    EXPECT_EQ(it->second.destination, m.destination);
    EXPECT_EQ(it->second.length, m.length);
    EXPECT_EQ(it->second.generated, m.generated);
    EXPECT_LE(m.generated, m.injected);
    EXPECT_LT(m.injected, m.delivered);
    pending_.erase(it);
    ++delivered_;
  }
  std::int64_t generated() const { return generated_; }
  std::int64_t delivered() const { return delivered_; }
  std::size_t outstanding() const { return pending_.size(); }

 private:
  std::unordered_map<std::uint64_t, rtl::GeneratedMessage> pending_;
  std::int64_t generated_ = 0;
  std::int64_t delivered_ = 0;
};

}  // namespace kncube::test
