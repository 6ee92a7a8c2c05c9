#include "testbenches/application/sweep/engine/run_outcome.h"

#include <sstream>

#include <boost/property_tree/json_parser.hpp>
#include <boost/property_tree/ptree.hpp>

#include "testbenches/application/records/measurement_json.h"
#include "testbenches/application/records/prediction_json.h"

namespace kncube::sweep {

namespace pt = boost::property_tree;

namespace {

constexpr int exit_saturated = 3;  // kncube's exit status for a saturated run

// The first line that says something: an error is one line, a deadlock report starts with its summary.
std::string first_line(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) return line;
  return "";
}

void read_monitor(const pt::ptree& tree, RunOutcome& outcome) {
  if (const auto predicted = tree.get_child_optional("predicted"))
    for (const auto& [name, entry] : *predicted) outcome.monitor[name].predicted = report::read_prediction_members(entry);
  if (const auto verdicts = tree.get_child_optional("verdicts"))
    for (const auto& [name, entry] : *verdicts) {
      if (!entry.get_optional<std::string>("mode")) continue;  // "none": no model applied
      MonitorReading& reading = outcome.monitor[name];
      reading.mode = entry.get<std::string>("mode");
      reading.offset = entry.get<double>("offset", 0.0);
    }
}

void read_report(const std::string& json, RunOutcome& outcome) {
  std::istringstream in(json);
  pt::ptree tree;
  pt::read_json(in, tree);
  outcome.measured = report::read_measurement(tree, "measured", report::MeasurementForm::run);
  outcome.batches = tree.get<int>("config.batches");
  outcome.reason = tree.get<std::string>("reason", "");
  read_monitor(tree, outcome);
}

}  // namespace

const char* to_string(RunStatus status) {
  switch (status) {
    case RunStatus::ok: return "ok";
    case RunStatus::saturated: return "saturated";
    case RunStatus::failed: return "error";
  }
  return "?";
}

RunOutcome read_run_outcome(const ProcessOutcome& process) {
  RunOutcome outcome;
  outcome.exit_code = process.exit_code;
  outcome.wall_seconds = process.wall_seconds;
  outcome.cpu_seconds = process.cpu_seconds;
  if (process.exit_code != 0 && process.exit_code != exit_saturated) {
    const std::string said = first_line(process.err);
    outcome.error = process.signal != 0 ? "ended by signal " + std::to_string(process.signal)
                                        : "exit status " + std::to_string(process.exit_code);
    if (!said.empty()) outcome.error += ": " + said;
    return outcome;
  }
  outcome.json = process.out;
  while (!outcome.json.empty() && (outcome.json.back() == '\n' || outcome.json.back() == '\r')) outcome.json.pop_back();
  try {
    read_report(outcome.json, outcome);
  } catch (const std::exception& error) {
    outcome.error = "exit status " + std::to_string(process.exit_code) + " but its JSON report cannot be read: " + error.what();
    return outcome;
  }
  outcome.status = process.exit_code == 0 ? RunStatus::ok : RunStatus::saturated;
  return outcome;
}

}  // namespace kncube::sweep
