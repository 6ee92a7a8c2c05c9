#include "tlm/contention/request_calendar.h"

#include <algorithm>

namespace kncube::tlm2 {

void RequestCalendar::grow(std::size_t messages) {
  if (messages <= pending_.size()) return;
  pending_.resize(messages);
  next_.resize(messages, kNone);
}

void RequestCalendar::push_beyond(const HeadRequest& request) {
  beyond_.push_back(request);
  std::push_heap(beyond_.begin(), beyond_.end(), later);
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
  // Insertion sort: a bucket holds a few requests, mostly filed in sequence order already.
  for (std::size_t i = 1; i < batch.size(); ++i)
    for (std::size_t j = i; j > 0 && later(batch[j - 1], batch[j]); --j) std::swap(batch[j - 1], batch[j]);
  in_window_ -= batch.size();
  size_ -= batch.size();
  cursor_ = cycle + 1;
  find_earliest();
}

HeadRequest RequestCalendar::take_only() {
  const rtl::Cycle filed = earliest_;  // the one request's bucket (or the heap's front)
  size_ = 0;
  earliest_ = kNever;
  if (!beyond_.empty()) {
    const HeadRequest request = beyond_.front();
    beyond_.clear();
    return request;
  }
  in_window_ = 0;
  const std::size_t b = bucket(filed);
  const HeadRequest request = pending_[static_cast<std::size_t>(first_[b])];
  first_[b] = last_[b] = kNone;
  return request;
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
