#pragma once
// The thesis's stated conclusions of the chapter-6 comparison (spec 03 §3.11), per case, as the two
// winners a table can check: which network has the lowest latency at light load, and which keeps
// its latency lowest as load rises / saturates last. Several statements are qualitative ("the
// hypercube is favoured", "same as pipelined"); how each is read is written next to it, and cases
// the thesis leaves open have no winner.

#include <cstdint>
#include <optional>
#include <string>

#include "analytical/cost/cost_comparison.h"

namespace kncube::compare {

// One cell of the experiment matrix (§3.10).
struct ConclusionCase {
  std::int64_t nodes = 64;
  analytical::Constraint constraint = analytical::Constraint::bisection;
  analytical::Wires wires = analytical::Wires::pipelined;
  TrafficSpec traffic;  // uniform, hotspot h, transpose x or digit-reversal x
  int message_length = 64;  // M, 2D-torus flits
};

struct ThesisClaim {
  std::optional<analytical::ComparedTopology> light;       // lowest latency at light load
  std::optional<analytical::ComparedTopology> saturation;  // best at high load, latest saturation
  std::string statement;                                   // the §3.11 sentence(s) and how they are read
};

// The thesis's M and the h its hot-spot statements are read for.
constexpr int thesis_message_length = 64;
constexpr double thesis_hotspot_fraction = 0.2;

// The thesis sizes are 64, 512 and 4096; other N, M != 64, h != 0.2 and partial permutations get
// no claim. Matrix-transpose and digit-reversal
// take the uniform claims ("practically the same conclusions as uniform traffic"). Hot-spot claims
// are read for h = 0.2, the middle of the thesis's {0.05, 0.2, 0.5}, as "larger h".
ThesisClaim thesis_claim(const ConclusionCase& c);

}  // namespace kncube::compare
