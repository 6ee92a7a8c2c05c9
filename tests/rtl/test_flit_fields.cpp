// The flit packs its index and traffic class into 16 bits (rtl_models/flit.h): the longest
// message and the highest class must cross the network intact, and what does not fit is refused.
#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>

#include "rtl/network_fixture.h"
#include "analytical/vocabulary/config_error.h"

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

TEST(FlitFields, AMessageLongerThanAFlitCanNumberIsRefused) {
  rtl::NetworkConfig config;
  config.spec.message_length = rtl::kMaxMessageLength + 1;
  EXPECT_THROW(rtl::validate(config), kncube::ConfigError);
}

}  // namespace
}  // namespace kncube::test
