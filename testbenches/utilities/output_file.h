#pragma once
// The one way a command writes a file into its output folder: the whole content through `write`
// into an unnamed file in the folder (O_TMPFILE), a check that it reached the disk (a full disk is
// WriteError, exit 5, not a report that silently lacks its end), then a link and rename onto NAME,
// so that a command stopped mid-write, even by SIGKILL, never leaves a truncated NAME nor a
// leftover beside it. Where the file system has no unnamed files the content goes to NAME.partial
// first (removed when the write fails or `write` throws; SIGKILL leaves it there).

#include <functional>
#include <ostream>
#include <string>

namespace kncube::records {

// Writes `folder`/`name`; returns the path. Throws WriteError when it cannot.
std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write);
// The way where unnamed files are not available (and for tests): through NAME.partial.
std::string write_output_file_through_partial(const std::string& folder, const std::string& name,
                                              const std::function<void(std::ostream&)>& write);

}  // namespace kncube::records
