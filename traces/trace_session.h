#pragma once
// Everything a TraceRequest asks for in one run: the waveform recorder and the hop log, attached
// to the network once it is elaborated (simulation::RunHooks::on_elaborated), with the routers'
// single flit-observer slots shared between the two. finish() after the run closes the VCD and
// the log; the destructor does it if the run ended with an exception.

#include <fstream>
#include <memory>
#include <vector>

#include "rtl_models/circuit/circuit_network.h"
#include "rtl_models/network.h"
#include "traces/circuit_waveform_recorder.h"
#include "traces/flit_observer_fanout.h"
#include "traces/hop_log.h"
#include "traces/trace_request.h"
#include "traces/waveform_recorder.h"

namespace kncube::traces {

class TraceSession {
 public:
  explicit TraceSession(TraceRequest request);
  ~TraceSession();
  TraceSession(const TraceSession&) = delete;
  TraceSession& operator=(const TraceSession&) = delete;

  // Before sc_start. Does nothing if the request asks for nothing.
  void attach(rtl::Network& network);
  // Circuit switching: the VCD of the traced nodes' control plane (the hop log is the wormhole
  // router's, refused with circuits).
  void attach(rtl::CircuitNetwork& network);
  void finish();
  // After finish(): the messages --log-messages asked for that the log has no line of.
  std::vector<std::uint64_t> never_logged() const;

 private:
  TraceRequest request_;
  std::unique_ptr<WaveformRecorder> recorder_;
  std::unique_ptr<CircuitWaveformRecorder> circuit_recorder_;
  std::ofstream log_file_;
  std::unique_ptr<HopLog> hop_log_;
  std::vector<std::unique_ptr<FlitObserverFanout>> fanouts_;
};

}  // namespace kncube::traces
