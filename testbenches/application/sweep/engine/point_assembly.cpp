#include "testbenches/application/sweep/engine/point_assembly.h"

#include "testbenches/application/sweep/engine/replication_pooling.h"

namespace kncube::sweep {

namespace {

const MonitorReading* reading_of(const SweepPoint& point, const std::string& model) {
  for (const auto& run : point.runs) {
    if (run.status == RunStatus::failed) continue;
    const auto found = run.monitor.find(model);
    if (found != run.monitor.end()) return &found->second;
  }
  return nullptr;
}

void combine_measurements(SweepPoint& point) {
  std::vector<simulation::MeasuredValue> latency, network_latency, source_wait;
  std::vector<stats::LatencyPercentiles> percentiles;
  int batches = 0;
  double reported = 0.0;
  simulation::Measurement& pooled = point.measured;
  for (const auto& run : point.runs) {
    if (run.status == RunStatus::failed) continue;
    const simulation::Measurement& measured = run.measured;
    latency.push_back(measured.latency);
    network_latency.push_back(measured.network_latency);
    source_wait.push_back(measured.source_wait);
    percentiles.push_back(measured.latency_percentiles);
    batches = run.batches;
    reported += 1.0;
    pooled.hops += measured.hops;
    pooled.offered_flits += measured.offered_flits;
    pooled.accepted_flits += measured.accepted_flits;
    pooled.offered_messages += measured.offered_messages;
    pooled.accepted_messages += measured.accepted_messages;
  }
  point.has_measurement = reported > 0.0;
  if (!point.has_measurement) return;
  pooled.latency = pool_batch_means(latency, batches);
  pooled.network_latency = pool_batch_means(network_latency, batches);
  pooled.source_wait = pool_batch_means(source_wait, batches);
  pooled.latency_percentiles = pool_percentiles(percentiles);
  pooled.hops /= reported;
  pooled.offered_flits /= reported;
  pooled.accepted_flits /= reported;
  pooled.offered_messages /= reported;
  pooled.accepted_messages /= reported;
}

ModelAtPoint judge_model(const SweepPoint& point, const ReferenceModel& model, double tolerance) {
  ModelAtPoint at;
  at.model = model.name;
  const MonitorReading* reading = reading_of(point, model.name);
  if (reading != nullptr && reading->predicted) {
    at.prediction = *reading->predicted;
    at.from_monitor = true;
  } else {
    at.prediction = model.prepared->predict(point.rate);
  }
  at.prediction.rate = point.rate;
  if (!point.has_measurement) {
    at.verdict.verdict = "error";
    at.verdict.predicted = at.prediction.saturated ? 0.0 : at.prediction.latency;
    at.verdict.reason = "no run of this point produced a measurement";
    return at;
  }
  const simulation::MeasuredValue& compared = at.prediction.comparand == analytical::Comparand::network_latency
                                                   ? point.measured.network_latency
                                                   : point.measured.latency;
  if (reading != nullptr && !reading->mode.empty()) {
    at.mode = reading->mode;
    at.offset = reading->offset;
  }
  at.verdict = judge_point(compared, at.offset, at.prediction, tolerance, point.status == RunStatus::saturated);
  return at;
}

}  // namespace

SweepPoint assemble_point(double rate, std::uint64_t first_seed, std::vector<RunOutcome> runs, const ReferenceModels& models,
                          double tolerance) {
  SweepPoint point;
  point.rate = rate;
  point.runs = std::move(runs);
  for (std::size_t r = 0; r < point.runs.size(); ++r) {
    const RunOutcome& run = point.runs[r];
    point.seeds.push_back(first_seed + r);
    if (run.status == RunStatus::failed)
      point.errors.push_back("seed " + std::to_string(first_seed + r) + ": " + run.error);
    if (run.status == RunStatus::saturated && point.status == RunStatus::ok) point.status = RunStatus::saturated;
  }
  if (!point.errors.empty()) point.status = RunStatus::failed;
  combine_measurements(point);
  for (const auto& model : models.models) point.models.push_back(judge_model(point, model, tolerance));
  return point;
}

std::vector<ModelSummary> summarise_models(const ReferenceModels& models, const std::vector<SweepPoint>& points,
                                           std::vector<ModelCurve> curves) {
  std::vector<ModelSummary> summaries;
  for (std::size_t m = 0; m < models.models.size(); ++m) {
    const ReferenceModel& model = models.models[m];
    ModelSummary summary;
    summary.name = model.name;
    summary.saturation_rate = model.saturation_rate;
    for (const auto& point : points) {
      const MonitorReading* reading = reading_of(point, model.name);
      if (reading == nullptr || reading->mode.empty()) continue;
      summary.mode = reading->mode;
      summary.offset = reading->offset;
      break;
    }
    summary.curve = std::move(curves.at(m));
    summaries.push_back(std::move(summary));
  }
  return summaries;
}

}  // namespace kncube::sweep
