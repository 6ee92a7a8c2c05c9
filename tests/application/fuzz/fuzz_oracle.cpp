#include "application/fuzz/fuzz_oracle.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <typeinfo>

#include "analytical/catalog/model_catalog.h"
#include "analytical/vocabulary/config_error.h"
#include "testbenches/application/compare/compare_command_config.h"
#include "testbenches/application/model/model_command_config.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/run/run_command_config.h"
#include "testbenches/application/sweep/sweep_command_config.h"
#include "testbenches/application/sweep/sweep_options.h"

namespace kncube::cli::testing {

namespace {

// A simulation the test can afford: a small network, short stages, a hard cycle limit.
bool small_and_short(const SimulationSettings& s) {
  const rtl::NetworkConfig& n = s.network;
  const rtl::PipelineDelays& d = n.router.delays;
  const bool short_links = std::all_of(n.links.wire_delay.begin(), n.links.wire_delay.end(), [](int w) { return w <= 32; });
  return n.spec.nodes() <= 512 && n.spec.vcs <= 8 && n.spec.message_length <= 64 && n.router.buffer_depth <= 64 && short_links &&
         d.router_latency() + d.credit <= 64 && n.router.injection_latency <= 32 && n.router.ejection_latency <= 32 &&
         n.links.mu <= 8 && n.links.switch_time <= 8 && s.control.max_cycles >= 1 && s.control.max_cycles <= 40000;
}

ParseOutcome read_case(const std::string& command, const std::vector<std::string>& args) {
  ParseOutcome outcome;
  outcome.verdict = ParseVerdict::accepted;
  const analytical::ModelCatalog catalog;
  if (command == "model") {
    OptionTable table = model_command_options(catalog);
    const auto values = table.parse(args);
    if (read_general_options(values).help) return {ParseVerdict::help, "", false};
    const ModelCommandConfig config = table.read_located([&] { return read_model_command_config(values, catalog); });
    outcome.cheap_to_run = config.spec.nodes() <= (std::int64_t{1} << 20) && config.rates.rates.size() <= 50;
  } else if (command == "run") {
    OptionTable table = run_command_options(catalog);
    const auto values = table.parse(args);
    if (read_general_options(values).help) return {ParseVerdict::help, "", false};
    const RunCommandConfig config = table.read_located([&] { return read_run_command_config(values, catalog); });
    outcome.cheap_to_run = small_and_short(config);
  } else if (command == "sweep") {
    OptionTable table = sweep_command_options(catalog);
    const auto values = table.parse(expand_jobs_shorthand(args));
    if (read_general_options(values).help) return {ParseVerdict::help, "", false};
    const SweepCommandConfig config = table.read_located([&] { return read_sweep_command_config(values, catalog); });
    outcome.cheap_to_run = small_and_short(config) && !config.rates.automatic() && config.rates.rates.size() <= 3 &&
                           config.sweep.replications <= 2 && config.sweep.jobs <= 2;
  } else {
    OptionTable table = compare_command_options();
    const auto values = table.parse(expand_jobs_shorthand(args));
    if (read_general_options(values).help) return {ParseVerdict::help, "", false};
    const CompareCommandConfig config = table.read_located([&] { return read_compare_command_config(values); });
    const auto& nodes = config.comparison.nodes;
    outcome.cheap_to_run = !config.simulation.simulate && nodes.size() <= 3 &&
                           std::all_of(nodes.begin(), nodes.end(), [](std::int64_t n) { return n <= 4096; }) &&
                           config.comparison.automatic_points <= 30;
  }
  return outcome;
}

bool contains(const std::string& text, const std::string& part) { return !part.empty() && text.find(part) != std::string::npos; }

}  // namespace

ParseOutcome parse_in_process(const std::string& command, const std::vector<std::string>& args, const std::string& directory) {
  // Back to the test's working directory however the reading ends.
  struct WorkingDirectory {
    std::filesystem::path previous = std::filesystem::current_path();
    explicit WorkingDirectory(const std::string& to) { std::filesystem::current_path(to); }
    ~WorkingDirectory() {
      std::error_code ignored;
      std::filesystem::current_path(previous, ignored);
    }
  } in_directory(directory);
  try {
    return read_case(command, args);
  } catch (const UsageError& error) {
    return {ParseVerdict::refused, error.what(), false};
  } catch (const ConfigError& error) {
    return {ParseVerdict::refused, error.what(), false};
  } catch (const std::exception& error) {
    return {ParseVerdict::failed, std::string(typeid(error).name()) + ": " + error.what(), false};
  } catch (...) {
    return {ParseVerdict::failed, "an exception that is not a std::exception", false};
  }
}

std::string refusal_problem(const std::string& message, const std::vector<std::string>& args,
                            const std::vector<OptionInfo>& options) {
  if (message.empty()) return "the refusal is empty";
  for (const OptionInfo& option : options)
    if (contains(message, "--" + option.name)) return "";
  // An unknown option or a stray word is named as given.
  for (const std::string& arg : args) {
    const std::string name = arg.substr(0, arg.find('='));
    if (!name.empty() && contains(message, name) &&
        std::none_of(options.begin(), options.end(), [&](const OptionInfo& o) { return "--" + o.name == name; }))
      return "";
  }
  return "the refusal names no option: " + message;
}

std::string process_problem(const ProcessResult& result, const std::vector<std::string>& args,
                            const std::vector<OptionInfo>& options, const ParseOutcome& in_process) {
  const std::vector<std::string> lines = lines_of(result.err);
  switch (result.exit_code) {
    case 0:
    case 3:
      if (in_process.verdict == ParseVerdict::refused) return "ran although the same arguments were refused in process: " + in_process.message;
      if (result.exit_code == 0 && in_process.verdict != ParseVerdict::help && result.out.empty()) return "exit 0 without a report";
      if (result.exit_code == 3 && result.out.empty()) return "exit 3 (saturated) without a report";
      if (contains(result.err, "error")) return "exit " + std::to_string(result.exit_code) + " with an error line: " + result.err;
      return "";
    case 2:
      if (lines.size() != 1) return "exit 2 with " + std::to_string(lines.size()) + " lines on stderr: " + result.err;
      if (lines[0].rfind("kncube: error: ", 0) != 0) return "exit 2 without 'kncube: error: ': " + lines[0];
      if (!result.out.empty()) return "exit 2 after printing a report: " + result.out.substr(0, 200);
      return refusal_problem(lines[0].substr(15), args, options);
    case 124:
    case 137: return "did not finish in time (exit " + std::to_string(result.exit_code) + ")";
    default:
      return "exit " + std::to_string(result.exit_code) + (result.exit_code > 128 ? " (a signal)" : "") + ": " +
             result.err.substr(0, 2000);
  }
}

}  // namespace kncube::cli::testing
