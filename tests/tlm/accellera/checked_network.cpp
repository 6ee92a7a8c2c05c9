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

ExampleArguments example_arguments(int argc, char* argv[], bool takes_accept_delay) {
  const std::string usage = std::string("allowed: --model cycle-level or --model contention") +
                            (takes_accept_delay ? ", --accept-delay <ns, 0 to 1000>" : "");
  ExampleArguments arguments;
  for (int i = 1; i < argc; i += 2) {
    const std::string option = argv[i];
    const std::string value = i + 1 < argc ? argv[i + 1] : "(missing)";
    if (option == "--model") {
      if (value == "cycle-level") {
        arguments.model = tlm2::NetworkModel::cycle_level;
      } else if (value == "contention") {
        arguments.model = tlm2::NetworkModel::contention;
      } else {
        std::cerr << argv[0] << ": error: --model: " << value << " is not allowed; cycle-level or contention\n";
        std::exit(2);
      }
    } else if (option == "--accept-delay" && takes_accept_delay) {
      char* end = nullptr;
      const double ns = std::strtod(value.c_str(), &end);
      if (value.empty() || *end != '\0' || !(ns >= 0.0 && ns <= 1000.0)) {
        std::cerr << argv[0] << ": error: --accept-delay: " << value << " is not allowed; a number of ns from 0 to 1000\n";
        std::exit(2);
      }
      arguments.accept_delay = sc_core::sc_time(ns, sc_core::SC_NS);
    } else {
      std::cerr << argv[0] << ": error: " << option << ": not an option of this example; " << usage << "\n";
      std::exit(2);
    }
  }
  return arguments;
}

tlm2::NetworkModel model_from_arguments(int argc, char* argv[]) { return example_arguments(argc, argv, false).model; }

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
