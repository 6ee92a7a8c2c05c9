#include "testbenches/application/sweep/engine/run_arguments.h"

#include <algorithm>

#include "testbenches/utilities/number_format.h"

namespace kncube::sweep {

std::string rate_text(double rate) { return report::round_trip_number(rate); }

std::vector<std::string> run_command_argv(const std::string& program, const OptionList& options, double rate,
                                          std::uint64_t seed, const OptionList& overrides) {
  std::vector<std::string> argv = {program, "run"};
  auto overridden = [&](const std::string& name) {
    return std::any_of(overrides.begin(), overrides.end(), [&](const auto& o) { return o.first == name; });
  };
  for (const auto& [name, value] : options)
    if (!overridden(name)) argv.push_back(value.empty() ? "--" + name : "--" + name + "=" + value);
  for (const auto& [name, value] : overrides) argv.push_back("--" + name + "=" + value);
  argv.push_back("--rate=" + rate_text(rate));
  argv.push_back("--seed=" + std::to_string(seed));
  argv.push_back("--format=json");
  return argv;
}

}  // namespace kncube::sweep
