// --config FILE: INI settings go through the same option table; the command line wins.
#include <gtest/gtest.h>

#include <string>

#include "analytical/vocabulary/network_spec.h"
#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

std::string configuration_of(const ProcessResult& result) { return parse_json(result.out).get<std::string>("configuration"); }

std::size_t point_count(const ProcessResult& result) { return parse_json(result.out).get_child("points").size(); }

const char* const settings =
    "# a 4-ary 3-cube with bidirectional channels, for every subcommand\n"
    "k = 4\n"
    "n = 3\n"
    "  directions=bi  \n"
    "; rates and output of kncube model only\n"
    "[model]\n"
    "rates = 0.001,0.002\n"
    "format = json\n"
    "[run]\n"
    "measure-messages = 500\n";

TEST(ConfigFile, ValuesFromTheFileAreUsed) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const TemporaryFile file(settings);
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  NetworkSpec spec;
  spec.k = 4;
  spec.n = 3;
  spec.directions = Directions::bi;
  EXPECT_EQ(configuration_of(result), describe(spec));
  EXPECT_EQ(point_count(result), 2u);
}

TEST(ConfigFile, CommandLineWinsOverTheFile) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const TemporaryFile file(settings);
  // --rate replaces the file's --rates rather than clashing with it.
  const ProcessResult result = run_kncube({"model", "--k", "5", "--config", file.path(), "--rate", "0.003"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  NetworkSpec spec;
  spec.k = 5;
  spec.n = 3;
  spec.directions = Directions::bi;
  EXPECT_EQ(configuration_of(result), describe(spec));
  const auto points = array_elements(parse_json(result.out).get_child("points"));
  ASSERT_EQ(points.size(), 1u);
  EXPECT_EQ(points[0].get<double>("rate"), 0.003);
}

TEST(ConfigFile, CommandLineFormatWins) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const TemporaryFile file(settings);
  const ProcessResult result = run_kncube({"model", "--config", file.path(), "--format", "csv"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(lines_of(result.out).size(), 3u);
  EXPECT_EQ(result.out.rfind("rate,saturated,", 0), 0u);
}

TEST(ConfigFile, FileValuesAreValidatedLikeCommandLineValues) {
  const TemporaryFile file("k = 1\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_EQ(result.err, "kncube: error: " + file.path() + ":1: --k: 1 is not allowed; an integer >= 2\n");
}

TEST(ConfigFile, NonNumericFileValueNamesOptionAndValue) {
  const TemporaryFile file("vcs = three\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  ASSERT_EQ(lines_of(result.err).size(), 1u) << result.err;
  EXPECT_EQ(result.err.rfind("kncube: error: " + file.path() + ":1: --vcs: three is not allowed; an integer", 0), 0u)
      << result.err;
}

TEST(ConfigFile, RateAndRatesInTheSameFileClash) {
  const TemporaryFile file("rate = 0.001\nrates = 0.002\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  ASSERT_EQ(lines_of(result.err).size(), 1u) << result.err;
  EXPECT_NE(result.err.find("--rate"), std::string::npos);
  EXPECT_NE(result.err.find("--rates"), std::string::npos);
}

struct BadFile {
  const char* content;
  const char* expected;  // in the error line, besides the file name
};

// How gtest prints the case (in CTest's test names too): the error it expects, not the pointers.
void PrintTo(const BadFile& f, std::ostream* os) { *os << f.expected; }

class ConfigFileError : public ::testing::TestWithParam<BadFile> {};

TEST_P(ConfigFileError, ExitsTwoWithOneLineNamingFileAndProblem) {
  const TemporaryFile file(GetParam().content);
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  const auto lines = lines_of(result.err);
  ASSERT_EQ(lines.size(), 1u) << result.err;
  EXPECT_EQ(lines[0].rfind("kncube: error: " + file.path() + ":", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(GetParam().expected), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(BadLines, ConfigFileError,
                         ::testing::Values(BadFile{"k = 4\nfrobnicate = 1\n", ":2: frobnicate is not an option"},
                                           BadFile{"just some words\n", ":1: --config: 'just some words' is not allowed"},
                                           BadFile{"= 4\n", ":1: "},
                                           BadFile{"help = 1\n", ":1: help is not allowed in a config file"},
                                           BadFile{"config = other.ini\n", "config is not allowed in a config file"},
                                           BadFile{"k = 4\n[network]\nn = 3\n",
                                                   ":2: --config: section [network] is not allowed; sections are [model], [run], "
                                                   "[sweep], [compare]"},
                                           BadFile{"k = 4\nn = 3\nvcs = 40000000000\n", ":3: --vcs: 40000000000 is not allowed"},
                                           BadFile{"k = 4\nk = 5\n", ":2: --k: given more than once"},
                                           BadFile{"k = 4\n\x01\x02\x00\x7f binary\n",
                                                   ":2: --config: the file holds the control byte 0x01 in column 1, so it is not a "
                                                   "text file"}));

// A value the reader refuses (a range check after parsing) is blamed on the file's line too.
TEST(ConfigFile, RangeErrorNamesFileAndLine) {
  const TemporaryFile file("# network\nk = 4\n\nmessage-length = 0\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err.rfind("kncube: error: " + file.path() + ":4: --message-length: 0 is not allowed", 0), 0u) << result.err;
}

// The command line's value wins, so an error about it is not the file's.
TEST(ConfigFile, CommandLineErrorIsNotBlamedOnTheFile) {
  const TemporaryFile file("k = 4\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path(), "--k", "1"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "kncube: error: --k: 1 is not allowed; an integer >= 2\n");
}

// One file for several commands: [run] settings are not model's, so model does not see them
// (it has no --measure-messages and would refuse it), and run does not see [model]'s.
TEST(ConfigFile, SectionsHoldSettingsForOneSubcommand) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const TemporaryFile file(settings);
  const ProcessResult model = run_kncube({"model", "--config", file.path()});
  ASSERT_EQ(model.exit_code, 0) << model.err;
  EXPECT_EQ(point_count(model), 2u);
  const ProcessResult run = run_kncube({"run", "--config", file.path(), "--rate", "0.001", "--format", "json",
                                        "--warmup-messages", "0"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = parse_json(run.out);
  EXPECT_EQ(json.get<int>("config.k"), 4);
  EXPECT_EQ(json.get<int>("config.measure_messages"), 500);
}

// A subcommand's section overrides a setting for every subcommand (it was refused as given twice).
TEST(ConfigFile, ASectionOverridesTheSettingForEverySubcommand) {
  const TemporaryFile file("k = 4\nmessage-length = 8\n[run]\nk = 5\n[model]\nk = 6\n");
  const ProcessResult run = run_kncube({"run", "--config", file.path(), "--rate", "0.001", "--format", "json",
                                        "--warmup-messages", "0", "--measure-messages", "200"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(parse_json(run.out).get<int>("config.k"), 5);
  EXPECT_EQ(parse_json(run.out).get<int>("config.message_length"), 8);
  const TemporaryFile twice("[run]\nk = 5\nk = 6\n");
  const ProcessResult refused = run_kncube({"run", "--config", twice.path(), "--rate", "0.001"});
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find(":3: "), std::string::npos) << refused.err;
}

// Files saved by Windows editors: a UTF-8 byte order mark and CRLF line ends.
TEST(ConfigFile, ByteOrderMarkAndCrlfAreAccepted) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const TemporaryFile file("\xEF\xBB\xBFk = 4\r\nn = 3\r\n[model]\r\nrate = 0.001\r\nformat = json\r\n");
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  NetworkSpec spec;
  spec.k = 4;
  spec.n = 3;
  EXPECT_EQ(configuration_of(result), describe(spec));
}

// A NUL would cut the message short if the line were echoed: the byte is named instead.
TEST(ConfigFile, BinaryFileIsRefusedWithItsFirstControlByte) {
  const std::string content("k = 4\nvcs = 3\0junk\n", 19);
  const TemporaryFile file(content);
  const ProcessResult result = run_kncube({"model", "--config", file.path()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "kncube: error: " + file.path() +
                            ":2: --config: the file holds the control byte 0x00 in column 8, so it is not a text file; give an "
                            "INI file of 'name = value' lines\n");
}

TEST(ConfigFile, UnreadableFileExitsTwo) {
  const std::string missing = "/nonexistent-directory/kncube.ini";
  const ProcessResult result = run_kncube({"model", "--config", missing});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  ASSERT_EQ(lines_of(result.err).size(), 1u) << result.err;
  EXPECT_EQ(result.err.rfind("kncube: error: --config: " + missing + " cannot be read", 0), 0u) << result.err;
}

TEST(ConfigFile, DirectoryIsNotAConfigFile) {
  const ProcessResult result = run_kncube({"model", "--config", "/"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("--config: / cannot be read"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace kncube::cli::testing
