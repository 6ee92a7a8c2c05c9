#pragma once
// The graph quantities the XFTM-R model is fed with (spec 04 A.5.2), computed from a graph
// network's channels: node and channel counts, mean BFS distance, channel rate per generation
// rate, and the hop-weighted distribution of the number of profitable ports.

#include <vector>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/network_graph.h"

namespace kncube::analytical {

struct GraphQuantities {
  int nodes = 0;                     // N'
  int channels = 0;                  // C, unidirectional network channels
  double mean_distance = 0.0;        // d-bar, over ordered pairs of distinct nodes
  double channel_rate_factor = 0.0;  // lambda_c / lambda = N' d-bar / C (flow balance)
  int diameter = 0;
  // q(nu), index nu = 0..max ports: the share of the hop mass (every source pushing a unit of
  // mass to every destination t along minimal paths, split equally among the profitable ports
  // at each node) found at nodes with exactly nu profitable ports towards t. q(0) = 0.
  std::vector<double> profitable_ports;
};

GraphQuantities measure_graph(const graph::NetworkGraph& graph, const graph::DistanceTable& distances);
GraphQuantities measure_graph(const graph::NetworkGraph& graph);

}  // namespace kncube::analytical
