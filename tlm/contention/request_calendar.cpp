#include "tlm/contention/request_calendar.h"

#include <algorithm>

namespace kncube::tlm2 {

void RequestCalendar::push(const HeadRequest& request) {
  ++size_;
  const rtl::Cycle filed = std::max(request.cycle, cursor_);
  if (filed >= cursor_ + kWindow) {
    beyond_.push_back(request);
    std::push_heap(beyond_.begin(), beyond_.end(), later);
  } else {
    const auto message = static_cast<std::size_t>(request.message);
    if (message >= pending_.size()) {
      pending_.resize(message + 1);
      next_.resize(message + 1, kNone);
    }
    pending_[message] = request;
    const std::size_t b = bucket(filed);
    int& last = last_[b];
    if (last == kNone) {
      first_[b] = last = request.message;
      next_[message] = kNone;
    } else if (!later(pending_[static_cast<std::size_t>(last)], request)) {
      // The usual case: requests mostly come in sequence order.
      next_[static_cast<std::size_t>(last)] = request.message;
      next_[message] = kNone;
      last = request.message;
    } else {
      // Before the first one later than it.
      int before = kNone;
      int at = first_[b];
      while (!later(pending_[static_cast<std::size_t>(at)], request)) {
        before = at;
        at = next_[static_cast<std::size_t>(at)];
      }
      next_[message] = at;
      (before == kNone ? first_[b] : next_[static_cast<std::size_t>(before)]) = request.message;
    }
    ++in_window_;
  }
  earliest_ = std::min(earliest_, filed);
}

void RequestCalendar::take_earliest(std::vector<HeadRequest>& batch) {
  batch.clear();
  if (size_ == 0) return;
  const rtl::Cycle cycle = earliest_;
  // Move the window up to `cycle` first: requests beyond it may now fall inside.
  cursor_ = cycle;
  while (!beyond_.empty() && beyond_.front().cycle < cursor_ + kWindow) {
    std::pop_heap(beyond_.begin(), beyond_.end(), later);
    const HeadRequest request = beyond_.back();
    beyond_.pop_back();
    --size_;
    push(request);
  }
  const std::size_t b = bucket(cycle);
  for (int at = first_[b]; at != kNone; at = next_[static_cast<std::size_t>(at)])
    batch.push_back(pending_[static_cast<std::size_t>(at)]);
  first_[b] = last_[b] = kNone;
  in_window_ -= batch.size();
  size_ -= batch.size();
  cursor_ = cycle + 1;
  find_earliest();
}

void RequestCalendar::find_earliest() {
  // The window moved up since some requests went beyond it, so either may hold the earliest.
  earliest_ = beyond_.empty() ? kNever : beyond_.front().cycle;
  if (in_window_ == 0) return;
  for (rtl::Cycle cycle = cursor_; cycle < earliest_; ++cycle)
    if (first_[bucket(cycle)] != kNone) {
      earliest_ = cycle;
      return;
    }
}

}  // namespace kncube::tlm2
