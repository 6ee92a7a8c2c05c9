#include "testbenches/application/options/traffic_options.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/testbench/traffic/traffic_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<TrafficKind> traffic_choices() {
  return {{"uniform", TrafficKind::uniform},
          {"locality", TrafficKind::locality},
          {"hotspot", TrafficKind::hotspot},
          {"transpose", TrafficKind::transpose},
          {"digit-reversal", TrafficKind::digit_reversal},
          {"bitcomp", TrafficKind::bitcomp},
          {"bitrev", TrafficKind::bitrev},
          {"shuffle", TrafficKind::shuffle},
          {"tornado", TrafficKind::tornado},
          {"neighbor", TrafficKind::neighbor},
          {"randperm", TrafficKind::randperm},
          {"hotspot-set", TrafficKind::hotspot_set}};
}

ChoiceList<FixedPoints> fixed_point_choices() { return {{"uniform", FixedPoints::uniform}, {"self", FixedPoints::self}}; }

const char* const permutation_words = "transpose, digit-reversal, bitcomp, bitrev, shuffle, tornado, neighbor or randperm";

// A parameter only means something for some traffic kinds; given for another it is a mistake.
void refuse_unless(const po::variables_map& values, const char* option, bool applies, const std::string& for_which,
                   TrafficKind kind) {
  if (!applies && given(values, option))
    throw UsageError("--" + std::string(option) + " is not allowed with --traffic " + std::string(to_string(kind)) +
                     "; it is a parameter of --traffic " + for_which);
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// The items of a list option, each trimmed; an empty list is refused here, an empty item by the
// item's parser. Ranges and repeats are traffic_checks' business, shared with the generators.
std::vector<std::string> list_items(const char* option, const std::string& text, const std::string& allowed) {
  if (trimmed(text).empty()) throw UsageError::not_allowed(option, "''", "one or more " + allowed);
  std::vector<std::string> items;
  for (const std::string& item : comma_items(text)) items.push_back(trimmed(item));
  return items;
}

std::vector<std::int64_t> parse_node_list(const std::string& text, const NetworkSpec& spec) {
  const std::string allowed =
      "node ids separated by commas, each an integer in [0, " + shown(spec.nodes() - 1) + "] (k^n = " + shown(spec.nodes()) + " nodes)";
  std::vector<std::int64_t> nodes;
  for (const std::string& item : list_items("hotspot-nodes", text, allowed)) {
    char* end = nullptr;
    errno = 0;
    const long long node = std::strtoll(item.c_str(), &end, 10);
    if (item.empty() || end != item.c_str() + item.size() || errno == ERANGE)
      throw UsageError::not_allowed("hotspot-nodes", text, allowed);
    nodes.push_back(node);
  }
  return nodes;
}

std::vector<double> parse_weight_list(const std::string& text) {
  const std::string allowed = "positive finite numbers separated by commas, one per node of --hotspot-nodes";
  std::vector<double> weights;
  for (const std::string& item : list_items("hotspot-weights", text, allowed)) {
    char* end = nullptr;
    errno = 0;
    const double weight = std::strtod(item.c_str(), &end);
    if (item.empty() || end != item.c_str() + item.size() || errno == ERANGE)
      throw UsageError::not_allowed("hotspot-weights", item.empty() ? text : item, allowed);
    weights.push_back(weight);  // the sign and finiteness are checked with the rest (traffic_checks)
  }
  return weights;
}

void read_hotspot_set(const po::variables_map& values, NetworkSpec& spec) {
  if (!values.count("hotspot-nodes"))
    throw UsageError("--hotspot-nodes is missing; --traffic hotspot-set sends every message to a set of nodes, given as "
                     "--hotspot-nodes ID[,ID...] (node ids in [0, " + shown(spec.nodes() - 1) + "])");
  spec.traffic.hotspot_nodes = parse_node_list(values["hotspot-nodes"].as<std::string>(), spec);
  if (values.count("hotspot-weights")) spec.traffic.hotspot_weights = parse_weight_list(values["hotspot-weights"].as<std::string>());
}

}  // namespace

