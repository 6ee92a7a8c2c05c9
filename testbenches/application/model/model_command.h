#pragma once
// `kncube model`: evaluates one analytical model on one configuration and prints its latency
// curve (table, JSON or CSV).

#include <ostream>
#include <string>
#include <vector>

namespace kncube::cli {

// `args` are the arguments after "model". Writes the report to `out` and returns the exit code;
// bad input throws UsageError.
int run_model_command(const std::vector<std::string>& args, std::ostream& out);

}  // namespace kncube::cli
