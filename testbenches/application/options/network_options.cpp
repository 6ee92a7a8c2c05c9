#include "testbenches/application/options/network_options.h"

#include <cstdint>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "analytical/vocabulary/network_rules.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<Topology> topology_choices() {
  return {{"torus", Topology::torus}, {"hypercube", Topology::hypercube}, {"mesh", Topology::mesh}};
}
ChoiceList<Directions> direction_choices() { return {{"uni", Directions::uni}, {"bi", Directions::bi}}; }
ChoiceList<Routing> routing_choices() { return {{"duato", Routing::duato}, {"dor", Routing::dor}}; }

}  // namespace

void add_network_options(OptionTable& table) {
  po::options_description group = option_group("Network");
  group.add_options()
    ("topology", po::value<std::string>()->default_value("torus")->value_name("NAME"),
     ("network topology: " + choice_words(topology_choices()) +
      " (torus: k-ary n-cube with wrap-around channels; hypercube: n-cube of radix 2; mesh: no wrap-around)").c_str())
    ("k", po::value<int>()->default_value(8)->value_name("K"),
     "radix, nodes per dimension: an integer >= 2; the hypercube has k = 2 (default there), any other k is refused")
    ("n", po::value<int>()->default_value(2)->value_name("N"), "dimensions: an integer >= 1 (k^n at most 2^40 nodes)")
    ("directions", po::value<std::string>()->default_value("uni")->value_name("WORD"),
     ("channel directions: " + choice_words(direction_choices()) +
      " (unidirectional or bidirectional channels; ignored for the hypercube)").c_str())
    ("routing", po::value<std::string>()->default_value("duato")->value_name("NAME"),
     ("routing: " + choice_words(routing_choices()) +
      " (duato: fully adaptive with escape virtual channels; dor: deterministic dimension-order)").c_str())
    ("vcs", po::value<int>()->default_value(3)->value_name("V"),
     "virtual channels per physical channel: an integer >= 1; duato needs >= 3 on a torus, >= 2 on a hypercube")
    ("message-length", po::value<int>()->default_value(32)->value_name("M"), "message length M, flits: an integer >= 1");
  table.add_group(group);
}

void read_network_options(const po::variables_map& values, NetworkSpec& spec) {
  spec.topology = parse_choice("topology", values["topology"].as<std::string>(), topology_choices());
  spec.k = values["k"].as<int>();
  spec.n = values["n"].as<int>();
  if (spec.topology == Topology::hypercube) {
    if (!values["k"].defaulted() && spec.k != 2)
      throw UsageError::not_allowed("k", shown(std::int64_t{spec.k}), "the hypercube has k = 2; leave --k out or give 2");
    spec.k = 2;
  }
  spec.directions = parse_choice("directions", values["directions"].as<std::string>(), direction_choices());
  // Every hypercube channel links a pair of nodes in one dimension; directions mean nothing
  // there, so models see one canonical value whatever was given.
  if (spec.topology == Topology::hypercube) spec.directions = Directions::uni;
  spec.routing = parse_choice("routing", values["routing"].as<std::string>(), routing_choices());
  spec.vcs = values["vcs"].as<int>();
  spec.message_length = values["message-length"].as<int>();
  // The ranges are the ones every user of a NetworkSpec needs (the simulator's own come later,
  // in rtl::validate); the traffic, router and trace options read after this rely on them.
  check_as_usage([&] { validate_network_spec(spec); });
}

void write_network_options(const NetworkSpec& spec, Emit emit, OptionList& out) {
  const NetworkSpec defaults;
  emit_option(out, emit, "topology", spec.topology, defaults.topology, choice_word(spec.topology, topology_choices()));
  if (spec.topology != Topology::hypercube) emit_option(out, emit, "k", spec.k, defaults.k, std::to_string(spec.k));
  emit_option(out, emit, "n", spec.n, defaults.n, std::to_string(spec.n));
  emit_option(out, emit, "directions", spec.directions, defaults.directions, choice_word(spec.directions, direction_choices()));
  emit_option(out, emit, "routing", spec.routing, defaults.routing, choice_word(spec.routing, routing_choices()));
  emit_option(out, emit, "vcs", spec.vcs, defaults.vcs, std::to_string(spec.vcs));
  emit_option(out, emit, "message-length", spec.message_length, defaults.message_length, std::to_string(spec.message_length));
}

}  // namespace kncube::cli
