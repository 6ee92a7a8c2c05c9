// The option groups' writers are the inverse of their readers: settings read from a command line,
// written back (only what differs from the defaults) and read again are the same settings, and
// written in full they name every option of `kncube run` but the ones the caller owns. Sweep and
// compare hand their runs exactly what these writers produce.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "application/kncube_process.h"
#include "testbenches/application/options/simulation_options.h"
#include "testbenches/application/run/run_command_config.h"

namespace kncube::cli {
namespace {

using testing::TemporaryFile;

SimulationSettings read(const std::vector<std::string>& args) {
  const analytical::ModelCatalog catalog;
  OptionTable table = run_command_options(catalog);
  return read_simulation_options(table.parse(args), catalog);
}

std::vector<std::string> as_arguments(const OptionList& options) {
  std::vector<std::string> args;
  for (const auto& [name, value] : options) args.push_back(value.empty() ? "--" + name : "--" + name + "=" + value);
  return args;
}

class OptionWriterRoundTrip : public ::testing::TestWithParam<std::vector<std::string>> {};

TEST_P(OptionWriterRoundTrip, ReadingWhatWasWrittenGivesTheSameSettings) {
  const SimulationSettings first = read(GetParam());
  const OptionList changed = write_simulation_options(first, Emit::changed);
  const SimulationSettings second = read(as_arguments(changed));
  // Compared through the complete writer, which names every setting of every group.
  EXPECT_EQ(write_simulation_options(second, Emit::all), write_simulation_options(first, Emit::all));
  EXPECT_EQ(write_simulation_options(second, Emit::changed), changed);
  // The complete form reads back to the same settings too.
  const SimulationSettings third = read(as_arguments(write_simulation_options(first, Emit::all)));
  EXPECT_EQ(write_simulation_options(third, Emit::all), write_simulation_options(first, Emit::all));
}

INSTANTIATE_TEST_SUITE_P(
    CommandLines, OptionWriterRoundTrip,
    ::testing::Values(
        std::vector<std::string>{},
        std::vector<std::string>{"--k", "4", "--n", "3", "--directions", "bi", "--vcs", "5", "--message-length", "16"},
        std::vector<std::string>{"--topology", "hypercube", "--n", "5", "--routing", "dor", "--vcs", "2"},
        std::vector<std::string>{"--topology", "mesh", "--k", "5", "--routing", "dor", "--vcs", "1"},
        std::vector<std::string>{"--traffic", "hotspot", "--hotspot-fraction", "0.125", "--hotspot-node", "9"},
        std::vector<std::string>{"--traffic", "locality", "--locality", "0.5"},
        std::vector<std::string>{"--traffic", "transpose", "--pattern-fraction", "0.3", "--fixed-points", "self"},
        std::vector<std::string>{"--traffic", "hotspot-set", "--hotspot-nodes", "1,5,7", "--hotspot-weights", "1,2.5,0.1"},
        std::vector<std::string>{"--self-traffic", "--arrivals", "bernoulli", "--warmup-cycles", "300", "--measure-cycles", "5000"},
        std::vector<std::string>{"--router", "booksim", "--routing", "dor", "--directions", "bi", "--vcs", "2"},
        std::vector<std::string>{"--router", "booksim", "--vc-release", "tail-credit", "--buffer-depth", "4", "--pipeline", "ideal"},
        std::vector<std::string>{"--pipeline", "4stage", "--vc-alloc-delay", "2", "--credit-delay", "3", "--wire-delay", "1,3"},
        std::vector<std::string>{"--vc-allocator", "islip", "--sw-allocator", "islip", "--arbiter", "matrix",
                                 "--ejection", "1", "--injection", "serial", "--injection-limit", "alo",
                                 "--transit-priority", "on", "--injection-latency", "3", "--ejection-latency", "2",
                                 "--dateline", "per-dimension", "--dimension-order", "ascending"},
        std::vector<std::string>{"--link", "thesis", "--channel-time", "3", "--switch-time", "1", "--buffer-depth", "2"},
        std::vector<std::string>{"--warmup-messages", "0", "--measure-messages", "500", "--batches", "25",
                                 "--watchdog-cycles", "999", "--saturation-backlog", "12.5", "--drain-cycles", "7",
                                 "--max-cycles", "100000"},
        std::vector<std::string>{"--model", "duato-uniform", "--hop-index", "after", "--escape-weight", "1",
                                 "--channel-distance", "exact", "--tolerance", "0.1", "--report-interval", "5000",
                                 "--vc-occupancy"},
        std::vector<std::string>{"--traffic", "hotspot", "--hotspot-fraction", "0.2", "--hotspot-index", "shifted",
                                 "--hotspot-away", "on"},
        std::vector<std::string>{"--traffic", "digit-reversal", "--k", "4", "--n", "4", "--permutation-hops", "exact",
                                 "--lattice-scale", "off"},
        std::vector<std::string>{"--arrivals", "mmpp", "--hurst", "0.6", "--rho", "0.7", "--time-scales", "2",
                                 "--kappa", "5", "--delta", "37.5"},
        std::vector<std::string>{"--arrivals", "mmpp", "--mmpp-components", "0.01:0.02:0.03:0.005,0.0005:0.0002:0.04:0"},
        std::vector<std::string>{"--topology", "hypercube", "--n", "4", "--switching", "circuit", "--arrivals", "mmpp",
                                 "--model", "circuit-mmpp", "--retry", "scale", "--hold", "T"}));

// The defaults --help states (the option table's) are the settings structs' defaults, which the
// writers compare against: an empty command line writes nothing back.
TEST(OptionWriter, TheTablesDefaultsAreTheSettingsDefaults) {
  EXPECT_EQ(write_simulation_options(read({}), Emit::changed), OptionList{});
}

// Every option of `kncube run` is written by some group's writer, except those the caller owns:
// the rate and seed of each run, its output format and progress lines, help and config file, and
// tracing and the hop log (which a sweep refuses). A new option that no writer knows fails here.
TEST(OptionWriter, CompleteFormNamesEveryRunOptionButTheCallers) {
  const analytical::ModelCatalog catalog;
  OptionTable table = run_command_options(catalog);
  const std::set<std::string> callers = {"rate", "rates", "seed", "format", "progress", "help", "config"};
  std::set<std::string> written;
  const TemporaryFile edges("node a\nnode b\nnode c\nlink a b\nlink b c\nlink c a\n");
  // One configuration per mutually exclusive choice, so each option appears in one of them.
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"--traffic", "locality"}, {"--traffic", "hotspot"}, {"--traffic", "transpose"},
           {"--traffic", "hotspot-set", "--hotspot-nodes", "1", "--hotspot-weights", "2"},
           {"--measure-cycles", "100"}, {"--pipeline", "ideal", "--route-delay", "1"},
           {"--model", "duato-uniform", "--vc-occupancy"}, {"--topology", "graph", "--edges", edges.path()},
           {"--max-memory", "2G"}, {"--arrivals", "mmpp"}, {"--arrivals", "mmpp", "--mmpp-components", "1:1:1:0"},
           // circuit-mmpp's switches (--retry, --hold) are written where that model is evaluated.
           {"--topology", "hypercube", "--n", "4", "--vcs", "3", "--switching", "circuit"}}) {
    for (const auto& [name, value] : write_simulation_options(read(args), Emit::all)) written.insert(name);
  }
  for (const std::string& name : table.option_names()) {
    // Trace and statistics options ask one run for files of its own; sweep's runs never get them.
    if (callers.count(name) || name.rfind("trace", 0) == 0 || name.rfind("log-", 0) == 0 || name.rfind("stats", 0) == 0 ||
        name == "plots")
      continue;
    EXPECT_TRUE(written.count(name)) << "--" << name << " has no writer";
  }
}

}  // namespace
}  // namespace kncube::cli
