#include "rtl_models/input_vc.h"

namespace kncube::rtl {

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
