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

  // A refusal that is not about one value of the option (a resource the configuration exceeds):
  // the message is given whole, and still names `option` as the one that governs it.
  static ConfigError stated(const std::string& option, const std::string& message) { return ConfigError(option, message); }

 private:
  ConfigError(const std::string& option, const std::string& message) : std::invalid_argument(message), option_(option) {}

  std::string option_;
};

}  // namespace kncube
