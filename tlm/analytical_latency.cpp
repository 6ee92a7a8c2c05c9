#include "tlm/analytical_latency.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "analytical/catalog/model_catalog.h"
#include "analytical/vocabulary/config_error.h"

namespace kncube::tlm2 {
namespace {

const LtNetworkConfig& validated_transport(const LtNetworkConfig& config) {
  validate(config.transport);
  const TrafficSpec& traffic = config.transport.network.spec.traffic;
  if (traffic.kind != TrafficKind::uniform)
    throw kncube::ConfigError("traffic", std::string(to_string(traffic.kind)),
                           "uniform: the loosely-timed model gives every pair the contention of a uniform-traffic model");
  return config;
}

std::string number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : "; ") + item;
  return out;
}

const analytical::LatencyModel& chosen_model(const analytical::ModelCatalog& catalog, const LtNetworkConfig& config) {
  const NetworkSpec& spec = config.transport.network.spec;
  if (config.model.empty()) {
    const auto applicable = catalog.applicable(spec, config.switches);
    if (applicable.empty()) throw kncube::ConfigError("model", "(any)", "a model that applies: " + joined(catalog.refusals(spec, config.switches)));
    return *applicable.front();
  }
  const analytical::LatencyModel* model = catalog.find(config.model);
  if (model == nullptr) {
    std::string names;
    for (const auto& name : catalog.names()) names += (names.empty() ? "" : ", ") + name;
    throw kncube::ConfigError("model", config.model, "one of " + names);
  }
  const analytical::Applicability applies = model->applies_to(spec, config.switches);
  if (!applies.applies) throw kncube::ConfigError("model", config.model, "a model that applies (" + applies.reason + ")");
  return *model;
}

}  // namespace

AnalyticalLatency::AnalyticalLatency(const LtNetworkConfig& config)
    : network_(validated_transport(config).transport.network), topology_(rtl::make_topology(network_.spec)) {
  const double load = config.offered_load;
  const std::string allowed = "a rate >= 0 messages/node/cycle below the model's saturation rate";
  if (!std::isfinite(load) || load < 0.0) throw kncube::ConfigError("offered-load", number(load), allowed);

  const analytical::ModelCatalog catalog;
  const analytical::LatencyModel& model = chosen_model(catalog, config);
  model_name_ = std::string(model.name());
  const auto prepared = model.prepare(network_.spec, config.switches);
  model_zero_load_ = prepared->zero_load_latency();
  saturation_rate_ = prepared->saturation_rate();
  if (load >= saturation_rate_)
    throw kncube::ConfigError("offered-load", number(load), allowed + " (" + number(saturation_rate_) + " for " + model_name_ + ")");
  if (load == 0.0) {
    prediction_.latency = prediction_.network_latency = model_zero_load_;
    return;
  }
  prediction_ = prepared->predict(load);
  if (prediction_.saturated)
    throw kncube::ConfigError("offered-load", number(load), allowed + " (" + model_name_ + ": " + prediction_.reason + ")");
  // The fixed point converges to 1e-9: a contention below zero is rounding, not a faster network.
  contention_ = std::max(0.0, prediction_.latency - model_zero_load_);
}

double AnalyticalLatency::zero_load(rtl::NodeId source, rtl::NodeId destination) const {
  return static_cast<double>(rtl::zero_load_latency(network_, topology_.route_dimensions(source, destination)));
}

}  // namespace kncube::tlm2
