// The turns of a node's one injection input (InjectionInputTurns): a head waits for the cycle the
// last stream's tail leaves that input on another channel, and the stream kept is the one whose
// tail leaves last, as far as the model knows now.
#include <gtest/gtest.h>

#include <map>

#include "tlm/contention/injection_input_turns.h"

namespace {

using kncube::tlm2::InjectionInputTurns;
using Stream = InjectionInputTurns::Stream;

// Where each message's tail is now (by slot), -1 for a message gone; what ChannelReservations reads
// from its messages' trails.
struct Tails {
  std::map<int, kncube::rtl::Cycle> now;
  kncube::rtl::Cycle operator()(const Stream& s) const {
    const auto it = now.find(s.message);
    return it == now.end() ? -1 : it->second;
  }
};

TEST(InjectionInputTurns, AHeadWaitsOnlyInTheCycleTheLastTailLeavesOnAnotherChannel) {
  InjectionInputTurns turns(4, true);
  Tails tails;
  tails.now[0] = 30;
  turns.switched(2, Stream{0, 7, 5, 30}, tails);
  EXPECT_TRUE(turns.taken(2, 6, 30, tails));
  EXPECT_FALSE(turns.taken(2, 6, 29, tails));
  EXPECT_FALSE(turns.taken(2, 6, 31, tails));
  EXPECT_FALSE(turns.taken(2, 5, 30, tails)) << "the same channel: the channel's own sharing";
  EXPECT_FALSE(turns.taken(1, 6, 30, tails)) << "another node's input";
  tails.now[0] = 33;  // pressed back since
  EXPECT_FALSE(turns.taken(2, 6, 30, tails));
  EXPECT_TRUE(turns.taken(2, 6, 33, tails));
  tails.now.erase(0);  // delivered
  EXPECT_FALSE(turns.taken(2, 6, 33, tails));
}

TEST(InjectionInputTurns, TheStreamKeptIsTheOneWhoseTailLeavesLast) {
  InjectionInputTurns turns(1, true);
  Tails tails;
  tails.now = {{0, 40}, {1, 35}, {2, 45}};
  turns.switched(0, Stream{0, 1, 3, 40}, tails);
  turns.switched(0, Stream{1, 2, 4, 35}, tails);  // a 1-flit message gone before the 9-flit one's tail
  EXPECT_TRUE(turns.taken(0, 4, 40, tails));
  EXPECT_FALSE(turns.taken(0, 3, 35, tails));
  turns.switched(0, Stream{2, 3, 4, 45}, tails);
  EXPECT_TRUE(turns.taken(0, 3, 45, tails));
  EXPECT_FALSE(turns.taken(0, 3, 40, tails));
  // Once its message is gone, any stream replaces it.
  tails.now = {{3, 20}};
  turns.switched(0, Stream{3, 4, 9, 20}, tails);
  EXPECT_TRUE(turns.taken(0, 3, 20, tails));
}

TEST(InjectionInputTurns, NothingIsKeptWhereEveryVcHasAnInputOfItsOwn) {
  EXPECT_FALSE(InjectionInputTurns(64, false).modelled());
  EXPECT_TRUE(InjectionInputTurns(64, true).modelled());
}

}  // namespace
