#include "testbenches/application/records/output_file.h"

#include <cerrno>
#include <filesystem>
#include <fstream>

#include "analytical/vocabulary/write_error.h"

namespace kncube::records {

std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write) {
  const std::string path = (std::filesystem::path(folder) / name).string();
  errno = 0;
  std::ofstream file(path);
  write(file);
  file.close();
  if (!file) throw WriteError(path);
  return path;
}

}  // namespace kncube::records
