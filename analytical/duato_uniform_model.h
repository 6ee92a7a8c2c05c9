#pragma once
// Spec 01 §4: the latency model of Duato's fully adaptive wormhole routing in k-ary n-cubes
// under uniform traffic (Sarbazi-Azad, thesis ch. 3): unidirectional and bidirectional tori,
// the hypercube and Agarwal's locality sub-cube, with the spec's resolutions A1-A17 and the
// channel/switch time extension of spec 03 §3.8. --model name "duato-uniform".

#include <memory>
#include <vector>

#include "analytical/channel_occupancy.h"
#include "analytical/latency_model.h"
#include "analytical/uniform_blocking_coefficients.h"
#include "analytical/uniform_configuration.h"
#include "analytical/uniform_destination_classes.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> make_duato_uniform_model();

// What one physical channel looks like at mean service time S (one evaluation of the map S -> S_new).
struct ChannelState {
  double service = 0.0;              // S (cycles)
  double rho = 0.0;                  // lambda_c S (A17)
  std::vector<double> occupancy;     // P_v, v = 0..V (3.22)/(3.23)
  BusyProbabilities busy;            // P_a, P_a&d (3.14)/(3.15) or (3.27)/(3.28)
  double wait = 0.0;                 // w (3.20)
};

// The full fixed-point record at one rate, for tests and debugging.
struct DuatoUniformTrace {
  Prediction prediction;
  ChannelState first;                // at the starting point S = M (t_c + t_s)
  ChannelState converged;            // at the final S (the converged S-bar when not saturated)
  std::vector<double> class_latency; // S_H per class of destinations() at the final S (3.5)
};

class DuatoUniformPrepared : public PreparedModel {
 public:
  DuatoUniformPrepared(const NetworkSpec& spec, const ModelSwitches& switches);

  Prediction predict(double rate) const override;
  double zero_load_latency() const override;  // (M + d-bar_ex)(t_c + t_s)
  double saturation_rate(double tolerance = 1e-7) const override;

  // Everything predict() computes, plus the channel state at the first and the last iteration.
  DuatoUniformTrace trace(double rate) const;

  // Absolute convergence tolerance on S (cycles; spec 01 §4.4 A14: 1e-9 by default).
  void set_tolerance(double epsilon);
  double tolerance() const { return tolerance_; }
  // Iterations after which the point counts as saturated (10^6 by default).
  void set_iteration_cap(int cap);
  int iteration_cap() const { return iteration_cap_; }

  const UniformConfiguration& configuration() const { return config_; }
  const DestinationSet& destinations() const { return destinations_; }
  const BlockingCoefficients& coefficients() const { return coefficients_; }
  double channel_rate_factor() const { return channel_rate_factor_; }  // lambda_c / lambda_g
  double mean_distance() const { return destinations_.mean_distance; }  // d-bar_ex

 private:
  // One evaluation of the map at S; returns S_new. `occupancy` is caller-owned scratch.
  double next_service(double rate, double service, ChannelState& state) const;
  Prediction solve(double rate, DuatoUniformTrace* trace) const;

  UniformConfiguration config_;
  DestinationSet destinations_;
  BlockingCoefficients coefficients_;
  double channel_rate_factor_ = 0.0;
  double tolerance_ = 1e-9;
  int iteration_cap_ = 1000000;
};

// prepare() with the concrete type, for callers that want the diagnostics.
// Throws std::invalid_argument with the refusal reason if the model does not apply.
std::unique_ptr<DuatoUniformPrepared> prepare_duato_uniform(const NetworkSpec& spec, const ModelSwitches& switches = {});

}  // namespace kncube::analytical
