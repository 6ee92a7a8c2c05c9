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
#include "rtl_models/switch_allocator_scratch.h"
#include "rtl_models/switch_requests.h"

namespace kncube::rtl {

class SwitchAllocator {
 public:
  virtual ~SwitchAllocator() = default;
  // Fills `grants` (cleared first) for cycle `now` from the VCs `requests` says ask: a VC may go
  // when its stage is ready, its output VC has a credit and its output port's bit is set in
  // `open_outputs` (its link takes a flit departing at now + this stage's delay + the crossbar's;
  // always set for the ejection port).
  virtual void allocate(Cycle now, const SwitchRequests& requests, std::uint64_t open_outputs,
                        const std::vector<InputUnit>& inputs, SwitchGrants& grants) = 0;
  // The same for units built outside a router, whose request and credit masks are set here from
  // their states, buffers and credits (SwitchRequests::scanned) and whose links are asked here,
  // and a switch whose stages take no time.
  void allocate(Cycle now, std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs,
                SwitchGrants& grants) {
    std::uint64_t open = 0;
    for (std::size_t p = 0; p < outputs.size(); ++p)
      open |= std::uint64_t{outputs[p].channel == nullptr || outputs[p].channel->can_send(now + delay_)} << p;
    allocate(now, SwitchRequests::scanned(inputs, outputs, ejection_port_), open, inputs, grants);
  }
  // SA: cycles from switch allocation to switch traversal.
  int delay() const { return delay_; }

 protected:
  // `scratch`: shared with other allocators that never run at the same time (a network's routers),
  // or nullptr for one of its own.
  SwitchAllocator(int input_ports, int output_ports, int vcs, int ejection_port, bool unlimited_ejection,
                  bool transit_priority, int delay, SwitchAllocatorScratch* scratch)
      : scratch_(scratch), vcs_(vcs), ejection_port_(ejection_port), delay_(delay),
        unlimited_ejection_(unlimited_ejection), transit_priority_(transit_priority) {
    if (scratch_ == nullptr) {
      own_scratch_ = std::make_unique<SwitchAllocatorScratch>();
      scratch_ = own_scratch_.get();
    }
    scratch_->fit(input_ports, output_ports, vcs);
  }
  // Bit v: VC v of input `port` asks and may go now. Without a branch per VC: which VCs can go
  // follows the traffic, and as branches these tests were the 8x8 benchmark's largest source of
  // mispredictions (cachegrind --branch-sim=yes). An unlimited ejection port's VC is -1: bit 63 of
  // its all-set credit mask.
  std::uint64_t ready_vcs(int port, Cycle now, const SwitchRequests& requests, std::uint64_t open_outputs,
                          const std::vector<InputUnit>& inputs) const {
    // Every link open and every VC made active past its stage: the kept masks say it.
    if (open_outputs == ~std::uint64_t{0} && now >= requests.activated_ready())
      return requests.vcs(port) & ~requests.uncredited(port);
    const InputVc* const vcs = inputs[static_cast<std::size_t>(port)].vcs.data();
    std::uint64_t ready = 0;
    for (std::uint64_t asking = requests.vcs(port); asking != 0; asking &= asking - 1) {
      const int v = __builtin_ctzll(asking);
      const InputVc& ivc = vcs[v];
      const bool go = (ivc.ready <= now) & static_cast<bool>((open_outputs >> ivc.out_port) & 1) &
                      requests.has_credit(ivc.out_port, ivc.out_vc);
      ready |= std::uint64_t{go} << v;
    }
    return ready;
  }

  // An allocator's fields and its arbiter banks fit two cache lines, three for iSLIP's three banks
  // (the classes are aligned to one): on a 1 024-node network every line an allocation reads is a miss.
  SwitchAllocatorScratch* scratch_;
  int vcs_;
  int ejection_port_;
  int delay_;
  bool unlimited_ejection_;
  bool transit_priority_;  // input ports from ejection_port_ on are the PE's injection ports

 private:
  std::unique_ptr<SwitchAllocatorScratch> own_scratch_;  // when not given one to share
};

std::unique_ptr<SwitchAllocator> make_switch_allocator(AllocatorKind kind, int input_ports, int output_ports, int vcs,
                                                       ArbiterKind arbiter, int ejection_port, bool unlimited_ejection,
                                                       bool transit_priority = false, int delay = 0,
                                                       SwitchAllocatorScratch* scratch = nullptr);

}  // namespace kncube::rtl
