// The contention model's calendar of head requests: whatever order requests are filed in, they
// come out by cycle and, within a cycle, by send order (sequence), which is what makes the model
// grant channels in time order (ContentionModel.ChannelsAreGrantedInTimeOrderNotSendOrder).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "tlm/contention/request_calendar.h"

namespace {

using kncube::tlm2::HeadRequest;
using kncube::tlm2::RequestCalendar;

// A taken list from its first message on, in the order it is to be granted.
std::vector<HeadRequest> taken_list(const RequestCalendar& calendar, int first) {
  std::vector<HeadRequest> list;
  for (int at = first; at != RequestCalendar::kNone; at = calendar.next_taken(at)) list.push_back(calendar.taken(at));
  return list;
}

// The earliest cycle's requests, in the order they are to be granted.
void take(RequestCalendar& calendar, std::vector<HeadRequest>& batch) {
  batch = taken_list(calendar, calendar.take_earliest());
}

std::vector<std::uint64_t> sequences(const std::vector<HeadRequest>& batch) {
  std::vector<std::uint64_t> out;
  for (const HeadRequest& request : batch) out.push_back(request.sequence);
  return out;
}

TEST(RequestCalendar, RequestsOfOneCycleComeOutInSendOrderWhateverTheFilingOrder) {
  RequestCalendar calendar;
  calendar.grow(5);
  calendar.push(HeadRequest{5, 7, 0});
  calendar.push(HeadRequest{5, 3, 1});
  calendar.push(HeadRequest{5, 9, 2});
  calendar.push(HeadRequest{5, 1, 3});
  calendar.push(HeadRequest{6, 0, 4});
  EXPECT_EQ(calendar.earliest(), 5);
  std::vector<HeadRequest> batch;
  take(calendar, batch);
  EXPECT_EQ(sequences(batch), (std::vector<std::uint64_t>{1, 3, 7, 9}));
  EXPECT_EQ(batch.front().message, 3);
  EXPECT_EQ(calendar.size(), 1U);
  EXPECT_EQ(calendar.earliest(), 6);
}

TEST(RequestCalendar, EarliestCycleFirstAlsoForRequestsBeyondTheWindow) {
  RequestCalendar calendar;
  calendar.grow(3);
  calendar.push(HeadRequest{2000, 1, 0});  // beyond the 512-cycle window
  calendar.push(HeadRequest{10, 5, 1});
  calendar.push(HeadRequest{3, 2, 2});
  std::vector<HeadRequest> batch;
  std::vector<kncube::rtl::Cycle> cycles;
  while (!calendar.empty()) {
    take(calendar, batch);
    ASSERT_EQ(batch.size(), 1U);
    cycles.push_back(batch.front().cycle);
  }
  EXPECT_EQ(cycles, (std::vector<kncube::rtl::Cycle>{3, 10, 2000}));
  EXPECT_EQ(calendar.earliest(), RequestCalendar::kNever);
}

TEST(RequestCalendar, ARequestForATakenCycleComesWithTheNextOneAheadOfLaterCycles) {
  RequestCalendar calendar;
  calendar.grow(3);
  calendar.push(HeadRequest{10, 0, 0});
  std::vector<HeadRequest> batch;
  take(calendar, batch);
  // Message 0 asks again, for a later cycle, while its batch is being granted; message 2 asks for
  // a cycle already taken (the call-order path): filed with the earliest cycle not taken, ahead of
  // what that cycle holds because its own cycle is earlier.
  calendar.push(HeadRequest{11, 8, 1});
  calendar.push(HeadRequest{12, 0, 0});
  calendar.push(HeadRequest{4, 9, 2});
  EXPECT_EQ(calendar.earliest(), 11);
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 2U);
  EXPECT_EQ(batch[0].message, 2);
  EXPECT_EQ(batch[0].cycle, 4);
  EXPECT_EQ(batch[1].message, 1);
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch[0].message, 0);
  EXPECT_EQ(batch[0].cycle, 12);
  EXPECT_TRUE(calendar.empty());
}

// The call-order path takes a lone message's requests one by one (take_only): each comes back as
// filed, within the window or beyond it, and the calendar is empty after it; a request taken that
// way leaves the window where it was, so one filed afterwards for an earlier cycle still comes out
// first among the ones that follow.
TEST(RequestCalendar, TheOnlyRequestIsTakenAsFiledWithinAndBeyondTheWindow) {
  RequestCalendar calendar;
  calendar.grow(2);
  calendar.push(HeadRequest{7, 1, 0});
  const HeadRequest near = calendar.take_only();
  EXPECT_EQ(near.cycle, 7);
  EXPECT_EQ(near.message, 0);
  EXPECT_TRUE(calendar.empty());
  EXPECT_EQ(calendar.earliest(), RequestCalendar::kNever);
  calendar.push(HeadRequest{7, 5, 1});  // the same cycle's bucket again: only the new one in it
  std::vector<HeadRequest> batch;
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch.front().message, 1);
  calendar.push(HeadRequest{100000, 2, 1});  // beyond the window
  const HeadRequest far = calendar.take_only();
  EXPECT_EQ(far.cycle, 100000);
  EXPECT_EQ(far.message, 1);
  EXPECT_TRUE(calendar.empty());
  calendar.push(HeadRequest{9, 3, 0});
  calendar.push(HeadRequest{8, 4, 1});
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch.front().cycle, 8);
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch.front().cycle, 9);
  EXPECT_TRUE(calendar.empty());
}

