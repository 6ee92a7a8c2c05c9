#include "testbenches/application/options/network_options.h"

#include <cstdint>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// Node ids are 64-bit and node-indexed tables must fit in memory; 2^40 nodes is far beyond any
// network a model or simulation here is meant for, yet keeps k^n clear of overflow.
constexpr std::int64_t max_nodes = std::int64_t{1} << 40;

ChoiceList<Topology> topology_choices() {
  return {{"torus", Topology::torus}, {"hypercube", Topology::hypercube}, {"mesh", Topology::mesh}};
}
ChoiceList<Directions> direction_choices() { return {{"uni", Directions::uni}, {"bi", Directions::bi}}; }
ChoiceList<Routing> routing_choices() { return {{"duato", Routing::duato}, {"dor", Routing::dor}}; }

// k^n, or max_nodes + 1 as soon as it passes max_nodes.
std::int64_t capped_nodes(int k, int n) {
  std::int64_t nodes = 1;
  for (int i = 0; i < n && nodes <= max_nodes; ++i) nodes *= k;
  return nodes;
}

// Duato's routing needs escape VCs plus at least one adaptive VC (spec 01 §3.1): two escape
// classes on a torus (its rings have wrap-around cycles), one on a hypercube.
void check_duato_vcs(const NetworkSpec& spec) {
  if (spec.routing != Routing::duato) return;
  if (spec.is_hypercube() && spec.vcs < 2)
    throw UsageError::not_allowed("vcs", shown(std::int64_t{spec.vcs}),
                                  "Duato's routing on a hypercube needs at least 2 virtual channels (1 escape + 1 adaptive)");
  if (spec.topology == Topology::torus && !spec.is_hypercube() && spec.vcs < 3)
    throw UsageError::not_allowed("vcs", shown(std::int64_t{spec.vcs}),
                                  "Duato's routing on a torus needs at least 3 virtual channels (2 escape + 1 adaptive)");
}

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
  require_at_least("k", spec.k, 2);
  require_at_least("n", spec.n, 1);
  if (capped_nodes(spec.k, spec.n) > max_nodes)
    throw UsageError::not_allowed("n", shown(std::int64_t{spec.n}),
                                  "k^n = " + std::to_string(spec.k) + "^" + std::to_string(spec.n) +
                                      " nodes is more than the 2^40 kncube handles; give a smaller k or n");
  spec.directions = parse_choice("directions", values["directions"].as<std::string>(), direction_choices());
  // Every hypercube channel links a pair of nodes in one dimension; directions mean nothing
  // there, so models see one canonical value whatever was given.
  if (spec.topology == Topology::hypercube) spec.directions = Directions::uni;
  spec.routing = parse_choice("routing", values["routing"].as<std::string>(), routing_choices());
  spec.vcs = values["vcs"].as<int>();
  require_at_least("vcs", spec.vcs, 1);
  spec.message_length = values["message-length"].as<int>();
  require_at_least("message-length", spec.message_length, 1);
  check_duato_vcs(spec);
}

}  // namespace kncube::cli
