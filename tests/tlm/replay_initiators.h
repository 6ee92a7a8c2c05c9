#pragma once
// The initiators of the trace replay (trace_replay.h): each replays its part of the trace with the
// AT base protocol, as many outstanding as END_REQ allows, and sums every transaction's latency
// from its issue time in the trace to its BEGIN_RESP. Two processes drive the same protocol code:
//
//  * ThreadReplayInitiator: an SC_THREAD that wait()s for each issue time and for END_REQ (a
//    thread stack and a context switch per wait), as a software-driven initiator would.
//  * MethodReplayInitiator: an SC_METHOD that re-triggers itself with next_trigger() for the next
//    issue time or END_REQ (no stack, no context switch), as a traffic generator written for speed.
//
// Both send the same requests at the same simulated times. A third, LooselyTimedReplayInitiator,
// replays the same trace as a loosely-timed initiator does (b_transport, one transaction at a time,
// temporal decoupling with tlm_utils::tlm_quantumkeeper).

#include <cstdint>
#include <systemc>
#include <tlm>
#include <tlm_utils/tlm_quantumkeeper.h>
#include <vector>

namespace kncube::test {

struct TraceItem {
  std::int64_t issue = 0;  // cycle (ns: the replay's clock period is 1 ns)
  int target = 0;          // memory index = node
  bool write = false;
  std::uint64_t offset = 0;
  std::uint32_t bytes = 64;  // data length of the READ or WRITE
};

constexpr std::uint64_t kMemoryWindow = 0x10000;  // bytes of address space per memory

class ReplayInitiator : public sc_core::sc_module, public tlm::tlm_bw_transport_if<> {
 public:
  tlm::tlm_initiator_socket<64> socket;
  double latency_sum = 0.0;  // cycles
  std::vector<double> latencies;  // cycles, per trace item; negative: not completed
  std::int64_t completed = 0;
  std::int64_t errors = 0;
  std::int64_t end_req_on_return = 0;  // BEGIN_REQs answered TLM_UPDATED with END_REQ

  ReplayInitiator(sc_core::sc_module_name name, std::vector<TraceItem> items)
      : sc_core::sc_module(name), socket("socket"), items_(std::move(items)), payloads_(items_.size()),
        data_offsets_(items_.size() + 1, 0) {
    latencies.assign(items_.size(), -1.0);
    for (std::size_t i = 0; i < items_.size(); ++i) data_offsets_[i + 1] = data_offsets_[i] + items_[i].bytes;
    data_.assign(data_offsets_.back(), 0);
    socket.bind(*this);
    issue_times_.reserve(items_.size());
    for (const TraceItem& item : items_)
      issue_times_.emplace_back(static_cast<double>(item.issue), sc_core::SC_NS);
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
      record(static_cast<std::size_t>(&payload - payloads_.data()), sc_core::sc_time_stamp());
      return tlm::TLM_COMPLETED;
    }
    return tlm::TLM_ACCEPTED;
  }
  void invalidate_direct_mem_ptr(sc_dt::uint64, sc_dt::uint64) override {}
  const std::vector<TraceItem>& items() const { return items_; }

 protected:
  std::size_t size() const { return items_.size(); }
  const sc_core::sc_time& issue_time(std::size_t i) const { return issue_times_[i]; }
  // BEGIN_REQ may be sent only when no request of ours waits for END_REQ.
  bool request_open() const { return open_ != nullptr; }
  const sc_core::sc_event& end_req() const { return end_req_; }

