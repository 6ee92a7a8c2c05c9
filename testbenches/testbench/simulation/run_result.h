#pragma once
// What a simulation run reports.

#include <cstdint>
#include <optional>
#include <string>

#include "rtl_models/circuit/circuit_counters.h"
#include "rtl_models/flit.h"
#include "testbenches/testbench/simulation/measurement.h"

namespace kncube::simulation {

enum class Verdict { ok, saturated };
inline const char* to_string(Verdict v) { return v == Verdict::ok ? "ok" : "saturated"; }

// The run's measurement plus how the run went.
struct RunResult : Measurement {
  Verdict verdict = Verdict::ok;
  std::string reason;          // why saturated
  rtl::Cycle cycles = 0;       // simulated
  double cpu_seconds = 0.0;
  std::int64_t flit_hops = 0;  // every delivered flit times the hops it travelled
  // Circuit switching: what the control plane did for the measured messages (and busy VCs over the
  // measurement window's cycles), comparable with the model's intermediates.
  std::optional<rtl::CircuitCounters> circuit;
};

}  // namespace kncube::simulation
