#include "tests/tlm/accellera/checked_network.h"

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
  std::cout << example << " on the network: " << completions() << " generators completed, " << transactions
            << " transactions checked on both sides, simulation ended at " << sc_core::sc_time_stamp() << ", "
            << (failures == 0 ? "PASS" : "FAIL") << "\n";
  return failures == 0 ? 0 : 1;
}

}  // namespace kncube::accellera
