#pragma once
// One transaction trace replayed through the bridge with either network model, for the
// co-verification of the contention model against the cycle-level bridge (tests/tlm and
// tests/bench/bench_tlm_contention.cpp). Every node of a 64-node network (the 8x8 torus, or another
// of ReplayNetwork) has an AT initiator and a memory; initiator i issues READs and WRITEs of 64
// bytes by default (one 9-flit message and one header-only message per transaction) at Poisson
// times to memories on other nodes chosen by the pattern (transpose: node i's digits in base 8
// swapped, on every network).
// A transaction's latency runs from its issue time in the trace to its BEGIN_RESP, so it includes
// waiting for END_REQ (the initiator's window and the target's slots) as well as both networks.
//
// Two platforms around the same bridge, both AT initiators with the same trace and zero-latency
// memories, so both network models can be measured on either (ReplayPlatformKind):
//  * light: the initiators are SC_METHODs (MethodReplayInitiator) and the memories AT targets
//    answering BEGIN_REQ at once with TLM_COMPLETED (TargetInterface::non_blocking): no thread
//    anywhere on the platform's side.
//  * threads: the initiators are SC_THREADs (ThreadReplayInitiator) and the memories blocking
//    targets, whose b_transport the bridge calls from a thread of its own per target.
//  * lt: loosely timed, the initiators SC_THREADs calling b_transport with temporal decoupling
//    (LooselyTimedReplayInitiator, global quantum kLooselyTimedQuantum) and the memories blocking
//    targets. The contention model answers in the call (annotated, contention in call order); the
//    cycle-level bridge waits for its network. Initiators wait for each transaction here, so
//    latencies are not those of the AT platforms (which keep up to 8 outstanding).

#include <chrono>
#include <ctime>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <systemc>
#include <tlm>
#include <vector>

#include "analytical/graph/grid_generators.h"
#include "rtl_models/topology.h"
#include "testbenches/testbench/stats/bridge_statistics.h"
#include "tlm/bridge/network_bridge.h"
#include "tests/tlm/memory_target.h"
#include "tests/tlm/message_times.h"
#include "tests/tlm/replay_initiators.h"

