#pragma once
// One network of a cost comparison run through its latency model (spec 03 §3.8): zero-load
// latency, saturation rate, the predictions at the comparison's common rates and a dense curve
// for the plot. The model is the one the traffic calls for (traffic_model.h), prepared once with
// the network's NetworkSpec (t_c = ceil(mu), t_s = R), exactly as `kncube model` prepares it, so
// the two give the same numbers for the same spec.

#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/model_switches.h"
#include "analytical/vocabulary/network_spec.h"
#include "analytical/common/prediction.h"
#include "testbenches/application/sweep/engine/reference_models.h"

namespace kncube::compare {

struct NetworkEvaluation {
  std::string model;               // catalog name, e.g. "duato-uniform"
  double zero_load_latency = 0.0;  // base cycles
  double saturation_rate = 0.0;    // messages/node/base cycle
  std::vector<analytical::Prediction> points;  // one per common rate, in order
  std::vector<analytical::Prediction> curve;   // dense, from rate 0 to 99% of saturation
};

// A network's model, prepared: cheap to evaluate at many rates.
class NetworkModel {
 public:
  // Throws analytical::CostInputError (key "traffic") when the traffic has no chapter 3-5 model
  // or the model refuses the network, with the model's reason.
  NetworkModel(const analytical::ModelCatalog& catalog, const NetworkSpec& spec, const analytical::ModelSwitches& switches);

  const std::string& name() const { return reference_.name; }
  double saturation_rate() const { return reference_.saturation_rate; }
  double zero_load_latency() const { return reference_.prepared->zero_load_latency(); }
  analytical::Prediction predict(double rate) const;

  // Predictions at `rates` (as `kncube model --rates` gives them) and a dense curve of
  // `curve_points` rates (as `kncube sweep` draws it).
  NetworkEvaluation evaluate(const std::vector<double>& rates, int curve_points) const;

 private:
  sweep::ReferenceModel reference_;
};

}  // namespace kncube::compare
