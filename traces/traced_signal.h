#pragma once
// Registers one plain variable with a VCD file (sc_trace keeps its address and samples it at
// every time step) and records it in a signal group for the save file. The variable must stay at
// the same address until the trace file is closed.

#include <cstdint>
#include <string>
#include <systemc>

#include "traces/signal_tree.h"

namespace kncube::traces {

void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const bool& value, const std::string& name);
// `meaning`: what the integer's codes stand for (default: a plain number).
void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const std::int16_t& value, const std::string& name,
                  SignalMeaning meaning = SignalMeaning::count);
void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const std::int64_t& value, const std::string& name,
                  SignalMeaning meaning = SignalMeaning::count);

}  // namespace kncube::traces
