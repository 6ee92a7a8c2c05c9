#include "testbenches/testbench/simulation/memory_budget.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/network_footprint.h"

namespace kncube::simulation {

namespace {

// The program, the SystemC kernel and the run's statistics before any network exists (maximum
// resident size of `kncube run` on a 3-node ring, /usr/bin/time -f %M: 10.4 MiB), with margin.
constexpr double process_bytes = 16.0 * 1024 * 1024;
// A waiting message at a source (NetworkInterface::QueuedMessage), twice for the vector's growth.
constexpr double queued_message_bytes = 2 * 32.0;

}  // namespace

MemoryEstimate estimate_memory(const rtl::NetworkConfig& config, const RunControl& control) {
  MemoryEstimate estimate;
  estimate.network = rtl::estimated_footprint(config).total();
  // The run stops as saturated when the mean backlog passes the limit; one check interval more
  // of arrivals can join it first.
  const double nodes = static_cast<double>(config.spec.nodes());
  const double backlog = control.saturation_backlog + control.rate * static_cast<double>(control.check_interval);
  estimate.source_queues = nodes * backlog * queued_message_bytes;
  estimate.process = process_bytes;
  return estimate;
}

MemoryLimit machine_memory_limit() {
  // What can be had without swapping now (the kernel's MemAvailable): physical memory counts what
  // other processes hold, and a run that needs it all meets the OOM killer, not a bad_alloc.
  MemoryLimit limit{static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGE_SIZE)),
                    "physical memory"};
  std::ifstream meminfo("/proc/meminfo");
  for (std::string line; std::getline(meminfo, line);)
    if (line.rfind("MemAvailable:", 0) == 0) {
      const double available = std::strtod(line.c_str() + 13, nullptr) * 1024.0;  // kB
      if (available > 0 && available < limit.bytes) limit = {available, "the memory available now (MemAvailable)"};
    }
  const std::pair<int, const char*> rlimits[] = {{RLIMIT_AS, "ulimit -v"}, {RLIMIT_DATA, "ulimit -d"}};
  for (const auto& [resource, name] : rlimits) {
    rlimit value{};
    if (getrlimit(resource, &value) == 0 && value.rlim_cur != RLIM_INFINITY &&
        static_cast<double>(value.rlim_cur) < limit.bytes)
      limit = {static_cast<double>(value.rlim_cur), name};
  }
  return limit;
}

std::string memory_text(double bytes) {
  const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int unit = 0;
  while (bytes >= 1024.0 && unit < 5) {
    bytes /= 1024.0;
    ++unit;
  }
  char text[48];
  std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.3g %s", bytes, units[unit]);
  return text;
}

void check_memory(const rtl::NetworkConfig& config, const RunControl& control, int processes) {
  const MemoryLimit machine = machine_memory_limit();
  const MemoryLimit limit = control.max_memory > 0 ? MemoryLimit{std::min(control.max_memory, machine.bytes),
                                                                 control.max_memory <= machine.bytes ? "--max-memory" : machine.source}
                                                   : machine;
  const MemoryEstimate one = estimate_memory(config, control);
  const double needed = one.total() * processes;
  if (needed <= limit.bytes) return;
  const rtl::NetworkFootprint parts = rtl::estimated_footprint(config);
  std::string what = memory_text(needed);
  if (processes > 1) what += " for " + std::to_string(processes) + " processes side by side, " + memory_text(one.total()) + " each";
  throw ConfigError::stated(
      "max-memory", "the simulation needs about " + what + " (network " + memory_text(one.network) + ": buffers " +
                        memory_text(parts.buffers) + ", channels " + memory_text(parts.channels) + ", allocators " +
                        memory_text(parts.allocators) + ", routers " + memory_text(parts.nodes) + "; source queues " +
                        memory_text(one.source_queues) + "; the program, SystemC and statistics " +
                        memory_text(one.process) + "), more than the " + memory_text(limit.bytes) + " allowed by " +
                        limit.source + "; simulate a smaller network, fewer VCs or shallower buffers" +
                        (processes > 1 ? ", or fewer processes (-j)" : "") +
                        (limit.source == "--max-memory" ? ", or raise --max-memory" : ""));
}

}  // namespace kncube::simulation
