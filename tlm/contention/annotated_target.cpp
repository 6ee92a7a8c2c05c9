#include "tlm/contention/annotated_target.h"

#include <algorithm>

namespace kncube::tlm2 {

std::size_t AnnotatedTarget::place(const sc_core::sc_time& arrival) const {
  return static_cast<std::size_t>(std::upper_bound(schedule_.begin(), schedule_.end(), arrival,
                                                   [](const sc_core::sc_time& t, const Service& s) { return t < s.arrival; }) -
                                  schedule_.begin());
}

sc_core::sc_time AnnotatedTarget::free_from(std::size_t index, const sc_core::sc_time& time) const {
  return index > 0 && schedule_[index - 1].end > time ? schedule_[index - 1].end : time;
}

sc_core::sc_time AnnotatedTarget::serve(tlm::tlm_fw_transport_if<>& target, tlm::tlm_generic_payload& payload,
                                        const sc_core::sc_time& arrival) {
  // No request arrives before now any more (every initiator's local time is at least now): what
  // ended by now cannot meet one.
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  auto ended = std::find_if(schedule_.begin(), schedule_.end(), [&](const Service& s) { return s.end > now; });
  schedule_.erase(schedule_.begin(), ended);
  sc_core::sc_time start = free_from(place(arrival), arrival);
  sc_core::sc_time delay = start - now;
  target.b_transport(payload, delay);
  sc_core::sc_time end = sc_core::sc_time_stamp() + delay;  // the target may have waited: read the time again
  // A target that waits in b_transport (a synchronising one: the Accellera lt_temporal_decouple
  // example's lt_synch_target) lets other initiators' calls be served meanwhile. They may have
  // dropped ended requests from the schedule and put others before this one, so its place is
  // found again (the place found before the call could lie past the schedule's end: AddressSanitizer
  // caught the insertion there), and one that arrived before it and ends after its start pushes it
  // back as time order would have. Without a wait nothing has changed and the push is zero.
  const std::size_t index = place(arrival);
  const sc_core::sc_time pushed = free_from(index, start) - start;
  start += pushed;
  end += pushed;
  schedule_.insert(schedule_.begin() + static_cast<std::ptrdiff_t>(index), Service{arrival, start, end});
  // The requests after it in arrival order start when it ends, as far as it pushes them.
  sc_core::sc_time owed = sc_core::SC_ZERO_TIME;
  sc_core::sc_time previous_end = end;
  for (std::size_t i = index + 1; i < schedule_.size(); ++i) {
    Service& later = schedule_[i];
    if (previous_end <= later.start) break;
    const sc_core::sc_time push = previous_end - later.start;
    owed += push;
    later.start += push;
    later.end += push;
    previous_end = later.end;
  }
  return end + owed;
}

}  // namespace kncube::tlm2
