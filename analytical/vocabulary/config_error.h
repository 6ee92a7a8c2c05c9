#pragma once
// A configuration value that kncube cannot model or simulate. The message has the command line's shape,
// "--<option>: <value> is not allowed; <what is allowed>", so the CLI can print it as it is.

#include <stdexcept>
#include <string>

namespace kncube {

class ConfigError : public std::invalid_argument {
 public:
  ConfigError(const std::string& option, const std::string& value, const std::string& allowed)
      : std::invalid_argument("--" + option + ": " + value + " is not allowed; " + allowed), option_(option) {}
  const std::string& option() const { return option_; }

 private:
  std::string option_;
};

}  // namespace kncube
