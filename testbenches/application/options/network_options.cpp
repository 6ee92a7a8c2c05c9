#include "testbenches/application/options/network_options.h"

#include <cstdint>
#include <memory>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/switching_options.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "analytical/vocabulary/network_rules.h"
#include "analytical/graph/edge_list_reader.h"
#include "analytical/graph/grid_generators.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<Topology> topology_choices() {
  return {{"torus", Topology::torus}, {"hypercube", Topology::hypercube}, {"mesh", Topology::mesh},
          {"graph", Topology::graph},  {"tm", Topology::tm},               {"xftm", Topology::xftm}};
}
ChoiceList<Directions> direction_choices() { return {{"uni", Directions::uni}, {"bi", Directions::bi}}; }
ChoiceList<Routing> routing_choices() { return {{"duato", Routing::duato}, {"dor", Routing::dor}}; }

// Graph networks (spec 04 A.2.4): the routers and channels come from the edge file or from the
// tm / xftm generator at radix k; n is 2 on the generated grids, 1 (one wire delay) for files.
void read_graph_network(const po::variables_map& values, NetworkSpec& spec) {
  const bool edges_given = values.count("edges") > 0;
  if (spec.topology != Topology::graph) {
    if (edges_given)
      throw UsageError::not_allowed("edges", values["edges"].as<std::string>(), "an edge file only with --topology graph");
    if (spec.topology != Topology::tm && spec.topology != Topology::xftm) return;
    if (!values["n"].defaulted() && spec.n != 2)
      throw UsageError::not_allowed("n", shown(std::int64_t{spec.n}), "n = 2 (leave --n out): --topology " +
                                                                        std::string(to_string(spec.topology)) + " is a 2-D grid");
    // Routing keeps node x node tables: 64 x 64 = 4096 nodes (graph::kMaxGraphNodes).
    if (spec.k < 3 || spec.k > 64)
      throw UsageError::not_allowed("k", shown(std::int64_t{spec.k}), "an integer from 3 to 64 for --topology " +
                                                                        std::string(to_string(spec.topology)));
    spec.n = 2;
    spec.graph = std::make_shared<const graph::NetworkGraph>(spec.topology == Topology::tm ? graph::make_tm_graph(spec.k)
                                                                                           : graph::make_xftm_graph(spec.k));
    return;
  }
  if (!edges_given) throw UsageError("--topology graph needs --edges FILE, the edge list of the network (see kncube run --help)");
  for (const char* option : {"k", "n"})
    if (!values[option].defaulted())
      throw UsageError::not_allowed(option, shown(std::int64_t{values[option].as<int>()}),
                                    "leaving --" + std::string(option) + " out with --topology graph: the edge file gives the network");
  try {
    spec.edges_file = values["edges"].as<std::string>();
    spec.graph = std::make_shared<const graph::NetworkGraph>(graph::read_edge_list_file(spec.edges_file));
  } catch (const graph::EdgeListError& error) {
    throw UsageError(error.what());
  }
  spec.n = 1;
}

}  // namespace

