#include "rtl_models/round_robin_arbiter.h"

namespace kncube::rtl {

int RoundRobinArbiter::pick_list(const std::uint16_t* requesters, int count, int pointer, int size) {
  int best = requesters[0];
  int best_distance = (best - pointer + size) % size;
  for (int i = 1; i < count; ++i) {
    const int r = requesters[i];
    const int distance = (r - pointer + size) % size;
    if (distance < best_distance) {
      best = r;
      best_distance = distance;
    }
  }
  return best;
}

}  // namespace kncube::rtl
