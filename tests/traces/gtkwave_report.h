#pragma once
// GTKWave itself, headless under Xvfb, opening a VCD and its save file with gtkwave_check.tcl,
// which writes what GTKWave loaded as "key values..." lines: shared by the tests that open
// kncube's traces in it.

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "kncube_subprocess.h"

namespace kncube::traces::testing {

using GtkwaveReport = std::map<std::string, std::vector<std::string>>;

inline bool installed(const std::string& tool) { return run_shell("command -v " + tool + " >/dev/null 2>&1") == 0; }

// Runs GTKWave in `directory` on `vcd` and `gtkw` (names inside it) with the check script, its
// output in directory/gtkwave.log; returns the shell's exit status (0: GTKWave quit by itself).
inline int run_gtkwave_check(const std::string& directory, const std::string& vcd, const std::string& gtkw,
                             const std::string& report_path) {
  return run_shell("cd " + directory + " && KNCUBE_GTKWAVE_REPORT=" + report_path +
                   " timeout 120 xvfb-run -a -s '-screen 0 1600x1000x24' gtkwave -S " KNCUBE_SOURCE_DIR
                   "/tests/traces/gtkwave_check.tcl " + vcd + " " + gtkw + " > gtkwave.log 2>&1");
}

inline GtkwaveReport read_gtkwave_report(const std::string& path) {
  GtkwaveReport report;
  for (const std::string& line : lines_of(file_content(path))) {
    std::istringstream in(line);
    std::string key;
    in >> key;
    std::vector<std::string>& values = report[key];
    for (std::string word; in >> word;) values.push_back(word);
  }
  return report;
}

}  // namespace kncube::traces::testing