namespace kncube::test {

enum class TracePattern { uniform, hotspot, transpose };
enum class ReplayPlatformKind { light, threads, lt };

// The lt platform's default global quantum: how far an initiator runs ahead of the simulation.
inline const sc_core::sc_time kLooselyTimedQuantum(100, sc_core::SC_NS);

struct TraceSpec {
  TracePattern pattern = TracePattern::uniform;
  double rate = 0.01;           // transactions per initiator per cycle
  int transactions = 400;       // per initiator
  double hotspot_fraction = 0.1;  // hot-spot: share of transactions to the hot node (node 27)
  std::uint64_t seed = 1;
  int bytes = 64;  // every transaction's data length: one message of 1 + bytes / 8 flits
};

// The 64-node networks a trace can be replayed on. The reference is the 8x8 bidirectional torus
// with dimension-order routing and 4 VCs; each other one changes what the contention model must
// get right in a different way (no wrap-around and so one VC class; one direction, so twice the
// hops; three dimensions; six single-hop dimensions; two VCs, one per dateline class, or eight,
// four per class; Duato's adaptive routing, a choice among the productive dimensions at every hop,
// on the torus (two escape VCs, two adaptive), the mesh and the 6-cube (one escape VC, three
// adaptive; the 6-cube's messages have up to six dimensions to choose from); and a graph network,
// TM(8) (the 8x8 torus with one link of every row and column ring cut, spec 04 A.1), routed by
// table as any graph (minimal adaptive VCs and an up*/down* escape VC, which leaves the shortest
// paths) or along its cut rings (dimension order on paths, not minimal); and an irregular graph
// with links of their own wire delays (irregular_graph()), routed by table.
enum class ReplayNetwork {
  torus, mesh, unidirectional, three_cube, hypercube, two_vcs, eight_vcs, duato, duato_mesh, duato_hypercube, tm,
  tm_rings, irregular
};

inline constexpr const char* kReplayNetworkNames =
    "torus, mesh, unidirectional, 3-cube, hypercube, 2-vcs, 8-vcs, duato, duato-mesh, duato-hypercube, tm, tm-rings "
    "or irregular";

// The network a name of kReplayNetworkNames stands for (torus: the 8x8 bidirectional torus with 4
// VCs; mesh: the 8x8 mesh; unidirectional: the 8x8 unidirectional torus; 3-cube: the 4-ary
// 3-cube; hypercube: the 6-cube; 2-vcs and 8-vcs: the torus with 2 and 8 VCs; duato, duato-mesh
// and duato-hypercube: the torus, the mesh and the 6-cube with Duato's routing; tm and tm-rings:
// TM(8) with graph routing and with its cut rings' dimension order; irregular: irregular_graph());
// nothing for any other name.
inline std::optional<ReplayNetwork> replay_network(const std::string& name) {
  static const std::pair<const char*, ReplayNetwork> kNames[] = {
      {"torus", ReplayNetwork::torus},         {"mesh", ReplayNetwork::mesh},
      {"unidirectional", ReplayNetwork::unidirectional}, {"3-cube", ReplayNetwork::three_cube},
      {"hypercube", ReplayNetwork::hypercube}, {"2-vcs", ReplayNetwork::two_vcs},
      {"8-vcs", ReplayNetwork::eight_vcs},     {"duato", ReplayNetwork::duato},
      {"duato-mesh", ReplayNetwork::duato_mesh}, {"duato-hypercube", ReplayNetwork::duato_hypercube},
      {"tm", ReplayNetwork::tm},               {"tm-rings", ReplayNetwork::tm_rings},
      {"irregular", ReplayNetwork::irregular}};
  for (const auto& [text, network] : kNames)
    if (name == text) return network;
  return std::nullopt;
}

// The pattern a name (uniform, hotspot or transpose) stands for; nothing for any other name.
inline std::optional<TracePattern> trace_pattern(const std::string& name) {
  if (name == "uniform") return TracePattern::uniform;
  if (name == "hotspot") return TracePattern::hotspot;
  if (name == "transpose") return TracePattern::transpose;
  return std::nullopt;
}

// A 64-node graph no generator makes: the 8x8 mesh (the run's one-cycle wires), each row's ends
// joined by a link of 3-cycle wires, every other column's ends by one of 2-cycle wires, and one-way
// arcs of 4-cycle wires from each row's node 2 to its node 5 of the row below (the last row's to the
// first's): ports of 4 to 7 per router, paths that differ in wire delay, and channels only one way.
inline graph::NetworkGraph irregular_graph() {
  graph::NetworkGraph network = graph::make_mesh_graph(8);
  for (int y = 0; y < 8; ++y) network.add_link(y * 8, y * 8 + 7, 3);
  for (int x = 0; x < 8; x += 2) network.add_link(x, 56 + x, 2);
  for (int y = 0; y < 8; ++y) network.add_arc(y * 8 + 2, (y + 1) % 8 * 8 + 5, 4);
  return network;
}

// The network both models describe: `network` (default the 8x8 bidirectional torus, dimension
// order, 4 VCs), messages up to 1 + bytes / 8 flits (a header and the data in 8-byte flits), the
// router as `router` names it, with `buffer_depth` flits per VC buffer (0: the preset's) and the
// network interface injecting as `injection` says (none: the preset's).
inline tlm2::TransportConfig replay_config(rtl::RouterPreset router, tlm2::NetworkModel model, int bytes = 64,
                                           ReplayNetwork network = ReplayNetwork::torus, int buffer_depth = 0,
                                           std::optional<rtl::InjectionKind> injection = std::nullopt) {
  tlm2::TransportConfig config;
  NetworkSpec& spec = config.network.spec;
  spec.topology = Topology::torus;
  spec.k = 8;
  spec.n = 2;
  spec.directions = Directions::bi;
  spec.routing = Routing::dor;
  spec.vcs = 4;
  switch (network) {
    case ReplayNetwork::torus: break;
    case ReplayNetwork::mesh: spec.topology = Topology::mesh; break;
    case ReplayNetwork::unidirectional: spec.directions = Directions::uni; break;
    case ReplayNetwork::three_cube: spec.k = 4; spec.n = 3; break;
    case ReplayNetwork::hypercube:
      spec.topology = Topology::hypercube;
      spec.k = 2;
      spec.n = 6;
      break;
    case ReplayNetwork::two_vcs: spec.vcs = 2; break;
    case ReplayNetwork::eight_vcs: spec.vcs = 8; break;
    case ReplayNetwork::duato: spec.routing = Routing::duato; break;
    case ReplayNetwork::duato_mesh:
      spec.topology = Topology::mesh;
      spec.routing = Routing::duato;
      break;
    case ReplayNetwork::duato_hypercube:
      spec.topology = Topology::hypercube;
      spec.k = 2;
      spec.n = 6;
      spec.routing = Routing::duato;
      break;
    case ReplayNetwork::tm:
    case ReplayNetwork::tm_rings:
      spec.topology = Topology::tm;
      spec.graph = std::make_shared<const graph::NetworkGraph>(graph::make_tm_graph(spec.k));
      spec.routing = network == ReplayNetwork::tm ? Routing::duato : Routing::dor;
      break;
    case ReplayNetwork::irregular:
      spec.topology = Topology::graph;
      spec.graph = std::make_shared<const graph::NetworkGraph>(irregular_graph());
      spec.routing = Routing::duato;
      break;
  }
  spec.message_length = 1 + bytes / 8;
  config.network.router = rtl::router_preset(router);
  if (buffer_depth > 0) config.network.router.buffer_depth = buffer_depth;
  if (injection) config.network.router.injection = *injection;
  config.model = model;
  return config;
}

constexpr int kReplayNodes = 64;
constexpr int kHotNode = 27;

inline std::vector<std::vector<TraceItem>> make_trace(const TraceSpec& spec) {
  std::mt19937_64 random(spec.seed);
  std::exponential_distribution<double> gap(spec.rate);
  std::uniform_int_distribution<int> other(0, kReplayNodes - 2);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<std::vector<TraceItem>> trace(kReplayNodes);
  for (int node = 0; node < kReplayNodes; ++node) {
    const int transposed = (node % 8) * 8 + node / 8;
    if (spec.pattern == TracePattern::transpose && transposed == node) continue;  // the diagonal is idle
    double time = 0.0;
    for (int i = 0; i < spec.transactions; ++i) {
      time += gap(random);
      TraceItem item;
      item.issue = static_cast<std::int64_t>(time);
      if (spec.pattern == TracePattern::transpose) {
        item.target = transposed;
      } else if (spec.pattern == TracePattern::hotspot && node != kHotNode && unit(random) < spec.hotspot_fraction) {
        item.target = kHotNode;
      } else {
        item.target = other(random);
        if (item.target >= node) ++item.target;
      }
      item.write = unit(random) < 0.5;
      item.bytes = static_cast<std::uint32_t>(spec.bytes);
      item.offset = static_cast<std::uint64_t>(node) * static_cast<std::uint64_t>(spec.bytes);
      trace[static_cast<std::size_t>(node)].push_back(item);
    }
  }
  return trace;
}

struct ReplayResult {
  double mean_latency = 0.0;  // cycles, issue to BEGIN_RESP
  std::int64_t transactions = 0;
  std::int64_t errors = 0;
  std::int64_t end_req_on_return = 0;  // AT platforms: BEGIN_REQs answered TLM_UPDATED with END_REQ
  double seconds = 0.0;       // wall clock of sc_start()
  double cpu_seconds = 0.0;   // this process's CPU time in sc_start() (the simulation is one thread)
  double simulated_cycles = 0.0;
  // By the minimal hop count from initiator to target (index): transactions and their latency sum.
  std::vector<std::int64_t> transactions_by_hops;
  std::vector<double> latency_sum_by_hops;
  // Per initiator (node), each transaction's latency in trace order (-1: not completed).
  std::vector<std::vector<double>> latencies;
  // With ReplayObservations::by_length, per plane (0 requests, 1 responses): message latencies by length.
  std::vector<MessageTimes::Sum> message_times[2];
  // With ReplayObservations::channels, per plane: the flits each network channel carried, in the
  // order of stats::output_channels().
  std::vector<std::uint64_t> channel_flits[2];
  // And the VC-cycles in which the buffers at each channel's far end held a message (channels.csv's
  // busy_vcs times the window's cycles), in the same order.
  std::vector<std::uint64_t> channel_busy[2];
};

// What a replay observes besides the transactions' latencies (each costs a little time).
struct ReplayObservations {
  bool by_length = false;  // each plane's message latencies by message length (message_times)
  bool channels = false;   // the flits of every channel (channel_flits; BridgeStatistics)
};

// The whole platform of one replay; build, run() once. Only one per process run of sc_start()
// is possible, so the caller gives each its own sc_simcontext (see run_replay).
class ReplayPlatform : public sc_core::sc_module {
 public:
  static double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
  }

