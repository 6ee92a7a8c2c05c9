#pragma once
// What the bridge's ports need from a network: send a message of a transaction on the request or
// the response plane and be told when it has been delivered. Two models implement it, chosen by
// TransportConfig::model: the cycle-level networks (TransactionNetwork, bridge/) and the
// transaction-level contention model (ContentionNetwork, contention/).

#include <cstddef>

#include "rtl_models/flit.h"
#include "rtl_models/message_observer.h"
#include "tlm/bridge/transfer.h"

namespace kncube::tlm2 {

enum class Plane { request, response };

class DeliveryListener {
 public:
  virtual ~DeliveryListener() = default;
  // A message of `transfer` sent on `plane` has been delivered (its tail reached the node).
  virtual void message_delivered(Plane plane, Transfer& transfer, const rtl::DeliveredMessage& message) = 0;
};

class MessageNetwork {
 public:
  virtual ~MessageNetwork() = default;
  // One message of `flits` flits for `transfer` from node `from` to node `to`, generated now.
  virtual void send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) = 0;
  virtual std::size_t messages_in_flight() const = 0;
  // Whether the bridge's ports may send from whichever process calls them, message_delivered()
  // included, with the same timing. Both networks take a message handed over at time t as
  // generated at the first edge after t whatever the delta cycle (TransactionNetwork::send holds
  // one handed over on an edge it has not evaluated yet). The contention model delivers from a
  // method of its own between grants; the cycle-level networks deliver in the middle of a clock
  // edge's evaluation, so there the ports answer from their own processes (payload event queues).
  virtual bool sends_from_any_process() const = 0;
};

}  // namespace kncube::tlm2