void add_traffic_options(OptionTable& table) {
  add_traffic_options(
      table,
      "destination pattern, one of " + choice_words(traffic_choices(), ", ") +
          ". The thesis's patterns, which the models cover: uniform over the N-1 other nodes; locality: uniform over a "
          "share f of the nodes; hotspot: a share h to one node; transpose and digit-reversal: a share x follows the "
          "permutation, the rest is uniform. BookSim2's patterns, as BookSim defines them (no model covers them; node id "
          "s = sum x_i k^i, b = log2 N): bitcomp s -> N-1-s; bitrev: the b bits of s reversed; shuffle: the b bits "
          "rotated left by one (these three need N a power of two); tornado x_i -> (x_i + ceil(k/2) - 1) mod k (needs "
          "k >= 3); neighbor x_i -> (x_i + 1) mod k; randperm: a random permutation fixed by --seed; hotspot-set: every "
          "message to one of --hotspot-nodes, drawn by --hotspot-weights");
}

void add_traffic_options(OptionTable& table, const std::string& traffic_help) {
  po::options_description group = option_group("Traffic");
  group.add_options()
    ("traffic", po::value<std::string>()->default_value("uniform")->value_name("KIND"), traffic_help.c_str())
    ("locality", number_value(TrafficSpec{}.locality)->value_name("f"),
     "f, with --traffic locality: share of the N nodes a source may address, a number in (0, 1]")
    ("hotspot-fraction", number_value(TrafficSpec{}.hotspot_fraction)->value_name("h"),
     "h, with --traffic hotspot: probability that a message goes to the hot-spot node, a number in [0, 1)")
    ("hotspot-node", po::value<std::int64_t>()->default_value(0)->value_name("ID"),
     "with --traffic hotspot: linear id sum x_i k^i of the hot-spot node, an integer in [0, k^n - 1]")
    ("pattern-fraction", number_value(TrafficSpec{}.pattern_fraction)->value_name("x"),
     "x, with --traffic transpose or digit-reversal: share of messages that follow the permutation, a number in [0, 1]")
    ("self-traffic", po::value<std::string>()->default_value("off")->implicit_value("on")->value_name("on|off"),
     "with --traffic uniform: on (--self-traffic alone means on) draws the destination from all N nodes, the source "
     "included, as BookSim's uniform does, so 1/N of the messages stay at their source; off (the default) from the "
     "N-1 other nodes, as the analytical models assume (which is why it is the default; with on no model applies)")
    ("fixed-points", po::value<std::string>()->default_value("uniform")->value_name("RULE"),
     ("with a permutation (" + std::string(permutation_words) + "): what a node that the permutation maps to itself "
      "sends. uniform (the default): its messages go uniformly to the N-1 other nodes (rule S, spec 02 §2.1), which "
      "the transpose and digit-reversal models assume, hence the default; self: to itself, crossing only its own "
      "router, as in BookSim (no model applies then)").c_str())
    ("hotspot-nodes", po::value<std::string>()->value_name("ID[,ID...]"),
     "with --traffic hotspot-set (required there): the hot nodes, linear ids in [0, k^n - 1], each once; every "
     "message goes to one of them, a source in the set included (it may draw itself, as in BookSim)")
    ("hotspot-weights", po::value<std::string>()->value_name("W[,W...]"),
     "with --traffic hotspot-set: one positive weight per node of --hotspot-nodes, in the same order; a message "
     "goes to node j with probability W_j / sum of the weights (default: all equal)");
  table.add_group(group);
}

TrafficKind read_traffic_kind(const po::variables_map& values) {
  return parse_choice("traffic", values["traffic"].as<std::string>(), traffic_choices());
}

