// The flit packs its fields into 32 bytes (rtl_models/flit.h): index and traffic class into 16
// bits, message number and cycles into 48, node ids into 24. Each field holds its largest value
// without touching the others, the longest message and the highest class cross the network
// intact, and what does not fit is refused.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <stdexcept>

#include "rtl/network_fixture.h"
#include "analytical/vocabulary/config_error.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/ring_buffer.h"

namespace kncube::test {
namespace {

rtl::NetworkConfig small_torus(int message_length) {
  rtl::NetworkConfig config;
  config.spec.k = 4;
  config.spec.n = 2;
  config.spec.vcs = 3;
  config.spec.message_length = message_length;
  rtl::validate(config);
  return config;
}

TEST(FlitFields, TheLongestMessageArrivesWholeWithItsHighestClass) {
  const OneArrival silent(0, std::numeric_limits<double>::infinity());
  const FixedDestination nowhere(0);
  RecordingObserver observer;
  SimulatedNetwork simulated(small_torus(rtl::kMaxMessageLength), silent, nowhere, observer);
  simulated.run(1);
  const rtl::Cycle now = 1;
  simulated.network.interface(0).submit(10, rtl::kMaxMessageClasses - 1, now);
  // The interface checks every flit's index in order as it arrives (a DeliveryError otherwise).
  simulated.run(rtl::kMaxMessageLength + 100);
  ASSERT_EQ(observer.delivered.size(), 1u);
  EXPECT_EQ(observer.delivered[0].message_class, rtl::kMaxMessageClasses - 1);
  EXPECT_EQ(observer.delivered[0].length, rtl::kMaxMessageLength);
  EXPECT_EQ(observer.delivered[0].destination, 10);
}

TEST(FlitFields, AClassAFlitCannotCarryIsRefused) {
  const OneArrival silent(0, std::numeric_limits<double>::infinity());
  const FixedDestination nowhere(0);
  RecordingObserver observer;
  SimulatedNetwork simulated(small_torus(4), silent, nowhere, observer);
  EXPECT_THROW(simulated.network.interface(0).submit(10, rtl::kMaxMessageClasses, 0), std::invalid_argument);
}

// Every field at its largest value, then each field alone at its largest with the others at
// zero: a field that overlapped another, or a width one bit short, reads back wrong.
TEST(FlitFields, EachFieldHoldsItsLargestValueWithoutTouchingTheOthers) {
  static_assert(sizeof(rtl::Flit) == 32, "four words");
  const rtl::NodeId last_node = (rtl::NodeId{1} << 24) - 1;  // the simulated networks' largest id
  rtl::Flit full;
  full.message_id = rtl::kMaxFlitMessageId;
  full.generated = rtl::kMaxFlitCycle;
  full.injected = rtl::kMaxFlitCycle;
  full.source = static_cast<std::uint32_t>(last_node);
  full.destination = static_cast<std::uint32_t>(last_node);
  full.index = rtl::kMaxMessageLength - 1;
  full.message_class = rtl::kMaxMessageClasses - 1;
  full.hops = 0xffff;
  full.tie_directions = 0xffff;
  full.kind = rtl::FlitKind::tail;
  full.vc = 0xff;
  EXPECT_EQ(full.message_id, rtl::kMaxFlitMessageId);
  EXPECT_EQ(full.generated, rtl::kMaxFlitCycle);
  EXPECT_EQ(full.injected, rtl::kMaxFlitCycle);
  EXPECT_EQ(full.source, last_node);
  EXPECT_EQ(full.destination, last_node);
  EXPECT_EQ(full.index, rtl::kMaxMessageLength - 1);
  EXPECT_EQ(full.message_class, rtl::kMaxMessageClasses - 1);
  EXPECT_EQ(full.hops, 0xffff);
  EXPECT_EQ(full.tie_directions, 0xffff);
  EXPECT_EQ(full.kind, rtl::FlitKind::tail);
  EXPECT_EQ(full.vc, 0xff);
  // One field set, the rest as constructed: the others read zero (head_tail for the kind).
  const auto others_zero = [](const rtl::Flit& f, const char* set) {
    int nonzero = (f.message_id != 0) + (f.generated != 0) + (f.injected != 0) + (f.source != 0) + (f.destination != 0) +
                  (f.index != 0) + (f.message_class != 0) + (f.hops != 0) + (f.tie_directions != 0) + (f.vc != 0);
    EXPECT_EQ(nonzero, 1) << set;
    EXPECT_EQ(f.kind, rtl::FlitKind::head_tail) << set;
  };
  { rtl::Flit f; f.message_id = rtl::kMaxFlitMessageId; others_zero(f, "message_id"); }
  { rtl::Flit f; f.generated = rtl::kMaxFlitCycle; others_zero(f, "generated"); }
  { rtl::Flit f; f.injected = rtl::kMaxFlitCycle; others_zero(f, "injected"); }
  { rtl::Flit f; f.source = static_cast<std::uint32_t>(last_node); others_zero(f, "source"); }
  { rtl::Flit f; f.destination = static_cast<std::uint32_t>(last_node); others_zero(f, "destination"); }
  { rtl::Flit f; f.index = rtl::kMaxMessageLength - 1; others_zero(f, "index"); }
  { rtl::Flit f; f.message_class = rtl::kMaxMessageClasses - 1; others_zero(f, "message_class"); }
  { rtl::Flit f; f.hops = 0xffff; others_zero(f, "hops"); }
  { rtl::Flit f; f.tie_directions = 0xffff; others_zero(f, "tie_directions"); }
  { rtl::Flit f; f.vc = 0xff; others_zero(f, "vc"); }
}

// A buffer's slots start on a cache line, so that no 32-byte flit straddles two.
TEST(FlitFields, NoBufferSlotStraddlesTwoCacheLines) {
  for (std::size_t depth : {1u, 3u, 8u, 13u}) {
    rtl::RingBuffer<rtl::Flit> buffer(depth);
    for (std::size_t i = 0; i < depth; ++i) {
      const auto address = reinterpret_cast<std::uintptr_t>(&buffer.emplace_back());
      EXPECT_EQ(address / 64, (address + sizeof(rtl::Flit) - 1) / 64) << "depth " << depth << ", slot " << i;
    }
  }
}

// Past the last number a flit can carry, the counter refuses instead of wrapping.
TEST(FlitFields, MessageNumbersStopAtTheLastAFlitCarries) {
  rtl::MessageCounter counter(rtl::kMaxFlitMessageId - 1);
  EXPECT_EQ(counter.next(), rtl::kMaxFlitMessageId - 1);
  EXPECT_EQ(counter.next(), rtl::kMaxFlitMessageId);
  EXPECT_THROW(counter.next(), std::overflow_error);
}

TEST(FlitFields, AMessageLongerThanAFlitCanNumberIsRefused) {
  rtl::NetworkConfig config;
  config.spec.message_length = rtl::kMaxMessageLength + 1;
  EXPECT_THROW(rtl::validate(config), kncube::ConfigError);
}

}  // namespace
}  // namespace kncube::test
