#include "analytical/vocabulary/network_rules.h"

#include "analytical/vocabulary/config_error.h"

namespace kncube {
namespace {

std::string str(std::int64_t v) { return std::to_string(v); }

int radix_of(const NetworkSpec& spec) { return spec.topology == Topology::hypercube ? 2 : spec.k; }

}  // namespace

std::int64_t capped_nodes(const NetworkSpec& spec, std::int64_t cap) {
  std::int64_t nodes = 1;
  for (int i = 0; i < spec.n && nodes <= cap; ++i) nodes *= radix_of(spec);
  return nodes;
}

int minimum_vcs(Routing routing, bool dateline) {
  const int classes = dateline ? 2 : 1;  // dimension order's dateline classes, Duato's escape VCs
  return routing == Routing::dor ? classes : classes + 1;
}

VcRequirement minimum_vcs(const NetworkSpec& spec) {
  // Graph networks: up*/down* alone is deadlock-free (V = 1), and so are TM's cut rings. Circuits
  // cannot deadlock either: a blocked probe never waits holding VCs, it backtracks (spec 04 B.1).
  if (spec.is_graph() || spec.switching == Switching::circuit) return {1, ""};
  const bool dateline = spec.topology == Topology::torus && spec.k > 2;
  const int minimum = minimum_vcs(spec.routing, dateline);
  const char* where = dateline ? "a torus" : spec.is_hypercube() ? "a hypercube" : "a mesh";
  if (spec.routing == Routing::dor)
    return {minimum, dateline ? "an integer >= 2 (dimension-order routing on a torus needs 2 dateline classes)" : ""};
  return {minimum, std::string("Duato's routing on ") + where + " needs at least " + str(minimum) +
                       " virtual channels (" + str(minimum - 1) + " escape + 1 adaptive)"};
}

void require_at_least(const std::string& option, std::int64_t value, std::int64_t minimum, const std::string& why) {
  if (value < minimum)
    throw ConfigError(option, str(value), "an integer >= " + str(minimum) + (why.empty() ? "" : " (" + why + ")"));
}

void require_bounded(const std::string& option, std::int64_t value, std::int64_t minimum, std::int64_t maximum) {
  require_at_least(option, value, minimum);
  if (value > maximum)
    throw ConfigError(option, str(value), "an integer from " + str(minimum) + " to " + str(maximum));
}

void validate_network_spec(const NetworkSpec& spec) {
  require_at_least("k", spec.k, 2);
  require_at_least("n", spec.n, 1);
  if (capped_nodes(spec, kMaxSpecNodes) > kMaxSpecNodes)
    throw ConfigError("n", str(spec.n),
                      "k^n = " + str(radix_of(spec)) + "^" + str(spec.n) +
                          " nodes is more than the 2^40 kncube handles; give a smaller k or n");
  require_bounded("vcs", spec.vcs, 1, kMaxSpecVcs);
  require_at_least("message-length", spec.message_length, 1);
  const VcRequirement vcs = minimum_vcs(spec);
  if (spec.routing == Routing::duato && spec.vcs < vcs.minimum) throw ConfigError("vcs", str(spec.vcs), vcs.allowed);
}

}  // namespace kncube
