#pragma once
// Reading what the kernel describes in small text files (/proc, /sys): the L2 cache's size, the
// process's mappings, the huge-page policy. Not through a stream: opening one loads the C++ locale
// machinery, half a megabyte more resident memory for a few short reads.

#include <string>

namespace kncube::rtl {

// The whole file, "" if it cannot be read.
std::string read_system_file(const std::string& path);

// Its first line, without the newline ("" if it cannot be read).
std::string first_line_of_system_file(const std::string& path);

}  // namespace kncube::rtl
