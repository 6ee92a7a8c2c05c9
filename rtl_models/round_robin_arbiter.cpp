#include "rtl_models/round_robin_arbiter.h"

namespace kncube::rtl {

int RoundRobinArbiter::pick(const std::uint16_t* requesters, int count) const {
  int best = requesters[0];
  int best_distance = (best - pointer_ + size_) % size_;
  for (int i = 1; i < count; ++i) {
    const int r = requesters[i];
    const int distance = (r - pointer_ + size_) % size_;
    if (distance < best_distance) {
      best = r;
      best_distance = distance;
    }
  }
  return best;
}

}  // namespace kncube::rtl
