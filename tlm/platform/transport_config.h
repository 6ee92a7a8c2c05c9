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
  // Posted writes. Off (the default), a WRITE is answered when the target has completed it: the
  // initiator sees the target's status and its delay plus both networks' latency. On, a WRITE is
  // answered with TLM_OK_RESPONSE as soon as all its request messages have reached the target's
  // node and it is queued there for the target: the initiator sees only the request network's
  // latency, no response message is sent, and the target executes the write later on the bridge's
  // copy of the payload (data, byte enables and clones of the extensions), so the initiator may
  // reuse its payload at once. Ordering: a target takes the requests queued at it in arrival order,
  // so any transaction an initiator issues after a posted write has been answered reaches that
  // target after the write (a read returns the written data). The target's status for a posted
  // write is lost: nobody is waiting for it; TargetPort::posted_write_errors() counts the non-OK
  // ones. The write still holds its slot at the target (TargetAttachment::queue_depth) until the
  // target has answered, so a slow target still pushes back. READs are never posted. With the
  // contention model's annotated b_transport path the target is called in the initiator's thread
  // as before and the returned delay ends at the request's arrival.
  bool posted_writes = false;

  int max_message_flits() const { return network.spec.message_length; }
  // Payload bytes one message carries at most.
  std::size_t message_payload_bytes() const {
    return static_cast<std::size_t>(max_message_flits() - header_flits) * static_cast<std::size_t>(flit_bytes);
  }
};

// Throws kncube::ConfigError naming the first value that cannot be used (the network's own checks
// included; the contention model on a graph network).
void validate(const TransportConfig& config);

}  // namespace kncube::tlm2
