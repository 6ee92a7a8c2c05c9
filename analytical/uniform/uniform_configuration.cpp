#include "analytical/uniform/uniform_configuration.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include "analytical/vocabulary/network_rules.h"
#include "analytical/common/topology_counts.h"

namespace kncube::analytical {
namespace {

// Refuse enumerations beyond this many destination classes (a 32-ary 5-cube has about 3.8e5).
constexpr double kMaxDestinationClasses = 5.0e6;

std::string num(double x) {
  std::string s = std::to_string(x);
  while (s.size() > 1 && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

Applicability traffic_applicability(const NetworkSpec& spec) {
  const TrafficSpec& traffic = spec.traffic;
  if (is_booksim_pattern(traffic.kind))
    return Applicability::no("duato-uniform models uniform and locality traffic only; no analytical model covers BookSim's " +
                             std::string(to_string(traffic.kind)) + " traffic (simulate it with kncube run)");
  if (traffic.kind != TrafficKind::uniform && traffic.kind != TrafficKind::locality)
    return Applicability::no("duato-uniform models uniform and locality traffic only; " + std::string(to_string(traffic.kind)) +
                             " traffic needs the hot-spot or permutation models (spec 02)");
  if (traffic.kind == TrafficKind::uniform && traffic.self_traffic)
    return Applicability::no("duato-uniform's uniform traffic excludes the source (each of the N-1 other nodes equally "
                             "likely, spec 01 §3.5 (c)); with self-traffic on, 1/N of the messages stay at their source, "
                             "which the model does not cover (turn --self-traffic off)");
  if (traffic.kind == TrafficKind::uniform) return Applicability::yes();
  if (spec.is_bidirectional() && !spec.is_hypercube())
    return Applicability::no(
        "locality traffic is defined for unidirectional cubes only (the thesis gives no bidirectional locality model, "
        "spec 01 A10); use uniform traffic or a unidirectional torus");
  if (!(traffic.locality > 0.0 && traffic.locality <= 1.0))
    return Applicability::no("locality fraction f must lie in (0, 1]; got f = " + num(traffic.locality));
  const int k = spec.is_hypercube() ? 2 : spec.k;
  const int side = locality_side(k, spec.n, traffic.locality);
  if (side < 2 || side > k)
    return Applicability::no("locality f = " + num(traffic.locality) + " gives a sub-cube side k_f = (f N)^(1/n) = " +
                             std::to_string(side) + " outside [2, " + std::to_string(k) +
                             "] (spec 01 A9); choose f = (k_f / k)^n with an integer k_f in that range");
  return Applicability::yes();
}

}  // namespace

Applicability duato_uniform_applicability(const NetworkSpec& spec, const ModelSwitches& switches) {
  if (spec.routing != Routing::duato)
    return Applicability::no("duato-uniform models Duato's fully adaptive routing; got routing " + std::string(to_string(spec.routing)) +
                             " (use a dimension-order model such as Dally's e-cube model)");
  if (spec.topology == Topology::mesh)
    return Applicability::no("duato-uniform models tori and hypercubes (spec 01); a mesh has no wrap-around links and "
                             "different channel loads, so it is not covered");
  if (spec.n < 1) return Applicability::no("the network needs n >= 1 dimensions; got n = " + std::to_string(spec.n));
  if (spec.topology == Topology::hypercube && spec.k != 2)
    return Applicability::no("a hypercube has k = 2 nodes per dimension; got k = " + std::to_string(spec.k) +
                             " (set k = 2, or use a torus for k >= 3)");
  if (spec.k < 2) return Applicability::no("a torus needs k >= 3 nodes per dimension (k = 2 is the hypercube); got k = " + std::to_string(spec.k));
  const int min_vcs = minimum_vcs(Routing::duato, !spec.is_hypercube());
  if (spec.is_hypercube()) {
    if (spec.vcs < min_vcs)
      return Applicability::no("Duato's routing on a hypercube needs V >= 2 (1 escape + 1 adaptive); got V = " + std::to_string(spec.vcs));
  } else if (spec.vcs < min_vcs) {
    return Applicability::no("Duato's routing on a torus needs V >= 3 (2 escape + 1 adaptive); got V = " + std::to_string(spec.vcs));
  }
  if (spec.message_length < 1)
    return Applicability::no("message length M must be at least 1 flit; got M = " + std::to_string(spec.message_length));
  if (!(spec.channel_time > 0.0) || !std::isfinite(spec.channel_time))
    return Applicability::no("channel time t_c must be positive and finite; got t_c = " + num(spec.channel_time));
  if (!(spec.switch_time >= 0.0) || !std::isfinite(spec.switch_time))
    return Applicability::no("switch time t_s must be non-negative and finite; got t_s = " + num(spec.switch_time));
  if (switches.escape_weight != 1 && switches.escape_weight != 2)
    return Applicability::no("escape_weight (spec 01 A3) is 2 (thesis) or 1; got " + std::to_string(switches.escape_weight));
  if (Applicability traffic = traffic_applicability(spec); !traffic.applies) return traffic;
  const double classes = destination_class_count(resolve_uniform_configuration(spec, switches).window);
  if (classes > kMaxDestinationClasses)
    return Applicability::no("the network has " + num(classes) + " destination classes, more than the " + num(kMaxDestinationClasses) +
                             " the model enumerates; use fewer dimensions or a smaller radix");
  return Applicability::yes();
}

UniformConfiguration resolve_uniform_configuration(const NetworkSpec& spec, const ModelSwitches& switches) {
  if (spec.routing != Routing::duato || spec.topology == Topology::mesh || spec.n < 1 || spec.k < 2)
    throw std::invalid_argument("duato-uniform does not apply to " + describe(spec));
  UniformConfiguration config;
  config.hypercube = spec.is_hypercube();
  config.window.n = spec.n;
  // The hypercube is the unidirectional 2-ary n-cube (spec 01 §2.1), whatever `directions` says.
  config.window.k = config.hypercube ? 2 : spec.k;
  config.window.directions = config.hypercube ? Directions::uni : spec.directions;
  config.window.side = spec.traffic.kind == TrafficKind::locality ? locality_side(config.window.k, spec.n, spec.traffic.locality)
                                                                 : config.window.k;
  config.escape = config.hypercube ? EscapeVcs::one : EscapeVcs::two_dateline;
  config.vcs = spec.vcs;
  config.message_length = spec.message_length;
  config.hop_time = spec.channel_time + spec.switch_time;
  config.switches = switches;
  return config;
}

double channel_rate_factor(const UniformConfiguration& config, double exact_mean_distance) {
  const DestinationWindow& w = config.window;
  if (config.hypercube) return mean_distance(2, w.n, Directions::uni) / w.n;  // (3.25) over n channels
  const double channels_per_node = w.directions == Directions::uni ? w.n : 2.0 * w.n;
  if (config.switches.channel_distance == ChannelDistance::exact) return exact_mean_distance / channels_per_node;
  // Agarwal's k-bar includes the zero offset (A4); under locality it is taken over the sub-cube side.
  const double mean_hops = w.directions == Directions::uni ? (w.side - 1) / 2.0 : agarwal_mean_hops(w.k, Directions::bi);
  return w.n * mean_hops / channels_per_node;
}

}  // namespace kncube::analytical
