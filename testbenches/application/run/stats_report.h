#pragma once
// Writes the statistics of `kncube run --stats` (see activity_tables.h for the columns): the files
// channels.csv, routers.csv, vcs.csv (means over every cycle of the window) and vc_occupancy.csv
// (cycle, router, port, vc, flits: one row per input VC and sample, every "sample_interval"
// cycles), and the JSON report's "statistics" object:
// {"window": {"first_cycle", "last_cycle" (the counted cycles, both included), "cycles"}, "sample_interval": cycles,
//  "channels": [{...}], "routers": [{...}], "vcs": [{...}],
//  "vc_occupancy": {"cycles": [sample cycles], "flits": [[flits per VC, in the order of "vcs"], ...]}}.

#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/simulation/measurement.h"
#include "testbenches/testbench/stats/activity_recorder.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

// Writes the four CSV files into `folder`; returns their paths. Throws WriteError.
std::vector<std::string> write_stats_files(const std::string& folder, const stats::ActivityRecorder& recorder,
                                           const rtl::TopologyGraph& topology);

// Writes latency_histogram.csv into `folder` (class, from, to, messages: the measured messages whose
// latency lay in [from, to) cycles; class "all", then each traffic class of several); returns its
// path. Throws WriteError.
std::string write_latency_histogram_file(const std::string& folder, const simulation::Measurement& measured);

// The "statistics" object's value.
void write_stats_json(JsonWriter& json, const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology);

}  // namespace kncube::report
