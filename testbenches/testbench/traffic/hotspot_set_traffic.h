#pragma once
// BookSim2's hotspot({nodes},{rates}): every message goes to a member of a set of hot nodes,
// member j with probability w_j / sum of the weights. Unlike `hotspot` (spec 02 §2.2: one hot
// node receiving a share h, the rest uniform), nothing is uniform here, and a source in the set
// may draw itself, as in BookSim; such a message crosses only its own router.
//
// The draw is Walker's alias method: the weights are turned once into a table of m (keep
// probability, alias) pairs, and a destination costs one uniform index and one uniform number,
// whatever the size of the set and however uneven its weights.

#include <cstdint>
#include <vector>

#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class HotspotSetTraffic final : public rtl::TrafficPattern {
 public:
  // `weights` empty means all equal. Throws std::invalid_argument unless the set is not empty,
  // every node lies in [0, nodes - 1] and appears once, and there is one positive finite weight
  // per node.
  HotspotSetTraffic(rtl::NodeId nodes, std::vector<rtl::NodeId> hot_nodes, std::vector<double> weights);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;

  // The probability that a message goes to hot_nodes()[j]: what the alias table draws, kept
  // for tests and reports.
  const std::vector<rtl::NodeId>& hot_nodes() const { return hot_nodes_; }
  const std::vector<double>& probabilities() const { return probabilities_; }

 private:
  std::vector<rtl::NodeId> hot_nodes_;
  std::vector<double> probabilities_;
  std::vector<double> keep_;         // slot j: keep hot_nodes_[j] with this probability
  std::vector<rtl::NodeId> alias_;   // slot j: else this node
};

}  // namespace kncube::traffic
