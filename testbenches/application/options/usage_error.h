#pragma once
// Bad input from the user: an unknown option, a value out of range, a model that does not apply.
// The command line prints it as one line, "kncube: error: <message>", and exits with code 2, so
// that scripts can tell a mistake in their arguments from a failure of kncube itself (code 1).

#include <stdexcept>
#include <string>

#include "analytical/vocabulary/config_error.h"

namespace kncube::cli {

class UsageError : public std::runtime_error {
 public:
  explicit UsageError(const std::string& message) : std::runtime_error(message) {}

  // "--<option>: <value> is not allowed; <allowed>", the shape of every value error.
  // `option` is the bare name as in the option table ("k"), without dashes.
  static UsageError not_allowed(const std::string& option, const std::string& value, const std::string& allowed);
};

// Runs `check`, a validation owned outside the command line (rtl::validate, the traffic checks),
// and passes its refusal on as bad input: kncube::ConfigError already says it in the usage line's words.
template <class Check>
void check_as_usage(Check&& check) {
  try {
    check();
  } catch (const kncube::ConfigError& error) {
    throw UsageError(error.what());
  }
}

}  // namespace kncube::cli
