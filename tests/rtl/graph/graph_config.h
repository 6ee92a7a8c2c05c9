#pragma once
// A graph network's configuration for tests: the graph, its radix (tm, xftm), VCs, routing and
// message length, with 4-flit buffers on the model's router, validated.

#include <memory>
#include <utility>

#include "analytical/graph/network_graph.h"
#include "rtl_models/network_config.h"

namespace kncube::test {

inline rtl::NetworkConfig graph_config(Topology topology, std::shared_ptr<const graph::NetworkGraph> g, int k, int vcs,
                                       Routing routing = Routing::duato, int length = 8) {
  rtl::NetworkConfig config;
  config.spec.topology = topology;
  config.spec.k = k;
  config.spec.n = topology == Topology::graph ? 1 : 2;
  config.spec.routing = routing;
  config.spec.vcs = vcs;
  config.spec.message_length = length;
  config.spec.graph = std::move(g);
  config.router.buffer_depth = 4;
  config.seed = 5;
  rtl::validate(config);
  return config;
}

inline std::shared_ptr<const graph::NetworkGraph> shared(graph::NetworkGraph g) {
  return std::make_shared<const graph::NetworkGraph>(std::move(g));
}

}  // namespace kncube::test
