#pragma once
// Reads an INI configuration file into "name = value" settings. Sections ([network]) only group
// settings for people and are ignored; '#' and ';' start comment lines. The names are the
// command-line option names without the dashes; OptionTable checks them against its table.

#include <string>
#include <vector>

namespace kncube::cli {

struct IniSetting {
  std::string name;
  std::string value;
  int line = 0;  // 1-based, for error messages
};

// Throws UsageError if the file cannot be read or a line is neither blank, a comment, a section
// header nor "name = value".
std::vector<IniSetting> read_ini_file(const std::string& path);

}  // namespace kncube::cli