void add_network_options(OptionTable& table) {
  po::options_description group = option_group("Network");
  group.add_options()
    ("topology", po::value<std::string>()->default_value("torus")->value_name("NAME"),
     ("network topology: " + choice_words(topology_choices()) +
      " (torus: k-ary n-cube with wrap-around channels; hypercube: n-cube of radix 2; mesh: no wrap-around; "
      "graph: the network of --edges FILE; tm: the k x k torus with TM's anti-diagonal cut; xftm: the k x k x-Folded TM, "
      "XFTM-L of spec 04)").c_str())
    ("edges", po::value<std::string>()->value_name("FILE"),
     "with --topology graph: the edge list, one statement a line: 'node NAME [X Y]', 'link A B [delay D]' (undirected), "
     "'arc A B [delay D]' (directed); '#' starts a comment; nodes numbered in declaration order")
    ("k", po::value<int>()->default_value(8)->value_name("K"),
     "radix, nodes per dimension: an integer >= 2 (simulated: a torus needs 3 to 255, a mesh 2 to 255; tm and xftm 3 "
     "to 64); the hypercube has k = 2 (default there), any other k is refused")
    ("n", po::value<int>()->default_value(2)->value_name("N"), "dimensions: an integer >= 1 (models: k^n at most 2^40 nodes; simulated: at most 16 dimensions and 2^24 nodes)")
    ("directions", po::value<std::string>()->default_value("uni")->value_name("WORD"),
     ("channel directions: " + choice_words(direction_choices()) +
      " (unidirectional or bidirectional channels of a torus; a hypercube is always uni and a mesh always bi, the "
      "other value is refused; graph networks take directions from their links)").c_str())
    ("routing", po::value<std::string>()->default_value("duato")->value_name("NAME"),
     ("routing: " + choice_words(routing_choices()) +
      " (duato: fully adaptive with escape virtual channels; on graph networks minimal adaptive with an up*/down* "
      "escape VC 0, up*/down* alone with V = 1; dor: deterministic dimension-order, on tm along its cut rings)").c_str())
    ("vcs", po::value<int>()->default_value(3)->value_name("V"),
     "virtual channels per physical channel: an integer from 1 to 4096 (simulated: at most 32); duato needs >= 3 on a torus, >= 2 "
     "on a hypercube or mesh; dor needs >= 2 on a torus (dateline classes)")
    ("message-length", po::value<int>()->default_value(32)->value_name("M"), "message length M, flits: an integer >= 1 (simulated: at most 4096)");
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
  if (spec.topology == Topology::hypercube) {
    // Asking for "bi" would suggest a second set of channels that the simulator does not build.
    if (given(values, "directions") && spec.directions == Directions::bi)
      throw UsageError::not_allowed("directions", "bi",
                                    "uni with --topology hypercube (each hypercube channel pair already joins two nodes "
                                    "both ways); leave --directions out");
    spec.directions = Directions::uni;
  }
  const bool graph_topology = spec.topology == Topology::graph || spec.topology == Topology::tm || spec.topology == Topology::xftm;
  if (graph_topology && given(values, "directions"))
    throw UsageError("--directions is not allowed with --topology " + std::string(to_string(spec.topology)) +
                     ": the graph gives each link's direction (link: both ways, arc: one way)");
  // The simulator builds every mesh with channels both ways (one way, no node could reach the
  // nodes behind it), so "uni" cannot be honoured: refused when asked for, "bi" when left out.
  if (spec.topology == Topology::mesh) {
    if (given(values, "directions") && spec.directions == Directions::uni)
      throw UsageError::not_allowed("directions", "uni",
                                    "bi with --topology mesh (a mesh without wrap-around channels needs both directions "
                                    "to connect every pair of nodes); give bi or leave --directions out");
    spec.directions = Directions::bi;
  }
  spec.routing = parse_choice("routing", values["routing"].as<std::string>(), routing_choices());
  spec.vcs = values["vcs"].as<int>();
  spec.message_length = values["message-length"].as<int>();
  read_graph_network(values, spec);
  if (spec.routing == Routing::dor && spec.graph && spec.topology != Topology::tm)
    throw UsageError::not_allowed("routing", "dor",
                                  "duato on --topology " + std::string(to_string(spec.topology)) +
                                      " (dimension-order routing on graph networks is defined along TM's cut rings only)");
  // Before the ranges: the VCs a network needs depend on its switching (circuits need no escape VC).
  read_switching_options(values, spec);
  // The ranges are the ones every user of a NetworkSpec needs (the simulator's own come later,
  // in rtl::validate); the traffic, router and trace options read after this rely on them.
  check_as_usage([&] { validate_network_spec(spec); });
}

void write_network_options(const NetworkSpec& spec, Emit emit, OptionList& out) {
  const NetworkSpec defaults;
  emit_option(out, emit, "topology", spec.topology, defaults.topology, choice_word(spec.topology, topology_choices()));
  if (spec.topology == Topology::graph) out.emplace_back("edges", spec.edges_file);  // the file gives k and n
  const bool grid_given_by_topology = spec.topology == Topology::hypercube || spec.topology == Topology::graph;
  if (!grid_given_by_topology) emit_option(out, emit, "k", spec.k, defaults.k, std::to_string(spec.k));
  if (!spec.graph) emit_option(out, emit, "n", spec.n, defaults.n, std::to_string(spec.n));
  if (!spec.graph)  // graph networks take directions from their links and refuse the option
    emit_option(out, emit, "directions", spec.directions, defaults.directions, choice_word(spec.directions, direction_choices()));
  emit_option(out, emit, "routing", spec.routing, defaults.routing, choice_word(spec.routing, routing_choices()));
  emit_option(out, emit, "vcs", spec.vcs, defaults.vcs, std::to_string(spec.vcs));
  emit_option(out, emit, "message-length", spec.message_length, defaults.message_length, std::to_string(spec.message_length));
}

}  // namespace kncube::cli
