#pragma once
// A small reader for the VCD files SystemC writes, enough to check traces: the full dotted name
// of every variable (without the top "SystemC" scope) and each variable's value changes in time
// order, values read as signed integers of the variable's width.

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace kncube::traces::testing {

struct VcdVariable {
  int width = 1;
  std::vector<std::pair<std::int64_t, std::int64_t>> changes;  // (time in timescale units, value)

  // The value at `time` (the last change at or before it); `none` before the first change.
  std::int64_t value_at(std::int64_t time, std::int64_t none = -1) const;
};

struct VcdFile {
  std::string timescale;                     // e.g. "100 ps"
  std::map<std::string, VcdVariable> variables;  // by name, e.g. "r5.out_xp.link.msg"
  std::int64_t last_time = 0;

  bool has(const std::string& name) const { return variables.count(name) > 0; }
  const VcdVariable& at(const std::string& name) const { return variables.at(name); }
};

// Throws std::runtime_error if the file cannot be read or is malformed.
VcdFile read_vcd(const std::string& path);

// The file without its $date and $version sections (they change with every run and build).
std::string vcd_without_date_and_version(const std::string& path);

}  // namespace kncube::traces::testing
