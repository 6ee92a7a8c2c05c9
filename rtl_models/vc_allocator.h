#pragma once
// The VC allocator: the router stage that gives each head waiting in state vc_alloc an output VC
// from its route candidates (a free adaptive VC if there is one, else a deterministic one), at
// most one input VC per output VC and one output VC per input VC each cycle. Heads routed to the
// ejection port need no VC and become active at once. Losers, and heads that found nothing free,
// try again next cycle with the then-current VC state. Two policies (AllocatorKind): separable
// input-first and iSLIP.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/bounded_list.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/input_vc_states.h"
#include "rtl_models/output_unit.h"
#include "rtl_models/random.h"
#include "rtl_models/router_config.h"
#include "rtl_models/routing_function.h"

namespace kncube::rtl {

class VcAllocator {
 public:
  struct Grant {
    std::uint16_t input;   // input port * vcs + vc
    std::uint16_t output;  // output port * vcs + vc
  };

  virtual ~VcAllocator() = default;
  // Grants output VCs to input VCs in state vc_alloc whose stage is ready, through `states` (the
  // owner of the input VCs' states, whose count of waiting VCs ends the scan once all were seen);
  // granted VCs become active `delay` cycles later. Returns the number of input VCs made active
  // (ejections included).
  virtual int allocate(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs,
                       std::vector<OutputUnit>& outputs, InputVcStates& states, Random& random) = 0;
  // The grants of the last allocate() call (ejections excluded), for tracing.
  const BoundedList<Grant>& last_grants() const { return grants_; }

 protected:
  VcAllocator(int vcs, InjectionLimit limit, bool transit_priority)
      : vcs_(vcs), limit_(limit), transit_priority_(transit_priority) {}
  // Whether the head at input `port` may ask for a VC now: always, but for a message still at its
  // source router under an injection limit. Input ports from `first_injection_port` on come from the PE.
  bool admitted(int port, int first_injection_port, const RouteCandidates& route, const std::vector<OutputUnit>& outputs) const {
    return limit_ == InjectionLimit::none || port < first_injection_port || at_least_one(route, outputs);
  }
  // Visits the input VCs that may ask for a VC now, visit(port, vc, input VC), in port order: a
  // head bound for the PE is made active here instead (no VC to allocate on an unlimited
  // ejection port). Returns the ejections.
  template <class Visit>
  int for_each_waiting(Cycle now, int delay, int ejection_port, std::vector<InputUnit>& inputs, InputVcStates& states,
                       Visit&& visit) {
    int ejections = 0;
    states.for_each_in(VcState::vc_alloc, inputs, [&](int p, int v, InputVc& ivc) {
      if (ivc.ready > now) return;
      if (ivc.route.eject) {
        // A head bound for an unlimited ejection port needs no VC: active at once.
        states.activate(ivc, p, v, ejection_port, -1, now + delay);
        ++ejections;
      } else {
        visit(p, v, ivc);
      }
    });
    return ejections;
  }
  // Records the grant of output VC `output` to input VC `input` in both units.
  void commit(int input, int output, Cycle now, int delay, std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs,
              InputVcStates& states) {
    const int out_port = output / vcs_;
    const int out_vc = output % vcs_;
    outputs[static_cast<std::size_t>(out_port)].vcs[static_cast<std::size_t>(out_vc)].allocate_to(input / vcs_, input % vcs_);
    const int in_port = input / vcs_;
    const int in_vc = input % vcs_;
    states.activate(inputs[static_cast<std::size_t>(in_port)].vcs[static_cast<std::size_t>(in_vc)], in_port, in_vc,
                    out_port, out_vc, now + delay);
    grants_.push_back(Grant{static_cast<std::uint16_t>(input), static_cast<std::uint16_t>(output)});
  }

  int vcs_;
  InjectionLimit limit_;
  bool transit_priority_;
  BoundedList<Grant> grants_;  // sized by the allocators: one per input VC at most

 private:
  bool at_least_one(const RouteCandidates& route, const std::vector<OutputUnit>& outputs) const;
};

std::unique_ptr<VcAllocator> make_vc_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                               ArbiterKind arbiter, const RoutingFunction& routing,
                                               InjectionLimit limit = InjectionLimit::none, bool transit_priority = false);

}  // namespace kncube::rtl
