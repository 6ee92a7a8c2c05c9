// The example config files in testbenches/application/examples/ are run as their comments say:
// every "# test: <subcommand> [options]" line runs `kncube <subcommand> --config FILE [options]`
// (the options shorten the run; the file is read whole, every section the subcommand reads) and
// must succeed. A file without a test line fails, so a new example cannot go untested.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::vector<std::string>> test_lines(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::vector<std::string>> commands;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("# test: ", 0) != 0) continue;
    std::istringstream words(line.substr(8));
    std::vector<std::string> args;
    for (std::string word; words >> word;) args.push_back(word);
    commands.push_back(args);
  }
  return commands;
}

TEST(ExampleConfigs, EveryExampleRunsAsItsCommentsSay) {
  const fs::path folder = fs::path(KNCUBE_SOURCE_DIR) / "testbenches/application/examples";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".ini") continue;
    ++files;
    const auto commands = test_lines(entry.path());
    EXPECT_FALSE(commands.empty()) << entry.path() << " has no '# test:' line";
    for (auto args : commands) {
      const std::string subcommand = args.front();
      args.insert(args.begin() + 1, {"--config", entry.path().string()});
      const fs::path output = fs::temp_directory_path() / ("kncube-example-" + entry.path().stem().string() + "-" + subcommand);
      fs::remove_all(output);
      if (subcommand == "sweep" || subcommand == "compare") args.insert(args.end(), {"--output", output.string()});
      const ProcessResult result = run_kncube(args);
      std::string command = "kncube";
      for (const auto& arg : args) command += " " + arg;
      EXPECT_EQ(result.exit_code, 0) << command << "\n" << result.err;
      EXPECT_FALSE(result.out.empty()) << command;
      fs::remove_all(output);
    }
  }
  EXPECT_GE(files, 5);
}

}  // namespace
}  // namespace kncube::cli::testing
