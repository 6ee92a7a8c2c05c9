#pragma once
// A small streaming JSON writer: objects, arrays, strings (escaped), numbers that round-trip.
// It places the commas itself, so callers only say what comes next.

#include <cstdint>
#include <ostream>
#include <string_view>
#include <vector>

namespace kncube::report {

class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& out) : out_(out) {}

  void begin_object();
  void end_object();
  void begin_array();
  void end_array();
  void key(std::string_view name);  // inside an object, before each value

  void value(std::string_view text);
  void value(const char* text) { value(std::string_view(text)); }  // not the bool overload
  void value(double number);        // non-finite numbers have no JSON form: written as null
  void value(std::int64_t number);
  void value(int number) { value(static_cast<std::int64_t>(number)); }
  void value(bool flag);
  void null();

 private:
  void before_value();  // the comma between elements of an array or members of an object
  void write_string(std::string_view text);

  std::ostream& out_;
  // One entry per open object or array: whether it has an element yet.
  std::vector<bool> has_element_;
  bool after_key_ = false;
};

}  // namespace kncube::report
