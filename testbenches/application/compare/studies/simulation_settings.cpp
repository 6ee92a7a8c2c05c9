#include "testbenches/application/compare/studies/simulation_settings.h"

#include "rtl_models/router_config.h"
#include "testbenches/application/options/memory_options.h"
#include "testbenches/application/options/network_options.h"
#include "testbenches/application/options/router_options.h"
#include "testbenches/application/options/run_options.h"
#include "testbenches/application/options/timing_options.h"
#include "testbenches/application/options/traffic_options.h"

namespace kncube::compare {

ThesisRun thesis_run(const analytical::ComparedNetwork& network, const SimulationSettings& settings) {
  ThesisRun run;
  run.network.spec = network.spec;
  run.network.router = rtl::router_preset(rtl::RouterPreset::model);
  run.network.router.buffer_depth = settings.buffer_depth;
  run.network.links.kind = rtl::LinkKind::thesis;  // timed by t_c and t_s, written by the timing group
  run.network.seed = settings.seed;
  run.control.plan.warmup_messages = settings.warmup_messages;
  run.control.plan.measure_messages = settings.measure_messages;
  run.control.max_memory = settings.max_memory;
  return run;
}

sweep::OptionList thesis_run_options(const analytical::ComparedNetwork& network, const SimulationSettings& settings) {
  const ThesisRun run = thesis_run(network, settings);
  const NetworkSpec& spec = run.network.spec;
  const simulation::RunControl& control = run.control;

  // The network and its traffic in full, so each comparison's record says what was simulated
  // without relying on kncube run's defaults; the router and run settings where they differ.
  sweep::OptionList options;
  cli::write_network_options(spec, cli::Emit::all, options);
  cli::write_traffic_options(spec.traffic, cli::Emit::all, options);
  // Whole cycles (A13): channel_time is the rounded mu, switch_time R (1 unless changed).
  cli::write_timing_options(spec, cli::Emit::all, options);
  cli::write_router_options(run.network.router, run.network.links, run.network.spec.topology, cli::Emit::changed, options);
  cli::write_run_options(control, cli::Emit::changed, options);
  cli::write_memory_options(control, cli::Emit::changed, options);
  return options;
}

}  // namespace kncube::compare
