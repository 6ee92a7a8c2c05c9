#pragma once
// The size of this core's L2 cache: the level a 64-node network's state fits in and a 1 024-node
// one's does not. A network whose estimated state exceeds it walks its nodes with prefetching
// (Network::step_prefetching), and bench_router prints it beside its table, whose large cases
// depend on it.

#include <cstddef>

namespace kncube::rtl {

// From the kernel's description of the first CPU's caches, else from the C library (which under
// valgrind reports the simulated CPU's, 256 KiB, and would turn prefetching on for networks that
// run without it), else 2 MiB. Bytes.
std::size_t l2_cache_bytes();

}  // namespace kncube::rtl
