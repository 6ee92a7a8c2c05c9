#include "testbenches/cli/traffic_options.h"

#include <cstdint>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "rtl_models/config_error.h"
#include "testbenches/cli/choice.h"
#include "testbenches/cli/option_table.h"
#include "testbenches/cli/usage_error.h"
#include "testbenches/cli/value_checks.h"
#include "testbenches/traffic/traffic_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<TrafficKind> traffic_choices() {
  return {{"uniform", TrafficKind::uniform},
          {"locality", TrafficKind::locality},
          {"hotspot", TrafficKind::hotspot},
          {"transpose", TrafficKind::transpose},
          {"digit-reversal", TrafficKind::digit_reversal}};
}

// A parameter only means something for some traffic kinds; given for another it is a mistake.
void refuse_unless(const po::variables_map& values, const char* option, bool applies, const std::string& for_which,
                   TrafficKind kind) {
  if (!applies && given(values, option))
    throw UsageError("--" + std::string(option) + " is not allowed with --traffic " + std::string(to_string(kind)) +
                     "; it is a parameter of --traffic " + for_which);
}

}  // namespace

void add_traffic_options(OptionTable& table) {
  po::options_description group = option_group("Traffic");
  group.add_options()
    ("traffic", po::value<std::string>()->default_value("uniform")->value_name("KIND"),
     ("destination pattern, one of " + choice_words(traffic_choices(), ", ") +
      " (locality: uniform over a share f of the nodes; hotspot: a share h to one node; transpose and digit-reversal: "
      "a share x follows the permutation, the rest is uniform)").c_str())
    ("locality", po::value<double>()->default_value(1.0)->value_name("f"),
     "f, with --traffic locality: share of the N nodes a source may address, a number in (0, 1]")
    ("hotspot-fraction", po::value<double>()->default_value(0.0)->value_name("h"),
     "h, with --traffic hotspot: probability that a message goes to the hot-spot node, a number in [0, 1)")
    ("hotspot-node", po::value<std::int64_t>()->default_value(0)->value_name("ID"),
     "with --traffic hotspot: linear id sum x_i k^i of the hot-spot node, an integer in [0, k^n - 1]")
    ("pattern-fraction", po::value<double>()->default_value(1.0)->value_name("x"),
     "x, with --traffic transpose or digit-reversal: share of messages that follow the permutation, a number in [0, 1]");
  table.add_group(group);
}

void read_traffic_options(const po::variables_map& values, NetworkSpec& spec) {
  TrafficSpec& traffic = spec.traffic;
  traffic.kind = parse_choice("traffic", values["traffic"].as<std::string>(), traffic_choices());
  const bool permutation = traffic.kind == TrafficKind::transpose || traffic.kind == TrafficKind::digit_reversal;
  refuse_unless(values, "locality", traffic.kind == TrafficKind::locality, "locality", traffic.kind);
  refuse_unless(values, "hotspot-fraction", traffic.kind == TrafficKind::hotspot, "hotspot", traffic.kind);
  refuse_unless(values, "hotspot-node", traffic.kind == TrafficKind::hotspot, "hotspot", traffic.kind);
  refuse_unless(values, "pattern-fraction", permutation, "transpose or digit-reversal", traffic.kind);

  traffic.locality = values["locality"].as<double>();
  require_in_range("locality", traffic.locality, 0.0, false, 1.0, true, "a number in (0, 1]");
  traffic.hotspot_fraction = values["hotspot-fraction"].as<double>();
  require_in_range("hotspot-fraction", traffic.hotspot_fraction, 0.0, true, 1.0, false, "a number in [0, 1)");
  traffic.hotspot_node = values["hotspot-node"].as<std::int64_t>();
  const std::int64_t last_node = spec.nodes() - 1;
  if (traffic.hotspot_node < 0 || traffic.hotspot_node > last_node)
    throw UsageError::not_allowed("hotspot-node", shown(traffic.hotspot_node),
                                  "a node id in [0, " + shown(last_node) + "] (k^n = " + shown(spec.nodes()) + " nodes)");
  traffic.pattern_fraction = values["pattern-fraction"].as<double>();
  require_in_range("pattern-fraction", traffic.pattern_fraction, 0.0, true, 1.0, true, "a number in [0, 1]");
  // What needs the network as well: a permutation on one dimension, a locality sub-cube too small
  // or on a mesh. The traffic generators refuse the same inputs in the same words.
  try {
    traffic::check_traffic(spec);
  } catch (const rtl::ConfigError& error) {
    throw UsageError(error.what());
  }
}

}  // namespace kncube::cli
