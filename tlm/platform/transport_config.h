#pragma once
// What every TLM front end of the network needs to turn transactions into messages: the network,
// the message format (payload bytes per flit, header flits, the longest message) and how long one
// network cycle lasts in SystemC time. Validated once, by the module built from it.
//
// A transaction's request and its response each become one or more messages: a header of
// `header_flits` flits (command, address, length, ids) followed by the payload bytes it carries
// (write data and byte enables on the way out, read data on the way back), flit_bytes per flit.
// A message is at most network.spec.message_length flits (the spec's M is the longest message here,
// not a fixed length); a payload larger than one message carries is split over several messages.

#include <cstddef>
#include <systemc>

#include "rtl_models/network_config.h"

namespace kncube::tlm2 {

// Which network model carries the messages behind the same sockets.
enum class NetworkModel {
  cycle_level,  // the cycle-level router networks (bridge/transaction_network.h): exact, slow
  contention,   // the transaction-level contention model (contention/contention_network.h): channel
                // reservations per message, fast, within 5% of the cycle-level latency below 70% of
                // saturation (README, "TLM-2.0 virtual platforms")
};

struct TransportConfig {
  rtl::NetworkConfig network;  // spec.message_length: longest message, flits, header included
  int flit_bytes = 8;          // payload bytes per flit (8 = a 64-bit flit)
  int header_flits = 1;        // flits of every message before its payload
  sc_core::sc_time clock_period = sc_core::sc_time(1.0, sc_core::SC_NS);  // one network cycle
  NetworkModel model = NetworkModel::cycle_level;

  int max_message_flits() const { return network.spec.message_length; }
  // Payload bytes one message carries at most.
  std::size_t message_payload_bytes() const {
    return static_cast<std::size_t>(max_message_flits() - header_flits) * static_cast<std::size_t>(flit_bytes);
  }
};

// Throws kncube::ConfigError naming the first value that cannot be used (the network's own checks
// included).
void validate(const TransportConfig& config);

}  // namespace kncube::tlm2