// Requests for cycles already taken are filed with the first cycle not taken, ahead of its own;
// take_before(horizon) takes those of cycles before the horizon and leaves the rest of that
// cycle's: what ChannelReservations::advance() grants once every cycle before its horizon is taken.
TEST(RequestCalendar, RequestsForTakenCyclesAreTakenBeforeTheCycleTheyWereFiledWith) {
  RequestCalendar calendar;
  calendar.grow(4);
  calendar.push(HeadRequest{10, 0, 0});
  std::vector<HeadRequest> batch;
  take(calendar, batch);  // cycle 10 taken: the window starts at 11
  calendar.push(HeadRequest{11, 5, 1});  // its own cycle
  calendar.push(HeadRequest{9, 7, 2});   // taken already: filed with 11, first
  calendar.push(HeadRequest{10, 6, 3});  // likewise, after it
  EXPECT_EQ(calendar.earliest(), 11);
  auto take_before = [&](kncube::rtl::Cycle horizon) {
    std::vector<int> messages;
    for (const HeadRequest& request : taken_list(calendar, calendar.take_before(horizon)))
      messages.push_back(request.message);
    return messages;
  };
  EXPECT_EQ(take_before(10), (std::vector<int>{2}));
  EXPECT_EQ(calendar.size(), 2U);
  EXPECT_EQ(take_before(11), (std::vector<int>{3}));  // cycle 11's own request is not one of them
  EXPECT_EQ(calendar.size(), 1U);
  EXPECT_EQ(calendar.earliest(), 11);
  EXPECT_EQ(calendar.take_before(11), RequestCalendar::kNone);
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch.front().message, 1);
  EXPECT_TRUE(calendar.empty());
}

// The window wraps round its buckets: after cycle 100 is taken the window starts at 101 (bucket
// 101), and cycle 600 lies in bucket 88, before it in the same word of the occupied-bucket bits.
TEST(RequestCalendar, TheEarliestIsFoundWhereTheWindowWrapsRoundItsBuckets) {
  RequestCalendar calendar;
  calendar.grow(3);
  calendar.push(HeadRequest{100, 0, 0});
  calendar.push(HeadRequest{600, 1, 1});
  std::vector<HeadRequest> batch;
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(calendar.earliest(), 600);
  calendar.push(HeadRequest{612, 2, 2});  // within the window, after 600
  take(calendar, batch);
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch.front().cycle, 600);
  EXPECT_EQ(calendar.earliest(), 612);
}

// Against a plain sorted list, over 20 000 batches: requests from the next cycle to 1 500 cycles on
// (within the 512-cycle window and beyond it, the window wrapping round its buckets many times),
// sparse and dense, each batch the earliest cycle's requests in send order. The earliest
// occupied bucket is found a word of 64 at a time from the cursor, wrapping: a bucket missed or
// found out of turn comes out here as a batch of the wrong cycle.
TEST(RequestCalendar, BatchesComeOutAsFromASortedListWhereverTheWindowStands) {
  constexpr int kMessages = 64;
  RequestCalendar calendar;
  calendar.grow(kMessages);
  std::vector<HeadRequest> expected;  // pending, any order
  std::vector<int> free_slots;
  for (int m = kMessages - 1; m >= 0; --m) free_slots.push_back(m);
  std::mt19937_64 random(13);
  std::uint64_t sequence = 0;
  kncube::rtl::Cycle next_cycle = 0;  // the earliest cycle not yet taken
  std::vector<HeadRequest> batch;
  for (int round = 0; round < 20000; ++round) {
    // Busy stretches and sparse ones, where one or two requests far apart are all there is.
    const bool sparse = (round / 1000) % 2 == 1;
    const int pushes = sparse ? (random() % 4 == 0 ? 1 : 0) : static_cast<int>(random() % 4);
    for (int i = 0; i < pushes && !free_slots.empty(); ++i) {
      const int message = free_slots.back();
      free_slots.pop_back();
      // Mostly near (busy), sometimes far: beyond the window, or a long gap in it.
      const std::uint64_t kind = random() % 10;
      const kncube::rtl::Cycle ahead = static_cast<kncube::rtl::Cycle>(
          kind < 6 ? random() % 8 : kind < 9 ? random() % 512 : 512 + random() % 1000);
      const HeadRequest request{next_cycle + ahead, sequence++, message};
      calendar.push(request);
      expected.push_back(request);
    }
    if (expected.empty()) continue;
    const auto earliest = std::min_element(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
      return a.cycle < b.cycle;
    })->cycle;
    ASSERT_EQ(calendar.earliest(), earliest) << "round " << round;
    std::vector<HeadRequest> due;
    for (const HeadRequest& r : expected)
      if (r.cycle == earliest) due.push_back(r);
    std::sort(due.begin(), due.end(), [](const auto& a, const auto& b) {
      return a.sequence < b.sequence;
    });
    take(calendar, batch);
    ASSERT_EQ(batch.size(), due.size()) << "round " << round;
    for (std::size_t i = 0; i < due.size(); ++i) {
      EXPECT_EQ(batch[i].cycle, earliest);
      EXPECT_EQ(batch[i].sequence, due[i].sequence) << "round " << round;
      free_slots.push_back(batch[i].message);
    }
    expected.erase(std::remove_if(expected.begin(), expected.end(), [&](const auto& r) { return r.cycle == earliest; }),
                   expected.end());
    EXPECT_EQ(calendar.size(), expected.size());
    next_cycle = earliest + 1;
  }
}

}  // namespace