  ReplayPlatform(sc_core::sc_module_name name, const tlm2::TransportConfig& config,
                 const std::vector<std::vector<TraceItem>>& trace, ReplayPlatformKind kind,
                 const sc_core::sc_time& quantum = kLooselyTimedQuantum,
                 const sc_core::sc_time& memory_latency = sc_core::SC_ZERO_TIME, ReplayObservations observe = {})
      : sc_core::sc_module(name), topology_(rtl::make_topology(config.network.spec)) {
    const bool light = kind == ReplayPlatformKind::light;
    tlm2::PlatformMap map;
    for (int node = 0; node < kReplayNodes; ++node) {
      map.initiators.push_back({"gen" + std::to_string(node), node, /*window*/ 8});
      map.targets.push_back({"mem" + std::to_string(node), node,
                             light ? tlm2::TargetInterface::non_blocking : tlm2::TargetInterface::blocking,
                             /*queue_depth*/ 64});
      map.ranges.push_back({static_cast<std::uint64_t>(node) * kMemoryWindow,
                            static_cast<std::uint64_t>(node + 1) * kMemoryWindow - 1, node, 0});
    }
    std::vector<rtl::MessageObserver*> request_observers;
    std::vector<rtl::MessageObserver*> response_observers;
    if (observe.by_length) {
      request_observers.push_back(&message_times_[0]);
      response_observers.push_back(&message_times_[1]);
    }
    bridge_ = std::make_unique<tlm2::NetworkBridge<64>>("bridge", config, map, std::move(request_observers),
                                                        std::move(response_observers));
    if (observe.channels) statistics_ = std::make_unique<stats::BridgeStatistics>(*bridge_);
    if (kind == ReplayPlatformKind::lt) tlm::tlm_global_quantum::instance().set(quantum);
    for (int node = 0; node < kReplayNodes; ++node) {
      const std::string name = "gen" + std::to_string(node);
      const auto& items = trace[static_cast<std::size_t>(node)];
      if (light) initiators_.push_back(std::make_unique<MethodReplayInitiator>(name.c_str(), items));
      else if (kind == ReplayPlatformKind::lt) initiators_.push_back(std::make_unique<LooselyTimedReplayInitiator>(name.c_str(), items));
      else initiators_.push_back(std::make_unique<ThreadReplayInitiator>(name.c_str(), items));
      memories_.push_back(std::make_unique<MemoryTarget<64>>(("mem" + std::to_string(node)).c_str(), kMemoryWindow));
      memories_.back()->latency = memory_latency;  // zero by default: the network is what is measured
      memories_.back()->complete_early = light;
      initiators_.back()->socket.bind(bridge_->target_socket(node));
      bridge_->initiator_socket(node).bind(memories_.back()->socket);
    }
  }

