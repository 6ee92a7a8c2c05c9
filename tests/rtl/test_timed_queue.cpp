// TimedQueue (the delay line under ejection queues) and Channel, the flit/credit wire (its packed
// delay lines: test_packed_delay_line.cpp), plus the link timing table that configures channels.
#include <gtest/gtest.h>

#include <deque>
#include <stdexcept>
#include <utility>
#include <vector>

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
        std::vector<rtl::InputVc> receiver(1);
        receiver[0].buffer.reset(16);
        channel.deliver_into(receiver.data());
        EXPECT_EQ(channel.latency(), latency);
        EXPECT_EQ(channel.period(), period);
        std::deque<Cycle> sent;
        Cycle last_send = -1000;
        int arrived = 0;
        const auto drain = [&](Cycle now) {
          while (channel.flit_ready(now)) {
            ASSERT_FALSE(sent.empty());
            EXPECT_EQ(channel.next_arrival().ready, now);
            EXPECT_EQ(sent.front() + latency, now);
            rtl::InputVc& vc = channel.take_flit();
            ASSERT_EQ(&vc, &receiver[0]);
            ASSERT_EQ(vc.buffer.size(), 1u);
            EXPECT_EQ(vc.buffer.back().message_id, static_cast<std::uint64_t>(sent.front()));
            vc.buffer.pop_front();
            sent.pop_front();
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

// Flits written into the receiving VCs' buffers when sent, on random VCs, with a receiver that
// takes flits off its buffers' fronts only now and then (as a router blocked downstream does) and
// a sender that sends only with a credit: each VC receives exactly its own flits, in the order
// they were sent, each counted into the buffer at its arrival cycle and not before.
TEST(Channel, FlitsLandInTheirVcsBuffersInOrderAndCountOnlyOnArrival) {
  constexpr int kVcs = 3;
  constexpr std::size_t kDepth = 4;
  for (int latency = 1; latency <= 4; ++latency) {
    rtl::Channel channel;
    channel.configure(latency, 1, 1, kVcs * static_cast<int>(kDepth));
    std::vector<rtl::InputVc> receiver(kVcs);
    for (auto& vc : receiver) vc.buffer.reset(kDepth);
    channel.deliver_into(receiver.data());
    std::vector<std::deque<std::uint64_t>> expected(kVcs);  // per VC: sent, not yet taken off the front
    std::vector<std::size_t> landed(kVcs, 0);              // per VC: arrived, not yet taken off
    std::vector<int> credits(kVcs, static_cast<int>(kDepth));
    rtl::Random random(7, static_cast<std::uint64_t>(latency));
    std::uint64_t next_id = 1;
    int taken = 0;
    for (Cycle now = 0; now < 2000; ++now) {
      while (channel.flit_ready(now)) {
        const int v = channel.next_arrival().vc;
        ASSERT_EQ(channel.next_arrival().ready, now);
        rtl::InputVc& vc = channel.take_flit();
        ASSERT_EQ(&vc, &receiver[static_cast<std::size_t>(v)]);
        ++landed[static_cast<std::size_t>(v)];
        ASSERT_EQ(vc.buffer.size(), landed[static_cast<std::size_t>(v)]);
        EXPECT_EQ(vc.buffer.back().vc, v);
      }
      for (int v = 0; v < kVcs; ++v) {
        auto& vc = receiver[static_cast<std::size_t>(v)];
        ASSERT_EQ(vc.buffer.size(), landed[static_cast<std::size_t>(v)]);
        if (vc.buffer.empty() || random.below(3) != 0) continue;
        ASSERT_EQ(vc.buffer.front().message_id, expected[static_cast<std::size_t>(v)].front());
        expected[static_cast<std::size_t>(v)].pop_front();
        vc.buffer.pop_front();
        --landed[static_cast<std::size_t>(v)];
        ++credits[static_cast<std::size_t>(v)];  // returned at once: enough for this test
        ++taken;
      }
      const int v = static_cast<int>(random.below(kVcs));
      if (credits[static_cast<std::size_t>(v)] > 0 && channel.can_send(now)) {
        rtl::Flit flit;
        flit.message_id = next_id++;
        flit.vc = static_cast<std::uint8_t>(v);
        channel.send(now, flit);
        expected[static_cast<std::size_t>(v)].push_back(flit.message_id);
        --credits[static_cast<std::size_t>(v)];
      }
    }
    EXPECT_GT(taken, 300) << "latency " << latency;
  }
}

// A sender that sends without a credit finds the receiving buffer full: the channel refuses.
TEST(Channel, SendingToAFullBufferIsACreditViolation) {
  rtl::Channel channel;
  channel.configure(1, 1, 1, 4);
  std::vector<rtl::InputVc> receiver(1);
  receiver[0].buffer.reset(2);
  channel.deliver_into(receiver.data());
  channel.send(0, rtl::Flit{});
  channel.send(1, rtl::Flit{});  // both still on the wire: every slot is spoken for
  EXPECT_THROW(channel.send(2, rtl::Flit{}), std::logic_error);
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
