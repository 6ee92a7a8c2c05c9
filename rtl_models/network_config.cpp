#include "rtl_models/network_config.h"

#include <algorithm>
#include <string>
#include <vector>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/network_rules.h"
#include "rtl_models/flit.h"
#include "rtl_models/graph/graph_network_checks.h"
#include "rtl_models/topology.h"

namespace kncube::rtl {
namespace {

std::string str(std::int64_t v) { return std::to_string(v); }

void require_integer_in(const std::string& option, std::int64_t value, std::int64_t low, std::int64_t high) {
  if (value < low || value > high) throw ConfigError(option, str(value), "an integer from " + str(low) + " to " + str(high));
}

// The largest network the simulator builds (its node-indexed state must fit in memory).
constexpr std::int64_t kMaxSimulatedNodes = std::int64_t{1} << 24;
static_assert(kMaxSimulatedNodes - 1 <= 0xffffff, "a flit carries node ids in 24 bits (flit.h)");
constexpr int kMaxRadix = 255;
constexpr int kMaxVcs = 32;

void validate_simulated_network(const NetworkSpec& spec) {
  if (spec.graph) validate_graph_network(spec);
  if (spec.n > kMaxDimensions) throw ConfigError("n", str(spec.n), "an integer from 1 to " + str(kMaxDimensions));
  if (spec.topology == Topology::torus)
    require_at_least("k", spec.k, 3, "a torus needs k >= 3; the binary n-cube is --topology hypercube");
  if (spec.topology != Topology::hypercube && spec.k > kMaxRadix)
    throw ConfigError("k", str(spec.k), "an integer up to " + str(kMaxRadix));
  if (!spec.graph && capped_nodes(spec, kMaxSimulatedNodes) > kMaxSimulatedNodes)
    throw ConfigError("n", str(spec.n), "a network of at most 2^24 nodes");
  if (spec.message_length > kMaxMessageLength)
    throw ConfigError("message-length", str(spec.message_length), "at most " + str(kMaxMessageLength) + " flits");

  const VcRequirement needed = minimum_vcs(spec);
  if (spec.vcs < needed.minimum) throw ConfigError("vcs", str(spec.vcs), needed.allowed);
  if (spec.vcs > kMaxVcs) throw ConfigError("vcs", str(spec.vcs), "at most " + str(kMaxVcs) + " virtual channels");
}

void validate_router(const RouterConfig& router, Routing routing) {
  require_bounded("buffer-depth", router.buffer_depth, 1, kMaxBufferDepth);
  if (routing == Routing::duato && router.vc_release == VcRelease::tail_sent)
    throw ConfigError("vc-release", "tail-sent",
                      "tail-credit with --routing duato: Duato's escape VCs are deadlock-free only with atomic VC "
                      "allocation (a VC is reallocated once it is empty); tail-sent can deadlock, see the README");
  // A stage delay beyond kMaxStageDelay is no router; bounded so that it is never mistaken for a
  // deadlock by the watchdog or wraps the cycle arithmetic.
  require_bounded("route-delay", router.delays.route, 0, kMaxStageDelay);
  require_bounded("vc-alloc-delay", router.delays.vc_alloc, 0, kMaxStageDelay);
  require_bounded("sw-alloc-delay", router.delays.sw_alloc, 0, kMaxStageDelay);
  require_bounded("xbar-delay", router.delays.crossbar, 0, kMaxStageDelay);
  // At least 1: a credit cannot arrive in the cycle its flit leaves.
  require_bounded("credit-delay", router.delays.credit, 1, kMaxStageDelay);
  // Terminal channels are short wires: a bound keeps their delay lines (one slot per cycle of
  // latency) from taking the machine's memory.
  require_integer_in("injection-latency", router.injection_latency, 1, kMaxTerminalLatency);
  require_integer_in("ejection-latency", router.ejection_latency, 0, kMaxTerminalLatency);
}

void validate_links(const LinkConfig& links, int dimensions) {
  // A wire's delay line holds one slot per cycle: bounded so that it fits in memory.
  for (int d : links.wire_delay) require_bounded("wire-delay", d, 1, kMaxWireDelay);
  if (links.wire_delay.size() != 1 && links.wire_delay.size() != static_cast<std::size_t>(dimensions)) {
    std::string delays;
    for (int d : links.wire_delay) delays += (delays.empty() ? "" : ",") + str(d);
    throw ConfigError("wire-delay", delays,
                      "one delay, or one per dimension (" + str(dimensions) + " values for n = " + str(dimensions) + ")");
  }
  if (links.kind == LinkKind::thesis) {
    if (links.mu < 1) throw ConfigError("channel-time", str(links.mu), thesis_cycles_allowed(1));
    if (links.switch_time < 0) throw ConfigError("switch-time", str(links.switch_time), thesis_cycles_allowed(0));
  }
}

// Spec 04 B.1: circuits on binary n-cubes, per-VC buffers of at least two flits (so that a circuit
// streams a flit per cycle), one flit per channel and cycle (the model's timing: no thesis links).
void validate_circuit_switching(const NetworkConfig& config) {
  if (config.spec.switching != Switching::circuit) return;
  if (config.spec.topology != Topology::hypercube)
    throw ConfigError("switching", "circuit", "circuit switching on --topology hypercube only (got --topology " +
                                                  std::string(to_string(config.spec.topology)) + ")");
  require_bounded("buffer-depth", config.router.buffer_depth, 2, kMaxBufferDepth);
  if (config.links.kind == LinkKind::thesis)
    throw ConfigError("link", "thesis", "pipelined links with --switching circuit (one flit per channel and cycle, spec 04 B.1)");
}

}  // namespace

std::string thesis_cycles_allowed(int minimum) { return "with --link thesis, a whole number of cycles >= " + str(minimum); }

void validate(const NetworkConfig& config) {
  validate_network_spec(config.spec);
  validate_simulated_network(config.spec);
  validate_router(config.router, config.spec.routing);
  validate_links(config.links, config.spec.n);
  validate_circuit_switching(config);
}

std::string describe_router(const NetworkConfig& config) {
  const std::string buffers = "buffers " + str(config.router.buffer_depth) + " flits";
  if (config.spec.switching == Switching::circuit) return buffers;
  return "pipeline " + to_string(config.router.preset) + ", " + to_string(config.links.kind) + " links, " + buffers;
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
