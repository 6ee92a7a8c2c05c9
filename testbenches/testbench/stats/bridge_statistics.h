#pragma once
// What the routers and channels of the TLM bridge's two networks did while a virtual platform ran,
// per router and channel, for the request network and the response network, over a window of the
// platform's time. It answers where a platform's traffic meets in the network: which links are
// busy, which routers lose allocations, on requests or on responses; and, at the bridge's ports,
// which initiators were held back (AT: END_REQ withheld until the initiator's window and the
// target had a slot) and how long each target had every slot in use.
//
// On the cycle-level network: the counters `kncube run --stats` reports (rtl::RouterActivity:
// buffer writes and reads, VC and switch allocation requests and grants, crossbar traversals,
// stalls by cause, flits per port). On the contention model, which has channels but no routers:
// the flits per channel, injection and ejection port, counted as the model grants a message each
// of them, and how long its messages stayed in the buffers each channel feeds
// (RouterCounts::input_busy_cycles, channels.csv's busy_vcs: tlm2::ChannelReservations::
// channel_busy_cycles); routers(plane)'s other counters are zero, and no routers.csv is written.
//
// Utilisation is flits per cycle of the platform's time (the window's length over the clock
// period), so a link busy half of the time the platform ran reads 0.5 whatever the cycle-level
// bridge's gated clock skipped while the network was idle; the cycles it evaluated are reported
// beside.
//
//   kncube::tlm2::NetworkBridge<64> bridge("bridge", config, map);
//   kncube::stats::BridgeStatistics statistics(bridge);  // counts from here on
//   sc_core::sc_start();
//   statistics.write("noc-stats");  // requests/ and responses/ channels.csv, routers.csv, vcs.csv; window.csv
//
// On the cycle-level network counting makes every router step run its counting version (about a
// fifth more instructions in the network, the input VCs' occupancy included; kncube's README,
// "Where the bottleneck is"); it changes no flit's timing. The contention
// model counts its channels' flits always (one addition per channel a message crosses), and the
// busy VC-cycles of the buffers they feed once a BridgeStatistics is made (a few additions per
// channel; ChannelReservations::count_busy_vcs), from then on; it changes no message's timing.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/input_vcs.h"
#include "testbenches/testbench/stats/network_activity.h"
#include "tlm/bridge/bridge_core.h"
#include "tlm/bridge/message_network.h"

namespace kncube::tlm2 {
class TransactionNetwork;
}  // namespace kncube::tlm2

namespace kncube::stats {

// The window counted: [begin, end] of the platform's simulation time.
struct BridgeWindow {
  sc_core::sc_time begin;
  sc_core::sc_time end;
  std::int64_t cycles = 0;  // clock periods from begin to end, rounded down: utilisation's denominator
  // Cycles the cycle-level bridge's gated clock evaluated in between (it stops while idle); the
  // contention model has no clock: nullopt.
  std::optional<std::int64_t> evaluated_cycles;
};

// One initiator's side of the bridge over the window (tlm2::InitiatorPort's counts).
struct InitiatorCounts {
  std::int64_t transactions = 0;  // answered through the network
  std::int64_t refused = 0;       // answered with the standard error status, never sent
  std::int64_t held_back = 0;     // whose request waited for its window and target slots (AT: END_REQ held back)
  sc_core::sc_time held_back_time = sc_core::SC_ZERO_TIME;  // those waits in all

  // This minus `earlier`, count by count (the counts only grow).
  InitiatorCounts since(const InitiatorCounts& earlier) const {
    return {transactions - earlier.transactions, refused - earlier.refused, held_back - earlier.held_back,
            held_back_time - earlier.held_back_time};
  }
};

// One target's side of the bridge over the window (tlm2::TargetPort's counts).
struct TargetCounts {
  std::int64_t served = 0;                             // requests handed to the target and answered
  sc_core::sc_time full_time = sc_core::SC_ZERO_TIME;  // every slot (queue_depth) in use: its requesters waited

