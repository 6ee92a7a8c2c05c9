#pragma once
// What every simulating subcommand (run, sweep) reads from the option groups they share:
// network, traffic, timing, router and links, run control, model and reference monitor. One
// reading, so both refuse exactly the same input with exactly the same words.

#include <string>
#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "analytical/catalog/model_catalog.h"
#include "analytical/common/model_switches.h"
#include "rtl_models/network_config.h"
#include "testbenches/application/options/option_list.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/testbench/monitor/reference_monitor.h"
#include "testbenches/testbench/simulation/run_control.h"

namespace kncube::cli {

struct SimulationSettings {
  rtl::NetworkConfig network;          // spec, router, links, seed; validated
  simulation::RunControl control;      // everything but the rate
  std::string model;                   // --model; empty: every model that applies
  analytical::ModelSwitches switches;  // the models' documented alternatives
  std::vector<analytical::Switch> switches_read;  // those the evaluated models read (the others are refused)
  monitor::MonitorSettings monitor;
};

// The shared groups, in --help order: general, network, traffic, rates, timing, router, run,
// trace, model, monitor (rates and trace are read by each subcommand itself).
void add_simulation_options(OptionTable& table, const analytical::ModelCatalog& catalog);

// Throws UsageError for any value or combination the simulator cannot run, and for a --model
// that does not apply.
SimulationSettings read_simulation_options(const boost::program_options::variables_map& values,
                                           const analytical::ModelCatalog& catalog);

// The inverse of read_simulation_options, --seed excepted: every group's writer in turn
// (network, traffic, timing, router and links, run, model, monitor).
OptionList write_simulation_options(const SimulationSettings& settings, Emit emit);

// Throws UsageError "--model: NAME does not apply to <network>: <reason>" unless NAME applies.
void require_model_applies(const std::string& name, const NetworkSpec& spec, const analytical::ModelSwitches& switches,
                           const analytical::ModelCatalog& catalog);

}  // namespace kncube::cli
