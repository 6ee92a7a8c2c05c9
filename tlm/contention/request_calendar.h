#pragma once
// The pending head requests of the contention model, in time order: a calendar of one bucket per
// cycle over a window of kWindow cycles from the earliest cycle not yet taken, and a heap for
// requests further ahead (a head that waits long for a busy channel). Taking the earliest cycle's
// requests and filing one costs O(1) while the network is busy every cycle, where a heap over all
// messages in flight costs O(log n) per request (measured: a third of the model's time). A bucket
// is kept in order as requests are filed: most come in order (the heads granted in one earlier
// cycle, in send order) and are appended; those that do not are linked in from where the last
// such one went, so a run of them costs a step each, where sorting a bucket when it is taken
// moved each one past all the requests of the other run.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

struct HeadRequest {
  rtl::Cycle cycle;        // the head asks for its next channel (or the ejection port)
  std::uint64_t sequence;  // its message's send order: the order among requests of one cycle
  int message;             // the owner's message slot
};

class RequestCalendar {
 public:
  static constexpr rtl::Cycle kNever = std::numeric_limits<rtl::Cycle>::max();
  static constexpr int kNone = -1;  // no message

  RequestCalendar()
      : first_(kWindow, kNone), last_(kWindow, kNone), inserted_(kWindow, kNone), count_(kWindow, 0), occupied_{} {}

  // Room for requests of messages 0 .. messages - 1.
  void grow(std::size_t messages);
  // A message has at most one request pending (HeadRequest::message, below the count given to
  // grow(), names it): the calendar links requests through per-message slots. A request for a
  // cycle already taken is filed with the earliest cycle not taken (it keeps its own cycle): only
  // the call-order path of ChannelReservations::reserve() makes such requests.
  void push(const HeadRequest& request) {
    if (size_ == kept_aside_) {  // empty, or its one request is kept aside
      push_alone(request);
      return;
    }
    ++size_;
    file(request);
  }
  // The earliest cycle with a request, kNever when there is none.
  rtl::Cycle earliest() const { return earliest_; }
  // The least of each pending request's cycle plus lead(its message) (never negative), or `limit`
  // if that is less: the buckets from the earliest on, up to the first whose cycle is no less than
  // the least found (lead is asked only there: where requests come in every cycle, in a few). A
  // request's own cycle, not its bucket's: one for a cycle already taken, filed with the first
  // cycle not taken (a message queued at its source), may be granted as of its own.
  template <class Lead>
  rtl::Cycle least_plus(rtl::Cycle limit, const Lead& lead) const {
    if (earliest_ >= limit) return limit;
    if (kept_aside_ != 0) return std::min(limit, lone_.cycle + lead(lone_.message));  // the only request
    rtl::Cycle best = beyond_.empty() ? limit : std::min(limit, beyond_.front().cycle);  // leads aside: a bound
    for (rtl::Cycle cycle = earliest_; cycle < best && cycle < cursor_ + kWindow;) {
      for (int m = first_[bucket(cycle)]; m != kNone; m = next_[static_cast<std::size_t>(m)])
        best = std::min(best, pending_[static_cast<std::size_t>(m)].cycle + lead(m));
      ++cycle;
      if (first_[bucket(cycle)] == kNone) cycle = first_occupied(cycle);  // the next cycle's is most often
    }
    return best;
  }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  // Takes the requests of the earliest cycle, ordered by cycle and sequence: returns the first one's
  // message (kNone when there is none), next_taken() the one after each. A message's request and
  // its successor must be read before it files its next request, which takes their place; requests
  // filed meanwhile must be for later cycles. Walking the taken list where it lies, instead of
  // copying it out, saves a copy of every request.
  int take_earliest();
  // Takes, as take_earliest(), the requests of cycles before `horizon` (no later than earliest())
  // that were filed with the earliest cycle not taken because theirs had been (they come first in
  // its bucket), leaving the rest of that cycle's: kNone when there are none.
  int take_before(rtl::Cycle horizon) { return earliest_ == cursor_ ? take_taken_cycles(horizon) : kNone; }
  const HeadRequest& taken(int message) const { return pending_[static_cast<std::size_t>(message)]; }
  int next_taken(int message) const { return next_[static_cast<std::size_t>(message)]; }
  // Removes and returns the only request (size() == 1). The calendar's window stays where it is:
  // a request pushed later is filed as it would have been before this one was taken.
  HeadRequest take_only();

