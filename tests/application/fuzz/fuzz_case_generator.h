#pragma once
// Random kncube command lines and config files drawn from a subcommand's option table: a small
// valid base command, then one to three mutations — a valid option given an out-of-range,
// malformed or extreme value (negative, huge, 2^64, NaN, inf, empty, non-numeric, a wrong enum
// word), a valid enum word, a missing value, an unknown or misspelt name, a duplicated option, a
// positional word, or a config file (generated lines with the same values, unknown names,
// duplicates, sections, BOM and CRLF, truncated at a random byte, or random bytes).

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "application/fuzz/option_catalog.h"

namespace kncube::cli::testing {

struct FuzzCase {
  std::string command;            // model, run, sweep or compare
  std::vector<std::string> args;  // after the subcommand; "@CONFIG" stands for the config file's path
  bool has_config = false;
  std::string config;             // the config file's bytes
  std::string description() const;
};

class FuzzCaseGenerator {
 public:
  // `base` is a valid, quick command of `command`; `options` its option table.
  FuzzCaseGenerator(std::string command, std::vector<std::string> base, std::vector<OptionInfo> options, std::uint64_t seed);

  FuzzCase next();

 private:
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(random_() % n); }
  bool chance(int percent) { return below(100) < static_cast<std::size_t>(percent); }
  const OptionInfo& any_option() { return options_[below(options_.size())]; }
  std::string extreme_value();
  std::string value_for(const OptionInfo& option);
  std::string unknown_name();
  std::string config_text();
  void mutate(std::vector<std::string>& args);

  std::string command_;
  std::vector<std::string> base_;
  std::vector<OptionInfo> options_;
  std::mt19937_64 random_;
};

}  // namespace kncube::cli::testing
