#pragma once
// How enumerations appear in the VCD: small integers, -1 for "none". The save file makes GTKWave
// show them by name through translate filter files (translate_filters.h).
//   flit kind: 0 head, 1 body, 2 tail, 3 head_tail (a one-flit message)
//   VC state:  0 idle, 1 routing, 2 vc_alloc (waiting for an output VC), 3 active
//   ports:     TopologyGraph's numbering, e.g. 0 xp, 1 xm, 2 yp, 3 ym, 4 pe for a bidirectional 2-cube

#include <cstdint>

#include "rtl_models/flit.h"
#include "rtl_models/input_unit.h"

namespace kncube::traces {

constexpr std::int16_t kNone = -1;

inline std::int16_t kind_code(rtl::FlitKind kind) { return static_cast<std::int16_t>(kind); }
inline std::int16_t state_code(rtl::VcState state) { return static_cast<std::int16_t>(state); }

// Names in the same order as the codes, for legends and the hop log.
inline const char* kind_name(rtl::FlitKind kind) {
  switch (kind) {
    case rtl::FlitKind::head: return "head";
    case rtl::FlitKind::body: return "body";
    case rtl::FlitKind::tail: return "tail";
    case rtl::FlitKind::head_tail: return "head_tail";
  }
  return "?";
}

static_assert(static_cast<int>(rtl::FlitKind::head) == 0 && static_cast<int>(rtl::FlitKind::head_tail) == 3,
              "the documented kind codes follow FlitKind's order");
static_assert(static_cast<int>(rtl::VcState::idle) == 0 && static_cast<int>(rtl::VcState::active) == 3,
              "the documented state codes follow VcState's order");

}  // namespace kncube::traces
