#pragma once
// The virtual channels of a hypercube's channels under circuit switching (spec 04 B.1): which
// circuit holds each VC. Channel c = node * n + d runs from `node` to node ^ 2^d. Sized once at
// elaboration; reserving and releasing never allocate.

#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"
#include "rtl_models/random.h"

namespace kncube::rtl {

struct CircuitVc {
  int channel = -1;
  int vc = -1;
};

class CircuitVcTable {
 public:
  CircuitVcTable(NodeId nodes, int dimensions, int vcs);

  int dimensions() const { return dimensions_; }
  int vcs() const { return vcs_; }
  int channel(NodeId from, int dimension) const { return from * dimensions_ + dimension; }
  NodeId channel_source(int channel) const { return channel / dimensions_; }
  int channel_dimension(int channel) const { return channel % dimensions_; }
  int channel_count() const { return static_cast<int>(busy_.size()); }

  // The circuit slot holding the VC (-1 when free), and the VCs held on a channel.
  std::int32_t owner(int channel, int vc) const { return owner_[index(channel, vc)]; }
  int busy(int channel) const { return busy_[static_cast<std::size_t>(channel)]; }
  std::int64_t total_busy() const { return total_busy_; }  // over all channels

  // A free VC drawn uniformly among all free VCs of the profitable channels of a probe at `at`
  // bound for `destination` (the dimensions in which the two differ), reserved for `slot`; or
  // {-1, -1} when every VC of every profitable channel is busy.
  CircuitVc reserve_profitable(NodeId at, NodeId destination, std::int32_t slot, Random& random);
  // Reserves one given free VC for `slot` (hand-built scenarios); throws std::logic_error if busy.
  void reserve(int channel, int vc, std::int32_t slot);
  void release(int channel, int vc);

 private:
  std::size_t index(int channel, int vc) const {
    return static_cast<std::size_t>(channel) * static_cast<std::size_t>(vcs_) + static_cast<std::size_t>(vc);
  }

  int dimensions_;
  int vcs_;
  std::vector<std::int32_t> owner_;  // channel * vcs + vc -> slot, or -1
  std::vector<int> busy_;            // per channel
  std::int64_t total_busy_ = 0;
};

}  // namespace kncube::rtl
