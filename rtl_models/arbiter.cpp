#include "rtl_models/arbiter.h"

#include "rtl_models/matrix_arbiter.h"
#include "rtl_models/round_robin_arbiter.h"

namespace kncube::rtl {

std::unique_ptr<Arbiter> make_arbiter(ArbiterKind kind, int size) {
  if (kind == ArbiterKind::matrix) return std::make_unique<MatrixArbiter>(size);
  return std::make_unique<RoundRobinArbiter>(size);
}

}  // namespace kncube::rtl
