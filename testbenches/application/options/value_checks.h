#pragma once
// Range checks of parsed option values. Each throws UsageError naming the option, the value as
// given and what is allowed, so every group reports out-of-range values the same way.

#include <cstdint>
#include <string>
#include <vector>

namespace kncube::cli {

// The value as an error message shows it: integers as they are, doubles in round-trip form (so
// that 1.0000001 is not shown as 1).
std::string shown(double value);
std::string shown(std::int64_t value);

// The items of a comma-separated list, empty ones included ("1,,2" has three), so that a parser
// can refuse them.
std::vector<std::string> comma_items(const std::string& text);

void require_at_least(const std::string& option, std::int64_t value, std::int64_t minimum);
// "an integer from low to high".
void require_integer_in(const std::string& option, std::int64_t value, std::int64_t low, std::int64_t high);
// `value` finite and inside the interval, whose ends are open or closed as the flags say.
// `allowed` names the interval for people, e.g. "a number in (0, 1]".
void require_in_range(const std::string& option, double value, double low, bool low_closed, double high,
                      bool high_closed, const std::string& allowed);
void require_positive_finite(const std::string& option, double value, const std::string& unit);
// Creates the folder `path` (with its parents) if missing and makes sure files can be written into
// it, so a run's outputs are not lost at its end: "--<option>: <path> is not allowed; a folder
// kncube can create and write into (<the system's reason>)".
void require_writable_folder(const std::string& option, const std::string& path);

}  // namespace kncube::cli
