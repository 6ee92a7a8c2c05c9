#include "analytical/graph/grid_generators.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace kncube::graph {
namespace {

constexpr int kPlusX = 0;
constexpr int kMinusX = 1;
constexpr int kPlusY = 2;
constexpr int kMinusY = 3;

// The grid positions kept, numbered by row-major rank; -1 where a position is removed.
struct Grid {
  int k;
  std::vector<int> id;  // y * k + x -> node id or -1
  int at(int x, int y) const { return id[static_cast<std::size_t>(y * k + x)]; }
};

template <class Keep>
Grid place_nodes(NetworkGraph& graph, int k, Keep keep) {
  Grid grid{k, std::vector<int>(static_cast<std::size_t>(k * k), -1)};
  for (int y = 0; y < k; ++y)
    for (int x = 0; x < k; ++x)
      if (keep(x, y))
        grid.id[static_cast<std::size_t>(y * k + x)] =
            graph.add_node(GraphNode{"x" + std::to_string(x) + "y" + std::to_string(y), true, x, y});
  graph.use_direction_port_names();
  return grid;
}

// Links every kept position to its + neighbours (wrapping if `wrap`), unless `cut` says no.
template <class Cut>
void link_grid(NetworkGraph& graph, const Grid& grid, bool wrap, Cut cut) {
  const int k = grid.k;
  for (int y = 0; y < k; ++y)
    for (int x = 0; x < k; ++x) {
      const int here = grid.at(x, y);
      if (here < 0) continue;
      if (wrap || x + 1 < k) {
        const int there = grid.at((x + 1) % k, y);
        if (there >= 0 && !cut(x, y)) graph.add_link(here, there, 0, kPlusX, kMinusX);
      }
      if (wrap || y + 1 < k) {
        const int there = grid.at(x, (y + 1) % k);
        if (there >= 0 && !cut(x, y)) graph.add_link(here, there, 0, kPlusY, kMinusY);
      }
    }
}

void require_radix(int k, int minimum, const char* what) {
  if (k < minimum || k > 255)
    throw std::invalid_argument(std::string(what) + " needs k from " + std::to_string(minimum) + " to 255, not " +
                                std::to_string(k));
}

}  // namespace

bool xftm_removes(int k, int x, int y) { return x >= k - 3 && y < x && y >= 1 && y <= k - 2 && x + y >= k; }

NetworkGraph make_mesh_graph(int k) {
  require_radix(k, 2, "mesh");
  NetworkGraph graph("mesh k=" + std::to_string(k));
  const Grid grid = place_nodes(graph, k, [](int, int) { return true; });
  link_grid(graph, grid, false, [](int, int) { return false; });
  return graph;
}

NetworkGraph make_torus_graph(int k) {
  require_radix(k, 3, "torus");
  NetworkGraph graph("torus k=" + std::to_string(k));
  const Grid grid = place_nodes(graph, k, [](int, int) { return true; });
  link_grid(graph, grid, true, [](int, int) { return false; });
  return graph;
}

NetworkGraph make_tm_graph(int k) {
  require_radix(k, 3, "tm");
  NetworkGraph graph("tm k=" + std::to_string(k));
  const Grid grid = place_nodes(graph, k, [](int, int) { return true; });
  // The row and column links leaving an anti-diagonal node in the + direction are both cut.
  link_grid(graph, grid, true, [k](int x, int y) { return tm_cuts(k, x, y); });
  return graph;
}

NetworkGraph make_xftm_graph(int k) {
  require_radix(k, 3, "xftm");
  NetworkGraph graph("xftm k=" + std::to_string(k));
  const Grid grid = place_nodes(graph, k, [k](int x, int y) { return !xftm_removes(k, x, y); });
  const int half = k / 2;
  // Definition 1's single deleted link for even k: (k/2-1, k/2)-(k/2, k/2), a row link.
  const auto deleted = [k, half](int x, int y) { return k % 2 == 0 && x == half - 1 && y == half; };
  const int kk = k;
  for (int y = 0; y < kk; ++y)
    for (int x = 0; x < kk; ++x) {
      const int here = grid.at(x, y);
      if (here < 0) continue;
      if (x + 1 < kk && grid.at(x + 1, y) >= 0 && !deleted(x, y)) graph.add_link(here, grid.at(x + 1, y), 0, kPlusX, kMinusX);
      if (y + 1 < kk && grid.at(x, y + 1) >= 0) graph.add_link(here, grid.at(x, y + 1), 0, kPlusY, kMinusY);
    }
  return graph;
}

}  // namespace kncube::graph
