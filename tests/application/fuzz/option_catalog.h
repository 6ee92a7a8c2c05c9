#pragma once
// The options of one kncube subcommand as its --help lists them (OptionTable::write_help): name,
// whether it takes a value, and the words it accepts when the help names them ("a|b|c" or
// "one of a, b, c"). What the fuzzer draws valid names and enum words from, so that a new option
// is fuzzed the day it is added.

#include <string>
#include <vector>

namespace kncube::cli::testing {

struct OptionInfo {
  std::string name;                  // without the dashes
  bool takes_value = true;           // false for a switch (--simulate)
  std::vector<std::string> choices;  // the words --help names, if any
};

// Reads the options from a subcommand's --help text.
std::vector<OptionInfo> options_from_help(const std::string& help);

}  // namespace kncube::cli::testing
