#pragma once
// The analytical models a sweep compares with: every model of the catalog that applies to the
// simulated configuration (the same ones, in the same order, as the runs' reference monitors),
// or the one named by --model. Each is prepared once in the sweep process, which gives its
// saturation rate (for --rates auto and the plot), a prediction at every simulated rate (when
// the runs' JSON does not carry one) and the dense curve of the plot.

#include <memory>
#include <string>
#include <vector>

#include "analytical/common/latency_model.h"
#include "analytical/catalog/model_catalog.h"

namespace kncube::sweep {

struct ReferenceModel {
  std::string name;
  std::unique_ptr<analytical::PreparedModel> prepared;
  double saturation_rate = 0.0;  // messages/node/cycle
};

struct ReferenceModels {
  std::vector<ReferenceModel> models;  // catalog order
  std::string no_model_reason;         // why none applies, when `models` is empty
};

// `only`: a model name ("" for all that apply); the caller has checked that it applies.
ReferenceModels prepare_reference_models(const analytical::ModelCatalog& catalog, const NetworkSpec& spec,
                                         const analytical::ModelSwitches& switches, const std::string& only);

// A model's latency curve for the plot: the zero-load point, then its unsaturated predictions.
using ModelCurve = std::vector<analytical::Prediction>;

// The model's latency curve for the plot: `points` rates evenly from 0 to just below the
// saturation rate (the last at 99%), where a curve turns steeply upwards. The point at rate 0
// is the zero-load latency.
ModelCurve dense_curve(const ReferenceModel& model, int points);
// The curve's pieces, for callers that compute its points apart (BackgroundCurves): the i-th
// prediction of `points` (1 <= i < points), saturated or not, and the curve those predictions
// make (i = 1, 2, ... in order), as dense_curve() makes it.
analytical::Prediction curve_point(const ReferenceModel& model, int i, int points);
ModelCurve curve_of(const ReferenceModel& model, std::vector<analytical::Prediction> predictions);

}  // namespace kncube::sweep
