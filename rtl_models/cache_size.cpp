#include "rtl_models/cache_size.h"

#include <unistd.h>

#include <cstdlib>
#include <string>

#include "rtl_models/system_file.h"

namespace kncube::rtl {

std::size_t l2_cache_bytes() {
  for (int index = 0; index < 8; ++index) {
    const std::string cache = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
    if (first_line_of_system_file(cache + "level") != "2") continue;
    const std::string size = first_line_of_system_file(cache + "size");  // "2048K"
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
