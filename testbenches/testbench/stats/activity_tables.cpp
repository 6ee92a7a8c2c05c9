#include "testbenches/testbench/stats/activity_tables.h"

#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::stats {

namespace {

double per_cycle(std::uint64_t count, std::int64_t cycles) {
  return cycles > 0 ? static_cast<double>(count) / static_cast<double>(cycles) : 0.0;
}

std::int64_t signed_count(std::uint64_t count) { return static_cast<std::int64_t>(count); }

}  // namespace

std::string input_port_name(const rtl::TopologyGraph& topology, int input_ports, int port) {
  const int local = topology.local_port();
  if (port < local) return topology.port_name(port);
  if (input_ports == local + 1) return "pe";
  return "pe" + std::to_string(port - local);
}

StatsTable channels_table(const std::vector<RouterCounts>& routers, const std::vector<OutputChannel>& channels,
                          std::int64_t cycles, const rtl::TopologyGraph& topology) {
  StatsTable table{{"router", "port", "kind", "dimension", "direction", "flits", "utilisation", "busy_vcs"}, {}};
  auto add = [&](rtl::NodeId router, const std::string& port, const char* kind, StatsCell dimension, StatsCell direction,
                 std::uint64_t flits, StatsCell busy_vcs) {
    table.rows.push_back({std::int64_t{router}, port, std::string(kind), std::move(dimension), std::move(direction),
                          signed_count(flits), per_cycle(flits, cycles), std::move(busy_vcs)});
  };
  // The mean busy VCs of input port `port` of `router` (nothing where its VCs were not counted).
  auto busy_vcs = [&](rtl::NodeId router, int port) -> StatsCell {
    const std::vector<std::int64_t>& busy = routers[static_cast<std::size_t>(router)].input_busy_cycles;
    if (busy.empty()) return std::string();
    return cycles > 0 ? static_cast<double>(busy[static_cast<std::size_t>(port)]) / static_cast<double>(cycles) : 0.0;
  };
  std::size_t next_channel = 0;
  for (rtl::NodeId router = 0; router < static_cast<rtl::NodeId>(routers.size()); ++router) {
    const RouterCounts& counts = routers[static_cast<std::size_t>(router)];
    for (; next_channel < channels.size() && channels[next_channel].router == router; ++next_channel) {
      const OutputChannel& c = channels[next_channel];
      add(router, topology.port_name(c.port), "network", std::int64_t{c.dimension}, std::int64_t{c.direction},
          counts.flits_out[static_cast<std::size_t>(c.port)], busy_vcs(c.sink, c.sink_port));
    }
    const int inputs = static_cast<int>(counts.flits_in.size());
    for (int port = topology.local_port(); port < inputs; ++port)
      add(router, input_port_name(topology, inputs, port), "injection", std::string(), std::string(),
          counts.flits_in[static_cast<std::size_t>(port)], busy_vcs(router, port));
    add(router, "pe", "ejection", std::string(), std::string(), counts.flits_out.back(), std::string());
  }
  return table;
}

StatsTable routers_table(const std::vector<RouterCounts>& routers) {
  StatsTable table{{"router", "buffer_writes", "buffer_reads", "vc_requests", "vc_grants", "sa_requests", "sa_grants",
                    "crossbar_traversals", "stall_no_vc", "stall_lost_sa", "stall_no_credit", "stall_link_busy"},
                   {}};
  for (std::size_t router = 0; router < routers.size(); ++router) {
    const rtl::RouterActivity& a = routers[router].totals;
    table.rows.push_back({static_cast<std::int64_t>(router), signed_count(a.buffer_writes), signed_count(a.buffer_reads),
                          signed_count(a.vc_requests), signed_count(a.vc_grants), signed_count(a.sa_requests),
                          signed_count(a.sa_grants), signed_count(a.crossbar_traversals),
                          signed_count(a.vc_requests - a.vc_grants), signed_count(a.sa_requests - a.sa_grants),
                          signed_count(a.stall_no_credit), signed_count(a.stall_link_busy)});
  }
  return table;
}

StatsTable vcs_table(const std::vector<VcMean>& vcs, const rtl::TopologyGraph& topology) {
  StatsTable table{{"router", "port", "vc", "mean_flits", "busy_fraction"}, {}};
  for (const VcMean& vc : vcs)
    table.rows.push_back({std::int64_t{vc.key.router}, input_port_name(topology, vc.router_inputs, vc.key.port),
                          std::int64_t{vc.key.vc}, vc.mean_flits, vc.busy_fraction});
  return table;
}

void write_csv_table(std::ostream& out, const StatsTable& table) {
  report::write_csv_row(out, table.columns);
  std::vector<std::string> fields;
  for (const auto& row : table.rows) {
    fields.clear();
    for (const StatsCell& cell : row) {
      if (const auto* integer = std::get_if<std::int64_t>(&cell))
        fields.push_back(std::to_string(*integer));
      else if (const auto* number = std::get_if<double>(&cell))
        fields.push_back(report::round_trip_number(*number));
      else
        fields.push_back(std::get<std::string>(cell));
    }
    report::write_csv_row(out, fields);
  }
}

}  // namespace kncube::stats
