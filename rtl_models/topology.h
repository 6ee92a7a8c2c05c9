#pragma once
// A network as an explicit list of directed channels between router ports. The k-ary n-cube
// builders below produce one; routing functions read node coordinates from it, and the network
// elaborates one router port per channel end, so arbitrary graphs only need another builder.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/network_graph.h"
#include "analytical/vocabulary/network_spec.h"
#include "rtl_models/flit.h"

namespace kncube::rtl {

constexpr int kMaxDimensions = 16;

struct ChannelSpec {
  NodeId source = 0;
  int source_port = 0;
  NodeId sink = 0;
  int sink_port = 0;
  int dimension = 0;
  int direction = +1;  // +1 or -1 along the dimension
  int wire_delay = 0;  // graph networks: this link's wire delay in cycles; 0: the run's --wire-delay
};

class TopologyGraph {
 public:
  TopologyGraph(Topology kind, int k, int n, bool bidirectional);
  // A graph network (topology graph, tm or xftm; `k` the grid radix of tm and xftm): one router
  // per graph node, one port per graph port, the channels of the graph in its order.
  TopologyGraph(std::shared_ptr<const graph::NetworkGraph> graph, Topology kind, int k);

  Topology kind() const { return kind_; }
  int radix() const { return k_; }
  int dimensions() const { return n_; }
  bool bidirectional() const { return bidirectional_; }
  bool wraps() const { return kind_ != Topology::mesh; }
  NodeId node_count() const { return nodes_; }
  // Network ports per router (n unidirectional, 2n bidirectional); the local (PE) port follows them.
  int network_ports() const { return network_ports_; }
  int local_port() const { return network_ports(); }
  int ports() const { return network_ports() + 1; }
  int port_of(int dimension, int direction) const {
    return bidirectional_ ? 2 * dimension + (direction < 0 ? 1 : 0) : dimension;
  }
  int dimension_of_port(int port) const { return bidirectional_ ? port / 2 : port; }
  int direction_of_port(int port) const { return bidirectional_ && (port % 2 == 1) ? -1 : +1; }

  int digit(NodeId node, int dimension) const {
    return digits_[static_cast<std::size_t>(node) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(dimension)];
  }
  NodeId node_at(const int* digits) const;
  const std::vector<ChannelSpec>& channels() const { return channels_; }
  // Graph networks: the graph and its distance table; null for the k-ary n-cubes.
  const graph::NetworkGraph* graph() const { return graph_.get(); }
  const graph::DistanceTable* distances() const { return distances_.get(); }
  // Name of a node's module for traces: "n12", or on graph networks with coordinates "x3y4".
  std::string router_name(NodeId node) const;

  // Readable names for traces and reports: "xp", "ym", "d4p", "pe".
  std::string port_name(int port) const;
  // Minimal hop count from a to b under this topology (ties count once).
  int distance(NodeId a, NodeId b) const;
  // The dimension of every channel a minimal dimension-order route from a to b crosses, highest
  // dimension first (what zero-load latencies are computed along).
  std::vector<int> route_dimensions(NodeId a, NodeId b) const;

 private:
  void add_channels();

  Topology kind_;
  int k_;
  int n_;
  bool bidirectional_;
  NodeId nodes_;
  int network_ports_;
  std::shared_ptr<const graph::NetworkGraph> graph_;
  std::shared_ptr<const graph::DistanceTable> distances_;
  std::vector<std::uint8_t> digits_;
  std::vector<ChannelSpec> channels_;
};

// The graph for a network spec: torus (uni/bi, any k >= 2), hypercube (binary n-cube: one channel
// per dimension each way, i.e. the unidirectional 2-ary n-cube), mesh (bidirectional, no wrap),
// or the spec's graph network (topology graph, tm, xftm; std::invalid_argument without one).
TopologyGraph make_topology(const NetworkSpec& spec);

}  // namespace kncube::rtl
