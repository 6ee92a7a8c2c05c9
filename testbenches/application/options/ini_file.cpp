#include "testbenches/application/options/ini_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace {

std::string trimmed(const std::string& text) {
  const char* blanks = " \t\r";
  const auto first = text.find_first_not_of(blanks);
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(blanks) - first + 1);
}

}  // namespace

std::vector<IniSetting> read_ini_file(const std::string& path) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw UsageError("--config: " + path + " cannot be read (it is a directory); give a readable INI file");
  errno = 0;
  std::ifstream file(path);
  if (!file) {
    const std::string why = errno != 0 ? std::strerror(errno) : "cannot open";
    throw UsageError("--config: " + path + " cannot be read (" + why + "); give a readable INI file");
  }
  std::vector<IniSetting> settings;
  std::string raw;
  for (int number = 1; std::getline(file, raw); ++number) {
    const std::string line = trimmed(raw);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line.front() == '[' && line.back() == ']') continue;
    const auto equals = line.find('=');
    const std::string name = equals == std::string::npos ? "" : trimmed(line.substr(0, equals));
    if (name.empty())
      throw UsageError("--config: " + path + " line " + std::to_string(number) + ": '" + line +
                       "' is not allowed; each line is 'name = value', '[section]' or a # comment");
    settings.push_back({name, trimmed(line.substr(equals + 1)), number});
  }
  if (file.bad()) throw UsageError("--config: " + path + " cannot be read (read error); give a readable INI file");
  return settings;
}

}  // namespace kncube::cli
