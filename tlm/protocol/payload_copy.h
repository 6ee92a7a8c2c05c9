#pragma once
// The bridge's own payload for what a target works on when the initiator's cannot be handed over:
//  * take(): a posted write's copy. The initiator is answered before the target has seen the write
//    and may then reuse or free its payload, its data and its extensions, so the target works on a
//    copy of the command, the initiator's address, the data, the byte enables, the streaming width
//    and a clone of every extension.
//  * view(): a payload without a memory manager bound for a non-blocking target. IEEE 1666
//    (14.5) allows nb_transport only with a memory manager, and AT targets and buses call
//    acquire()/release() on what they get. The view shares the initiator's data and byte-enable
//    arrays and its extensions (so read data lands in the initiator's buffer at once); settle()
//    gives the target's status back.
// Either way the payload has a memory manager of its own whose free() does nothing: the copy
// belongs to the transfer, which reuses it from transaction to transaction (buffers kept).

#include <tlm>
#include <vector>

namespace kncube::tlm2 {

class PayloadCopy {
 public:
  PayloadCopy() : payload_(&manager_) {}
  PayloadCopy(const PayloadCopy&) = delete;
  PayloadCopy& operator=(const PayloadCopy&) = delete;
  ~PayloadCopy() { release(); }

  // Copies `original` (whose data pointer is valid for its data length, as the payload checks
  // guarantee for anything the bridge sends).
  tlm::tlm_generic_payload& take(const tlm::tlm_generic_payload& original);
  // A view of `original`, which outlives it (the initiator waits for its answer).
  tlm::tlm_generic_payload& view(tlm::tlm_generic_payload& original);
  // A view's status, DMI hint and option back onto the initiator's payload.
  void settle();
  // Frees the cloned extensions and any a target added (a view's shared ones are only let go);
  // the copy is empty again.
  void release();
  tlm::tlm_generic_payload& payload() { return payload_; }

 private:
  // Owned by the transfer, not by a pool: a target's last release() leaves it where it is.
  struct HeldPayloads : tlm::tlm_mm_interface {
    void free(tlm::tlm_generic_payload*) override {}
  };
  void describe(const tlm::tlm_generic_payload& original);

  HeldPayloads manager_;
  tlm::tlm_generic_payload payload_;
  std::vector<unsigned char> data_;
  std::vector<unsigned char> byte_enables_;
  tlm::tlm_generic_payload* viewed_ = nullptr;  // view(): the initiator's payload
  bool held_ = false;
};

}  // namespace kncube::tlm2
