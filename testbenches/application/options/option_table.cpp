#include "testbenches/application/options/option_table.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <sstream>

#include <boost/program_options/errors.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/ini_file.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr unsigned help_line_length = 100;
constexpr unsigned help_description_length = 56;

// Boost names an option "--k" on the command line and "k" in a file; messages always say "--k".
std::string bare_name(const std::string& name) { return name.substr(std::min(name.find_first_not_of('-'), name.size())); }

// The text the user gave for `name` (its first occurrence: Boost fails on the first bad value).
std::string given_text(const po::parsed_options& parsed, const std::string& name) {
  for (const auto& option : parsed.options)
    if (option.string_key == name && !option.value.empty()) return option.value.front();
  return "";
}

}  // namespace

po::options_description option_group(const std::string& caption) {
  return po::options_description(caption, help_line_length, help_description_length);
}

OptionTable::OptionTable(std::string command)
    : command_(std::move(command)), options_("Options of " + command_, help_line_length, help_description_length) {}

void OptionTable::add_group(const po::options_description& group) {
  options_.add(group);
  // Boost keeps a group's caption to itself; it is the first line the group prints ("Caption:").
  std::ostringstream printed;
  printed << group;
  std::string caption = printed.str().substr(0, printed.str().find('\n'));
  if (!caption.empty() && caption.back() == ':') caption.pop_back();
  groups_.emplace_back(caption, group);
}

po::variables_map OptionTable::parse(const std::vector<std::string>& args) {
  po::variables_map values;
  file_origins_.clear();
  store(parse_command_line(args), values);
  if (!help_option_.empty() && values.count(help_option_)) return values;
  if (!config_option_.empty() && values.count(config_option_)) {
    const std::string path = values[config_option_].as<std::string>();
    const po::parsed_options from_file = parse_config_file(path, values);
    read_located([&] { store(from_file, values); });
  }
  po::notify(values);
  return values;
}

UsageError OptionTable::located(const UsageError& error) const {
  const std::string message = error.what();
  if (message.rfind("--", 0) != 0) return error;
  const auto colon = message.find(':');
  if (colon == std::string::npos) return error;
  const auto origin = file_origins_.find(message.substr(2, colon - 2));
  return origin == file_origins_.end() ? error : UsageError(origin->second + message);
}

po::parsed_options OptionTable::parse_command_line(const std::vector<std::string>& args) const {
  namespace style = po::command_line_style;
  // Long options only: then a value may start with '-' ("--rate -1" reaches the range check
  // instead of being taken for an option), and no option is guessed from a prefix of its name.
  const int long_only = style::allow_long | style::long_allow_adjacent | style::long_allow_next;
  po::parsed_options parsed(&options_);
  try {
    parsed = po::command_line_parser(args).options(options_).style(long_only).run();
  } catch (const po::unknown_option& error) {
    throw UsageError(error.get_option_name() + " is not an option of " + command_ + "; see " + command_ + " --help");
  } catch (const po::invalid_command_line_syntax& error) {
    const std::string option = error.get_option_name();
    if (error.kind() == po::invalid_syntax::missing_parameter)
      throw UsageError(option + ": the value is missing; " + expected_value(bare_name(option)));
    if (error.kind() == po::invalid_syntax::extra_parameter)
      throw UsageError(option + ": takes no value; give it alone");
    throw UsageError(std::string(error.what()) + "; see " + command_ + " --help");
  } catch (const po::error& error) {
    throw UsageError(std::string(error.what()) + "; see " + command_ + " --help");
  }
  // "--k --n 3" gives --k the value "--n": no value starts with two dashes, so --k's is missing
  // (blaming the stray 3 that follows would send the user to the wrong place).
  for (const auto& option : parsed.options)
    if (!option.string_key.empty() && option.value.size() == 1 && option.value.front().rfind("--", 0) == 0 &&
        option.value.front().size() > 2)
      throw UsageError("--" + option.string_key + ": the value is missing (" + option.value.front() +
                       " that follows is an option); " + expected_value(option.string_key));
  for (const auto& option : parsed.options)
    if (option.string_key.empty() || option.position_key >= 0) {
      const std::string token = option.original_tokens.empty() ? "" : option.original_tokens.front();
      throw UsageError("unexpected argument '" + token + "'; " + command_ + " takes only options, each written --name value (see " +
                       command_ + " --help)");
    }
  return parsed;
}

po::parsed_options OptionTable::parse_config_file(const std::string& path, const po::variables_map& from_command_line) {
  po::parsed_options parsed(&options_);
  const std::string subcommand = command_.substr(command_.rfind(' ') + 1);
  for (const IniSetting& setting : read_ini_file(path, subcommand)) {
    const std::string where = ini_location(path, setting.line);
    const po::option_description* description = options_.find_nothrow(setting.name, false);
    if (description == nullptr)
      throw UsageError(where + setting.name + " is not an option of " + command_ + "; see " + command_ + " --help");
    if (setting.name == config_option_ || description->semantic()->max_tokens() == 0)
      throw UsageError(where + setting.name + " is not allowed in a config file; give it on the command line");
    if (replaced_by_command_line(setting.name, from_command_line)) continue;
    // The command line's value wins (Boost keeps the first stored), so errors about it are not
    // the file's; a second line setting the same option is reported at its own line.
    if (!given(setting.name, from_command_line)) file_origins_[setting.name] = where;
    po::option option;
    option.string_key = setting.name;
    option.value = {setting.value};
    option.original_tokens = {setting.name, setting.value};
    parsed.options.push_back(std::move(option));
  }
  return parsed;
}

