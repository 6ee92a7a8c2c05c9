#include "rtl_models/cache_size.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

namespace kncube::rtl {
namespace {

// The first line of a small text file, "" if it cannot be read. Not through a stream: opening one
// loads the C++ locale machinery, half a megabyte more resident memory for two short reads.
std::string first_line(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY);
  if (fd < 0) return {};
  char text[64] = {};
  const ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return {};
  std::string line(text, static_cast<std::size_t>(got));
  return line.substr(0, line.find('\n'));
}

}  // namespace

std::size_t l2_cache_bytes() {
  for (int index = 0; index < 8; ++index) {
    const std::string cache = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
    if (first_line(cache + "level") != "2") continue;
    const std::string size = first_line(cache + "size");  // "2048K"
    char* unit = nullptr;
    std::size_t bytes = std::strtoull(size.c_str(), &unit, 10);
    if (unit != nullptr && *unit == 'K') bytes <<= 10;
    if (unit != nullptr && *unit == 'M') bytes <<= 20;
    if (bytes > 0) return bytes;
  }
  const long bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
  return bytes > 0 ? static_cast<std::size_t>(bytes) : std::size_t{2} << 20;
}

}  // namespace kncube::rtl
