#include "testbenches/application/compare/studies/thesis_conclusions.h"

namespace kncube::compare {

namespace {

using analytical::ComparedTopology;
using analytical::Constraint;
using analytical::Wires;

constexpr ComparedTopology torus_2d = ComparedTopology::torus_2d;
constexpr ComparedTopology torus_3d = ComparedTopology::torus_3d;
constexpr ComparedTopology hypercube = ComparedTopology::hypercube;

// "Favoured" and "best" of the pin-out statements cannot mean light load: there the latency is
// close to (|H| + M)(t_c + t_s) (§3.8), and with M = 64 flits the 2D torus's t_c = 1 beats every
// other network's t_c = ceil(mu) >= 2 whatever |H|. They are read as claims about high load.
const char* const high_load_reading =
    "read as best at high load / latest saturation; light load is not stated, where M = 64 makes "
    "(|H| + M)(mu + 1) lowest for the 2D torus's mu = 1";

ThesisClaim uniform_claim(std::int64_t nodes, Constraint constraint, Wires wires) {
  const bool small = nodes == 64;
  if (constraint == Constraint::pinout && wires == Wires::nonpipelined) {
    // The headline result: one best topology per size.
    const ComparedTopology best = small ? hypercube : nodes == 512 ? torus_2d : torus_3d;
    return {std::nullopt, best,
            "pin-out, non-pipelined: the best topology is the hypercube at N = 64, the 2D torus at N = 512 and the 3D "
            "torus at N = 4096 (" + std::string(high_load_reading) + ")"};
  }
  if (constraint == Constraint::pinout)
    return {std::nullopt, hypercube,
            "pin-out, pipelined: higher dimensions gain and the hypercube is favoured at all sizes (" +
                std::string(high_load_reading) + ")"};
  const std::string which = wires == Wires::pipelined ? "bisection, pipelined" : "bisection, non-pipelined (same as pipelined)";
  if (small)
    return {torus_2d, hypercube,
            which + ": the 2D torus has the lowest latency at light to moderate load; at N = 64 the hypercube overtakes "
                    "it as load rises"};
  return {torus_2d, torus_2d, which + ": at N = 512 and 4096 the 2D torus is best, most clearly at 4096"};
}

ThesisClaim hotspot_claim(std::int64_t nodes, Constraint constraint, Wires wires) {
  const bool small = nodes == 64;
  if (!small)
    return {torus_2d, torus_2d,
            "hot-spot: for N = 512 and 4096 the 2D torus always beats the hypercube under both constraints; even small "
            "h gives it the lead"};
  if (wires == Wires::nonpipelined)
    return {torus_2d, torus_2d,
            "hot-spot, non-pipelined: favours the 2D torus even more than pipelined wires (read as 2D torus best at "
            "N = 64 for h = 0.2)"};
  if (constraint == Constraint::bisection)
    return {torus_2d, torus_2d,
            "hot-spot, bisection, pipelined: with larger h the 2D torus dominates; Fig. 6.9: the 2D torus copes best "
            "as h grows and the ranking does not change with h"};
  return {torus_2d, std::nullopt,
          "hot-spot, pin-out, pipelined, N = 64: saturation rates are closer; Fig. 6.9: the hypercube saturates later "
          "than the torus at h = 0.1 and earlier at h = 1, so h = 0.2 is not stated"};
}

}  // namespace

ThesisClaim thesis_claim(const ConclusionCase& c) {
  if (c.nodes != 64 && c.nodes != 512 && c.nodes != 4096) return {std::nullopt, std::nullopt, "no thesis result for this N"};
  // The statements are about M = 64 (the light-load reading depends on it), hot-spot h = 0.2 (the
  // thesis ranks differently at small h) and whole permutations; elsewhere they say nothing.
  if (c.message_length != thesis_message_length)
    return {std::nullopt, std::nullopt, "no thesis result for M = " + std::to_string(c.message_length) + " (its conclusions are for M = 64)"};
  if (c.traffic.kind == TrafficKind::hotspot && c.traffic.hotspot_fraction != thesis_hotspot_fraction)
    return {std::nullopt, std::nullopt, "no thesis result read for this h (the hot-spot statements are read for h = 0.2)"};
  if ((c.traffic.kind == TrafficKind::transpose || c.traffic.kind == TrafficKind::digit_reversal) && c.traffic.pattern_fraction != 1.0)
    return {std::nullopt, std::nullopt, "no thesis result for a partial permutation (x < 1)"};
  switch (c.traffic.kind) {
    case TrafficKind::uniform: return uniform_claim(c.nodes, c.constraint, c.wires);
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: {
      ThesisClaim claim = uniform_claim(c.nodes, c.constraint, c.wires);
      claim.statement = "as uniform (matrix-transpose and digit-reversal give practically the same conclusions); " + claim.statement;
      return claim;
    }
    case TrafficKind::hotspot: return hotspot_claim(c.nodes, c.constraint, c.wires);
    case TrafficKind::locality:
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm:
    case TrafficKind::hotspot_set: break;
  }
  return {std::nullopt, std::nullopt, "no thesis result for this traffic"};
}

}  // namespace kncube::compare
