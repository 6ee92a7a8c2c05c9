#include "traces/traced_signal.h"

namespace kncube::traces {

void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const bool& value, const std::string& name) {
  sc_core::sc_trace(file, value, name);
  group.signals.push_back(TracedSignal{name, 1, SignalFormat::bit});
}

void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const std::int16_t& value, const std::string& name,
                  SignalMeaning meaning) {
  sc_core::sc_trace(file, value, name);
  group.signals.push_back(TracedSignal{name, 16, SignalFormat::signed_decimal, meaning});
}

void trace_signal(sc_core::sc_trace_file* file, SignalGroup& group, const std::int64_t& value, const std::string& name,
                  SignalMeaning meaning) {
  sc_core::sc_trace(file, value, name);
  group.signals.push_back(TracedSignal{name, 64, SignalFormat::signed_decimal, meaning});
}

}  // namespace kncube::traces
