#include "traces/router_probe.h"

namespace kncube::traces {

namespace {

std::int16_t narrow(int value) { return static_cast<std::int16_t>(value); }

}  // namespace

RouterProbe::RouterProbe(const rtl::Router& router, int vc_alloc_delay, TraceWindow window)
    : router_(router),
      vcs_(static_cast<int>(router.input(0).vcs.size())),
      vc_alloc_delay_(vc_alloc_delay),
      window_(window) {
  const int inputs = router.input_ports();
  const int outputs = router.output_ports();
  output_slot_.assign(static_cast<std::size_t>(outputs), -1);
  output_events_.resize(static_cast<std::size_t>(outputs));
  output_vc_sent_.assign(static_cast<std::size_t>(outputs * vcs_), -1);
  previous_credits_.assign(static_cast<std::size_t>(outputs * vcs_), 0);
  input_vc_switched_.assign(static_cast<std::size_t>(inputs * vcs_), -1);
  was_active_.assign(static_cast<std::size_t>(inputs * vcs_), 0);
  // Unconnected ports (mesh edges) have nothing to show and are left out.
  for (int p = 0; p < inputs; ++p) {
    if (router.input(p).channel == nullptr) continue;
    signals_.inputs.push_back(
        InputPortSignals{p, router.input_port_name(p), std::vector<InputVcSignals>(static_cast<std::size_t>(vcs_))});
  }
  for (int p = 0; p < outputs; ++p) {
    const bool ejection = p == router.local_port();
    if (!ejection && router.output(p).channel == nullptr) continue;
    OutputPortSignals output;
    output.port = p;
    output.name = router.output_port_name(p);
    if (!ejection) {
      output.vcs.resize(static_cast<std::size_t>(vcs_));
      for (int v = 0; v < vcs_; ++v) {
        const std::int16_t credits = narrow(router.output(p).vcs[static_cast<std::size_t>(v)].credits);
        previous_credits_[static_cast<std::size_t>(p * vcs_ + v)] = credits;
      }
    }
    output_slot_[static_cast<std::size_t>(p)] = static_cast<int>(signals_.outputs.size());
    signals_.outputs.push_back(std::move(output));
  }
}

void RouterProbe::on_switch(rtl::Cycle now, rtl::NodeId, const rtl::Flit& flit, int in_port, int in_vc, int out_port,
                            int out_vc) {
  if (now + 1 < window_.start || now >= window_.end) return;
  input_vc_switched_[static_cast<std::size_t>(in_port * vcs_ + in_vc)] = now;
  if (out_vc >= 0) output_vc_sent_[static_cast<std::size_t>(out_port * vcs_ + out_vc)] = now;
  OutputEvent& event = output_events_[static_cast<std::size_t>(out_port)];
  // An unlimited ejection port takes several flits per cycle; the trace shows the first.
  if (event.at == now) return;
  event.at = now;
  event.flit = flit;
  event.out_vc = out_vc;
}

void RouterProbe::after_cycle(rtl::Cycle now) {
  if (now + 1 < window_.start) return;
  if (now >= window_.end) {
    if (!cleared_) signals_.reset();
    cleared_ = true;
    return;
  }
  if (window_.contains(now)) {
    sample_inputs();
    sample_vc_grants(now);
    sample_outputs(now);
  }
  remember();
}

bool RouterProbe::switched(int port, int vc, rtl::Cycle now) const {
  return input_vc_switched_[static_cast<std::size_t>(port * vcs_ + vc)] == now;
}

void RouterProbe::sample_inputs() {
  for (InputPortSignals& input : signals_.inputs) {
    const rtl::InputUnit& unit = router_.input(input.port);
    for (int v = 0; v < vcs_; ++v) {
      const rtl::InputVc& vc = unit.vcs[static_cast<std::size_t>(v)];
      InputVcSignals& s = input.vcs[static_cast<std::size_t>(v)];
      s.occupancy = narrow(static_cast<int>(vc.buffer.size()));
      if (vc.buffer.empty()) {
        s.head_message = kNone;
        s.head_kind = kNone;
      } else {
        s.head_message = static_cast<std::int64_t>(vc.buffer.front().message_id);
        s.head_kind = kind_code(vc.buffer.front().kind);
      }
      s.state = state_code(vc.state);
      s.out_port = vc.state == rtl::VcState::active ? vc.out_port : kNone;
      s.out_vc = vc.state == rtl::VcState::active ? vc.out_vc : kNone;
    }
  }
}

// The allocator's grant list is this cycle's only if the allocator ran in this cycle. Its first
// grant tells: a VC granted now is active with that output and the VA-ready time now + delay
// (a grant of an earlier cycle set an earlier ready time), unless the ideal pipeline already
// switched its only flit and freed it, in which case it sent a flit now without having been
// active at the end of the previous cycle.
bool RouterProbe::vc_grants_are_fresh(rtl::Cycle now) const {
  const auto& grants = router_.vc_allocator().last_grants();
  if (grants.empty()) return false;
  const int in_port = grants.front().input / vcs_;
  const int in_vc = grants.front().input % vcs_;
  const int out_port = grants.front().output / vcs_;
  const int out_vc = grants.front().output % vcs_;
  const rtl::InputVc& vc = router_.input(in_port).vcs[static_cast<std::size_t>(in_vc)];
  if (vc.state == rtl::VcState::active && vc.out_port == out_port && vc.out_vc == out_vc && vc.ready == now + vc_alloc_delay_)
    return true;
  return switched(in_port, in_vc, now) && was_active_[static_cast<std::size_t>(in_port * vcs_ + in_vc)] == 0;
}

void RouterProbe::sample_vc_grants(rtl::Cycle now) {
  for (OutputPortSignals& output : signals_.outputs)
    for (OutputVcSignals& vc : output.vcs) vc.va_in_port = vc.va_in_vc = kNone;
  if (!vc_grants_are_fresh(now)) return;
  for (const auto& grant : router_.vc_allocator().last_grants()) {
    const int slot = output_slot_[static_cast<std::size_t>(grant.output / vcs_)];
    if (slot < 0) continue;
    OutputVcSignals& vc = signals_.outputs[static_cast<std::size_t>(slot)].vcs[static_cast<std::size_t>(grant.output % vcs_)];
    vc.va_in_port = narrow(grant.input / vcs_);
    vc.va_in_vc = narrow(grant.input % vcs_);
  }
}

void RouterProbe::sample_outputs(rtl::Cycle now) {
  // The switch allocator's grants are this cycle's if the crossbar was set up for them now.
  const auto& grants = router_.switch_grants();
  const bool fresh = !grants.empty() && router_.crossbar().input_of(grants.front().output_port, now) >= 0;
  for (OutputPortSignals& output : signals_.outputs) {
    output.sa_in_port = output.sa_in_vc = kNone;
    output.xbar_in = narrow(router_.crossbar().input_of(output.port, now));
    const OutputEvent& event = output_events_[static_cast<std::size_t>(output.port)];
    output.link_valid = event.at == now;
    output.link_message = output.link_valid ? static_cast<std::int64_t>(event.flit.message_id) : kNone;
    output.link_flit = output.link_valid ? narrow(event.flit.index) : kNone;
    output.link_vc = output.link_valid ? narrow(event.out_vc) : kNone;
    output.link_kind = output.link_valid ? kind_code(event.flit.kind) : kNone;
    for (int v = 0; v < static_cast<int>(output.vcs.size()); ++v) {
      OutputVcSignals& vc = output.vcs[static_cast<std::size_t>(v)];
      const auto slot = static_cast<std::size_t>(output.port * vcs_ + v);
      vc.credits = narrow(router_.output(output.port).vcs[static_cast<std::size_t>(v)].credits);
      // credits now = credits before - flits sent + credits returned
      vc.credits_returned = narrow(vc.credits - previous_credits_[slot] + (output_vc_sent_[slot] == now ? 1 : 0));
    }
  }
  if (!fresh) return;
  for (const rtl::SwitchGrant& grant : grants) {
    const int slot = output_slot_[grant.output_port];
    if (slot < 0) continue;
    OutputPortSignals& output = signals_.outputs[static_cast<std::size_t>(slot)];
    if (output.sa_in_port != kNone) continue;  // unlimited ejection: the first grant
    output.sa_in_port = grant.input_port;
    output.sa_in_vc = grant.input_vc;
  }
}

void RouterProbe::remember() {
  for (int p = 0; p < router_.input_ports(); ++p) {
    const rtl::InputUnit& in = router_.input(p);
    for (int v = 0; v < vcs_; ++v)
      was_active_[static_cast<std::size_t>(p * vcs_ + v)] = in.vcs[static_cast<std::size_t>(v)].state == rtl::VcState::active ? 1 : 0;
  }
  for (int p = 0; p < router_.output_ports(); ++p) {
    const rtl::OutputUnit& out = router_.output(p);
    for (int v = 0; v < vcs_; ++v)
      previous_credits_[static_cast<std::size_t>(p * vcs_ + v)] = narrow(out.vcs[static_cast<std::size_t>(v)].credits);
  }
}

}  // namespace kncube::traces
