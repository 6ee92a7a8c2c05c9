#pragma once
// The input VCs' state machine as a router sees it (idle -> routing -> waiting for a VC -> active),
// with the counts that let the router skip idle stages.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rtl_models/input_unit.h"
#include "rtl_models/switch_requests.h"

namespace kncube::rtl {

// The one place where the input VCs of a router change state: the router's stages and its VC
// allocator all go through it, so the counts of VCs routing and waiting for a VC, which let the
// router skip idle stages and end its scans early, are exact whoever made the change.
class InputVcStates {
 public:
  // Counts the states of `inputs` as they are (for units built outside a router).
  static InputVcStates counted(const std::vector<InputUnit>& inputs);

  void set(InputVc& vc, VcState state) {
    routing_ += (state == VcState::routing) - (vc.state == VcState::routing);
    waiting_ += (state == VcState::vc_alloc) - (vc.state == VcState::vc_alloc);
    if (first_ != nullptr) {
      const std::uint64_t bit = std::uint64_t{1} << (&vc - first_);
      routing_vcs_ = state == VcState::routing ? routing_vcs_ | bit : routing_vcs_ & ~bit;
      waiting_vcs_ = state == VcState::vc_alloc ? waiting_vcs_ | bit : waiting_vcs_ & ~bit;
    }
    vc.state = state;
  }
  // Keeps, besides the counts, which VCs route and wait, as bits of masks over the router's
  // input VCs `first[0..count)` (port by port, VC by VC; all in state idle), when they fit in 64
  // bits, so that for_each_in() visits those VCs instead of scanning every VC's state, each on a
  // line of its own.
  void track(const InputVc* first, std::size_t count) {
    if (count <= 64) first_ = first;
  }
  bool tracked() const { return first_ != nullptr; }
  // Bit i: input VC i (port * vcs + vc) in state routing / vc_alloc (tracked() only).
  std::uint64_t routing_vcs() const { return routing_vcs_; }
  std::uint64_t waiting_vcs() const { return waiting_vcs_; }
  // Calls visit(port, vc, input VC) for every VC of `inputs` in `state` (routing or vc_alloc) as
  // the call begins, in port order then VC order; a visit may move its own VC to another state.
  // Through the masks when tracked, else by a scan that ends once every such VC has been seen.
  template <class Visit>
  void for_each_in(VcState state, std::vector<InputUnit>& inputs, Visit&& visit) const {
    if (tracked()) {
      const int vcs = static_cast<int>(inputs.front().vcs.size());
      for (std::uint64_t in = state == VcState::routing ? routing_vcs_ : waiting_vcs_; in != 0; in &= in - 1) {
        const int i = __builtin_ctzll(in);
        const int p = i / vcs;
        const int v = i - p * vcs;
        visit(p, v, inputs[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)]);
      }
      return;
    }
    int left = state == VcState::routing ? routing_ : waiting_;
    for (std::size_t p = 0; p < inputs.size() && left > 0; ++p) {
      auto& vcs = inputs[p].vcs;
      for (std::size_t v = 0; v < vcs.size(); ++v) {
        if (vcs[v].state != state) continue;
        --left;
        visit(static_cast<int>(p), static_cast<int>(v), vcs[v]);
      }
    }
  }
  // A head that was waiting, VC `v` of input port `port`, holds output VC `out_vc` of `out_port`
  // (-1: the ejection port has no VCs) and may ask for the switch from cycle `ready` on.
  void activate(InputVc& vc, int port, int v, int out_port, int out_vc, Cycle ready) {
    set(vc, VcState::active);
    vc.out_port = static_cast<std::int16_t>(out_port);
    vc.out_vc = static_cast<std::int16_t>(out_vc);
    vc.ready = ready;
    // The head is still buffered: it leaves through the switch.
    if (requests_ != nullptr) requests_->activate(port, v, out_port, out_vc, ready);
  }
  // The switch requests to start when a VC becomes active (the router's; none for units built
  // outside a router).
  void keep_requests(SwitchRequests* requests) { requests_ = requests; }
  int routing() const { return routing_; }  // VCs in state routing
  int waiting() const { return waiting_; }  // VCs in state vc_alloc

 private:
  int routing_ = 0;
  int waiting_ = 0;
  const InputVc* first_ = nullptr;  // tracked: the router's input VCs
  std::uint64_t routing_vcs_ = 0;
  std::uint64_t waiting_vcs_ = 0;
  SwitchRequests* requests_ = nullptr;
};

}  // namespace kncube::rtl
