#pragma once
// The statistics of `kncube run --stats` as tables, one row per channel, router or VC, so that
// the CSV files and the JSON report's "statistics" object are written from one description:
//   channels: router, port, kind (network|injection|ejection), dimension, direction (+1|-1; empty
//             for injection and ejection), flits, utilisation (flits/cycle over the window)
//   routers:  router, buffer_writes, buffer_reads, vc_requests, vc_grants, sa_requests, sa_grants,
//             crossbar_traversals, stall_no_vc, stall_lost_sa, stall_no_credit, stall_link_busy
//   vcs:      router, port, vc, mean_flits, busy_fraction (over the samples)
// Counts are events in the window: requests are counted once per requester and cycle, stalls once
// per VC and cycle (stall_no_vc = vc_requests - vc_grants, stall_lost_sa = sa_requests - sa_grants).

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/activity_recorder.h"

namespace kncube::report {

// An integer, a number, or a text (an empty text: no value).
using StatsCell = std::variant<std::int64_t, double, std::string>;

struct StatsTable {
  std::vector<std::string> columns;
  std::vector<std::vector<StatsCell>> rows;
};

StatsTable channels_table(const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology);
StatsTable routers_table(const stats::ActivityRecorder& recorder);
StatsTable vcs_table(const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology);

// The name of input port `port` of a router with `input_ports` inputs: the network ports' names,
// then "pe" (or "pe0", "pe1", ... with one injection port per VC), as Router::input_port_name.
std::string input_port_name(const rtl::TopologyGraph& topology, int input_ports, int port);

}  // namespace kncube::report
