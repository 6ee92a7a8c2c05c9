// Admissible sizes of the chapter-6 comparison and the A14 nearest-root approximation
// (spec 03 §3.2, §3.7, A14).

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"

namespace kncube::analytical {
namespace {

TEST(CostNetworkSize, TableSizesHaveTheThesisRadices) {
  const EqualSizeRadices n64 = equal_size_radices(64);
  EXPECT_EQ(n64.radix_2d, 8);
  EXPECT_FALSE(n64.radix_2d_approximate);
  EXPECT_EQ(n64.radix_3d, 4);
  EXPECT_EQ(n64.hypercube_dimension, 6);
  const EqualSizeRadices n4096 = equal_size_radices(4096);
  EXPECT_EQ(n4096.radix_2d, 64);
  EXPECT_FALSE(n4096.radix_2d_approximate);
  EXPECT_EQ(n4096.radix_3d, 16);
  EXPECT_EQ(n4096.hypercube_dimension, 12);
}

TEST(CostNetworkSize, N512UsesThe23By23Torus) {
  const EqualSizeRadices n512 = equal_size_radices(512);
  EXPECT_EQ(n512.nodes, 512);
  EXPECT_EQ(n512.radix_2d, 23);  // sqrt(512) = 22.63, nearest integer root (A14)
  EXPECT_TRUE(n512.radix_2d_approximate);
  EXPECT_EQ(n512.radix_3d, 8);
  EXPECT_EQ(n512.hypercube_dimension, 9);
  // The same rule at the next odd exponent: sqrt(32768) = 181.02.
  const EqualSizeRadices n32768 = equal_size_radices(32768);
  EXPECT_EQ(n32768.radix_2d, 181);
  EXPECT_TRUE(n32768.radix_2d_approximate);
  EXPECT_EQ(n32768.radix_3d, 32);
}

TEST(CostNetworkSize, NearestIntegerSquareRoot) {
  EXPECT_EQ(nearest_integer_square_root(512), 23);
  EXPECT_EQ(nearest_integer_square_root(2), 1);    // 1.41
  EXPECT_EQ(nearest_integer_square_root(6), 2);    // 2.45
  EXPECT_EQ(nearest_integer_square_root(7), 3);    // 2.65
  EXPECT_EQ(nearest_integer_square_root(8), 3);    // 2.83
  EXPECT_EQ(nearest_integer_square_root(20), 4);   // 4.47
  EXPECT_EQ(nearest_integer_square_root(21), 5);   // 4.58
  EXPECT_EQ(nearest_integer_square_root(4096), 64);
  EXPECT_EQ(nearest_integer_square_root(std::int64_t{1} << 59), 759250125);  // 2^29.5 = 759250124.99
}

TEST(CostNetworkSize, ExactRootsAndPowers) {
  EXPECT_EQ(exact_integer_root(512, 3), 8);
  EXPECT_EQ(exact_integer_root(4096, 2), 64);
  EXPECT_FALSE(exact_integer_root(512, 2).has_value());
  EXPECT_FALSE(exact_integer_root(128, 3).has_value());
  EXPECT_EQ(exact_integer_root(std::int64_t{1} << 60, 3), std::int64_t{1} << 20);
  EXPECT_EQ(checked_integer_power(23, 2), 529);
  EXPECT_FALSE(checked_integer_power(2, 63).has_value());
  EXPECT_TRUE(is_power_of_two(512));
  EXPECT_FALSE(is_power_of_two(529));
  EXPECT_FALSE(is_power_of_two(0));
  EXPECT_FALSE(is_power_of_two(-64));
}

// The error for `nodes`, or a test failure when none is thrown.
CostInputError node_error(std::int64_t nodes) {
  try {
    equal_size_radices(nodes);
  } catch (const CostInputError& error) {
    return error;
  }
  ADD_FAILURE() << "N = " << nodes << " was accepted";
  return CostInputError("", "", "");
}

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(CostNetworkSize, NotAPowerOfTwoNamesTheNearestAdmissibleSizes) {
  const CostInputError error = node_error(100);
  EXPECT_EQ(error.key(), "nodes");
  EXPECT_EQ(error.value(), "100");
  EXPECT_TRUE(mentions(error.allowed(), "nearest admissible: 64 and 512")) << error.allowed();
  EXPECT_TRUE(mentions(error.allowed(), "nearest with exact square and cube roots: 64 and 4096")) << error.allowed();
  EXPECT_TRUE(mentions(error.allowed(), "nearest integer square root")) << error.allowed();
  EXPECT_TRUE(mentions(error.allowed(), "512 -> 23x23")) << error.allowed();
  EXPECT_TRUE(mentions(error.what(), "nodes = 100")) << error.what();
}

TEST(CostNetworkSize, NoIntegerCubeRootIsRejectedWithNeighbours) {
  // 2^7 and 2^10: no 3D torus (A14 approximates only the 2D torus).
  const CostInputError n128 = node_error(128);
  EXPECT_EQ(n128.key(), "nodes");
  EXPECT_TRUE(mentions(n128.allowed(), "nearest admissible: 64 and 512")) << n128.allowed();
  const CostInputError n1024 = node_error(1024);
  EXPECT_TRUE(mentions(n1024.allowed(), "nearest admissible: 512 and 4096")) << n1024.allowed();
  EXPECT_TRUE(mentions(n1024.allowed(), "exact square and cube roots: 64 and 4096")) << n1024.allowed();
}

TEST(CostNetworkSize, TooSmallOrNonPositiveSizesAreRejected) {
  // N = 8: the "3D torus" would be the 3-cube itself (k = 2).
  const CostInputError n8 = node_error(8);
  EXPECT_EQ(n8.value(), "8");
  EXPECT_TRUE(mentions(n8.allowed(), "nearest admissible: 64;")) << n8.allowed();
  EXPECT_EQ(node_error(0).key(), "nodes");
  EXPECT_EQ(node_error(-64).value(), "-64");
  EXPECT_EQ(node_error(std::int64_t{1} << 61).key(), "nodes");
  EXPECT_EQ(equal_size_radices(std::int64_t{1} << 60).radix_2d, std::int64_t{1} << 30);
}

TEST(CostNetworkSize, FormulaRadixOfTheStandInTorusIsTheRealRoot) {
  EXPECT_DOUBLE_EQ(formula_radix(23, 2, 512), std::sqrt(512.0));
  EXPECT_DOUBLE_EQ(formula_radix(8, 3, 512), 8.0);
  EXPECT_DOUBLE_EQ(formula_radix(2, 9, 512), 2.0);
  try {
    formula_radix(22, 2, 512);
    FAIL() << "22x22 accepted for N = 512";
  } catch (const CostInputError& error) {
    EXPECT_EQ(error.key(), "k");
    EXPECT_EQ(error.value(), "22");
    EXPECT_TRUE(mentions(error.allowed(), "k = 23")) << error.allowed();
  }
  try {
    formula_radix(5, 3, 128);
    FAIL() << "5-ary 3-cube accepted for N = 128";
  } catch (const CostInputError& error) {
    EXPECT_TRUE(mentions(error.allowed(), "no integer root of degree 3")) << error.allowed();
  }
  EXPECT_THROW(formula_radix(1, 3, 1), CostInputError);
  EXPECT_THROW(formula_radix(4, 0, 64), CostInputError);
}

}  // namespace
}  // namespace kncube::analytical
