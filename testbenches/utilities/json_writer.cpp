#include "testbenches/utilities/json_writer.h"

#include <cmath>
#include <cstdio>

#include "testbenches/utilities/number_format.h"

namespace kncube::report {

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!has_element_.empty()) {
    if (has_element_.back()) out_ << ", ";
    has_element_.back() = true;
  }
}

void JsonWriter::begin_object() {
  before_value();
  out_ << '{';
  has_element_.push_back(false);
}

void JsonWriter::end_object() {
  has_element_.pop_back();
  out_ << '}';
}

void JsonWriter::begin_array() {
  before_value();
  out_ << '[';
  has_element_.push_back(false);
}

void JsonWriter::end_array() {
  has_element_.pop_back();
  out_ << ']';
}

void JsonWriter::key(std::string_view name) {
  before_value();
  write_string(name);
  out_ << ": ";
  after_key_ = true;
}

void JsonWriter::value(std::string_view text) {
  before_value();
  write_string(text);
}

void JsonWriter::value(double number) {
  before_value();
  if (std::isfinite(number))
    out_ << round_trip_number(number);
  else
    out_ << "null";
}

void JsonWriter::value(std::int64_t number) {
  before_value();
  out_ << number;
}

void JsonWriter::value(bool flag) {
  before_value();
  out_ << (flag ? "true" : "false");
}

void JsonWriter::null() {
  before_value();
  out_ << "null";
}

void JsonWriter::write_string(std::string_view text) {
  out_ << '"';
  for (char c : text) {
    switch (c) {
      case '"': out_ << "\\\""; break;
      case '\\': out_ << "\\\\"; break;
      case '\b': out_ << "\\b"; break;
      case '\f': out_ << "\\f"; break;
      case '\n': out_ << "\\n"; break;
      case '\r': out_ << "\\r"; break;
      case '\t': out_ << "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
          out_ << escaped;
        } else {
          out_ << c;  // UTF-8 bytes pass through unchanged
        }
    }
  }
  out_ << '"';
}

}  // namespace kncube::report
