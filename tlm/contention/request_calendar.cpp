#include "tlm/contention/request_calendar.h"

#include <algorithm>

namespace kncube::tlm2 {

void RequestCalendar::grow(std::size_t messages) {
  if (messages <= pending_.size()) return;
  pending_.resize(messages);
  next_.resize(messages, kNone);
}

void RequestCalendar::push_alone(const HeadRequest& request) {
  if (size_++ == 0) {
    lone_ = request;
    kept_aside_ = 1;
    earliest_ = request.cycle > cursor_ ? request.cycle : cursor_;
    return;
  }
  file_lone();
  file(request);
}

void RequestCalendar::push_beyond(const HeadRequest& request) {
  beyond_.push_back(request);
  std::push_heap(beyond_.begin(), beyond_.end(), later);
}

int RequestCalendar::take_earliest() {
  if (size_ == 0) return kNone;
  if (kept_aside_ != 0) file_lone();
  const rtl::Cycle cycle = earliest_;
  // Move the window up to `cycle` first: requests beyond it may now fall inside.
  cursor_ = cycle;
  while (!beyond_.empty() && beyond_.front().cycle < cursor_ + kWindow) {
    std::pop_heap(beyond_.begin(), beyond_.end(), later);
    const HeadRequest request = beyond_.back();
    beyond_.pop_back();
    file(request);
  }
  const std::size_t b = bucket(cycle);
  const int first = first_[b];
  size_ -= count_[b];
  vacate(b);
  cursor_ = cycle + 1;
  find_earliest();
  return first;
}

int RequestCalendar::take_taken_cycles(rtl::Cycle horizon) {
  if (kept_aside_ != 0) file_lone();  // filed with cursor_ like any other
  const std::size_t b = bucket(cursor_);
  const int first = first_[b];
  if (pending_[static_cast<std::size_t>(first)].cycle >= horizon) return kNone;
  int last = first;
  std::size_t taken = 1;
  for (int next = next_[static_cast<std::size_t>(last)]; next != kNone && pending_[static_cast<std::size_t>(next)].cycle < horizon;
       next = next_[static_cast<std::size_t>(next)]) {
    last = next;
    ++taken;
  }
  const int rest = next_[static_cast<std::size_t>(last)];
  next_[static_cast<std::size_t>(last)] = kNone;
  size_ -= taken;
  if (rest == kNone) {
    vacate(b);
    find_earliest();
  } else {
    first_[b] = rest;
    count_[b] -= taken;
    inserted_[b] = kNone;  // it may have been taken
  }
  return first;
}

HeadRequest RequestCalendar::take_only() {
  const rtl::Cycle filed = earliest_;  // the one request's bucket (or the heap's front)
  size_ = 0;
  earliest_ = kNever;
  if (kept_aside_ != 0) {
    kept_aside_ = 0;
    return lone_;
  }
  if (!beyond_.empty()) {
    const HeadRequest request = beyond_.front();
    beyond_.clear();
    return request;
  }
  const std::size_t b = bucket(filed);
  const HeadRequest request = pending_[static_cast<std::size_t>(first_[b])];
  vacate(b);
  return request;
}

void RequestCalendar::insert_in_order(std::size_t b, int message) {
  const HeadRequest& request = pending_[static_cast<std::size_t>(message)];
  // From the last request inserted when it comes before this one: requests that are not appended
  // come in runs in order too (the heads of an earlier cycle behind later-sent newcomers).
  int before = inserted_[b];
  if (before != kNone && later(pending_[static_cast<std::size_t>(before)], request)) before = kNone;
  int at = before == kNone ? first_[b] : next_[static_cast<std::size_t>(before)];
  while (!later(pending_[static_cast<std::size_t>(at)], request)) {  // ends at the bucket's last at the latest
    before = at;
    at = next_[static_cast<std::size_t>(at)];
  }
  next_[static_cast<std::size_t>(message)] = at;
  (before == kNone ? first_[b] : next_[static_cast<std::size_t>(before)]) = message;
  inserted_[b] = message;
}

void RequestCalendar::find_earliest() {
  // The window moved up since some requests went beyond it, so either may hold the earliest.
  earliest_ = beyond_.empty() ? kNever : beyond_.front().cycle;
  if (size_ == beyond_.size()) return;  // none in the window (none kept aside here: take_earliest filed it)
  // Every request beyond the window is for a cycle after all of the window's.
  earliest_ = first_occupied(cursor_);
}

rtl::Cycle RequestCalendar::first_occupied(rtl::Cycle start) const {
  // From start's bucket to the window's end in bucket order, wrapped round to cursor_'s bucket
  // (the window's later cycles).
  const std::size_t from = bucket(start);
  if (first_[from] != kNone) return start;  // the common case while the network is busy
  const std::size_t end = bucket(cursor_);
  const std::size_t span = ((end - from - 1) & (kWindow - 1)) + 1;  // the window's buckets from `from` on
  std::size_t word = from / 64;
  std::uint64_t bits = occupied_[word] & (~std::uint64_t{0} << (from % 64));
  for (int looked = 0; looked <= kWords; ++looked) {
    if (bits != 0) {
      const std::size_t offset = (word * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)) - from) & (kWindow - 1);
      return offset < span ? start + static_cast<rtl::Cycle>(offset) : kNever;
    }
    word = (word + 1) % kWords;
    bits = occupied_[word];
  }
  return kNever;
}

}  // namespace kncube::tlm2
