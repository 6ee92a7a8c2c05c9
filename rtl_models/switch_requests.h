#pragma once
// Which input VCs ask the switch allocator for the crossbar, and which output VCs have a credit,
// kept as bit masks up to date as they change instead of found by visiting every VC every cycle.
// An input VC asks while it is active (it holds an output VC or is bound for the ejection port)
// and has a flit buffered; it may then go when its stage is ready, its output VC has a credit and
// its output link takes a flit (SwitchAllocator::ready_vcs).
//
// The router keeps one up to date: InputVcStates starts a VC's requests when the VC allocator
// makes it active, the router's receive and traversal stages when its buffer fills or empties
// and when credits come and go. Visiting every VC of every occupied port instead, with its state,
// readiness, buffer and output VC's credits read through three pointers, was the largest item of
// the 8x8 benchmark (a quarter of its instructions at load 0.3).
//
// The masks live in the units (InputUnit::requesting, OutputUnit::credited), in the cache line
// the allocator and the stages load anyway for the unit's VCs; this object adds the mask of input
// ports with a VC asking and points at a router's unit arrays, which never move once built.

#include <cstdint>
#include <vector>

#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"

namespace kncube::rtl {

class SwitchRequests {
 public:
  SwitchRequests() = default;
  // Over `inputs` and `outputs`, which must not be resized while this object is used: no VC
  // asking and no credits yet, but every credit bit of `ejection_port`, whose VCs never wait for
  // one (the PE takes every flit it is sent).
  SwitchRequests(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs, int ejection_port);
  // Sets the units' masks from their states, buffers and credits, and returns the requests over
  // them: for units built outside a router.
  static SwitchRequests scanned(std::vector<InputUnit>& inputs, std::vector<OutputUnit>& outputs, int ejection_port);

  // Input VC `vc` of `port` was made active: it holds output VC `out_vc` of `out_port` (-1 on an
  // unlimited ejection port) and may ask from cycle `ready` on; it asks from now on (its head is
  // buffered).
  void activate(int port, int vc, int out_port, int out_vc, Cycle ready) {
    InputUnit& unit = inputs_[port];
    const std::uint32_t bit = std::uint32_t{1} << vc;
    unit.uncredited = (unit.uncredited & ~bit) | (std::uint32_t{!has_credit(out_port, out_vc)} << vc);
    if (ready > activated_ready_) activated_ready_ = ready;
    start(port, vc);
  }
  // Input VC `vc` of `port` asks from now on: active with a flit buffered.
  void start(int port, int vc) {
    inputs_[port].requesting |= std::uint32_t{1} << vc;
    ports_ |= std::uint64_t{1} << port;
  }
  // ... no longer: its buffer emptied or its tail left.
  void stop(int port, int vc) {
    std::uint32_t& requesting = inputs_[port].requesting;
    requesting &= ~(std::uint32_t{1} << vc);
    ports_ &= ~(std::uint64_t{requesting == 0} << port);
  }
  // Output VC `vc` of `port` has `credits` credits now.
  void set_credits(int port, int vc, int credits) {
    std::uint64_t& credited = outputs_[port].credited;
    credited = (credited & ~(std::uint64_t{1} << vc)) | (std::uint64_t{credits > 0} << vc);
  }
  // The same for the two changes of a cycle: a credit came back to output VC `out` (`vc` of
  // `port`), whose holder, if any, has one now (a VC draining after its tail left has no holder
  // any more: its owner's input VC may hold another output VC by now); or input VC `in_vc` of
  // `in_port` spent one of its output VC's, leaving `left`.
  void credit_returned(int port, int vc, const OutputVc& out) {
    outputs_[port].credited |= std::uint64_t{1} << vc;
    if (out.owner_port >= 0 && !out.draining) inputs_[out.owner_port].uncredited &= ~(std::uint32_t{1} << out.owner_vc);
  }
  void credit_spent(int port, int vc, int left, int in_port, int in_vc) {
    outputs_[port].credited &= ~(std::uint64_t{left == 0} << vc);
    inputs_[in_port].uncredited |= std::uint32_t{left == 0} << in_vc;
  }

  // Bit p: input port p has a VC asking.
  std::uint64_t ports() const { return ports_; }
  // Bit v: VC v of input port `port` asks.
  std::uint64_t vcs(int port) const { return inputs_[port].requesting; }
  // Bit v: VC v of input port `port` holds an output VC without a credit (valid for the VCs asking).
  std::uint64_t uncredited(int port) const { return inputs_[port].uncredited; }
  // The latest cycle from which a VC made active in this router may use the switch: from it on,
  // every asking VC's stage is ready.
  Cycle activated_ready() const { return activated_ready_; }
  // Bit v: output VC v of `port` has a credit (every bit for the ejection port, whose VCs are
  // numbered -1 on an unlimited one: ask for bit `vc & 63`).
  std::uint64_t credited(int port) const { return outputs_[port].credited; }
  // Output VC `vc` of `port` has a credit (always, for an unlimited ejection port's VC -1).
  bool has_credit(int port, int vc) const { return (outputs_[port].credited >> (vc & 63)) & 1; }

 private:
  InputUnit* inputs_ = nullptr;
  OutputUnit* outputs_ = nullptr;
  std::uint64_t ports_ = 0;
  Cycle activated_ready_ = 0;
};

}  // namespace kncube::rtl
