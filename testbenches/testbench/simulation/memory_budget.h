#pragma once
// Whether a simulation fits in memory, decided before anything is allocated: the network's
// footprint (rtl::estimated_footprint, checked against the heap by tests/rtl/
// test_network_footprint.cpp), the source queues up to the saturation limit, and the process
// itself, against the machine's limit (the memory available now, and `ulimit -v` / `ulimit -d`)
// or a smaller one the user gives (--max-memory). A network that cannot fit is refused with the
// estimate and the limit, instead of ending in std::bad_alloc or the kernel's OOM killer.

#include <string>

#include "rtl_models/network_config.h"
#include "testbenches/testbench/simulation/run_control.h"

namespace kncube::simulation {

struct MemoryEstimate {
  double network = 0.0;        // bytes, rtl::estimated_footprint
  double source_queues = 0.0;  // bytes, messages waiting at the sources up to the saturation limit
  double process = 0.0;        // bytes, the program, SystemC kernel and statistics

  double total() const { return network + source_queues + process; }
};

MemoryEstimate estimate_memory(const rtl::NetworkConfig& config, const RunControl& control);

struct MemoryLimit {
  double bytes = 0.0;
  std::string source;  // "--max-memory", "physical memory", "ulimit -v", "ulimit -d"
};

// The smallest of the memory available now (MemAvailable, else physical memory) and the soft
// address-space and data limits of this process.
MemoryLimit machine_memory_limit();

// Throws kncube::ConfigError (option "max-memory") when `processes` simulations of `config`
// side by side need more than the limit: `control.max_memory` when set, else the machine's.
void check_memory(const rtl::NetworkConfig& config, const RunControl& control, int processes = 1);

// "1.5 GiB", "320 MiB": bytes for people.
std::string memory_text(double bytes);

}  // namespace kncube::simulation
