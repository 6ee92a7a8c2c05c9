#pragma once
// An output that could not be written (a full disk, a closed pipe, a file that cannot be
// created): the command ends with one line naming the file and the system's reason, and exit
// status 5, never as a success and never as an internal error.

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace kncube {

class WriteError : public std::runtime_error {
 public:
  // `what`: the file or stream; the reason is taken from errno when it has one.
  explicit WriteError(const std::string& what, int error_number = errno)
      : std::runtime_error("cannot write " + what + ": " +
                           (error_number != 0 ? std::strerror(error_number) : std::string("write failed"))) {}
};

}  // namespace kncube
