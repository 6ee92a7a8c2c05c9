#include "testbenches/application/options/memory_options.h"

#include <cmath>
#include <cstdlib>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/usage_error.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr const char* allowed_sizes = "a size in bytes, or a number with K, M, G or T (binary), e.g. 512M or 1.5G, from 1M to 1P";

double parse_size(const std::string& text) {
  if (text.empty()) throw UsageError::not_allowed("max-memory", "''", allowed_sizes);
  char* end = nullptr;
  const double number = std::strtod(text.c_str(), &end);
  const std::string suffix(end);
  double scale = 1.0;
  if (suffix == "K" || suffix == "k") scale = 1024.0;
  else if (suffix == "M" || suffix == "m") scale = 1024.0 * 1024;
  else if (suffix == "G" || suffix == "g") scale = 1024.0 * 1024 * 1024;
  else if (suffix == "T" || suffix == "t") scale = 1024.0 * 1024 * 1024 * 1024;
  else if (!suffix.empty()) throw UsageError::not_allowed("max-memory", text, allowed_sizes);
  const double bytes = number * scale;
  // Below 1 MiB not even the program fits; above 1 PiB no machine here has it.
  if (end == text.c_str() || !std::isfinite(bytes) || bytes < 1024.0 * 1024 || bytes > std::pow(1024.0, 5))
    throw UsageError::not_allowed("max-memory", text, allowed_sizes);
  return bytes;
}

}  // namespace

void add_memory_options(OptionTable& table) {
  po::options_description group = option_group("Resources");
  group.add_options()
    ("max-memory", po::value<std::string>()->value_name("SIZE"),
     "most memory one simulation may take, checked against an estimate before the network is built (a network "
     "that does not fit is refused, exit 2, with the estimate): a size in bytes or with K, M, G, T (binary), e.g. "
     "1.5G; default: what the machine allows (memory available at the start, ulimit -v, ulimit -d), which this can "
     "only lower");
  table.add_group(group);
}

void read_memory_options(const po::variables_map& values, simulation::RunControl& control) {
  control.max_memory = values.count("max-memory") ? parse_size(values["max-memory"].as<std::string>()) : 0.0;
}

void write_memory_options(const simulation::RunControl& control, Emit, OptionList& out) {
  // Unset means "what the machine allows", which has no SIZE to write, in either form. Written in
  // bytes: the text reads back to the same limit.
  if (control.max_memory > 0) out.emplace_back("max-memory", report::round_trip_number(control.max_memory));
}

}  // namespace kncube::cli
