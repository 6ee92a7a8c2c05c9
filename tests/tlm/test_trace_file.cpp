// bench_tlm_contention --trace's file format (tests/tlm/trace_file.h) and --minimize's delta
// debugging (tests/tlm/trace_minimizer.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <sstream>

#include "tests/tlm/trace_file.h"
#include "tests/tlm/trace_minimizer.h"

namespace {

bool read(const std::string& text, std::vector<std::vector<kncube::test::TraceItem>>& trace, int& max_bytes,
          kncube::test::TraceFileError& error) {
  std::istringstream in(text);
  return kncube::test::read_trace_file(in, 64, trace, max_bytes, error);
}

TEST(TraceFile, ReadsTransactionsPerSourceWithCommentsAndDefaultBytes) {
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  ASSERT_TRUE(read("# two streams\n0 2 R 100 8\n\n1 2 W 101   # 64 bytes\n0 3 W 105 256\n", trace, max_bytes, error));
  ASSERT_EQ(trace.size(), 64u);
  ASSERT_EQ(trace[0].size(), 2u);
  ASSERT_EQ(trace[1].size(), 1u);
  EXPECT_EQ(trace[0][0].target, 2);
  EXPECT_FALSE(trace[0][0].write);
  EXPECT_EQ(trace[0][0].issue, 100);
  EXPECT_EQ(trace[0][0].bytes, 8u);
  EXPECT_EQ(trace[1][0].bytes, 64u);
  EXPECT_TRUE(trace[1][0].write);
  EXPECT_EQ(trace[0][1].bytes, 256u);
  EXPECT_EQ(max_bytes, 256);
  // Each initiator writes its own 1 KiB of a memory, so reads after writes check what it wrote.
  EXPECT_EQ(trace[1][0].offset, 1024u);
}

TEST(TraceFile, NamesTheFirstBadLineAndWhatIsAllowed) {
  const std::pair<const char*, const char*> cases[] = {
      {"0 2 R 100\n0 2 X 101\n", "R (READ) or W (WRITE)"},
      {"0 64 R 100\n", "from 0 to 63"},
      {"-1 2 R 100\n", "from 0 to 63"},
      {"5 5 R 100\n", "other than SOURCE"},
      {"0 2 R -3\n", "ISSUE a cycle"},
      {"0 2 R 100 12\n", "multiple of 8"},
      {"0 2 R 100 2048\n", "multiple of 8"},
      {"0 2 R 100 64 x\n", "at most five fields"},
      {"0 2 R 100 x\n", "BYTES, when given, an integer"},
      {"0 2 R\n", "SOURCE TARGET R|W ISSUE"},
      {"zero 2 R 100\n", "SOURCE TARGET R|W ISSUE"},
      {"0 2 R 100\n0 3 W 99\n", "order of their ISSUE cycles (100 came before)"},
  };
  for (const auto& [text, allowed] : cases) {
    SCOPED_TRACE(text);
    std::vector<std::vector<kncube::test::TraceItem>> trace;
    int max_bytes = 0;
    kncube::test::TraceFileError error;
    EXPECT_FALSE(read(text, trace, max_bytes, error));
    EXPECT_NE(error.allowed.find(allowed), std::string::npos) << error.allowed;
    const int lines = static_cast<int>(std::count(text, text + std::strlen(text), '\n'));
    EXPECT_EQ(error.line, lines);
  }
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  EXPECT_FALSE(read("# nothing\n\n", trace, max_bytes, error));
  EXPECT_EQ(error.line, 0);
  EXPECT_EQ(error.allowed, "at least one transaction line");
}

TEST(TraceFile, WrittenInIssueOrderAndReadBackTheSame) {
  std::vector<std::vector<kncube::test::TraceItem>> trace;
  int max_bytes = 0;
  kncube::test::TraceFileError error;
  ASSERT_TRUE(read("3 7 W 40 128\n0 2 R 100 8\n0 5 W 100\n1 2 W 60\n", trace, max_bytes, error));
  std::ostringstream out;
  ASSERT_TRUE(kncube::test::write_trace_file(out, trace, [](std::size_t source, std::size_t i) {
    return source == 0 && i == 1 ? std::string("second of node 0") : std::string();
  }));
  // By issue cycle; ties in node order, a node's own in their order.
  EXPECT_EQ(out.str(), "3 7 W 40 128\n1 2 W 60 64\n0 2 R 100 8\n0 5 W 100 64  # second of node 0\n");
  std::vector<std::vector<kncube::test::TraceItem>> again;
  int again_bytes = 0;
  ASSERT_TRUE(read(out.str(), again, again_bytes, error));
  EXPECT_EQ(again_bytes, max_bytes);
  for (std::size_t source = 0; source < trace.size(); ++source) {
    ASSERT_EQ(again[source].size(), trace[source].size());
    for (std::size_t i = 0; i < trace[source].size(); ++i) {
      EXPECT_EQ(again[source][i].issue, trace[source][i].issue);
      EXPECT_EQ(again[source][i].target, trace[source][i].target);
      EXPECT_EQ(again[source][i].write, trace[source][i].write);
      EXPECT_EQ(again[source][i].bytes, trace[source][i].bytes);
    }
  }
}

TEST(TraceFile, WriteFailureIsReported) {
  std::ostringstream out;
  out.setstate(std::ios::badbit);
  std::vector<std::vector<kncube::test::TraceItem>> trace(2);
  trace[1].push_back(kncube::test::TraceItem{});
  EXPECT_FALSE(kncube::test::write_trace_file(out, trace));
}

TEST(TraceMinimizer, LeavesOnlyTheItemsTheDifferenceNeeds) {
  std::vector<int> items(100);
  for (int i = 0; i < 100; ++i) items[static_cast<std::size_t>(i)] = i;
  int evaluations = 0;
  const auto kept = kncube::test::minimize(
      items,
      [](const std::vector<int>& subset) {
        return std::count(subset.begin(), subset.end(), 17) == 1 && std::count(subset.begin(), subset.end(), 42) == 1 &&
               std::count(subset.begin(), subset.end(), 99) == 1;
      },
      evaluations);
  EXPECT_EQ(kept, (std::vector<int>{17, 42, 99}));
  EXPECT_GT(evaluations, 0);
  EXPECT_LT(evaluations, 100);  // chunks first: far fewer replays than items
}

TEST(TraceMinimizer, EndsOneMinimalForASum) {
  // The summed "difference" must stay at least 10: the result loses it if any one item goes.
  const std::vector<int> items = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
  const auto keeps = [](const std::vector<int>& subset) {
    int sum = 0;
    for (int v : subset) sum += v;
    return sum >= 10;
  };
  int evaluations = 0;
  const auto kept = kncube::test::minimize(items, keeps, evaluations);
  ASSERT_TRUE(keeps(kept));
  for (std::size_t i = 0; i < kept.size(); ++i) {
    std::vector<int> without = kept;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    EXPECT_FALSE(keeps(without)) << "item " << i << " could still go";
  }
}

TEST(TraceMinimizer, FlattenedTraceComesBackPerSource) {
  std::vector<std::vector<kncube::test::TraceItem>> trace(4);
  for (int i = 0; i < 3; ++i) {
    kncube::test::TraceItem item;
    item.issue = 10 * i;
    trace[2].push_back(item);
  }
  trace[0].push_back(kncube::test::TraceItem{});
  const auto lines = kncube::test::flatten(trace);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0].source, 0);
  const auto back = kncube::test::unflatten(lines, 4);
  ASSERT_EQ(back.size(), 4u);
  ASSERT_EQ(back[2].size(), 3u);
  EXPECT_EQ(back[2][2].issue, 20);
  EXPECT_TRUE(back[1].empty());
}

}  // namespace
