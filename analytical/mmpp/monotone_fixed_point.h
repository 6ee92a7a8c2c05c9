#pragma once
// The fixed point x = f(x) of B.5 step 3 (x = P_V), found from x = 0 as spec 04 iterates it or with
// fewer evaluations of f, each a solve of the channel's bivariate chain (V dense solves of the
// phase count: at 2^8 phases nearly all of a prediction's time).
//
// The spec's iteration, x <- x + (f(x) - x) / 2 until the step is below the tolerance, converges
// linearly, the slower the closer f'(x*) is to 1: 14 to 45 steps at the rates a sweep or a
// saturation search asks for. `secant` finds the same root, the smallest one, faster. f is
// increasing (more busy VCs, more failed probes, more retried traffic), so g(x) = f(x) - x is > 0
// from 0 up to the smallest root x1 and the spec's steps from 0 rise towards x1 without passing
// it. The secant method here steps through g from the two latest points that lie below the root,
// where it converges superlinearly; a point it overshoots to (g < 0) lies between x1 and the next
// root, so it closes a bracket of x1 alone, which the Illinois rule then shrinks. Where g does
// not fall from one point to the next (no root nearby: the network saturates) it takes the
// spec's step instead, so it only moves up as the spec's iteration does and gives up where that
// one does. Both stop at the same test: the spec's step from x (half of |g(x)|) below the
// tolerance, and return x plus that step, as the spec's last update does.

#include <cmath>

namespace kncube::analytical {

enum class FixedPointMethod {
  damped,  // spec 04 B.5 step 3: damping 0.5
  secant,  // the same root in fewer evaluations (the default)
};

struct FixedPointResult {
  bool converged = false;
  double x = 0.0;       // the root, as the spec's last step leaves it
  int evaluations = 0;  // of f (cap + 1 when it ran out)
};

// f(x, stop): the map; it sets `stop` to end the search unconverged (the network is saturated).
// Evaluated at most `cap` times; the spec's tolerance on its step is `tolerance`.
template <typename Map>
FixedPointResult monotone_fixed_point(const Map& f, FixedPointMethod method, double tolerance, int cap) {
  constexpr double damping = 0.5;
  FixedPointResult out;
  // Points evaluated below the root (g > 0): the latest and the one before; above it (g < 0): the
  // latest. Bracketed, their g may be scaled down by the Illinois rule.
  struct Point {
    double x = 0.0;
    double g = 0.0;
    bool known = false;
  } below, before, above;
  enum class Side { none, below, above } last = Side::none;
  bool extrapolating = method == FixedPointMethod::secant;
  bool extrapolated = false;  // x came from a secant step before a bracket
  double x = 0.0;
  for (out.evaluations = 1; out.evaluations <= cap; ++out.evaluations) {
    bool stop = false;
    const double fx = f(x, stop);
    if (stop) return out;
    // The spec's step, spelled as the spec's iteration computed it (the damped method gives the
    // same digits as before the secant one existed).
    const double damped = (1.0 - damping) * x + damping * fx;
    if (std::fabs(damped - x) < tolerance) {
      out.converged = true;
      out.x = damped;
      return out;
    }
    if (method == FixedPointMethod::damped) {
      x = damped;
      continue;
    }
    const double g = fx - x;
    if (g > 0.0 && extrapolated && !above.known && g > below.g) {
      // g rose past the point the step was taken from: the step may have crossed the root and
      // the next one (a saturating network's g has no root). Back to the spec's steps, from there.
      extrapolating = false;
      extrapolated = false;
      x = below.x + damping * below.g;
      continue;
    }
    if (g > 0.0) {
      if (below.known) before = below;
      below = Point{x, g, true};
      if (last == Side::below && above.known) above.g *= 0.5;  // Illinois
      last = Side::below;
    } else {
      above = Point{x, g, true};
      if (last == Side::above) below.g *= 0.5;
      last = Side::above;
    }
    extrapolated = false;
    double next = g > 0.0 ? damped : below.x + damping * below.g;  // the spec's step from below
    if (above.known) {
      // Regula falsi on the bracket, which holds the smallest root alone.
      next = below.x - below.g * (above.x - below.x) / (above.g - below.g);
      if (!(next > below.x && next < above.x)) next = 0.5 * (below.x + above.x);
    } else if (extrapolating && before.known && below.g < before.g) {
      const double secant = below.x + below.g * (below.x - before.x) / (before.g - below.g);
      // Upwards only, and below 1 (P_V is a probability); else the spec's step.
      if (secant > below.x && secant < 1.0) {
        next = secant;
        extrapolated = true;
      }
    }
    x = next;
  }
  return out;  // out of evaluations: cap + 1, as the spec's loop counter leaves it
}

}  // namespace kncube::analytical
