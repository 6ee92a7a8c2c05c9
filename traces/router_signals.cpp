#include "traces/router_signals.h"

#include "traces/traced_signal.h"

namespace kncube::traces {

namespace {

SignalGroup trace_input(sc_core::sc_trace_file* file, const InputPortSignals& input, const std::string& prefix,
                        const std::string& title) {
  SignalGroup group{title, false, {}, {}};
  for (std::size_t v = 0; v < input.vcs.size(); ++v) {
    const InputVcSignals& vc = input.vcs[v];
    const std::string name = prefix + ".vc" + std::to_string(v) + ".";
    trace_signal(file, group, vc.occupancy, name + "occupancy");
    trace_signal(file, group, vc.head_message, name + "head_msg", SignalMeaning::id);
    trace_signal(file, group, vc.head_kind, name + "head_kind", SignalMeaning::flit_kind);
    trace_signal(file, group, vc.state, name + "state", SignalMeaning::vc_state);
    trace_signal(file, group, vc.out_port, name + "out_port", SignalMeaning::output_port);
    trace_signal(file, group, vc.out_vc, name + "out_vc", SignalMeaning::id);
  }
  return group;
}

SignalGroup trace_output(sc_core::sc_trace_file* file, const OutputPortSignals& output, const std::string& prefix,
                         const std::string& title) {
  SignalGroup group{title, false, {}, {}};
  trace_signal(file, group, output.link_valid, prefix + ".link.valid");
  trace_signal(file, group, output.link_message, prefix + ".link.msg", SignalMeaning::id);
  trace_signal(file, group, output.link_flit, prefix + ".link.flit", SignalMeaning::id);
  trace_signal(file, group, output.link_vc, prefix + ".link.vc", SignalMeaning::id);
  trace_signal(file, group, output.link_kind, prefix + ".link.kind", SignalMeaning::flit_kind);
  trace_signal(file, group, output.sa_in_port, prefix + ".sa.in_port", SignalMeaning::input_port);
  trace_signal(file, group, output.sa_in_vc, prefix + ".sa.in_vc", SignalMeaning::id);
  trace_signal(file, group, output.xbar_in, prefix + ".xbar_in", SignalMeaning::input_port);
  for (std::size_t v = 0; v < output.vcs.size(); ++v) {
    const OutputVcSignals& vc = output.vcs[v];
    const std::string name = prefix + ".vc" + std::to_string(v) + ".";
    trace_signal(file, group, vc.credits, name + "credits");
    trace_signal(file, group, vc.credits_returned, name + "credits_returned");
    trace_signal(file, group, vc.va_in_port, name + "va_in_port", SignalMeaning::input_port);
    trace_signal(file, group, vc.va_in_vc, name + "va_in_vc", SignalMeaning::id);
  }
  return group;
}

}  // namespace

SignalGroup RouterSignals::trace(sc_core::sc_trace_file* file, const std::string& scope) const {
  SignalGroup router{scope, false, {}, {}};
  for (const InputPortSignals& input : inputs) {
    const std::string port = "in_" + input.name;
    router.groups.push_back(trace_input(file, input, scope + "." + port, scope + " " + port));
  }
  for (const OutputPortSignals& output : outputs) {
    const std::string port = "out_" + output.name;
    router.groups.push_back(trace_output(file, output, scope + "." + port, scope + " " + port));
  }
  return router;
}

void RouterSignals::reset() {
  for (InputPortSignals& input : inputs)
    for (InputVcSignals& vc : input.vcs) vc = InputVcSignals{};
  for (OutputPortSignals& output : outputs) {
    output.sa_in_port = output.sa_in_vc = output.xbar_in = kNone;
    output.link_valid = false;
    output.link_message = kNone;
    output.link_flit = output.link_vc = output.link_kind = kNone;
    for (OutputVcSignals& vc : output.vcs) vc = OutputVcSignals{};
  }
}

}  // namespace kncube::traces
