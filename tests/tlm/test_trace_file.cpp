// bench_tlm_contention --trace's file format (tests/tlm/trace_file.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <sstream>

#include "tests/tlm/trace_file.h"

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

}  // namespace
