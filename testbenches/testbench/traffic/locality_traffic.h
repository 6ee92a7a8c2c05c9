#pragma once
// Locality traffic (spec 01 §4.6, eq. 3.35, A9): a source addresses only the n-dimensional
// sub-cube of side k_f = (f N)^(1/n) anchored at itself, one-sided as the thesis's formula has it,
//   G_f = { D : d_i = (s_i + h_i) mod k, 0 <= h_i <= k_f - 1 },
// and picks uniformly among the k_f^n - 1 nodes of G_f other than itself.
//
// Bidirectional tori (an extension, spec 01 A10, first option): the thesis defines locality only
// for unidirectional cubes. The simulator keeps the same one-sided window G_f and lets the routing
// take the shorter way round in each dimension (h_i = min(h+, h-)), which is the window the
// analytical destination enumeration (DestinationWindow with side < k) would use for a
// bidirectional locality model. The symmetric window |offset| <= (k_f - 1)/2 is not offered.

#include <array>
#include <cstdint>

#include "rtl_models/topology.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class LocalityTraffic final : public rtl::TrafficPattern {
 public:
  // Throws std::invalid_argument unless k >= 2, 1 <= n <= kMaxDimensions, 2 <= side <= k.
  LocalityTraffic(int k, int n, int side);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;

  int side() const { return side_; }
  // k_f^n - 1: how many destinations a source has.
  std::uint32_t destinations() const { return others_; }

 private:
  int k_;
  int n_;
  int side_;
  std::uint32_t others_;
  std::array<rtl::NodeId, rtl::kMaxDimensions> power_{};  // k^i, the weight of digit i
};

}  // namespace kncube::traffic
