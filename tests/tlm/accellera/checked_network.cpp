#include "tests/tlm/accellera/checked_network.h"

#include <cstdlib>

namespace kncube::accellera {
namespace {

// SystemC calls report handlers through a plain function pointer: the count has to live here.
int& completions() {
  static int count = 0;
  return count;
}

void counting_handler(const sc_core::sc_report& report, const sc_core::sc_actions& actions) {
  if (std::string(report.get_msg()).find("Traffic Generator Complete") != std::string::npos) ++completions();
  sc_core::sc_report_handler::default_handler(report, actions);
}

}  // namespace

tlm2::NetworkModel model_from_arguments(int argc, char* argv[]) {
  const std::string usage = "allowed: nothing, --model cycle-level or --model contention";
  if (argc == 1) return tlm2::NetworkModel::cycle_level;
  const std::string option = argv[1];
  const std::string value = argc > 2 ? argv[2] : "(missing)";
  if (option != "--model" || argc > 3) {
    std::cerr << argv[0] << ": error: " << option << ": not an option of this example; " << usage << "\n";
    std::exit(2);
  }
  if (value == "cycle-level") return tlm2::NetworkModel::cycle_level;
  if (value == "contention") return tlm2::NetworkModel::contention;
  std::cerr << argv[0] << ": error: --model: " << value << " is not allowed; cycle-level or contention\n";
  std::exit(2);
}

int CheckedNetwork::run(const std::string& example, int generators) {
  sc_core::sc_report_handler::set_handler(counting_handler);
  sc_core::sc_start();
  int failures = 0;
  const auto fail = [&](const std::string& what) {
    std::cerr << example << " on the network: " << what << "\n";
    ++failures;
  };
  if (completions() != generators)
    fail(std::to_string(completions()) + " of " + std::to_string(generators) + " traffic generators completed");
  std::size_t transactions = 0;
  for (const auto* side : {&from_initiators_, &to_targets_})
    for (const auto& checker : *side) {
      for (const auto& violation : checker->rules.violations()) fail("protocol: " + violation);
      if (checker->rules.open() != 0) fail(std::string(checker->name()) + ": " + std::to_string(checker->rules.open()) + " transactions never completed");
      transactions += checker->rules.transactions();
    }
  if (bridge.network().messages_in_flight() != 0) fail("messages left in the network");
  std::cout << example << " on the network (" << (model_ == tlm2::NetworkModel::contention ? "contention model" : "cycle-level")
            << "): " << completions() << " generators completed, " << transactions
            << " transactions checked on both sides, simulation ended at " << sc_core::sc_time_stamp() << ", "
            << (failures == 0 ? "PASS" : "FAIL") << "\n";
  return failures == 0 ? 0 : 1;
}

}  // namespace kncube::accellera
