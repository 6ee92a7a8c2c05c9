// The one JSON form of a measurement: writing then reading gives the same record back in every
// form (including a confidence interval that is not a number and a saturated run's record), each
// form carries exactly its published members, and a real `kncube run` report reads and writes
// back to the same bytes.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "application/json_output.h"
#include "application/kncube_process.h"
#include "testbenches/application/records/measurement_json.h"

namespace kncube::report {
namespace {

using cli::testing::parse_json;
using simulation::Measurement;
using simulation::MeasuredValue;

// The form's members as one JSON object.
std::string written(const Measurement& m, MeasurementForm form) {
  std::ostringstream text;
  JsonWriter json(text);
  json.begin_object();
  write_measurement_members(json, m, form);
  json.end_object();
  return text.str();
}

Measurement round_trip(const Measurement& m, MeasurementForm form) {
  return read_measurement(parse_json(written(m, form)), "", form);
}

// Equal numbers, with NaN equal to NaN (what a written null reads back as).
void expect_same(double expected, double actual, const std::string& what) {
  if (std::isnan(expected))
    EXPECT_TRUE(std::isnan(actual)) << what << " = " << actual;
  else
    EXPECT_EQ(expected, actual) << what;
}

void expect_same(const MeasuredValue& expected, const MeasuredValue& actual, const std::string& what) {
  expect_same(expected.mean, actual.mean, what + ".mean");
  expect_same(expected.ci95, actual.ci95, what + ".ci95");
}

void expect_same(const stats::LatencyPercentiles& expected, const stats::LatencyPercentiles& actual, const std::string& what) {
  expect_same(expected.p50, actual.p50, what + ".p50");
  expect_same(expected.p90, actual.p90, what + ".p90");
  expect_same(expected.p99, actual.p99, what + ".p99");
  expect_same(expected.max, actual.max, what + ".max");
}

void expect_same(const std::vector<stats::LatencyBin>& expected, const std::vector<stats::LatencyBin>& actual,
                 const std::string& what) {
  ASSERT_EQ(expected.size(), actual.size()) << what;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(expected[i].from, actual[i].from) << what << "[" << i << "]";
    EXPECT_EQ(expected[i].to, actual[i].to) << what << "[" << i << "]";
    EXPECT_EQ(expected[i].messages, actual[i].messages) << what << "[" << i << "]";
  }
}

void expect_same(const Measurement& expected, const Measurement& actual) {
  EXPECT_EQ(expected.messages, actual.messages);
  expect_same(expected.latency, actual.latency, "latency");
  expect_same(expected.network_latency, actual.network_latency, "network_latency");
  expect_same(expected.source_wait, actual.source_wait, "source_wait");
  expect_same(expected.hops, actual.hops, "hops");
  expect_same(expected.offered_flits, actual.offered_flits, "offered_flits");
  expect_same(expected.accepted_flits, actual.accepted_flits, "accepted_flits");
  expect_same(expected.offered_messages, actual.offered_messages, "offered_messages");
  expect_same(expected.accepted_messages, actual.accepted_messages, "accepted_messages");
  expect_same(expected.latency_percentiles, actual.latency_percentiles, "latency_percentiles");
  EXPECT_EQ(expected.hop_counts, actual.hop_counts);
  expect_same(expected.latency_histogram, actual.latency_histogram, "latency_histogram");
  ASSERT_EQ(expected.classes.size(), actual.classes.size());
  for (std::size_t c = 0; c < expected.classes.size(); ++c) {
    expect_same(expected.classes[c].latency_histogram, actual.classes[c].latency_histogram,
                expected.classes[c].name + " latency_histogram");
    expect_same(expected.classes[c].latency_percentiles, actual.classes[c].latency_percentiles,
                expected.classes[c].name + " latency_percentiles");
    EXPECT_EQ(expected.classes[c].name, actual.classes[c].name);
    EXPECT_EQ(expected.classes[c].messages, actual.classes[c].messages);
    expect_same(expected.classes[c].latency, actual.classes[c].latency, expected.classes[c].name + " latency");
    expect_same(expected.classes[c].network_latency, actual.classes[c].network_latency,
                expected.classes[c].name + " network_latency");
  }
}

// Numbers with many digits, so a writer that rounds fails the round trip.
// Members in declaration order: messages, latency, network_latency, source_wait, hops,
// offered_flits, accepted_flits, offered_messages, accepted_messages, classes.
Measurement hotspot_run() {
  return {3000,
          {23.456789012345678, 0.81234567890123456},
          {19.1, 0.7},
          {4.356789012345678, 0.1234},
          3.2000000000000002,
          0.15999999999999998,
          0.1601,
          0.019999999999999997,
          0.0200125,
          {{"hot", 611, {31.25, 2.5}, {27.0, 2.25}, {29.5, 48.25, 90.125, 131.0}, {{24.547089156850298, 30.199517204020164, 611}}},
           {"other", 2389, {21.5, 0.75}, {17.125, 0.5}, {20.0, 30.5, 55.75, 99.0}, {{0.0, 1.0, 2}, {19.952623149688797, 24.547089156850298, 2387}}}},
          {23.123456789012345, 35.5, 61.25, 131.0},
          {0, 120, 480, 960, 1440},
          {{0.0, 1.0, 2}, {19.952623149688797, 24.547089156850298, 2387}, {24.547089156850298, 30.199517204020164, 611}}};
}

// A run stopped as saturated: few messages, accepted load far below the offered, a confidence
// interval of 0 (fewer than two filled batches) and one that is not a number.
Measurement saturated_run() {
  const double not_a_number = std::numeric_limits<double>::quiet_NaN();
  return {1, {812.0, 0.0}, {40.0, not_a_number}, {772.0, not_a_number}, 4.0, 1.6, 0.4375, 0.2, 0.0546875, {},
          {812.0, 812.0, 812.0, 812.0}, {0, 0, 0, 0, 1}, {{772.6252122185748, 950.4120782364405, 1}}};
}

TEST(MeasurementJson, RunFormRoundTripsWithItsClasses) { expect_same(hotspot_run(), round_trip(hotspot_run(), MeasurementForm::run)); }

TEST(MeasurementJson, SaturatedRunRoundTripsWithNotANumberWrittenAsNull) {
  const std::string text = written(saturated_run(), MeasurementForm::run);
  EXPECT_NE(text.find("\"network_latency\": {\"mean\": 40, \"ci95\": null}"), std::string::npos) << text;
  expect_same(saturated_run(), round_trip(saturated_run(), MeasurementForm::run));
}

TEST(MeasurementJson, RunFormWritesThePublishedMembersInOrder) {
  // One class is the whole traffic again: not written.
  const Measurement m{2,    {12.5, 0.25}, {10.5, 0.125},
                      {2, 0.5}, 3,  0.08,         0.0796, 0.01, 0.00995, {{"all", 2, {12.5, 0.25}, {10.5, 0.125}, {12, 13, 13, 13}, {}}},
                      {12, 13, 13, 13}, {0, 0, 0, 2}, {{10, 12.5, 2}}};
  EXPECT_EQ(written(m, MeasurementForm::run),
            "{\"latency\": {\"mean\": 12.5, \"ci95\": 0.25}, \"network_latency\": {\"mean\": 10.5, \"ci95\": 0.125}, "
            "\"source_wait\": {\"mean\": 2, \"ci95\": 0.5}, \"hops\": 3, \"offered_load\": 0.08, \"accepted_load\": 0.0796, "
            "\"offered_messages\": 0.01, \"accepted_messages\": 0.00995, \"messages\": 2, "
            "\"latency_percentiles\": {\"p50\": 12, \"p90\": 13, \"p99\": 13, \"max\": 13}, "
            "\"latency_histogram\": [{\"from\": 10, \"to\": 12.5, \"messages\": 2}], \"hop_histogram\": [0, 0, 0, 2]}");
}

TEST(MeasurementJson, PooledFormCarriesNoMessageCountOrClasses) {
  const auto tree = parse_json(written(hotspot_run(), MeasurementForm::pooled));
  EXPECT_FALSE(tree.get_child_optional("messages"));
  EXPECT_FALSE(tree.get_child_optional("classes"));
  EXPECT_EQ(tree.get<double>("accepted_load"), hotspot_run().accepted_flits);
  Measurement pooled = saturated_run();
  pooled.messages = 0;
  pooled.latency_percentiles = {};  // one run's only
  pooled.hop_counts.clear();
  pooled.latency_histogram.clear();
  expect_same(pooled, round_trip(pooled, MeasurementForm::pooled));
}

TEST(MeasurementJson, FlatFormSpellsConfidenceIntervalsBesideTheMeansAndLeavesLoadsInFlitsOut) {
  const auto tree = parse_json(written(hotspot_run(), MeasurementForm::flat));
  EXPECT_EQ(tree.get<double>("latency"), hotspot_run().latency.mean);
  EXPECT_EQ(tree.get<double>("latency_ci95"), hotspot_run().latency.ci95);
  EXPECT_FALSE(tree.get_child_optional("offered_load"));
  EXPECT_FALSE(tree.get_child_optional("classes"));
  Measurement flat = saturated_run();
  flat.offered_flits = flat.accepted_flits = 0.0;
  flat.latency_percentiles = {};
  flat.hop_counts.clear();
  flat.latency_histogram.clear();
  expect_same(flat, round_trip(flat, MeasurementForm::flat));
}

TEST(MeasurementJson, MissingMemberIsAnErrorNamingItsPath) {
  const auto tree = parse_json("{\"measured\": " + written(hotspot_run(), MeasurementForm::pooled) + "}");
  try {
    read_measurement(tree, "measured", MeasurementForm::run);
    FAIL() << "a run's measurement without \"messages\" was read";
  } catch (const boost::property_tree::ptree_error& error) {
    EXPECT_NE(std::string(error.what()).find("measured.messages"), std::string::npos) << error.what();
  }
}

// What `kncube run` printed, read and written again, is the same text: the reader is the
// writer's inverse on real reports, a hot-spot run with two classes and a saturated run.
TEST(MeasurementJson, RealRunReportsReadAndWriteBackToTheSameBytes) {
  const std::vector<std::vector<std::string>> runs = {
      {"run", "--k", "4", "--n", "2", "--traffic", "hotspot", "--hotspot-fraction", "0.2", "--hotspot-node", "5", "--rate",
       "0.005", "--warmup-messages", "300", "--measure-messages", "1500", "--format", "json"},
      {"run", "--k", "4", "--n", "2", "--rate", "0.2", "--warmup-messages", "200", "--measure-messages", "2000", "--format",
       "json"}};
  const std::vector<std::size_t> classes = {2, 0};  // hot-spot and regular; uniform traffic writes none
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const auto result = cli::testing::run_kncube(runs[r]);
    ASSERT_EQ(result.exit_code, r == 0 ? 0 : 3) << result.err;  // the second saturates
    const std::string key = "\"measured\": ";
    const auto begin = result.out.find(key) + key.size();
    const auto end = result.out.find(", \"verdict\": ");
    ASSERT_NE(end, std::string::npos) << result.out;
    const Measurement read = read_measurement(parse_json(result.out), "measured", MeasurementForm::run);
    EXPECT_EQ(read.classes.size(), classes[r]);
    EXPECT_EQ(written(read, MeasurementForm::run), result.out.substr(begin, end - begin));
  }
}

}  // namespace
}  // namespace kncube::report
