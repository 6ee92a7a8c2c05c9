// Thesis Table 6.1 (spec 03 §3.7): all 36 mu entries rounded up, every bracketed unrounded
// value, and all 9 V entries, through the closed forms (6.15-6.22, 6.26-6.28), the general
// (k, n) forms and the comparison builder. R = 1.

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "analytical/cost/cost_comparison.h"
#include "analytical/cost/cost_flit_time.h"
#include "analytical/cost/cost_network_size.h"
#include "analytical/cost/cost_router_vcs.h"

namespace kncube::analytical {
namespace {

// One table cell: the rounded mu and the unrounded value. `printed_decimals` < 0 means the table
// shows no bracket because the formula value is that integer exactly.
struct Cell {
  std::int64_t rounded;
  double unrounded;
  int printed_decimals;
};

constexpr int exact = -1;

// Columns in table order.
struct Column {
  Constraint constraint;
  Wires wires;
};
constexpr std::array<Column, 4> columns = {{{Constraint::bisection, Wires::pipelined},
                                            {Constraint::bisection, Wires::nonpipelined},
                                            {Constraint::pinout, Wires::pipelined},
                                            {Constraint::pinout, Wires::nonpipelined}}};

struct Row {
  std::int64_t nodes;
  ComparedTopology topology;
  int vcs;
  std::array<Cell, 4> mu;
};

const std::vector<Row>& table_6_1() {
  static const std::vector<Row> rows = {
      {64, ComparedTopology::torus_2d, 6, {{{1, 1, exact}, {1, 1, exact}, {1, 1, exact}, {1, 1, exact}}}},
      {64, ComparedTopology::torus_3d, 4, {{{3, 2.333, 3}, {4, 4, exact}, {2, 1.750, 3}, {3, 3, exact}}}},
      {64, ComparedTopology::hypercube, 2, {{{5, 4.667, 3}, {8, 8, exact}, {4, 3.5, 1}, {6, 6, exact}}}},
      {512, ComparedTopology::torus_2d, 9, {{{1, 1, exact}, {1, 1, exact}, {1, 1, exact}, {1, 1, exact}}}},
      {512, ComparedTopology::torus_3d, 6, {{{6, 5.098, 3}, {8, 8, exact}, {3, 2.703, 3}, {5, 4.243, 3}}}},
      {512, ComparedTopology::hypercube, 2, {{{28, 27.187, 3}, {64, 64, exact}, {11, 10.814, 3}, {26, 25.456, 3}}}},
      {4096, ComparedTopology::torus_2d, 12, {{{1, 1, exact}, {1, 1, exact}, {1, 1, exact}, {1, 1, exact}}}},
      {4096, ComparedTopology::torus_3d, 8, {{{11, 10.5, 1}, {16, 16, exact}, {4, 3.938, 3}, {6, 6, exact}}}},
      {4096, ComparedTopology::hypercube, 2, {{{168, 168, exact}, {512, 512, exact}, {32, 31.5, 1}, {96, 96, exact}}}},
  };
  return rows;
}

// Does `value` print as the table's cell? Values the table gives exactly must match to 1e-9
// relative; bracketed values must round (half away from zero, 3.9375 -> 3.938) to the printed digits.
::testing::AssertionResult prints_as(double value, const Cell& cell) {
  if (cell.printed_decimals == exact) {
    if (std::abs(value - cell.unrounded) <= 1e-9 * cell.unrounded) return ::testing::AssertionSuccess();
  } else {
    const double scale = std::pow(10.0, cell.printed_decimals);
    if (std::abs(std::round(value * scale) / scale - cell.unrounded) <= 1e-9 * cell.unrounded)
      return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << value << " does not print as " << cell.unrounded;
}

TEST(CostTable61, ThirtySixMuEntriesFromTheBuilder) {
  int checked = 0;
  for (const Row& row : table_6_1()) {
    for (std::size_t c = 0; c < columns.size(); ++c) {
      ComparisonRequest request;
      request.nodes = row.nodes;
      request.constraint = columns[c].constraint;
      request.wires = columns[c].wires;
      const CostComparison comparison = build_cost_comparison(request);  // network() refers into it
      const ComparedNetwork& network = comparison.network(row.topology);
      const Cell& cell = row.mu[c];
      SCOPED_TRACE(network.label + " " + std::string(to_string(columns[c].constraint)) + " " +
                   std::string(to_string(columns[c].wires)));
      EXPECT_EQ(network.mu.rounded, cell.rounded);
      EXPECT_TRUE(prints_as(network.mu.unrounded, cell));
      EXPECT_DOUBLE_EQ(network.spec.channel_time, static_cast<double>(cell.rounded));  // A13
      ++checked;
    }
  }
  EXPECT_EQ(checked, 36);
}

TEST(CostTable61, ClosedFormsGiveTheTorus3dAndHypercubeEntries) {
  for (const Row& row : table_6_1()) {
    if (row.topology == ComparedTopology::torus_2d) continue;
    for (std::size_t c = 0; c < columns.size(); ++c) {
      const double mu = row.topology == ComparedTopology::torus_3d
                            ? torus_3d_flit_factor_closed_form(columns[c].constraint, columns[c].wires, row.nodes)
                            : hypercube_flit_factor_closed_form(columns[c].constraint, columns[c].wires, row.nodes);
      SCOPED_TRACE(row.nodes);
      EXPECT_TRUE(prints_as(mu, row.mu[c]));
      EXPECT_EQ(static_cast<std::int64_t>(std::ceil(mu - 1e-9)), row.mu[c].rounded);
    }
  }
}

TEST(CostTable61, GeneralFormGivesEveryEntry) {
  for (const Row& row : table_6_1()) {
    const EqualSizeRadices radices = equal_size_radices(row.nodes);
    std::int64_t k = 2;
    int n = radices.hypercube_dimension;
    if (row.topology == ComparedTopology::torus_2d) {
      k = radices.radix_2d;
      n = 2;
    } else if (row.topology == ComparedTopology::torus_3d) {
      k = radices.radix_3d;
      n = 3;
    }
    for (std::size_t c = 0; c < columns.size(); ++c) {
      const FlitTimeFactor mu = flit_time_factor(columns[c].constraint, columns[c].wires, k, n, row.nodes);
      EXPECT_EQ(mu.rounded, row.mu[c].rounded) << k << "-ary " << n << "-cube, column " << c;
      EXPECT_TRUE(prints_as(mu.unrounded, row.mu[c]));
    }
  }
}

TEST(CostTable61, NineVcEntries) {
  int checked = 0;
  for (const Row& row : table_6_1()) {
    ComparisonRequest request;
    request.nodes = row.nodes;
    const CostComparison comparison = build_cost_comparison(request);  // network() refers into it
    const ComparedNetwork& network = comparison.network(row.topology);
    EXPECT_EQ(network.vcs, row.vcs) << network.label;
    EXPECT_EQ(network.spec.vcs, row.vcs) << network.label;
    EXPECT_EQ(equal_buffer_vcs(network.k, network.n, row.nodes), row.vcs) << network.label;
    ++checked;
  }
  EXPECT_EQ(checked, 9);
}

TEST(CostTable61, VcClosedFormsAreExactAtTheTableSizes) {
  // 6.27 and 6.28 need no rounding at N = 64, 512, 4096 (A15's ceil only matters elsewhere).
  EXPECT_DOUBLE_EQ(torus_2d_vcs_closed_form(64), 6.0);
  EXPECT_DOUBLE_EQ(torus_3d_vcs_closed_form(64), 4.0);
  EXPECT_DOUBLE_EQ(torus_2d_vcs_closed_form(512), 9.0);
  EXPECT_DOUBLE_EQ(torus_3d_vcs_closed_form(512), 6.0);
  EXPECT_DOUBLE_EQ(torus_2d_vcs_closed_form(4096), 12.0);
  EXPECT_DOUBLE_EQ(torus_3d_vcs_closed_form(4096), 8.0);
  EXPECT_EQ(hypercube_vcs, 2);
}

}  // namespace
}  // namespace kncube::analytical
