#include "testbenches/application/options/ini_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <string>
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

std::string section_list() {
  std::string list;
  for (const auto& name : ini_sections()) list += (list.empty() ? "[" : ", [") + name + "]";
  return list;
}

// Text files hold printable bytes, tabs and line ends; anything else below 0x20 (or DEL) means
// the user named the wrong file, and printing its line would cut the message at a NUL.
void refuse_binary(const std::string& path, int number, const std::string& line) {
  const auto bad = std::find_if(line.begin(), line.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && byte != '\t' && byte != '\r') || byte == 0x7f;
  });
  if (bad == line.end()) return;
  char code[8];
  std::snprintf(code, sizeof code, "0x%02x", static_cast<unsigned>(static_cast<unsigned char>(*bad)));
  throw UsageError(ini_location(path, number) + "--config: the file holds the control byte " + code + " in column " +
                   std::to_string(bad - line.begin() + 1) + ", so it is not a text file; give an INI file of 'name = value' lines");
}

// Config files are a few lines of text, but the path may name a device that never ends (/dev/zero,
// /dev/full: a NUL stream without a line end) and std::getline would take all the memory on its
// first line: lines and the whole file are read up to a limit, past which the file is refused.
constexpr std::size_t kMaxLineBytes = std::size_t{1} << 16;
constexpr std::size_t kMaxFileBytes = std::size_t{1} << 24;

bool read_bounded_line(std::istream& in, std::string& line, const std::string& path, int number, std::size_t& total) {
  line.clear();
  int c = 0;
  while ((c = in.get()) != std::char_traits<char>::eof() && c != '\n') {
    if (line.size() == kMaxLineBytes)
      throw UsageError(ini_location(path, number) + "--config: the line is longer than " + std::to_string(kMaxLineBytes) +
                       " bytes, so the file is not an INI file; give an INI file of 'name = value' lines");
    line.push_back(static_cast<char>(c));
  }
  total += line.size() + 1;
  if (total > kMaxFileBytes)
    throw UsageError("--config: " + path + " is longer than " + std::to_string(kMaxFileBytes) +
                     " bytes, so it is not an INI file; give an INI file of 'name = value' lines");
  return c != std::char_traits<char>::eof() || !line.empty();
}

}  // namespace

const std::vector<std::string>& ini_sections() {
  static const std::vector<std::string> names = {"model", "run", "sweep", "compare"};
  return names;
}

std::string ini_location(const std::string& path, int line) { return path + ":" + std::to_string(line) + ": "; }

std::vector<IniSetting> read_ini_file(const std::string& path, const std::string& subcommand) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw UsageError("--config: " + path + " cannot be read (it is a directory); give a readable INI file");
  errno = 0;
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    const std::string why = errno != 0 ? std::strerror(errno) : "cannot open";
    throw UsageError("--config: " + path + " cannot be read (" + why + "); give a readable INI file");
  }
  std::vector<IniSetting> settings;
  bool applies = true;  // settings before the first section are for every subcommand
  bool in_section = false;
  std::size_t common = 0;  // settings[0, common) came before the first section
  std::string raw;
  std::size_t total = 0;
  for (int number = 1; read_bounded_line(file, raw, path, number, total); ++number) {
    // Editors on Windows start UTF-8 files with a byte order mark.
    if (number == 1 && raw.compare(0, 3, "\xEF\xBB\xBF") == 0) raw.erase(0, 3);
    refuse_binary(path, number, raw);
    const std::string line = trimmed(raw);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line.front() == '[' && line.back() == ']') {
      const std::string section = trimmed(line.substr(1, line.size() - 2));
      if (std::find(ini_sections().begin(), ini_sections().end(), section) == ini_sections().end())
        throw UsageError(ini_location(path, number) + "--config: section [" + section + "] is not allowed; sections are " +
                         section_list() + " (settings before the first section are for every subcommand)");
      applies = section == subcommand;
      if (!in_section) common = settings.size();
      in_section = true;
      continue;
    }
    const auto equals = line.find('=');
    const std::string name = equals == std::string::npos ? "" : trimmed(line.substr(0, equals));
    if (name.empty())
      throw UsageError(ini_location(path, number) + "--config: '" + line +
                       "' is not allowed; each line is 'name = value', '[section]' or a # comment");
    if (!applies) continue;
    // The subcommand's own section overrides a setting for every subcommand (a key repeated within
    // one part stays an error, reported at its second line).
    if (in_section) {
      const auto common_end = settings.begin() + static_cast<std::ptrdiff_t>(common);
      const auto kept_end =
          std::remove_if(settings.begin(), common_end, [&](const IniSetting& setting) { return setting.name == name; });
      common = static_cast<std::size_t>(kept_end - settings.begin());
      settings.erase(kept_end, common_end);
    }
    settings.push_back({name, trimmed(line.substr(equals + 1)), number});
  }
  if (file.bad()) throw UsageError("--config: " + path + " cannot be read (read error); give a readable INI file");
  return settings;
}

}  // namespace kncube::cli
