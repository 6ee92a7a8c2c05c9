#include "testbenches/utilities/gnuplot_runner.h"

#include <unistd.h>

#include <cstdlib>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "analytical/vocabulary/write_error.h"
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

namespace {

// Whether an image gnuplot wrote is whole: gnuplot exits 0 when its output cannot be written (a
// full disk, a file size limit) and leaves the image cut short. A PNG ends with its IEND chunk, an
// SVG with its closing tag.
bool image_complete(const std::filesystem::path& image) {
  std::ifstream in(image, std::ios::binary);
  if (!in) return false;
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  const std::streamoff tail_size = std::min<std::streamoff>(size, 64);
  std::string tail(static_cast<std::size_t>(tail_size), '\0');
  in.seekg(size - tail_size);
  in.read(tail.data(), tail_size);
  if (!in) return false;
  if (image.extension() == ".png") {
    static const char kIend[] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', '\xae', '\x42', '\x60', '\x82'};
    return tail.size() >= sizeof kIend && tail.compare(tail.size() - sizeof kIend, sizeof kIend, kIend, sizeof kIend) == 0;
  }
  return tail.find("</svg>") != std::string::npos;
}

}  // namespace

GnuplotOutcome run_gnuplot(const std::string& gnuplot, const std::string& directory, const std::string& script_name) {
  const ProcessOutcome process = run_process({{gnuplot, script_name}, directory});
  GnuplotOutcome outcome;
  outcome.ok = process.exit_code == 0;
  if (outcome.ok) {
    const std::filesystem::path stem = std::filesystem::path(directory) / std::filesystem::path(script_name).stem();
    for (const char* extension : {".png", ".svg"}) {
      const std::filesystem::path image = stem.string() + extension;
      if (image_complete(image)) continue;
      outcome.ok = false;
      outcome.incomplete_image = image.string();
      outcome.error = "gnuplot " + script_name + " exited 0 but left " + image.string() + " incomplete";
      return outcome;
    }
    return outcome;
  }
  std::string said = process.err.substr(0, process.err.find_last_not_of("\n") + 1);
  for (char& c : said)
    if (c == '\n') c = ' ';
  outcome.error = "gnuplot " + script_name + " failed (exit status " + std::to_string(process.exit_code) + ")" +
                  (said.empty() ? "" : ": " + said);
  return outcome;
}

std::vector<std::string> render_plots(const std::string& gnuplot, const std::string& folder,
                                      const std::vector<std::string>& scripts, const std::string& command,
                                      std::ostream& errors) {
  std::vector<std::string> drawn;
  for (const std::string& script : scripts) {
    const GnuplotOutcome plotted = run_gnuplot(gnuplot, folder, script);
    if (!plotted.incomplete_image.empty()) throw WriteError(plotted.incomplete_image + " (gnuplot left it incomplete)", 0);
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
