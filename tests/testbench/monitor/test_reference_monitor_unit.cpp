// The reference monitor's parts: the verdict rule, the comparison mode with its unmet
// assumptions, and a whole run fed a deliberately wrong model, which must be told apart.
#include <gtest/gtest.h>

#include <memory>

#include "analytical/catalog/model_catalog.h"
#include "testbenches/testbench/monitor/monitor_plan.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/testbench/simulation/simulation_runner.h"

namespace kncube::test {
namespace {

analytical::Prediction prediction(double latency) {
  analytical::Prediction p;
  p.latency = latency;
  return p;
}

TEST(Verdict, AgreeInsideTheIntervalWidenedByTheTolerance) {
  const simulation::MeasuredValue measured{100.0, 2.0};
  // Allowed distance: ci 2 + 5% of 100 = 7 cycles.
  EXPECT_EQ(monitor::judge(measured, 0.0, prediction(106.9), 0.05, false, "").verdict, monitor::Verdict::agree);
  EXPECT_EQ(monitor::judge(measured, 0.0, prediction(93.1), 0.05, false, "").verdict, monitor::Verdict::agree);
  const auto high = monitor::judge(measured, 0.0, prediction(107.1), 0.05, false, "");
  EXPECT_EQ(high.verdict, monitor::Verdict::differ);
  EXPECT_NEAR(high.relative_error, 0.071, 1e-12);
  EXPECT_EQ(monitor::judge(measured, 0.0, prediction(80.0), 0.05, false, "").relative_error, -0.2);
}

TEST(Verdict, OffsetIsRemovedFromTheMeasurement) {
  const auto v = monitor::judge({130.0, 1.0}, 30.0, prediction(101.0), 0.0, false, "");
  EXPECT_EQ(v.measured, 100.0);
  EXPECT_EQ(v.verdict, monitor::Verdict::agree);
}

TEST(Verdict, SaturationOfModelOrRunWins) {
  analytical::Prediction saturated = analytical::Prediction::saturated_at(0.1, "rho >= 1");
  EXPECT_EQ(monitor::judge({50, 1}, 0, saturated, 0.05, false, "").verdict, monitor::Verdict::saturated);
  const auto run = monitor::judge({50, 1}, 0, prediction(50), 0.05, true, "queues grow");
  EXPECT_EQ(run.verdict, monitor::Verdict::saturated);
  EXPECT_NE(run.reason.find("queues grow"), std::string::npos);
}

struct Assessed {
  monitor::Comparison comparison;
};

monitor::Comparison assess(const rtl::NetworkConfig& network) {
  const analytical::ModelCatalog catalog;
  const auto prepared = catalog.find("duato-uniform")->prepare(network.spec, {});
  return monitor::assess_comparison(network, *prepared, 123.0);
}

TEST(ComparisonMode, DefaultsMatchTheModelsAssumptions) {
  rtl::NetworkConfig network;
  const auto c = assess(network);
  EXPECT_EQ(c.mode, monitor::ComparisonMode::model_matched);
  EXPECT_TRUE(c.unmet_assumptions.empty());
  EXPECT_EQ(c.offset, 0.0);
  EXPECT_NEAR(c.model_zero_load, 32 + 7.111111, 1e-5);
}

TEST(ComparisonMode, EveryUnmetAssumptionIsListed) {
  rtl::NetworkConfig network;
  network.router.preset = rtl::PipelinePreset::four_stage;
  network.router.delays = rtl::delays_for(network.router.preset);
  network.router.ejection = rtl::EjectionKind::single_port;
  network.router.injection = rtl::InjectionKind::shared;
  network.links.wire_delay = {2};
  network.spec.arrivals.kind = ArrivalKind::bernoulli;
  const auto c = assess(network);
  EXPECT_EQ(c.mode, monitor::ComparisonMode::offset);
  EXPECT_EQ(c.unmet_assumptions.size(), 5u);
  EXPECT_NEAR(c.offset, 123.0 - (32 + 7.111111), 1e-5);
}

// Predicts twice the uniform model's latency: a model a monitor must not call right.
class DoublingModel final : public analytical::LatencyModel {
 public:
  std::string_view name() const override { return "doubling"; }
  std::string_view description() const override { return "deliberately wrong: twice duato-uniform"; }
  analytical::Applicability applies_to(const NetworkSpec&, const analytical::ModelSwitches&) const override {
    return analytical::Applicability::yes();
  }
  std::unique_ptr<analytical::PreparedModel> prepare(const NetworkSpec& spec, const analytical::ModelSwitches& s) const override {
    struct Doubled final : analytical::PreparedModel {
      std::unique_ptr<analytical::PreparedModel> inner;
      analytical::Prediction predict(double rate) const override {
        auto p = inner->predict(rate);
        p.latency *= 2.0;
        return p;
      }
      double zero_load_latency() const override { return inner->zero_load_latency(); }
    };
    auto model = std::make_unique<Doubled>();
    model->inner = analytical::ModelCatalog().find("duato-uniform")->prepare(spec, s);
    return model;
  }
};

TEST(ReferenceMonitor, SaysDifferForADeliberatelyWrongModelAndAgreeForTheRightOne) {
  rtl::NetworkConfig network;
  network.spec.k = 4;
  network.spec.message_length = 16;
  simulation::RunControl control;
  control.rate = 0.0013;  // 10% of the uniform model's saturation rate (0.0131)
  control.plan.warmup_messages = 1000;
  control.plan.measure_messages = 8000;
  const analytical::ModelCatalog catalog;
  monitor::MonitorPlan plan = monitor::plan_monitoring(network, control, catalog, {}, "duato-uniform");
  const DoublingModel wrong;
  monitor::add_to_plan(plan, wrong, network, control, {}, monitor::simulated_zero_load(network));
  ASSERT_EQ(plan.models.size(), 2u);

  std::unique_ptr<monitor::ReferenceMonitor> reference;
  simulation::RunHooks hooks;
  hooks.make_modules = [&]() -> std::vector<rtl::MessageObserver*> {
    reference = std::make_unique<monitor::ReferenceMonitor>("monitor", plan, control.plan, 16, monitor::MonitorSettings{});
    return {reference.get()};
  };
  const simulation::RunResult result = simulation::run_simulation(network, control, hooks);
  ASSERT_EQ(result.verdict, simulation::Verdict::ok) << result.reason;
  const auto outcomes = reference->verdicts(false, "");
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_EQ(outcomes[0].model, "duato-uniform");
  EXPECT_EQ(outcomes[0].verdict.verdict, monitor::Verdict::agree) << outcomes[0].verdict.relative_error;
  EXPECT_EQ(outcomes[1].model, "doubling");
  EXPECT_EQ(outcomes[1].verdict.verdict, monitor::Verdict::differ);
  EXPECT_GT(outcomes[1].verdict.relative_error, 0.8);
  // The monitor's own running measurement equals the run's statistics.
  EXPECT_EQ(reference->measurement().latency().mean(), result.latency.mean);
}

}  // namespace
}  // namespace kncube::test