  // Item i's payload, ready to be sent.
  tlm::tlm_generic_payload& prepare(std::size_t i) {
    tlm::tlm_generic_payload& payload = payloads_[i];
    payload.set_command(items_[i].write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    payload.set_address(static_cast<std::uint64_t>(items_[i].target) * kMemoryWindow + items_[i].offset);
    payload.set_data_ptr(&data_[data_offsets_[i]]);
    payload.set_data_length(items_[i].bytes);
    payload.set_streaming_width(items_[i].bytes);
    payload.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    return payload;
  }
  // Item i completed at `time` (absolute) with the payload's status.
  void record(std::size_t i, const sc_core::sc_time& time) {
    const double latency = time.to_seconds() * 1e9 - static_cast<double>(items_[i].issue);
    latency_sum += latency;
    latencies[i] = latency;
    if (payloads_[i].get_response_status() != tlm::TLM_OK_RESPONSE) ++errors;
    ++completed;
  }

  // BEGIN_REQ of item i, now.
  void send(std::size_t i) {
    tlm::tlm_generic_payload& payload = prepare(i);
    tlm::tlm_phase phase = tlm::BEGIN_REQ;
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    open_ = &payload;
    const tlm::tlm_sync_enum reply = socket->nb_transport_fw(payload, phase, delay);
    if (reply == tlm::TLM_COMPLETED) {
      open_ = nullptr;
      ++errors;
    } else if (reply == tlm::TLM_UPDATED && phase == tlm::END_REQ) {
      open_ = nullptr;
      ++end_req_on_return;
    }
  }

 private:
  std::vector<TraceItem> items_;
  std::vector<sc_core::sc_time> issue_times_;  // items_' issue cycles as times, made once
  std::vector<tlm::tlm_generic_payload> payloads_;
  std::vector<std::size_t> data_offsets_;  // item i's data at data_[data_offsets_[i]]
  std::vector<unsigned char> data_;
  const tlm::tlm_generic_payload* open_ = nullptr;
  sc_core::sc_event end_req_;
};

class ThreadReplayInitiator final : public ReplayInitiator {
 public:
  SC_HAS_PROCESS(ThreadReplayInitiator);
  ThreadReplayInitiator(sc_core::sc_module_name name, std::vector<TraceItem> items)
      : ReplayInitiator(name, std::move(items)) {
    SC_THREAD(run);
  }

 private:
  void run() {
    for (std::size_t i = 0; i < size(); ++i) {
      const sc_core::sc_time& issue = issue_time(i);
      if (issue > sc_core::sc_time_stamp()) wait(issue - sc_core::sc_time_stamp());
      while (request_open()) wait(end_req());
      send(i);
    }
  }
};

class MethodReplayInitiator final : public ReplayInitiator {
 public:
  SC_HAS_PROCESS(MethodReplayInitiator);
  MethodReplayInitiator(sc_core::sc_module_name name, std::vector<TraceItem> items)
      : ReplayInitiator(name, std::move(items)) {
    SC_METHOD(step);  // runs at time 0, then whenever it asked to
  }

 private:
  // Sends every item that is due and may go; otherwise asks to run again when the next may.
  void step() {
    while (next_ < size()) {
      const sc_core::sc_time& issue = issue_time(next_);
      const sc_core::sc_time now = sc_core::sc_time_stamp();
      if (issue > now) {
        next_trigger(issue - now);
        return;
      }
      if (request_open()) {
        next_trigger(end_req());
        return;
      }
      send(next_++);
    }
  }

  std::size_t next_ = 0;
};

// Loosely timed: an SC_THREAD issuing each item with b_transport at its issue time in the thread's
// local time (or when the previous one returned, if later), one at a time, ahead of the simulation
// by up to the global quantum (tlm_utils::tlm_quantumkeeper; the platform sets the quantum). A
// transaction completes at the local time b_transport returns with: the cycle-level bridge waits
// for its network and returns no delay, the contention model annotates it.
class LooselyTimedReplayInitiator final : public ReplayInitiator {
 public:
  SC_HAS_PROCESS(LooselyTimedReplayInitiator);
  LooselyTimedReplayInitiator(sc_core::sc_module_name name, std::vector<TraceItem> items)
      : ReplayInitiator(name, std::move(items)) {
    SC_THREAD(run);
  }

 private:
  void run() {
    tlm_utils::tlm_quantumkeeper keeper;
    keeper.reset();
    for (std::size_t i = 0; i < size(); ++i) {
      if (issue_time(i) > keeper.get_current_time()) keeper.set(issue_time(i) - sc_core::sc_time_stamp());
      if (keeper.need_sync()) keeper.sync();  // not more than a quantum ahead of the others
      sc_core::sc_time delay = keeper.get_local_time();
      socket->b_transport(prepare(i), delay);
      keeper.set(delay);
      record(i, keeper.get_current_time());
      if (keeper.need_sync()) keeper.sync();
    }
  }
};

}  // namespace kncube::test