 private:
  static constexpr int kWindow = 512;  // a power of two
  static constexpr int kWords = kWindow / 64;
  static bool later(const HeadRequest& a, const HeadRequest& b) {
    return a.cycle != b.cycle ? a.cycle > b.cycle : a.sequence > b.sequence;
  }
  std::size_t bucket(rtl::Cycle cycle) const { return static_cast<std::size_t>(cycle & (kWindow - 1)); }
  // Files a request in its bucket or beyond the window (size_ counts it already).
  void file(const HeadRequest& request) {
    const rtl::Cycle filed = request.cycle > cursor_ ? request.cycle : cursor_;
    if (filed < earliest_) earliest_ = filed;
    if (filed >= cursor_ + kWindow) {
      push_beyond(request);
      return;
    }
    const auto message = static_cast<std::size_t>(request.message);
    pending_[message] = request;
    const std::size_t b = bucket(filed);
    ++count_[b];
    const int last = last_[b];
    if (last == kNone) {
      occupied_[b / 64] |= std::uint64_t{1} << (b % 64);
      first_[b] = request.message;
    } else if (later(pending_[static_cast<std::size_t>(last)], request)) {
      insert_in_order(b, request.message);
      return;
    } else {
      next_[static_cast<std::size_t>(last)] = request.message;
    }
    // After every request of its bucket: appended.
    next_[message] = kNone;
    last_[b] = request.message;
  }
  // push() into an empty calendar, or one that holds a request kept aside: a request that comes
  // alone is kept aside and filed only when another comes (the call-order path's lone message
  // files its requests one at a time and takes each straight back, take_only).
  void push_alone(const HeadRequest& request);
  // Files the request kept aside, as it would have been filed when it came: the window has not
  // moved since.
  void file_lone() {
    kept_aside_ = 0;
    file(lone_);
  }
  // take_before() once some request is filed with cursor_ (so earliest_ is cursor_).
  int take_taken_cycles(rtl::Cycle horizon);
  // Sets earliest_ from the calendar's state.
  void find_earliest();
  // The first occupied bucket's cycle from `from` (cursor_ or after, in the window) on, kNever
  // when the window holds none from there.
  rtl::Cycle first_occupied(rtl::Cycle from) const;
  void vacate(std::size_t b) {
    first_[b] = last_[b] = inserted_[b] = kNone;
    count_[b] = 0;
    occupied_[b / 64] &= ~(std::uint64_t{1} << (b % 64));
  }
  // Links `message`'s request into bucket `b` before the first request that comes after it (there
  // is one: its last).
  void insert_in_order(std::size_t b, int message);
  void push_beyond(const HeadRequest& request);

  // Each bucket (cycle % kWindow, for cycles cursor_ .. cursor_ + kWindow - 1) is a list in
  // request order, linked through the messages' slots: flat arrays, where a vector per bucket made
  // every request a cache miss on a bucket of its own.
  std::vector<int> first_;                         // per bucket: its first message, kNone if empty
  std::vector<int> last_;                          // per bucket: its last message
  std::vector<int> inserted_;                      // per bucket: its last message not appended, or kNone
  std::vector<std::size_t> count_;                 // per bucket: its requests
  // Bit b % 64 of word b / 64: bucket b holds a request. The earliest is found a word at a time,
  // where looking at each cycle's bucket in turn took 4% of a 1 KiB run (empty cycles between
  // the heads' requests).
  std::uint64_t occupied_[kWords];
  std::vector<HeadRequest> pending_;               // per message: its request
  std::vector<int> next_;                          // per message: the next one in its bucket
  std::vector<HeadRequest> beyond_;                // a heap by later(): cycles from cursor_ + kWindow on
  HeadRequest lone_{};                             // the only request, while kept_aside_
  std::size_t kept_aside_ = 0;                     // 1 while lone_ is the only request, not filed
  rtl::Cycle cursor_ = 0;                          // the earliest cycle not yet taken
  rtl::Cycle earliest_ = kNever;
  std::size_t size_ = 0;
};

}  // namespace kncube::tlm2
