#include "testbenches/application/sweep/sweep_forwarded_options.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <boost/any.hpp>

#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace {

bool kept_by_sweep(const std::string& name) {
  static const char* const names[] = {"rate", "rates", "seed", "format", "config", "help", "replications", "output", "jobs"};
  return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

// The value as the command line would give it; doubles in round-trip form so the child reads
// back exactly the number the sweep validated.
std::string value_text(const std::string& name, const boost::any& value) {
  if (const auto* text = boost::any_cast<std::string>(&value)) return *text;
  if (const auto* number = boost::any_cast<int>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<std::uint64_t>(&value)) return std::to_string(*number);
  if (const auto* number = boost::any_cast<double>(&value)) return report::round_trip_number(*number);
  throw std::logic_error("kncube sweep cannot forward --" + name + ": its value type has no text form here");
}

}  // namespace

sweep::OptionList forwarded_run_options(const boost::program_options::variables_map& values) {
  sweep::OptionList options;
  for (const auto& [name, value] : values) {
    if (kept_by_sweep(name) || value.defaulted() || value.empty()) continue;
    options.emplace_back(name, value_text(name, value.value()));
  }
  return options;
}

}  // namespace kncube::cli
