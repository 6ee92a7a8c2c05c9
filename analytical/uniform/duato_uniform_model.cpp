#include "analytical/uniform/duato_uniform_model.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace kncube::analytical {
namespace {

std::string num(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6g", x);
  return buffer;
}

class DuatoUniformModel : public LatencyModel {
 public:
  std::string_view name() const override { return "duato-uniform"; }
  std::string_view description() const override {
    return "Duato's fully adaptive wormhole routing under uniform or locality traffic in uni-/bidirectional k-ary "
           "n-cubes and hypercubes (spec 01 §4, Sarbazi-Azad thesis ch. 3)";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return duato_uniform_applicability(spec, switches);
  }
  std::vector<Switch> switches_read() const override { return {Switch::hop_index, Switch::escape_weight, Switch::channel_distance}; }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return prepare_duato_uniform(spec, switches);
  }
};

}  // namespace

std::unique_ptr<LatencyModel> make_duato_uniform_model() { return std::make_unique<DuatoUniformModel>(); }

std::unique_ptr<DuatoUniformPrepared> prepare_duato_uniform(const NetworkSpec& spec, const ModelSwitches& switches) {
  return std::make_unique<DuatoUniformPrepared>(spec, switches);
}

namespace {
UniformConfiguration checked_configuration(const NetworkSpec& spec, const ModelSwitches& switches) {
  const Applicability a = duato_uniform_applicability(spec, switches);
  if (!a.applies) throw std::invalid_argument("duato-uniform: " + a.reason);
  return resolve_uniform_configuration(spec, switches);
}
}  // namespace

// §4.4 step 0: everything that does not depend on the rate.
DuatoUniformPrepared::DuatoUniformPrepared(const NetworkSpec& spec, const ModelSwitches& switches)
    : config_(checked_configuration(spec, switches)),
      destinations_(enumerate_destination_classes(config_.window)),
      coefficients_(blocking_coefficients(destinations_, config_.window.n, switches.hop_index)),
      channel_rate_factor_(analytical::channel_rate_factor(config_, destinations_.mean_distance)) {}

void DuatoUniformPrepared::set_tolerance(double epsilon) {
  if (!(epsilon > 0.0)) throw std::invalid_argument("fixed-point tolerance must be positive");
  tolerance_ = epsilon;
}

void DuatoUniformPrepared::set_iteration_cap(int cap) {
  if (cap < 1) throw std::invalid_argument("iteration cap must be at least 1");
  iteration_cap_ = cap;
}

double DuatoUniformPrepared::zero_load_latency() const {
  return (config_.message_length + destinations_.mean_distance) * config_.hop_time;
}

double DuatoUniformPrepared::next_service(double rate, double service, ChannelState& state) const {
  const double channel_rate = rate * channel_rate_factor_;
  const double min_service = config_.message_length * config_.hop_time;  // spec 03 §3.8 variance
  state.service = service;
  state.rho = channel_rate * service;
  vc_occupancy(channel_rate, service, config_.vcs, state.occupancy);
  state.busy = busy_probabilities(state.occupancy, config_.escape, config_.switches.escape_weight);
  state.wait = mg1_wait(channel_rate, service, min_service);
  // (3.5) + (3.7) + (3.13) + (3.19), collected as in §4.4 step 0.
  return zero_load_latency() + state.wait * coefficients_.mean_blocking(state.busy.all_adaptive, state.busy.adaptive_and_escape);
}

