// Corners of the base protocol through the bridge that the Accellera examples' parameters never
// reach: initiators contending for a busy target, an initiator that ends responses later than it is
// called, b_transport initiators (no memory manager) in front of AT targets, an LT and an AT
// initiator sharing one blocking target on the contention model, a bare IGNORE, and the
// protocol checker's own rules on what it must catch.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "tests/tlm/memory_target.h"
#include "tests/tlm/platform_fixture.h"
#include "tlm/bridge/network_bridge.h"
#include "tlm/protocol/protocol_checker.h"

namespace kncube::test {
namespace {

using Bridge = tlm2::NetworkBridge<32>;
using tlm2::ProtocolChecker;

sc_core::sc_time ns(double value) { return sc_core::sc_time(value, sc_core::SC_NS); }

// Keeps up to `most_open` 4-byte READs in flight, for ever; ends each response with TLM_UPDATED
// and END_RESP annotated `end_resp_delay` later (response exclusion then lasts until that time).
class ReadStream : public sc_core::sc_module, public tlm::tlm_bw_transport_if<>, public tlm::tlm_mm_interface {
 public:
  tlm::tlm_initiator_socket<32> socket;
  int most_open = 2;
  int reads = -1;  // how many in all; -1: no end
  sc_core::sc_time first_at = sc_core::SC_ZERO_TIME;
  sc_core::sc_time end_resp_delay = sc_core::SC_ZERO_TIME;
  int completed = 0;

  SC_HAS_PROCESS(ReadStream);
  explicit ReadStream(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") {
    socket.bind(*this);
    SC_THREAD(run);
  }
  ~ReadStream() override {
    for (auto& payload : payloads_) payload->reset();
  }

  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override {
    if (phase == tlm::END_REQ) {
      request_open_ = nullptr;
      changed_.notify(sc_core::SC_ZERO_TIME);
      return tlm::TLM_ACCEPTED;
    }
    if (&payload == request_open_) request_open_ = nullptr;  // an implicit END_REQ
    ++completed;
    --open_;
    payload.release();
    changed_.notify(sc_core::SC_ZERO_TIME);
    phase = tlm::END_RESP;
    delay += end_resp_delay;
    return tlm::TLM_UPDATED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}
  void free(tlm::tlm_generic_payload* payload) override { spare_.push_back(payload); }

 private:
  void run() {
    sc_core::wait(first_at);
    for (int issued = 0; issued != reads; ++issued) {
      while (open_ >= most_open || request_open_ != nullptr) sc_core::wait(changed_);
      tlm::tlm_generic_payload& payload = take();
      payload.acquire();
      prepare_access(payload, tlm::TLM_READ_COMMAND, 0x10, data_, 4);
      ++open_;
      request_open_ = &payload;
      tlm::tlm_phase phase = tlm::BEGIN_REQ;
      sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
      if (socket->nb_transport_fw(payload, phase, delay) == tlm::TLM_UPDATED && phase == tlm::END_REQ)
        request_open_ = nullptr;
    }
  }
  tlm::tlm_generic_payload& take() {
    if (spare_.empty()) {
      payloads_.push_back(std::make_unique<tlm::tlm_generic_payload>(this));
      return *payloads_.back();
    }
    tlm::tlm_generic_payload* payload = spare_.back();
    spare_.pop_back();
    return *payload;
  }

