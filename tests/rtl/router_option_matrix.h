#pragma once
// The configurations the router-option soak covers: every routing x topology (uni and bi torus,
// hypercube, mesh, TM and x-Folded TM graphs) crossed with router configurations that switch on,
// one at a time and all together, every option of rtl::RouterConfig and rtl::LinkConfig.

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "analytical/graph/grid_generators.h"
#include "rtl_models/network_config.h"

namespace kncube::test {

// A network: topology, size, routing, VCs and message length.
struct SoakNetwork {
  std::string name;
  Topology topology;
  int k;
  int n;
  Directions directions;
  Routing routing;
  int vcs;
  int length;

  bool k_ary_n_cube() const { return topology == Topology::torus || topology == Topology::hypercube || topology == Topology::mesh; }
  bool torus() const { return topology == Topology::torus; }
  // Whether deadlock freedom rests on the up*/down* escape VC of a graph network: one VC class
  // whose routes all funnel through the spanning tree's root.
  bool up_down_escape() const { return !k_ary_n_cube() && routing == Routing::duato; }
};

inline void PrintTo(const SoakNetwork& n, std::ostream* out) { *out << n.name; }

// One router configuration, applied on top of the model-matched defaults.
struct RouterVariant {
  std::string name;
  void (*apply)(rtl::NetworkConfig&);
  bool (*applies)(const SoakNetwork&);  // whether the option means something on that network
};

struct SoakCombination {
  SoakNetwork network;
  RouterVariant router;
  std::string name() const { return network.name + "_" + router.name; }
};

inline void PrintTo(const SoakCombination& c, std::ostream* out) { *out << c.name(); }

inline std::vector<SoakNetwork> soak_networks() {
  return {
      {"uni_torus_dor", Topology::torus, 4, 2, Directions::uni, Routing::dor, 2, 8},
      {"uni_torus_duato", Topology::torus, 4, 2, Directions::uni, Routing::duato, 3, 8},
      {"bi_torus_dor", Topology::torus, 4, 2, Directions::bi, Routing::dor, 2, 8},
      {"bi_odd_torus_duato", Topology::torus, 5, 2, Directions::bi, Routing::duato, 3, 6},
      {"bi_torus3d_dor", Topology::torus, 3, 3, Directions::bi, Routing::dor, 2, 4},
      {"hypercube_dor", Topology::hypercube, 2, 4, Directions::uni, Routing::dor, 2, 8},
      {"hypercube_duato", Topology::hypercube, 2, 4, Directions::uni, Routing::duato, 2, 8},
      {"mesh_dor", Topology::mesh, 4, 2, Directions::bi, Routing::dor, 2, 8},
      {"mesh_duato", Topology::mesh, 4, 2, Directions::bi, Routing::duato, 2, 8},
      {"tm_dor", Topology::tm, 4, 2, Directions::bi, Routing::dor, 1, 8},
      {"tm_duato", Topology::tm, 4, 2, Directions::bi, Routing::duato, 2, 8},
      {"xftm_duato", Topology::xftm, 5, 2, Directions::bi, Routing::duato, 2, 8},
  };
}

namespace variants {

inline bool always(const SoakNetwork&) { return true; }
inline bool dimension_order_routing(const SoakNetwork& n) { return n.routing == Routing::dor; }
inline bool k_ary_n_cube(const SoakNetwork& n) { return n.k_ary_n_cube(); }
inline bool torus(const SoakNetwork& n) { return n.torus(); }

inline void model(rtl::NetworkConfig&) {}
// --router booksim, with --vc-release tail-credit under Duato's routing (kncube refuses the preset's
// tail-sent there, see validate).
inline void booksim(rtl::NetworkConfig& c) {
  c.router = rtl::router_preset(rtl::RouterPreset::booksim);
  if (c.spec.routing == Routing::duato) c.router.vc_release = rtl::VcRelease::tail_credit;
}
inline void four_stage_shared_eject1(rtl::NetworkConfig& c) {
  c.router.preset = rtl::PipelinePreset::four_stage;
  c.router.delays = rtl::delays_for(rtl::PipelinePreset::four_stage);
  c.router.injection = rtl::InjectionKind::shared;
  c.router.ejection = rtl::EjectionKind::single_port;
}
inline void tail_sent(rtl::NetworkConfig& c) { c.router.vc_release = rtl::VcRelease::tail_sent; }
inline void tail_sent_eject1_serial(rtl::NetworkConfig& c) {
  c.router.vc_release = rtl::VcRelease::tail_sent;
  c.router.ejection = rtl::EjectionKind::single_port;
  c.router.injection = rtl::InjectionKind::serial;
}
inline void nonpipelined(rtl::NetworkConfig& c) {
  c.links.kind = rtl::LinkKind::nonpipelined;
  c.links.wire_delay = {2};
}
inline void thesis(rtl::NetworkConfig& c) {
  c.links.kind = rtl::LinkKind::thesis;
  c.links.mu = 2;
  c.links.switch_time = 1;
}
inline void long_wires_per_dimension(rtl::NetworkConfig& c) {
  c.links.wire_delay.assign(static_cast<std::size_t>(c.spec.n), 1);
  c.links.wire_delay.back() = 5;  // longer than the 4-flit buffer covers: credit-limited channels
}
inline void islip(rtl::NetworkConfig& c) {
  c.router.vc_allocator = rtl::AllocatorKind::islip;
  c.router.sw_allocator = rtl::AllocatorKind::islip;
}
inline void matrix_arbiters(rtl::NetworkConfig& c) { c.router.arbiter = rtl::ArbiterKind::matrix; }
inline void per_dimension_dateline(rtl::NetworkConfig& c) { c.router.dateline = rtl::DatelineRule::per_dimension; }
inline void ascending_order(rtl::NetworkConfig& c) { c.router.dimension_order = rtl::DimensionOrder::ascending; }
inline void serial_injection(rtl::NetworkConfig& c) { c.router.injection = rtl::InjectionKind::serial; }
inline void shared_injection(rtl::NetworkConfig& c) { c.router.injection = rtl::InjectionKind::shared; }
inline void single_port_ejection(rtl::NetworkConfig& c) { c.router.ejection = rtl::EjectionKind::single_port; }
inline void injection_limit_alo(rtl::NetworkConfig& c) { c.router.injection_limit = rtl::InjectionLimit::alo; }
inline void transit_priority(rtl::NetworkConfig& c) { c.router.transit_priority = true; }
// One-flit buffers behind slow credits and a custom pipeline: every VC stalls on every flit.
inline void shallow_slow(rtl::NetworkConfig& c) {
  c.router.buffer_depth = 1;
  c.router.preset = rtl::PipelinePreset::custom;
  c.router.delays.route = 2;
  c.router.delays.vc_alloc = 1;
  c.router.delays.sw_alloc = 0;
  c.router.delays.crossbar = 2;
  c.router.delays.credit = 3;
}
inline void terminal_latencies(rtl::NetworkConfig& c) {
  c.router.injection_latency = 3;
  c.router.ejection_latency = 2;
  c.router.ejection = rtl::EjectionKind::single_port;
}
// Every non-default choice at once (tail-sent where the routing allows it).
inline void everything(rtl::NetworkConfig& c) {
  four_stage_shared_eject1(c);
  islip(c);
  matrix_arbiters(c);
  serial_injection(c);
  injection_limit_alo(c);
  transit_priority(c);
  nonpipelined(c);
  c.router.buffer_depth = 2;
  c.router.delays.credit = 2;
  c.router.injection_latency = 2;
  c.router.ejection_latency = 1;
  if (c.spec.routing == Routing::dor) tail_sent(c);
  if (c.spec.topology == Topology::torus || c.spec.topology == Topology::hypercube || c.spec.topology == Topology::mesh) {
    per_dimension_dateline(c);
    ascending_order(c);
  }
}

}  // namespace variants

inline std::vector<RouterVariant> router_variants() {
  namespace v = variants;
  return {
      {"model", v::model, v::always},
      {"booksim", v::booksim, v::always},
      {"4stage_shared_eject1", v::four_stage_shared_eject1, v::always},
      {"tail_sent", v::tail_sent, v::dimension_order_routing},
      {"tail_sent_eject1_serial", v::tail_sent_eject1_serial, v::dimension_order_routing},
      {"nonpipelined", v::nonpipelined, v::always},
      {"thesis", v::thesis, v::always},
      {"long_wires", v::long_wires_per_dimension, v::k_ary_n_cube},
      {"islip", v::islip, v::always},
      {"matrix", v::matrix_arbiters, v::always},
      {"per_dimension_dateline", v::per_dimension_dateline, v::torus},
      {"ascending", v::ascending_order, v::k_ary_n_cube},
      {"serial_injection", v::serial_injection, v::always},
      {"shared_injection", v::shared_injection, v::always},
      {"eject1", v::single_port_ejection, v::always},
      {"alo", v::injection_limit_alo, v::always},
      {"transit_priority", v::transit_priority, v::always},
      {"shallow_slow", v::shallow_slow, v::always},
      {"terminal_latencies", v::terminal_latencies, v::always},
      {"everything", v::everything, v::always},
  };
}

inline rtl::NetworkConfig soak_network_config(const SoakCombination& c, std::uint64_t seed) {
  rtl::NetworkConfig config;
  const SoakNetwork& n = c.network;
  config.spec.topology = n.topology;
  config.spec.k = n.k;
  config.spec.n = n.n;
  config.spec.directions = n.directions;
  config.spec.routing = n.routing;
  config.spec.vcs = n.vcs;
  config.spec.message_length = n.length;
  if (n.topology == Topology::tm) config.spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_tm_graph(n.k));
  if (n.topology == Topology::xftm) config.spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_xftm_graph(n.k));
  config.seed = seed;
  c.router.apply(config);
  return config;
}

// Every network crossed with every router variant that applies to it.
inline std::vector<SoakCombination> soak_combinations() {
  std::vector<SoakCombination> all;
  for (const SoakNetwork& network : soak_networks())
    for (const RouterVariant& router : router_variants())
      if (router.applies(network)) all.push_back({network, router});
  return all;
}

}  // namespace kncube::test
