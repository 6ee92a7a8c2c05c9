#include "testbenches/application/compare/compare_options.h"

#include <cerrno>
#include <cstdlib>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "analytical/cost/cost_input_error.h"
#include "analytical/cost/cost_network_size.h"
#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/option_table.h"
#include "analytical/vocabulary/network_rules.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/application/options/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<analytical::Constraint> constraint_choices() {
  return {{"bisection", analytical::Constraint::bisection}, {"pinout", analytical::Constraint::pinout}};
}
ChoiceList<analytical::Wires> wires_choices() {
  return {{"pipelined", analytical::Wires::pipelined}, {"nonpipelined", analytical::Wires::nonpipelined}};
}
ChoiceList<CompareMode> study_choices() { return {{"dally", CompareMode::dally_study}}; }

// N as the user typed it must name the three networks of §3.2 (the 2D torus may be the A14
// approximation); the analytical library says which N exist nearby.
std::int64_t admissible_nodes(const std::string& item, const std::string& list) {
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(item.c_str(), &end, 10);
  if (item.empty() || end != item.c_str() + item.size() || errno == ERANGE || value < 1)
    throw UsageError::not_allowed("nodes", list, "node counts N separated by commas, each an integer such as 64, 512 or 4096");
  try {
    analytical::equal_size_radices(value);
  } catch (const analytical::CostInputError& error) {
    throw UsageError::not_allowed("nodes", item, error.allowed());
  }
  return value;
}

std::vector<std::int64_t> parse_nodes(const std::string& text) {
  std::vector<std::int64_t> nodes;
  for (const std::string& item : comma_items(text)) nodes.push_back(admissible_nodes(item, text));
  return nodes;
}

// The budget the constraint needs, if given; the other constraint's budget is a mistake.
std::optional<double> read_budget(const po::variables_map& values, analytical::Constraint constraint) {
  const bool bisection = constraint == analytical::Constraint::bisection;
  const char* needed = bisection ? "bisection-budget" : "pinout-budget";
  const char* other = bisection ? "pinout-budget" : "bisection-budget";
  if (values.count(other))
    throw UsageError(std::string("--") + other + " is not allowed with --constraint " +
                     std::string(analytical::to_string(constraint)) + "; that constraint holds the " +
                     (bisection ? "bisection width" : "pin-out") + " equal, so give --" + needed + " " +
                     (bisection ? "B (wires across the bisection)" : "P (pins per node)") + " or no budget");
  if (!values.count(needed)) return std::nullopt;
  const double amount = values[needed].as<double>();
  require_positive_finite(needed, amount, bisection ? "wires across the bisection" : "pins per node");
  return amount;
}

// --study dally and --conclusions choose the networks themselves.
void refuse_in_mode(const po::variables_map& values, const char* mode, std::initializer_list<const char*> options) {
  for (const char* option : options)
    if (given(values, option))
      throw UsageError(std::string("--") + option + " is not allowed with " + mode + "; " + mode +
                       " chooses it itself (see kncube compare --help)");
}

}  // namespace

