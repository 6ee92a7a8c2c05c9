#include "testbenches/utilities/number_format.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace kncube::report {

namespace {

std::string with_precision(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
  return buffer;
}

}  // namespace

std::string round_trip_number(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  // Start at 10 digits (what most outputs need) and add digits until strtod gives the value back;
  // 17 significant digits always round-trip an IEEE double.
  for (int digits = 10; digits < 17; ++digits) {
    const std::string text = with_precision(value, digits);
    if (std::strtod(text.c_str(), nullptr) == value) return text;
  }
  return with_precision(value, 17);
}

std::string readable_number(double value) { return std::isnan(value) ? "-" : with_precision(value, 6); }

}  // namespace kncube::report
