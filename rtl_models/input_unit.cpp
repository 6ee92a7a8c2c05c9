#include "rtl_models/input_unit.h"

namespace kncube::rtl {

InputVcStates InputVcStates::counted(const std::vector<InputUnit>& inputs) {
  InputVcStates states;
  for (const InputUnit& unit : inputs)
    for (const InputVc& vc : unit.vcs) {
      states.routing_ += vc.state == VcState::routing;
      states.waiting_ += vc.state == VcState::vc_alloc;
    }
  return states;
}

const char* to_string(VcState state) {
  switch (state) {
    case VcState::idle: return "idle";
    case VcState::routing: return "routing";
    case VcState::vc_alloc: return "vc_alloc";
    case VcState::active: return "active";
  }
  return "?";
}

}  // namespace kncube::rtl
