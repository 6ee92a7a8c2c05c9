#include "testbenches/application/options/simulation_options.h"

#include "testbenches/application/options/arrival_options.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/memory_options.h"
#include "testbenches/application/options/model_options.h"
#include "testbenches/application/options/monitor_options.h"
#include "testbenches/application/options/network_options.h"
#include "testbenches/application/options/rate_options.h"
#include "testbenches/application/options/router_options.h"
#include "testbenches/application/options/run_options.h"
#include "testbenches/application/options/switching_options.h"
#include "testbenches/application/options/timing_options.h"
#include "testbenches/application/options/trace_options.h"
#include "testbenches/application/options/traffic_options.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace po = boost::program_options;

void add_simulation_options(OptionTable& table, const analytical::ModelCatalog& catalog) {
  add_general_options(table);
  add_network_options(table);
  add_traffic_options(table);
  add_arrival_options(table);
  add_switching_options(table);
  add_rate_options(table);
  add_timing_options(table);
  add_router_options(table);
  add_run_options(table);
  add_memory_options(table);
  add_trace_options(table);
  add_model_options(table, catalog);
  add_monitor_options(table);
}

void require_model_applies(const std::string& name, const NetworkSpec& spec, const analytical::ModelSwitches& switches,
                           const analytical::ModelCatalog& catalog) {
  const analytical::Applicability applicability = catalog.find(name)->applies_to(spec, switches);
  if (!applicability.applies)
    throw UsageError("--model: " + name + " does not apply to " + describe(spec) + ": " + applicability.reason);
}

SimulationSettings read_simulation_options(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  SimulationSettings settings;
  NetworkSpec& spec = settings.network.spec;
  read_network_options(values, spec);
  read_traffic_options(values, spec);
  read_arrival_options(values, spec.arrivals);
  read_timing_options(values, spec);
  read_router_options(values, spec, settings.network.router, settings.network.links);
  settings.network.seed = read_run_options(values, settings.control);
  read_memory_options(values, settings.control);
  check_as_usage([&] { rtl::validate(settings.network); });
  const ModelSelection selection = read_model_options(values, catalog);
  settings.switches = selection.switches;
  settings.model = selection.name;
  if (!settings.model.empty()) require_model_applies(settings.model, spec, settings.switches, catalog);
  // The reference monitor runs the named model, or every model that applies.
  settings.switches_read = refuse_unread_switches(
      values,
      settings.model.empty() ? catalog.applicable(spec, settings.switches)
                             : std::vector<const analytical::LatencyModel*>{catalog.find(settings.model)},
      catalog);
  settings.monitor = read_monitor_options(values);
  return settings;
}

OptionList write_simulation_options(const SimulationSettings& settings, Emit emit) {
  OptionList out;
  const NetworkSpec& spec = settings.network.spec;
  write_network_options(spec, emit, out);
  write_traffic_options(spec.traffic, emit, out);
  write_arrival_options(spec.arrivals, emit, out);
  write_switching_options(spec, emit, out);
  write_timing_options(spec, emit, out);
  write_router_options(settings.network.router, settings.network.links, settings.network.spec.topology, emit, out);
  write_run_options(settings.control, emit, out);
  write_memory_options(settings.control, emit, out);
  write_model_options({settings.model, settings.switches}, settings.switches_read, emit, out);
  write_monitor_options(settings.monitor, emit, out);
  drop_wormhole_options(spec, out);
  return out;
}

}  // namespace kncube::cli
