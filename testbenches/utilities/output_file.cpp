#include "testbenches/utilities/output_file.h"

#include <cerrno>
#include <ext/stdio_filebuf.h>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "analytical/vocabulary/write_error.h"

namespace kncube::records {

namespace {

// Writes through `write` into the open descriptor `fd` (taken over: closed here); the errno of the
// first failure, 0 when everything reached the file.
int write_through(int fd, const std::function<void(std::ostream&)>& write) {
  __gnu_cxx::stdio_filebuf<char> buffer(fd, std::ios::out);
  std::ostream stream(&buffer);
  errno = 0;
  write(stream);
  stream.flush();
  const int error = stream ? 0 : (errno != 0 ? errno : EIO);
  errno = 0;
  if (buffer.close() == nullptr && error == 0) return errno != 0 ? errno : EIO;
  return error;
}

// An unnamed file in `folder` (O_TMPFILE), named only once complete: a run killed while writing
// (even by SIGKILL, which no handler sees) leaves nothing behind. -1 where the file system has no
// unnamed files (EOPNOTSUPP, EISDIR on older kernels): the caller then writes NAME.partial.
int open_unnamed(const std::string& folder) {
  if (::access("/proc/self/fd", X_OK) != 0) return -1;  // the file is named through its /proc link
  const std::string where = folder.empty() ? "." : folder;
  return ::open(where.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
}

// Renames the complete `partial` onto `path`, replacing it in one step; removes `partial` and throws
// WriteError when it cannot.
void rename_into_place(const std::string& partial, const std::string& path) {
  std::error_code renamed;
  std::filesystem::rename(partial, path, renamed);
  if (!renamed) return;
  std::error_code ignored;
  std::filesystem::remove(partial, ignored);
  throw WriteError(path, renamed.value());
}

}  // namespace

std::string write_output_file_through_partial(const std::string& folder, const std::string& name,
                                              const std::function<void(std::ostream&)>& write) {
  const std::string path = (std::filesystem::path(folder) / name).string();
  const std::string partial = path + ".partial";
  struct RemovePartial {  // also when `write` throws
    const std::string& file;
    bool keep = false;
    ~RemovePartial() {
      std::error_code none;
      if (!keep) std::filesystem::remove(file, none);
    }
  } cleanup{partial};
  errno = 0;
  std::ofstream file(partial);
  write(file);
  file.close();
  if (!file) throw WriteError(path, errno);
  cleanup.keep = true;  // from here rename_into_place removes it if it must
  rename_into_place(partial, path);
  return path;
}

std::string write_output_file(const std::string& folder, const std::string& name,
                              const std::function<void(std::ostream&)>& write) {
  const int unnamed = open_unnamed(folder);
  if (unnamed < 0) return write_output_file_through_partial(folder, name, write);
  const std::string path = (std::filesystem::path(folder) / name).string();
  // A second descriptor of the file to link it by after the stream has closed (and flushed) its own.
  struct Descriptor {
    int fd;
    ~Descriptor() {
      if (fd >= 0) ::close(fd);
    }
  } linked{::dup(unnamed)};
  if (linked.fd < 0) {
    const int error = errno;
    ::close(unnamed);
    throw WriteError(path, error);
  }
  const int error = write_through(unnamed, write);
  if (error != 0) throw WriteError(path, error);
  // Named NAME.partial for the instant between link and rename only, so that an existing NAME is
  // replaced in one step (linkat does not replace).
  const std::string partial = path + ".partial";
  std::error_code ignored;
  std::filesystem::remove(partial, ignored);  // left by a build before this one, or by SIGKILL in that instant
  const std::string self = "/proc/self/fd/" + std::to_string(linked.fd);
  if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, partial.c_str(), AT_SYMLINK_FOLLOW) != 0) throw WriteError(path, errno);
  rename_into_place(partial, path);
  return path;
}

}  // namespace kncube::records
