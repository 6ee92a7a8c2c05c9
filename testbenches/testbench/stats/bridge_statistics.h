#pragma once
// What the routers and channels of the cycle-level TLM bridge's two networks did while a virtual
// platform ran: the counters `kncube run --stats` reports (rtl::RouterActivity: buffer writes and
// reads, VC and switch allocation requests and grants, crossbar traversals, stalls by cause, flits
// per port), per router and channel, for the request network and the response network, over a
// window of the platform's time. It answers where a platform's traffic meets in the network:
// which links are busy, which routers lose allocations, on requests or on responses.
//
// Utilisation is flits per cycle of the platform's time (the window's length over the clock
// period), so a link busy half of the time the platform ran reads 0.5 whatever the bridge's gated
// clock skipped while the network was idle; the cycles the bridge evaluated are reported beside.
//
//   kncube::tlm2::NetworkBridge<64> bridge("bridge", config, map);
//   kncube::stats::BridgeStatistics statistics(bridge);  // counts from here on
//   sc_core::sc_start();
//   statistics.write("noc-stats");  // requests/ and responses/ channels.csv, routers.csv; window.csv
//
// Counting makes every router step run its counting version (about 12% more instructions in the
// network; kncube's README, "Where the bottleneck is"); it changes no flit's timing.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/network_activity.h"
#include "tlm/bridge/bridge_core.h"
#include "tlm/bridge/message_network.h"

namespace kncube::tlm2 {
class TransactionNetwork;
}

namespace kncube::stats {

// The window counted: [begin, end] of the platform's simulation time.
struct BridgeWindow {
  sc_core::sc_time begin;
  sc_core::sc_time end;
  std::int64_t cycles = 0;            // clock periods from begin to end, rounded down: utilisation's denominator
  std::int64_t evaluated_cycles = 0;  // cycles the bridge's gated clock evaluated in between (it stops while idle)
};

class BridgeStatistics {
 public:
  // Counts both networks of `bridge` from now on. ConfigError when the bridge runs the contention
  // model (it has no routers). The bridge must outlive this object; this object must outlive the
  // bridge's simulation (or stop() first): the routers count into it.
  explicit BridgeStatistics(tlm2::BridgeCore& bridge);
  BridgeStatistics(const BridgeStatistics&) = delete;
  BridgeStatistics& operator=(const BridgeStatistics&) = delete;

  // Opens a new window now, from a platform's process or between sc_start() calls (e.g. after its
  // boot phase): what was counted before is dropped. Counting resumes if stop() had ended it.
  void start();
  // Closes the window now: the routers stop counting (back to their uncounted step). Without it
  // the window ends whenever it is read.
  void stop();
  bool stopped() const { return end_.has_value(); }

  BridgeWindow window() const;
  // Per router, what it did in the window (in node order); the routers' ports as the channels'.
  std::vector<RouterCounts> routers(tlm2::Plane plane) const;
  // The network output ports that have a channel, in router and port order (both networks alike).
  const std::vector<OutputChannel>& channels() const { return channels_; }
  const rtl::TopologyGraph& topology() const;

  // Writes into `folder` (created if missing) requests/channels.csv, requests/routers.csv,
  // responses/channels.csv, responses/routers.csv (the columns of `kncube run --stats`:
  // activity_tables.h) and window.csv (begin_ns, end_ns, cycles, evaluated_cycles); returns the
  // paths. WriteError when a folder or file cannot be written.
  std::vector<std::string> write(const std::string& folder) const;

 private:
  struct Mark {
    sc_core::sc_time time;
    std::int64_t evaluated_cycles = 0;
    std::array<std::vector<RouterCounts>, 2> counts;  // by Plane
  };
  Mark mark_now() const;
  void count(bool on);

  tlm2::TransactionNetwork& networks_;
  sc_core::sc_time period_;
  std::array<std::unique_ptr<NetworkActivity>, 2> activity_;  // by Plane
  std::vector<OutputChannel> channels_;
  Mark begin_;
  std::optional<Mark> end_;
};

}  // namespace kncube::stats
