#pragma once
// Runs the kncube executable (KNCUBE_BINARY) as a subprocess, as a script would, and captures
// what it printed and its exit status.

#include <string>
#include <utility>
#include <vector>

namespace kncube::cli::testing {

struct ProcessResult {
  int exit_code = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

// Runs `kncube args...`. SystemC's copyright banner, which its runtime prints to stderr before
// sc_main, is switched off through SC_COPYRIGHT_MESSAGE so that stderr holds only kncube's lines.
// `shell_prefix`, when given, runs first in the same shell, e.g. "ulimit -v 3000000;".
ProcessResult run_kncube(const std::vector<std::string>& args, const std::string& shell_prefix = "");

// The same, in `directory`, killed (with its children) after `timeout_seconds`: exit_code is then
// 124, or 128 + the signal's number if kncube died of a signal.
ProcessResult run_kncube_bounded(const std::vector<std::string>& args, int timeout_seconds, const std::string& directory);

// Runs a /bin/sh command line; returns its exit status and what it printed on stdout and stderr
// together.
std::pair<int, std::string> run_shell(const std::string& command);

// kncube for a shell command line: the quoted KNCUBE_BINARY with SC_COPYRIGHT_MESSAGE=DISABLE before it.
std::string kncube_command();

// The lines of `text`, without their '\n'.
std::vector<std::string> lines_of(const std::string& text);

// Whether the model catalog built into kncube has a model of that name (models are still being
// added; tests of a missing model skip).
bool model_registered(const std::string& name);

// A file with the given content in the temporary directory, removed when the object goes.
class TemporaryFile {
 public:
  explicit TemporaryFile(const std::string& content);
  ~TemporaryFile();
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace kncube::cli::testing
