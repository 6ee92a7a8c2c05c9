#include "traces/trace_session.h"

#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "analytical/vocabulary/write_error.h"

namespace kncube::traces {

TraceSession::TraceSession(TraceRequest request) : request_(std::move(request)) {}

TraceSession::~TraceSession() {
  try {
    finish();
  } catch (...) {
    // Already unwinding from the run's own error; that one is the one to report.
  }
}

void TraceSession::attach(rtl::Network& network) {
  if (request_.waveform()) {
    check_open_groups(network.router(0), request_.routers, request_.open_groups);
    recorder_ = std::make_unique<WaveformRecorder>(network, request_.vcd_path, request_.routers, request_.window);
    // An absolute dump-file path lets `gtkwave FILE.gtkw` find the VCD from any directory.
    recorder_->write_save_file(request_.gtkw_path, std::filesystem::absolute(request_.vcd_path).string(),
                               request_.open_groups, request_.markers);
  }
  if (request_.hop_log()) {
    std::ostream* out = &std::cout;
    if (request_.log_path != "-") {
      log_file_.open(request_.log_path);
      if (!log_file_) throw WriteError("the hop log " + request_.log_path);
      out = &log_file_;
    }
    const rtl::Router& first = network.router(0);
    std::vector<std::string> input_names;
    std::vector<std::string> output_names;
    for (int p = 0; p < first.input_ports(); ++p) input_names.push_back(first.input_port_name(p));
    for (int p = 0; p < first.output_ports(); ++p) output_names.push_back(first.output_port_name(p));
    hop_log_ = std::make_unique<HopLog>(*out, request_.logged_messages, std::move(input_names), std::move(output_names));
  }
  for (rtl::NodeId node = 0; node < network.node_count(); ++node) {
    rtl::FlitObserver* probe = recorder_ ? recorder_->flit_observer(node) : nullptr;
    rtl::FlitObserver* log = hop_log_.get();
    if (probe != nullptr && log != nullptr) {
      auto fanout = std::make_unique<FlitObserverFanout>();
      fanout->add(probe);
      fanout->add(log);
      network.set_flit_observer(node, fanout.get());
      fanouts_.push_back(std::move(fanout));
    } else if (probe != nullptr || log != nullptr) {
      network.set_flit_observer(node, probe != nullptr ? probe : log);
    }
  }
}

void TraceSession::attach(rtl::CircuitNetwork& network) {
  if (!request_.waveform()) return;
  circuit_recorder_ = std::make_unique<CircuitWaveformRecorder>(network, request_.vcd_path, request_.routers, request_.window,
                                                                sc_core::sc_time(1, sc_core::SC_NS), request_.open_groups);
  circuit_recorder_->write_save_file(request_.gtkw_path, std::filesystem::absolute(request_.vcd_path).string());
}

void TraceSession::finish() {
  if (recorder_) recorder_->close();
  if (circuit_recorder_) circuit_recorder_->close();
  const int vcd_error = recorder_ ? recorder_->write_error() : circuit_recorder_ ? circuit_recorder_->write_error() : 0;
  if (vcd_error != 0) throw WriteError("the VCD file " + request_.vcd_path, vcd_error);
  if (log_file_.is_open()) {
    log_file_.close();
    if (!log_file_) throw WriteError("the hop log " + request_.log_path);
  }
  if (hop_log_ && request_.log_path == "-") std::cout.flush();
}

std::vector<std::uint64_t> TraceSession::never_logged() const {
  return hop_log_ ? hop_log_->never_logged() : std::vector<std::uint64_t>{};
}

}  // namespace kncube::traces