  TargetCounts since(const TargetCounts& earlier) const { return {served - earlier.served, full_time - earlier.full_time}; }
};

class BridgeStatistics {
 public:
  // Counts both networks of `bridge` from now on, on either network model. The bridge must outlive
  // this object (its routers count into it until it stops or is destroyed). ConfigError when
  // something else counts the cycle-level routers already (another BridgeStatistics of the bridge,
  // not stopped): the routers count into one place at a time.
  explicit BridgeStatistics(tlm2::BridgeCore& bridge);
  ~BridgeStatistics();
  BridgeStatistics(const BridgeStatistics&) = delete;
  BridgeStatistics& operator=(const BridgeStatistics&) = delete;

  // Opens a new window now, from a platform's process or between sc_start() calls (e.g. after its
  // boot phase): what was counted before is dropped. Counting resumes if stop() had ended it
  // (ConfigError if another BridgeStatistics counts the routers meanwhile).
  void start();
  // Closes the window now (the cycle-level routers go back to their uncounted step). Without it
  // the window ends whenever it is read.
  void stop();
  bool stopped() const { return end_.has_value(); }

  // Whether the routers' counters beyond flits are counted: the cycle-level network only.
  bool counts_routers() const { return cycle_level_ != nullptr; }
  BridgeWindow window() const;
  // Per router, what it did in the window (in node order); the routers' ports as the channels'.
  std::vector<RouterCounts> routers(tlm2::Plane plane) const;
  // Per input VC of each router (routers in node order, input ports, VCs), the mean flits
  // buffered and the share of the window's cycles in which it held a message (kncube run --stats'
  // vcs.csv): exact averages over the platform's time, the cycles the gated clock
  // skipped included (it stops only once every message was delivered: every buffer empty, every
  // VC idle). The cycle-level network only (empty on the contention model).
  std::vector<VcMean> vcs(tlm2::Plane plane) const;
  // Per initiator and per target of the platform map, in its order: the bridge's ports over the
  // window, on either model (the contention model's annotated b_transport waits for no slot).
  std::vector<InitiatorCounts> initiators() const;
  std::vector<TargetCounts> targets() const;
  // The network output ports that have a channel, in router and port order (both networks alike).
  const std::vector<OutputChannel>& channels() const { return channels_; }
  const rtl::TopologyGraph& topology() const { return topology_; }

  // Writes into `folder` (created if missing) requests/channels.csv, requests/routers.csv,
  // responses/channels.csv, responses/routers.csv (the columns of `kncube run --stats`:
  // activity_tables.h; routers.csv and vcs.csv on the cycle-level network only), initiators.csv (initiator,
  // name, node, transactions, refused, held_back, held_back_ns), targets.csv (target, name, node,
  // queue_depth, served, full_ns, full_fraction: of the window's time) and window.csv (model,
  // begin_ns, end_ns, cycles, evaluated_cycles: empty on the contention model); returns the
  // paths. WriteError when a folder or file cannot be written.
  std::vector<std::string> write(const std::string& folder) const;
  // Draws each network's channel utilisation over the window as `kncube run --plots` does (a heat
  // map per output direction on tori and meshes of one or two dimensions, else a router x port
  // matrix): requests/channel-utilisation.{gp,png,svg} and responses/... in `folder` (created if
  // missing); returns the paths. Without gnuplot on PATH only the .gp scripts (and a line on
  // stderr). WriteError when a file cannot be written or gnuplot fails.
  std::vector<std::string> plot(const std::string& folder) const;

 private:
  struct Mark {
    sc_core::sc_time time;
    std::int64_t evaluated_cycles = 0;
    std::array<std::vector<RouterCounts>, 2> counts;  // by Plane
    std::vector<InitiatorCounts> initiators;
    std::vector<TargetCounts> targets;
  };
  Mark mark_now() const;
  std::vector<RouterCounts> counts_now(tlm2::Plane plane) const;
  std::vector<InitiatorCounts> initiators_now() const;
  std::vector<TargetCounts> targets_now() const;
  void count(bool on);

  tlm2::BridgeCore& bridge_;
  tlm2::TransactionNetwork* cycle_level_;  // nullptr: the bridge runs the contention model
  const rtl::TopologyGraph& topology_;
  std::array<std::unique_ptr<NetworkActivity>, 2> activity_;  // by Plane; cycle-level only
  std::vector<OutputChannel> channels_;
  Mark begin_;
  std::optional<Mark> end_;
};

}  // namespace kncube::stats
