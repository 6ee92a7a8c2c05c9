#pragma once
// One bad-input case for the parameterised command-line tests: the arguments and the part of the
// error line that must appear (typically "--option: value is not allowed; <what is allowed>").

#include <ostream>
#include <string>
#include <vector>

namespace kncube::cli::testing {

struct BadInputCase {
  std::vector<std::string> args;  // after "kncube" (and the subcommand, where a test adds it)
  std::string expected;           // part of the error line
};

// GoogleTest names a failing case by its arguments.
inline void PrintTo(const BadInputCase& input, std::ostream* out) {
  for (const auto& arg : input.args) *out << arg << ' ';
}

}  // namespace kncube::cli::testing
