// The Accellera TLM-2.0 example "lt_dmi" (Debian's libsystemc-doc, compiled unmodified) with
// kncube's network in place of its SimpleBus (the cycle-level bridge, or with `--model contention`
// the contention model): the same initiators and targets with the same parameters as the
// example's own top module, every socket behind a protocol checker.
// The seven top modules are written alike; see checked_network.h for the map and what passing means.

#define REPORT_DEFINE_GLOBALS
#include "reporting.h"
#include "lt_dmi_target.h"
#include "initiator_top.h"

#include "tests/tlm/accellera/checked_network.h"

namespace {

sc_core::sc_time ns(double value) { return sc_core::sc_time(value, sc_core::SC_NS); }

class lt_dmi_on_network : public sc_core::sc_module {
 public:
  kncube::accellera::CheckedNetwork network;
  lt_dmi_target m_lt_dmi_target_1;
  lt_dmi_target m_lt_dmi_target_2;
  initiator_top m_initiator_1;
  initiator_top m_initiator_2;

  lt_dmi_on_network(sc_core::sc_module_name name, kncube::tlm2::NetworkModel model)
      : sc_core::sc_module(name),
        network("network", 2, {kncube::tlm2::TargetInterface::blocking, kncube::tlm2::TargetInterface::blocking}, model),
        m_lt_dmi_target_1("m_lt_dmi_target_1", 201, "memory_socket_1", 4 * 1024, 4, ns(20), ns(20), ns(15)),
        m_lt_dmi_target_2("m_lt_dmi_target_2", 202, "memory_socket_2", 4 * 1024, 4, ns(20), ns(50), ns(30)),
        m_initiator_1("m_initiator_1", 101, 0x0000000000000000, 0x0000000010000000),
        m_initiator_2("m_initiator_2", 102, 0x0000000000000000, 0x0000000010000000) {
    m_initiator_1.top_initiator_socket(network.target_socket(0));
    m_initiator_2.top_initiator_socket(network.target_socket(1));
    network.initiator_socket(0)(m_lt_dmi_target_1.m_memory_socket);
    network.initiator_socket(1)(m_lt_dmi_target_2.m_memory_socket);
  }
};

}  // namespace

int sc_main(int argc, char* argv[]) {
  REPORT_ENABLE_ALL_REPORTING();
  lt_dmi_on_network top("top", kncube::accellera::model_from_arguments(argc, argv));
  return top.network.run("lt_dmi", 2);
}
