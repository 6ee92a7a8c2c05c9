// write_output_file: the folder holds the whole new file, or the old one, and nothing else, whether
// the write succeeds, fails (a file-size limit), throws, or the process is killed mid-write.
#include <gtest/gtest.h>

#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "analytical/vocabulary/write_error.h"
#include "testbenches/utilities/output_file.h"

namespace kncube::records {
namespace {

namespace fs = std::filesystem;

using Writer = std::string (*)(const std::string&, const std::string&, const std::function<void(std::ostream&)>&);

// Both ways of writing: through an unnamed file (what commands use where the file system has
// them), and through NAME.partial (where it has not).
class OutputFile : public ::testing::TestWithParam<Writer> {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("kncube-output-file-" + std::to_string(::getpid()));
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  std::set<std::string> entries() const {
    std::set<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder_)) names.insert(entry.path().filename().string());
    return names;
  }
  std::string content(const std::string& name) const {
    std::ifstream in(folder_ / name);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  // Runs `body` in a child process; its wait status.
  template <class Body>
  int in_child(Body body) const {
    const pid_t child = ::fork();
    if (child == 0) {
      body();
      ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return status;
  }

  // Whether the folder's file system has unnamed files (O_TMPFILE; ext4, tmpfs, xfs, btrfs do).
  bool unnamed_files() const {
    const int fd = ::open(folder_.c_str(), O_TMPFILE | O_WRONLY, 0600);
    if (fd < 0) return false;
    ::close(fd);
    return true;
  }

  fs::path folder_;
  Writer write_ = GetParam();
};

TEST_P(OutputFile, WritesTheFileAndNothingBesideIt) {
  const std::string path = write_(folder_.string(), "report.txt", [](std::ostream& out) { out << "one\ntwo\n"; });
  EXPECT_EQ(path, (folder_ / "report.txt").string());
  EXPECT_EQ(content("report.txt"), "one\ntwo\n");
  EXPECT_EQ(entries(), std::set<std::string>{"report.txt"});
  // Replaced whole, with the permissions a new file gets.
  write_(folder_.string(), "report.txt", [](std::ostream& out) { out << "three\n"; });
  EXPECT_EQ(content("report.txt"), "three\n");
  EXPECT_EQ(entries(), std::set<std::string>{"report.txt"});
  const fs::perms perms = fs::status(folder_ / "report.txt").permissions();
  EXPECT_NE(perms & fs::perms::owner_read, fs::perms::none);
  EXPECT_NE(perms & fs::perms::owner_write, fs::perms::none);
}

TEST_P(OutputFile, AWriterThatThrowsLeavesTheOldFileAlone) {
  write_(folder_.string(), "a.csv", [](std::ostream& out) { out << "old\n"; });
  EXPECT_THROW(write_(folder_.string(), "a.csv",
                                 [](std::ostream& out) {
                                   out << "half";
                                   throw std::runtime_error("stop");
                                 }),
               std::runtime_error);
  EXPECT_EQ(content("a.csv"), "old\n");
  EXPECT_EQ(entries(), std::set<std::string>{"a.csv"});
}

// SIGKILL: no handler runs, so only a file that has no name until it is complete leaves nothing.
TEST_P(OutputFile, AProcessKilledMidWriteLeavesNoTrace) {
  write_(folder_.string(), "sweep.csv", [](std::ostream& out) { out << "old\n"; });
  const int status = in_child([&] {
    write_(folder_.string(), "sweep.csv", [](std::ostream& out) {
      for (int i = 0; i < 100000; ++i) out << "row " << i << '\n';
      out.flush();
      ::raise(SIGKILL);
    });
  });
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(WTERMSIG(status), SIGKILL);
  EXPECT_EQ(content("sweep.csv"), "old\n");
  if (write_ == &write_output_file_through_partial || !unnamed_files()) {
    EXPECT_EQ(entries(), (std::set<std::string>{"sweep.csv", "sweep.csv.partial"}));  // its known limit
    // The next write replaces the leftover.
    write_(folder_.string(), "sweep.csv", [](std::ostream& out) { out << "new\n"; });
  } else {
    write_(folder_.string(), "sweep.csv", [](std::ostream& out) { out << "new\n"; });
    EXPECT_EQ(content("sweep.csv"), "new\n");
  }
  EXPECT_EQ(entries(), std::set<std::string>{"sweep.csv"});
}

// A file-size limit (as a full disk): WriteError naming the file, and the old file kept.
TEST_P(OutputFile, AWriteCutShortIsAWriteErrorAndKeepsTheOldFile) {
  write_(folder_.string(), "run.json", [](std::ostream& out) { out << "{}\n"; });
  const int status = in_child([&] {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    try {
      write_(folder_.string(), "run.json", [](std::ostream& out) {
        for (int i = 0; i < 10000; ++i) out << "0123456789";
      });
    } catch (const WriteError& e) {
      const std::string text = e.what();
      ::_exit(text.find("cannot write " + (folder_ / "run.json").string() + ": File too large") == 0 ? 7 : 8);
    }
    ::_exit(9);
  });
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 7);
  EXPECT_EQ(content("run.json"), "{}\n");
  EXPECT_EQ(entries(), std::set<std::string>{"run.json"});
}

TEST_P(OutputFile, AFolderThatIsNotThereIsAWriteError) {
  EXPECT_THROW(write_((folder_ / "missing").string(), "x", [](std::ostream& out) { out << "x"; }), WriteError);
  EXPECT_TRUE(entries().empty());
}

INSTANTIATE_TEST_SUITE_P(Ways, OutputFile, ::testing::Values(&write_output_file, &write_output_file_through_partial),
                         [](const ::testing::TestParamInfo<Writer>& info) {
                           return info.param == &write_output_file ? std::string("Unnamed") : std::string("Partial");
                         });

}  // namespace
}  // namespace kncube::records
