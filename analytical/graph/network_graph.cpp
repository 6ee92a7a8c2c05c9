#include "analytical/graph/network_graph.h"

#include <algorithm>
#include <stdexcept>

namespace kncube::graph {

int NetworkGraph::add_node(GraphNode node) {
  nodes_.push_back(std::move(node));
  next_out_.push_back(0);
  next_in_.push_back(0);
  out_degree_.push_back(0);
  in_degree_.push_back(0);
  return node_count() - 1;
}

void NetworkGraph::add_link(int a, int b, int wire_delay, int port_at_a, int port_at_b) {
  const auto next_free = [this](int id) {
    return std::max(next_out_[static_cast<std::size_t>(id)], next_in_[static_cast<std::size_t>(id)]);
  };
  const int pa = port_at_a >= 0 ? port_at_a : next_free(a);
  const int pb = port_at_b >= 0 ? port_at_b : next_free(b);
  channels_.push_back(GraphChannel{a, pa, b, pb, wire_delay});
  channels_.push_back(GraphChannel{b, pb, a, pa, wire_delay});
  for (int id : {a, b}) {
    ++out_degree_[static_cast<std::size_t>(id)];
    ++in_degree_[static_cast<std::size_t>(id)];
  }
  for (const auto& [id, port] : {std::pair{a, pa}, std::pair{b, pb}}) {
    auto& out = next_out_[static_cast<std::size_t>(id)];
    auto& in = next_in_[static_cast<std::size_t>(id)];
    out = std::max(out, port + 1);
    in = std::max(in, port + 1);
    ports_ = std::max(ports_, port + 1);
  }
  ++links_;
}

void NetworkGraph::add_arc(int from, int to, int wire_delay) {
  auto& out = next_out_[static_cast<std::size_t>(from)];
  auto& in = next_in_[static_cast<std::size_t>(to)];
  channels_.push_back(GraphChannel{from, out, to, in, wire_delay});
  ++out_degree_[static_cast<std::size_t>(from)];
  ++in_degree_[static_cast<std::size_t>(to)];
  ++out;
  ++in;
  ports_ = std::max({ports_, out, in});
  ++links_;
}

std::string NetworkGraph::port_name(int port) const {
  if (direction_ports_ && port >= 0 && port < 4) {
    static const char* const names[] = {"xp", "xm", "yp", "ym"};
    return names[port];
  }
  return "p" + std::to_string(port);
}

std::string NetworkGraph::node_label(int id) const {
  const GraphNode& n = node(id);
  if (n.placed) return "x" + std::to_string(n.x) + "y" + std::to_string(n.y);
  return n.name;
}

bool is_connected(const NetworkGraph& graph) {
  const int nodes = graph.node_count();
  if (nodes == 0) return false;
  // Reached from node 0 forwards and backwards: strongly connected iff both reach everything.
  std::vector<std::vector<int>> forward(static_cast<std::size_t>(nodes));
  std::vector<std::vector<int>> backward(static_cast<std::size_t>(nodes));
  for (const GraphChannel& c : graph.channels()) {
    forward[static_cast<std::size_t>(c.source)].push_back(c.sink);
    backward[static_cast<std::size_t>(c.sink)].push_back(c.source);
  }
  for (const auto* adjacency : {&forward, &backward}) {
    std::vector<char> seen(static_cast<std::size_t>(nodes), 0);
    std::vector<int> stack{0};
    seen[0] = 1;
    int reached = 1;
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      for (int w : (*adjacency)[static_cast<std::size_t>(u)])
        if (!seen[static_cast<std::size_t>(w)]) {
          seen[static_cast<std::size_t>(w)] = 1;
          ++reached;
          stack.push_back(w);
        }
    }
    if (reached != nodes) return false;
  }
  return true;
}

}  // namespace kncube::graph
