#include "rtl_models/circuit/circuit_vc_table.h"

#include <stdexcept>

namespace kncube::rtl {

CircuitVcTable::CircuitVcTable(NodeId nodes, int dimensions, int vcs)
    : dimensions_(dimensions),
      vcs_(vcs),
      owner_(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(dimensions) * static_cast<std::size_t>(vcs), -1),
      busy_(static_cast<std::size_t>(nodes) * static_cast<std::size_t>(dimensions), 0) {}

CircuitVc CircuitVcTable::reserve_profitable(NodeId at, NodeId destination, std::int32_t slot, Random& random) {
  const std::uint32_t differ = static_cast<std::uint32_t>(at ^ destination);
  int candidates = 0;
  for (int d = 0; d < dimensions_; ++d)
    if (differ >> d & 1U) candidates += vcs_ - busy(channel(at, d));
  if (candidates == 0) return {};
  // The k-th free VC in (dimension, vc) order, k uniform: every free candidate equally likely.
  int k = static_cast<int>(random.below(static_cast<std::uint32_t>(candidates)));
  for (int d = 0; d < dimensions_; ++d) {
    if (!(differ >> d & 1U)) continue;
    const int c = channel(at, d);
    const int free = vcs_ - busy(c);
    if (k >= free) {
      k -= free;
      continue;
    }
    for (int v = 0; v < vcs_; ++v) {
      if (owner(c, v) >= 0) continue;
      if (k-- == 0) {
        reserve(c, v, slot);
        return {c, v};
      }
    }
  }
  throw std::logic_error("CircuitVcTable: free VC count out of step with the owners");
}

void CircuitVcTable::reserve(int channel, int vc, std::int32_t slot) {
  if (owner_[index(channel, vc)] >= 0) throw std::logic_error("CircuitVcTable: reserving a busy VC");
  owner_[index(channel, vc)] = slot;
  ++busy_[static_cast<std::size_t>(channel)];
  ++total_busy_;
}

void CircuitVcTable::release(int channel, int vc) {
  if (owner_[index(channel, vc)] < 0) throw std::logic_error("CircuitVcTable: releasing a free VC");
  owner_[index(channel, vc)] = -1;
  --busy_[static_cast<std::size_t>(channel)];
  --total_busy_;
}

}  // namespace kncube::rtl
