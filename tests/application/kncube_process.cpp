#include "application/kncube_process.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "analytical/catalog/model_catalog.h"

namespace kncube::cli::testing {

namespace {

std::string temporary_directory() {
  const char* dir = std::getenv("TMPDIR");
  return dir != nullptr && *dir != '\0' ? dir : "/tmp";
}

// 'text' for /bin/sh, whatever it contains.
std::string shell_quoted(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

}  // namespace

TemporaryFile::TemporaryFile(const std::string& content) {
  std::string pattern = temporary_directory() + "/kncube-cli-test-XXXXXX";
  const int fd = mkstemp(pattern.data());
  if (fd < 0) throw std::runtime_error("cannot create a temporary file in " + temporary_directory());
  close(fd);
  path_ = pattern;
  std::ofstream(path_) << content;
}

TemporaryFile::~TemporaryFile() { std::remove(path_.c_str()); }

ProcessResult run_kncube(const std::vector<std::string>& args, const std::string& shell_prefix) {
  const TemporaryFile err_file("");
  std::string command = shell_prefix + " SC_COPYRIGHT_MESSAGE=DISABLE " + shell_quoted(KNCUBE_BINARY);
  for (const auto& arg : args) command += " " + shell_quoted(arg);
  command += " 2>" + shell_quoted(err_file.path());

  ProcessResult result;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) throw std::runtime_error("popen failed: " + command);
  char buffer[4096];
  std::size_t count = 0;
  while ((count = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.out.append(buffer, count);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_file(err_file.path());
  return result;
}

ProcessResult run_kncube_bounded(const std::vector<std::string>& args, int timeout_seconds, const std::string& directory) {
  // timeout(1) signals the whole process group, so a sweep's children go too; it exits 124 on
  // timeout and 128 + N when the command died of signal N.
  return run_kncube(args, "cd " + shell_quoted(directory) + " && exec timeout -k 5 " + std::to_string(timeout_seconds) + " env");
}

std::pair<int, std::string> run_shell(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return {-1, "popen failed"};
  std::string output;
  char buffer[4096];
  for (std::size_t count; (count = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, count);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

std::string kncube_command() { return "SC_COPYRIGHT_MESSAGE=DISABLE " + shell_quoted(KNCUBE_BINARY); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

bool model_registered(const std::string& name) { return analytical::ModelCatalog().find(name) != nullptr; }

}  // namespace kncube::cli::testing
