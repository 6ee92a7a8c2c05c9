// The circuit sources' unbounded FIFO: order kept through growth and wrap-around, and no growth
// once its longest backlog fits (what keeps the per-cycle path free of allocation).
#include <gtest/gtest.h>

#include "rtl_models/circuit/source_fifo.h"

namespace kncube::test {
namespace {

TEST(SourceFifo, KeepsOrderThroughGrowthAndWrapAround) {
  rtl::SourceFifo<int> fifo(2);
  int next_in = 0;
  int next_out = 0;
  // Backlogs rising to 37 and falling, with the head wrapping many times.
  for (int round = 0; round < 50; ++round) {
    const int push = 1 + (round * 7) % 11;
    for (int i = 0; i < push; ++i) fifo.push_back(next_in++);
    const int pop = round < 25 ? push - 1 : push + 1;
    for (int i = 0; i < pop && !fifo.empty(); ++i) {
      ASSERT_EQ(fifo.front(), next_out++);
      fifo.pop_front();
    }
  }
  while (!fifo.empty()) {
    ASSERT_EQ(fifo.front(), next_out++);
    fifo.pop_front();
  }
  EXPECT_EQ(next_out, next_in);
}

TEST(SourceFifo, StopsGrowingOnceTheBacklogFits) {
  rtl::SourceFifo<int> fifo(1);
  for (int i = 0; i < 5; ++i) fifo.push_back(i);
  const std::size_t capacity = fifo.capacity();
  EXPECT_EQ(capacity, 8u);
  for (int i = 0; i < 100000; ++i) {
    fifo.push_back(i);
    fifo.pop_front();
  }
  EXPECT_EQ(fifo.capacity(), capacity);
  EXPECT_EQ(fifo.size(), 5u);
}

}  // namespace
}  // namespace kncube::test
