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
  // One message of `flits` flits for `transfer` from node `from` to node `to`, handed over now from
  // any process (a delivery's listener included): generated at the first clock edge after now.
  virtual void send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) = 0;
  virtual std::size_t messages_in_flight() const = 0;
};

}  // namespace kncube::tlm2
