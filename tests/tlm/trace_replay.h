#pragma once
// One transaction trace replayed through the bridge with either network model, for the
// co-verification of the contention model against the cycle-level bridge (tests/tlm and
// tests/bench/bench_tlm_contention.cpp). Every node of an 8x8 torus has an AT initiator and a
// memory; initiator i issues READs and WRITEs of 64 bytes (one 9-flit message and one header-only
// message per transaction) at Poisson times to memories on other nodes chosen by the pattern.
// A transaction's latency runs from its issue time in the trace to its BEGIN_RESP, so it includes
// waiting for END_REQ (the initiator's window and the target's slots) as well as both networks.

#include <chrono>
#include <ctime>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "tlm/bridge/network_bridge.h"
#include "tests/tlm/memory_target.h"

namespace kncube::test {

enum class TracePattern { uniform, hotspot, transpose };

struct TraceItem {
  std::int64_t issue = 0;  // cycle
  int target = 0;          // memory index = node
  bool write = false;
  std::uint64_t offset = 0;
};

struct TraceSpec {
  TracePattern pattern = TracePattern::uniform;
  double rate = 0.01;           // transactions per initiator per cycle
  int transactions = 400;       // per initiator
  double hotspot_fraction = 0.1;  // hot-spot: share of transactions to the hot node (node 27)
  std::uint64_t seed = 1;
};

// The network both models describe: 8x8 bidirectional torus, dimension order, 4 VCs, messages up to
// 9 flits (1 header + 64 bytes in 8-byte flits), the router as `router` names it.
inline tlm2::TransportConfig replay_config(rtl::RouterPreset router, tlm2::NetworkModel model) {
  tlm2::TransportConfig config;
  config.network.spec.topology = Topology::torus;
  config.network.spec.k = 8;
  config.network.spec.n = 2;
  config.network.spec.directions = Directions::bi;
  config.network.spec.routing = Routing::dor;
  config.network.spec.vcs = 4;
  config.network.spec.message_length = 9;
  config.network.router = rtl::router_preset(router);
  config.model = model;
  return config;
}

constexpr int kReplayNodes = 64;
constexpr int kHotNode = 27;
constexpr std::uint64_t kMemoryWindow = 0x10000;

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
      item.offset = static_cast<std::uint64_t>(node) * 64;
      trace[static_cast<std::size_t>(node)].push_back(item);
    }
  }
  return trace;
}

// Replays its part of the trace with the AT base protocol, as many outstanding as END_REQ allows.
class ReplayInitiator : public sc_core::sc_module, public tlm::tlm_bw_transport_if<> {
 public:
  tlm::tlm_initiator_socket<64> socket;
  double latency_sum = 0.0;  // cycles
  std::int64_t completed = 0;
  std::int64_t errors = 0;

