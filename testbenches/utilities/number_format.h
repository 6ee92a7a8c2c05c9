#pragma once
// Numbers as text for machine-readable outputs (JSON, CSV) and error messages.

#include <string>

namespace kncube::report {

// The shortest decimal text (at most 17 significant digits) that reads back as exactly `value`,
// so a script comparing outputs sees the same double kncube computed. Non-finite values give
// "nan", "inf" or "-inf"; the JSON writer turns those into null itself.
std::string round_trip_number(double value);

// A compact text for people (6 significant digits), used by the table format; "-" for a value
// that was not measured (NaN), as tables show absent values.
std::string readable_number(double value);

}  // namespace kncube::report
