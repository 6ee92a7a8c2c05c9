// The Accellera TLM-2.0 example "at_2_phase" (Debian's libsystemc-doc, compiled unmodified) with
// kncube's network in place of its SimpleBus (the cycle-level bridge, or with `--model contention`
// the contention model): the same initiators and targets with the same parameters as the
// example's own top module, every socket behind a protocol checker.
// The seven top modules are written alike; see checked_network.h for the map and what passing means.

#define REPORT_DEFINE_GLOBALS
#include "reporting.h"
#include "at_target_2_phase.h"
#include "initiator_top.h"

#include "tests/tlm/accellera/checked_network.h"

namespace {

sc_core::sc_time ns(double value) { return sc_core::sc_time(value, sc_core::SC_NS); }

class at_2_phase_on_network : public sc_core::sc_module {
 public:
  kncube::accellera::CheckedNetwork network;
  at_target_2_phase m_at_target_2_phase_1;
  at_target_2_phase m_at_target_2_phase_2;
  initiator_top m_initiator_1;
  initiator_top m_initiator_2;

  at_2_phase_on_network(sc_core::sc_module_name name, kncube::tlm2::NetworkModel model, sc_core::sc_time accept_delay)
      : sc_core::sc_module(name),
        network("network", 2, {kncube::tlm2::TargetInterface::non_blocking, kncube::tlm2::TargetInterface::non_blocking}, model),
        m_at_target_2_phase_1("m_at_target_2_phase_1", 201, "memory_socket_1", 4 * 1024, 4, accept_delay, ns(50), ns(30)),
        m_at_target_2_phase_2("m_at_target_2_phase_2", 202, "memory_socket_1", 4 * 1024, 4, accept_delay, ns(50), ns(30)),
        m_initiator_1("m_initiator_1", 101, 0x0000000000000100, 0x0000000010000100, 2),
        m_initiator_2("m_initiator_2", 102, 0x0000000000000200, 0x0000000010000200, 2) {
    m_initiator_1.initiator_socket(network.target_socket(0));
    m_initiator_2.initiator_socket(network.target_socket(1));
    network.initiator_socket(0)(m_at_target_2_phase_1.m_memory_socket);
    network.initiator_socket(1)(m_at_target_2_phase_2.m_memory_socket);
  }
};

}  // namespace

int sc_main(int argc, char* argv[]) {
  REPORT_ENABLE_ALL_REPORTING();
  // --accept-delay 0: the targets answer BEGIN_REQ with TLM_UPDATED/END_REQ and no delay.
  const kncube::accellera::ExampleArguments arguments = kncube::accellera::example_arguments(argc, argv, true);
  at_2_phase_on_network top("top", arguments.model, arguments.accept_delay.value_or(ns(10)));
  return top.network.run("at_2_phase", 2);
}
