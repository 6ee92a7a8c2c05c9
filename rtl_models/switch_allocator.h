#pragma once
// The switch allocator: the router stage that chooses, each cycle, which active input VCs send a
// flit through the crossbar: at most one flit per input port and one per output port (several
// for an unlimited ejection port). A VC may go when its front flit has passed the earlier stages,
// its output VC has a credit downstream and its output link accepts a flit this cycle. Two
// policies (AllocatorKind): separable input-first and iSLIP.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/router_config.h"

namespace kncube::rtl {

struct SwitchGrant {
  std::uint8_t input_port;
  std::uint8_t input_vc;
  std::uint8_t output_port;
};

class SwitchAllocator {
 public:
  virtual ~SwitchAllocator() = default;
  // Fills `grants` (cleared first) for cycle `now`; a granted flit leaves the crossbar at
  // `departure` (now + this stage's delay + the crossbar's), which is when its link must take it.
  // `occupied`: bit p set iff input port p has a flit buffered (the router keeps it, so that the
  // allocator visits only those ports).
  virtual void allocate(Cycle now, Cycle departure, std::uint64_t occupied, const std::vector<InputUnit>& inputs,
                        const std::vector<OutputUnit>& outputs, std::vector<SwitchGrant>& grants) = 0;
  // The same for units built outside a router, whose occupied ports are counted here, and a
  // switch whose stages take no time.
  void allocate(Cycle now, const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                std::vector<SwitchGrant>& grants) {
    std::uint64_t occupied = 0;
    for (std::size_t p = 0; p < inputs.size(); ++p)
      if (inputs[p].occupied_vcs > 0) occupied |= std::uint64_t{1} << p;
    allocate(now, now + delay_, occupied, inputs, outputs, grants);
  }
  // SA: cycles from switch allocation to switch traversal.
  int delay() const { return delay_; }

 protected:
  SwitchAllocator(int vcs, int ejection_port, bool unlimited_ejection, bool transit_priority, int delay)
      : vcs_(vcs), ejection_port_(ejection_port), unlimited_ejection_(unlimited_ejection),
        transit_priority_(transit_priority), delay_(delay) {}
  bool can_go(Cycle now, Cycle departure, const InputVc& ivc, const std::vector<OutputUnit>& outputs) const {
    if (ivc.state != VcState::active || ivc.ready > now || ivc.buffer.empty()) return false;
    if (ivc.out_port == ejection_port_) return true;
    const OutputUnit& out = outputs[static_cast<std::size_t>(ivc.out_port)];
    return out.vcs[static_cast<std::size_t>(ivc.out_vc)].credits > 0 && out.channel->can_send(departure);
  }

  int vcs_;
  int ejection_port_;
  bool unlimited_ejection_;
  bool transit_priority_;  // input ports from ejection_port_ on are the PE's injection ports
  int delay_;
};

std::unique_ptr<SwitchAllocator> make_switch_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                                       ArbiterKind arbiter, int ejection_port, bool unlimited_ejection,
                                                       bool transit_priority = false, int delay = 0);

}  // namespace kncube::rtl
