// JSON form of a comparison (compare.json): exactly {"networks": [...]}, one object per network
// of every requested N; see compare_report.h for the fields.
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/json_writer.h"
#include "testbenches/application/sweep/report/sweep_report.h"
#include "testbenches/application/records/measurement_json.h"
#include "testbenches/application/records/prediction_json.h"

namespace kncube::report {

namespace {

void write_simulated_point(JsonWriter& json, double rate, const sweep::RunOutcome& run) {
  json.begin_object();
  json.key("rate");
  json.value(rate);
  json.key("status");
  json.value(sweep::to_string(run.status));
  if (run.status == sweep::RunStatus::failed) {
    json.key("exit_code");
    json.value(run.exit_code);
    json.key("error");
    json.value(run.error);
    json.end_object();
    return;
  }
  if (run.status == sweep::RunStatus::saturated) {
    json.key("reason");
    json.value(run.reason);
  }
  write_measurement_members(json, run.measured, MeasurementForm::flat);
  json.key("wall_seconds");
  json.value(run.wall_seconds);
  json.end_object();
}

void write_network(JsonWriter& json, const compare::SizeResult& size, const compare::NetworkResult& result) {
  const analytical::ComparedNetwork& network = result.network;
  json.begin_object();
  json.key("topology");
  json.value(analytical::to_string(network.topology));
  json.key("k");
  json.value(network.k);
  json.key("n");
  json.value(network.n);
  json.key("nodes");
  json.value(network.nodes);
  json.key("channel_width");
  json.value(network.channel_width);
  json.key("mu");
  json.value(network.mu.rounded);
  json.key("vcs");
  json.value(network.vcs);
  json.key("zero_load_latency");
  json.value(result.model.zero_load_latency);
  json.key("saturation_rate");
  json.value(result.model.saturation_rate);
  json.key("points");
  json.begin_array();
  for (const auto& point : result.model.points) write_prediction_point(json, point);
  json.end_array();

  json.key("label");
  json.value(network.label);
  json.key("requested_nodes");
  json.value(size.cost.nodes);
  if (network.approximate) {
    json.key("approximation");
    json.value(network.approximation);
  }
  json.key("constraint");
  json.value(analytical::to_string(size.cost.constraint));
  json.key("wires");
  json.value(analytical::to_string(size.cost.wires));
  json.key("traffic");
  json.value(size.traffic);
  json.key("message_length");
  json.value(network.spec.message_length);
  json.key("model");
  json.value(result.model.model);
  json.key("mu_unrounded");
  json.value(network.mu.unrounded);
  if (network.channel_width_wires) {
    json.key("channel_width_wires");
    json.value(*network.channel_width_wires);
  }
  json.key("phits_per_flit");
  json.value(network.phits_per_flit);
  json.key("wire_delay_factor");
  json.value(network.wire_delay_factor);
  json.key("buffer_flits");
  json.value(network.buffer_flits);
  json.key("channel_time");
  json.value(network.spec.channel_time);
  json.key("switch_time");
  json.value(network.spec.switch_time);
  json.key("rates_automatic");
  json.value(size.automatic_rates);
  if (!result.run_options.empty()) {
    write_run_options_json(json, result.run_options);
    json.key("simulated");
    json.begin_array();
    for (std::size_t i = 0; i < result.simulated.size() && i < size.rates.size(); ++i)
      write_simulated_point(json, size.rates[i], result.simulated[i]);
    json.end_array();
  }
  json.end_object();
}

}  // namespace

void write_compare_json(std::ostream& out, const compare::ComparisonResult& result) {
  JsonWriter json(out);
  json.begin_object();
  json.key("networks");
  json.begin_array();
  for (const auto& size : result.sizes)
    for (const auto& network : size.networks) write_network(json, size, network);
  json.end_array();
  json.end_object();
  out << '\n';
}

}  // namespace kncube::report
