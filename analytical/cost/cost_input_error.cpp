#include "analytical/cost/cost_input_error.h"

#include <cmath>
#include <sstream>
#include <utility>

namespace kncube::analytical {

CostInputError::CostInputError(std::string key, std::string value, std::string allowed)
    : std::invalid_argument("invalid " + key + " = " + value + ": allowed " + allowed),
      key_(std::move(key)),
      value_(std::move(value)),
      allowed_(std::move(allowed)) {}

std::string format_input_value(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

double require_positive(const std::string& key, double value, const std::string& allowed) {
  if (!std::isfinite(value) || value <= 0.0) throw CostInputError(key, format_input_value(value), allowed);
  return value;
}

}  // namespace kncube::analytical
