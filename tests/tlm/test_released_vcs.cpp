// The VCs released as their tail is sent whose buffer at the channel's far end still holds that
// tail (ReleasedVcs): a head given a free VC lands behind such a tail with the chance the
// cycle-level allocator's choice among the free VCs gives it, and never behind one that has left.
#include <gtest/gtest.h>

#include "tlm/contention/released_vcs.h"

namespace {

using kncube::tlm2::ChannelHolder;
using kncube::tlm2::ReleasedVcs;

ChannelHolder holder(int message, int vc_class) {
  ChannelHolder h{};
  h.message = message;
  h.sequence = static_cast<std::uint64_t>(100 + message);
  h.vc_class = vc_class;
  return h;
}

TEST(ReleasedVcs, AHeadWhoseFreeVcsAllHoldATailLandsBehindOneOfThem) {
  ReleasedVcs released(4, 4, 1);
  released.released(2, holder(7, 0), 10);
  released.released(2, holder(8, 0), 12);
  for (int i = 0; i < 20; ++i) {
    ReleasedVcs copy = released;
    const ReleasedVcs::Tail behind = copy.behind(2, 0, 2, 15);
    EXPECT_TRUE(behind.message == 7 || behind.message == 8);
    EXPECT_EQ(behind.sequence, static_cast<std::uint64_t>(100 + behind.message));
  }
}

TEST(ReleasedVcs, NoHeadLandsBehindATailThatHasLeftOrIsNotReleasedOrOfAnotherClass) {
  ReleasedVcs released(4, 4, 1);
  released.released(1, holder(3, 0), 10);
  released.left(1, 3, 103, 14);
  released.released(1, holder(4, 0), 30);  // still held at cycle 15
  released.released(1, holder(5, 1), 10);  // the other class
  for (int i = 0; i < 20; ++i) EXPECT_EQ(released.behind(1, 0, 1, 15).message, -1);
  // Channel 1 keeps the others: the class-1 tail and, once released, message 4's.
  EXPECT_EQ(released.behind(1, 1, 1, 15).message, 5);
  EXPECT_EQ(released.behind(1, 0, 1, 31).message, 4);
}

TEST(ReleasedVcs, ATailIsForgottenOnceAHeadLandsBehindIt) {
  ReleasedVcs released(1, 2, 1);
  released.released(0, holder(1, 0), 5);
  EXPECT_EQ(released.behind(0, 0, 1, 6).message, 1);
  EXPECT_EQ(released.behind(0, 0, 1, 7).message, -1);
}

// With one of two free VCs holding a tail, about half the heads land behind it, as the
// cycle-level allocator's round robin among free VCs gives it.
TEST(ReleasedVcs, WithAnEmptyVcFreeTooAboutHalfTheHeadsLandBehindTheTail) {
  int behind = 0;
  constexpr int kHeads = 2000;
  ReleasedVcs released(1, 4, 7);
  for (int i = 0; i < kHeads; ++i) {
    released.released(0, holder(i, 0), i);
    const int landed = released.behind(0, 0, 2, i).message;
    behind += landed == i;
    if (landed != i) released.left(0, i, static_cast<std::uint64_t>(100 + i), i);
  }
  EXPECT_NEAR(static_cast<double>(behind) / kHeads, 0.5, 0.05);
}

}  // namespace
