// compare --conclusions without simulating: which statements of the thesis (spec 03 §3.11) a case
// is checked against, the model's winners, and how the table reports simulated runs that name no
// winner (saturated at the light rate, or failed) instead of reading them as numbers.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/compare/studies/conclusion_study.h"
#include "testbenches/application/compare/studies/thesis_conclusions.h"
#include "testbenches/application/compare/report/compare_conclusions_report.h"

namespace kncube::compare {
namespace {

using analytical::ComparedTopology;
using analytical::Constraint;
using analytical::Wires;

ConclusionCase a_case(std::int64_t nodes, Constraint constraint, Wires wires, TrafficKind kind) {
  ConclusionCase c;
  c.nodes = nodes;
  c.constraint = constraint;
  c.wires = wires;
  c.traffic.kind = kind;
  if (kind == TrafficKind::hotspot) c.traffic.hotspot_fraction = thesis_hotspot_fraction;
  return c;
}

TEST(ThesisClaims, ReadAsTheSpecStatesThem) {
  const ThesisClaim small = thesis_claim(a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::uniform));
  EXPECT_EQ(small.light, ComparedTopology::torus_2d);
  EXPECT_EQ(small.saturation, ComparedTopology::hypercube) << "at N = 64 the hypercube overtakes as load rises";
  const ThesisClaim headline = thesis_claim(a_case(4096, Constraint::pinout, Wires::nonpipelined, TrafficKind::uniform));
  EXPECT_FALSE(headline.light.has_value());
  EXPECT_EQ(headline.saturation, ComparedTopology::torus_3d) << "the 3D torus at N = 4096";
  const ThesisClaim transpose = thesis_claim(a_case(512, Constraint::pinout, Wires::nonpipelined, TrafficKind::transpose));
  EXPECT_EQ(transpose.saturation, ComparedTopology::torus_2d) << "transpose takes the uniform claims";
  const ThesisClaim open = thesis_claim(a_case(64, Constraint::pinout, Wires::pipelined, TrafficKind::hotspot));
  EXPECT_EQ(open.light, ComparedTopology::torus_2d);
  EXPECT_FALSE(open.saturation.has_value()) << "Fig. 6.9 leaves h = 0.2 under pin-out open";
}

TEST(ThesisClaims, NoneForSettingsTheThesisDoesNotSpeakTo) {
  ConclusionCase small_h = a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::hotspot);
  small_h.traffic.hotspot_fraction = 0.05;  // the thesis ranks the other way at small h
  ConclusionCase short_messages = a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::uniform);
  short_messages.message_length = 32;
  ConclusionCase partial = a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::digit_reversal);
  partial.traffic.pattern_fraction = 0.5;
  const ConclusionCase other_size = a_case(128, Constraint::bisection, Wires::pipelined, TrafficKind::uniform);
  for (const ConclusionCase& c : {small_h, short_messages, partial, other_size}) {
    const ThesisClaim claim = thesis_claim(c);
    EXPECT_FALSE(claim.light.has_value()) << claim.statement;
    EXPECT_FALSE(claim.saturation.has_value()) << claim.statement;
    EXPECT_NE(claim.statement.find("no thesis result"), std::string::npos) << claim.statement;
  }
}

TEST(ConclusionModel, WinnersAtN64BisectionPipelinedUniform) {
  const analytical::ModelCatalog catalog;
  const CaseOutcome c = model_case(catalog, a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::uniform));
  EXPECT_EQ(c.model_light.topology, ComparedTopology::torus_2d);
  EXPECT_EQ(c.model_saturation_winner.topology, ComparedTopology::hypercube);
  const double smallest = std::min({c.model_saturation[0], c.model_saturation[1], c.model_saturation[2]});
  EXPECT_DOUBLE_EQ(c.light_rate, 0.1 * smallest);
  for (double latency : c.model_light_latency) EXPECT_TRUE(std::isfinite(latency));
}

// The table row of one simulated N = 64 case whose light-load runs did not all finish ok.
std::string markdown_row_with_light_runs(sweep::RunStatus third) {
  const analytical::ModelCatalog catalog;
  CaseOutcome c = model_case(catalog, a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::uniform));
  CaseSimulation simulation;
  for (auto& run : simulation.light) {
    run.status = sweep::RunStatus::ok;
    run.measured.latency = {100.0, 1.0};
  }
  simulation.light[2].status = third;
  simulation.light[2].measured.latency = {0.0, 0.0};  // never a winner, whatever it holds
  for (auto& search : simulation.saturation) {
    search.low = 0.001;
    search.high = 0.0011;
  }
  simulation.saturation_winner = Winner{ComparedTopology::hypercube, false};
  c.simulation = simulation;
  std::ostringstream out;
  report::write_conclusions_markdown(out, {c});
  std::istringstream lines(out.str());
  std::string line;
  std::getline(lines, line);
  std::getline(lines, line);
  std::getline(lines, line);  // the first row, after header and rule
  return line;
}

std::string cell(const std::string& row, int index) {  // 0-based, between the pipes
  std::size_t start = 0;
  for (int i = 0; i <= index; ++i) start = row.find('|', start) + 1;
  return row.substr(start, row.find('|', start) - start);
}

TEST(ConclusionReport, ALightRunThatSaturatedSaysSoAndOneThatFailedSaysFailed) {
  EXPECT_EQ(cell(markdown_row_with_light_runs(sweep::RunStatus::saturated), 5), " saturated ");
  EXPECT_EQ(cell(markdown_row_with_light_runs(sweep::RunStatus::failed), 5), " failed ");
}

TEST(ConclusionReport, CsvLeavesNumbersOutWhereNothingWasMeasured) {
  const analytical::ModelCatalog catalog;
  CaseOutcome c = model_case(catalog, a_case(64, Constraint::bisection, Wires::pipelined, TrafficKind::uniform));
  CaseSimulation simulation;
  simulation.light[0].status = sweep::RunStatus::saturated;
  simulation.light[0].measured.latency = {12345.0, 1.0};
  simulation.saturation[0].error = "rate 0.002: exit status 1: boom";
  simulation.saturation[0].low = 0.0042;
  c.simulation = simulation;
  std::ostringstream out;
  report::write_conclusions_csv(out, {c});
  EXPECT_EQ(out.str().find("12345"), std::string::npos) << "a saturated run's latency is not a measurement";
  EXPECT_EQ(out.str().find("0.0042"), std::string::npos) << "a failed search has no bracket";
  EXPECT_NE(out.str().find("saturated"), std::string::npos);
  EXPECT_NE(out.str().find("exit status 1: boom"), std::string::npos);
}

}  // namespace
}  // namespace kncube::compare
