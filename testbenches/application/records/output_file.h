#pragma once
// The one way a command writes a file into its output folder: the whole content through
// `write`, then a check that it reached the disk (a full disk is WriteError, exit 5, not a
// report that silently lacks its end).

#include <functional>
#include <ostream>
#include <string>

namespace kncube::records {

// Writes `folder`/`name`; returns the path. Throws WriteError when it cannot.
std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write);

}  // namespace kncube::records
