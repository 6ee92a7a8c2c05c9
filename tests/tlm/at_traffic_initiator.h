#pragma once
// An AT initiator for the tests: in each round it writes random data to `blocks` random blocks of
// its own region in every target (so initiators never touch each other's bytes), all outstanding
// at once as far as END_REQ allows, waits for every response, then reads every block back, again
// all outstanding, and compares with what it wrote. It answers BEGIN_RESP alternately with
// TLM_COMPLETED and with TLM_ACCEPTED followed by END_RESP forward.

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <systemc>
#include <tlm>
#include <unordered_map>
#include <vector>

namespace kncube::test {

template <unsigned int BusWidth>
class AtTrafficInitiator : public sc_core::sc_module, public tlm::tlm_bw_transport_if<>, public tlm::tlm_mm_interface {
 public:
  tlm::tlm_initiator_socket<BusWidth> socket;
  // Where this initiator's blocks are: target t's window starts at t * window; the initiator's
  // region inside it at region_offset.
  int targets = 1;
  std::uint64_t window = 0x1000;
  std::uint64_t region_offset = 0;
  int blocks = 8;
  unsigned int block_bytes = 64;
  int rounds = 2;

  int mismatches = 0;
  int errors = 0;
  int completed = 0;
  int most_outstanding = 0;
  sc_core::sc_time longest_end_req_wait;  // BEGIN_REQ to END_REQ
  int end_req_waits = 0;                  // requests whose END_REQ came a positive time after BEGIN_REQ
  sc_core::sc_time end_req_wait_sum;      // those waits in all

  SC_HAS_PROCESS(AtTrafficInitiator);
  AtTrafficInitiator(sc_core::sc_module_name name, unsigned seed) : sc_core::sc_module(name), socket("socket"), random_(seed) {
    socket.bind(*this);
    SC_THREAD(run);
    SC_THREAD(end_responses);
  }
  ~AtTrafficInitiator() override {
    for (auto* payload : pool_) {
      payload->reset();
      delete payload;
    }
  }

  tlm::tlm_sync_enum nb_transport_bw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase, sc_core::sc_time&) override {
    if (phase == tlm::END_REQ) {
      end_req_.notify(sc_core::SC_ZERO_TIME);
      request_open_ = false;
      return tlm::TLM_ACCEPTED;
    }
    if (phase == tlm::BEGIN_RESP) {
      request_open_ = request_open_ && open_ != &payload;
      if (open_ == &payload) end_req_.notify(sc_core::SC_ZERO_TIME);
      const bool complete_now = ++responses_ % 2 == 0;
      check(payload, complete_now);
      if (complete_now) return tlm::TLM_COMPLETED;
      pending_end_resp_.push_back(&payload);
      send_end_resp_.notify(sc_core::sc_time(1, sc_core::SC_NS));
      return tlm::TLM_ACCEPTED;
    }
    return tlm::TLM_ACCEPTED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}
  void free(tlm::tlm_generic_payload* payload) override {
    delete[] payload->get_data_ptr();
    payload->set_data_ptr(nullptr);
    pool_.push_back(payload);
  }

 private:
  struct Block {
    std::uint64_t address = 0;
    std::vector<unsigned char> data;
  };

  tlm::tlm_generic_payload* allocate() {
    tlm::tlm_generic_payload* payload;
    if (pool_.empty()) {
      payload = new tlm::tlm_generic_payload(this);
    } else {
      payload = pool_.back();
      pool_.pop_back();
    }
    return payload;
  }

