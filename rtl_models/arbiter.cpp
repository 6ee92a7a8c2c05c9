#include "rtl_models/arbiter.h"

#include "rtl_models/matrix_arbiter.h"
#include "rtl_models/round_robin_arbiter.h"

namespace kncube::rtl {

void prefer_transit(std::vector<std::uint16_t>& requesters, int first_injection_port, int per_port) {
  std::size_t transit = 0;
  for (std::uint16_t r : requesters)
    if (r / per_port < first_injection_port) requesters[transit++] = r;
  if (transit > 0) requesters.resize(transit);
}

std::unique_ptr<Arbiter> make_arbiter(ArbiterKind kind, int size) {
  if (kind == ArbiterKind::matrix) return std::make_unique<MatrixArbiter>(size);
  return std::make_unique<RoundRobinArbiter>(size);
}

}  // namespace kncube::rtl
