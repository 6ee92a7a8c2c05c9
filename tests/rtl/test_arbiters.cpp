// Round-robin and matrix arbiters, each against a small reference model of its priority rule,
// plus the properties the allocators rely on: the winner is a requester, pick() is side-effect
// free, persistent requesters are served within `size` grants and equally often in the long run,
// and the matrix arbiter grants the least recently served requester.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/arbiter_bank.h"
#include "rtl_models/matrix_arbiter.h"
#include "rtl_models/random.h"
#include "rtl_models/round_robin_arbiter.h"

namespace kncube::test {
namespace {

using rtl::Arbiter;
using rtl::ArbiterKind;

const ArbiterKind kKinds[] = {ArbiterKind::round_robin, ArbiterKind::matrix};
const int kSizes[] = {1, 2, 3, 4, 5, 7, 8, 13, 63, 64, 65, 130};

const char* name(ArbiterKind kind) { return kind == ArbiterKind::matrix ? "matrix" : "round-robin"; }

// The priority rule each arbiter documents, written as plainly as possible.
class Model {
 public:
  Model(ArbiterKind kind, int size) : kind_(kind), size_(size), stamp_(static_cast<std::size_t>(size)) {
    // Matrix: the initial order is lower index first, i.e. as if served long ago in index order.
    for (int i = 0; i < size; ++i) stamp_[static_cast<std::size_t>(i)] = i - size;
  }
  int pick(const std::vector<std::uint16_t>& requesters) const {
    int best = -1;
    for (std::uint16_t r : requesters) {
      if (best < 0 || key(r) < key(best)) best = r;
    }
    return best;
  }
  void grant(int winner) {
    pointer_ = (winner + 1) % size_;
    stamp_[static_cast<std::size_t>(winner)] = ++clock_;
  }
  bool beats(int a, int b) const { return stamp_[static_cast<std::size_t>(a)] < stamp_[static_cast<std::size_t>(b)]; }

