#pragma once
// The three modes of `kncube compare`, each in its own file, run on a validated configuration.

#include <ostream>

#include "testbenches/application/compare/compare_command_config.h"

namespace kncube::cli {

int run_network_comparison(const CompareCommandConfig& config, std::ostream& out);   // compare_networks_mode.cpp
int run_dally_study(const CompareCommandConfig& config, std::ostream& out);          // compare_dally_mode.cpp
int run_conclusions(const CompareCommandConfig& config, std::ostream& out);          // compare_conclusions_mode.cpp

}  // namespace kncube::cli
