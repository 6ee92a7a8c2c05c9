#pragma once
// CSV as RFC 4180 reads it: fields with commas, quotes or line breaks are quoted, quotes doubled.

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace kncube::report {

std::string csv_field(std::string_view text);
void write_csv_row(std::ostream& out, const std::vector<std::string>& fields);

}  // namespace kncube::report
