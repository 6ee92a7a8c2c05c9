// PackedDelayLine, the delay line inside a channel: items packed with their ready cycle, kept in
// the object while they fit and in a heap block beyond. Checked against std::deque of (ready, item)
// pairs, the obvious delay line, on random traffic over both storages.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <stdexcept>
#include <utility>

#include "rtl_models/channel.h"
#include "rtl_models/packed_delay_line.h"
#include "rtl_models/random.h"

namespace kncube::test {
namespace {

using rtl::Cycle;
using Line = rtl::PackedDelayLine<3>;

// Random pushes (in ready order, up to the capacity) and drains, for capacities inside and beyond
// the inline words: every item comes out at its ready cycle, in order, with its 9 bits intact.
TEST(PackedDelayLine, AgreesWithADequeInsideAndBeyondItsInlineWords) {
  for (std::size_t capacity : {1u, 2u, 3u, 4u, 17u}) {
    Line line;
    line.reset(capacity);
    EXPECT_EQ(line.stored_inline(), capacity <= 3) << capacity;
    std::deque<std::pair<Cycle, unsigned>> expected;
    rtl::Random random(11, capacity);
    Cycle last_ready = 0;
    int popped = 0;
    for (Cycle now = 0; now < 3000; ++now) {
      if (!line.full() && random.below(2) == 0) {
        const Cycle ready = std::max(last_ready, now + 1 + static_cast<Cycle>(random.below(4)));
        const auto item = static_cast<unsigned>(random.below(512));
        line.push(ready, item);
        expected.emplace_back(ready, item);
        last_ready = ready;
      }
      ASSERT_EQ(line.size(), expected.size());
      for (std::size_t i = 0; i < expected.size(); ++i) {
        ASSERT_EQ(line.ready_at(i), expected[i].first);
        ASSERT_EQ(line.item_at(i), expected[i].second);
      }
      while (line.has_ready(now)) {
        ASSERT_FALSE(expected.empty());
        ASSERT_EQ(line.front_ready(), expected.front().first);
        ASSERT_LE(line.front_ready(), now);
        ASSERT_EQ(line.front_item(), expected.front().second);
        line.pop();
        expected.pop_front();
        ++popped;
      }
      ASSERT_TRUE(expected.empty() || expected.front().first > now);
    }
    EXPECT_GT(popped, 500) << capacity;
  }
}

// A copy has its own words: a channel array that is copied must not leave two channels sharing
// one delay line (or a copy pointing into the original's inline words).
TEST(PackedDelayLine, ACopyOwnsItsWords) {
  for (std::size_t capacity : {3u, 8u}) {
    Line line;
    line.reset(capacity);
    line.push(5, 7);
    line.push(6, 300);
    Line copy(line);
    EXPECT_EQ(copy.stored_inline(), capacity <= 3);
    line.pop();
    line.push(9, 1);
    ASSERT_EQ(copy.size(), 2u);
    EXPECT_EQ(copy.front_ready(), 5);
    EXPECT_EQ(copy.front_item(), 7u);
    EXPECT_EQ(copy.item_at(1), 300u);
    copy = line;
    EXPECT_EQ(copy.front_item(), 300u);
    EXPECT_EQ(copy.item_at(1), 1u);
  }
}

// Overflowing is a sizing or flow-control bug, and a ready cycle that does not fit in the word
// would wrap: both are refused, not stored.
TEST(PackedDelayLine, OverflowAndUnpackableCyclesAreRefused) {
  Line line;
  line.reset(2);
  line.push(1, 0);
  line.push(1, 1);
  EXPECT_THROW(line.push(2, 2), std::logic_error);
  EXPECT_EQ(line.size(), 2u);
  Line far;
  far.reset(2);
  EXPECT_THROW(far.push(Line::kLatestReady + 1, 0), std::out_of_range);
  far.push(Line::kLatestReady, 511);
  EXPECT_EQ(far.front_ready(), Line::kLatestReady);
  EXPECT_EQ(far.front_item(), 511u);
}

// Between routers the credit line holds exactly credit_delay + 1 credits: a receiver that sends a
// credit every cycle and a sender that takes each the cycle it is due, in either order, never
// overflow it, and one more credit in flight than that is refused.
TEST(Channel, CreditLineHoldsExactlyTheCreditsInFlightBetweenRouters) {
  for (int delay = 1; delay <= 4; ++delay) {
    for (bool sender_first : {false, true}) {
      rtl::Channel channel;
      const int capacity = rtl::credits_in_flight_between_routers(delay, 16);
      ASSERT_EQ(capacity, delay + 1);
      channel.configure(1, 1, delay, capacity);
      int taken = 0;
      for (Cycle now = 0; now < 100; ++now) {
        const auto take = [&] {
          while (channel.credit_ready(now)) {
            channel.pop_credit();
            ++taken;
          }
        };
        if (sender_first) take();
        channel.send_credit(now, rtl::Credit{0, false});
        if (!sender_first) take();
      }
      EXPECT_EQ(taken, 100 - delay);
      rtl::Channel late;
      late.configure(1, 1, delay, capacity);
      for (int i = 0; i < capacity; ++i) late.send_credit(0, rtl::Credit{});
      EXPECT_THROW(late.send_credit(0, rtl::Credit{}), std::logic_error);
    }
  }
}

}  // namespace
}  // namespace kncube::test
