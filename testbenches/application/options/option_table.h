#pragma once
// The option table of one subcommand: the option groups it composes (general, network, traffic,
// rates, model, timing, ...), parsed from the command line and from the INI file named by
// --config through the same Boost.Program_options descriptions, so both accept exactly the same
// names and values. Every Boost error comes out as a UsageError in kncube's one-line shape.

#include <map>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/parsers.hpp>
#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

// A new, empty option group laid out like every other group in --help (100 columns).
boost::program_options::options_description option_group(const std::string& caption);

// A number option whose --help shows its default as typed (0.05, not 0.050000000000000003).
boost::program_options::typed_value<double>* number_value(double default_value);

// Whether the user set the option (on the command line or in the config file), as opposed to
// it holding its default.
bool given(const boost::program_options::variables_map& values, const std::string& name);

class OptionTable {
 public:
  // `command` names the subcommand in messages and --help, e.g. "kncube model".
  explicit OptionTable(std::string command);

  const std::string& command() const { return command_; }

  // Adds one group; --help shows it under its caption.
  void add_group(const boost::program_options::options_description& group);
  // The switch that asks for help: when given, parse() skips the config file.
  void set_help_option(std::string name) { help_option_ = std::move(name); }
  // The option naming an INI file whose settings fill in what the command line leaves out.
  void set_config_option(std::string name) { config_option_ = std::move(name); }
  // Options that set one thing in different ways (--rate and --rates): using any of them on the
  // command line replaces the config file's settings of all of them, instead of clashing.
  void add_alternatives(std::vector<std::string> names) { alternatives_.push_back(std::move(names)); }
  // Options of a shared group that this command refuses whenever they are given (with its own
  // message: --rates to kncube run, tracing to kncube sweep): parsed, so the refusal can say why,
  // but left out of --help, which lists what the command takes.
  void hide_from_help(std::vector<std::string> names) { hidden_.insert(hidden_.end(), names.begin(), names.end()); }

  // Parses the arguments that follow the subcommand, then the config file if one is named.
  // Command-line values win over the file's; the file's over the defaults. Throws UsageError,
  // which names the file and line for a setting of the file. Remembers where each of the
  // file's settings came from, for read_located.
  boost::program_options::variables_map parse(const std::vector<std::string>& args);

  // Runs `read` (turning the parsed values into typed configuration, where range checks throw
  // "--k: ...") and puts the config file's "path:line: " before an error about an option whose
  // value came from the file, so a user of a long file is told which line to fix.
  template <class Read>
  auto read_located(Read&& read) const {
    try {
      return std::forward<Read>(read)();
    } catch (const UsageError& error) {
      throw located(error);
    }
  }

  void write_help(std::ostream& out) const;

  // The long names of every option of every group, in --help order.
  std::vector<std::string> option_names() const;

 private:
  boost::program_options::parsed_options parse_command_line(const std::vector<std::string>& args) const;
  boost::program_options::parsed_options parse_config_file(
      const std::string& path, const boost::program_options::variables_map& from_command_line);
  // Stores `parsed` into `values`, turning Boost's exceptions into UsageError.
  void store(const boost::program_options::parsed_options& parsed,
             boost::program_options::variables_map& values) const;
  bool given(const std::string& name, const boost::program_options::variables_map& values) const;
  bool replaced_by_command_line(const std::string& name,
                                const boost::program_options::variables_map& from_command_line) const;
  // What the option's value type accepts, for "--k: abc is not allowed; an integer".
  std::string expected_value(const std::string& name) const;

  // `error` with the file's location before it if it is about a setting of the file.
  UsageError located(const UsageError& error) const;

  std::string command_;
  boost::program_options::options_description options_;
  std::map<std::string, std::string> file_origins_;  // option name -> "path:line: " of the file
  std::string help_option_;
  std::string config_option_;
  std::vector<std::vector<std::string>> alternatives_;
  // Each group as added, with its caption, for --help.
  std::vector<std::pair<std::string, boost::program_options::options_description>> groups_;
  std::vector<std::string> hidden_;
};

}  // namespace kncube::cli
