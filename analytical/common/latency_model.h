#pragma once
// The interface every analytical model plugs into (uniform Duato, Dally, hot-spot, permutations,
// cost-normalised variants, and later MMPP or x-Folded TM).
//
// A model first says whether it applies to a configuration (and why not), then `prepare`s the
// rate-independent work once (destination classes, counts, lattice probabilities), so that a whole
// latency curve and a saturation search cost little more than the fixed-point iterations.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"
#include "analytical/common/prediction.h"

namespace kncube::analytical {

struct Applicability {
  bool applies = true;
  std::string reason;  // why not, in words a user can act on
  // The model is for another family of networks (k-ary n-cubes vs graph networks, wormhole vs
  // circuit switching): lists of
  // refusals leave it out, so that they name the reasons that matter for this network.
  bool other_family = false;

  static Applicability yes() { return {}; }
  static Applicability no(std::string why) { return {false, std::move(why)}; }
  static Applicability not_this_family(std::string why) { return {false, std::move(why), true}; }
};

// A model bound to one configuration. Cheap to evaluate at many rates.
class PreparedModel {
 public:
  virtual ~PreparedModel() = default;
  virtual Prediction predict(double rate) const = 0;
  // Latency at rate -> 0, in cycles (what `predict` tends to).
  virtual double zero_load_latency() const = 0;
  // Largest rate (messages/node/cycle) at which the model still gives a prediction.
  // The default brackets and bisects `predict` to a relative `tolerance`.
  virtual double saturation_rate(double tolerance = 1e-7) const;
};

class LatencyModel {
 public:
  virtual ~LatencyModel() = default;
  virtual std::string_view name() const = 0;         // the --model value, e.g. "duato-uniform"
  virtual std::string_view description() const = 0;  // one line: what it models, from which source
  virtual Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const = 0;
  // Precondition: applies_to(spec, switches).applies.
  virtual std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const = 0;
  // The switches of ModelSwitches its predictions depend on (none by default).
  virtual std::vector<Switch> switches_read() const { return {}; }
};

// Bisection for the largest rate at which `model.predict` is not saturated (spec 01 §4.4:
// convergence is monotone in the rate). Brackets by doubling from `initial_guess`.
double bisect_saturation_rate(const PreparedModel& model, double initial_guess, double tolerance);

// A latency curve: the model's saturation rate and one prediction per requested rate.
struct Curve {
  double saturation_rate = 0.0;
  std::vector<Prediction> points;
};
// The saturation search and the predictions run on `threads` threads at once (run_parallel_tasks);
// the curve is the same whatever their number.
Curve evaluate_curve(const PreparedModel& model, const std::vector<double>& rates, unsigned threads = 1);

}  // namespace kncube::analytical
