#include "testbenches/application/sweep/sweep_options.h"


#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/usage_error.h"
#include "analytical/vocabulary/network_rules.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/launcher_environment.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// Whether `token` is a long option still waiting for its value ("--output", not "--output=x"
// and not the one switch, --help).
bool awaits_value(const std::string& token) {
  return token.rfind("--", 0) == 0 && token.find('=') == std::string::npos && token != "--help";
}

}  // namespace

void add_sweep_options(OptionTable& table) {
  po::options_description group = option_group("Sweep");
  group.add_options()
    ("replications", po::value<int>()->default_value(1)->value_name("R"),
     "independent runs per rate with seeds seed, seed+1, ..., seed+R-1, combined into one mean and 95% CI by "
     "pooling the batch means of all runs: an integer from 1 to 10000")
    ("output", po::value<std::string>()->value_name("DIR"),
     "folder for sweep.csv, sweep.json, plot.gp, plot.png and plot.svg, created if missing; default: a folder in "
     "the current directory named after the configuration, e.g. sweep-torus-8ary-2cube-uni-duato-v3-m32-uniform")
    ("jobs", po::value<int>()->value_name("N"),
     "-j N or --jobs N: simulation processes run in parallel, an integer >= 1; default: the number of cores. "
     "Under mpirun (or srun) with more than one rank: processes at once on each rank, default 1")
    ("resume", po::bool_switch()->default_value(false),
     "finish the interrupted sweep in --output: runs it recorded (DIR/runs) are kept, only the missing ones run; "
     "the options must be those of the interrupted sweep")
    ("overwrite", po::bool_switch()->default_value(false),
     "replace the sweep results --output already holds (without it, a folder holding a sweep is refused)");
  table.add_group(group);
}

SweepSettings read_sweep_options(const po::variables_map& values) {
  SweepSettings settings;
  settings.replications = values["replications"].as<int>();
  require_bounded("replications", settings.replications, 1, 10000);
  settings.jobs = values.count("jobs") ? values["jobs"].as<int>() : sweep::default_parallel_runs();
  require_at_least("jobs", settings.jobs, 1);
  if (values.count("output")) {
    settings.output = values["output"].as<std::string>();
    if (settings.output.empty()) throw UsageError::not_allowed("output", "\"\"", "a folder name (leave --output out for the default)");
  }
  settings.resume = values["resume"].as<bool>();
  settings.overwrite = values["overwrite"].as<bool>();
  if (settings.resume && settings.overwrite)
    throw UsageError("--resume is not allowed with --overwrite: one finishes the folder's sweep, the other replaces it");
  return settings;
}

std::vector<std::string> expand_jobs_shorthand(const std::vector<std::string>& args) {
  std::vector<std::string> expanded;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& token = args[i];
    const bool is_value = i > 0 && awaits_value(args[i - 1]);
    if (is_value || token.rfind("-j", 0) != 0) {
      expanded.push_back(token);
    } else if (token == "-j") {
      expanded.push_back("--jobs");
    } else {
      expanded.push_back("--jobs=" + token.substr(2));
    }
  }
  return expanded;
}

}  // namespace kncube::cli
