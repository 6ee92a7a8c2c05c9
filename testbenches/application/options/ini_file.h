#pragma once
// Reads an INI configuration file into "name = value" settings for one subcommand. The names are
// the command-line option names without the dashes; OptionTable checks them against its table.
//
// Sections say which subcommand a setting is for, so one file can serve several commands:
// settings before the first section apply to every subcommand, settings under [model], [run],
// [sweep] or [compare] only to that one (the others skip them unread). Any other section name is
// refused, because a section that silently means nothing hides a typo. '#' and ';' start comment
// lines; a UTF-8 byte order mark and CRLF line ends are accepted; a file holding control bytes
// (NUL and the like) is refused as binary.

#include <string>
#include <vector>

namespace kncube::cli {

struct IniSetting {
  std::string name;
  std::string value;
  int line = 0;  // 1-based, for error messages
};

// The subcommands a section may name, in the order messages list them.
const std::vector<std::string>& ini_sections();

// "path:line: ", the prefix of every message about a line of a config file (the compilers'
// file:line shape, so editors jump to it).
std::string ini_location(const std::string& path, int line);

// The settings of `path` that apply to `subcommand` ("run", "sweep", ...). Throws UsageError if
// the file cannot be read, is binary, names an unknown section, or holds a line that is neither
// blank, a comment, a section header nor "name = value".
std::vector<IniSetting> read_ini_file(const std::string& path, const std::string& subcommand);

}  // namespace kncube::cli
