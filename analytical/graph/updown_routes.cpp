#include "analytical/graph/updown_routes.h"

#include <utility>

namespace kncube::graph {

UpDownRoutes::UpDownRoutes(const NetworkGraph& graph)
    : nodes_(graph.node_count()),
      level_(static_cast<std::size_t>(nodes_), kNoRoute),
      up_(graph.channels().size(), 0),
      port_(2 * static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(nodes_), -1),
      length_(2 * static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(nodes_), kNoRoute) {
  const auto& channels = graph.channels();
  std::vector<std::vector<int>> out(static_cast<std::size_t>(nodes_));
  std::vector<std::vector<int>> in(static_cast<std::size_t>(nodes_));
  for (std::size_t c = 0; c < channels.size(); ++c) {
    out[static_cast<std::size_t>(channels[c].source)].push_back(static_cast<int>(c));
    in[static_cast<std::size_t>(channels[c].sink)].push_back(static_cast<int>(c));
  }
  if (nodes_ == 0) return;
  std::vector<int> queue{0};
  level_[0] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int c : out[static_cast<std::size_t>(queue[head])]) {
      const int w = channels[static_cast<std::size_t>(c)].sink;
      if (level_[static_cast<std::size_t>(w)] == kNoRoute) {
        level_[static_cast<std::size_t>(w)] = level_[static_cast<std::size_t>(queue[head])] + 1;
        queue.push_back(w);
      }
    }
  const auto key = [this](int v) { return std::pair{level_[static_cast<std::size_t>(v)], v}; };
  for (std::size_t c = 0; c < channels.size(); ++c) up_[c] = key(channels[c].sink) < key(channels[c].source) ? 1 : 0;

  // Backwards from (t, 0) and (t, 1): state (u, p) precedes (w, q) along channel u -> w when the
  // hop is up and p = q = 0, or the hop is down and q = 1.
  std::vector<std::pair<int, int>> states;
  for (int t = 0; t < nodes_; ++t) {
    states.clear();
    for (int phase = 0; phase < 2; ++phase) {
      length_[index(t, phase, t)] = 0;
      states.emplace_back(t, phase);
    }
    for (std::size_t head = 0; head < states.size(); ++head) {
      const auto [w, q] = states[head];
      const int here = length_[index(w, q, t)];
      for (int c : in[static_cast<std::size_t>(w)]) {
        const bool up = up_[static_cast<std::size_t>(c)] != 0;
        if (up && q == 1) continue;
        const int u = channels[static_cast<std::size_t>(c)].source;
        for (int p = 0; p < 2; ++p) {
          if (up && p == 1) continue;   // an up hop needs phase 0 before and after
          if (!up && q != 1) continue;  // a down hop leaves the packet in phase 1
          std::uint16_t& there = length_[index(u, p, t)];
          if (there == kNoRoute) {
            there = static_cast<std::uint16_t>(here + 1);
            states.emplace_back(u, p);
          }
        }
      }
    }
    // The escape port: a legal hop onto a state one hop closer, lowest port first.
    for (int u = 0; u < nodes_; ++u) {
      if (u == t) continue;
      for (int p = 0; p < 2; ++p) {
        const int here = length_[index(u, p, t)];
        if (here == kNoRoute) continue;
        int best = -1;
        for (int c : out[static_cast<std::size_t>(u)]) {
          const GraphChannel& channel = channels[static_cast<std::size_t>(c)];
          const bool up = up_[static_cast<std::size_t>(c)] != 0;
          if (up && p == 1) continue;
          const int next_phase = up ? 0 : 1;
          if (length_[index(channel.sink, next_phase, t)] + 1 != here) continue;
          if (best < 0 || channel.source_port < best) best = channel.source_port;
        }
        port_[index(u, p, t)] = static_cast<std::int8_t>(best);
      }
    }
  }
}

bool UpDownRoutes::complete() const {
  for (int u = 0; u < nodes_; ++u)
    for (int t = 0; t < nodes_; ++t)
      if (length(u, 0, t) == kNoRoute) return false;
  return true;
}

}  // namespace kncube::graph
