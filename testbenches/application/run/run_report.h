#pragma once
// The report of one simulation run (`kncube run`), in the three output formats. The JSON object
// is the interface scripts read:
// {"config": {...}, "cycles": c, "measured": {"latency": {"mean": x, "ci95": e}, "network_latency": {...},
//  "source_wait": {...}, "hops": h, "offered_load": o, "accepted_load": a, "offered_messages": .., "accepted_messages": ..,
//  "messages": m, "classes": {...}}, "verdict": "ok|saturated", ["reason": ...], "speed": {...}}
// with loads in flits/node/cycle (messages/node/cycle in the *_messages fields), and from the
// reference monitor "predicted": {"<model>": {"latency": .., "network_latency": .., "source_wait": ..,
// "multiplexing": .., "saturated": .., "comparand": .., "classes": {"<class>": {"latency", "network_latency"}}}} and "verdicts": {"<model>": {"verdict":
// "agree|differ|saturated|no-model", "relative_error": .., "measured": .., "ci95": .., "predicted": ..,
// "mode": "model-matched|offset", "offset": .., "unmet_assumptions": [..], "reason": ..}}.

#include <ostream>
#include <vector>

#include "rtl_models/network_config.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/utilities/json_writer.h"
#include "testbenches/testbench/simulation/run_control.h"
#include "testbenches/testbench/simulation/run_result.h"
#include "testbenches/testbench/stats/activity_recorder.h"
#include "testbenches/testbench/stats/vc_occupancy_sampler.h"

namespace kncube::report {

struct RunReport {
  const rtl::NetworkConfig& network;
  const simulation::RunControl& control;
  const simulation::RunResult& result;
  const std::vector<monitor::ModelOutcome>* outcomes = nullptr;  // the reference monitor's verdicts
  double tolerance = 0.05;
  const stats::VcOccupancySampler* occupancy = nullptr;          // --vc-occupancy
  const stats::ActivityRecorder* activity = nullptr;             // --stats: "statistics" (stats_report.h)
};

void write_json(std::ostream& out, const RunReport& report);
void write_csv(std::ostream& out, const RunReport& report);
void write_table(std::ostream& out, const RunReport& report);

// Flit-hops simulated per CPU second (0 when no CPU time was measured).
double flit_hops_per_second(const simulation::RunResult& result);
// The model's P_v at its converged rho (spec 01 eqs 3.22/3.23), for the models with one channel
// class; empty for the others.
std::vector<double> model_occupancy(const monitor::MonitoredModel& model, int vcs);

// The "config" object: every setting that shaped the run.
void write_config_json(JsonWriter& json, const rtl::NetworkConfig& network, const simulation::RunControl& control);

}  // namespace kncube::report
