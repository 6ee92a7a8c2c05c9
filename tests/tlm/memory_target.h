#pragma once
// A memory for the TLM tests: a byte array answering READ and WRITE (byte enables and streaming
// honoured) through b_transport, nb_transport_fw (the 4-phase base protocol: END_REQ after
// `accept_delay`, BEGIN_RESP after `latency`, waiting for END_RESP; or, with `complete_early`, the
// 1-phase variant) and transport_dbg. It records every access and answers `forced_status` instead
// of OK when one is set.

#include <cstdint>
#include <cstring>
#include <deque>
#include <systemc>
#include <tlm>
#include <tlm_utils/peq_with_cb_and_phase.h>
#include <vector>

namespace kncube::test {

template <unsigned int BusWidth = 32>
class MemoryTarget : public sc_core::sc_module, public tlm::tlm_fw_transport_if<> {
 public:
  tlm::tlm_target_socket<BusWidth> socket;
  std::vector<unsigned char> bytes;
  sc_core::sc_time latency = sc_core::sc_time(10, sc_core::SC_NS);
  sc_core::sc_time accept_delay = sc_core::sc_time(2, sc_core::SC_NS);
  tlm::tlm_response_status forced_status = tlm::TLM_INCOMPLETE_RESPONSE;  // INCOMPLETE: none
  std::int64_t accesses = 0;
  std::int64_t debug_accesses = 0;
  int most_outstanding = 0;  // non-blocking: transactions held at once
  // nb_transport_fw: BEGIN_REQ is executed in the call and answered TLM_COMPLETED with `latency`
  // added to the delay (early completion, as Accellera's at_target_1_phase), no event used.
  bool complete_early = false;

  MemoryTarget(sc_core::sc_module_name name, std::size_t size)
      : sc_core::sc_module(name), socket("socket"), bytes(size, 0), peq_(this, &MemoryTarget::on_phase) {
    socket.bind(*this);
  }

  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override {
    execute(payload);
    delay += latency;
  }

  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload& payload, tlm::tlm_phase& phase,
                                     sc_core::sc_time& delay) override {
    if (phase == tlm::BEGIN_REQ && complete_early) {
      execute(payload);
      delay += latency;
      return tlm::TLM_COMPLETED;
    }
    if (phase == tlm::BEGIN_REQ) {
      ++outstanding_;
      most_outstanding = std::max(most_outstanding, outstanding_);
      peq_.notify(payload, phase, delay + accept_delay);
    } else if (phase == tlm::END_RESP) {
      peq_.notify(payload, phase, delay);
      return tlm::TLM_COMPLETED;
    }
    return tlm::TLM_ACCEPTED;
  }

  unsigned int transport_dbg(tlm::tlm_generic_payload& payload) override {
    ++debug_accesses;
    const std::uint64_t address = payload.get_address();
    const unsigned int length = payload.get_data_length();
    if (address + length > bytes.size()) return 0;
    if (payload.is_read()) std::memcpy(payload.get_data_ptr(), &bytes[address], length);
    if (payload.is_write()) std::memcpy(&bytes[address], payload.get_data_ptr(), length);
    return length;
  }

  bool get_direct_mem_ptr(tlm::tlm_generic_payload&, tlm::tlm_dmi&) override { return false; }

 private:
  void execute(tlm::tlm_generic_payload& payload) {
    ++accesses;
    const std::uint64_t address = payload.get_address();
    const unsigned int length = payload.get_data_length();
    const unsigned int width = payload.get_streaming_width();
    if (forced_status != tlm::TLM_INCOMPLETE_RESPONSE) {
      payload.set_response_status(forced_status);
      return;
    }
    if (address + std::min(length, width) > bytes.size()) {
      payload.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
      return;
    }
    const unsigned char* enables = payload.get_byte_enable_ptr();
    const unsigned int enable_length = payload.get_byte_enable_length();
    if (enables == nullptr && width >= length) {  // the common case: one contiguous copy
      if (payload.is_read()) std::memcpy(payload.get_data_ptr(), &bytes[address], length);
      if (payload.is_write()) std::memcpy(&bytes[address], payload.get_data_ptr(), length);
      payload.set_response_status(tlm::TLM_OK_RESPONSE);
      return;
    }
    for (unsigned int i = 0; i < length; ++i) {
      const std::uint64_t at = address + (i % width);
      if (enables != nullptr && enables[i % enable_length] == 0) continue;
      if (payload.is_read()) payload.get_data_ptr()[i] = bytes[at];
      if (payload.is_write()) bytes[at] = payload.get_data_ptr()[i];
    }
    payload.set_response_status(tlm::TLM_OK_RESPONSE);
  }

  void on_phase(tlm::tlm_generic_payload& payload, const tlm::tlm_phase& phase) {
    if (phase == tlm::BEGIN_REQ) {
      tlm::tlm_phase end_req = tlm::END_REQ;
      sc_core::sc_time zero = sc_core::SC_ZERO_TIME;
      socket->nb_transport_bw(payload, end_req, zero);
      execute(payload);
      peq_.notify(payload, tlm::BEGIN_RESP, latency);
    } else if (phase == tlm::BEGIN_RESP) {
      ready_.push_back(&payload);
      send_response();
    } else if (phase == tlm::END_RESP) {
      responding_ = false;
      --outstanding_;
      send_response();
    }
  }

  // One BEGIN_RESP at a time (response exclusion).
  void send_response() {
    while (!responding_ && !ready_.empty()) {
      tlm::tlm_generic_payload& payload = *ready_.front();
      ready_.pop_front();
      tlm::tlm_phase phase = tlm::BEGIN_RESP;
      sc_core::sc_time zero = sc_core::SC_ZERO_TIME;
      const tlm::tlm_sync_enum reply = socket->nb_transport_bw(payload, phase, zero);
      if (reply == tlm::TLM_ACCEPTED) {
        responding_ = true;
      } else {
        --outstanding_;
      }
    }
  }

  tlm_utils::peq_with_cb_and_phase<MemoryTarget> peq_;
  std::deque<tlm::tlm_generic_payload*> ready_;
  bool responding_ = false;
  int outstanding_ = 0;
};

}  // namespace kncube::test
