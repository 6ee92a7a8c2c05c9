#pragma once
// Transparent huge pages (2 MiB) under the heap of a network whose state outgrows the L2 cache.
// With 4 KiB pages a 1 024-node network's 14 MiB of state spans 3 500 pages, more than the core's
// TLB holds, so every cycle's walk over the nodes also misses in the TLB. Measured on a Xeon with a
// 2 MiB L2 and slow memory beyond it (SPEED_RECORD.md, issue 17's eleventh round): 4.5-8% less time
// per flit-hop on the 32x32 torus, 13% on the 16-ary 3-cube; the 8x8 torus, whose state fits and
// which asks for nothing, unchanged.
//
// Linux only backs memory with huge pages by itself when its policy is `always`; under `madvise`
// (a common default) a process has to ask for them, region by region. The network asks once, when
// it has been built (Network's constructor): its state is then on the heap already, so the pages
// are also collapsed into huge pages at once (MADV_COLLAPSE, Linux 6.1 and later) instead of
// waiting for the kernel's background scan, which takes seconds per few MiB. The request covers the
// whole heap of the process, not only the network's blocks: the network's state is most of it,
// and the advice changes nothing but page size (results are bit-identical; resident memory grows
// by at most the unused parts of the 2 MiB pages). Under `never`, or on older kernels, the calls
// fail and nothing changes.

#include <cstddef>
#include <string>

namespace kncube::rtl {

struct HugePageAdvice {
  std::size_t advised = 0;    // bytes asked to be backed by huge pages (MADV_HUGEPAGE accepted)
  std::size_t collapsed = 0;  // of those, bytes collapsed into huge pages at once (MADV_COLLAPSE)
};

// Asks for huge pages under every private, writable, anonymous mapping of the process (the
// [heap] and malloc's own large blocks) that covers at least one whole 2 MiB page.
// Cold: run once per network, and kept out of the hot code's way (the benchmarks' 8x8 loop moved
// by 1-2% when link-time optimisation placed it among the stages).
[[gnu::cold]] HugePageAdvice advise_huge_pages_for_heap();

// The kernel's policy for transparent huge pages ("always", "madvise" or "never"; "" when it has
// none to report).
std::string transparent_huge_page_policy();

}  // namespace kncube::rtl
