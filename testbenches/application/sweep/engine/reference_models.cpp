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

analytical::Prediction zero_load_point(const ReferenceModel& model) {
  analytical::Prediction zero_load;
  zero_load.latency = model.prepared->zero_load_latency();
  return zero_load;
}

analytical::Prediction curve_point(const ReferenceModel& model, int i, int points) {
  const double rate = model.saturation_rate * curve_end * i / (points - 1);
  analytical::Prediction p = model.prepared->predict(rate);
  p.rate = rate;
  return p;
}

std::vector<analytical::Prediction> dense_curve(const ReferenceModel& model, int points,
                                                const std::atomic<bool>* cancelled) {
  std::vector<analytical::Prediction> curve = {zero_load_point(model)};
  for (int i = 1; i < points; ++i) {
    if (cancelled != nullptr && cancelled->load()) break;
    analytical::Prediction p = curve_point(model, i, points);
    if (!p.saturated) curve.push_back(std::move(p));
  }
  return curve;
}

}  // namespace kncube::sweep
