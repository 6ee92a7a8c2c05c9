#pragma once
// The error every cost-normalisation function (spec 03 Part B) throws for input it cannot
// normalise. It carries the offending key and value and what would have been allowed, so a
// command line can point at the exact option and say what to type instead.

#include <stdexcept>
#include <string>

namespace kncube::analytical {

class CostInputError : public std::invalid_argument {
 public:
  CostInputError(std::string key, std::string value, std::string allowed);

  const std::string& key() const { return key_; }          // e.g. "nodes", "budget", "k"
  const std::string& value() const { return value_; }      // the rejected value as text
  const std::string& allowed() const { return allowed_; }  // what is accepted, with nearby valid values

 private:
  std::string key_;
  std::string value_;
  std::string allowed_;
};

// `value` as a CostInputError shows it ("-2", "0.5", "nan").
std::string format_input_value(double value);

// Returns `value` if it is finite and > 0, else throws CostInputError(key, value, allowed).
double require_positive(const std::string& key, double value, const std::string& allowed);

}  // namespace kncube::analytical
