#pragma once
// What the network did with one transaction, as a generic-payload extension. An initiator that
// wants it attaches a NetworkReceipt before transport; the network fills it in when the
// transaction completes (an initiator that attaches none gets none).

#include <algorithm>
#include <cstdint>
#include <tlm>

#include "rtl_models/flit.h"
#include "rtl_models/message_observer.h"

namespace kncube::tlm2 {

// One direction of a transaction: all of its messages (several when it was split).
struct MessageRecord {
  rtl::NodeId source = -1;
  rtl::NodeId destination = -1;
  int hops = 0;             // minimal hops of the route
  int messages = 0;
  int flits = 0;
  // Network cycles from the first message's generation to the last tail's delivery: measured
  // (cycle-level bridge) or computed (transaction-level models).
  double latency = 0.0;
  rtl::Cycle generated = -1;  // cycle-level bridge only: first message generated
  rtl::Cycle delivered = -1;  // last tail delivered
};

// Adds one delivered message of the cycle-level network to `record`.
inline void add_message(MessageRecord& record, const rtl::DeliveredMessage& message) {
  record.source = message.source;
  record.destination = message.destination;
  record.hops = message.hops;
  record.generated = record.messages == 0 ? message.generated : std::min(record.generated, message.generated);
  record.delivered = std::max(record.delivered, message.delivered);
  record.latency = static_cast<double>(record.delivered - record.generated);
  ++record.messages;
  record.flits += message.length;
}

class NetworkReceipt : public tlm::tlm_extension<NetworkReceipt> {
 public:
  MessageRecord request;
  MessageRecord response;

  tlm::tlm_extension_base* clone() const override { return new NetworkReceipt(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override {
    const auto& from = static_cast<const NetworkReceipt&>(other);
    request = from.request;
    response = from.response;
  }
};

// Attaches `extension` to `payload` for one call and detaches it on every way out (also when a
// SystemC process is unwound), so the payload never frees an extension it does not own.
template <typename Extension>
class ScopedExtension {
 public:
  ScopedExtension(tlm::tlm_generic_payload& payload, Extension& extension) : payload_(payload) {
    payload_.set_extension(&extension);
  }
  ~ScopedExtension() { payload_.template clear_extension<Extension>(); }
  ScopedExtension(const ScopedExtension&) = delete;
  ScopedExtension& operator=(const ScopedExtension&) = delete;

 private:
  tlm::tlm_generic_payload& payload_;
};

}  // namespace kncube::tlm2
