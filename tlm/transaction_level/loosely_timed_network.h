#pragma once
// The transaction-level model of the network: a loosely-timed TLM-2.0 interconnect with one
// target socket and one (optional) initiator socket per node. A WRITE arriving on node s's
// target socket, addressed to node d (address_map.h, refused as in write_rules.h), gets
// AnalyticalLatency::latency(s, d) network cycles added to its delay annotation and is forwarded
// at once to d's initiator socket with the destination's local address (the offset) and a
// NetworkReceipt naming the source; the address is restored on the way back. No flit is
// simulated and b_transport never waits, so it can be called from threads and methods alike.
//
// As any LT interconnect it passes the PE target's response status and added delay back to the
// initiator; with d's initiator socket unbound the write completes with TLM_OK_RESPONSE after the
// network latency. (The bridge posts the write instead: its initiator returns when the network
// delivered, whatever the PE then does.)
//
//   kncube::tlm2::LtNetworkConfig config;   // transport, offered_load, model
//   kncube::tlm2::LooselyTimedNetwork net("net", config);
//   cpu0.socket.bind(net.target(0));
//   net.initiator(5).bind(memory5.socket);

#include <cstdint>
#include <memory>
#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>
#include <tlm_utils/simple_target_socket.h>
#include <vector>

#include "tlm/analytical_latency.h"
#include "tlm/lt_network_config.h"
#include "tlm/write_rules.h"

namespace kncube::tlm2 {

class LooselyTimedNetwork : public sc_core::sc_module {
 public:
  using TargetSocket = tlm_utils::simple_target_socket_tagged_optional<LooselyTimedNetwork>;  // may stay unbound
  using InitiatorSocket = tlm_utils::simple_initiator_socket_optional<LooselyTimedNetwork>;

  // Throws rtl::ConfigError when `config` cannot be used (see AnalyticalLatency).
  LooselyTimedNetwork(sc_core::sc_module_name name, const LtNetworkConfig& config);

  rtl::NodeId node_count() const { return latency_.node_count(); }
  TargetSocket& target(rtl::NodeId node) { return *targets_.at(static_cast<std::size_t>(node)); }
  InitiatorSocket& initiator(rtl::NodeId node) { return *initiators_.at(static_cast<std::size_t>(node)); }

  const AnalyticalLatency& latency() const { return latency_; }
  AddressMap address_map() const { return rules_.map; }
  const sc_core::sc_time& clock_period() const { return clock_period_; }
  std::int64_t messages() const { return messages_; }  // writes accepted

 private:
  void b_transport(int source, tlm::tlm_generic_payload& payload, sc_core::sc_time& delay);

  AnalyticalLatency latency_;
  sc_core::sc_time clock_period_;
  WriteRules rules_;
  std::vector<std::unique_ptr<TargetSocket>> targets_;
  std::vector<std::unique_ptr<InitiatorSocket>> initiators_;
  std::int64_t messages_ = 0;
};

}  // namespace kncube::tlm2
