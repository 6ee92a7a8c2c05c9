#include "testbenches/application/run/circuit_report.h"

#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

// Share of all attempts blocked after i hops: the simulator's P_fi of spec 04 eq. (9).
std::vector<double> failure_shares(const rtl::CircuitCounters& c) {
  std::vector<double> out;
  for (const std::int64_t f : c.failures) out.push_back(c.attempts > 0 ? static_cast<double>(f) / c.attempts : 0.0);
  return out;
}

}  // namespace

void write_circuit_json(JsonWriter& json, const rtl::CircuitCounters& c) {
  json.key("circuit");
  json.begin_object();
  json.key("scope");
  json.value("measured messages; busy VCs over the measurement window");
  json.key("attempts");
  json.value(c.attempts);
  json.key("setups");
  json.value(c.setups);
  json.key("attempts_per_setup");
  json.value(c.attempts_per_setup());
  json.key("failures_by_hop");
  json.begin_array();
  for (const std::int64_t f : c.failures) json.value(f);
  json.end_array();
  json.key("failure_share_by_hop");
  json.begin_array();
  for (const double share : failure_shares(c)) json.value(share);
  json.end_array();
  json.key("mean_setup_cycles");
  json.value(c.mean_setup_cycles());
  json.key("probe_hops");
  json.value(c.probe_hops);
  json.key("backtrack_hops");
  json.value(c.backtrack_hops);
  json.key("mean_busy_vcs_per_channel");
  json.value(c.mean_busy_vcs());
  json.end_object();
}

std::vector<std::pair<std::string, std::string>> circuit_rows(const rtl::CircuitCounters& c) {
  std::string failures;
  for (const double share : failure_shares(c)) failures += (failures.empty() ? "" : ", ") + readable_number(share);
  return {{"circuit attempts", readable_number(c.attempts_per_setup()) + " per message (" + std::to_string(c.attempts) +
                                   " probes, " + std::to_string(c.setups) + " circuits of the measured messages)"},
          {"blocked after hop", failures + " (share of attempts, hop 0, 1, ...)"},
          {"set-up time", readable_number(c.mean_setup_cycles()) + " cycles (first probe to acknowledgement)"},
          {"busy VCs", readable_number(c.mean_busy_vcs()) + " per channel over the measurement window"}};
}

}  // namespace kncube::report
