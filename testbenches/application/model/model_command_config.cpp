#include "testbenches/application/model/model_command_config.h"

#include "testbenches/application/options/arrival_options.h"
#include "testbenches/application/options/model_options.h"
#include "testbenches/application/options/network_options.h"
#include "testbenches/application/options/switching_options.h"
#include "testbenches/application/options/timing_options.h"
#include "testbenches/application/options/traffic_options.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// The named model if it applies, else the catalog's first model that applies.
std::string applicable_model(const std::string& requested, const NetworkSpec& spec,
                             const analytical::ModelSwitches& switches, const analytical::ModelCatalog& catalog) {
  if (!requested.empty()) {
    const analytical::Applicability applicability = catalog.find(requested)->applies_to(spec, switches);
    if (!applicability.applies)
      throw UsageError("--model: " + requested + " does not apply to " + describe(spec) + ": " + applicability.reason);
    return requested;
  }
  const auto models = catalog.applicable(spec, switches);
  if (!models.empty()) return std::string(models.front()->name());
  std::string reasons;
  for (const auto& refusal : catalog.refusals(spec, switches)) reasons += (reasons.empty() ? "" : "; ") + refusal;
  if (reasons.empty()) reasons = "no model is built in";
  throw UsageError("no model applies to " + describe(spec) + ": " + reasons);
}

}  // namespace

OptionTable model_command_options(const analytical::ModelCatalog& catalog) {
  OptionTable table("kncube model");
  add_general_options(table);
  add_network_options(table);
  add_traffic_options(table);
  add_arrival_options(table);
  add_switching_options(table);
  add_rate_options(table);
  add_model_options(table, catalog);
  add_timing_options(table);
  return table;
}

ModelCommandConfig read_model_command_config(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  ModelCommandConfig config;
  config.format = read_general_options(values).format;
  read_network_options(values, config.spec);
  read_traffic_options(values, config.spec);
  read_arrival_options(values, config.spec.arrivals);
  read_timing_options(values, config.spec);
  config.rates = read_rate_options(values);
  const ModelSelection selection = read_model_options(values, catalog);
  config.switches = selection.switches;
  config.model = applicable_model(selection.name, config.spec, config.switches, catalog);
  refuse_unread_switches(values, {catalog.find(config.model)}, catalog);
  return config;
}

}  // namespace kncube::cli
