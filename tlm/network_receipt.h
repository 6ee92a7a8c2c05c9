#pragma once
// What the network did with one message, as a generic-payload extension:
//  * an initiator that wants it attaches a NetworkReceipt to its WRITE before b_transport; the
//    bridge or the loosely-timed model fills it in (an initiator that attaches none gets none);
//  * the processing element that receives a message always finds one on the delivered WRITE,
//    which is how it learns the source node.

#include <cstdint>
#include <tlm>

#include "rtl_models/flit.h"
#include "rtl_models/message_observer.h"

namespace kncube::tlm2 {

struct MessageRecord {
  rtl::NodeId source = -1;
  rtl::NodeId destination = -1;
  int hops = 0;             // minimal hops of the route
  double latency = 0.0;     // cycles from generation to tail delivered: measured (bridge) or annotated (LT model)
  // Cycle-level network only; the loosely-timed model leaves them at -1 / 0.
  std::uint64_t message_id = 0;
  rtl::Cycle generated = -1;
  rtl::Cycle injected = -1;  // head left the source queue
  rtl::Cycle delivered = -1; // tail reached the destination
};

// The record of a message the cycle-level network delivered.
inline MessageRecord record_of(const rtl::DeliveredMessage& message) {
  MessageRecord record;
  record.source = message.source;
  record.destination = message.destination;
  record.hops = message.hops;
  record.latency = static_cast<double>(message.delivered - message.generated);
  record.message_id = message.id;
  record.generated = message.generated;
  record.injected = message.injected;
  record.delivered = message.delivered;
  return record;
}

class NetworkReceipt : public tlm::tlm_extension<NetworkReceipt> {
 public:
  MessageRecord record;

  tlm::tlm_extension_base* clone() const override { return new NetworkReceipt(*this); }
  void copy_from(const tlm::tlm_extension_base& other) override {
    record = static_cast<const NetworkReceipt&>(other).record;
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