void OptionTable::store(const po::parsed_options& parsed, po::variables_map& values) const {
  // Boost reads "1e-400" as 0 and "1e400" as infinity without a word: a number a double cannot hold
  // would run as another value.
  for (const auto& option : parsed.options) {
    const po::option_description* description = options_.find_nothrow(option.string_key, false);
    if (description == nullptr || dynamic_cast<const po::typed_value<double>*>(description->semantic().get()) == nullptr)
      continue;
    for (const auto& value : option.value) {
      errno = 0;
      char* end = nullptr;
      std::strtod(value.c_str(), &end);
      if (errno == ERANGE && end != value.c_str())
        throw UsageError("--" + option.string_key + ": " + value +
                         " is not allowed; a number a double holds (magnitude from 2.2e-308 to 1.8e+308, or 0)");
    }
  }
  // Boost reads "-1" as an unsigned integer by wrapping it to 2^64 - 1: refuse a sign instead.
  for (const auto& option : parsed.options) {
    const po::option_description* description = options_.find_nothrow(option.string_key, false);
    if (description == nullptr ||
        dynamic_cast<const po::typed_value<std::uint64_t>*>(description->semantic().get()) == nullptr)
      continue;
    for (const auto& value : option.value)
      if (value.find_first_not_of("0123456789") != std::string::npos || value.empty())
        throw UsageError("--" + option.string_key + ": " + value + " is not allowed; an integer from 0 to 18446744073709551615");
  }
  // Boost lets an option with an implicit value (--self-traffic) through twice: count them here.
  for (std::size_t i = 0; i < parsed.options.size(); ++i) {
    const po::option_description* description = options_.find_nothrow(parsed.options[i].string_key, false);
    if (description == nullptr || description->semantic()->min_tokens() != 0) continue;
    for (std::size_t j = i + 1; j < parsed.options.size(); ++j)
      if (parsed.options[i].string_key == parsed.options[j].string_key)
        throw UsageError("--" + parsed.options[i].string_key + ": given more than once; give each option once");
  }
  try {
    po::store(parsed, values);
  } catch (const po::multiple_occurrences& error) {
    throw UsageError("--" + bare_name(error.get_option_name()) + ": given more than once; give each option once");
  } catch (const po::validation_error& error) {
    const std::string name = bare_name(error.get_option_name());
    throw UsageError("--" + name + ": " + given_text(parsed, name) + " is not allowed; " + expected_value(name));
  } catch (const po::error& error) {
    throw UsageError(std::string(error.what()) + "; see " + command_ + " --help");
  }
}

po::typed_value<double>* number_value(double default_value) {
  return po::value<double>()->default_value(default_value, report::round_trip_number(default_value));
}

bool given(const po::variables_map& values, const std::string& name) {
  return values.count(name) > 0 && !values[name].defaulted();
}

bool OptionTable::given(const std::string& name, const po::variables_map& values) const { return cli::given(values, name); }

bool OptionTable::replaced_by_command_line(const std::string& name, const po::variables_map& from_command_line) const {
  for (const auto& set : alternatives_) {
    if (std::find(set.begin(), set.end(), name) == set.end()) continue;
    for (const auto& alternative : set)
      if (given(alternative, from_command_line)) return true;
  }
  return false;
}

std::string OptionTable::expected_value(const std::string& name) const {
  const po::option_description* description = options_.find_nothrow(name, false);
  if (description != nullptr) {
    const po::value_semantic* semantic = description->semantic().get();
    // Boost refuses a number its type cannot hold as it refuses a word: say how large it may be.
    if (dynamic_cast<const po::typed_value<int>*>(semantic) != nullptr)
      return "an integer, at most " + std::to_string(std::numeric_limits<int>::max()) + " (see " + command_ + " --help)";
    if (dynamic_cast<const po::typed_value<std::int64_t>*>(semantic) != nullptr)
      return "an integer, at most " + std::to_string(std::numeric_limits<std::int64_t>::max()) + " (see " + command_ +
             " --help)";
    if (dynamic_cast<const po::typed_value<double>*>(semantic) != nullptr)
      return "a number (see " + command_ + " --help)";
  }
  return "see " + command_ + " --help";
}

void OptionTable::write_help(std::ostream& out) const {
  po::options_description shown("Options of " + command_, help_line_length, help_description_length);
  for (const auto& [caption, group] : groups_) {
    po::options_description kept = option_group(caption);
    for (const auto& option : group.options())
      if (std::find(hidden_.begin(), hidden_.end(), option->long_name()) == hidden_.end()) kept.add(option);
    if (!kept.options().empty()) shown.add(kept);
  }
  out << shown;
}

std::vector<std::string> OptionTable::option_names() const {
  std::vector<std::string> names;
  for (const auto& option : options_.options()) names.push_back(option->long_name());
  return names;
}

}  // namespace kncube::cli
