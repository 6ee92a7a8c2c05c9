#pragma once
// Argument errors of the benchmark programs: one line naming the argument, the value and what is
// allowed, and exit status 2, as kncube itself reports them (a benchmark that silently ran
// "--help" as a cycle scale of 0 would print a table of zeros that looks like a measurement).

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace kncube::bench {

[[noreturn]] inline void usage(const char* program, const std::string& argument, const std::string& value,
                               const std::string& allowed) {
  std::fprintf(stderr, "%s: error: %s: %s is not allowed; %s\n", program, argument.c_str(), value.c_str(),
               allowed.c_str());
  std::exit(2);
}

// `text` as a finite number greater than zero and at most `high`, or the usage error.
inline double positive_number(const char* program, const std::string& argument, const std::string& text,
                              double high, const std::string& allowed) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || end == text.c_str() || *end != '\0' || !std::isfinite(value) || !(value > 0.0) || value > high)
    usage(program, argument, text, allowed);
  return value;
}

}  // namespace kncube::bench
