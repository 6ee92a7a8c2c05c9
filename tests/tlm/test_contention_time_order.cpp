// The contention model driven as ContentionNetwork drives it (a step that grants up to the next
// cycle plus the lookahead when the first delivery the pending requests can make may be due, and
// the sends of each cycle, each after granting up to the same horizon) never reports a delivery
// for a cycle already past: every one is made when due. A request for a cycle already taken (a
// message queued at its source asks from the cycle it was generated in, which the catch-up has
// granted past) is filed with the first cycle not taken; left there by the advance that took every
// cycle before the horizon, it was granted only at the next wake, and 30 of 441 600 deliveries of
// `bench_tlm_contention --bytes 1024` came a cycle after they were due.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/tlm/trace_replay.h"
#include "tlm/contention/channel_reservations.h"

namespace {

// Short messages (the network wakes for every cycle with a request) and long ones (it wakes for
// the first delivery that can be due: ChannelReservations::bounds_deliveries); the bound is asked
// for both, so that it must hold whatever the network's longest message.
TEST(ContentionModel, NoDeliveryIsReportedForACyclePast) {
  for (auto preset : {kncube::rtl::RouterPreset::model, kncube::rtl::RouterPreset::booksim}) {
    for (const int longest : {9, 129}) {
      auto config = kncube::test::replay_config(preset, kncube::tlm2::NetworkModel::contention);
      config.network.spec.message_length = longest;
      kncube::rtl::validate(config.network);
      kncube::tlm2::ChannelReservations model(config.network);
      std::mt19937_64 random(7);
      std::vector<kncube::tlm2::CompletedMessage> done;
      std::uint64_t token = 0;
      long delivered = 0;
      auto check = [&](kncube::rtl::Cycle edge) {
        for (const auto& message : done)
          ASSERT_GE(message.timing.delivered, edge)
              << "token " << message.token << ", preset " << static_cast<int>(preset) << ", longest " << longest;
        delivered += static_cast<long>(done.size());
        done.clear();
      };
      for (kncube::rtl::Cycle edge = 0; edge < 20000; ++edge) {
        const kncube::rtl::Cycle generated = edge + 1;  // what a send at this edge's time is generated in
        // The network's method runs when the first delivery the pending requests can make may be
        // due (ContentionNetwork::schedule): a bound that must hold, or deliveries come out past.
        if (model.first_delivery(kncube::tlm2::ChannelReservations::kNever) <= edge) {
          model.advance(generated + model.lookahead(), done);
          ASSERT_NO_FATAL_FAILURE(check(edge));
        }
        // Now and then a burst of three from one source, so that two queue there; one flit or the
        // longest (as often in flits, below saturation).
        if (random() % (longest == 9 ? 8 : 96) != 0) continue;
        const int from = static_cast<int>(random() % 64);
        for (int i = 0; i < 3; ++i) {
          const int to = static_cast<int>(random() % 64);
          if (to == from) continue;
          model.advance(generated + model.lookahead(), done);  // the send's catch-up
          ASSERT_NO_FATAL_FAILURE(check(edge));
          model.submit(from, to, random() % 2 == 0 ? 1 : longest, generated, token++);
        }
      }
      EXPECT_GT(delivered, longest == 9 ? 5000 : 500);
      EXPECT_EQ(model.bounds_deliveries(), longest == 129 && preset == kncube::rtl::RouterPreset::model);
    }
  }
}

}  // namespace
