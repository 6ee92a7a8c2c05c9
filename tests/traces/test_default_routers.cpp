// Which routers are traced when --trace-routers is not given.
#include <gtest/gtest.h>

#include <vector>

#include "rtl_models/topology.h"
#include "traces/default_trace_routers.h"

namespace kncube::traces {
namespace {

TEST(DefaultTraceRouters, AllRoutersOfANetworkOfAtMost16Nodes) {
  const rtl::TopologyGraph g(Topology::torus, 4, 2, true);
  std::vector<rtl::NodeId> all;
  for (rtl::NodeId n = 0; n < 16; ++n) all.push_back(n);
  EXPECT_EQ(default_trace_routers(g), all);
}

TEST(DefaultTraceRouters, RouterZeroAndItsNeighboursInBothDirections) {
  // 8-ary 2-cube, bidirectional: x neighbours 1 and 7, y neighbours 8 and 56.
  EXPECT_EQ(default_trace_routers(rtl::TopologyGraph(Topology::torus, 8, 2, true)),
            (std::vector<rtl::NodeId>{0, 1, 7, 8, 56}));
  // Unidirectional: router 0 sends to 1 and 8 and receives from 7 and 56; both count.
  EXPECT_EQ(default_trace_routers(rtl::TopologyGraph(Topology::torus, 8, 2, false)),
            (std::vector<rtl::NodeId>{0, 1, 7, 8, 56}));
  // Mesh: no wrap-around.
  EXPECT_EQ(default_trace_routers(rtl::TopologyGraph(Topology::mesh, 5, 2, true)), (std::vector<rtl::NodeId>{0, 1, 5}));
}

}  // namespace
}  // namespace kncube::traces