  ReplayResult run() {
    const auto begin = std::chrono::steady_clock::now();
    const double cpu_begin = cpu_seconds();
    sc_core::sc_start();
    ReplayResult result;
    result.cpu_seconds = cpu_seconds() - cpu_begin;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    result.simulated_cycles = sc_core::sc_time_stamp().to_seconds() * 1e9;
    double sum = 0.0;
    for (const auto& initiator : initiators_) {
      sum += initiator->latency_sum;
      result.transactions += initiator->completed;
      result.errors += initiator->errors;
      result.end_req_on_return += initiator->end_req_on_return;
    }
    result.mean_latency = result.transactions > 0 ? sum / static_cast<double>(result.transactions) : 0.0;
    for (std::size_t node = 0; node < initiators_.size(); ++node) {
      const ReplayInitiator& initiator = *initiators_[node];
      result.latencies.push_back(initiator.latencies);
      for (std::size_t i = 0; i < initiator.latencies.size(); ++i) {
        if (initiator.latencies[i] < 0.0) continue;
        const auto hops = static_cast<std::size_t>(
            topology_.distance(static_cast<rtl::NodeId>(node), static_cast<rtl::NodeId>(initiator.items()[i].target)));
        if (result.transactions_by_hops.size() <= hops) {
          result.transactions_by_hops.resize(hops + 1, 0);
          result.latency_sum_by_hops.resize(hops + 1, 0.0);
        }
        ++result.transactions_by_hops[hops];
        result.latency_sum_by_hops[hops] += initiator.latencies[i];
      }
    }
    for (int plane = 0; plane < 2; ++plane) result.message_times[plane] = message_times_[plane].by_length();
    if (statistics_)
      for (tlm2::Plane plane : {tlm2::Plane::request, tlm2::Plane::response}) {
        const std::vector<stats::RouterCounts> routers = statistics_->routers(plane);
        for (const stats::OutputChannel& c : statistics_->channels()) {
          result.channel_flits[static_cast<int>(plane)].push_back(
              routers[static_cast<std::size_t>(c.router)].flits_out[static_cast<std::size_t>(c.port)]);
          result.channel_busy[static_cast<int>(plane)].push_back(static_cast<std::uint64_t>(
              routers[static_cast<std::size_t>(c.sink)].input_busy_cycles[static_cast<std::size_t>(c.sink_port)]));
        }
      }
    return result;
  }

