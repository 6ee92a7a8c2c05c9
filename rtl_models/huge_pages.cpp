#include "rtl_models/huge_pages.h"

#include <sys/mman.h>

#include <algorithm>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "rtl_models/system_file.h"

namespace kncube::rtl {
namespace {

constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
#ifdef MADV_COLLAPSE
constexpr int kCollapse = MADV_COLLAPSE;
#else
constexpr int kCollapse = 25;  // Linux 6.1's value; older C libraries do not name it
#endif

struct Range {
  std::uintptr_t begin;
  std::uintptr_t end;
};

// The whole 2 MiB pages of the private, writable, anonymous mappings: read in full before any is
// advised, since advice may split a mapping and /proc/self/maps is not a snapshot.
std::vector<Range> heap_ranges() {
  std::vector<Range> ranges;
  const std::string maps = read_system_file("/proc/self/maps");
  for (std::size_t at = 0; at < maps.size();) {
    const std::size_t end_of_line = std::min(maps.find('\n', at), maps.size());
    const std::string line = maps.substr(at, end_of_line - at);
    at = end_of_line + 1;
    std::uintmax_t begin = 0;
    std::uintmax_t end = 0;
    char permissions[5] = {};
    std::uintmax_t inode = 0;
    int path_at = 0;
    // "begin-end perms offset dev inode [path]"
    if (std::sscanf(line.c_str(), "%" SCNxMAX "-%" SCNxMAX " %4s %*s %*s %" SCNuMAX " %n", &begin, &end, permissions,
                    &inode, &path_at) < 4)
      continue;
    const std::string path = path_at > 0 ? line.substr(static_cast<std::size_t>(path_at)) : std::string();
    if (std::string(permissions) != "rw-p" || inode != 0 || !(path.empty() || path == "[heap]")) continue;
    const std::uintptr_t first = (static_cast<std::uintptr_t>(begin) + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = static_cast<std::uintptr_t>(end) & ~(kHugePage - 1);
    if (last > first) ranges.push_back(Range{first, last});
  }
  return ranges;
}

}  // namespace

HugePageAdvice advise_huge_pages_for_heap() {
  HugePageAdvice advice;
  for (const Range& range : heap_ranges()) {
    void* const begin = reinterpret_cast<void*>(range.begin);
    const std::size_t bytes = range.end - range.begin;
    if (madvise(begin, bytes, MADV_HUGEPAGE) != 0) continue;
    advice.advised += bytes;
    // Page by page: a page that cannot be collapsed (memory too fragmented) fails the call for a
    // whole range, and the count says how much was.
    for (std::uintptr_t page = range.begin; page < range.end; page += kHugePage)
      if (madvise(reinterpret_cast<void*>(page), kHugePage, kCollapse) == 0) advice.collapsed += kHugePage;
  }
  return advice;
}

std::string transparent_huge_page_policy() {
  // "always [madvise] never": the bracketed one is in force.
  const std::string line = first_line_of_system_file("/sys/kernel/mm/transparent_hugepage/enabled");
  const std::size_t open_bracket = line.find('[');
  const std::size_t close_bracket = line.find(']', open_bracket);
  if (open_bracket == std::string::npos || close_bracket == std::string::npos) return {};
  return line.substr(open_bracket + 1, close_bracket - open_bracket - 1);
}

}  // namespace kncube::rtl
