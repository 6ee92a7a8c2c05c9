#pragma once
// Helpers shared by the duato-uniform test files: network builders, the reference settings of
// spec 01 §7 (epsilon = 1e-10) and tolerant comparisons with printed reference values.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "analytical/uniform/duato_uniform_model.h"

namespace kncube::analytical::test_support {

inline NetworkSpec torus(int k, int n, Directions directions, int vcs, int message_length) {
  NetworkSpec spec;
  spec.topology = Topology::torus;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.vcs = vcs;
  spec.message_length = message_length;
  return spec;
}

inline NetworkSpec uni(int k, int n, int vcs, int m) { return torus(k, n, Directions::uni, vcs, m); }
inline NetworkSpec bi(int k, int n, int vcs, int m) { return torus(k, n, Directions::bi, vcs, m); }

inline NetworkSpec hypercube(int n, int vcs, int message_length) {
  NetworkSpec spec = torus(2, n, Directions::uni, vcs, message_length);
  spec.topology = Topology::hypercube;
  return spec;
}

inline NetworkSpec locality(NetworkSpec spec, double fraction) {
  spec.traffic.kind = TrafficKind::locality;
  spec.traffic.locality = fraction;
  return spec;
}

inline NetworkSpec with_times(NetworkSpec spec, double channel_time, double switch_time) {
  spec.channel_time = channel_time;
  spec.switch_time = switch_time;
  return spec;
}

// The reference implementation's settings (§7): absolute epsilon 1e-10.
inline std::unique_ptr<DuatoUniformPrepared> reference_model(const NetworkSpec& spec, const ModelSwitches& switches = {}) {
  auto model = prepare_duato_uniform(spec, switches);
  model->set_tolerance(1e-10);
  return model;
}

inline double saturation(const NetworkSpec& spec, const ModelSwitches& switches = {}) {
  return reference_model(spec, switches)->saturation_rate(1e-7);
}

// A printed reference value is matched to a relative 1e-4 or, when that is tighter than the
// rounding of the printed digits, to half a unit of its last printed digit.
inline ::testing::AssertionResult matches_printed(double actual, const std::string& printed) {
  const double value = std::stod(printed);
  const std::size_t point = printed.find('.');
  const int decimals = point == std::string::npos ? 0 : static_cast<int>(printed.size() - point - 1);
  const double tolerance = std::max(1e-4 * std::fabs(value), 0.5 * std::pow(10.0, -decimals) * (1.0 + 1e-9));
  if (std::fabs(actual - value) <= tolerance) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got " << actual << ", spec prints " << printed << " (tolerance " << tolerance << ")";
}

inline ::testing::AssertionResult near_relative(double actual, double expected, double relative) {
  if (std::fabs(actual - expected) <= relative * std::fabs(expected)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got " << actual << ", expected " << expected << " (relative " << relative << ")";
}

}  // namespace kncube::analytical::test_support
