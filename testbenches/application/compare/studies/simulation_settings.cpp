#include "testbenches/application/compare/studies/simulation_settings.h"

#include "rtl_models/router_config.h"
#include "testbenches/application/options/memory_options.h"
#include "testbenches/application/options/network_options.h"
#include "testbenches/application/options/router_options.h"
#include "testbenches/application/options/run_options.h"
#include "testbenches/application/options/timing_options.h"
#include "testbenches/application/options/traffic_options.h"

namespace kncube::compare {

sweep::OptionList thesis_run_options(const analytical::ComparedNetwork& network, const SimulationSettings& settings) {
  const NetworkSpec& spec = network.spec;
  rtl::RouterConfig router = rtl::router_preset(rtl::RouterPreset::model);
  router.buffer_depth = settings.buffer_depth;
  rtl::LinkConfig links;
  links.kind = rtl::LinkKind::thesis;  // timed by t_c and t_s, written by the timing group
  simulation::RunControl control;
  control.plan.warmup_messages = settings.warmup_messages;
  control.plan.measure_messages = settings.measure_messages;
  control.max_memory = settings.max_memory;

  // The network and its traffic in full, so each comparison's record says what was simulated
  // without relying on kncube run's defaults; the router and run settings where they differ.
  sweep::OptionList options;
  cli::write_network_options(spec, cli::Emit::all, options);
  cli::write_traffic_options(spec.traffic, cli::Emit::all, options);
  // Whole cycles (A13): channel_time is the rounded mu, switch_time R (1 unless changed).
  cli::write_timing_options(spec, cli::Emit::all, options);
  cli::write_router_options(router, links, cli::Emit::changed, options);
  cli::write_run_options(control, cli::Emit::changed, options);
  cli::write_memory_options(control, cli::Emit::changed, options);
  return options;
}

}  // namespace kncube::compare
