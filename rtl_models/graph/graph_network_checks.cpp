#include "rtl_models/graph/graph_network_checks.h"

#include <string>

#include "analytical/graph/network_graph.h"
#include "analytical/graph/updown_routes.h"
#include "analytical/vocabulary/config_error.h"

namespace kncube::rtl {

void validate_graph_network(const NetworkSpec& spec) {
  const std::string topology(to_string(spec.topology));
  if (spec.topology != Topology::graph && spec.topology != Topology::tm && spec.topology != Topology::xftm)
    throw ConfigError("topology", std::string(to_string(spec.topology)), "graph, tm or xftm for a network given as a graph");
  const graph::NetworkGraph& g = *spec.graph;
  if (g.node_count() < 2 || g.node_count() > graph::kMaxGraphNodes)
    throw ConfigError("topology", topology + " with " + std::to_string(g.node_count()) + " nodes",
                      "a graph network of 2 to " + std::to_string(graph::kMaxGraphNodes) + " nodes");
  if (g.ports() > graph::kMaxGraphPorts)
    throw ConfigError("topology", topology + " with " + std::to_string(g.ports()) + " ports per router",
                      "at most " + std::to_string(graph::kMaxGraphPorts) + " links per node");
  if (!graph::is_connected(g))
    throw ConfigError("topology", g.name(), "a connected graph: every node must reach every other");
  if (spec.routing == Routing::dor && spec.topology != Topology::tm)
    throw ConfigError("routing", "dor",
                      "duato on --topology " + topology + " (dimension-order routing on graphs is defined along TM's cut rings)");
  // Undirected links always let a packet climb to the root and descend: only arcs can break it.
  if (spec.routing == Routing::duato && 2 * static_cast<std::size_t>(g.link_count()) != g.channels().size()) {
    const graph::UpDownRoutes routes(g);
    for (int u = 0; u < g.node_count(); ++u)
      for (int t = 0; t < g.node_count(); ++t)
        if (routes.length(u, 0, t) == graph::UpDownRoutes::kNoRoute)
          throw ConfigError("edges", g.name(),
                            "a graph whose up*/down* escape routes (root " + g.node(0).name + ") reach every node; no legal "
                            "route leads from " + g.node(u).name + " to " + g.node(t).name + " (add the reverse of its arcs)");
  }
}

}  // namespace kncube::rtl
