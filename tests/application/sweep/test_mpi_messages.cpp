// The messages between MPI ranks carry a request and an outcome field for field, whatever bytes
// the run printed, and a message cut short or too long is refused, never half read.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "testbenches/distributed/mpi_messages.h"

namespace kncube::sweep {
namespace {

TEST(MpiMessages, ARunRequestComesBackAsSent) {
  const ProcessRequest request{{"/usr/bin/kncube", "run", "--rate=0.01", "", std::string("a\0b", 3)}, "/tmp/x"};
  const auto [index, decoded] = decode_run(encode_run(12345678901ULL, request));
  EXPECT_EQ(index, 12345678901ULL);
  EXPECT_EQ(decoded.argv, request.argv);
  EXPECT_EQ(decoded.working_directory, request.working_directory);
}

TEST(MpiMessages, AnOutcomeComesBackFieldForField) {
  ProcessOutcome outcome;
  outcome.exit_code = -1;
  outcome.signal = 9;
  outcome.wall_seconds = 0.1 + 0.2;  // not exactly representable in decimal: the bits must survive
  outcome.out = std::string("{\"json\": 1}\n\0\xff", 15);
  outcome.err = "ended\n";
  const auto [index, decoded] = decode_done(encode_done(7, outcome));
  EXPECT_EQ(index, 7u);
  EXPECT_EQ(decoded.exit_code, -1);
  EXPECT_EQ(decoded.signal, 9);
  EXPECT_EQ(decoded.wall_seconds, outcome.wall_seconds);
  EXPECT_EQ(decoded.out, outcome.out);
  EXPECT_EQ(decoded.err, outcome.err);
}

TEST(MpiMessages, ShortOrLongMessagesAreRefused) {
  const std::string whole = encode_done(1, ProcessOutcome{});
  EXPECT_THROW(decode_done(whole.substr(0, whole.size() - 1)), std::invalid_argument);
  EXPECT_THROW(decode_done(whole + "x"), std::invalid_argument);
  EXPECT_THROW(decode_run(""), std::invalid_argument);
  std::string huge_count = encode_run(1, {{"a"}, ""});
  huge_count[8] = '\x7f';  // argument count far beyond the bytes
  EXPECT_THROW(decode_run(huge_count), std::invalid_argument);
}

}  // namespace
}  // namespace kncube::sweep