 private:
  // Round robin: distance from the pointer going up; matrix: time of the last grant.
  long key(int r) const {
    if (kind_ == ArbiterKind::round_robin) return ((r - pointer_) % size_ + size_) % size_;
    return stamp_[static_cast<std::size_t>(r)];
  }
  ArbiterKind kind_;
  int size_;
  int pointer_ = 0;
  long clock_ = 0;
  std::vector<long> stamp_;
};

// A random non-empty set of distinct requesters in random order.
std::vector<std::uint16_t> random_requesters(rtl::Random& random, int size) {
  std::vector<std::uint16_t> set;
  while (set.empty()) {
    const std::uint32_t density = 1 + random.below(4);  // 1/4 .. all
    for (int i = 0; i < size; ++i)
      if (random.below(4) < density) set.push_back(static_cast<std::uint16_t>(i));
  }
  for (std::size_t i = set.size(); i > 1; --i) std::swap(set[i - 1], set[random.below(static_cast<std::uint32_t>(i))]);
  return set;
}

int pick(const Arbiter& arbiter, const std::vector<std::uint16_t>& requesters) {
  return arbiter.pick(requesters.data(), static_cast<int>(requesters.size()));
}

TEST(Arbiters, MakeArbiterBuildsTheRequestedKind) {
  EXPECT_NE(dynamic_cast<rtl::RoundRobinArbiter*>(rtl::make_arbiter(ArbiterKind::round_robin, 4).get()), nullptr);
  EXPECT_NE(dynamic_cast<rtl::MatrixArbiter*>(rtl::make_arbiter(ArbiterKind::matrix, 4).get()), nullptr);
  EXPECT_EQ(rtl::to_string(ArbiterKind::round_robin), "round-robin");
  EXPECT_EQ(rtl::to_string(ArbiterKind::matrix), "matrix");
}

// Random request sets and grants: every pick is a requester, is independent of the order in
// which the requesters are listed, and equals the reference model's pick.
TEST(Arbiters, PicksFollowTheReferenceRule) {
  rtl::Random random(1, 1);
  for (ArbiterKind kind : kKinds) {
    for (int size : kSizes) {
      auto arbiter = rtl::make_arbiter(kind, size);
      Model model(kind, size);
      for (int step = 0; step < 3000; ++step) {
        auto requesters = random_requesters(random, size);
        const int winner = pick(*arbiter, requesters);
        ASSERT_NE(std::find(requesters.begin(), requesters.end(), winner), requesters.end())
            << name(kind) << " size " << size << ": winner " << winner << " did not request";
        ASSERT_EQ(winner, model.pick(requesters)) << name(kind) << " size " << size << " step " << step;
        std::reverse(requesters.begin(), requesters.end());
        ASSERT_EQ(pick(*arbiter, requesters), winner) << "pick depends on the listing order";
        if (random.below(5) != 0) {  // sometimes the allocator's second stage refuses: no grant
          arbiter->grant(winner);
          model.grant(winner);
        }
      }
    }
  }
}

// pick() only looks: an arbiter that was asked many extra questions behaves exactly like a twin
// that was not, on every possible request set.
TEST(Arbiters, PickWithoutGrantLeavesTheStateAlone) {
  rtl::Random random(2, 2);
  for (ArbiterKind kind : kKinds) {
    for (int size = 1; size <= 8; ++size) {
      auto asked = rtl::make_arbiter(kind, size);
      auto twin = rtl::make_arbiter(kind, size);
      for (int round = 0; round < 40; ++round) {
        for (int i = 0; i < 20; ++i) (void)pick(*asked, random_requesters(random, size));
        for (unsigned mask = 1; mask < (1U << size); ++mask) {
          std::vector<std::uint16_t> set;
          for (int r = 0; r < size; ++r)
            if (mask >> r & 1U) set.push_back(static_cast<std::uint16_t>(r));
          ASSERT_EQ(pick(*asked, set), pick(*twin, set)) << name(kind) << " size " << size << " mask " << mask;
        }
        const int winner = pick(*twin, random_requesters(random, size));
        asked->grant(winner);
        twin->grant(winner);
      }
    }
  }
}

// A fixed set of requesters that always request: every window of |set| consecutive grants serves
// each of them exactly once, whatever state the arbiter starts from, so over many rounds they get
// exactly equal shares.
TEST(Arbiters, PersistentRequestersTakeStrictTurns) {
  rtl::Random random(3, 3);
  for (ArbiterKind kind : kKinds) {
    for (int size : kSizes) {
      for (int trial = 0; trial < 20; ++trial) {
        auto arbiter = rtl::make_arbiter(kind, size);
        // Scramble the starting state.
        for (int i = 0; i < 50; ++i) arbiter->grant(pick(*arbiter, random_requesters(random, size)));
        const auto set = random_requesters(random, size);
        const int m = static_cast<int>(set.size());
        std::vector<int> history;
        std::vector<int> served(static_cast<std::size_t>(size), 0);
        const int rounds = 30;
        for (int g = 0; g < rounds * m; ++g) {
          const int winner = pick(*arbiter, set);
          arbiter->grant(winner);
          history.push_back(winner);
          ++served[static_cast<std::size_t>(winner)];
        }
        for (std::size_t start = 0; start + static_cast<std::size_t>(m) <= history.size(); ++start) {
          std::vector<int> window(history.begin() + static_cast<long>(start), history.begin() + static_cast<long>(start) + m);
          std::sort(window.begin(), window.end());
          ASSERT_TRUE(std::adjacent_find(window.begin(), window.end()) == window.end())
              << name(kind) << " size " << size << ": someone served twice within " << m << " grants";
        }
        for (std::uint16_t r : set) EXPECT_EQ(served[r], rounds) << name(kind) << " size " << size << " requester " << r;
      }
    }
  }
}

// One requester that never gives up, among others that come and go: it is served within `size`
// grants (the bound the round-robin header promises; the matrix arbiter gives the same).
TEST(Arbiters, APersistentRequesterIsServedWithinSizeGrants) {
  rtl::Random random(4, 4);
  for (ArbiterKind kind : kKinds) {
    for (int size : kSizes) {
      auto arbiter = rtl::make_arbiter(kind, size);
      int worst = 0;
      for (int trial = 0; trial < 200; ++trial) {
        const auto loyal = static_cast<std::uint16_t>(random.below(static_cast<std::uint32_t>(size)));
        int grants = 0;
        while (true) {
          auto set = random_requesters(random, size);
          // Crowd the loyal requester out as much as possible half of the time.
          if (random.below(2) == 0) {
            set.clear();
            for (int i = 0; i < size; ++i) set.push_back(static_cast<std::uint16_t>(i));
          }
          if (std::find(set.begin(), set.end(), loyal) == set.end()) set.push_back(loyal);
          const int winner = pick(*arbiter, set);
          arbiter->grant(winner);
          ++grants;
          if (winner == loyal) break;
          ASSERT_LT(grants, size) << name(kind) << " size " << size << ": requester " << loyal << " starved";
        }
        worst = std::max(worst, grants);
      }
      EXPECT_LE(worst, size);
    }
  }
}

// The matrix arbiter is least recently served: its priority matrix is always a strict total order
// (so a winner exists) equal to the order of last grants, never-served ones by index first.
TEST(Arbiters, MatrixArbiterIsLeastRecentlyServed) {
  rtl::Random random(5, 5);
  for (int size : kSizes) {
    rtl::MatrixArbiter arbiter(size);
    Model model(ArbiterKind::matrix, size);
    for (int step = 0; step < 400; ++step) {
      if (size <= 13 || step % 50 == 0) {
        for (int a = 0; a < size; ++a) {
          ASSERT_FALSE(arbiter.beats(a, a));
          for (int b = 0; b < size; ++b) {
            if (a == b) continue;
            ASSERT_NE(arbiter.beats(a, b), arbiter.beats(b, a)) << "size " << size << " pair " << a << "," << b;
            ASSERT_EQ(arbiter.beats(a, b), model.beats(a, b)) << "size " << size << " pair " << a << "," << b;
          }
        }
      }
      const auto set = random_requesters(random, size);
      const int winner = arbiter.pick(set.data(), static_cast<int>(set.size()));
      // Directly: the winner was granted less recently than every other requester.
      for (std::uint16_t r : set)
        if (r != winner) {
          ASSERT_TRUE(model.beats(winner, r));
        }
      arbiter.grant(winner);
      model.grant(winner);
    }
  }
}

TEST(Arbiters, RoundRobinStartsAtZeroAndMovesPastTheWinner) {
  rtl::RoundRobinArbiter arbiter(5);
  const std::vector<std::uint16_t> all = {4, 3, 2, 1, 0};
  for (int expected : {0, 1, 2, 3, 4, 0, 1}) {
    ASSERT_EQ(pick(arbiter, all), expected);
    arbiter.grant(expected);
  }
  // Pointer now at 2: {0, 4} -> 4 (next at or after 2, wrapping), then pointer 0 -> 0.
  EXPECT_EQ(pick(arbiter, {0, 4}), 4);
  arbiter.grant(4);
  EXPECT_EQ(pick(arbiter, {0, 4}), 0);
}

// An ArbiterBank's arbiters are independent and each follows its kind's reference rule, asked
// with a mask (up to 64 requesters) or a list; the bank's round robins keep only their pointers,
// so this also checks that form against the rule the RoundRobinArbiter objects are checked on.
TEST(ArbiterBank, EachArbiterFollowsTheReferenceRule) {
  rtl::Random random(4, 4);
  std::vector<std::uint16_t> scratch;
  for (ArbiterKind kind : kKinds) {
    for (int size : kSizes) {
      // 3 arbiters live in the bank itself, 10 in an array of their own.
      for (int count : {3, 10}) {
        rtl::ArbiterBank bank(kind, count, size);
        ASSERT_EQ(bank.count(), static_cast<std::size_t>(count));
        std::vector<Model> models(static_cast<std::size_t>(count), Model(kind, size));
        for (int step = 0; step < 3000; ++step) {
          const auto i = static_cast<std::size_t>(random.below(count));
          const auto requesters = random_requesters(random, size);
          const int expected = models[i].pick(requesters);
          ASSERT_EQ(bank.pick(i, requesters.data(), static_cast<int>(requesters.size())), expected)
              << name(kind) << " size " << size << " arbiter " << i << " step " << step;
          if (size <= 64) {
            std::uint64_t mask = 0;
            for (std::uint16_t r : requesters) mask |= std::uint64_t{1} << r;
            ASSERT_EQ(bank.pick(i, mask, scratch), expected) << name(kind) << " size " << size << " (mask) step " << step;
          }
          if (random.below(5) != 0) {
            bank.grant(i, expected);
            models[i].grant(expected);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace kncube::test
