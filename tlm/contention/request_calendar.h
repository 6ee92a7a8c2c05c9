#pragma once
// The pending head requests of the contention model, in time order: a calendar of one bucket per
// cycle over a window of kWindow cycles from the earliest cycle not yet taken, and a heap for
// requests further ahead (a head that waits long for a busy channel). Taking the earliest cycle's
// requests and filing one costs O(1) while the network is busy every cycle (a bucket is put in
// order when it is taken), where a heap over all messages in flight costs O(log n) per request
// (measured: a third of the model's time).

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

  RequestCalendar() : first_(kWindow, kNone), last_(kWindow, kNone) {}

  // Room for requests of messages 0 .. messages - 1.
  void grow(std::size_t messages);
  // A message has at most one request pending (HeadRequest::message, below the count given to
  // grow(), names it): the calendar links requests through per-message slots. A request for a
  // cycle already taken is filed with the earliest cycle not taken (it keeps its own cycle): only
  // the call-order path of ChannelReservations::reserve() makes such requests.
  void push(const HeadRequest& request) {
    ++size_;
    const rtl::Cycle filed = request.cycle > cursor_ ? request.cycle : cursor_;
    if (filed < earliest_) earliest_ = filed;
    if (filed >= cursor_ + kWindow) {
      push_beyond(request);
      return;
    }
    // Appended: take_earliest() puts a bucket in order when it is taken.
    const auto message = static_cast<std::size_t>(request.message);
    pending_[message] = request;
    next_[message] = kNone;
    const std::size_t b = bucket(filed);
    int& last = last_[b];
    (last == kNone ? first_[b] : next_[static_cast<std::size_t>(last)]) = request.message;
    last = request.message;
    ++in_window_;
  }
  // The earliest cycle with a request, kNever when there is none.
  rtl::Cycle earliest() const { return earliest_; }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  // Moves the requests of the earliest cycle into `batch` (cleared first), ordered by cycle and
  // sequence. Requests pushed meanwhile must be for later cycles.
  void take_earliest(std::vector<HeadRequest>& batch);
  // Removes and returns the only request (size() == 1). The calendar's window stays where it is:
  // a request pushed later is filed as it would have been before this one was taken.
  HeadRequest take_only();

 private:
  static constexpr int kWindow = 512;  // a power of two
  static constexpr int kNone = -1;
  static bool later(const HeadRequest& a, const HeadRequest& b) {
    return a.cycle != b.cycle ? a.cycle > b.cycle : a.sequence > b.sequence;
  }
  std::size_t bucket(rtl::Cycle cycle) const { return static_cast<std::size_t>(cycle & (kWindow - 1)); }
  // Sets earliest_ from the calendar's state.
  void find_earliest();
  void push_beyond(const HeadRequest& request);

  // Each bucket (cycle % kWindow, for cycles cursor_ .. cursor_ + kWindow - 1) is a list in filing
  // order, linked through the messages' slots: flat arrays, where a vector per bucket made every
  // request a cache miss on a bucket of its own.
  std::vector<int> first_;                         // per bucket: its first message, kNone if empty
  std::vector<int> last_;                          // per bucket: its last message
  std::vector<HeadRequest> pending_;               // per message: its request
  std::vector<int> next_;                          // per message: the next one in its bucket
  std::vector<HeadRequest> beyond_;                // a heap by later(): cycles from cursor_ + kWindow on
  rtl::Cycle cursor_ = 0;                          // the earliest cycle not yet taken
  rtl::Cycle earliest_ = kNever;
  std::size_t in_window_ = 0;
  std::size_t size_ = 0;
};

}  // namespace kncube::tlm2
