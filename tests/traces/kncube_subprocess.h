#pragma once
// Runs the kncube executable (KNCUBE_BINARY) as a script would, for the tracing options' tests.

#include <string>
#include <vector>

namespace kncube::traces::testing {

struct Outcome {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// SystemC's banner is switched off so that stderr holds only kncube's own lines.
Outcome run_kncube(const std::vector<std::string>& args);

// Exit code of a shell command (for vcd2fst).
int run_shell(const std::string& command);

// A fresh directory under $TMPDIR (or /tmp), removed with everything in it when the object goes.
class ScratchDirectory {
 public:
  ScratchDirectory();
  ~ScratchDirectory();
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

std::string file_content(const std::string& path);
std::vector<std::string> lines_of(const std::string& text);

}  // namespace kncube::traces::testing
