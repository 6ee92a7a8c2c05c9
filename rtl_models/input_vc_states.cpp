#include "rtl_models/input_vc_states.h"

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

}  // namespace kncube::rtl
