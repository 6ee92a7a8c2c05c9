#include "testbenches/traffic/traffic_checks.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "analytical/uniform_destination_classes.h"
#include "rtl_models/config_error.h"

namespace kncube::traffic {
namespace {

// The value as the user typed it, as far as a double can tell: the shortest form that reads back
// to the same number (0.01, not 0.01000000000000000021).
std::string shown(double value) {
  char text[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, value);
    if (std::strtod(text, nullptr) == value) break;
  }
  return text;
}

// A derived quantity, to four significant digits.
std::string approx(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

int radix(const NetworkSpec& spec) { return spec.topology == Topology::hypercube ? 2 : spec.k; }

void check_hotspot(const NetworkSpec& spec) {
  const TrafficSpec& t = spec.traffic;
  if (!(t.hotspot_fraction >= 0.0 && t.hotspot_fraction < 1.0))
    throw rtl::ConfigError("hotspot-fraction", shown(t.hotspot_fraction), "a number in [0, 1)");
  if (t.hotspot_node < 0 || t.hotspot_node >= spec.nodes())
    throw rtl::ConfigError("hotspot-node", std::to_string(t.hotspot_node),
                           "a node id in [0, " + std::to_string(spec.nodes() - 1) + "] (k^n = " +
                               std::to_string(spec.nodes()) + " nodes)");
}

void check_permutation(const NetworkSpec& spec) {
  const TrafficSpec& t = spec.traffic;
  if (!(t.pattern_fraction >= 0.0 && t.pattern_fraction <= 1.0))
    throw rtl::ConfigError("pattern-fraction", shown(t.pattern_fraction), "a number in [0, 1]");
  if (spec.n < 2) {
    const bool transpose = t.kind == TrafficKind::transpose;
    throw rtl::ConfigError("traffic", std::string(to_string(t.kind)),
                           std::string("a pattern of networks with n >= 2 dimensions: with n = 1 ") +
                               (transpose ? "the transpose T(x)_0 = x_(0 + floor(1/2)) = x_0" : "the reversal R(x)_0 = x_0") +
                               " maps every node to itself, so by rule S (spec 02 §2.1) every message would be uniform");
  }
}

void check_locality(const NetworkSpec& spec) {
  const double f = spec.traffic.locality;
  if (!(f > 0.0 && f <= 1.0)) throw rtl::ConfigError("locality", shown(f), "a number in (0, 1]");
  if (spec.topology == Topology::mesh)
    throw rtl::ConfigError("traffic", "locality",
                           "a pattern of tori and hypercubes: its window d_i = (s_i + h_i) mod k (spec 01 eq. 3.35) "
                           "wraps around, which a mesh has no channels for");
  const int side = locality_side(spec);
  if (side < 2)
    throw rtl::ConfigError("locality", shown(f),
                           "an f > 1/N = 1/" + std::to_string(spec.nodes()) + ": the sub-cube side k_f = (f N)^(1/n) = " +
                               approx(std::pow(f * static_cast<double>(spec.nodes()), 1.0 / spec.n)) +
                               " rounds up to 1 (spec 01 A9): the sub-cube would hold the source alone, fewer than 2 "
                               "nodes");
}

}  // namespace

int locality_side(const NetworkSpec& spec) { return analytical::locality_side(radix(spec), spec.n, spec.traffic.locality); }

void check_traffic(const NetworkSpec& spec) {
  switch (spec.traffic.kind) {
    case TrafficKind::uniform: return;
    case TrafficKind::hotspot: check_hotspot(spec); return;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: check_permutation(spec); return;
    case TrafficKind::locality: check_locality(spec); return;
  }
}

}  // namespace kncube::traffic
