#include "testbenches/testbench/stats/bridge_statistics.h"

#include <filesystem>
#include <system_error>

#include "analytical/vocabulary/config_error.h"
#include "analytical/vocabulary/write_error.h"
#include "testbenches/testbench/stats/activity_tables.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/output_file.h"
#include "tlm/bridge/transaction_network.h"

namespace kncube::stats {

namespace {

constexpr std::array<tlm2::Plane, 2> kPlanes{tlm2::Plane::request, tlm2::Plane::response};

const char* folder_of(tlm2::Plane plane) { return plane == tlm2::Plane::request ? "requests" : "responses"; }

tlm2::TransactionNetwork& cycle_level_networks(tlm2::BridgeCore& bridge) {
  tlm2::TransactionNetwork* networks = bridge.cycle_level_network();
  if (networks == nullptr)
    throw ConfigError("model", "contention", "the cycle-level network for router statistics (the contention model has no routers)");
  return *networks;
}

void create_folder(const std::string& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) throw WriteError("the folder " + folder, error.value());
}

std::string nanoseconds(const sc_core::sc_time& time) { return report::round_trip_number(time.to_seconds() * 1e9); }

}  // namespace

BridgeStatistics::BridgeStatistics(tlm2::BridgeCore& bridge)
    : networks_(cycle_level_networks(bridge)), period_(bridge.config().clock_period) {
  for (tlm2::Plane plane : kPlanes)
    activity_[static_cast<std::size_t>(plane)] = std::make_unique<NetworkActivity>(networks_.network(plane));
  channels_ = output_channels(networks_.network(tlm2::Plane::request));
  begin_ = mark_now();
}

const rtl::TopologyGraph& BridgeStatistics::topology() const {
  return networks_.network(tlm2::Plane::request).topology();
}

BridgeStatistics::Mark BridgeStatistics::mark_now() const {
  Mark mark;
  mark.time = sc_core::sc_time_stamp();
  mark.evaluated_cycles = networks_.cycles_evaluated();
  for (tlm2::Plane plane : kPlanes)
    mark.counts[static_cast<std::size_t>(plane)] = activity_[static_cast<std::size_t>(plane)]->counts();
  return mark;
}

void BridgeStatistics::count(bool on) {
  for (const auto& activity : activity_)
    for (rtl::NodeId node = 0; node < activity->routers(); ++node) activity->count(node, on);
}

void BridgeStatistics::start() {
  if (stopped()) count(true);
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
  window.cycles = static_cast<std::int64_t>((window.end - window.begin) / period_);
  window.evaluated_cycles = (stopped() ? end_->evaluated_cycles : networks_.cycles_evaluated()) - begin_.evaluated_cycles;
  return window;
}

std::vector<RouterCounts> BridgeStatistics::routers(tlm2::Plane plane) const {
  const auto p = static_cast<std::size_t>(plane);
  const std::vector<RouterCounts> now = stopped() ? end_->counts[p] : activity_[p]->counts();
  std::vector<RouterCounts> window;
  window.reserve(now.size());
  for (std::size_t router = 0; router < now.size(); ++router) window.push_back(now[router].since(begin_.counts[p][router]));
  return window;
}

std::vector<std::string> BridgeStatistics::write(const std::string& folder) const {
  const BridgeWindow counted = window();
  std::vector<std::string> paths;
  create_folder(folder);
  for (tlm2::Plane plane : kPlanes) {
    const std::string plane_folder = (std::filesystem::path(folder) / folder_of(plane)).string();
    create_folder(plane_folder);
    const std::vector<RouterCounts> counts = routers(plane);
    paths.push_back(records::write_output_file(plane_folder, "channels.csv", [&](std::ostream& out) {
      write_csv_table(out, channels_table(counts, channels_, counted.cycles, topology()));
    }));
    paths.push_back(records::write_output_file(plane_folder, "routers.csv", [&](std::ostream& out) {
      write_csv_table(out, routers_table(counts));
    }));
  }
  paths.push_back(records::write_output_file(folder, "window.csv", [&](std::ostream& out) {
    report::write_csv_row(out, {"begin_ns", "end_ns", "cycles", "evaluated_cycles"});
    report::write_csv_row(out, {nanoseconds(counted.begin), nanoseconds(counted.end), std::to_string(counted.cycles),
                                std::to_string(counted.evaluated_cycles)});
  }));
  return paths;
}

}  // namespace kncube::stats
