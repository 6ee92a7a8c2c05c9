#include "testbenches/testbench/traffic/hotspot_set_traffic.h"

#include <cmath>
#include <set>
#include <stdexcept>

namespace kncube::traffic {

HotspotSetTraffic::HotspotSetTraffic(rtl::NodeId nodes, std::vector<rtl::NodeId> hot_nodes, std::vector<double> weights)
    : hot_nodes_(std::move(hot_nodes)) {
  const std::size_t m = hot_nodes_.size();
  if (m == 0) throw std::invalid_argument("HotspotSetTraffic: the set of hot nodes is empty");
  std::set<rtl::NodeId> seen;
  for (const rtl::NodeId node : hot_nodes_) {
    if (node < 0 || node >= nodes) throw std::invalid_argument("HotspotSetTraffic: a hot node is not a node of the network");
    if (!seen.insert(node).second) throw std::invalid_argument("HotspotSetTraffic: a hot node is listed twice");
  }
  if (weights.empty()) weights.assign(m, 1.0);
  if (weights.size() != m) throw std::invalid_argument("HotspotSetTraffic: needs one weight per hot node");
  double total = 0.0;
  for (const double w : weights) {
    if (!(std::isfinite(w) && w > 0.0)) throw std::invalid_argument("HotspotSetTraffic: weights must be positive and finite");
    total += w;
  }
  for (const double w : weights) probabilities_.push_back(w / total);

  // Vose's construction of the alias table: scaled probabilities m p_j below 1 are topped up
  // from one above 1, which then counts as below or above 1 itself; what is left is exactly 1.
  keep_.assign(m, 1.0);
  alias_ = hot_nodes_;
  std::vector<double> scaled(m);
  std::vector<std::size_t> small;
  std::vector<std::size_t> large;
  for (std::size_t j = 0; j < m; ++j) {
    scaled[j] = probabilities_[j] * static_cast<double>(m);
    (scaled[j] < 1.0 ? small : large).push_back(j);
  }
  while (!small.empty() && !large.empty()) {
    const std::size_t low = small.back();
    small.pop_back();
    const std::size_t high = large.back();
    keep_[low] = scaled[low];
    alias_[low] = hot_nodes_[high];
    scaled[high] -= 1.0 - scaled[low];
    if (scaled[high] < 1.0) {
      large.pop_back();
      small.push_back(high);
    }
  }
  // Rounding may leave a slot on either list with a scaled probability a hair from 1: it keeps
  // its own node (keep_ stays 1).
}

rtl::Destination HotspotSetTraffic::destination(rtl::NodeId, rtl::Random& random) const {
  const std::size_t slot = random.below(static_cast<std::uint32_t>(hot_nodes_.size()));
  return {random.uniform() < keep_[slot] ? hot_nodes_[slot] : alias_[slot], 0};
}

}  // namespace kncube::traffic
