#include "testbenches/testbench/monitor/comparison_mode.h"

#include "analytical/graph/network_graph.h"

namespace kncube::monitor {

const char* to_string(ComparisonMode mode) { return mode == ComparisonMode::model_matched ? "model-matched" : "offset"; }

Comparison assess_comparison(const rtl::NetworkConfig& network, const analytical::PreparedModel& model,
                             double simulated_zero_load) {
  Comparison c;
  const rtl::RouterConfig& router = network.router;
  if (router.delays.router_latency() != 0)
    c.unmet_assumptions.push_back("pipeline " + rtl::to_string(router.preset) + " adds " +
                                  std::to_string(router.delays.router_latency()) +
                                  " cycles per router (the models assume an ideal router: --pipeline ideal)");
  if (router.ejection != rtl::EjectionKind::unlimited)
    c.unmet_assumptions.push_back("ejection port of one flit per cycle (the models assume ejection never blocks)");
  if (router.injection == rtl::InjectionKind::shared)
    c.unmet_assumptions.push_back("one injection channel shared by the VCs (the models let V messages enter at once: "
                                  "--injection parallel)");
  if (router.injection == rtl::InjectionKind::serial)
    c.unmet_assumptions.push_back("one injection channel carrying one message at a time (the models let V messages enter "
                                  "at once: --injection parallel)");
  if (router.injection_latency != 1 || router.ejection_latency != 0)
    c.unmet_assumptions.push_back("terminal channels of " + std::to_string(router.injection_latency) + " and " +
                                  std::to_string(router.ejection_latency) +
                                  " cycles (the models' injection channel takes 1 cycle and ejection none)");
  const bool duato = network.spec.routing == Routing::duato;
  if (router.dateline == rtl::DatelineRule::per_dimension && network.spec.is_bidirectional() &&
      network.spec.topology == Topology::torus)
    c.unmet_assumptions.push_back("dateline classes kept per dimension (the models' classes follow the per-hop rule, "
                                  "spec 01 §3.3: --dateline per-hop)");
  if (router.dimension_order == rtl::DimensionOrder::ascending && network.spec.n > 1)
    c.unmet_assumptions.push_back("dimension 0 routed first (the models' deterministic path takes the highest dimension "
                                  "first, spec 01 A11: --dimension-order descending)");
  if (duato && router.vc_allocator == rtl::AllocatorKind::islip)
    c.unmet_assumptions.push_back("iSLIP VC allocation (the models pick a free adaptive VC at random, spec 01 §3.3: "
                                  "--vc-allocator separable)");
  if (router.transit_priority)
    c.unmet_assumptions.push_back("transit priority (the models' arbiters serve every input alike: --transit-priority off)");
  if (duato && router.injection_limit != rtl::InjectionLimit::none)
    c.unmet_assumptions.push_back("injection limitation (the models let a message enter whenever a VC is free: "
                                  "--injection-limit none)");
  if (network.spec.arrivals.kind == ArrivalKind::bernoulli)
    c.unmet_assumptions.push_back("Bernoulli arrivals (the models assume Poisson arrivals)");
  const rtl::LinkConfig& links = network.links;
  if (links.kind == rtl::LinkKind::thesis) {
    // Thesis links time a flit at t_c + t_s per channel, as the t_c/t_s models do (spec 03 §3.9).
  } else {
    bool unit_wires = true;
    for (int d : links.wire_delay) unit_wires = unit_wires && d == 1;
    if (network.spec.graph)  // an edge file's own link delays
      for (const auto& channel : network.spec.graph->channels()) unit_wires = unit_wires && channel.wire_delay <= 1;
    if (!unit_wires || links.kind != rtl::LinkKind::pipelined)
      c.unmet_assumptions.push_back(rtl::to_string(links.kind) + " links with wire delay other than 1 cycle (the models "
                                    "move one flit per channel per cycle)");
  }
  c.mode = c.unmet_assumptions.empty() ? ComparisonMode::model_matched : ComparisonMode::offset;
  c.model_zero_load = model.zero_load_latency();
  // Model-matched means the simulator's zero-load latency is the model's by construction (checked
  // exactly by the zero-load tests), so nothing is subtracted; the sampled estimate would only
  // add its own noise.
  c.simulated_zero_load = c.mode == ComparisonMode::model_matched ? c.model_zero_load : simulated_zero_load;
  c.offset = c.simulated_zero_load - c.model_zero_load;
  return c;
}

}  // namespace kncube::monitor
