// The bridge (cycle-level network) against the loosely-timed model under the same TLM traffic:
// uniform Poisson writes from every node at a light load (10% of the model's saturation rate) on
// a network where the reference monitor finds the model in agreement (unidirectional 4-ary
// 2-cube, V = 5, M = 16). Both carry the offered load, and the model's annotated mean latency
// lies within the monitor's tolerance of the latency the network measured: the 95% confidence
// interval (batch means) widened by 5% of the measured mean.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>

#include "analytical/uniform/duato_uniform_model.h"
#include "poisson_writers.h"
#include "testbenches/testbench/stats/batch_means.h"
#include "tlm/loosely_timed_network.h"
#include "tlm/network_bridge.h"

namespace kncube::test {
namespace {

constexpr double kWarmup = 20000;   // cycles before the measured window
constexpr double kWindow = 300000;  // cycles of measured writes
constexpr double kDrain = 5000;     // cycles for the last writes to complete
constexpr double kTolerance = 0.05; // the reference monitor's default

struct Measurement {
  stats::BatchMeans latency{20};  // per message: the network's (receipt) latency, in issue order
  double observed_latency = 0.0;  // mean of return time - local issue time, cycles
  double throughput = 0.0;        // completed in the window, messages/node/cycle
  std::int64_t unfinished = 0;
};

Measurement measure(const PoissonWriters& writers, rtl::NodeId nodes, const sc_core::sc_time& period) {
  Measurement m;
  std::vector<const PoissonWriters::Message*> window;
  std::int64_t completed_in_window = 0;
  for (const auto& message : writers.messages()) {
    if (!message.done) {
      ++m.unfinished;
      continue;
    }
    const double completed = cycles(message.result.completed, period);
    if (completed >= kWarmup && completed < kWarmup + kWindow) ++completed_in_window;
    const double issued = cycles(message.result.issued, period);
    if (issued >= kWarmup && issued < kWarmup + kWindow) window.push_back(&message);
  }
  std::sort(window.begin(), window.end(), [&](const auto* a, const auto* b) { return a->result.issued < b->result.issued; });
  const std::size_t per_batch = (window.size() + 19) / 20;
  double observed = 0.0;
  for (std::size_t i = 0; i < window.size(); ++i) {
    m.latency.add(static_cast<int>(i / per_batch), window[i]->result.record.latency);
    observed += cycles(window[i]->result.completed - window[i]->result.issued, period);
  }
  m.observed_latency = observed / static_cast<double>(window.size());
  m.throughput = static_cast<double>(completed_in_window) / (static_cast<double>(nodes) * kWindow);
  return m;
}

tlm2::TransportConfig validation_network() {
  tlm2::TransportConfig config;
  config.network.spec.k = 4;
  config.network.spec.n = 2;
  config.network.spec.directions = Directions::uni;
  config.network.spec.vcs = 5;
  config.network.spec.message_length = 16;
  config.flit_bytes = 8;
  return config;
}

TEST(BridgeVersusLooselyTimed, LightUniformLoadAgreesWithinTheMonitorsTolerance) {
  const tlm2::TransportConfig transport = validation_network();
  const auto model = analytical::prepare_duato_uniform(transport.network.spec);
  const double rate = 0.1 * model->saturation_rate();
  const double predicted = model->predict(rate).latency;
  const rtl::NodeId nodes = 16;
  const sc_core::sc_time period = transport.clock_period;

  simulation::start_fresh_systemc_context();
  tlm2::NetworkBridge bridge("bridge", transport);
  PoissonWriters bridge_writers("writers", nodes, rate, period, kWarmup + kWindow, 11);
  for (rtl::NodeId node = 0; node < nodes; ++node) bridge_writers.socket(node).bind(bridge.target(node));
  sc_core::sc_start(period * (kWarmup + kWindow + kDrain));
  const Measurement cycle_level = measure(bridge_writers, nodes, period);

  simulation::start_fresh_systemc_context();
  tlm2::LtNetworkConfig lt_config;
  lt_config.transport = transport;
  lt_config.offered_load = rate;
  tlm2::LooselyTimedNetwork lt("lt", lt_config);
  PoissonWriters lt_writers("writers", nodes, rate, period, kWarmup + kWindow, 11);
  for (rtl::NodeId node = 0; node < nodes; ++node) lt_writers.socket(node).bind(lt.target(node));
  sc_core::sc_start(period * (kWarmup + kWindow + kDrain));
  const Measurement loosely_timed = measure(lt_writers, nodes, period);

  const double measured = cycle_level.latency.mean();
  const double ci95 = cycle_level.latency.half_width95();
  const double annotated = loosely_timed.latency.mean();
  std::cout << "rate " << rate << " (10% of " << model->saturation_rate() << "), " << cycle_level.latency.count()
            << " messages: bridge latency " << measured << " +/- " << ci95 << " (observed at return "
            << cycle_level.observed_latency << "), throughput " << cycle_level.throughput << "; LT latency " << annotated
            << " (observed " << loosely_timed.observed_latency << "), throughput " << loosely_timed.throughput
            << "; model " << predicted << "\n";

  EXPECT_EQ(cycle_level.unfinished, 0) << "every write returned";
  EXPECT_EQ(loosely_timed.unfinished, 0);
  EXPECT_GT(cycle_level.latency.count(), 5000);
  // Both networks carry what is offered (Poisson counts over the window: within 5%).
  EXPECT_NEAR(cycle_level.throughput, rate, 0.05 * rate);
  EXPECT_NEAR(loosely_timed.throughput, rate, 0.05 * rate);
  // The same writes (same seed), so the LT mean is the model's over the sampled pairs.
  EXPECT_NEAR(annotated, predicted, 0.02 * predicted);
  // Issue times and annotations are rounded to the 1 ps time resolution: 1e-3 of a 1 ns cycle.
  EXPECT_NEAR(loosely_timed.observed_latency, annotated, 1e-3) << "the LT model's time is its annotation";
  // The monitor's verdict, between the two networks.
  EXPECT_LE(std::abs(annotated - measured), ci95 + kTolerance * measured)
      << "LT " << annotated << " vs cycle-level " << measured << " +/- " << ci95;
}

}  // namespace
}  // namespace kncube::test
