#pragma once
// Everything `kncube model` needs, validated once: the network, the model and its switches, the
// rates and the output format. Built from the option groups general, network, traffic, rates,
// model and timing.

#include <string>

#include <boost/program_options/variables_map.hpp>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"
#include "testbenches/application/options/general_options.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/rate_options.h"

namespace kncube::cli {

struct ModelCommandConfig {
  NetworkSpec spec;
  analytical::ModelSwitches switches;
  RateRequest rates;
  std::string model;  // a model of the catalog that applies to spec and switches
  OutputFormat format = OutputFormat::table;
};

OptionTable model_command_options(const analytical::ModelCatalog& catalog);

// Throws UsageError for any bad value, for a --model that does not apply (with its reason), and,
// without --model, when no model applies (with every model's reason).
ModelCommandConfig read_model_command_config(const boost::program_options::variables_map& values,
                                             const analytical::ModelCatalog& catalog);

}  // namespace kncube::cli
