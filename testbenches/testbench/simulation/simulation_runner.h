#pragma once
// Runs one simulation: elaborates the network in a fresh SystemC context, runs warm-up,
// measurement and drain in chunks of cycles, and stops with a verdict: ok, or saturated (source
// queues growing without bound, accepted load falling behind offered, or measured messages not
// draining in bounded time). A network in which no flit moves while flits are in flight throws
// DeadlockError with the chain of waiting VCs; a delivery that breaks the scoreboard throws
// rtl::DeliveryError.

#include <functional>
#include <stdexcept>
#include <vector>

#include "rtl_models/circuit/circuit_network.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/network.h"
#include "rtl_models/network_config.h"
#include "testbenches/testbench/simulation/run_control.h"
#include "testbenches/testbench/simulation/run_result.h"

namespace kncube::simulation {

class DeadlockError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Optional additions to a run: more observers of messages; a callback that builds SystemC
// modules (reference monitors) in the run's fresh SystemC context and returns the observers among
// them; a callback after elaboration (tracing; on_circuit_elaborated with circuit switching); and
// one at every check (progress reports).
struct RunHooks {
  std::vector<rtl::MessageObserver*> observers;
  std::function<std::vector<rtl::MessageObserver*>()> make_modules;
  std::function<void(rtl::Network&)> on_elaborated;
  std::function<void(rtl::CircuitNetwork&)> on_circuit_elaborated;
  std::function<void(rtl::Cycle, const stats::RunStatistics&)> on_check;
};

RunResult run_simulation(const rtl::NetworkConfig& config, const RunControl& control, const RunHooks& hooks = {});

}  // namespace kncube::simulation
