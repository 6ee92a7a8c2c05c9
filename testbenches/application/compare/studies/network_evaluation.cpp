#include "testbenches/application/compare/studies/network_evaluation.h"

#include "analytical/cost/cost_input_error.h"
#include "testbenches/application/compare/studies/traffic_model.h"

namespace kncube::compare {

namespace {

std::string applicable_model(const analytical::ModelCatalog& catalog, const NetworkSpec& spec,
                             const analytical::ModelSwitches& switches) {
  const std::string name = latency_model_for(spec.traffic.kind);
  const std::string traffic(to_string(spec.traffic.kind));
  if (name.empty())
    throw analytical::CostInputError("traffic", traffic,
                                     compared_traffic_words() + " (the traffic kinds with a chapter 3-5 latency model)");
  const analytical::LatencyModel* model = catalog.find(name);
  if (model == nullptr)
    throw analytical::CostInputError("traffic", traffic, "a traffic whose model is built in (" + name + " is missing)");
  const analytical::Applicability applicability = model->applies_to(spec, switches);
  // Keyed "network": the traffic has a model, which does not cover this network (its size, mostly);
  // the caller knows which option chose the network.
  if (!applicability.applies)
    throw analytical::CostInputError("network", traffic,
                                     "a traffic whose model " + name + " covers " + describe(spec) + " (" +
                                         applicability.reason + ")");
  return name;
}

}  // namespace

NetworkModel::NetworkModel(const analytical::ModelCatalog& catalog, const NetworkSpec& spec,
                           const analytical::ModelSwitches& switches) {
  const std::string name = applicable_model(catalog, spec, switches);
  sweep::ReferenceModels prepared = sweep::prepare_reference_models(catalog, spec, switches, name);
  reference_ = std::move(prepared.models.front());
}

analytical::Prediction NetworkModel::predict(double rate) const {
  analytical::Prediction prediction = reference_.prepared->predict(rate);
  prediction.rate = rate;
  return prediction;
}

NetworkEvaluation NetworkModel::evaluate(const std::vector<double>& rates, int curve_points) const {
  NetworkEvaluation evaluation;
  evaluation.model = name();
  evaluation.zero_load_latency = zero_load_latency();
  evaluation.saturation_rate = saturation_rate();
  // PreparedModel::predict is what `kncube model` evaluates at each rate (through evaluate_curve):
  // the same predictions, number for number.
  for (double rate : rates) evaluation.points.push_back(predict(rate));
  evaluation.curve = sweep::dense_curve(reference_, curve_points);
  return evaluation;
}

}  // namespace kncube::compare
