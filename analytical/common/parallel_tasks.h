#pragma once
// Independent tasks shared among threads: a model's predictions at many rates (a curve, a table)
// are independent and each can take seconds (circuit-mmpp near saturation at 2^8 phases: about
// 9 s), and a model keeps no state between predict() calls, so they may run at once.

#include <atomic>
#include <cstddef>
#include <functional>

namespace kncube::analytical {

// Runs task(i) for every i in [0, count), each once, on `threads` threads (the caller's among
// them; at most `count`). Indices are taken in increasing order. Once a task throws, no further
// index is started, and once every started task has ended the exception of the lowest index that
// threw is rethrown: what a loop over the indices in order would have thrown. Once `*cancelled`
// is set no further index is started either (and nothing is thrown for it).
void run_parallel_tasks(std::size_t count, unsigned threads, const std::function<void(std::size_t)>& task,
                        const std::atomic<bool>* cancelled = nullptr);

// The machine's hardware threads (1 when the system does not say): `threads` for every core.
unsigned hardware_threads();

}  // namespace kncube::analytical
