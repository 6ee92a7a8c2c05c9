// The contention model's calendar of head requests: whatever order requests are filed in, they
// come out by cycle and, within a cycle, by send order (sequence), which is what makes the model
// grant channels in time order (ContentionModel.ChannelsAreGrantedInTimeOrderNotSendOrder).
#include <gtest/gtest.h>

#include <vector>

#include "tlm/contention/request_calendar.h"

namespace {

using kncube::tlm2::HeadRequest;
using kncube::tlm2::RequestCalendar;

// The earliest cycle's requests, in the order they are to be granted.
void take(RequestCalendar& calendar, std::vector<HeadRequest>& batch) {
  batch.clear();
  for (int at = calendar.take_earliest(); at != RequestCalendar::kNone; at = calendar.next_taken(at))
    batch.push_back(calendar.taken(at));
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

}  // namespace
