// JSON and CSV forms of the conclusions table (fields in compare_conclusions_report.h).
#include <cmath>

#include "testbenches/application/compare/studies/comparison_result.h"
#include "testbenches/application/compare/report/compare_conclusions_report.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/json_writer.h"
#include "testbenches/application/records/saturation_probes_json.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

std::string winner_text(const compare::Winner& winner) {
  return compare::short_name(winner.topology) + (winner.clear ? "" : " (within uncertainty)");
}

std::string claim_text(const std::optional<analytical::ComparedTopology>& claim) {
  return claim ? compare::short_name(*claim) : "open";
}

void write_winner(JsonWriter& json, const char* name, const compare::Winner& winner) {
  json.key(name);
  json.begin_object();
  json.key("topology");
  json.value(analytical::to_string(winner.topology));
  json.key("clear");
  json.value(winner.clear);
  json.end_object();
}

void write_network(JsonWriter& json, const compare::CaseOutcome& c, std::size_t i) {
  json.begin_object();
  json.key("label");
  json.value(c.labels[i]);
  json.key("mu");
  json.value(c.networks[i].mu.rounded);
  json.key("vcs");
  json.value(c.networks[i].vcs);
  json.key("model_light_latency");
  json.value(c.model_light_latency[i]);
  json.key("model_saturation_rate");
  json.value(c.model_saturation[i]);
  if (c.simulation) {
    const sweep::RunOutcome& light = c.simulation->light[i];
    json.key("sim_light_status");
    json.value(sweep::to_string(light.status));
    if (light.status == sweep::RunStatus::ok) {
      json.key("sim_light_latency");
      json.value(light.measured.latency.mean);
      json.key("sim_light_ci95");
      json.value(light.measured.latency.ci95);
    }
    const compare::SaturationSearch& search = c.simulation->saturation[i];
    json.key("sim_saturation_low");
    json.value(search.low);
    json.key("sim_saturation_high");
    json.value(search.high);
    json.key("sim_saturation_probes");
    write_saturation_probes(json, search.probes);
    if (!search.error.empty()) {
      json.key("sim_saturation_error");
      json.value(search.error);
    }
  }
  json.end_object();
}

void write_case(JsonWriter& json, const compare::CaseOutcome& c) {
  json.begin_object();
  json.key("nodes");
  json.value(c.settings.nodes);
  json.key("constraint");
  json.value(analytical::to_string(c.settings.constraint));
  json.key("wires");
  json.value(analytical::to_string(c.settings.wires));
  json.key("traffic");
  json.value(compare::traffic_text(c.settings.traffic));
  json.key("message_length");
  json.value(c.settings.message_length);
  json.key("light_rate");
  json.value(c.light_rate);
  json.key("networks");
  json.begin_array();
  for (std::size_t i = 0; i < c.networks.size(); ++i) write_network(json, c, i);
  json.end_array();
  json.key("model");
  json.begin_object();
  write_winner(json, "light", c.model_light);
  write_winner(json, "saturation", c.model_saturation_winner);
  json.end_object();
  if (c.simulation) {
    json.key("simulation");
    json.begin_object();
    if (c.simulation->light_winner) write_winner(json, "light", *c.simulation->light_winner);
    if (c.simulation->saturation_winner) write_winner(json, "saturation", *c.simulation->saturation_winner);
    json.end_object();
  }
  json.key("thesis");
  json.begin_object();
  json.key("light");
  json.value(claim_text(c.claim.light));
  json.key("saturation");
  json.value(claim_text(c.claim.saturation));
  json.key("statement");
  json.value(c.claim.statement);
  json.end_object();
  json.end_object();
}

}  // namespace

void write_conclusions_json(std::ostream& out, const std::vector<compare::CaseOutcome>& cases) {
  JsonWriter json(out);
  json.begin_object();
  json.key("cases");
  json.begin_array();
  for (const auto& c : cases) write_case(json, c);
  json.end_array();
  json.end_object();
  out << '\n';
}

void write_conclusions_csv(std::ostream& out, const std::vector<compare::CaseOutcome>& cases) {
  bool simulated = false;
  for (const auto& c : cases) simulated = simulated || c.simulation.has_value();
  std::vector<std::string> header = {"nodes", "constraint", "wires", "traffic", "light_rate"};
  for (const char* net : {"2d", "3d", "hc"}) {
    header.push_back(std::string(net) + "_model_light_latency");
    header.push_back(std::string(net) + "_model_saturation");
    if (simulated)
      for (const char* column : {"_sim_light_status", "_sim_light_latency", "_sim_light_ci95", "_sim_saturation_low",
                                 "_sim_saturation_high", "_sim_saturation_error"})
        header.push_back(net + std::string(column));
  }
  header.insert(header.end(), {"model_light_winner", "model_saturation_winner", "sim_light_winner", "sim_saturation_winner",
                               "thesis_light", "thesis_saturation", "thesis_statement"});
  write_csv_row(out, header);
  for (const auto& c : cases) {
    std::vector<std::string> fields = {std::to_string(c.settings.nodes), std::string(analytical::to_string(c.settings.constraint)),
                                       std::string(analytical::to_string(c.settings.wires)), compare::traffic_text(c.settings.traffic),
                                       round_trip_number(c.light_rate)};
    for (std::size_t i = 0; i < c.networks.size(); ++i) {
      fields.push_back(round_trip_number(c.model_light_latency[i]));
      fields.push_back(round_trip_number(c.model_saturation[i]));
      if (!simulated) continue;
      if (c.simulation) {
        // Numbers only where they were measured: a saturated or failed run has no latency, a failed
        // search no bracket.
        const sweep::RunOutcome& light = c.simulation->light[i];
        const compare::SaturationSearch& search = c.simulation->saturation[i];
        const bool light_ok = light.status == sweep::RunStatus::ok;
        const bool search_ok = search.error.empty();
        fields.push_back(sweep::to_string(light.status));
        fields.push_back(light_ok ? round_trip_number(light.measured.latency.mean) : "");
        fields.push_back(light_ok ? round_trip_number(light.measured.latency.ci95) : "");
        fields.push_back(search_ok ? round_trip_number(search.low) : "");
        fields.push_back(search_ok && std::isfinite(search.high) ? round_trip_number(search.high) : "");
        fields.push_back(search.error);
      } else {
        fields.insert(fields.end(), {"", "", "", "", "", ""});
      }
    }
    fields.push_back(winner_text(c.model_light));
    fields.push_back(winner_text(c.model_saturation_winner));
    fields.push_back(c.simulation && c.simulation->light_winner ? winner_text(*c.simulation->light_winner) : "");
    fields.push_back(c.simulation && c.simulation->saturation_winner ? winner_text(*c.simulation->saturation_winner) : "");
    fields.push_back(claim_text(c.claim.light));
    fields.push_back(claim_text(c.claim.saturation));
    fields.push_back(c.claim.statement);
    write_csv_row(out, fields);
  }
}

}  // namespace kncube::report
