#pragma once
// Spec 01 §4: the latency model of Duato's fully adaptive wormhole routing in k-ary n-cubes
// under uniform traffic (Sarbazi-Azad, thesis ch. 3): unidirectional and bidirectional tori,
// the hypercube and Agarwal's locality sub-cube, with the spec's resolutions A1-A19 and the
// channel/switch time extension of spec 03 §3.8. --model name "duato-uniform".
//
// Where it departs from the thesis as printed (all per spec 01 §6):
//   * A1: hop j is judged after j - 1 hops (the OCR's psi(H, j) reads "after j hops"); the OCR
//     reading stays selectable as ModelSwitches::hop_index = after_hop.
//   * A2: Pass over H* (non-zero entries) with psi = 0 on negative caps.
//   * A3 / A4: the thesis's weight 2 and Agarwal's d-bar are the defaults; the alternatives are
//     ModelSwitches::escape_weight = 1 and channel_distance = exact.
//   * A9: locality side k_f = (f N)^(1/n) snapped to an integer within 1e-9, else rounded up,
//     so the effective fraction is (k_f / k)^n; one-sided window (3.35).
//   * A14: epsilon = 1e-9 absolute, cap 10^6 iterations, saturated on rho >= 1, on the cap, or on
//     lambda_g S / V >= 1 at the end.
// Choices the spec leaves open: a torus with k = 2 is the hypercube whatever its `directions`
// (spec 01 §2.1: one channel per dimension); the iteration starts at S = M (t_c + t_s), the
// minimum service time, which is S = M for the chapter 3 model; `iterations` counts the
// iteration that detects convergence or rho >= 1 (the §4.4 and §7 counts).

#include <memory>
#include <vector>

#include "analytical/common/channel_occupancy.h"
#include "analytical/common/latency_model.h"
#include "analytical/uniform/uniform_blocking_coefficients.h"
#include "analytical/uniform/uniform_configuration.h"
#include "analytical/uniform/uniform_destination_classes.h"

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
  ChannelState first;                // at the starting point S = M (t_c + t_s); empty if rho >= 1 there
  // At the converged S-bar, and S_H per class of destinations() there (3.5). Filled whenever the
  // iteration converged, also if the end checks then declare the point saturated; empty otherwise.
  ChannelState converged;
  std::vector<double> class_latency;
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
  // One evaluation of the map S -> S_new at rate lambda_g; fills `state` (whose occupancy
  // vector is caller-owned scratch, reused across iterations).
  double next_service(double rate, double service, ChannelState& state) const;
  Prediction solve(double rate, DuatoUniformTrace* trace) const;

  UniformConfiguration config_;
  DestinationSet destinations_;
  BlockingCoefficients coefficients_;
  double channel_rate_factor_ = 0.0;
  double tolerance_ = 1e-9;
  int iteration_cap_ = 1000000;
};

// prepare() with the concrete type, for callers that want the diagnostics. The constructor and
// this both throw std::invalid_argument with the refusal reason if the model does not apply.
std::unique_ptr<DuatoUniformPrepared> prepare_duato_uniform(const NetworkSpec& spec, const ModelSwitches& switches = {});

}  // namespace kncube::analytical
