#include "testbenches/application/options/general_options.h"

#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<OutputFormat> format_choices() {
  return {{"table", OutputFormat::table}, {"json", OutputFormat::json}, {"csv", OutputFormat::csv}};
}

}  // namespace

void add_general_options(OptionTable& table) {
  po::options_description group = option_group("General");
  group.add_options()
    ("help", "print this help and exit")
    ("config", po::value<std::string>()->value_name("FILE"),
     "read options from the INI file FILE: one 'name = value' per line, names as here without the dashes "
     "(e.g. 'k = 8'), [sections] and # comments allowed; options on the command line win over the file")
    ("format", po::value<std::string>()->default_value("table")->value_name("FORMAT"),
     ("output format: " + choice_words(format_choices()) +
      " (table: aligned columns for people; json: one object; csv: a header row and one row per point)").c_str());
  table.add_group(group);
  table.set_help_option("help");
  table.set_config_option("config");
}

GeneralSettings read_general_options(const po::variables_map& values) {
  GeneralSettings settings;
  settings.help = values.count("help") > 0;
  if (settings.help) return settings;  // help is printed whatever else is wrong
  settings.format = parse_choice("format", values["format"].as<std::string>(), format_choices());
  return settings;
}

}  // namespace kncube::cli