void read_traffic_options(const po::variables_map& values, NetworkSpec& spec) {
  TrafficSpec& traffic = spec.traffic;
  traffic.kind = read_traffic_kind(values);
  const TrafficKind kind = traffic.kind;
  const bool mixed = kind == TrafficKind::transpose || kind == TrafficKind::digit_reversal;
  refuse_unless(values, "locality", kind == TrafficKind::locality, "locality", kind);
  refuse_unless(values, "hotspot-fraction", kind == TrafficKind::hotspot, "hotspot", kind);
  refuse_unless(values, "hotspot-node", kind == TrafficKind::hotspot, "hotspot", kind);
  refuse_unless(values, "pattern-fraction", mixed, "transpose or digit-reversal", kind);
  refuse_unless(values, "self-traffic", kind == TrafficKind::uniform, "uniform", kind);
  refuse_unless(values, "fixed-points", is_permutation(kind), permutation_words, kind);
  refuse_unless(values, "hotspot-nodes", kind == TrafficKind::hotspot_set, "hotspot-set", kind);
  refuse_unless(values, "hotspot-weights", kind == TrafficKind::hotspot_set, "hotspot-set", kind);

  // The fractions' ranges, like every check that needs the network, are traffic::check_traffic's.
  traffic.locality = values["locality"].as<double>();
  traffic.hotspot_fraction = values["hotspot-fraction"].as<double>();
  traffic.hotspot_node = values["hotspot-node"].as<std::int64_t>();
  traffic.pattern_fraction = values["pattern-fraction"].as<double>();
  const std::string self = values["self-traffic"].as<std::string>();
  if (self != "on" && self != "off")
    throw UsageError::not_allowed("self-traffic", self, "on or off (--self-traffic alone means on)");
  traffic.self_traffic = self == "on";
  traffic.fixed_points = parse_choice("fixed-points", values["fixed-points"].as<std::string>(), fixed_point_choices());
  if (kind == TrafficKind::hotspot_set) read_hotspot_set(values, spec);
  // randperm's permutation is the run's: where the subcommand has a --seed (run, sweep), that one.
  if (values.count("seed")) traffic.permutation_seed = values["seed"].as<std::uint64_t>();
  // The ranges of the parameters and what needs the network as well: a permutation undefined or
  // the identity on it, a locality sub-cube too small or on a mesh, hot nodes outside it. The
  // traffic generators refuse the same inputs in the same words.
  check_as_usage([&] { traffic::check_traffic(spec); });
}

void write_traffic_options(const TrafficSpec& traffic, Emit emit, OptionList& out) {
  const TrafficSpec defaults;
  const TrafficKind kind = traffic.kind;
  emit_option(out, emit, "traffic", kind, defaults.kind, choice_word(kind, traffic_choices()));
  auto number = [](double value) { return report::round_trip_number(value); };
  if (kind == TrafficKind::locality)
    emit_option(out, emit, "locality", traffic.locality, defaults.locality, number(traffic.locality));
  if (kind == TrafficKind::hotspot) {
    emit_option(out, emit, "hotspot-fraction", traffic.hotspot_fraction, defaults.hotspot_fraction, number(traffic.hotspot_fraction));
    emit_option(out, emit, "hotspot-node", traffic.hotspot_node, defaults.hotspot_node, std::to_string(traffic.hotspot_node));
  }
  if (kind == TrafficKind::transpose || kind == TrafficKind::digit_reversal)
    emit_option(out, emit, "pattern-fraction", traffic.pattern_fraction, defaults.pattern_fraction, number(traffic.pattern_fraction));
  if (kind == TrafficKind::uniform)
    emit_option(out, emit, "self-traffic", traffic.self_traffic, defaults.self_traffic, traffic.self_traffic ? "on" : "off");
  if (is_permutation(kind))
    emit_option(out, emit, "fixed-points", traffic.fixed_points, defaults.fixed_points,
                choice_word(traffic.fixed_points, fixed_point_choices()));
  if (kind == TrafficKind::hotspot_set) {
    std::string nodes, weights;
    for (const std::int64_t node : traffic.hotspot_nodes) nodes += (nodes.empty() ? "" : ",") + std::to_string(node);
    for (const double weight : traffic.hotspot_weights) weights += (weights.empty() ? "" : ",") + number(weight);
    out.emplace_back("hotspot-nodes", nodes);  // required with hotspot-set
    if (!weights.empty()) out.emplace_back("hotspot-weights", weights);
  }
}

}  // namespace kncube::cli