Prediction DuatoUniformPrepared::solve(double rate, DuatoUniformTrace* trace) const {
  if (!(rate >= 0.0) || !std::isfinite(rate)) throw std::invalid_argument("generation rate must be finite and >= 0");
  const double channel_rate = rate * channel_rate_factor_;
  ChannelState state;
  state.occupancy.reserve(static_cast<std::size_t>(config_.vcs) + 1);  // the only buffer; reused below

  // Step 1 and 2: Jacobi iteration of the scalar S from S = M (in base cycles, spec 03 §3.8).
  double service = config_.message_length * config_.hop_time;
  int iterations = 0;
  bool converged = false;
  while (iterations < iteration_cap_) {
    // The iteration that finds rho >= 1 counts (spec 01 §4.4: 8 iterations at 1.1 lambda_g* on the
    // uni 8-ary 2-cube), as does the one that finds |S_new - S| < epsilon.
    if (channel_rate * service >= 1.0)
      return Prediction::saturated_at(rate,
                                      "channel utilisation rho = lambda_c S reached " + num(channel_rate * service) + " >= 1 at iteration " +
                                          std::to_string(iterations + 1) + ": the rate is beyond the model's saturation point",
                                      iterations + 1);
    const double next = next_service(rate, service, state);
    ++iterations;
    if (trace && iterations == 1) trace->first = state;
    if (!std::isfinite(next))
      return Prediction::saturated_at(rate, "network latency S diverged at iteration " + std::to_string(iterations), iterations);
    const bool settled = std::fabs(next - service) < tolerance_;
    service = next;
    if (settled) {
      converged = true;
      break;
    }
  }
  if (!converged)
    return Prediction::saturated_at(rate,
                                    "the fixed point did not converge within " + std::to_string(iteration_cap_) +
                                        " iterations: the rate is at or beyond the model's saturation point",
                                    iterations);

  // Step 3: the channel at the converged S (A16), then the source queue and the latency.
  next_service(rate, service, state);
  if (trace) {
    trace->converged = state;
    trace->class_latency.clear();
    for (std::size_t c = 0; c < destinations_.classes.size(); ++c)
      trace->class_latency.push_back(
          (destinations_.classes[c].path_length + config_.message_length) * config_.hop_time +
          state.wait * class_blocking(coefficients_.per_class[c], state.busy.all_adaptive, state.busy.adaptive_and_escape));
  }
  if (state.rho >= 1.0)
    return Prediction::saturated_at(rate, "channel utilisation rho = lambda_c S = " + num(state.rho) + " >= 1 at the fixed point", iterations);
  const double source_rate = rate / config_.vcs;  // (3.21): any of V injection VCs
  if (source_rate * service >= 1.0)
    return Prediction::saturated_at(
        rate, "source queue saturated: lambda_g S / V = " + num(source_rate * service) + " >= 1 (3.21)", iterations);

  Prediction p;
  p.rate = rate;
  p.network_latency = service;
  p.source_wait = mg1_wait(source_rate, service, config_.message_length * config_.hop_time);
  p.multiplexing = multiplexing_degree(state.occupancy);
  p.latency = (p.network_latency + p.source_wait) * p.multiplexing;  // (3.1)
  p.rho = state.rho;
  p.iterations = iterations;
  p.comparand = Comparand::message_latency;
  return p;
}

Prediction DuatoUniformPrepared::predict(double rate) const { return solve(rate, nullptr); }

DuatoUniformTrace DuatoUniformPrepared::trace(double rate) const {
  DuatoUniformTrace t;
  t.prediction = solve(rate, &t);
  return t;
}

double DuatoUniformPrepared::saturation_rate(double tolerance) const {
  // Every S after the first iteration is at least the zero-load value Z, so a rate with
  // lambda_c Z >= 1 fails the rho test and one with lambda_g Z / V >= 1 the source-queue test:
  // the smaller of the two bounds brackets the saturation rate from above. (Since
  // lambda_c / lambda_g >= 1/V in every configuration the model covers, it is the rho bound.)
  const double zero_load = zero_load_latency();
  double high = std::fmin(1.0 / (channel_rate_factor_ * zero_load), config_.vcs / zero_load);
  for (int i = 0; !predict(high).saturated; ++i) {
    if (i > 60) throw std::runtime_error("duato-uniform: no saturation found above the utilisation bound");
    high *= 1.0 + 1e-6;  // guards against rounding at the bound itself
  }
  double low = 0.0;
  while (high - low > tolerance * low) {
    const double mid = 0.5 * (low + high);
    if (!(mid > low && mid < high)) break;  // the bracket cannot shrink further in double precision
    if (predict(mid).saturated)
      high = mid;
    else
      low = mid;
  }
  return low;
}

}  // namespace kncube::analytical
