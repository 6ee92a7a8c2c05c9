#include "rtl_models/system_file.h"

#include <fcntl.h>
#include <unistd.h>

namespace kncube::rtl {

std::string read_system_file(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY);
  if (fd < 0) return {};
  std::string text;
  char chunk[4096];
  for (ssize_t got; (got = read(fd, chunk, sizeof chunk)) > 0;) text.append(chunk, static_cast<std::size_t>(got));
  close(fd);
  return text;
}

std::string first_line_of_system_file(const std::string& path) {
  const std::string text = read_system_file(path);
  return text.substr(0, text.find('\n'));
}

}  // namespace kncube::rtl
