#include "testbenches/utilities/program_path.h"

#include <filesystem>
#include <system_error>

namespace kncube::cli {

std::string running_program_path() {
  std::error_code error;
  const auto path = std::filesystem::read_symlink("/proc/self/exe", error);
  return error ? std::string("/proc/self/exe") : path.string();
}

}  // namespace kncube::cli
