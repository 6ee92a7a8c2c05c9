#pragma once
// The command line of one sweep point: `<kncube> run --name=value ... --rate=r --seed=s
// --format=json`, from the sweep's settings as option name/value pairs.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "testbenches/application/options/option_list.h"

namespace kncube::sweep {

// Option names without dashes ("k", "buffer-depth") with their values as text, in a fixed order,
// as the option groups' writers produce them; an empty value is a switch given alone.
using OptionList = cli::OptionList;

// Values are attached with '=' so that one starting with '-' is never taken for an option.
// `overrides` replace options of the same name in `options` (short probe runs shorten the
// measurement this way).
std::vector<std::string> run_command_argv(const std::string& program, const OptionList& options, double rate,
                                          std::uint64_t seed, const OptionList& overrides = {});

// A rate as the child reads it back: the exact double (round-trip text).
std::string rate_text(double rate);

}  // namespace kncube::sweep
