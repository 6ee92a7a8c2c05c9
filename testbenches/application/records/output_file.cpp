#include "testbenches/application/records/output_file.h"

#include <cerrno>
#include <filesystem>
#include <fstream>

#include "analytical/vocabulary/write_error.h"

namespace kncube::records {

std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write) {
  const std::string path = (std::filesystem::path(folder) / name).string();
  // Written beside and renamed into place: a run stopped while writing (a signal, a full disk)
  // leaves the previous file or none, never half of one.
  const std::string partial = path + ".partial";
  errno = 0;
  std::ofstream file(partial);
  write(file);
  file.close();
  if (!file) {
    const int error = errno;
    std::error_code ignored;
    std::filesystem::remove(partial, ignored);
    throw WriteError(path, error);
  }
  std::error_code renamed;
  std::filesystem::rename(partial, path, renamed);
  if (renamed) throw WriteError(path, renamed.value());
  return path;
}

}  // namespace kncube::records
