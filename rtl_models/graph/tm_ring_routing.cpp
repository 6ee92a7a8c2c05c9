#include "rtl_models/graph/tm_ring_routing.h"

#include <stdexcept>


namespace kncube::rtl {
namespace {

constexpr int kPlusX = 0;
constexpr int kMinusX = 1;
constexpr int kPlusY = 2;
constexpr int kMinusY = 3;

}  // namespace

TmRingRouting::TmRingRouting(const TopologyGraph& topology, int vcs) : k_(topology.radix()), vcs_(vcs) {
  if (topology.kind() != Topology::tm || topology.node_count() != static_cast<NodeId>(k_) * k_)
    throw std::invalid_argument("TM ring routing needs --topology tm");
}

void TmRingRouting::route(NodeId current, int, const Flit& head, RouteCandidates& out) const {
  out.adaptive_count = 0;
  out.eject = false;
  const int x = current % k_;
  const int y = current / k_;
  const int tx = head.destination % k_;
  const int ty = head.destination / k_;
  int port;
  if (x != tx) {
    // Row y is cut after the node with (x + y) mod k = k - 1.
    const int cut = ((k_ - 1 - y) % k_ + k_) % k_;
    port = path_position(tx, cut, k_) > path_position(x, cut, k_) ? kPlusX : kMinusX;
  } else if (y != ty) {
    const int cut = ((k_ - 1 - x) % k_ + k_) % k_;
    port = path_position(ty, cut, k_) > path_position(y, cut, k_) ? kPlusY : kMinusY;
  } else {
    out.eject = true;
    return;
  }
  out.deterministic = VcRange{static_cast<std::uint8_t>(port), 0, static_cast<std::uint8_t>(vcs_)};
}

}  // namespace kncube::rtl
