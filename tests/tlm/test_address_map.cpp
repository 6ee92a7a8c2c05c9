// The address map (node << 32 | offset) and the minimal routes the LT model times.
#include <gtest/gtest.h>

#include "rtl_models/topology.h"
#include "tlm/address_map.h"

namespace kncube::test {
namespace {

using tlm2::AddressMap;

TEST(AddressMap, NodeInTheUpperBitsOffsetInTheLower) {
  const AddressMap map(16);
  EXPECT_EQ(AddressMap::address(5, 0x40), 0x0000000500000040ULL);
  EXPECT_EQ(map.destination(0x0000000500000040ULL), 5);
  EXPECT_EQ(AddressMap::offset(0x0000000500000040ULL), 0x40u);
  EXPECT_EQ(map.destination(AddressMap::address(15, 0xffffffff)), 15);
  EXPECT_EQ(map.destination(AddressMap::address(16, 0)), -1);
  EXPECT_EQ(map.destination(0xffffffffffffffffULL), -1);
}

TEST(AddressMap, WritesStayInsideOneWindow) {
  EXPECT_TRUE(AddressMap::fits_window(AddressMap::address(3, 0), 0));
  EXPECT_TRUE(AddressMap::fits_window(AddressMap::address(3, 0xfffffff8), 8));
  EXPECT_FALSE(AddressMap::fits_window(AddressMap::address(3, 0xfffffff9), 8));
  EXPECT_TRUE(AddressMap::fits_window(AddressMap::address(3, 0xffffffff), 1));
  EXPECT_FALSE(AddressMap::fits_window(AddressMap::address(3, 0xffffffff), 2));
}

TEST(RouteDimensions, MinimalHopsPerDimensionHighestFirst) {
  const rtl::TopologyGraph uni(Topology::torus, 4, 2, false);
  // (1, 0) -> (0, 2): x the long way round (3 hops), y 2 hops; highest dimension first.
  EXPECT_EQ(uni.route_dimensions(1, 8), (std::vector<int>{1, 1, 0, 0, 0}));
  const rtl::TopologyGraph bi(Topology::torus, 4, 2, true);
  EXPECT_EQ(bi.route_dimensions(1, 8), (std::vector<int>{1, 1, 0}));
  const rtl::TopologyGraph mesh(Topology::mesh, 4, 2, true);
  EXPECT_EQ(mesh.route_dimensions(3, 12), (std::vector<int>{1, 1, 1, 0, 0, 0}));
  const rtl::TopologyGraph cube(Topology::hypercube, 2, 4, false);
  EXPECT_EQ(cube.route_dimensions(0b0000, 0b1010), (std::vector<int>{3, 1}));
  for (const auto* g : {&uni, &bi, &mesh, &cube})
    for (rtl::NodeId s = 0; s < g->node_count(); ++s)
      for (rtl::NodeId d = 0; d < g->node_count(); ++d)
        EXPECT_EQ(static_cast<int>(g->route_dimensions(s, d).size()), g->distance(s, d));
}

}  // namespace
}  // namespace kncube::test
