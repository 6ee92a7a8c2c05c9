#include "traces/circuit_node_probe.h"

#include "traces/traced_signal.h"

namespace kncube::traces {

namespace {
const char* const event_names[7] = {"launch", "reserve", "block", "backtrack", "arrive", "ack", "deliver"};
}  // namespace

CircuitNodeProbe::CircuitNodeProbe(const rtl::CircuitNetwork& network, rtl::NodeId node)
    : network_(network),
      node_(node),
      vcs_(static_cast<std::size_t>(network.vcs())),
      busy_(static_cast<std::size_t>(network.vc_table().dimensions()), 0) {}

SignalGroup CircuitNodeProbe::trace(sc_core::sc_trace_file* file, const std::string& prefix) {
  SignalGroup node{prefix, true, {}, {}};
  for (std::size_t v = 0; v < vcs_.size(); ++v) {
    const std::string name = prefix + ".inj" + std::to_string(v);
    SignalGroup group{"inj" + std::to_string(v), true, {}, {}};
    InjectionVc& vc = vcs_[v];
    trace_signal(file, group, vc.phase, name + ".phase", SignalMeaning::circuit_phase);
    trace_signal(file, group, vc.message, name + ".msg", SignalMeaning::id);
    trace_signal(file, group, vc.probe_at, name + ".probe_at", SignalMeaning::id);
    for (int e = 0; e < 7; ++e) trace_signal(file, group, vc.events[e], name + "." + event_names[e]);
    node.groups.push_back(std::move(group));
  }
  SignalGroup channels{"channels", true, {}, {}};
  for (std::size_t d = 0; d < busy_.size(); ++d)
    trace_signal(file, channels, busy_[d], prefix + ".out_d" + std::to_string(d) + ".busy_vcs");
  node.groups.push_back(std::move(channels));
  return node;
}

void CircuitNodeProbe::on_event(rtl::CircuitEvent event, int vc) {
  vcs_[static_cast<std::size_t>(vc)].pending[static_cast<int>(event)] = true;
}

void CircuitNodeProbe::after_cycle() {
  for (std::size_t v = 0; v < vcs_.size(); ++v) {
    InjectionVc& vc = vcs_[v];
    const rtl::Circuit& c = network_.circuit(node_ * network_.vcs() + static_cast<int>(v));
    vc.phase = static_cast<std::int16_t>(c.phase);
    const bool idle = c.phase == rtl::CircuitPhase::idle;
    vc.message = idle ? -1 : static_cast<std::int64_t>(c.message_id);
    const bool probing = c.phase == rtl::CircuitPhase::probing || c.phase == rtl::CircuitPhase::backtracking;
    vc.probe_at = probing ? static_cast<std::int64_t>(c.at) : -1;
    for (int e = 0; e < 7; ++e) {
      vc.events[e] = vc.pending[e];
      vc.pending[e] = false;
    }
  }
  const rtl::CircuitVcTable& table = network_.vc_table();
  for (std::size_t d = 0; d < busy_.size(); ++d)
    busy_[d] = static_cast<std::int16_t>(table.busy(table.channel(node_, static_cast<int>(d))));
}

}  // namespace kncube::traces
