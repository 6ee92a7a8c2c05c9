#pragma once
// Argument errors of the benchmark programs: one line naming the argument, the value and what is
// allowed, and exit status 2, as kncube itself reports them (a benchmark that silently ran
// "--help" as a cycle scale of 0 would print a table of zeros that looks like a measurement).

#include <cerrno>
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

// With `--help` or `-h` among the arguments: prints `text`, the program's usage, on standard output
// and exits with status 0, before any other argument is read (so `--help` is never taken as one).
inline void help_if_asked(int argc, char** argv, const char* text) {
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--help" || argument == "-h") {
      std::fputs(text, stdout);
      if (std::fflush(stdout) == 0 && !std::ferror(stdout)) std::exit(0);
      std::fprintf(stderr, "%s: error: the usage could not be written to standard output\n", argv[0]);
      std::exit(1);
    }
  }
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

// `text` as a whole decimal integer from `low` to `high`, or the usage error.
inline long long integer_in(const char* program, const std::string& argument, const std::string& text, long long low,
                            long long high, const std::string& allowed) {
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || end == text.c_str() || *end != '\0' || errno == ERANGE || value < low || value > high)
    usage(program, argument, text, allowed);
  return value;
}

}  // namespace kncube::bench
