// share_paced_channel: the cycle each sender on a credit-paced channel sends its last flit at, when
// more long messages send on it than its credits leave room for side by side.
#include <gtest/gtest.h>

#include <vector>

#include "tlm/contention/paced_sharing.h"

namespace {

using kncube::rtl::Cycle;
using kncube::tlm2::PacedSender;
using kncube::tlm2::share_paced_channel;

// The last flits' cycles of `senders` on a channel of a flit per `period` cycles.
std::vector<Cycle> last_flits(const std::vector<PacedSender>& senders, int period) {
  std::vector<Cycle> last(senders.size(), -1);
  share_paced_channel(senders.data(), static_cast<int>(senders.size()), period, last.data());
  return last;
}

TEST(PacedSharing, ASenderAloneGoesAtItsOwnInterval) {
  EXPECT_EQ(last_flits({{9, 2.0}}, 1), (std::vector<Cycle>{16}));  // flits at 0, 2, ..., 16
}

TEST(PacedSharing, AsManySendersAsTheChannelCarriesSideBySideDoNotSlowEachOther) {
  // Credits allow a flit per 2 cycles each; a flit a cycle carries two such streams.
  EXPECT_EQ(last_flits({{4, 2.0}, {9, 2.0}}, 1), (std::vector<Cycle>{6, 16}));
}

TEST(PacedSharing, ThreeSendersOnAChannelForTwoEachGetEveryThirdSlotWhileAllSend) {
  // Every third cycle each until the first is done (4 flits: 12 cycles, its last at 9), then a flit
  // per 2 cycles each again: the second's last 4 flits end at 20, its last at 18; the third's last
  // flit at 20.
  EXPECT_EQ(last_flits({{4, 2.0}, {8, 2.0}, {9, 2.0}}, 1), (std::vector<Cycle>{9, 18, 20}));
}

TEST(PacedSharing, ASenderSlowerThanItsShareLeavesTheRestToTheOthers) {
  // On a channel of a flit a cycle: one sender paced to a flit per 4 cycles takes 1/4, the two
  // others 3/8 each (8/3 cycles a flit) while all three send. The first's 2 flits are done at 8, its
  // last at 4; the others' 3 flits at 8 too, their last at 8 - 8/3, rounded up.
  EXPECT_EQ(last_flits({{2, 4.0}, {3, 1.0}, {3, 1.0}}, 1), (std::vector<Cycle>{4, 6, 6}));
}

TEST(PacedSharing, AChannelOfAFlitPerTwoCyclesHalvesEveryShare) {
  // A flit per 4 cycles each: done at 12, the last at 8.
  EXPECT_EQ(last_flits({{3, 2.0}, {3, 2.0}}, 2), (std::vector<Cycle>{8, 8}));
}

}  // namespace
