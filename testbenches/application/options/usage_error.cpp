#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

UsageError UsageError::not_allowed(const std::string& option, const std::string& value, const std::string& allowed) {
  return UsageError("--" + option + ": " + value + " is not allowed; " + allowed);
}

}  // namespace kncube::cli
