#include "rtl_models/circuit/circuit_data_plane.h"

#include <cstddef>
#include <stdexcept>

namespace kncube::rtl {

CircuitDataPlane::CircuitDataPlane(CircuitVcTable& table, std::vector<Circuit>& slots, int buffer_depth, int message_length)
    : table_(table),
      slots_(slots),
      depth_(buffer_depth),
      length_(message_length),
      requests_(static_cast<std::size_t>(table.channel_count()), 0),
      last_served_(static_cast<std::size_t>(table.channel_count()), table.vcs() - 1) {
  active_.reserve(slots.size());
  requested_.reserve(static_cast<std::size_t>(table.channel_count()));
  grants_.reserve(static_cast<std::size_t>(table.channel_count()));
  ejecting_.reserve(slots.size());
  completed_.reserve(slots.size());
}

void CircuitDataPlane::request(int channel, int vc) {
  std::uint32_t& mask = requests_[static_cast<std::size_t>(channel)];
  if (mask == 0) requested_.push_back(channel);
  mask |= 1U << vc;
}

int CircuitDataPlane::step() {
  completed_.clear();
  // Requests from the occupancies at the start of the cycle, before anything moves.
  for (const int slot : active_) {
    const Circuit& c = slots_[static_cast<std::size_t>(slot)];
    const int hops = static_cast<int>(c.path.size());
    for (int k = 0; k < hops; ++k) {
      const int upstream = k == 0 ? c.at_source : c.path[static_cast<std::size_t>(k - 1)].buffered;
      if (upstream > 0 && c.path[static_cast<std::size_t>(k)].buffered < depth_)
        request(c.path[static_cast<std::size_t>(k)].channel, c.path[static_cast<std::size_t>(k)].vc);
    }
    if ((hops == 0 ? c.at_source : c.path.back().buffered) > 0) ejecting_.push_back(slot);
  }
  // One flit per channel, round-robin over the VCs after the one served last.
  const int vcs = table_.vcs();
  for (const int channel : requested_) {
    std::uint32_t& mask = requests_[static_cast<std::size_t>(channel)];
    int& last = last_served_[static_cast<std::size_t>(channel)];
    int vc = last;
    do vc = vc + 1 == vcs ? 0 : vc + 1;
    while (!(mask >> vc & 1U));
    last = vc;
    mask = 0;
    grants_.push_back(CircuitVc{channel, vc});
  }
  requested_.clear();
  const int moved = static_cast<int>(grants_.size() + ejecting_.size());
  for (const CircuitVc& grant : grants_) {
    Circuit& c = slots_[static_cast<std::size_t>(table_.owner(grant.channel, grant.vc))];
    int k = 0;
    while (c.path[static_cast<std::size_t>(k)].channel != grant.channel) ++k;
    take_from(c, k - 1);
    ++c.path[static_cast<std::size_t>(k)].buffered;
  }
  grants_.clear();
  for (const int slot : ejecting_) {
    Circuit& c = slots_[static_cast<std::size_t>(slot)];
    take_from(c, static_cast<int>(c.path.size()) - 1);
    if (++c.delivered == length_) completed_.push_back(slot);
  }
  ejecting_.clear();
  if (!completed_.empty()) {
    std::size_t kept = 0;
    for (const int slot : active_)
      if (slots_[static_cast<std::size_t>(slot)].delivered < length_) active_[kept++] = slot;
    active_.resize(kept);
  }
  return moved;
}

void CircuitDataPlane::take_from(Circuit& c, int k) {
  if (k < 0) {
    --c.at_source;
    return;
  }
  CircuitHop& hop = c.path[static_cast<std::size_t>(k)];
  --hop.buffered;
  if (++hop.sent == length_) table_.release(hop.channel, hop.vc);
}

}  // namespace kncube::rtl
