#pragma once
// Finds gnuplot on PATH and renders a sweep's plot script in the sweep's folder, so that the
// script's relative output names (plot.png, plot.svg) land beside it.

#include <optional>
#include <string>

namespace kncube::sweep {

// The first executable named gnuplot in a PATH directory, if any.
std::optional<std::string> find_gnuplot();

struct GnuplotOutcome {
  bool ok = false;
  std::string error;  // one line when not ok
};

GnuplotOutcome run_gnuplot(const std::string& gnuplot, const std::string& directory, const std::string& script_name);

}  // namespace kncube::sweep
