#include "analytical/permutation/permutation_solver.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace kncube::analytical {
namespace {

struct Latencies {
  double network = 0.0;      // S
  double uniform = 0.0;      // S_u
  double permutation = 0.0;  // S_p
};

double relative_change(double next, double current) { return std::fabs(next - current) / current; }

std::string utilisation_reason(const char* channels, const char* formula, double rho, int iteration) {
  std::ostringstream out;
  out << "channel utilisation reached 1 on the " << channels << " (rho = " << formula << " = " << rho
      << (iteration > 0 ? " at fixed-point iteration " + std::to_string(iteration) : std::string(" after convergence"))
      << "): the offered load exceeds the model's saturation rate";
  return out.str();
}

// B4-B7 for one channel class; false when rho >= 1 (no steady state).
bool fill_channel(const PermutationStatics& s, double rate, double service, ChannelClassState& c) {
  c.rate = rate;
  c.service = service;
  c.utilisation = rate * service;
  if (!(c.utilisation < 1.0)) return false;
  vc_occupancy(rate, service, s.vcs, c.occupancy);
  const BusyProbabilities busy = busy_probabilities(c.occupancy, s.escape, s.escape_weight);
  c.all_adaptive = busy.all_adaptive;
  c.adaptive_and_escape = busy.adaptive_and_escape;
  // Spec 03 §3.8: the service time can never fall below M (t_c + t_s).
  c.wait = mg1_wait(rate, service, s.message_length * s.flit_time);
  c.multiplexing = multiplexing_degree(c.occupancy);
  return true;
}

// §3.10 step 2: channel quantities from the current latencies. Sets the reason when saturated.
bool update_channels(const PermutationStatics& s, double rate, const Latencies& current, int iteration,
                     PermutationDiagnostics& d) {
  if (!s.centre_class) {
    if (!fill_channel(s, s.mixed_rate_per_message * rate, current.network, d.mixed)) {
      d.reason = utilisation_reason("channels", "lambda_c * S", d.mixed.utilisation, iteration);
      return false;
    }
    d.uniform_wait = d.mixed.wait;
    return true;
  }
  // T5.57: the other channels serve uniform and reversal messages in proportion to their rates.
  const double uniform_part = s.centre_rate_per_message / s.mixed_rate_per_message;
  const double other_service = uniform_part * current.uniform + (1.0 - uniform_part) * current.permutation;
  // Fill both classes before judging, so that the reason names every class at rho >= 1.
  const bool centre_stable = fill_channel(s, s.centre_rate_per_message * rate, current.uniform, d.centre);
  const bool other_stable = fill_channel(s, s.mixed_rate_per_message * rate, other_service, d.mixed);
  if (!centre_stable) {
    d.reason = utilisation_reason("centre-dimension channels", "lambda_cen * S_u", d.centre.utilisation, iteration);
    if (!other_stable)
      d.reason += "; also on the non-centre channels (lambda_oth * S_oth = " + std::to_string(d.mixed.utilisation) + ")";
    return false;
  }
  if (!other_stable) {
    d.reason = utilisation_reason("non-centre channels", "lambda_oth * S_oth", d.mixed.utilisation, iteration);
    return false;
  }
  const double n = s.n;
  d.uniform_wait = d.centre.wait / n + (1.0 - 1.0 / n) * d.mixed.wait;  // T5.56
  return true;
}

// Mean per-hop blocking when all of r remaining dimensions' adaptive VCs and the escape
// dimension's adaptive and escape VCs must be busy: sum_r profile[r] P_a^(r-1) P_a&d
// (T5.21-T5.26, T5.40-T5.42).
double single_class_blocking(const std::vector<double>& profile, const ChannelClassState& c) {
  double total = 0.0;
  double adaptive_busy = 1.0;  // P_a^(r-1)
  for (std::size_t r = 1; r < profile.size(); ++r) {
    total += profile[r] * adaptive_busy;
    adaptive_busy *= c.all_adaptive;
  }
  return total * c.adaptive_and_escape;
}

// Uniform blocking with a centre class: sum_r profile[r] beta(r) (T5.47; T5.65 as A-16).
double uniform_blocking_with_centre(const std::vector<double>& profile, int n, const ChannelClassState& other,
                                    const ChannelClassState& centre) {
  const double dims = n;
  double total = 0.0;
  double other_busy = 1.0;           // P_a,o^(r-1)
  double other_busy_previous = 0.0;  // P_a,o^(r-2); its term has weight (r-1)/n = 0 at r = 1
  for (std::size_t r = 1; r < profile.size(); ++r) {
    const double remaining = static_cast<double>(r);
    const double beta = (1.0 - remaining / dims) * other_busy * other.adaptive_and_escape  // centre finished
                        + (1.0 / dims) * other_busy * centre.adaptive_and_escape         // centre is the escape dimension
                        + ((remaining - 1.0) / dims) * other_busy_previous * centre.all_adaptive *
                              other.adaptive_and_escape;                                 // centre still ahead, not escape
    total += profile[r] * beta;
    other_busy_previous = other_busy;
    other_busy *= other.all_adaptive;
  }
  return total;
}

// §3.10 step 3 (Jacobi): new S_u, S_p,i, S_p and S from the channel quantities in `d`.
// Transmission terms are (M + hops)(t_c + t_s) (spec 03 §3.8); blocking terms are hops * b-bar * w
// with the hop count of A-8.
Latencies update_latencies(const PermutationStatics& s, PermutationDiagnostics& d) {
  const double flit = s.flit_time;
  const double m = s.message_length;
  d.uniform_blocking = s.centre_class ? uniform_blocking_with_centre(s.uniform_profile, s.n, d.mixed, d.centre)
                                      : single_class_blocking(s.uniform_profile, d.mixed);
  Latencies next;
  next.uniform = (m + s.uniform_distance) * flit + s.uniform_blocking_hops * d.uniform_blocking * d.uniform_wait;  // T5.19
  for (int i = 1; i <= s.n; ++i) {
    const auto ii = static_cast<std::size_t>(i);
    if (s.permutation_probabilities[ii] == 0.0) continue;
    // Permutation messages never cross the centre dimension: only the mixed channels.
    d.permutation_blocking[ii] = single_class_blocking(s.permutation_profiles[ii], d.mixed);
    d.permutation_latencies[ii] = (m + i * s.permutation_hops_per_digit) * flit +
                                  s.permutation_blocking_hops[ii] * d.permutation_blocking[ii] * d.mixed.wait;  // T5.20
    next.permutation += s.permutation_probabilities[ii] * d.permutation_latencies[ii];                      // T5.18
  }
  next.network = s.uniform_share * next.uniform + s.permutation_share * next.permutation;  // T5.17
  return next;
}

PermutationDiagnostics saturated(PermutationDiagnostics d) {
  d.saturated = true;
  d.rho = std::max(d.mixed.utilisation, d.centre.utilisation);
  return d;
}

}  // namespace

