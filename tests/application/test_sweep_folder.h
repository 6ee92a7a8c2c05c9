#pragma once
// A fresh temporary folder for one test's outputs (a sweep's, the fuzz test's config files and
// output folders), removed with everything in it when the object goes; and small readers of what
// a sweep wrote there.

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace kncube::cli::testing {

class SweepFolder {
 public:
  SweepFolder() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/kncube-sweep-test-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
    path_ = pattern;
  }
  ~SweepFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  SweepFolder(const SweepFolder&) = delete;
  SweepFolder& operator=(const SweepFolder&) = delete;

  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }
  std::string read(const std::string& name) const {
    std::ifstream in(file(name));
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
  }

 private:
  std::string path_;
};

// `leading` then `args`, with --output pointing into `folder` unless `args` sets it: a command
// that writes an output folder would otherwise create it in the current directory.
inline std::vector<std::string> with_output_folder(const SweepFolder& folder, std::vector<std::string> leading,
                                                   const std::vector<std::string>& args) {
  bool output_given = false;
  for (const auto& arg : args) output_given = output_given || arg == "--output";
  if (!output_given) leading.insert(leading.end(), {"--output", folder.file("out")});
  leading.insert(leading.end(), args.begin(), args.end());
  return leading;
}

// The fields of one CSV line, RFC 4180 quotes removed.
inline std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> fields;
  std::string field;
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (c == ',' && !quoted) {
      fields.push_back(field);
      field.clear();
    } else {
      field += c;
    }
  }
  fields.push_back(field);
  return fields;
}

}  // namespace kncube::cli::testing
