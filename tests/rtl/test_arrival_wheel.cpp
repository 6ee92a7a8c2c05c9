// ArrivalWheel, what a router reads each cycle instead of polling its channels: checked against a
// list of (cycle, port, item) arrivals on random traffic, one flit and one credit per port and
// cycle at most, over horizons that are and are not powers of two; and through a channel that a
// wheel listens to, against the same channel polled.
#include <gtest/gtest.h>

#include <map>
#include <tuple>
#include <vector>

#include "rtl_models/arrival_wheel.h"
#include "rtl_models/channel.h"
#include "rtl_models/input_vc.h"
#include "rtl_models/random.h"

namespace kncube::test {
namespace {

using rtl::Cycle;

// Every scheduled item comes out in its cycle, on its port, with its byte, and nothing else does;
// scheduled() counts what is still to come.
TEST(ArrivalWheel, EveryItemComesOutInItsCycleOnItsPort) {
  for (const int horizon : {1, 3, 4, 7, 9}) {
    for (const int ports : {1, 5, 13, 64}) {
      rtl::ArrivalWheel wheel;
      wheel.fit(horizon, ports);
      EXPECT_EQ(wheel.horizon(), horizon);
      // (cycle, port) -> item, for flits and for credits.
      std::map<std::pair<Cycle, int>, unsigned> flits;
      std::map<std::pair<Cycle, int>, unsigned> credits;
      rtl::Random random(5, static_cast<std::uint64_t>(horizon * 100 + ports));
      int pending = 0;
      for (Cycle now = 0; now < 2000; ++now) {
        rtl::ArrivalWheel::Due due = wheel.due(now);
        const std::uint64_t flit_ports = due.take_flits();
        const std::uint64_t credit_ports = due.take_credits();
        for (int p = 0; p < ports; ++p) {
          const auto flit = flits.find({now, p});
          ASSERT_EQ((flit_ports >> p & 1) != 0, flit != flits.end()) << "cycle " << now << " port " << p;
          if (flit != flits.end()) {
            EXPECT_EQ(static_cast<unsigned>(due.flit_vc(p)), flit->second);
            flits.erase(flit);
            wheel.taken();
            --pending;
          }
          const auto credit = credits.find({now, p});
          ASSERT_EQ((credit_ports >> p & 1) != 0, credit != credits.end()) << "cycle " << now << " port " << p;
          if (credit != credits.end()) {
            EXPECT_EQ(due.credit(p), credit->second);
            credits.erase(credit);
            wheel.taken();
            --pending;
          }
        }
        ASSERT_EQ(wheel.scheduled(), pending);
        // New arrivals 1 to `horizon` cycles ahead, at most one of each kind per port and cycle.
        for (int p = 0; p < ports; ++p) {
          if (random.below(3) == 0) {
            const Cycle at = now + 1 + static_cast<Cycle>(random.below(static_cast<std::uint64_t>(horizon)));
            if (flits.emplace(std::make_pair(at, p), static_cast<unsigned>(random.below(256))).second) {
              wheel.schedule_flit(at, p, static_cast<int>(flits[{at, p}]));
              ++pending;
            }
          }
          if (random.below(3) == 0) {
            const Cycle at = now + 1 + static_cast<Cycle>(random.below(static_cast<std::uint64_t>(horizon)));
            if (credits.emplace(std::make_pair(at, p), static_cast<unsigned>(random.below(256))).second) {
              wheel.schedule_credit(at, p, credits[{at, p}]);
              ++pending;
            }
          }
        }
      }
    }
  }
}

// Fitting again keeps the larger horizon and port count (a router fits its wheel to each channel
// it is attached to, in any order).
TEST(ArrivalWheel, FitOnlyGrows) {
  rtl::ArrivalWheel wheel;
  wheel.fit(6, 3);
  wheel.fit(2, 9);
  EXPECT_EQ(wheel.horizon(), 6);
  wheel.schedule_flit(6, 8, 200);
  wheel.schedule_credit(6, 8, 129);
  for (Cycle now = 0; now < 6; ++now) {
    rtl::ArrivalWheel::Due due = wheel.due(now);
    EXPECT_EQ(due.take_flits(), 0u);
    EXPECT_EQ(due.take_credits(), 0u);
  }
  rtl::ArrivalWheel::Due due = wheel.due(6);
  EXPECT_EQ(due.take_flits(), std::uint64_t{1} << 8);
  EXPECT_EQ(due.take_credits(), std::uint64_t{1} << 8);
  EXPECT_EQ(due.flit_vc(8), 200);
  EXPECT_EQ(due.credit(8), 129u);
}

// The same sends through a channel with a wheel listening and through one polled: the flits land
// in the same VCs in the same cycles, and the credits (VC and tail) come back in the same cycles.
TEST(ArrivalWheel, AListenedChannelDeliversWhatAPolledOneDoes) {
  constexpr int kVcs = 4;
  for (const int latency : {1, 2, 5}) {
    const int lead = 2;
    const int credit_delay = 1 + latency % 2;
    rtl::Channel polled;
    rtl::Channel listened;
    polled.configure(latency, 1, credit_delay, 8 * kVcs, lead);
    listened.configure(latency, 1, credit_delay, 8 * kVcs, lead);
    std::vector<rtl::InputVc> polled_vcs(kVcs);
    std::vector<rtl::InputVc> listened_vcs(kVcs);
    for (int v = 0; v < kVcs; ++v) {
      polled_vcs[static_cast<std::size_t>(v)].buffer.reset(8);
      listened_vcs[static_cast<std::size_t>(v)].buffer.reset(8);
    }
    polled.deliver_into(polled_vcs.data());
    listened.deliver_into(listened_vcs.data());
    rtl::ArrivalWheel wheel;
    const int port = 3;
    listened.listen_flits(&wheel, port);
    listened.listen_credits(&wheel, port);
    wheel.fit(listened.flit_horizon(), port + 1);
    wheel.fit(listened.credit_delay(), port + 1);
    rtl::Random random(9, static_cast<std::uint64_t>(latency));
    int in_buffer = 0;
    for (Cycle now = 0; now < 500; ++now) {
      rtl::ArrivalWheel::Due due = wheel.due(now);
      const std::uint64_t flits = due.take_flits();
      const bool polled_flit = polled.flit_ready(now);
      ASSERT_EQ(polled_flit, (flits >> port & 1) != 0) << "latency " << latency << " cycle " << now;
      if (polled_flit) {
        const int v = polled.next_arrival().vc;
        EXPECT_EQ(due.flit_vc(port), v);
        EXPECT_EQ(&polled.take_flit(), &polled_vcs[static_cast<std::size_t>(v)]);
        listened_vcs[static_cast<std::size_t>(v)].land();
        wheel.taken();
        EXPECT_EQ(listened_vcs[static_cast<std::size_t>(v)].buffer.size(), polled_vcs[static_cast<std::size_t>(v)].buffer.size());
        ++in_buffer;
      }
      const std::uint64_t credits = due.take_credits();
      const bool polled_credit = polled.credit_ready(now);
      ASSERT_EQ(polled_credit, (credits >> port & 1) != 0) << "latency " << latency << " cycle " << now;
      if (polled_credit) {
        const rtl::Credit expected = polled.next_credit();
        polled.pop_credit();
        const rtl::Credit got = rtl::Channel::unpacked(due.credit(port));
        EXPECT_EQ(got.vc, expected.vc);
        EXPECT_EQ(got.tail, expected.tail);
        wheel.taken();
      }
      // Send a flit now and then to a VC with room, and free a buffered one as a credit.
      const int v = static_cast<int>(random.below(kVcs));
      rtl::InputVc& target = polled_vcs[static_cast<std::size_t>(v)];
      if (random.below(2) == 0 && target.buffer.size() + target.arriving < target.buffer.capacity() &&
          polled.can_send(now + lead)) {
        polled.send_slot(now + lead, v).message_id = static_cast<std::uint64_t>(now);
        listened.send_slot(now + lead, v).message_id = static_cast<std::uint64_t>(now);
      }
      if (in_buffer > 0 && random.below(2) == 0) {
        for (int w = 0; w < kVcs; ++w) {
          rtl::InputVc& from = polled_vcs[static_cast<std::size_t>(w)];
          if (from.buffer.empty()) continue;
          const bool tail = random.below(4) == 0;
          from.buffer.pop_front();
          listened_vcs[static_cast<std::size_t>(w)].buffer.pop_front();
          polled.send_credit(now, rtl::Credit{static_cast<std::uint8_t>(w), tail});
          listened.send_credit(now, rtl::Credit{static_cast<std::uint8_t>(w), tail});
          --in_buffer;
          break;
        }
      }
    }
  }
}

}  // namespace
}  // namespace kncube::test
