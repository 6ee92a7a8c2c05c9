#pragma once
// A transaction trace written by hand or cut from a run, for bench_tlm_contention --trace: one
// transaction per line, `SOURCE TARGET R|W ISSUE [BYTES]` (initiator node, memory node, READ or
// WRITE, issue cycle, data bytes, default 64); blank lines and text after '#' are ignored. Each
// source's transactions in the order of their issue cycles. Comparing the two network models
// transaction by transaction on such traces is how the contention model's mechanisms were found
// (tlm/contention/DESIGN_RECORD.md, "The channel-bound round").

#include <algorithm>
#include <cstdint>
#include <istream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/tlm/replay_initiators.h"

namespace kncube::test {

struct TraceFileError {
  int line = 0;         // 0: the file as a whole
  std::string text;     // the line as written
  std::string allowed;  // what the line may be
};

// Reads `in` into `trace` (one list per node of `nodes`) and the largest data length into
// `max_bytes`; false on the first line that is not a transaction, with `error` saying which.
inline bool read_trace_file(std::istream& in, int nodes, std::vector<std::vector<TraceItem>>& trace, int& max_bytes,
                            TraceFileError& error) {
  trace.assign(static_cast<std::size_t>(nodes), {});
  max_bytes = 0;
  std::string line;
  int number = 0;
  const std::string nodes_text = std::to_string(nodes - 1);
  while (std::getline(in, line)) {
    ++number;
    const std::string text = line.substr(0, line.find('#'));
    std::istringstream fields(text);
    long long source = -1, target = -1, issue = -1, bytes = 64;
    std::string kind, extra;
    if (!(fields >> source)) {
      if (text.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank or comment
    }
    const auto fail = [&](const std::string& allowed) {
      error = TraceFileError{number, line, allowed};
      return false;
    };
    if (fields.fail() || !(fields >> target >> kind >> issue))
      return fail("SOURCE TARGET R|W ISSUE [BYTES], integers and R or W");
    if (!(fields >> bytes)) {
      if (!fields.eof()) return fail("BYTES, when given, an integer");
      bytes = 64;
    } else if (fields >> extra) {
      return fail("at most five fields: SOURCE TARGET R|W ISSUE [BYTES]");
    }
    if (source < 0 || source >= nodes || target < 0 || target >= nodes)
      return fail("SOURCE and TARGET nodes from 0 to " + nodes_text);
    if (source == target) return fail("TARGET a node other than SOURCE");
    if (kind != "R" && kind != "W") return fail("R (READ) or W (WRITE) as the third field");
    if (issue < 0 || issue > 1000000000) return fail("ISSUE a cycle from 0 to 1000000000");
    if (bytes < 8 || bytes > 1024 || bytes % 8 != 0) return fail("BYTES a multiple of 8 from 8 to 1024");
    std::vector<TraceItem>& own = trace[static_cast<std::size_t>(source)];
    if (!own.empty() && own.back().issue > issue)
      return fail("each SOURCE's transactions in the order of their ISSUE cycles (" + std::to_string(own.back().issue) +
                  " came before)");
    TraceItem item;
    item.issue = issue;
    item.target = static_cast<int>(target);
    item.write = kind == "W";
    item.bytes = static_cast<std::uint32_t>(bytes);
    item.offset = static_cast<std::uint64_t>(source) * 1024;  // each initiator its own 1 KiB of every memory
    own.push_back(item);
    if (bytes > max_bytes) max_bytes = static_cast<int>(bytes);
  }
  if (in.bad()) {
    error = TraceFileError{0, "", "a file that can be read to its end"};
    return false;
  }
  if (max_bytes == 0) {
    error = TraceFileError{0, "", "at least one transaction line"};
    return false;
  }
  return true;
}

// Writes `trace` (one list per node) in the format read_trace_file reads, one transaction per line
// in the order of their issue cycles (a node's own stay in their order), each line followed by
// `note(source, index)` when it gives one (written after '#'). False when the stream failed.
template <typename Note>
bool write_trace_file(std::ostream& out, const std::vector<std::vector<TraceItem>>& trace, const Note& note) {
  struct Entry {
    std::int64_t issue;
    std::size_t source;
    std::size_t index;
  };
  std::vector<Entry> entries;
  for (std::size_t source = 0; source < trace.size(); ++source)
    for (std::size_t i = 0; i < trace[source].size(); ++i) entries.push_back(Entry{trace[source][i].issue, source, i});
  std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.issue < b.issue; });
  for (const Entry& entry : entries) {
    const TraceItem& item = trace[entry.source][entry.index];
    out << entry.source << ' ' << item.target << ' ' << (item.write ? 'W' : 'R') << ' ' << item.issue << ' ' << item.bytes;
    const std::string text = note(entry.source, entry.index);
    if (!text.empty()) out << "  # " << text;
    out << '\n';
  }
  out.flush();
  return static_cast<bool>(out);
}

inline bool write_trace_file(std::ostream& out, const std::vector<std::vector<TraceItem>>& trace) {
  return write_trace_file(out, trace, [](std::size_t, std::size_t) { return std::string(); });
}

}  // namespace kncube::test
