#pragma once
// `kncube run`: one cycle-level simulation at one generation rate.

#include <ostream>
#include <string>
#include <vector>

namespace kncube::cli {

// Exit status: 0 ok, 3 saturated (the report says why); throws UsageError for bad input.
int run_run_command(const std::vector<std::string>& args, std::ostream& out);

}  // namespace kncube::cli
