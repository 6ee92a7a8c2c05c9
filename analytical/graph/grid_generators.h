#pragma once
// The built-in 2-D graph networks of spec 04 A.1 and A.2, on a k x k grid of (x, y) positions:
// nodes numbered by row-major rank over the positions that exist (sorted by (y, x)), ports
// 0 +x, 1 -x, 2 +y, 3 -y, every link bidirectional.

#include "analytical/graph/network_graph.h"

namespace kncube::graph {

// Mesh(k): (x,y)-(x+1,y) for x < k-1 and (x,y)-(x,y+1) for y < k-1; 2k(k-1) links. k >= 2.
NetworkGraph make_mesh_graph(int k);
// Torus(k): the mesh links with indices mod k; 2k^2 links. k >= 3.
NetworkGraph make_torus_graph(int k);
// TM(k) (spec 04 A.1, inferred): the torus minus every row link (x,y)-((x+1) mod k, y) and every
// column link (x,y)-(x, (y+1) mod k) with (x+y) mod k = k-1; 2k(k-1) links. k >= 3.
NetworkGraph make_tm_graph(int k);
// XFTM-L(k) (spec 04 A.2.1-A.2.2): the grid minus the wedge x >= k-3, y < x, 1 <= y <= k-2,
// x+y >= k; mesh links between surviving nodes; for even k without (k/2-1, k/2)-(k/2, k/2). k >= 3.
NetworkGraph make_xftm_graph(int k);

// Whether spec 04 A.2.1 removes grid position (x, y) from the x-Folded TM of radix k.
bool xftm_removes(int k, int x, int y);
// TM's cut: whether the row (or column) link leaving (x, y) in the + direction is absent.
inline bool tm_cuts(int k, int x, int y) { return (x + y) % k == k - 1; }

}  // namespace kncube::graph
