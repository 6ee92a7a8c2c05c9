#include "testbenches/application/options/value_checks.h"

#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <filesystem>
#include <system_error>

#include "testbenches/application/options/usage_error.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

std::string shown(double value) { return report::round_trip_number(value); }

std::string shown(std::int64_t value) { return std::to_string(value); }

void require_at_least(const std::string& option, std::int64_t value, std::int64_t minimum) {
  if (value < minimum) throw UsageError::not_allowed(option, shown(value), "an integer >= " + shown(minimum));
}

void require_integer_in(const std::string& option, std::int64_t value, std::int64_t low, std::int64_t high) {
  if (value < low || value > high)
    throw UsageError::not_allowed(option, shown(value), "an integer from " + shown(low) + " to " + shown(high));
}

void require_in_range(const std::string& option, double value, double low, bool low_closed, double high,
                      bool high_closed, const std::string& allowed) {
  // Written so that NaN fails every comparison and is refused.
  const bool above_low = low_closed ? value >= low : value > low;
  const bool below_high = high_closed ? value <= high : value < high;
  if (!(std::isfinite(value) && above_low && below_high)) throw UsageError::not_allowed(option, shown(value), allowed);
}

void require_positive_finite(const std::string& option, double value, const std::string& unit) {
  if (!(std::isfinite(value) && value > 0.0))
    throw UsageError::not_allowed(option, shown(value), "a finite number > 0 (" + unit + ")");
}

std::vector<std::string> comma_items(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    items.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return items;
    start = comma + 1;
  }
}

void require_writable_folder(const std::string& option, const std::string& path) {
  std::error_code error;
  std::filesystem::create_directories(path, error);
  if (!error && !std::filesystem::is_directory(path, error)) error = std::make_error_code(std::errc::not_a_directory);
  if (!error && access(path.c_str(), W_OK) != 0) error = std::error_code(errno, std::generic_category());
  if (error) throw UsageError::not_allowed(option, path, "a folder kncube can create and write into (" + error.message() + ")");
}

}  // namespace kncube::cli
