#include "rtl_models/network_config.h"

#include <algorithm>
#include <string>
#include <vector>

#include "rtl_models/config_error.h"
#include "rtl_models/graph/graph_network_checks.h"
#include "rtl_models/routing_function.h"
#include "rtl_models/topology.h"

namespace kncube::rtl {
namespace {

std::string str(std::int64_t v) { return std::to_string(v); }

void require_at_least(const std::string& option, std::int64_t value, std::int64_t minimum, const std::string& why = "") {
  if (value < minimum)
    throw ConfigError(option, str(value), "an integer >= " + str(minimum) + (why.empty() ? "" : " (" + why + ")"));
}

}  // namespace

void validate(const NetworkConfig& config) {
  const NetworkSpec& spec = config.spec;
  if (spec.graph) validate_graph_network(spec);
  require_at_least("n", spec.n, 1);
  if (spec.n > kMaxDimensions) throw ConfigError("n", str(spec.n), "an integer from 1 to " + str(kMaxDimensions));
  if (spec.topology == Topology::torus)
    require_at_least("k", spec.k, 3, "a torus needs k >= 3; the binary n-cube is --topology hypercube");
  else if (spec.topology == Topology::mesh)
    require_at_least("k", spec.k, 2);
  if (spec.topology != Topology::hypercube && spec.k > 255) throw ConfigError("k", str(spec.k), "an integer up to 255");
  std::int64_t nodes = 1;
  for (int i = 0; i < spec.n && !spec.graph; ++i) {
    nodes *= spec.topology == Topology::hypercube ? 2 : spec.k;
    if (nodes > (std::int64_t{1} << 24))
      throw ConfigError("n", str(spec.n), "a network of at most 2^24 nodes");
  }
  require_at_least("message-length", spec.message_length, 1);
  if (spec.message_length > kMaxMessageLength)
    throw ConfigError("message-length", str(spec.message_length), "at most " + str(kMaxMessageLength) + " flits");

  const TopologyGraph topology = make_topology(spec);
  const int needed = minimum_vcs(spec.routing, topology);
  if (spec.vcs < needed) {
    std::string why;
    if (spec.routing == Routing::duato)
      why = topology.wraps() && topology.radix() > 2 ? "Duato's routing on a torus needs 2 escape VCs + 1 adaptive"
                                                     : "Duato's routing needs 1 escape VC + 1 adaptive";
    else
      why = "dimension-order routing on a torus needs 2 dateline classes";
    require_at_least("vcs", spec.vcs, needed, why);
  }
  if (spec.vcs > 32) throw ConfigError("vcs", str(spec.vcs), "at most 32 virtual channels");

  const RouterConfig& router = config.router;
  require_at_least("buffer-depth", router.buffer_depth, 1);
  if (spec.routing == Routing::duato && router.vc_release == VcRelease::tail_sent)
    throw ConfigError("vc-release", "tail-sent",
                      "tail-credit with --routing duato: Duato's escape VCs are deadlock-free only with atomic VC "
                      "allocation (a VC is reallocated once it is empty); tail-sent can deadlock, see the README");
  require_at_least("route-delay", router.delays.route, 0);
  require_at_least("vc-alloc-delay", router.delays.vc_alloc, 0);
  require_at_least("sw-alloc-delay", router.delays.sw_alloc, 0);
  require_at_least("xbar-delay", router.delays.crossbar, 0);
  require_at_least("credit-delay", router.delays.credit, 1, "a credit cannot arrive in the cycle its flit leaves");
  // Terminal channels are short wires: a bound keeps their delay lines (one slot per cycle of
  // latency) from taking the machine's memory.
  if (router.injection_latency < 1 || router.injection_latency > kMaxTerminalLatency)
    throw ConfigError("injection-latency", str(router.injection_latency), "an integer from 1 to " + str(kMaxTerminalLatency));
  if (router.ejection_latency < 0 || router.ejection_latency > kMaxTerminalLatency)
    throw ConfigError("ejection-latency", str(router.ejection_latency), "an integer from 0 to " + str(kMaxTerminalLatency));

  const LinkConfig& links = config.links;
  if (links.wire_delay.size() != 1 && links.wire_delay.size() != static_cast<std::size_t>(spec.n))
    throw ConfigError("wire-delay", str(static_cast<std::int64_t>(links.wire_delay.size())) + " values",
                      "one value, or one per dimension (" + str(spec.n) + ")");
  for (int d : links.wire_delay) require_at_least("wire-delay", d, 1);
  if (links.kind == LinkKind::thesis) {
    require_at_least("mu", links.mu, 1);
    require_at_least("switch-time", links.switch_time, 0);
  }
}

std::int64_t zero_load_latency(const NetworkConfig& config, const std::vector<int>& path_dimensions) {
  const PipelineDelays& d = config.router.delays;
  const int head_wait = d.route + d.vc_alloc;
  const int switch_latency = d.sw_alloc + d.crossbar;
  const int length = config.spec.message_length;
  const LinkTiming injection = injection_timing(config.links, config.router.injection_latency);
  // Arrival cycle of each flit at the current router, generation at cycle 0; the interface sends
  // one flit per injection period.
  std::vector<std::int64_t> arrival(static_cast<std::size_t>(length));
  for (int i = 0; i < length; ++i) arrival[static_cast<std::size_t>(i)] = injection.latency + static_cast<std::int64_t>(i) * injection.period;
  // At each router: switch cycle S_i = max(arrival_i, S_{i-1} + period of the output), S_0 = arrival_0 + head_wait.
  const auto switch_through = [&](int period, int latency_after_switch) {
    std::int64_t previous = 0;
    for (int i = 0; i < length; ++i) {
      auto& a = arrival[static_cast<std::size_t>(i)];
      const std::int64_t s = i == 0 ? a + head_wait : std::max(a, previous + period);
      previous = s;
      a = s + latency_after_switch;
    }
  };
  for (int dimension : path_dimensions) {
    const LinkTiming link = link_timing(config.links, dimension);
    switch_through(link.period, switch_latency + link.latency);
  }
  switch_through(1, switch_latency + config.router.ejection_latency);  // one flit per cycle per input
  return arrival.back();
}

}  // namespace kncube::rtl
