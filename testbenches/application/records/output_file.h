#pragma once
// The one way a command writes a file into its output folder: the whole content through
// `write` into NAME.partial, a check that it reached the disk (a full disk is WriteError, exit 5,
// not a report that silently lacks its end), then a rename onto NAME, so that a command stopped
// mid-write never leaves a truncated NAME.

#include <functional>
#include <ostream>
#include <string>

namespace kncube::records {

// Writes `folder`/`name`; returns the path. Throws WriteError when it cannot.
std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write);

}  // namespace kncube::records
