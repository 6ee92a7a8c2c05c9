// JSON form of a sweep (sweep.json): one object with the settings, the models' saturation rates,
// and every point with its combined measurement, predictions, verdicts and its runs' own JSON
// reports, copied as the runs printed them.
#include <functional>
#include <sstream>

#include "testbenches/utilities/json_writer.h"
#include "testbenches/application/records/measurement_json.h"
#include "testbenches/application/records/saturation_probes_json.h"
#include "testbenches/application/records/prediction_json.h"
#include "testbenches/application/sweep/report/sweep_report.h"

namespace kncube::report {

namespace {

const char* const combination_method =
    "replications (seeds seed, seed+1, ...) are combined by pooling their batch means: mean of the run means, "
    "95% half-width t(0.975, R*B-1) s / sqrt(R*B) with s the standard deviation of all R*B batch means";

std::string rendered(const std::function<void(JsonWriter&)>& write) {
  std::ostringstream text;
  JsonWriter json(text);
  write(json);
  return text.str();
}

void write_configuration(JsonWriter& json, const sweep::SweepResult& result) {
  json.begin_object();
  json.key("description");
  json.value(result.configuration);
  write_run_options_json(json, result.run_options);
  json.key("seed");
  json.value(static_cast<std::int64_t>(result.seed));
  json.key("replications");
  json.value(result.replications);
  json.key("jobs");
  json.value(result.jobs);
  json.key("rates");
  json.begin_array();
  for (const auto& point : result.points) json.value(point.rate);
  json.end_array();
  json.key("rates_from");
  json.value(sweep::to_string(result.rate_source));
  if (result.rate_source == sweep::RateSource::model) {
    json.key("rates_model");
    json.value(result.rate_model);
  }
  json.key("combination");
  json.value(combination_method);
  json.key("tolerance");
  json.value(result.tolerance);
  json.end_object();
}

void write_saturation(JsonWriter& json, const sweep::SweepResult& result) {
  json.begin_object();
  json.key("models");
  json.begin_object();
  for (const auto& model : result.models) {
    json.key(model.name);
    json.begin_object();
    json.key("saturation_rate");
    json.value(model.saturation_rate);
    json.key("mode");
    json.value(model.mode);
    json.key("offset");
    json.value(model.offset);
    json.end_object();
  }
  json.end_object();
  if (result.models.empty()) {
    json.key("no_model_reason");
    json.value(result.no_model_reason);
  }
  if (result.measured_saturation) {
    const sweep::SaturationEstimate& estimate = *result.measured_saturation;
    json.key("measured_estimate");
    json.begin_object();
    json.key("method");
    json.value("bisection of the rate with short simulation runs (saturated or not)");
    json.key("rate");
    json.value(estimate.rate);
    json.key("low");
    json.value(estimate.low);
    json.key("high");
    json.value(estimate.high);
    json.key("probes");
    write_saturation_probes(json, estimate.probes);
    json.end_object();
  }
  json.end_object();
}

void write_model_at_point(JsonWriter& json, const sweep::ModelAtPoint& model) {
  json.begin_object();
  json.key("verdict");
  json.value(model.verdict.verdict);
  if (model.verdict.verdict == "agree" || model.verdict.verdict == "differ") {
    json.key("relative_error");
    json.value(model.verdict.relative_error);
    json.key("predicted");
    json.value(model.verdict.predicted);
  }
  json.key("measured");
  json.value(model.verdict.measured);
  json.key("ci95");
  json.value(model.verdict.ci95);
  json.key("mode");
  json.value(model.mode);
  json.key("offset");
  json.value(model.offset);
  if (!model.verdict.reason.empty()) {
    json.key("reason");
    json.value(model.verdict.reason);
  }
  json.end_object();
}

void write_prediction(JsonWriter& json, const sweep::ModelAtPoint& model) {
  json.begin_object();
  write_prediction_members(json, model.prediction);
  json.key("source");
  json.value(model.from_monitor ? "monitor" : "sweep");
  json.end_object();
}

// The point without its runs (those are copied in verbatim after it).
void write_point_summary(JsonWriter& json, const sweep::SweepResult& result, const sweep::SweepPoint& point) {
  json.begin_object();
  json.key("rate");
  json.value(point.rate);
  json.key("status");
  json.value(sweep::to_string(point.status));
  const std::string reason = point_reason(point);
  if (!reason.empty()) {
    json.key("reason");
    json.value(reason);
  }
  json.key("seeds");
  json.begin_array();
  for (auto seed : point.seeds) json.value(static_cast<std::int64_t>(seed));
  json.end_array();
  if (point.has_measurement) {
    json.key("measured");
    json.begin_object();
    write_measurement_members(json, point.measured, MeasurementForm::pooled);
    json.end_object();
    write_latency_percentiles(json, point.measured.latency_percentiles);
  }
  json.key("predicted");
  json.begin_object();
  for (const auto& model : point.models) {
    json.key(model.model);
    write_prediction(json, model);
  }
  json.end_object();
  json.key("verdicts");
  json.begin_object();
  for (const auto& model : point.models) {
    json.key(model.model);
    write_model_at_point(json, model);
  }
  if (point.models.empty()) {
    json.key("none");
    json.begin_object();
    json.key("verdict");
    json.value("no-model");
    json.key("reason");
    json.value(result.no_model_reason);
    json.end_object();
  }
  json.end_object();
  json.end_object();
}

std::string run_json(const sweep::RunOutcome& run, std::uint64_t seed) {
  if (run.status != sweep::RunStatus::failed) return run.json;
  return rendered([&](JsonWriter& json) {
    json.begin_object();
    json.key("seed");
    json.value(static_cast<std::int64_t>(seed));
    json.key("exit_code");
    json.value(run.exit_code);
    json.key("error");
    json.value(run.error);
    json.end_object();
  });
}

}  // namespace

void write_sweep_json(std::ostream& out, const sweep::SweepResult& result) {
  out << "{\"configuration\": " << rendered([&](JsonWriter& json) { write_configuration(json, result); });
  out << ", \"saturation\": " << rendered([&](JsonWriter& json) { write_saturation(json, result); });
  out << ", \"points\": [";
  for (std::size_t i = 0; i < result.points.size(); ++i) {
    const sweep::SweepPoint& point = result.points[i];
    std::string summary = rendered([&](JsonWriter& json) { write_point_summary(json, result, point); });
    summary.pop_back();  // reopen the object to append the runs
    out << (i > 0 ? ", " : "") << summary << ", \"runs\": [";
    for (std::size_t r = 0; r < point.runs.size(); ++r) out << (r > 0 ? ", " : "") << run_json(point.runs[r], point.seeds[r]);
    out << "]}";
  }
  out << "], \"wall_seconds\": " << rendered([&](JsonWriter& json) { json.value(result.wall_seconds); }) << "}\n";
}

}  // namespace kncube::report

namespace kncube::report {

void write_run_options_json(JsonWriter& json, const sweep::OptionList& options) {
  json.key("run_options");
  json.begin_object();
  for (const auto& [name, value] : options) {
    json.key(name);
    json.value(value);
  }
  json.end_object();
}

}  // namespace kncube::report
