#pragma once
// A network as a graph of routers joined by unidirectional channels, with optional (x, y)
// coordinates: what an edge-list file or a built-in generator (mesh, torus, TM, x-Folded TM;
// spec 04 A.1, A.2) describes, and what both the simulator and the graph models (spec 04 A.5)
// are built from. Plain C++17, no SystemC.

#include <cstdint>
#include <string>
#include <vector>

namespace kncube::graph {

// The most routers a graph network may have: routing keeps node x node tables (spec 04 A.3).
constexpr int kMaxGraphNodes = 4096;
// The most network ports per router: a route lists at most one candidate per port.
constexpr int kMaxGraphPorts = 16;

struct GraphNode {
  std::string name;     // as the edge file spells it, or "x3y4" for generated nodes
  bool placed = false;  // whether x and y are given
  int x = 0;            // column
  int y = 0;            // row
};

// One unidirectional channel from output port `source_port` of router `source` into input port
// `sink_port` of router `sink`.
struct GraphChannel {
  int source = 0;
  int source_port = 0;
  int sink = 0;
  int sink_port = 0;
  int wire_delay = 0;  // cycles a flit spends on the wire; 0: the run's --wire-delay
};

class NetworkGraph {
 public:
  // `name` says where the graph came from ("xftm k=8", "graph net.edges"), for reports.
  explicit NetworkGraph(std::string name) : name_(std::move(name)) {}

  int add_node(GraphNode node);
  // An undirected link: two channels that use the same port index at each end (the next port
  // free at that router, or the given one).
  void add_link(int a, int b, int wire_delay = 0, int port_at_a = -1, int port_at_b = -1);
  // A directed link: one channel, on the next free output port of `from` and input port of `to`.
  void add_arc(int from, int to, int wire_delay = 0);
  // Names ports by direction (0 xp, 1 xm, 2 yp, 3 ym; spec 04 A.1) instead of p0, p1, ...
  void use_direction_port_names() { direction_ports_ = true; }

  const std::string& name() const { return name_; }
  int node_count() const { return static_cast<int>(nodes_.size()); }
  const GraphNode& node(int id) const { return nodes_[static_cast<std::size_t>(id)]; }
  const std::vector<GraphNode>& nodes() const { return nodes_; }
  const std::vector<GraphChannel>& channels() const { return channels_; }
  // Undirected links count once, directed links once each.
  int link_count() const { return links_; }
  // Network ports per router: one more than the highest port index any channel uses.
  int ports() const { return ports_; }
  std::string port_name(int port) const;
  // "x3y4" when the node is placed, else its name: what traces call its router.
  std::string node_label(int id) const;
  // Channels leaving and entering the node.
  int out_degree(int id) const { return out_degree_[static_cast<std::size_t>(id)]; }
  int in_degree(int id) const { return in_degree_[static_cast<std::size_t>(id)]; }

 private:
  std::string name_;
  std::vector<GraphNode> nodes_;
  std::vector<GraphChannel> channels_;
  std::vector<int> next_out_;
  std::vector<int> next_in_;
  std::vector<int> out_degree_;
  std::vector<int> in_degree_;
  int links_ = 0;
  int ports_ = 0;
  bool direction_ports_ = false;
};

// Whether every node reaches every other along channels (strongly connected).
bool is_connected(const NetworkGraph& graph);

}  // namespace kncube::graph
