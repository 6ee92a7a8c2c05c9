#pragma once
// Locality traffic on graph networks, by graph distance: a source s addresses the ball of the
// smallest radius r(s) around it that holds at least f N nodes (itself included), and picks
// uniformly among the nodes of that ball other than itself. f = 1 is uniform traffic. This is
// the graph reading of spec 01 §4.6's locality (a source talks to the f N nodes near it): on a
// graph there are no digits to take a sub-cube of.

#include <cstdint>
#include <vector>

#include "analytical/graph/distance_table.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class GraphLocalityTraffic final : public rtl::TrafficPattern {
 public:
  // `fraction` f in (0, 1].
  GraphLocalityTraffic(const graph::DistanceTable& distances, double fraction);

  rtl::Destination destination(rtl::NodeId source, rtl::Random& random) const override;
  // The nodes source may address, nearest first (ties by id).
  std::vector<rtl::NodeId> destinations(rtl::NodeId source) const;

 private:
  std::vector<std::uint32_t> first_;  // per source: its destinations in targets_[first_[s], first_[s + 1])
  std::vector<rtl::NodeId> targets_;
};

}  // namespace kncube::traffic