  SC_HAS_PROCESS(ReplayInitiator);
  ReplayInitiator(sc_core::sc_module_name name, std::vector<TraceItem> items)
      : sc_core::sc_module(name), socket("socket"), items_(std::move(items)), payloads_(items_.size()),
        data_(items_.size() * 64, 0) {
    socket.bind(*this);
    SC_THREAD(run);
  }

  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time&) override {
    if (phase == tlm::END_REQ) {
      open_ = nullptr;
      end_req_.notify(sc_core::SC_ZERO_TIME);
    } else if (phase == tlm::BEGIN_RESP) {
      if (open_ == &payload) {
        open_ = nullptr;
        end_req_.notify(sc_core::SC_ZERO_TIME);
      }
      const auto index = static_cast<std::size_t>(&payload - payloads_.data());
      latency_sum += sc_core::sc_time_stamp().to_seconds() * 1e9 - static_cast<double>(items_[index].issue);
      if (payload.get_response_status() != tlm::TLM_OK_RESPONSE) ++errors;
      ++completed;
      return tlm::TLM_COMPLETED;
    }
    return tlm::TLM_ACCEPTED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}

 private:
  void run() {
    for (std::size_t i = 0; i < items_.size(); ++i) {
      const sc_core::sc_time issue(static_cast<double>(items_[i].issue), sc_core::SC_NS);
      if (issue > sc_core::sc_time_stamp()) wait(issue - sc_core::sc_time_stamp());
      while (open_ != nullptr) wait(end_req_);
      tlm::tlm_generic_payload& payload = payloads_[i];
      payload.set_command(items_[i].write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
      payload.set_address(static_cast<std::uint64_t>(items_[i].target) * kMemoryWindow + items_[i].offset);
      payload.set_data_ptr(&data_[i * 64]);
      payload.set_data_length(64);
      payload.set_streaming_width(64);
      payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
      tlm::tlm_phase phase = tlm::BEGIN_REQ;
      sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
      open_ = &payload;
      const tlm::tlm_sync_enum reply = socket->nb_transport_fw(payload, phase, delay);
      if (reply == tlm::TLM_COMPLETED) {
        open_ = nullptr;
        ++errors;
      } else if (reply == tlm::TLM_UPDATED && phase == tlm::END_REQ) {
        open_ = nullptr;
      }
    }
  }

  std::vector<TraceItem> items_;
  std::vector<tlm::tlm_generic_payload> payloads_;
  std::vector<unsigned char> data_;
  const tlm::tlm_generic_payload* open_ = nullptr;
  sc_core::sc_event end_req_;
};

struct ReplayResult {
  double mean_latency = 0.0;  // cycles, issue to BEGIN_RESP
  std::int64_t transactions = 0;
  std::int64_t errors = 0;
  double seconds = 0.0;       // wall clock of sc_start()
  double cpu_seconds = 0.0;   // this process's CPU time in sc_start() (the simulation is one thread)
  double simulated_cycles = 0.0;
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
                 const std::vector<std::vector<TraceItem>>& trace)
      : sc_core::sc_module(name) {
    tlm2::PlatformMap map;
    for (int node = 0; node < kReplayNodes; ++node) {
      map.initiators.push_back({"gen" + std::to_string(node), node, /*window*/ 8});
      map.targets.push_back({"mem" + std::to_string(node), node, tlm2::TargetInterface::blocking, /*queue_depth*/ 64});
      map.ranges.push_back({static_cast<std::uint64_t>(node) * kMemoryWindow,
                            static_cast<std::uint64_t>(node + 1) * kMemoryWindow - 1, node, 0});
    }
    bridge_ = std::make_unique<tlm2::NetworkBridge<64>>("bridge", config, map);
    for (int node = 0; node < kReplayNodes; ++node) {
      initiators_.push_back(std::make_unique<ReplayInitiator>(("gen" + std::to_string(node)).c_str(),
                                                              trace[static_cast<std::size_t>(node)]));
      memories_.push_back(std::make_unique<MemoryTarget<64>>(("mem" + std::to_string(node)).c_str(), kMemoryWindow));
      memories_.back()->latency = sc_core::SC_ZERO_TIME;  // the network is what is measured
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
    }
    result.mean_latency = result.transactions > 0 ? sum / static_cast<double>(result.transactions) : 0.0;
    return result;
  }

 private:
  std::unique_ptr<tlm2::NetworkBridge<64>> bridge_;
  std::vector<std::unique_ptr<ReplayInitiator>> initiators_;
  std::vector<std::unique_ptr<MemoryTarget<64>>> memories_;
};

// Builds and runs one replay in a fresh simulation context.
inline ReplayResult run_replay(const tlm2::TransportConfig& config, const std::vector<std::vector<TraceItem>>& trace) {
  auto* context = new sc_core::sc_simcontext();
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
  ReplayResult result;
  {
    ReplayPlatform platform("replay", config, trace);
    result = platform.run();
  }
  return result;
}

}  // namespace kncube::test
