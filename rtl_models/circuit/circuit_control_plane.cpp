#include "rtl_models/circuit/circuit_control_plane.h"

#include <cstddef>

namespace kncube::rtl {

namespace {
// The control plane's random stream, apart from the sources' (which use the node ids).
constexpr std::uint64_t control_stream = 0x43495243ULL << 24;
}  // namespace

CircuitControlPlane::CircuitControlPlane(CircuitVcTable& table, std::vector<Circuit>& slots, CircuitCounters& counters,
                                         std::uint64_t seed)
    : table_(table), slots_(slots), counters_(counters), random_(seed, control_stream) {
  counters_.failures.assign(static_cast<std::size_t>(table.dimensions()), 0);
  active_.reserve(slots.size());
  started_.reserve(slots.size());
}

void CircuitControlPlane::launch(int slot, Cycle now) {
  Circuit& c = slots_[static_cast<std::size_t>(slot)];
  c.phase = CircuitPhase::probing;
  c.launched = now;
  c.at = c.source;
  c.attempts = 1;
  c.probe_hops = 0;
  c.backtrack_hops = 0;
  c.setup_cycles = 0;
  // Sized n by the network at elaboration (a slot built by hand gets its size here, once).
  c.failures.assign(static_cast<std::size_t>(table_.dimensions()), 0);
  c.path.clear();
  ++counters_.attempts;
  active_.push_back(slot);
  event(now, CircuitEvent::launch, slot, c.source);
}

bool CircuitControlPlane::step(Cycle now) {
  started_.clear();
  const bool moved = !active_.empty();
  std::size_t kept = 0;
  for (const int slot : active_) {
    Circuit& c = slots_[static_cast<std::size_t>(slot)];
    switch (c.phase) {
      case CircuitPhase::probing: probe(slot, c, now); break;
      case CircuitPhase::backtracking: backtrack(slot, c, now); break;
      case CircuitPhase::acknowledging: acknowledge_if_due(slot, c, now); break;
      case CircuitPhase::idle:
      case CircuitPhase::transferring: break;
    }
    if (c.phase == CircuitPhase::transferring)
      started_.push_back(slot);
    else
      active_[kept++] = slot;
  }
  active_.resize(kept);
  return moved;
}

void CircuitControlPlane::probe(int slot, Circuit& c, Cycle now) {
  const int hops = static_cast<int>(c.path.size());
  if (c.at == c.destination) {
    c.phase = CircuitPhase::acknowledging;
    c.data_from = now + hops + 1;  // the acknowledgement takes h cycles back to the source
    event(now, CircuitEvent::arrive, slot, c.at);
    acknowledge_if_due(slot, c, now);
    return;
  }
  const CircuitVc vc = table_.reserve_profitable(c.at, c.destination, slot, random_);
  if (vc.channel >= 0) {
    c.path.push_back(CircuitHop{vc.channel, vc.vc, 0, 0});
    ++counters_.probe_hops;
    ++c.probe_hops;
    event(now, CircuitEvent::reserve, slot, c.at, vc.channel, vc.vc);
    c.at ^= NodeId{1} << table_.channel_dimension(vc.channel);
    return;
  }
  ++counters_.failures[static_cast<std::size_t>(hops)];
  ++c.failures[static_cast<std::size_t>(hops)];
  event(now, CircuitEvent::block, slot, c.at);
  if (hops > 0) {
    c.phase = CircuitPhase::backtracking;
    return;
  }
  // Blocked at the source: the next attempt is the next cycle's probe.
  ++c.attempts;
  ++counters_.attempts;
}

void CircuitControlPlane::backtrack(int slot, Circuit& c, Cycle now) {
  const CircuitHop hop = c.path.back();
  c.path.pop_back();
  table_.release(hop.channel, hop.vc);
  ++counters_.backtrack_hops;
  ++c.backtrack_hops;
  c.at = table_.channel_source(hop.channel);
  event(now, CircuitEvent::backtrack, slot, c.at, hop.channel, hop.vc);
  if (!c.path.empty()) return;
  // Back at the source: the new attempt starts at once.
  ++c.attempts;
  ++counters_.attempts;
  c.phase = CircuitPhase::probing;
  event(now, CircuitEvent::launch, slot, c.source);
  probe(slot, c, now);
}

void CircuitControlPlane::acknowledge_if_due(int slot, Circuit& c, Cycle now) {
  if (now + 1 < c.data_from) return;
  c.phase = CircuitPhase::transferring;
  ++counters_.setups;
  counters_.setup_cycles += now - c.launched;
  c.setup_cycles = now - c.launched;
  event(now, CircuitEvent::acknowledge, slot, c.source);
}

}  // namespace kncube::rtl
