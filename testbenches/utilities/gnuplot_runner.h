#pragma once
// Finds gnuplot on PATH and renders a sweep's plot script in the sweep's folder, so that the
// script's relative output names (plot.png, plot.svg) land beside it.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kncube::sweep {

// The first executable named gnuplot in a PATH directory, if any.
std::optional<std::string> find_gnuplot();

struct GnuplotOutcome {
  bool ok = false;
  std::string error;             // one line when not ok
  std::string incomplete_image;  // not ok because this image was cut short: a failed write
};

// Runs gnuplot on DIRECTORY/NAME.gp, which draws NAME.png and NAME.svg there; ok when gnuplot exits 0
// and both images are whole.
GnuplotOutcome run_gnuplot(const std::string& gnuplot, const std::string& directory, const std::string& script_name);

// Renders each script NAME.gp of `folder` with `gnuplot`, in order; returns the images it drew
// (FOLDER/NAME.png and FOLDER/NAME.svg each). A script gnuplot fails on is reported on `errors` as
// "<command>: <gnuplot's error>" and skipped: the other plots and outputs still count. An image
// gnuplot could not write whole throws kncube::WriteError (exit 5), as any other output would.
std::vector<std::string> render_plots(const std::string& gnuplot, const std::string& folder,
                                      const std::vector<std::string>& scripts, const std::string& command,
                                      std::ostream& errors);

}  // namespace kncube::sweep
