#pragma once
// Cutting a transaction trace down to the few transactions that still show a difference: delta
// debugging (Zeller and Hildebrandt's ddmin, removals only). Where the contention model and the
// cycle-level bridge part on a trace of thousands of transactions, the few that remain show the
// mechanism one model has and the other lacks (tlm/contention/DESIGN_RECORD.md: every mechanism of
// the channel-bound round and the leads after it were found this way). bench_tlm_contention
// --minimize.

#include <algorithm>
#include <cstddef>
#include <vector>

#include "tests/tlm/replay_initiators.h"

namespace kncube::test {

// One line of a trace file: a transaction and the initiator (node) that issues it.
struct TraceLine {
  int source = 0;
  TraceItem item;
};

// The trace as one list, each source's transactions in their order, sources in turn.
inline std::vector<TraceLine> flatten(const std::vector<std::vector<TraceItem>>& trace) {
  std::vector<TraceLine> lines;
  for (std::size_t source = 0; source < trace.size(); ++source)
    for (const TraceItem& item : trace[source]) lines.push_back(TraceLine{static_cast<int>(source), item});
  return lines;
}

// Transactions of all nodes.
inline std::size_t transaction_count(const std::vector<std::vector<TraceItem>>& trace) {
  std::size_t count = 0;
  for (const auto& items : trace) count += items.size();
  return count;
}

// Back to one list per node of `nodes`, each in the order the lines give.
inline std::vector<std::vector<TraceItem>> unflatten(const std::vector<TraceLine>& lines, int nodes) {
  std::vector<std::vector<TraceItem>> trace(static_cast<std::size_t>(nodes));
  for (const TraceLine& line : lines) trace[static_cast<std::size_t>(line.source)].push_back(line.item);
  return trace;
}

// The smallest subset of `items` (in their order) for which `keeps(subset)` holds that removing
// chunks finds, `keeps(items)` assumed: chunks of n = 2, 4, ... parts are removed one at a time
// while what is left keeps the property, until no single item can be removed (1-minimal).
// `evaluations` counts the calls of `keeps`. Deterministic, as long as `keeps` is.
template <typename T, typename Keeps>
std::vector<T> minimize(std::vector<T> items, const Keeps& keeps, int& evaluations) {
  evaluations = 0;
  std::size_t parts = 2;
  while (items.size() >= 2) {
    const std::size_t chunk = std::max<std::size_t>(1, items.size() / parts);
    bool removed = false;
    for (std::size_t at = 0; at < items.size();) {
      std::vector<T> rest(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(at));
      rest.insert(rest.end(), items.begin() + static_cast<std::ptrdiff_t>(std::min(at + chunk, items.size())), items.end());
      ++evaluations;
      if (!rest.empty() && keeps(rest)) {
        items = std::move(rest);  // the next chunk now starts where this one did
        removed = true;
      } else {
        at += chunk;
      }
    }
    if (!removed) {
      if (chunk == 1) break;
      parts = std::min(items.size(), parts * 2);
    }
  }
  return items;
}

}  // namespace kncube::test
