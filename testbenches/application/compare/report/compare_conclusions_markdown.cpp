// Markdown form of the conclusions table (see compare_conclusions_report.h for the marks).
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "testbenches/application/compare/report/compare_conclusions_report.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

using analytical::ComparedTopology;

struct Tally {
  int agree = 0;
  int claims = 0;
};

std::string factor(double ratio) {
  char text[32];
  std::snprintf(text, sizeof text, "x%.2f", ratio);
  return text;
}

// Runner-up / winner for latencies (lower wins), winner / runner-up for rates (higher wins).
double margin(const std::array<double, 3>& values, ComparedTopology winner, bool lowest) {
  const double best = values[static_cast<std::size_t>(winner)];
  double runner_up = lowest ? 1e300 : -1e300;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (i != static_cast<std::size_t>(winner)) runner_up = lowest ? std::min(runner_up, values[i]) : std::max(runner_up, values[i]);
  return lowest ? runner_up / best : best / runner_up;
}

std::string mark(ComparedTopology winner, const std::optional<ComparedTopology>& claim, Tally& tally) {
  if (!claim) return "";
  ++tally.claims;
  if (winner == *claim) {
    ++tally.agree;
    return " ✓";
  }
  return " ✗";
}

std::string winner_cell(const compare::Winner& winner, const std::optional<ComparedTopology>& claim, double ratio,
                        Tally& tally) {
  return compare::short_name(winner.topology) + mark(winner.topology, claim, tally) + (winner.clear ? " " : " ≈") +
         factor(ratio);
}

std::string claim_cell(const std::optional<ComparedTopology>& claim, int note) {
  return (claim ? compare::short_name(*claim) : std::string("open")) + " [" + std::to_string(note) + "]";
}

std::string case_cells(const compare::CaseOutcome& c) {
  std::string traffic(to_string(c.settings.traffic.kind));
  if (c.settings.traffic.kind == TrafficKind::hotspot) traffic += " h=" + readable_number(c.settings.traffic.hotspot_fraction);
  if (c.settings.traffic.pattern_fraction != 1.0 &&
      (c.settings.traffic.kind == TrafficKind::transpose || c.settings.traffic.kind == TrafficKind::digit_reversal))
    traffic += " x=" + readable_number(c.settings.traffic.pattern_fraction);
  return "| " + std::to_string(c.settings.nodes) + (c.approximate ? "*" : "") + " | " +
         std::string(analytical::to_string(c.settings.constraint)) + " | " + std::string(analytical::to_string(c.settings.wires)) +
         " | " + traffic + " | ";
}

// Where model and simulation disagree with each other.
std::string disagreement(const compare::CaseOutcome& c) {
  if (!c.simulation) return "";
  std::string text;
  if (c.simulation->light_winner && c.simulation->light_winner->topology != c.model_light.topology) text += "light: sim ≠ model";
  if (c.simulation->saturation_winner && c.simulation->saturation_winner->topology != c.model_saturation_winner.topology)
    text += std::string(text.empty() ? "" : "; ") + "saturation: sim ≠ model";
  return text;
}

// Why the light-load runs name no winner: one of them failed, or saturated at the light rate.
std::string light_without_winner(const compare::CaseSimulation& simulation) {
  for (const auto& run : simulation.light)
    if (run.status == sweep::RunStatus::failed) return "failed";
  return "saturated";
}

}  // namespace

void write_conclusions_markdown(std::ostream& out, const std::vector<compare::CaseOutcome>& cases) {
  bool simulated = std::any_of(cases.begin(), cases.end(), [](const auto& c) { return c.simulation.has_value(); });
  std::map<std::string, int> notes;  // statement -> number, in order of first use
  std::vector<std::string> statements;
  Tally model_light, model_saturation, sim_light, sim_saturation;

  out << "| N | constraint | wires | traffic | light load: model | light load: simulation | light load: thesis | "
         "saturation: model | saturation: simulation | saturation: thesis | model vs simulation |\n"
      << "|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const compare::CaseOutcome& c : cases) {
    auto [it, added] = notes.emplace(c.claim.statement, static_cast<int>(notes.size()) + 1);
    if (added) statements.push_back(c.claim.statement);
    const int note = it->second;
    std::string row = case_cells(c);
    row += winner_cell(c.model_light, c.claim.light, margin(c.model_light_latency, c.model_light.topology, true), model_light) + " | ";
    if (c.simulation && c.simulation->light_winner) {
      std::array<double, 3> means = {};
      for (std::size_t i = 0; i < means.size(); ++i) means[i] = c.simulation->light[i].measured.latency.mean;
      row += winner_cell(*c.simulation->light_winner, c.claim.light, margin(means, c.simulation->light_winner->topology, true), sim_light);
    } else {
      row += c.simulation ? light_without_winner(*c.simulation) : "—";
    }
    row += " | " + claim_cell(c.claim.light, note) + " | ";
    row += winner_cell(c.model_saturation_winner, c.claim.saturation,
                       margin(c.model_saturation, c.model_saturation_winner.topology, false), model_saturation) + " | ";
    if (c.simulation && c.simulation->saturation_winner) {
      std::array<double, 3> estimates = {};
      for (std::size_t i = 0; i < estimates.size(); ++i) estimates[i] = c.simulation->saturation[i].estimate();
      row += winner_cell(*c.simulation->saturation_winner, c.claim.saturation,
                         margin(estimates, c.simulation->saturation_winner->topology, false), sim_saturation);
    } else {
      row += c.simulation ? "failed" : "—";
    }
    row += " | " + claim_cell(c.claim.saturation, note) + " | " + (c.simulation ? disagreement(c) : "") + " |";
    out << row << '\n';
  }
  out << "\nNetworks: 2D = 2D torus, 3D = 3D torus, HC = hypercube, with t_c = ceil(mu), t_s = 1, V from equal router "
         "buffers (spec 03 §3.5-3.7); * N = 512: the 2D torus is 23x23 = 529 nodes (A14). Light load: latency at 10% "
         "of the smallest of the three model saturation rates. Saturation: model saturation rate; simulated: bisection "
         "with short runs from 2x the model's rate. ✓/✗ agrees/disagrees with the thesis; ≈ margin within the "
         "uncertainty; xF the margin over the runner-up. Model: agrees with the thesis in "
      << model_light.agree << "/" << model_light.claims << " light-load and " << model_saturation.agree << "/"
      << model_saturation.claims << " saturation claims";
  if (simulated)
    out << "; simulation: " << sim_light.agree << "/" << sim_light.claims << " and " << sim_saturation.agree << "/"
        << sim_saturation.claims;
  out << ".\n\nThesis statements (spec 03 §3.11):\n";
  for (std::size_t i = 0; i < statements.size(); ++i) out << "[" << i + 1 << "] " << statements[i] << "\n";
}

}  // namespace kncube::report
