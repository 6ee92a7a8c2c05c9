#include "testbenches/testbench/stats/bridge_statistics.h"

#include <filesystem>
#include <system_error>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/network_spec.h"
#include "analytical/vocabulary/write_error.h"
#include "testbenches/testbench/stats/activity_tables.h"
#include "testbenches/testbench/stats/heat_map_plot.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/output_file.h"
#include "tlm/bridge/initiator_port.h"
#include "tlm/bridge/target_port.h"
#include "tlm/bridge/transaction_network.h"
#include "tlm/contention/contention_network.h"

namespace kncube::stats {

namespace {

constexpr std::array<tlm2::Plane, 2> kPlanes{tlm2::Plane::request, tlm2::Plane::response};

const char* folder_of(tlm2::Plane plane) { return plane == tlm2::Plane::request ? "requests" : "responses"; }

// The topology both planes of `bridge` have.
const rtl::TopologyGraph& topology_of(tlm2::BridgeCore& bridge) {
  if (tlm2::TransactionNetwork* networks = bridge.cycle_level_network())
    return networks->network(tlm2::Plane::request).topology();
  return bridge.contention_network()->reservations(tlm2::Plane::request).topology();
}

// Refuses to take over routers that count into something else: that one's counts would stop
// growing without a word.
void check_not_counted(const rtl::Network& network) {
  if (network.router(0).counting())
    throw ConfigError("bridge statistics", "a second BridgeStatistics of one bridge",
                      "one counting its routers at a time (stop() or destroy the other first)");
}

// `folder`/requests or `folder`/responses, made with its parents if missing.
std::string plane_folder(const std::string& folder, tlm2::Plane plane) {
  const std::string made = (std::filesystem::path(folder) / folder_of(plane)).string();
  std::error_code error;
  std::filesystem::create_directories(made, error);
  if (error) throw WriteError("the folder " + made, error.value());
  return made;
}

std::string nanoseconds(const sc_core::sc_time& time) { return report::round_trip_number(time.to_seconds() * 1e9); }

// Each of `now` since the same one of `earlier` (RouterCounts, InitiatorCounts, TargetCounts).
template <typename Counts>
std::vector<Counts> each_since(const std::vector<Counts>& now, const std::vector<Counts>& earlier) {
  std::vector<Counts> window;
  window.reserve(now.size());
  for (std::size_t i = 0; i < now.size(); ++i) window.push_back(now[i].since(earlier[i]));
  return window;
}

}  // namespace

BridgeStatistics::BridgeStatistics(tlm2::BridgeCore& bridge)
    : bridge_(bridge),
      cycle_level_(bridge.cycle_level_network()),
      topology_(topology_of(bridge)),
      channels_(output_channels(topology_)) {
  if (cycle_level_ != nullptr) {
    check_not_counted(cycle_level_->network(tlm2::Plane::request));
    for (tlm2::Plane plane : kPlanes)
      activity_[static_cast<std::size_t>(plane)] = std::make_unique<NetworkActivity>(cycle_level_->network(plane));
  } else {
    // From now on, for good: another BridgeStatistics of the bridge may count them too.
    bridge_.contention_network()->count_busy_vcs();
  }
  begin_ = mark_now();
}

BridgeStatistics::~BridgeStatistics() {
  // Only if still counting: a stopped one may have let another take the routers since.
  if (!stopped())
    for (const auto& activity : activity_)
      if (activity) activity->detach();
}

std::vector<RouterCounts> BridgeStatistics::counts_now(tlm2::Plane plane) const {
  if (cycle_level_ != nullptr) return activity_[static_cast<std::size_t>(plane)]->counts();
  // The contention model's ports as a router's: network ports, then its injection ports (the
  // cycle-level router's pe0, pe1, ... with parallel injection, one pe otherwise), and ejection.
  const tlm2::ChannelReservations& model = bridge_.contention_network()->reservations(plane);
  const int local = topology_.local_port(), injections = model.injection_ports();
  std::vector<RouterCounts> counts(static_cast<std::size_t>(topology_.node_count()));
  for (rtl::NodeId node = 0; node < topology_.node_count(); ++node) {
    RouterCounts& c = counts[static_cast<std::size_t>(node)];
    c.flits_in.assign(static_cast<std::size_t>(local + injections), 0);
    for (int injection = 0; injection < injections; ++injection)
      c.flits_in[static_cast<std::size_t>(local + injection)] = model.injected_flits(node, injection);
    c.flits_out.assign(static_cast<std::size_t>(local + 1), 0);
    for (int port = 0; port < local; ++port) c.flits_out[static_cast<std::size_t>(port)] = model.channel_flits(node, port);
    c.flits_out.back() = model.ejected_flits(node);
    c.input_busy_cycles.assign(static_cast<std::size_t>(local + injections), 0);
    for (int injection = 0; injection < injections; ++injection)
      c.input_busy_cycles[static_cast<std::size_t>(local + injection)] = model.injection_busy_cycles(node, injection);
  }
  // A channel's buffers at its far end are the input port it enters.
  for (const OutputChannel& channel : channels_)
    counts[static_cast<std::size_t>(channel.sink)].input_busy_cycles[static_cast<std::size_t>(channel.sink_port)] =
        model.channel_busy_cycles(channel.router, channel.port);
  return counts;
}

BridgeStatistics::Mark BridgeStatistics::mark_now() const {
  Mark mark;
  mark.time = sc_core::sc_time_stamp();
  mark.evaluated_cycles = cycle_level_ != nullptr ? cycle_level_->cycles_evaluated() : 0;
  for (tlm2::Plane plane : kPlanes) mark.counts[static_cast<std::size_t>(plane)] = counts_now(plane);
  mark.initiators = initiators_now();
  mark.targets = targets_now();
  return mark;
}

std::vector<InitiatorCounts> BridgeStatistics::initiators_now() const {
  std::vector<InitiatorCounts> counts;
  for (std::size_t i = 0; i < bridge_.map().initiators.size(); ++i) {
    const tlm2::InitiatorPort& port = bridge_.initiator_port(static_cast<int>(i));
    counts.push_back(InitiatorCounts{port.completed(), port.refused(), port.held_back(), port.held_back_time()});
  }
  return counts;
}

std::vector<TargetCounts> BridgeStatistics::targets_now() const {
  std::vector<TargetCounts> counts;
  for (std::size_t t = 0; t < bridge_.map().targets.size(); ++t) {
    const tlm2::TargetPort& port = bridge_.target_port(static_cast<int>(t));
    counts.push_back(TargetCounts{port.served(), port.full_time()});
  }
  return counts;
}

void BridgeStatistics::count(bool on) {
  for (const auto& activity : activity_)
    if (activity)
      for (rtl::NodeId node = 0; node < activity->routers(); ++node) activity->count(node, on);
}

void BridgeStatistics::start() {
  if (stopped() && cycle_level_ != nullptr) {
    check_not_counted(cycle_level_->network(tlm2::Plane::request));
    count(true);
  }
  end_.reset();
  begin_ = mark_now();
}

void BridgeStatistics::stop() {
  if (stopped()) return;
  end_ = mark_now();
  count(false);
}

BridgeWindow BridgeStatistics::window() const {
  BridgeWindow window;
  window.begin = begin_.time;
  window.end = stopped() ? end_->time : sc_core::sc_time_stamp();
  window.cycles = static_cast<std::int64_t>((window.end - window.begin) / bridge_.config().clock_period);
  if (cycle_level_ != nullptr)
    window.evaluated_cycles =
        (stopped() ? end_->evaluated_cycles : cycle_level_->cycles_evaluated()) - begin_.evaluated_cycles;
  return window;
}

std::vector<RouterCounts> BridgeStatistics::routers(tlm2::Plane plane) const {
  const auto p = static_cast<std::size_t>(plane);
  return each_since(stopped() ? end_->counts[p] : counts_now(plane), begin_.counts[p]);
}

std::vector<VcMean> BridgeStatistics::vcs(tlm2::Plane plane) const {
  if (!counts_routers()) return {};
  return vc_means(routers(plane), bridge_.config().network.spec.vcs, window().cycles);
}

std::vector<InitiatorCounts> BridgeStatistics::initiators() const {
  return each_since(stopped() ? end_->initiators : initiators_now(), begin_.initiators);
}

std::vector<TargetCounts> BridgeStatistics::targets() const {
  return each_since(stopped() ? end_->targets : targets_now(), begin_.targets);
}

std::vector<std::string> BridgeStatistics::write(const std::string& folder) const {
  const BridgeWindow counted = window();
  std::vector<std::string> paths;
  for (tlm2::Plane plane : kPlanes) {
    const std::string into = plane_folder(folder, plane);
    const std::vector<RouterCounts> counts = routers(plane);
    paths.push_back(records::write_output_file(into, "channels.csv", [&](std::ostream& out) {
      write_csv_table(out, channels_table(counts, channels_, counted.cycles, topology_));
    }));
    if (counts_routers())
      paths.push_back(records::write_output_file(into, "routers.csv", [&](std::ostream& out) {
        write_csv_table(out, routers_table(counts));
      }));
    if (counts_routers())
      paths.push_back(records::write_output_file(into, "vcs.csv", [&](std::ostream& out) {
        write_csv_table(out, vcs_table(vc_means(counts, bridge_.config().network.spec.vcs, counted.cycles), topology_));
      }));
  }
  const tlm2::PlatformMap& map = bridge_.map();
  paths.push_back(records::write_output_file(folder, "initiators.csv", [&](std::ostream& out) {
    report::write_csv_row(out, {"initiator", "name", "node", "transactions", "refused", "held_back", "held_back_ns"});
    const std::vector<InitiatorCounts> counts = initiators();
    for (std::size_t i = 0; i < counts.size(); ++i)
      report::write_csv_row(out, {std::to_string(i), map.initiators[i].name, std::to_string(map.initiators[i].node),
                                  std::to_string(counts[i].transactions), std::to_string(counts[i].refused),
                                  std::to_string(counts[i].held_back), nanoseconds(counts[i].held_back_time)});
  }));
  paths.push_back(records::write_output_file(folder, "targets.csv", [&](std::ostream& out) {
    report::write_csv_row(out, {"target", "name", "node", "queue_depth", "served", "full_ns", "full_fraction"});
    const std::vector<TargetCounts> counts = targets();
    const sc_core::sc_time span = counted.end - counted.begin;
    for (std::size_t t = 0; t < counts.size(); ++t)
      report::write_csv_row(
          out, {std::to_string(t), map.targets[t].name, std::to_string(map.targets[t].node),
                std::to_string(map.targets[t].queue_depth), std::to_string(counts[t].served), nanoseconds(counts[t].full_time),
                report::round_trip_number(span > sc_core::SC_ZERO_TIME ? counts[t].full_time / span : 0.0)});
  }));
  paths.push_back(records::write_output_file(folder, "window.csv", [&](std::ostream& out) {
    report::write_csv_row(out, {"model", "begin_ns", "end_ns", "cycles", "evaluated_cycles"});
    report::write_csv_row(out, {counts_routers() ? "cycle-level" : "contention", nanoseconds(counted.begin),
                                nanoseconds(counted.end), std::to_string(counted.cycles),
                                counted.evaluated_cycles ? std::to_string(*counted.evaluated_cycles) : std::string()});
  }));
  return paths;
}

std::vector<std::string> BridgeStatistics::plot(const std::string& folder) const {
  const BridgeWindow counted = window();
  const std::string title = describe_network(bridge_.config().network.spec) +
                            (counts_routers() ? ", cycle-level network" : ", contention model");
  const std::string span = "from " + counted.begin.to_string() + " to " + counted.end.to_string() + " (" +
                           std::to_string(counted.cycles) + " cycles of the platform's time)";
  std::vector<std::string> paths;
  for (tlm2::Plane plane : kPlanes) {
    const std::string into = plane_folder(folder, plane);
    const std::vector<RouterCounts> counts = routers(plane);
    const HeatMapCounts drawn{counts, channels_, counted.cycles, span, "BridgeStatistics::plot"};
    for (std::string& path : write_heat_map(into, drawn, topology_, title + ", " + folder_of(plane)))
      paths.push_back(std::move(path));
  }
  return paths;
}

}  // namespace kncube::stats
