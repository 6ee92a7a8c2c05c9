// CSV form of a comparison (compare.csv): one row per network and rate; columns in compare_report.h.
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

bool any_simulated(const compare::ComparisonResult& result) {
  for (const auto& size : result.sizes)
    for (const auto& network : size.networks)
      if (!network.simulated.empty()) return true;
  return false;
}

std::vector<std::string> network_fields(const compare::SizeResult& size, const compare::NetworkResult& result) {
  const analytical::ComparedNetwork& n = result.network;
  return {std::to_string(size.cost.nodes),
          std::string(analytical::to_string(n.topology)),
          n.label,
          std::to_string(n.k),
          std::to_string(n.n),
          std::to_string(n.nodes),
          round_trip_number(n.channel_width),
          n.channel_width_wires ? round_trip_number(*n.channel_width_wires) : "",
          std::to_string(n.mu.rounded),
          round_trip_number(n.mu.unrounded),
          std::to_string(n.vcs),
          round_trip_number(result.model.zero_load_latency),
          round_trip_number(result.model.saturation_rate)};
}

void add_simulated_fields(std::vector<std::string>& fields, const sweep::RunOutcome& run) {
  fields.push_back(sweep::to_string(run.status));
  const bool measured = run.status != sweep::RunStatus::failed;
  fields.push_back(measured ? round_trip_number(run.measured.latency.mean) : "");
  fields.push_back(measured ? round_trip_number(run.measured.latency.ci95) : "");
  fields.push_back(measured ? round_trip_number(run.measured.accepted_messages) : "");
}

std::string note(const compare::NetworkResult& result, const analytical::Prediction& point, const sweep::RunOutcome* run) {
  std::string text = result.network.approximate ? result.network.approximation : "";
  auto add = [&](const std::string& more) {
    if (!more.empty()) text += (text.empty() ? "" : "; ") + more;
  };
  if (point.saturated) add("model: " + point.reason);
  if (run != nullptr && run->status == sweep::RunStatus::saturated) add("simulation: " + run->reason);
  if (run != nullptr && run->status == sweep::RunStatus::failed) add("simulation: " + run->error);
  return text;
}

}  // namespace

void write_compare_csv(std::ostream& out, const compare::ComparisonResult& result) {
  const bool simulated = any_simulated(result);
  std::vector<std::string> header = {"requested_nodes", "topology", "label", "k", "n", "nodes", "channel_width",
                                     "channel_width_wires", "mu", "mu_unrounded", "vcs", "zero_load_latency",
                                     "saturation_rate", "rate", "model_saturated", "model_latency"};
  if (simulated) header.insert(header.end(), {"sim_status", "sim_latency", "sim_ci95", "sim_accepted_messages"});
  header.push_back("note");
  write_csv_row(out, header);
  for (const auto& size : result.sizes)
    for (const auto& network : size.networks)
      for (std::size_t i = 0; i < size.rates.size(); ++i) {
        const analytical::Prediction& point = network.model.points[i];
        std::vector<std::string> fields = network_fields(size, network);
        fields.push_back(round_trip_number(size.rates[i]));
        fields.push_back(point.saturated ? "true" : "false");
        fields.push_back(point.saturated ? "" : round_trip_number(point.latency));
        const sweep::RunOutcome* run = i < network.simulated.size() ? &network.simulated[i] : nullptr;
        if (simulated) {
          if (run != nullptr) add_simulated_fields(fields, *run);
          else fields.insert(fields.end(), {"", "", "", ""});
        }
        fields.push_back(note(network, point, run));
        write_csv_row(out, fields);
      }
}

}  // namespace kncube::report
