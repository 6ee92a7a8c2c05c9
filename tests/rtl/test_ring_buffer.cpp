// RingBuffer: the fixed-capacity FIFO behind every VC buffer and channel delay line. Checked
// against std::deque over long random push/pop sequences for every small capacity, so every
// head position and every wrap-around point is visited.
#include <gtest/gtest.h>

#include <cstddef>
#include <deque>

#include "rtl_models/random.h"
#include "rtl_models/ring_buffer.h"

namespace kncube::test {
namespace {

using rtl::RingBuffer;

// Everything observable about the buffer equals the reference queue.
void expect_same(const RingBuffer<int>& buffer, const std::deque<int>& model, std::size_t capacity) {
  ASSERT_EQ(buffer.capacity(), capacity);
  ASSERT_EQ(buffer.size(), model.size());
  ASSERT_EQ(buffer.empty(), model.empty());
  ASSERT_EQ(buffer.full(), model.size() == capacity);
  if (!model.empty()) {
    ASSERT_EQ(buffer.front(), model.front());
  }
  for (std::size_t i = 0; i < model.size(); ++i) ASSERT_EQ(buffer.at(i), model[i]) << "position " << i;
}

TEST(RingBuffer, DefaultConstructedHasNoRoom) {
  RingBuffer<int> buffer;
  EXPECT_EQ(buffer.capacity(), 0u);
  EXPECT_EQ(buffer.size(), 0u);
  EXPECT_TRUE(buffer.empty());
  EXPECT_TRUE(buffer.full());
}

TEST(RingBuffer, ConstructorAndResetSetCapacityAndEmpty) {
  RingBuffer<int> buffer(5);
  EXPECT_EQ(buffer.capacity(), 5u);
  EXPECT_TRUE(buffer.empty());
  EXPECT_FALSE(buffer.full());
  for (int i = 0; i < 5; ++i) buffer.push_back(i);
  EXPECT_TRUE(buffer.full());
  buffer.pop_front();
  buffer.push_back(5);  // the tail has wrapped
  buffer.reset(3);
  EXPECT_EQ(buffer.capacity(), 3u);
  EXPECT_EQ(buffer.size(), 0u);
  EXPECT_TRUE(buffer.empty());
  // After reset the buffer starts over: FIFO order from a fresh head.
  for (int i = 10; i < 13; ++i) buffer.push_back(i);
  EXPECT_TRUE(buffer.full());
  for (int i = 10; i < 13; ++i) {
    EXPECT_EQ(buffer.front(), i);
    buffer.pop_front();
  }
  EXPECT_TRUE(buffer.empty());
}

TEST(RingBuffer, FillAndDrainFromEveryHeadPosition) {
  for (std::size_t capacity = 1; capacity <= 9; ++capacity) {
    RingBuffer<int> buffer(capacity);
    std::deque<int> model;
    int next = 0;
    // Shift the head by one slot per round, then fill completely and drain completely.
    for (std::size_t round = 0; round < 2 * capacity + 1; ++round) {
      buffer.push_back(next);
      model.push_back(next++);
      buffer.pop_front();
      model.pop_front();
      while (!buffer.full()) {
        buffer.push_back(next);
        model.push_back(next++);
        expect_same(buffer, model, capacity);
      }
      ASSERT_TRUE(buffer.full());
      while (!model.empty()) {
        ASSERT_EQ(buffer.front(), model.front());
        buffer.pop_front();
        model.pop_front();
        expect_same(buffer, model, capacity);
      }
    }
  }
}

TEST(RingBuffer, RandomOperationsMatchADeque) {
  rtl::Random random(7, 1);
  for (std::size_t capacity = 1; capacity <= 12; ++capacity) {
    RingBuffer<int> buffer(capacity);
    std::deque<int> model;
    int next = 0;
    for (int step = 0; step < 4000; ++step) {
      const bool push = model.empty() || (model.size() < capacity && random.below(2) == 0);
      if (push) {
        buffer.push_back(next);
        model.push_back(next++);
      } else {
        buffer.pop_front();
        model.pop_front();
      }
      expect_same(buffer, model, capacity);
    }
  }
}

TEST(RingBuffer, FrontIsWritableInPlace) {
  RingBuffer<int> buffer(2);
  buffer.push_back(1);
  buffer.push_back(2);
  buffer.front() = 9;
  EXPECT_EQ(buffer.at(0), 9);
  EXPECT_EQ(buffer.at(1), 2);
}

}  // namespace
}  // namespace kncube::test
