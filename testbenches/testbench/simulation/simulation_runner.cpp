#include "testbenches/testbench/simulation/simulation_runner.h"

#include <limits>
#include <memory>
#include <algorithm>
#include <cmath>
#include <ctime>
#include <sstream>
#include <systemc>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/deadlock_report.h"
#include "testbenches/testbench/simulation/memory_budget.h"
#include "testbenches/testbench/simulation/systemc_kernel.h"
#include "testbenches/testbench/stats/observer_fanout.h"
#include "testbenches/testbench/traffic/traffic_factory.h"

namespace kncube::simulation {
namespace {

// Nothing delivered in the window: the value was not measured (NaN: null in JSON, "-" in
// tables), which a saturated run must not report as 0 cycles.
MeasuredValue measured(const stats::BatchMeans& b) {
  if (b.count() == 0) return {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
  return {b.mean(), b.half_width95()};
}

std::string format(double value) {
  std::ostringstream out;
  out.precision(4);
  out << value;
  return out.str();
}

}  // namespace

RunResult run_simulation(const rtl::NetworkConfig& config, const RunControl& control, const RunHooks& hooks) {
  rtl::validate(config);
  check_memory(config, control);
  const rtl::TopologyGraph topology = rtl::make_topology(config.spec);
  const double nodes = topology.node_count();
  if (!(control.rate > 0.0) || !std::isfinite(control.rate))
    throw kncube::ConfigError("rate", format(control.rate), "a positive number of messages/node/cycle");
  const double generation_cycles =
      control.plan.by_cycles() ? static_cast<double>(control.plan.warmup_cycles + control.plan.measure_cycles)
                               : static_cast<double>(control.plan.warmup_messages + control.plan.measure_messages) / (control.rate * nodes);
  if (!control.plan.by_cycles() && generation_cycles > 1e10)
    throw kncube::ConfigError("rate", format(control.rate),
                           "a rate at which the " + std::to_string(control.plan.warmup_messages + control.plan.measure_messages) +
                               " warm-up and measured messages are generated within 10^10 cycles");

  start_fresh_systemc_context();
  const auto arrivals = traffic::make_arrival_process(config.spec.arrivals, control.rate, topology.node_count(), config.seed);
  const auto pattern = traffic::make_traffic_pattern(config.spec, topology);
  std::vector<std::string> class_names;
  for (int c = 0; c < pattern->class_count(); ++c) class_names.push_back(pattern->class_name(c));
  stats::RunStatistics statistics(control.plan, topology.node_count(), class_names);
  stats::ObserverFanout observers;
  observers.add(&statistics);
  for (auto* observer : hooks.observers) observers.add(observer);
  if (hooks.make_modules)
    for (auto* observer : hooks.make_modules()) observers.add(observer);

  sc_core::sc_clock clock("clock", 1, sc_core::SC_NS);
  // The switching technique is the network's: the runner only watches progress.
  std::unique_ptr<rtl::Network> wormhole;
  std::unique_ptr<rtl::CircuitNetwork> circuit;
  rtl::NetworkProgress* network = nullptr;
  if (config.spec.switching == Switching::circuit) {
    circuit = std::make_unique<rtl::CircuitNetwork>("network", config, *arrivals, *pattern, observers);
    circuit->clock(clock);
    circuit->set_measurement_window(&statistics);
    if (hooks.on_circuit_elaborated) hooks.on_circuit_elaborated(*circuit);
    network = circuit.get();
  } else {
    wormhole = std::make_unique<rtl::Network>("network", config, *arrivals, *pattern, observers);
    wormhole->clock(clock);
    if (hooks.on_elaborated) hooks.on_elaborated(*wormhole);
    network = wormhole.get();
  }

  // Saturates instead of overflowing when the plan could not be generated in 2^63 cycles.
  const bool beyond_range = !(4.0 * generation_cycles < 9.0e18);
  const auto max_cycles = control.max_cycles > 0 ? control.max_cycles
                          : beyond_range         ? std::numeric_limits<std::int64_t>::max()
                                                 : static_cast<std::int64_t>(4.0 * generation_cycles) + 1000000;
  RunResult result;
  const std::clock_t cpu_start = std::clock();
  rtl::Cycle now = 0;
  for (;;) {
    sc_core::sc_start(sc_core::sc_time(static_cast<double>(control.check_interval), sc_core::SC_NS));
    now += control.check_interval;
    statistics.reached(now);
    if (hooks.on_check) hooks.on_check(now, statistics);
    if (statistics.all_measured_delivered()) break;
    const double backlog = static_cast<double>(network->source_backlog()) / nodes;
    // A window in cycles is measured to its end whatever the backlog: past saturation its accepted
    // load is the network's throughput (BookSim's throughput runs).
    const bool window_pending = control.plan.by_cycles() && !statistics.all_measured_generated();
    if (backlog > control.saturation_backlog && !window_pending) {
      result.verdict = Verdict::saturated;
      result.reason = "source queues grow without bound: " + format(backlog) + " messages waiting per node after " +
                      std::to_string(now) + " cycles (limit " + format(control.saturation_backlog) + ")";
      break;
    }
    if (network->flits_in_flight() > 0 && now - network->last_progress() > control.watchdog_cycles) {
      // Circuits cannot deadlock (probes never wait holding VCs): reaching this is a simulator bug.
      const std::string chains = wormhole ? "; chains of waiting VCs:\n" + rtl::describe_wait_chains(*wormhole)
                                          : std::string(" of circuits in service");
      throw DeadlockError("deadlock: no flit moved for " + std::to_string(now - network->last_progress()) +
                          " cycles with " + std::to_string(network->flits_in_flight()) + " flits in flight" + chains);
    }
    if (!statistics.window_open() && statistics.window_end() >= 0) {
      const rtl::Cycle window = statistics.window_end() - statistics.window_start();
      const rtl::Cycle limit = control.drain_cycles > 0 ? control.drain_cycles : std::max<rtl::Cycle>(2 * window, 20000);
      if (now - statistics.window_end() > limit) {
        result.verdict = Verdict::saturated;
        result.reason = "measured messages did not drain within " + std::to_string(limit) + " cycles after the window (" +
                        std::to_string(control.plan.measure_messages - statistics.measured_delivered()) + " still missing)";
        break;
      }
    }
    if (now >= max_cycles) {
      result.verdict = Verdict::saturated;
      result.reason = "run reached the limit of " + std::to_string(max_cycles) + " cycles before its measured messages were delivered";
      break;
    }
  }
  result.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  result.cycles = now;
  result.messages = statistics.measured_delivered();
  result.latency = measured(statistics.latency());
  result.network_latency = measured(statistics.network_latency());
  result.source_wait = measured(statistics.source_wait());
  result.hops = statistics.mean_hops();
  result.offered_flits = statistics.offered_flits(now);
  result.accepted_flits = statistics.accepted_flits(now);
  result.offered_messages = statistics.offered_messages(now);
  result.accepted_messages = statistics.accepted_messages(now);
  result.flit_hops = statistics.flit_hops();
  result.latency_percentiles = statistics.latency_distribution().percentiles();
  result.latency_histogram = statistics.latency_distribution().histogram();
  result.hop_counts = statistics.hop_distribution().counts();
  if (circuit) result.circuit = circuit->measured_counters();
  for (const auto& c : statistics.classes())
    result.classes.push_back(ClassResult{c.name, c.latency.count(), measured(c.latency), measured(c.network_latency),
                                         c.latency_distribution.percentiles(), c.latency_distribution.histogram()});
  if (result.verdict == Verdict::ok && result.accepted_flits < control.min_accepted_fraction * result.offered_flits) {
    result.verdict = Verdict::saturated;
    result.reason = "accepted load " + format(result.accepted_flits) + " flits/node/cycle fell behind the offered " +
                    format(result.offered_flits) + " during the measurement window";
  }
  return result;
}

}  // namespace kncube::simulation