  void issue(tlm::tlm_command command, const Block& block) {
    while (request_open_) wait(end_req_);
    tlm::tlm_generic_payload* payload = allocate();
    payload->acquire();
    auto* data = new unsigned char[block_bytes];
    if (command == tlm::TLM_WRITE_COMMAND) std::memcpy(data, block.data.data(), block_bytes);
    else std::memset(data, 0, block_bytes);
    payload->set_command(command);
    payload->set_address(block.address);
    payload->set_data_ptr(data);
    payload->set_data_length(block_bytes);
    payload->set_streaming_width(block_bytes);
    payload->set_byte_enable_ptr(nullptr);
    payload->set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    expected_[payload] = &block;
    ++outstanding_;
    most_outstanding = std::max(most_outstanding, outstanding_);
    tlm::tlm_phase phase = tlm::BEGIN_REQ;
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    const sc_core::sc_time begin = sc_core::sc_time_stamp();
    open_ = payload;
    request_open_ = true;
    const tlm::tlm_sync_enum reply = socket->nb_transport_fw(*payload, phase, delay);
    if (reply == tlm::TLM_COMPLETED) {
      request_open_ = false;
      check(*payload, true);
      return;
    }
    if (reply == tlm::TLM_UPDATED && phase == tlm::END_REQ) request_open_ = false;
    while (request_open_) wait(end_req_);
    const sc_core::sc_time waited = sc_core::sc_time_stamp() - begin;
    longest_end_req_wait = std::max(longest_end_req_wait, waited);
    if (waited > sc_core::SC_ZERO_TIME) {
      ++end_req_waits;
      end_req_wait_sum += waited;
    }
  }

  void check(tlm::tlm_generic_payload& payload, bool release) {
    const Block& block = *expected_.at(&payload);
    expected_.erase(&payload);
    if (payload.get_response_status() != tlm::TLM_OK_RESPONSE) ++errors;
    else if (payload.is_read() && std::memcmp(payload.get_data_ptr(), block.data.data(), block_bytes) != 0) ++mismatches;
    ++completed;
    --outstanding_;
    if (outstanding_ == 0) drained_.notify(sc_core::SC_ZERO_TIME);
    if (release) payload.release();
  }

  void end_responses() {
    for (;;) {
      wait(send_end_resp_);
      while (!pending_end_resp_.empty()) {
        tlm::tlm_generic_payload* payload = pending_end_resp_.front();
        pending_end_resp_.erase(pending_end_resp_.begin());
        tlm::tlm_phase phase = tlm::END_RESP;
        sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
        socket->nb_transport_fw(*payload, phase, delay);
        payload->release();
      }
    }
  }

  void run() {
    if (static_cast<unsigned>(blocks) * block_bytes > 0x100) SC_REPORT_FATAL("test", "blocks leave the initiator's 0x100-byte region");
    std::vector<Block> chosen;
    for (int round = 0; round < rounds; ++round) {
      chosen.clear();
      chosen.reserve(static_cast<std::size_t>(targets * blocks));
      const int slots = static_cast<int>(0x100 / block_bytes);
      for (int t = 0; t < targets; ++t) {
        std::vector<int> indices(static_cast<std::size_t>(slots));
        for (int i = 0; i < slots; ++i) indices[static_cast<std::size_t>(i)] = i;
        std::shuffle(indices.begin(), indices.end(), random_);
        for (int b = 0; b < blocks; ++b) {
          Block block;
          block.address = static_cast<std::uint64_t>(t) * window + region_offset +
                          static_cast<std::uint64_t>(indices[static_cast<std::size_t>(b)]) * block_bytes;
          block.data.resize(block_bytes);
          for (auto& byte : block.data) byte = static_cast<unsigned char>(random_());
          chosen.push_back(std::move(block));
        }
      }
      std::shuffle(chosen.begin(), chosen.end(), random_);
      for (const Block& block : chosen) issue(tlm::TLM_WRITE_COMMAND, block);
      while (outstanding_ > 0) wait(drained_);
      for (const Block& block : chosen) issue(tlm::TLM_READ_COMMAND, block);
      while (outstanding_ > 0) wait(drained_);
    }
  }

  std::mt19937 random_;
  std::vector<tlm::tlm_generic_payload*> pool_;
  std::unordered_map<const tlm::tlm_generic_payload*, const Block*> expected_;
  std::vector<tlm::tlm_generic_payload*> pending_end_resp_;
  tlm::tlm_generic_payload* open_ = nullptr;
  bool request_open_ = false;
  int outstanding_ = 0;
  int responses_ = 0;
  sc_core::sc_event end_req_, drained_, send_end_resp_;
};

}  // namespace kncube::test
