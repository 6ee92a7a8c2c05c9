// TimedQueue (the delay line under channels and ejection queues) and Channel, the flit/credit
// wire built on it, plus the link timing table that configures channels.
#include <gtest/gtest.h>

#include <deque>
#include <utility>

#include "rtl_models/channel.h"
#include "rtl_models/link_config.h"
#include "rtl_models/random.h"
#include "rtl_models/timed_queue.h"

namespace kncube::test {
namespace {

using rtl::Cycle;

TEST(TimedQueue, EmptyQueueIsNeverReady) {
  rtl::TimedQueue<int> queue;
  queue.reset(3);
  EXPECT_EQ(queue.capacity(), 3u);
  EXPECT_TRUE(queue.empty());
  for (Cycle now = -5; now < 100; ++now) EXPECT_FALSE(queue.has_ready(now));
}

TEST(TimedQueue, FrontBecomesReadyExactlyAtItsCycle) {
  rtl::TimedQueue<int> queue;
  queue.reset(4);
  queue.push(10, 1);
  queue.push(10, 2);
  queue.push(12, 3);
  EXPECT_TRUE(queue.full() == false);
  EXPECT_EQ(queue.size(), 3u);
  for (Cycle now = 0; now < 10; ++now) EXPECT_FALSE(queue.has_ready(now)) << now;
  EXPECT_TRUE(queue.has_ready(10));
  EXPECT_EQ(queue.at(0).item, 1);
  EXPECT_EQ(queue.at(1).item, 2);
  EXPECT_EQ(queue.at(2).ready, 12);
  queue.pop();
  EXPECT_TRUE(queue.has_ready(10)) << "second item with the same ready cycle";
  EXPECT_EQ(queue.front().item, 2);
  queue.pop();
  EXPECT_FALSE(queue.has_ready(10));
  EXPECT_FALSE(queue.has_ready(11));
  EXPECT_TRUE(queue.has_ready(12));
  EXPECT_TRUE(queue.has_ready(500)) << "a late reader still sees it";
  EXPECT_EQ(queue.front().item, 3);
  queue.pop();
  EXPECT_TRUE(queue.empty());
}

// A writer pushes 0..2 items per cycle with non-decreasing ready cycles; a reader drains all ready
// items every cycle. Every item must come out in push order, exactly at its ready cycle, and the
// queue must always match the reference list.
TEST(TimedQueue, RandomTrafficComesOutInOrderAtItsReadyCycle) {
  rtl::Random random(3, 9);
  for (int trial = 0; trial < 20; ++trial) {
    const std::size_t capacity = 8 + static_cast<std::size_t>(trial);
    rtl::TimedQueue<int> queue;
    queue.reset(capacity);
    std::deque<std::pair<Cycle, int>> model;
    Cycle last_ready = 0;
    int next = 0;
    int popped = 0;
    for (Cycle now = 0; now < 600; ++now) {
      const int pushes = static_cast<int>(random.below(3));
      for (int i = 0; i < pushes && !queue.full(); ++i) {
        Cycle ready = now + 1 + static_cast<Cycle>(random.below(4));
        if (ready < last_ready) ready = last_ready;
        last_ready = ready;
        queue.push(ready, next);
        model.emplace_back(ready, next++);
      }
      ASSERT_EQ(queue.size(), model.size());
      for (std::size_t i = 0; i < model.size(); ++i) {
        ASSERT_EQ(queue.at(i).ready, model[i].first);
        ASSERT_EQ(queue.at(i).item, model[i].second);
      }
      while (queue.has_ready(now)) {
        ASSERT_EQ(queue.front().ready, now) << "drained every cycle, so nothing is late";
        ASSERT_EQ(queue.front().item, popped);
        queue.pop();
        model.pop_front();
        ++popped;
      }
      ASSERT_TRUE(model.empty() || model.front().first > now);
    }
    EXPECT_GT(popped, 300);
  }
}

// --- Channel ------------------------------------------------------------------------------------

// A sender that sends whenever the channel lets it and a receiver that drains every cycle, in
// either evaluation order: every flit arrives exactly `latency` cycles after it was sent, sends
// are exactly `period` apart, and the delay line sized by configure() never overflows.
TEST(Channel, FlitsArriveAfterLatencyAndSendsArePeriodApart) {
  for (int latency = 1; latency <= 7; ++latency) {
    for (int period = 1; period <= latency; ++period) {
      for (bool receiver_first : {false, true}) {
        rtl::Channel channel;
        channel.configure(latency, period, 1, 4);
        EXPECT_EQ(channel.latency(), latency);
        EXPECT_EQ(channel.period(), period);
        std::deque<Cycle> sent;
        Cycle last_send = -1000;
        int arrived = 0;
        const auto drain = [&](Cycle now) {
          while (channel.flit_ready(now)) {
            ASSERT_FALSE(sent.empty());
            EXPECT_EQ(channel.next_flit().ready, now);
            EXPECT_EQ(sent.front() + latency, now);
            EXPECT_EQ(channel.next_flit().item.message_id, static_cast<std::uint64_t>(sent.front()));
            sent.pop_front();
            channel.pop_flit();
            ++arrived;
          }
        };
        for (Cycle now = 0; now < 200; ++now) {
          if (receiver_first) drain(now);
          const bool expected_free = now >= last_send + period;
          ASSERT_EQ(channel.can_send(now), expected_free) << "latency " << latency << " period " << period << " at " << now;
          if (expected_free) {
            ASSERT_FALSE(channel.in_flight().full()) << "delay line too short: latency " << latency << " period " << period;
            rtl::Flit flit;
            flit.message_id = static_cast<std::uint64_t>(now);
            channel.send(now, flit);
            sent.push_back(now);
            last_send = now;
          }
          if (!receiver_first) drain(now);
        }
        EXPECT_GE(arrived, (200 - latency) / period - 1);
      }
    }
  }
}

TEST(Channel, CreditsReturnAfterTheCreditDelay) {
  for (int delay = 1; delay <= 4; ++delay) {
    rtl::Channel channel;
    const int slots = 6;
    channel.configure(1, 1, delay, slots);
    EXPECT_TRUE(channel.credits_empty());
    // Every slot's credit in flight at once: the credit line must hold them all.
    for (int i = 0; i < slots; ++i) channel.send_credit(10, rtl::Credit{static_cast<std::uint8_t>(i), i == slots - 1});
    for (Cycle now = 10; now < 10 + delay; ++now) EXPECT_FALSE(channel.credit_ready(now));
    for (int i = 0; i < slots; ++i) {
      ASSERT_TRUE(channel.credit_ready(10 + delay));
      EXPECT_EQ(channel.next_credit().vc, i);
      EXPECT_EQ(channel.next_credit().tail, i == slots - 1);
      channel.pop_credit();
    }
    EXPECT_TRUE(channel.credits_empty());
  }
}

// --- Link timing ---------------------------------------------------------------------------------

TEST(LinkTiming, EveryKindMatchesItsDefinition) {
  rtl::LinkConfig config;
  config.wire_delay = {2, 5, 3};
  config.mu = 4;
  config.switch_time = 1;
  for (int d = 0; d < 3; ++d) {
    const int wire = config.wire_delay[static_cast<std::size_t>(d)];
    config.kind = rtl::LinkKind::pipelined;
    EXPECT_EQ(rtl::link_timing(config, d).latency, wire);
    EXPECT_EQ(rtl::link_timing(config, d).period, 1);
    config.kind = rtl::LinkKind::nonpipelined;
    EXPECT_EQ(rtl::link_timing(config, d).latency, wire);
    EXPECT_EQ(rtl::link_timing(config, d).period, wire);
    config.kind = rtl::LinkKind::thesis;
    EXPECT_EQ(rtl::link_timing(config, d).latency, 5);
    EXPECT_EQ(rtl::link_timing(config, d).period, 5);
  }
  config.wire_delay = {3};  // one value for every dimension
  config.kind = rtl::LinkKind::pipelined;
  for (int d = 0; d < 6; ++d) EXPECT_EQ(rtl::link_timing(config, d).latency, 3);
  EXPECT_EQ(rtl::injection_timing(config).latency, 1);
  EXPECT_EQ(rtl::injection_timing(config).period, 1);
  config.kind = rtl::LinkKind::nonpipelined;
  EXPECT_EQ(rtl::injection_timing(config).latency, 1);
  EXPECT_EQ(rtl::injection_timing(config).period, 1);
  config.kind = rtl::LinkKind::thesis;
  EXPECT_EQ(rtl::injection_timing(config).latency, 5);
  EXPECT_EQ(rtl::injection_timing(config).period, 5);
  EXPECT_EQ(rtl::to_string(rtl::LinkKind::pipelined), "pipelined");
  EXPECT_EQ(rtl::to_string(rtl::LinkKind::nonpipelined), "nonpipelined");
  EXPECT_EQ(rtl::to_string(rtl::LinkKind::thesis), "thesis");
}

}  // namespace
}  // namespace kncube::test