PermutationDiagnostics solve_permutation_model(const PermutationStatics& s, double rate,
                                               const PermutationSolverOptions& options) {
  if (!(rate >= 0.0) || !std::isfinite(rate))
    throw std::invalid_argument("permutation model: the generation rate must be finite and >= 0");
  PermutationDiagnostics d;
  d.rate = rate;
  d.has_centre_class = s.centre_class;
  // Every buffer the iteration writes is sized here, once.
  d.mixed.occupancy.reserve(static_cast<std::size_t>(s.vcs) + 1);
  d.centre.occupancy.reserve(static_cast<std::size_t>(s.vcs) + 1);
  d.permutation_blocking.assign(static_cast<std::size_t>(s.n) + 1, 0.0);
  d.permutation_latencies.assign(static_cast<std::size_t>(s.n) + 1, 0.0);

  const double floor_latency = s.message_length * s.flit_time;  // §3.10 step 1: start from M
  Latencies current{floor_latency, floor_latency, floor_latency};
  for (int iteration = 1;; ++iteration) {
    if (iteration > options.max_iterations) {
      d.reason = "the fixed point did not converge within " + std::to_string(options.max_iterations) +
                 " iterations (A-20): treat the rate as saturated";
      return saturated(std::move(d));
    }
    if (!update_channels(s, rate, current, iteration, d)) return saturated(std::move(d));
    const Latencies next = update_latencies(s, d);
    const double change = std::max({relative_change(next.network, current.network),
                                    relative_change(next.uniform, current.uniform),
                                    relative_change(next.permutation, current.permutation)});
    current = next;
    d.iterations = iteration;
    if (change < options.tolerance) break;
  }

  // §3.10 step 5: post-processing with the converged latencies.
  if (!update_channels(s, rate, current, 0, d)) return saturated(std::move(d));
  update_latencies(s, d);  // b-bar's and S_p,i consistent with the final channel quantities
  d.uniform_latency = current.uniform;
  d.permutation_latency = current.permutation;
  d.network_latency = current.network;
  d.rho = std::max(d.mixed.utilisation, d.centre.utilisation);

  const double source_rate = rate / s.vcs;  // B8: any of the V injection VCs
  if (!(source_rate * current.network < 1.0)) {
    std::ostringstream out;
    out << "the source queue is unstable ((lambda/V) * S = " << source_rate * current.network << " >= 1)";
    d.reason = out.str();
    return saturated(std::move(d));
  }
  d.source_wait = mg1_wait(source_rate, current.network, floor_latency);  // T5.37
  const double n = s.n;
  d.multiplexing = s.centre_class ? d.centre.multiplexing / n + (1.0 - 1.0 / n) * d.mixed.multiplexing  // T5.62-64
                                  : d.mixed.multiplexing;                                                  // T5.36
  d.latency = (d.network_latency + d.source_wait) * d.multiplexing;  // T5.2
  return d;
}

Prediction to_prediction(const PermutationDiagnostics& d) {
  if (d.saturated) {
    Prediction p = Prediction::saturated_at(d.rate, d.reason, d.iterations);
    p.rho = d.rho;
    return p;
  }
  Prediction p;
  p.rate = d.rate;
  p.latency = d.latency;
  p.network_latency = d.network_latency;
  p.source_wait = d.source_wait;
  p.multiplexing = d.multiplexing;
  p.rho = d.rho;
  p.iterations = d.iterations;
  p.comparand = Comparand::message_latency;
  // The class split of T5.2 (W_s and V-bar are shared, as A-21 does for the hot-spot classes).
  p.classes.push_back({"uniform", (d.uniform_latency + d.source_wait) * d.multiplexing, d.uniform_latency});
  p.classes.push_back({"permutation", (d.permutation_latency + d.source_wait) * d.multiplexing, d.permutation_latency});
  return p;
}

}  // namespace kncube::analytical
