#pragma once
// Options every subcommand takes: --help, --config FILE, --format table|json|csv.

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

enum class OutputFormat { table, json, csv };

struct GeneralSettings {
  bool help = false;
  OutputFormat format = OutputFormat::table;
};

void add_general_options(OptionTable& table);
// With --help, only `help` is read: the other values need not be valid.
GeneralSettings read_general_options(const boost::program_options::variables_map& values);

}  // namespace kncube::cli
