#include "testbenches/utilities/gnuplot_runner.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

std::optional<std::string> find_gnuplot() {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return std::nullopt;
  std::istringstream directories(path);
  for (std::string directory; std::getline(directories, directory, ':');) {
    if (directory.empty()) directory = ".";
    const std::string candidate = directory + "/gnuplot";
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return std::nullopt;
}

GnuplotOutcome run_gnuplot(const std::string& gnuplot, const std::string& directory, const std::string& script_name) {
  const ProcessOutcome process = run_process({{gnuplot, script_name}, directory});
  GnuplotOutcome outcome;
  outcome.ok = process.exit_code == 0;
  if (!outcome.ok) {
    std::string said = process.err.substr(0, process.err.find_last_not_of("\n") + 1);
    for (char& c : said)
      if (c == '\n') c = ' ';
    outcome.error = "gnuplot " + script_name + " failed (exit status " + std::to_string(process.exit_code) + ")" +
                    (said.empty() ? "" : ": " + said);
  }
  return outcome;
}

std::vector<std::string> render_plots(const std::string& gnuplot, const std::string& folder,
                                      const std::vector<std::string>& scripts, const std::string& command,
                                      std::ostream& errors) {
  std::vector<std::string> drawn;
  for (const std::string& script : scripts) {
    const GnuplotOutcome plotted = run_gnuplot(gnuplot, folder, script);
    if (!plotted.ok) {
      errors << command << ": " << plotted.error << '\n';
      continue;
    }
    const std::string stem = (std::filesystem::path(folder) / std::filesystem::path(script).stem()).string();
    drawn.push_back(stem + ".png");
    drawn.push_back(stem + ".svg");
  }
  return drawn;
}

}  // namespace kncube::sweep