void add_compare_options(OptionTable& table) {
  po::options_description group = option_group("Comparison (spec 03 §3: 2D torus, 3D torus and hypercube of equal cost)");
  group.add_options()
    ("nodes", po::value<std::string>()->default_value("64")->value_name("N[,N...]"),
     "network sizes N: 2^m with m a multiple of 3, m >= 6 (64, 512, 4096, 32768, ...); N = 512 uses the 23x23 "
     "torus (529 nodes) as its 2D torus (spec 03 A14)")
    ("constraint", po::value<std::string>()->default_value("bisection")->value_name("COST"),
     ("cost held equal: " + choice_words(constraint_choices()) +
      " (bisection width, eqs 6.1-6.4, or node pin-out, eqs 6.5-6.8)").c_str())
    ("wires", po::value<std::string>()->default_value("pipelined")->value_name("MODEL"),
     ("wire model: " + choice_words(wires_choices()) + " (eq 6.9 or 6.10)").c_str())
    ("bisection-budget", po::value<double>()->value_name("B"),
     "with --constraint bisection: wires across the bisection, a finite number > 0; widths are then also shown in wires")
    ("pinout-budget", po::value<double>()->value_name("P"),
     "with --constraint pinout: pins per node, a finite number > 0; widths are then also shown in wires")
    ("message-length", po::value<int>()->default_value(64)->value_name("M"),
     "message length in 2D-torus flits (a flit is one 2D-torus channel width, spec 03 §3.5): an integer >= 1")
    ("router-ratio", number_value(1.0)->value_name("R"),
     "spec 03 R = t_s / t_c,2D, the router delay over the 2D torus's channel time (sets t_s and the wire-delay "
     "factors): a number from 1e-06 to 1e+06 (only 1 is validated, A12); not with --study or --conclusions, which are R = 1")
    ("rates", po::value<std::string>()->value_name("LIST"),
     "generation rates lambda_g a,b,c (messages/node/cycle, each a finite number > 0), or 'auto' (the default): "
     "--points rates at the midpoints of equal slices of (0, s_max], s_max the largest of the three saturation rates")
    ("points", po::value<int>()->default_value(20)->value_name("P"), "rates of the automatic choice: an integer from 2 to 10000")
    ("output", po::value<std::string>()->value_name("DIR"),
     "folder for compare.json, compare.csv and the plots (plot-N<N>.gp, .png, .svg), created if missing; default: "
     "a folder in the current directory named after the comparison, e.g. compare-N64-bisection-pipelined-uniform")
    ("study", po::value<std::string>()->value_name("NAME"),
     ("instead of the comparison, a published study: " + choice_words(study_choices()) +
      " (Dally 1990: TABLE I next to the published values, and latency against dimension with the optimal "
      "dimension under constant, logarithmic and linear wire delay, spec 03 §2.4, §2.10)").c_str())
    ("conclusions", po::bool_switch()->default_value(false),
     "instead of one comparison, every (N of --nodes, default 64,512,4096; constraint; wires; traffic uniform, hotspot "
     "h = --hotspot-fraction (default 0.2), transpose, digit-reversal): which network has the lowest light-load latency "
     "and the latest saturation, by the models (and with --simulate by simulation for --simulate-nodes), against "
     "the thesis's stated conclusions (spec 03 §3.11); prints a Markdown table");
  table.add_group(group);
}

CompareSettings read_compare_options(const po::variables_map& values) {
  CompareSettings settings;
  if (values.count("study")) settings.mode = parse_choice("study", values["study"].as<std::string>(), study_choices());
  if (values["conclusions"].as<bool>()) {
    if (settings.mode == CompareMode::dally_study)
      throw UsageError("--conclusions is not allowed together with --study; give one of them");
    settings.mode = CompareMode::conclusions;
  }
  if (settings.mode == CompareMode::dally_study)
    refuse_in_mode(values, "--study dally",
                   {"nodes", "constraint", "wires", "bisection-budget", "pinout-budget", "message-length", "router-ratio", "rates",
                    "points"});
  if (settings.mode == CompareMode::conclusions)
    refuse_in_mode(values, "--conclusions",
                   {"constraint", "wires", "bisection-budget", "pinout-budget", "router-ratio", "rates", "points"});

  settings.nodes_given = given(values, "nodes");
  settings.nodes = parse_nodes(values["nodes"].as<std::string>());
  settings.constraint = parse_choice("constraint", values["constraint"].as<std::string>(), constraint_choices());
  settings.wires = parse_choice("wires", values["wires"].as<std::string>(), wires_choices());
  settings.budget = read_budget(values, settings.constraint);
  settings.message_length = values["message-length"].as<int>();
  require_at_least("message-length", settings.message_length, 1);
  settings.router_ratio = values["router-ratio"].as<double>();
  // Beyond a million either way one of t_c and t_s vanishes next to the other in the models.
  if (!(settings.router_ratio >= 1e-6 && settings.router_ratio <= 1e6))
    throw UsageError::not_allowed("router-ratio", report::round_trip_number(settings.router_ratio),
                                  "a ratio t_s / t_c,2D from 1e-06 to 1e+06");
  // --rates has this command's own help text; its grammar is kncube's one rate list.
  settings.rates = read_rate_options(values);
  settings.automatic_points = values["points"].as<int>();
  require_bounded("points", settings.automatic_points, 2, 10000);
  if (given(values, "points") && !settings.rates.automatic())
    throw UsageError("--points is not allowed with --rates: it sets how many rates the automatic choice takes");
  if (values.count("output")) {
    settings.output = values["output"].as<std::string>();
    if (settings.output.empty()) throw UsageError::not_allowed("output", "\"\"", "a folder name (leave --output out for the default)");
  }
  return settings;
}

}  // namespace kncube::cli
