#pragma once
// Router and channel statistics as tables, one row per channel, router or VC, so that every place
// that reports them (`kncube run --stats`'s CSV files and JSON, BridgeStatistics' CSV files) writes
// the same columns from one description:
//   channels: router, port, kind (network|injection|ejection), dimension, direction (+1|-1; empty
//             for injection and ejection), flits, utilisation (flits/cycle over the window),
//             busy_vcs (the mean number of VCs at the channel's far end, the input port it feeds,
//             that held a message: vcs.csv's busy_fraction summed over the port's VCs; empty for
//             ejection, which feeds no buffer)
//   routers:  router, buffer_writes, buffer_reads, vc_requests, vc_grants, sa_requests, sa_grants,
//             crossbar_traversals, stall_no_vc, stall_lost_sa, stall_no_credit, stall_link_busy
//   vcs:      router, port, vc, mean_flits, busy_fraction (over every cycle of the window)
// Counts are events in the window: requests are counted once per requester and cycle, stalls once
// per VC and cycle (stall_no_vc = vc_requests - vc_grants, stall_lost_sa = sa_requests - sa_grants).

#include <cstdint>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/input_vcs.h"
#include "testbenches/testbench/stats/network_activity.h"

namespace kncube::stats {

// An integer, a number, or a text (an empty text: no value).
using StatsCell = std::variant<std::int64_t, double, std::string>;

struct StatsTable {
  std::vector<std::string> columns;
  std::vector<std::vector<StatsCell>> rows;
};

// `routers`: each router's counts over a window of `cycles` cycles; `channels` as output_channels().
StatsTable channels_table(const std::vector<RouterCounts>& routers, const std::vector<OutputChannel>& channels,
                          std::int64_t cycles, const rtl::TopologyGraph& topology);
StatsTable routers_table(const std::vector<RouterCounts>& routers);
StatsTable vcs_table(const std::vector<VcMean>& vcs, const rtl::TopologyGraph& topology);

// The name of input port `port` of a router with `input_ports` inputs: the network ports' names,
// then "pe" (or "pe0", "pe1", ... with one injection port per VC), as Router::input_port_name.
std::string input_port_name(const rtl::TopologyGraph& topology, int input_ports, int port);

// The table as CSV (RFC 4180): a header row of the columns, then the rows; numbers to the digits
// that read back the same double, an empty text as an empty field.
void write_csv_table(std::ostream& out, const StatsTable& table);

}  // namespace kncube::stats