 private:
  rtl::TopologyGraph topology_;  // the hop counts of the latencies by distance
  MessageTimes message_times_[2];  // observers of the request and response planes (by_length)
  std::unique_ptr<tlm2::NetworkBridge<64>> bridge_;
  std::vector<std::unique_ptr<ReplayInitiator>> initiators_;
  std::vector<std::unique_ptr<MemoryTarget<64>>> memories_;
  std::unique_ptr<stats::BridgeStatistics> statistics_;  // after the bridge: destroyed before it
};

// Builds and runs one replay in a fresh simulation context (`quantum`: the lt platform's;
// `memory_latency`: each memory's, one request at a time).
inline ReplayResult run_replay(const tlm2::TransportConfig& config, const std::vector<std::vector<TraceItem>>& trace,
                               ReplayPlatformKind kind, const sc_core::sc_time& quantum = kLooselyTimedQuantum,
                               const sc_core::sc_time& memory_latency = sc_core::SC_ZERO_TIME,
                               ReplayObservations observe = {}) {
  auto* context = new sc_core::sc_simcontext();
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
  ReplayResult result;
  {
    ReplayPlatform platform("replay", config, trace, kind, quantum, memory_latency, observe);
    result = platform.run();
  }
  return result;
}

}  // namespace kncube::test
