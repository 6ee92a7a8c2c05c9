#pragma once
// What a simulation run reports.

#include <cstdint>
#include <string>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::simulation {

enum class Verdict { ok, saturated };
inline const char* to_string(Verdict v) { return v == Verdict::ok ? "ok" : "saturated"; }

struct MeasuredValue {
  double mean = 0.0;  // cycles
  double ci95 = 0.0;  // half-width of the 95% confidence interval (batch means), cycles
};

struct ClassResult {
  std::string name;
  std::int64_t messages = 0;
  MeasuredValue latency;
  MeasuredValue network_latency;
};

struct RunResult {
  Verdict verdict = Verdict::ok;
  std::string reason;             // why saturated
  rtl::Cycle cycles = 0;          // simulated
  std::int64_t messages = 0;      // measured messages delivered
  MeasuredValue latency;          // generation to tail delivered
  MeasuredValue network_latency;  // head injected to tail delivered
  MeasuredValue source_wait;      // generation to head injected
  double hops = 0.0;              // mean channels crossed per measured message
  double offered_flits = 0.0;     // flits/node/cycle generated in the measurement window
  double accepted_flits = 0.0;    // flits/node/cycle delivered in the measurement window
  double offered_messages = 0.0;  // messages/node/cycle
  double accepted_messages = 0.0;
  std::vector<ClassResult> classes;
  double cpu_seconds = 0.0;
  std::int64_t flit_hops = 0;     // every delivered flit times the hops it travelled
};

}  // namespace kncube::simulation
