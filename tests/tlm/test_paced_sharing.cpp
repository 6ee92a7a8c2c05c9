// share_paced_channel: the cycle each sender on a credit-paced channel sends its last flit at, when
// more long messages send on it than its credits leave room for side by side.
#include <gtest/gtest.h>

#include "tlm/contention/paced_sharing.h"

namespace {

using kncube::rtl::Cycle;
using kncube::tlm2::PacedSender;
using kncube::tlm2::share_paced_channel;

TEST(PacedSharing, ASenderAloneGoesAtItsOwnInterval) {
  const PacedSender senders[] = {{9, 2.0}};
  Cycle last[1] = {};
  share_paced_channel(senders, 1, 1, last);
  EXPECT_EQ(last[0], 16);  // flits at 0, 2, ..., 16
}

TEST(PacedSharing, AsManySendersAsTheChannelCarriesSideBySideDoNotSlowEachOther) {
  // Credits allow a flit per 2 cycles each; a flit a cycle carries two such streams.
  const PacedSender senders[] = {{4, 2.0}, {9, 2.0}};
  Cycle last[2] = {};
  share_paced_channel(senders, 2, 1, last);
  EXPECT_EQ(last[0], 6);
  EXPECT_EQ(last[1], 16);
}

TEST(PacedSharing, ThreeSendersOnAChannelForTwoEachGetEveryThirdSlotWhileAllSend) {
  // Every third cycle each until the first is done (4 flits: 12 cycles, its last at 9), then a flit
  // per 2 cycles each again: the second's last 4 flits end at 20, its last at 18; the third's last
  // flit at 20.
  const PacedSender senders[] = {{4, 2.0}, {8, 2.0}, {9, 2.0}};
  Cycle last[3] = {};
  share_paced_channel(senders, 3, 1, last);
  EXPECT_EQ(last[0], 9);
  EXPECT_EQ(last[1], 18);
  EXPECT_EQ(last[2], 20);
}

TEST(PacedSharing, ASenderSlowerThanItsShareLeavesTheRestToTheOthers) {
  // On a channel of a flit a cycle: one sender paced to a flit per 4 cycles takes 1/4, the two
  // others 3/8 each (8/3 cycles a flit) while all three send.
  const PacedSender senders[] = {{2, 4.0}, {3, 1.0}, {3, 1.0}};
  Cycle last[3] = {};
  share_paced_channel(senders, 3, 1, last);
  EXPECT_EQ(last[0], 4);  // 2 flits at 1/4: done at 8, its last at 4
  EXPECT_EQ(last[1], 6);  // 3 flits at 3/8: done at 8, its last at 8 - 8/3, rounded up
  EXPECT_EQ(last[2], 6);
}

TEST(PacedSharing, AChannelOfAFlitPerTwoCyclesHalvesEveryShare) {
  const PacedSender senders[] = {{3, 2.0}, {3, 2.0}};
  Cycle last[2] = {};
  share_paced_channel(senders, 2, 2, last);
  EXPECT_EQ(last[0], 8);  // a flit per 4 cycles each: done at 12, the last at 8
  EXPECT_EQ(last[1], 8);
}

}  // namespace
