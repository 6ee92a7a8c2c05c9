#pragma once
// Options that choose the analytical model and its documented alternatives: --model NAME and
// one option per ModelSwitches field that a latency model reads (--hop-index, --escape-weight,
// --channel-distance, --hotspot-index, --hotspot-away, --permutation-hops, --lattice-scale).
// router_ratio is the cost comparison's: `kncube compare --router-ratio`.

#include <string>
#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/model_switches.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/option_list.h"

namespace kncube::cli {

struct ModelSelection {
  std::string name;  // a model of the catalog; empty: the first one that applies
  analytical::ModelSwitches switches;
};

// `catalog` supplies the model names listed in --help.
void add_model_options(OptionTable& table, const analytical::ModelCatalog& catalog);
// Throws UsageError for an unknown model name (listing the known ones) or a bad switch value.
ModelSelection read_model_options(const boost::program_options::variables_map& values,
                                  const analytical::ModelCatalog& catalog);

// Throws UsageError for a switch given on the command line (or in the config file) that none of
// `models`, the models the command evaluates, reads: it would change nothing. Returns the switches
// they read.
std::vector<analytical::Switch> refuse_unread_switches(const boost::program_options::variables_map& values,
                                                       const std::vector<const analytical::LatencyModel*>& models,
                                                       const analytical::ModelCatalog& catalog);

// The inverse of read_model_options: --model (when one is named) and the switches among `read`
// (all of them with Emit::all, those changed from their defaults with Emit::changed).
void write_model_options(const ModelSelection& selection, const std::vector<analytical::Switch>& read, Emit emit,
                         OptionList& out);

}  // namespace kncube::cli
