#pragma once
// Helpers shared by the hot-spot model tests (test_hotspot_*.cpp): building the spec 02
// configurations and comparing with reference numbers at the precision they are printed with.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::analytical::hotspot_test {

// A unidirectional (or bidirectional) k-ary n-cube with hot-spot traffic and Duato routing.
inline NetworkSpec torus(int k, int n, int vcs, int message_length, double h, Directions directions = Directions::uni) {
  NetworkSpec spec;
  spec.topology = Topology::torus;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.routing = Routing::duato;
  spec.vcs = vcs;
  spec.message_length = message_length;
  spec.traffic.kind = TrafficKind::hotspot;
  spec.traffic.hotspot_fraction = h;
  spec.traffic.hotspot_node = 0;
  return spec;
}

inline NetworkSpec hypercube(int n, int vcs, int message_length, double h) {
  NetworkSpec spec = torus(2, n, vcs, message_length, h);
  spec.topology = Topology::hypercube;
  spec.traffic.hotspot_node = (1 << n) - 1;  // node 255 of the 8-cube, as the thesis uses
  return spec;
}

// Half a unit of the last printed digit of `printed` ("34.7747" -> 5e-5, "7.875e-05" -> 5e-9).
inline double half_unit_of_last_digit(const char* printed) {
  const char* dot = std::strchr(printed, '.');
  const char* exponent = std::strpbrk(printed, "eE");
  const char* mantissa_end = exponent ? exponent : printed + std::strlen(printed);
  const int decimals = dot && dot < mantissa_end ? static_cast<int>(mantissa_end - dot - 1) : 0;
  const int power = exponent ? std::atoi(exponent + 1) : 0;
  return 0.5 * std::pow(10.0, power - decimals);
}

// |actual - printed| within half a unit of the printed last digit (1% slack for the reference's
// own rounding of binary values).
inline ::testing::AssertionResult matches_printed(double actual, const char* printed) {
  const double expected = std::strtod(printed, nullptr);
  const double tolerance = 1.01 * half_unit_of_last_digit(printed);
  if (std::abs(actual - expected) <= tolerance) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "actual " << actual << " vs printed " << printed << " (tolerance " << tolerance
                                       << ")";
}

// Relative agreement, for values whose precision is stated as relative (e.g. lambda_sat).
inline ::testing::AssertionResult near_relative(double actual, double expected, double relative) {
  if (std::abs(actual - expected) <= relative * std::abs(expected)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "actual " << actual << " vs expected " << expected << " (relative "
                                       << std::abs(actual - expected) / std::abs(expected) << " > " << relative << ")";
}

}  // namespace kncube::analytical::hotspot_test
