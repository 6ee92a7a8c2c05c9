#include "traces/vcd_file.h"

#include <cerrno>
#include <cstdio>
#include <stdexcept>

namespace kncube::traces {

namespace {

constexpr const char* kVcdSuffix = ".vcd";

std::string without_vcd_suffix(const std::string& path) {
  const std::string suffix = kVcdSuffix;
  if (path.size() <= suffix.size() || path.compare(path.size() - suffix.size(), suffix.size(), suffix) != 0)
    throw std::invalid_argument("trace file name must end in .vcd: " + path);
  return path.substr(0, path.size() - suffix.size());
}

}  // namespace

sc_core::sc_trace_file* open_vcd_file(const std::string& vcd_path, sc_core::sc_time clock_period) {
  sc_core::sc_report_handler::set_actions("tracing timescale unit set", sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
  // SystemC appends ".vcd" itself.
  sc_core::sc_trace_file* file = sc_core::sc_create_vcd_trace_file(without_vcd_suffix(vcd_path).c_str());
  // Cycle c is at c x period.
  file->set_time_unit(clock_period.to_seconds() / 10.0 * 1e12, sc_core::SC_PS);
  return file;
}

int close_vcd_file(sc_core::sc_trace_file* file) {
  std::fflush(stdout);  // the report's own stream: its failures are the report's (exit 5 there)
  errno = 0;
  const int failure = std::fflush(nullptr) == 0 ? 0 : (errno != 0 ? errno : EIO);
  sc_core::sc_close_vcd_trace_file(file);
  return failure;
}

}  // namespace kncube::traces
