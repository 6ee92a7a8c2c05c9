#pragma once
// What the bridge and the loosely-timed model need to carry TLM writes as network messages: the
// network, how many payload bytes a flit carries, and how long one network cycle lasts in
// SystemC time. Validated once, by the module that is built from it.

#include <cstddef>
#include <systemc>

#include "rtl_models/network_config.h"

namespace kncube::tlm2 {

struct TransportConfig {
  rtl::NetworkConfig network;
  int flit_bytes = 8;                                                     // payload bytes per flit
  sc_core::sc_time clock_period = sc_core::sc_time(1.0, sc_core::SC_NS);  // one network cycle

  // Largest write one message carries: message_length flits of flit_bytes each.
  std::size_t message_bytes() const {
    return static_cast<std::size_t>(network.spec.message_length) * static_cast<std::size_t>(flit_bytes);
  }
};

// Throws kncube::ConfigError naming the first value that cannot be used (the network's own checks
// included).
void validate(const TransportConfig& config);

}  // namespace kncube::tlm2
