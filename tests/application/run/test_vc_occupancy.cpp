// kncube run --vc-occupancy: the measured distribution of busy VCs per network channel next to the
// uniform model's P_v. It is a probability distribution; at light load the network is mostly idle;
// the model's distribution is the one its Markov chain gives at the predicted rho (spec 01
// eqs 3.22/3.23) and its probability of an idle channel matches the measured one closely, while it
// over-weights several busy VCs (the README's agreement section explains why).
#include <gtest/gtest.h>

#include <numeric>

#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

std::vector<double> numbers(const boost::property_tree::ptree& array) {
  std::vector<double> out;
  for (const auto& e : array_elements(array)) out.push_back(e.get_value<double>());
  return out;
}

TEST(VcOccupancy, MeasuredAndModelDistributionsAreReported) {
  const ProcessResult result = run_kncube({"run", "--rate", "0.002", "--measure-messages", "5000", "--warmup-messages",
                                           "2000", "--vc-occupancy", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = parse_json(result.out);
  const auto measured = numbers(json.get_child("vc_occupancy.measured"));
  ASSERT_EQ(measured.size(), 4u);  // v = 0..3 busy VCs
  EXPECT_NEAR(std::accumulate(measured.begin(), measured.end(), 0.0), 1.0, 1e-12);
  EXPECT_GT(json.get<std::int64_t>("vc_occupancy.samples"), 100000);
  const auto model = numbers(json.get_child("vc_occupancy.models.duato-uniform.distribution"));
  ASSERT_EQ(model.size(), 4u);
  // The uniform model at lambda = 0.002: P = (0.7125, 0.2048, 0.0589, 0.0238) (spec 01 §7 debug values).
  EXPECT_NEAR(model[0], 0.712490486, 1e-8);
  EXPECT_NEAR(model[3], 0.02376603112, 1e-9);
  EXPECT_NEAR(json.get<double>("vc_occupancy.models.duato-uniform.multiplexing"), 1.660987392, 1e-8);
  // What the README reports: the idle probability agrees within a few percent, three busy VCs
  // are an order of magnitude rarer than the model's chain says, and V-bar is smaller.
  EXPECT_NEAR(measured[0], model[0], 0.05);
  EXPECT_LT(measured[3], model[3] / 4.0);
  EXPECT_LT(json.get<double>("vc_occupancy.measured_multiplexing"), 1.4);
}

TEST(VcOccupancy, LeftOutUnlessAskedFor) {
  const ProcessResult result = run_kncube({"run", "--k", "4", "--rate", "0.01", "--measure-messages", "500",
                                           "--warmup-messages", "100", "--format", "json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_FALSE(parse_json(result.out).get_child_optional("vc_occupancy"));
}

}  // namespace
}  // namespace kncube::cli::testing
