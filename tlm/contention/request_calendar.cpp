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
    // Kept in order: requests mostly come in sequence order, so this rarely moves any.
    std::vector<HeadRequest>& requests = bucket(filed);
    requests.push_back(request);
    for (std::size_t i = requests.size() - 1; i > 0 && later(requests[i - 1], requests[i]); --i)
      std::swap(requests[i - 1], requests[i]);
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
  std::vector<HeadRequest>& taken = bucket(cycle);
  batch.swap(taken);
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
    if (!bucket(cycle).empty()) {
      earliest_ = cycle;
      return;
    }
}

}  // namespace kncube::tlm2
