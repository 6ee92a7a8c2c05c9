#include "testbenches/application/run/stats_tables.h"

namespace kncube::report {

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

StatsTable channels_table(const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology) {
  StatsTable table{{"router", "port", "kind", "dimension", "direction", "flits", "utilisation"}, {}};
  const std::int64_t cycles = recorder.cycles();
  const auto& routers = recorder.routers();
  auto add = [&](rtl::NodeId router, const std::string& port, const char* kind, StatsCell dimension, StatsCell direction,
                 std::uint64_t flits) {
    table.rows.push_back({std::int64_t{router}, port, std::string(kind), std::move(dimension), std::move(direction),
                          signed_count(flits), per_cycle(flits, cycles)});
  };
  std::size_t next_channel = 0;
  const auto& channels = recorder.channels();
  for (rtl::NodeId router = 0; router < static_cast<rtl::NodeId>(routers.size()); ++router) {
    const stats::RouterCounts& counts = routers[static_cast<std::size_t>(router)];
    for (; next_channel < channels.size() && channels[next_channel].router == router; ++next_channel) {
      const stats::OutputChannel& c = channels[next_channel];
      add(router, topology.port_name(c.port), "network", std::int64_t{c.dimension}, std::int64_t{c.direction},
          counts.flits_out[static_cast<std::size_t>(c.port)]);
    }
    const int inputs = static_cast<int>(counts.flits_in.size());
    for (int port = topology.local_port(); port < inputs; ++port)
      add(router, input_port_name(topology, inputs, port), "injection", std::string(), std::string(),
          counts.flits_in[static_cast<std::size_t>(port)]);
    add(router, "pe", "ejection", std::string(), std::string(), counts.flits_out.back());
  }
  return table;
}

StatsTable routers_table(const stats::ActivityRecorder& recorder) {
  StatsTable table{{"router", "buffer_writes", "buffer_reads", "vc_requests", "vc_grants", "sa_requests", "sa_grants",
                    "crossbar_traversals", "stall_no_vc", "stall_lost_sa", "stall_no_credit", "stall_link_busy"},
                   {}};
  const auto& routers = recorder.routers();
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

StatsTable vcs_table(const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology) {
  StatsTable table{{"router", "port", "vc", "mean_flits", "busy_fraction"}, {}};
  const auto& vcs = recorder.vcs();
  const auto& routers = recorder.routers();
  for (std::size_t i = 0; i < vcs.size(); ++i) {
    const stats::VcKey& key = vcs[i];
    const int inputs = static_cast<int>(routers[static_cast<std::size_t>(key.router)].flits_in.size());
    table.rows.push_back({std::int64_t{key.router}, input_port_name(topology, inputs, key.port), std::int64_t{key.vc},
                          recorder.mean_flits(i), recorder.busy_fraction(i)});
  }
  return table;
}

}  // namespace kncube::report
