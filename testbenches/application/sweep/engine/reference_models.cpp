#include "testbenches/application/sweep/engine/reference_models.h"

namespace kncube::sweep {

namespace {

constexpr double curve_end = 0.99;  // of the saturation rate: the last plotted rate

}  // namespace

ReferenceModels prepare_reference_models(const analytical::ModelCatalog& catalog, const NetworkSpec& spec,
                                         const analytical::ModelSwitches& switches, const std::string& only) {
  ReferenceModels result;
  for (const analytical::LatencyModel* model : catalog.applicable(spec, switches)) {
    if (!only.empty() && model->name() != only) continue;
    ReferenceModel reference;
    reference.name = std::string(model->name());
    reference.prepared = model->prepare(spec, switches);
    reference.saturation_rate = reference.prepared->saturation_rate();
    result.models.push_back(std::move(reference));
  }
  if (result.models.empty()) {
    for (const auto& refusal : catalog.refusals(spec, switches))
      result.no_model_reason += (result.no_model_reason.empty() ? "" : "; ") + refusal;
  }
  return result;
}

analytical::Prediction curve_point(const ReferenceModel& model, int i, int points) {
  const double rate = model.saturation_rate * curve_end * i / (points - 1);
  analytical::Prediction p = model.prepared->predict(rate);
  p.rate = rate;
  return p;
}

ModelCurve curve_of(const ReferenceModel& model, std::vector<analytical::Prediction> predictions) {
  ModelCurve curve(1);
  curve.front().latency = model.prepared->zero_load_latency();
  for (analytical::Prediction& p : predictions)
    if (!p.saturated) curve.push_back(std::move(p));
  return curve;
}

ModelCurve dense_curve(const ReferenceModel& model, int points) {
  std::vector<analytical::Prediction> predictions;
  for (int i = 1; i < points; ++i) predictions.push_back(curve_point(model, i, points));
  return curve_of(model, std::move(predictions));
}

}  // namespace kncube::sweep
