#pragma once
// The input VCs' state machine as a router sees it (idle -> routing -> waiting for a VC -> active),
// with the counts that let the router skip idle stages.

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
    vc.state = state;
  }
  // A head that was waiting, VC `v` of input port `port`, holds output VC `out_vc` of `out_port`
  // (-1: the ejection port has no VCs) and may ask for the switch from cycle `ready` on.
  void activate(InputVc& vc, int port, int v, int out_port, int out_vc, Cycle ready) {
    set(vc, VcState::active);
    vc.out_port = static_cast<std::int16_t>(out_port);
    vc.out_vc = static_cast<std::int16_t>(out_vc);
    vc.ready = ready;
    // The head is still buffered: it leaves through the switch.
    if (requests_ != nullptr) requests_->start(port, v);
  }
  // The switch requests to start when a VC becomes active (the router's; none for units built
  // outside a router).
  void keep_requests(SwitchRequests* requests) { requests_ = requests; }
  int routing() const { return routing_; }  // VCs in state routing
  int waiting() const { return waiting_; }  // VCs in state vc_alloc

 private:
  int routing_ = 0;
  int waiting_ = 0;
  SwitchRequests* requests_ = nullptr;
};

}  // namespace kncube::rtl