  std::vector<std::unique_ptr<tlm::tlm_generic_payload>> payloads_;
  std::vector<tlm::tlm_generic_payload*> spare_;
  unsigned char data_[4] = {};
  const tlm::tlm_generic_payload* request_open_ = nullptr;
  int open_ = 0;
  sc_core::sc_event changed_;
};

TEST(BridgeProtocol, InitiatorsWaitingForABusyTargetTakeItsSlotsInTurn) {
  // Four initiators, each with reads always ready, share a target that takes one at a time. Handed
  // out in index order, every freed slot went to the first initiator: 833 / 0 / 0 / 0 reads.
  for (const tlm2::NetworkModel model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    tlm2::PlatformMap map = platform({0, 1, 4, 15}, {5});
    map.targets[0].queue_depth = 1;
    tlm2::TransportConfig config = torus(4);
    config.model = model;
    Bridge bridge("bridge", config, map);
    std::vector<std::unique_ptr<ReadStream>> cpus;
    for (int i = 0; i < 4; ++i) {
      cpus.push_back(std::make_unique<ReadStream>(("cpu" + std::to_string(i)).c_str()));
      cpus.back()->socket.bind(bridge.target_socket(i));
    }
    MemoryTarget<32> mem("mem", 0x1000);
    mem.latency = ns(20);
    bridge.initiator_socket(0).bind(mem.socket);
    sc_core::sc_start(ns(20000));
    int fewest = cpus[0]->completed, most = cpus[0]->completed;
    for (const auto& cpu : cpus) {
      fewest = std::min(fewest, cpu->completed);
      most = std::max(most, cpu->completed);
    }
    EXPECT_GT(fewest, 100) << "model " << static_cast<int>(model);
    EXPECT_LE(most - fewest, 2) << "model " << static_cast<int>(model);
  }
}

TEST(BridgeProtocol, NextBeginRespWaitsForTheAnnotatedEndResp) {
  // The initiator ends each response 20 ns after it is called; responses arriving meanwhile wait.
  for (const tlm2::NetworkModel model : {tlm2::NetworkModel::cycle_level, tlm2::NetworkModel::contention}) {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = torus(4);
    config.model = model;
    Bridge bridge("bridge", config, platform({0}, {5, 10}, 0x1000, tlm2::TargetInterface::non_blocking));
    ReadStream cpu("cpu");
    cpu.most_open = 8;
    cpu.end_resp_delay = ns(20);
    ProtocolChecker<32> checker("checker");
    cpu.socket.bind(checker.target);
    checker.initiator.bind(bridge.target_socket(0));
    MemoryTarget<32> mem0("mem0", 0x1000), mem1("mem1", 0x1000);
    mem0.complete_early = true;
    bridge.initiator_socket(0).bind(mem0.socket);
    bridge.initiator_socket(1).bind(mem1.socket);
    sc_core::sc_start(ns(2000));
    EXPECT_GT(cpu.completed, 50);
    EXPECT_LE(cpu.completed, 2000 / 20 + 1);  // one response per 20 ns at most
    EXPECT_TRUE(checker.rules.violations().empty()) << checker.rules.violations().front();
  }
}

// A blocking target that logs when each access is served: [now + delay, + 50 ns).
class ServiceLog : public sc_core::sc_module, public tlm::tlm_fw_transport_if<> {
 public:
  tlm::tlm_target_socket<32> socket;
  std::vector<std::pair<sc_core::sc_time, sc_core::sc_time>> services;
  explicit ServiceLog(sc_core::sc_module_name name) : sc_core::sc_module(name), socket("socket") { socket.bind(*this); }
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override {
    const sc_core::sc_time start = sc_core::sc_time_stamp() + delay;
    services.emplace_back(start, start + ns(50));
    delay += ns(50);
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
  }
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload&, tlm::tlm_phase&, sc_core::sc_time&) override {
    ADD_FAILURE() << "a blocking target was called through nb_transport_fw";
    return tlm::TLM_COMPLETED;
  }
  unsigned int transport_dbg(tlm::tlm_generic_payload&) override { return 0; }
  bool get_direct_mem_ptr(tlm::tlm_generic_payload&, tlm::tlm_dmi&) override { return false; }
};

TEST(BridgeProtocol, LooselyTimedAndTimedRequestsToOneBlockingTargetAreServedOneAtATime) {
  // Contention model: the LT initiator's read goes the annotated way, the AT initiator's, arriving
  // while the target serves it, the timed way. Each used to keep its own schedule of the target.
  simulation::start_fresh_systemc_context();
  tlm2::TransportConfig config = torus(4);
  config.model = tlm2::NetworkModel::contention;
  Bridge bridge("bridge", config, platform({0, 1}, {5}));
  Initiators lt("lt", 1);
  ReadStream at("at");
  at.reads = 1;
  at.first_at = ns(5);
  lt.sockets[0]->bind(bridge.target_socket(0));
  at.socket.bind(bridge.target_socket(1));
  ServiceLog target("target");
  bridge.initiator_socket(0).bind(target.socket);
  spawn([&] {
    std::vector<unsigned char> data(4);
    tlm::tlm_generic_payload payload;
    prepare_access(payload, tlm::TLM_READ_COMMAND, 0x10, data.data(), 4);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    (*lt.sockets[0])->b_transport(payload, delay);
  });
  sc_core::sc_start();
  ASSERT_EQ(target.services.size(), 2u);
  ASSERT_EQ(at.completed, 1);
  std::sort(target.services.begin(), target.services.end());
  EXPECT_GE(target.services[1].first, target.services[0].second)
      << "served from " << target.services[1].first << ", while the first was served until " << target.services[0].second;
}

TEST(BridgeProtocol, BlockingInitiatorsReachNonBlockingTargetsWithAMemoryManager) {
  // IEEE 1666 14.5: nb_transport only with a memory manager; b_transport initiators need none, so the
  // bridge hands the target a payload of its own (and its copy, for a posted write).
  for (const bool posted : {false, true}) {
    simulation::start_fresh_systemc_context();
    tlm2::TransportConfig config = torus(4);
    config.posted_writes = posted;
    Bridge bridge("bridge", config, platform({0}, {5}, 0x1000, tlm2::TargetInterface::non_blocking));
    Initiators cpus("cpus", 1);
    ProtocolChecker<32> checker("checker");
    MemoryTarget<32> mem("mem", 0x1000);
    cpus.sockets[0]->bind(bridge.target_socket(0));
    bridge.initiator_socket(0).bind(checker.target);
    checker.initiator.bind(mem.socket);
    const std::vector<unsigned char> written = pattern(24, 5);
    std::vector<unsigned char> read_back(24);
    tlm::tlm_response_status read_status = tlm::TLM_INCOMPLETE_RESPONSE;
    spawn([&] {
      for (const tlm::tlm_command command : {tlm::TLM_WRITE_COMMAND, tlm::TLM_READ_COMMAND}) {
        std::vector<unsigned char> data = command == tlm::TLM_WRITE_COMMAND ? written : std::vector<unsigned char>(24);
        tlm::tlm_generic_payload payload;
        prepare_access(payload, command, 0x40, data.data(), 24);
        sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
        (*cpus.sockets[0])->b_transport(payload, delay);
        if (command == tlm::TLM_READ_COMMAND) {
          read_back = data;
          read_status = payload.get_response_status();
        }
      }
    });
    sc_core::sc_start();
    EXPECT_EQ(read_status, tlm::TLM_OK_RESPONSE) << "posted " << posted;
    EXPECT_EQ(read_back, written) << "posted " << posted;
    EXPECT_EQ(checker.rules.open(), 0u);
    for (const auto& violation : checker.rules.violations()) ADD_FAILURE() << "posted " << posted << ": " << violation;
  }
}

TEST(BridgeProtocol, BareIgnoreIsRoutedAndAByteEnabledReadCarriesItsEnables) {
  simulation::start_fresh_systemc_context();
  Bridge bridge("bridge", torus(4), platform({0}, {5}));
  Initiators cpus("cpus", 1);
  MemoryTarget<32> mem("mem", 0x1000);
  cpus.sockets[0]->bind(bridge.target_socket(0));
  bridge.initiator_socket(0).bind(mem.socket);
  tlm::tlm_response_status ignore_status = tlm::TLM_INCOMPLETE_RESPONSE;
  tlm2::NetworkReceipt plain, enabled;
  spawn([&] {
    // IEEE 1666 14.11 e, 14.12 d: an IGNORE may have no data pointer, length 0, streaming width 0.
    tlm::tlm_generic_payload ignore;
    ignore.set_command(tlm::TLM_IGNORE_COMMAND);
    ignore.set_address(0x20);
    ignore.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    (*cpus.sockets[0])->b_transport(ignore, delay);
    ignore_status = ignore.get_response_status();
    std::vector<unsigned char> data(16);
    std::vector<unsigned char> enables(16, 0xff);
    for (tlm2::NetworkReceipt* receipt : {&plain, &enabled}) {
      tlm::tlm_generic_payload read;
      prepare_access(read, tlm::TLM_READ_COMMAND, 0x20, data.data(), 16);
      if (receipt == &enabled) {
        read.set_byte_enable_ptr(enables.data());
        read.set_byte_enable_length(16);
      }
      const tlm2::ScopedExtension<tlm2::NetworkReceipt> attached(read, *receipt);
      (*cpus.sockets[0])->b_transport(read, delay);
    }
  });
  sc_core::sc_start();
  EXPECT_EQ(ignore_status, tlm::TLM_OK_RESPONSE);
  EXPECT_EQ(mem.accesses, 3);
  // 8-byte flits: the mask's 16 bytes are two flits more than the header-only request.
  EXPECT_EQ(enabled.request.flits, plain.request.flits + 2);
  EXPECT_EQ(enabled.response.flits, plain.response.flits);
}

TEST(ProtocolRules, CatchesMissingMemoryManagersUnreturnedCallsAndPhasesBackInTime) {
  simulation::start_fresh_systemc_context();
  tlm2::ProtocolRules rules("hop");
  tlm::tlm_generic_payload bare;
  rules.before_fw(bare, tlm::BEGIN_REQ, sc_core::SC_ZERO_TIME);
  ASSERT_EQ(rules.violations().size(), 1u);
  EXPECT_NE(rules.violations()[0].find("memory manager"), std::string::npos) << rules.violations()[0];

  tlm2::ProtocolRules blocking("hop");
  tlm::tlm_generic_payload call;
  blocking.before_b_transport(call);
  EXPECT_EQ(blocking.open(), 1u);  // a b_transport that never returned

  struct Held : tlm::tlm_mm_interface {
    void free(tlm::tlm_generic_payload*) override {}
  } held;
  tlm2::ProtocolRules timed("hop");
  tlm::tlm_generic_payload first(&held), second(&held);
  for (tlm::tlm_generic_payload* payload : {&first, &second}) payload->set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  timed.before_fw(first, tlm::BEGIN_REQ, sc_core::SC_ZERO_TIME);
  timed.after_fw(first, tlm::BEGIN_REQ, tlm::END_REQ, tlm::TLM_UPDATED, ns(5));
  timed.before_fw(second, tlm::BEGIN_REQ, ns(2));  // before the END_REQ at 5 ns
  first.set_response_status(tlm::TLM_OK_RESPONSE);
  timed.before_bw(first, tlm::BEGIN_RESP, ns(10));
  timed.after_bw(first, tlm::BEGIN_RESP, tlm::END_RESP, tlm::TLM_UPDATED, ns(30));
  second.set_response_status(tlm::TLM_OK_RESPONSE);
  timed.before_bw(second, tlm::BEGIN_RESP, ns(20));  // before the END_RESP at 30 ns
  timed.after_bw(second, tlm::BEGIN_RESP, tlm::END_RESP, tlm::TLM_UPDATED, ns(15));  // before its own BEGIN_RESP
  ASSERT_EQ(timed.violations().size(), 3u);
  EXPECT_NE(timed.violations()[0].find("before the previous END_REQ"), std::string::npos) << timed.violations()[0];
  EXPECT_NE(timed.violations()[1].find("before the previous END_RESP"), std::string::npos) << timed.violations()[1];
  EXPECT_NE(timed.violations()[2].find("before its previous phase"), std::string::npos) << timed.violations()[2];
  EXPECT_EQ(timed.open(), 0u);
}

}  // namespace
}  // namespace kncube::test
